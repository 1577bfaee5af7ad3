// Entry point: theme, the app, and the service worker that keeps the shell for offline starts.
import { render } from "preact";
import { App } from "./app";
import { applyTheme } from "./store";
import "./style.css";

applyTheme();
render(<App />, document.getElementById("app") as HTMLElement);

if ("serviceWorker" in navigator && import.meta.env.PROD) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a service worker the app still works, only not offline.
    });
  });
}
