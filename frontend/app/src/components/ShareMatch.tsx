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

const consentPath = (matchId: string) => `/api/matches/${encodeURIComponent(matchId)}/share-consent`;

/** The player's agreement that the links may show every hand, and how many of the players agree so far. */
function ConsentBox({ matchId, fullHands, read }: { matchId: string; fullHands: boolean; read?: Consent }) {
  const t = useT();
  const [consent, setConsent] = useState<Consent | null>(read ?? null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const path = consentPath(matchId);
  // The answer given before (on this or another visit): the box shows it, so that it can be taken back.
  useEffect(() => {
    if (read) return;
    let live = true;
    get<Consent>(path)
      .then((answer) => live && setConsent((given) => given ?? answer))
      .catch(() => {
        // The box stays as it is; giving an answer still works, and says so if it fails.
      });
    return () => {
      live = false;
    };
  }, [path, read]);
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
  return (
    <>
      <p class="hint small" data-testid="share-hands">
        {shown ? t("share.full_hands") : t("share.spectator_view")}
      </p>
      {/* Where every hand is shown anyway (the room let spectators in), only an answer given can matter. */}
      {!shown || consent?.consent || touched ? (
        <label class="check">
          <input
            type="checkbox"
            checked={consent?.consent ?? false}
            onChange={(event) => give((event.target as HTMLInputElement).checked)}
          />
          <span>{t("share.consent")}</span>
        </label>
      ) : null}
      {consent && (!shown || consent.consent || touched) && (
        <p class="hint small">{t("share.agreed", { n: consent.agreed, total: consent.players })}</p>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </>
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
  const t = useT();
  const [read, setRead] = useState<Consent | null>(null);
  useEffect(() => {
    let live = true;
    get<Consent>(consentPath(matchId))
      .then((answer) => live && setRead(answer))
      .catch(() => {
        // Not one of the match's people: there is nothing to ask.
      });
    return () => {
      live = false;
    };
  }, [matchId]);
  // Where spectators see every hand anyway, only an answer given can matter (as in `ConsentBox`).
  if (!read || (read.full_hands && !read.consent)) return null;
  return (
    <section class="share-match" aria-labelledby="share-consent">
      <h2 id="share-consent">{t("share.title")}</h2>
      <ConsentBox matchId={matchId} fullHands={read.full_hands} read={read} />
    </section>
  );
}
