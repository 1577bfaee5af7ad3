// "New match in this circle": a game, a member for each seat (the caller in the first), computer players in the rest.
import { useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { post } from "../../api";
import { useCatalogue } from "../../catalogue";
import { circleApi } from "../../circles/api";
import type { Member, NewCircleMatch } from "../../circles/types";
import { usePaged } from "../../circles/usePaged";
import { errorText } from "../../errors";
import { GAME_IDS, gameName } from "../../games";
import { useT } from "../../i18n";
import { lobbyPath } from "../../routes";

const COMPUTER = "";

export function NewMatch({ circleId, me, onCancel }: { circleId: string; me: string; onCancel: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { games } = useCatalogue();
  const offered = GAME_IDS.filter((id) => games?.some((game) => game.id === id));
  const [game, setGame] = useState<string | null>(null);
  const chosen = game ?? offered[0] ?? null;
  const seatCount = games?.find((info) => info.id === chosen)?.seats ?? 4;
  const [seats, setSeats] = useState<string[]>([]);
  const members = usePaged<Member>(circleApi(circleId, "/members?page_size=100"), t);
  const others = (members.items ?? []).filter((member) => member.id !== me);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seatValue = (seat: number) => seats[seat] ?? COMPUTER;
  const choose = (seat: number, player: string) =>
    setSeats((before) => {
      const next = Array.from({ length: seatCount }, (_, index) => before[index] ?? COMPUTER);
      // A member sits once: choosing them again moves them.
      for (let index = 0; index < next.length; index++) if (player && next[index] === player) next[index] = COMPUTER;
      next[seat] = player;
      return next;
    });
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const body = {
        game: chosen,
        seats: Array.from({ length: seatCount }, (_, seat) => (seat === 0 ? me : seatValue(seat) || null)),
      };
      const made = await post<NewCircleMatch>(circleApi(circleId, "/matches"), body);
      navigate(lobbyPath(made.room_code));
    } catch (failure) {
      setError(errorText(failure, t));
      setBusy(false);
    }
  };
  return (
    <form class="stack panel new-match" onSubmit={submit} aria-labelledby="new-match">
      <h2 id="new-match">{t("circle.new_match")}</h2>
      <label>
        {t("create.game")}
        <select
          name="game"
          value={chosen ?? ""}
          onChange={(event) => {
            setGame((event.target as HTMLSelectElement).value);
            setSeats([]);
          }}
        >
          {offered.map((id) => (
            <option key={id} value={id}>
              {gameName(id, t)}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t("circle.seats")}</legend>
        <p class="option-fixed">
          <span>{t("common.seat", { n: 1 })}</span>
          <strong>{t("common.you")}</strong>
        </p>
        {Array.from({ length: seatCount - 1 }, (_, index) => index + 1).map((seat) => (
          <label key={seat}>
            {t("common.seat", { n: seat + 1 })}
            <select
              name={`seat-${seat}`}
              value={seatValue(seat)}
              onChange={(event) => choose(seat, (event.target as HTMLSelectElement).value)}
            >
              <option value={COMPUTER}>{t("circle.computer_seat")}</option>
              {others.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <p class="hint small">{t("circle.new_match_hint")}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <div class="row">
        <button type="submit" class="button" disabled={busy || !chosen}>
          {t("circle.offer_seats")}
        </button>
        <button type="button" class="button secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  );
}
