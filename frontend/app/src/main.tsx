// Entry point: theme, the player's words, the app, and the service worker that keeps the shell for offline starts.
import { render } from "preact";
import { currentAccount } from "./account";
import { App } from "./app";
import { Waiting } from "./components/Waiting";
import { currentLanguage, loadLanguage } from "./i18n";
import { putHomeUnderTable } from "./routes";
import { applyTheme } from "./store";
import "./style.css";

applyTheme();
putHomeUnderTable();
const root = document.getElementById("app") as HTMLElement;
// The account is checked while the words come: a returning player's Home waits one round trip for both, not two.
const accountCheck = currentAccount();
// Said by the app once drawn (here only to keep a failure from being reported as unhandled meanwhile).
accountCheck.catch(() => {});
// Only the player's language is fetched, before the first screen: no screen shows keys, or English for a moment.
loadLanguage(currentLanguage()).then(
  () => render(<App accountCheck={accountCheck} />, root),
  () => render(<Waiting failed />, root),
);

if ("serviceWorker" in navigator && import.meta.env.PROD) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a service worker the app still works, only not offline.
    });
  });
}
