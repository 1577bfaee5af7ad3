// Seats offered to me in my circles' new matches, on the home screen while there are any: accept (to the room) or
// decline (a computer player takes the seat).
import { useEffect, useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { get, post } from "../api";
import type { Page, SeatOffer } from "../circles/types";
import { errorText } from "../errors";
import { gameName } from "../games";
import { useT } from "../i18n";
import { lobbyPath } from "../routes";

const offerApi = (id: string, answer: "accept" | "decline") => `/api/seat-offers/${encodeURIComponent(id)}/${answer}`;

export function SeatOffers() {
  const t = useT();
  const [, navigate] = useLocation();
  const [offers, setOffers] = useState<SeatOffer[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    get<SeatOffer[] | Page<SeatOffer>>("/api/me/seat-offers")
      .then((answer) => setOffers(Array.isArray(answer) ? answer : answer.results))
      .catch(() => {
        // No offers shown: the rest of the home screen does not depend on them.
      });
  }, []);
  if (offers.length === 0) return null;
  const answer = async (offer: SeatOffer, choice: "accept" | "decline") => {
    setError(null);
    try {
      await post(offerApi(String(offer.id), choice));
      if (choice === "accept") navigate(lobbyPath(offer.room_code));
      else setOffers((before) => before.filter((other) => other.id !== offer.id));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  return (
    <section aria-labelledby="seat-offers" data-testid="seat-offers">
      <h2 id="seat-offers">{t("offers.title")}</h2>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <ul class="match-list">
        {offers.map((offer) => (
          <li key={offer.id} class="match-card seat-offer">
            <span>
              {t("offers.text", { name: offer.from.name, game: gameName(offer.game, t), circle: offer.circle.name })}
            </span>
            <span class="row">
              <button type="button" class="button small" onClick={() => answer(offer, "accept")}>
                {t("offers.accept")}
              </button>
              <button type="button" class="button small secondary" onClick={() => answer(offer, "decline")}>
                {t("offers.decline")}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
