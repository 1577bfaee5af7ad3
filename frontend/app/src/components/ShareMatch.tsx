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

/** The player's agreement that the links may show every hand, and how many of the players agree so far. */
function ConsentBox({ matchId, fullHands }: { matchId: string; fullHands: boolean }) {
  const t = useT();
  const [consent, setConsent] = useState<Consent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const path = `/api/matches/${encodeURIComponent(matchId)}/share-consent`;
  // The answer given before (on this or another visit): the box shows it, so that it can be taken back.
  useEffect(() => {
    let live = true;
    get<Consent>(path)
      .then((answer) => live && setConsent((given) => given ?? answer))
      .catch(() => {
        // The box stays as it is; giving an answer still works, and says so if it fails.
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
