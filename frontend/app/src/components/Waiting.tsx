// What a screen shows while its code (or its game, or the player's words) is fetched, and when that fetch failed.
import { useEffect, useState } from "preact/hooks";
import { currentLanguage, useT } from "../i18n";
import type { Language } from "../session";

/** Most fetches end sooner than this: a quiet page until then, rather than a flash of "Loading". */
export const QUIET_MS = 300;

/**
 * The only words the app holds before the player's language has come, for when it cannot come: in every language,
 * since the words of the player's language are what failed.
 */
const CANNOT_LOAD: Record<Language, { text: string; retry: string }> = {
  en: { text: "Tricktable could not load this page. Check your connection.", retry: "Try again" },
  hi: { text: "Tricktable यह पन्ना लोड नहीं कर सका। अपना कनेक्शन जाँचें।", retry: "फिर कोशिश करें" },
  nl: { text: "Tricktable kon deze pagina niet laden. Controleer je verbinding.", retry: "Opnieuw proberen" },
};

/**
 * Waiting for a fetch, or the way out of a failed one. Trying again loads the app afresh: after a new build the old
 * build's files are gone, and a browser keeps a failed module's failure until the page is loaded again.
 */
export function Waiting({ failed }: { failed: boolean }) {
  const t = useT();
  const [quiet, setQuiet] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setQuiet(false), QUIET_MS);
    return () => clearTimeout(timer);
  }, []);
  if (failed) {
    const words = CANNOT_LOAD[currentLanguage()];
    return (
      <main class="waiting">
        <p class="error" role="alert">
          {words.text}
        </p>
        <button type="button" class="button" onClick={() => location.reload()}>
          {words.retry}
        </button>
      </main>
    );
  }
  return (
    <main class="waiting" aria-busy="true">
      {!quiet && <p>{t("common.loading")}</p>}
    </main>
  );
}
