// Sharing a finished match: one link that opens its replay without an account, to copy or send.
import { useEffect, useState } from "preact/hooks";
import { get, post } from "../api";
import { absolute, shareMatch } from "../circles/api";
import { copyLink, shareLink } from "../circles/shareLink";
import { errorText } from "../errors";
import type { components } from "../generated/api";
import { useT } from "../i18n";
import "./shareMatch.css";

type Consent = components["schemas"]["ConsentOut"];

/**
 * The player's agreement that the links may show every hand, and how many of the players agree so far. Its answer is
 * read when it opens, so that an answer given before shows and can be taken back. `alone` (for one put out of a
 * seat, who makes no link): under its own heading once the answer is read, and nothing to anyone refused it.
 */
function ConsentBox({
  matchId,
  fullHands = false,
  alone = false,
}: {
  matchId: string;
  fullHands?: boolean;
  alone?: boolean;
}) {
  const t = useT();
  const [consent, setConsent] = useState<Consent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const path = `/api/matches/${encodeURIComponent(matchId)}/share-consent`;
  useEffect(() => {
    let live = true;
    get<Consent>(path)
      .then((answer) => live && setConsent((given) => given ?? answer))
      .catch(() => {
        // Refused (not one of the match's people), or not read: the box stays clear; an answer given says if it fails.
      });
    return () => {
      live = false;
    };
  }, [path]);
  const give = async (agree: boolean) => {
    setError(null);
    setTouched(true);
    try {
      setConsent(await post<Consent>(path, { consent: agree }));
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  const shown = consent?.full_hands ?? fullHands;
  // Where every hand is shown anyway (the room let spectators in), only an answer given can matter.
  const asking = !shown || consent?.consent || touched;
  if (alone && !(consent && asking)) return null;
  const box = (
    <>
      <p class="hint small" data-testid="share-hands">
        {shown ? t("share.full_hands") : t("share.spectator_view")}
      </p>
      {asking ? (
        <label class="check">
          <input
            type="checkbox"
            checked={consent?.consent ?? false}
            onChange={(event) => give((event.target as HTMLInputElement).checked)}
          />
          <span>{t("share.consent")}</span>
        </label>
      ) : null}
      {consent && asking && (
        <p class="hint small">{t("share.agreed", { n: consent.agreed, total: consent.players })}</p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
  );
  return alone ? (
    <section class="share-match" aria-labelledby="share-consent">
      <h2 id="share-consent">{t("share.title")}</h2>
      {box}
    </section>
  ) : (
    box
  );
}

export function ShareMatch({ matchId }: { matchId: string }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [fullHands, setFullHands] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = await shareMatch(matchId);
      const link = absolute(made.url);
      setFullHands(made.full_hands);
      setUrl(link);
      await copyLink(link, t);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="share-match" aria-labelledby="share-match">
      <h2 id="share-match">{t("share.title")}</h2>
      {url ? (
        <>
          <code class="share-url" data-testid="share-url">
            {url}
          </code>
          <div class="row">
            <button type="button" class="button small" onClick={() => shareLink(url, t("share.text", { url }))}>
              {t("share.send")}
            </button>
            <button type="button" class="button small secondary" onClick={() => copyLink(url, t)}>
              {t("lobby.copy")}
            </button>
          </div>
          <ConsentBox matchId={matchId} fullHands={fullHands} />
        </>
      ) : (
        <button type="button" class="button small secondary" disabled={busy} onClick={make}>
          {t("share.button")}
        </button>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * For one who held a seat in the match until a moderator gave it to a computer player: no link to make (that is the
 * players'), but their answer is asked as every player's is, since the links would show the hands they held. Anyone
 * else is not one of the match's people, is refused the answer, and is shown nothing.
 */
export function ReplacedPlayersConsent({ matchId }: { matchId: string }) {
  return <ConsentBox matchId={matchId} alone />;
}
