// First visit: a name is all it takes to play.
import { useState } from "preact/hooks";
import { becomeGuest } from "../account";
import { ApiError } from "../api";
import { useT } from "../i18n";
import type { Account } from "../types";

export function Welcome({ onReady }: { onReady: (account: Account) => void }) {
  const t = useT();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onReady(await becomeGuest(name));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="welcome">
      <img src="/static/app/icon.svg" alt="" width="96" height="96" />
      <h1>{t("welcome.title")}</h1>
      <p>{t("app.tagline")}</p>
      <form onSubmit={submit} class="stack">
        <label>
          {t("welcome.name")}
          <input
            name="display_name"
            value={name}
            maxLength={24}
            autoComplete="nickname"
            required
            onInput={(event) => setName((event.target as HTMLInputElement).value)}
          />
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button class="button" type="submit" disabled={busy || !name.trim()}>
          {t("welcome.start")}
        </button>
        <p class="hint small">{t("welcome.no_signup")}</p>
      </form>
    </main>
  );
}
