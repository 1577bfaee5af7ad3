// First visit: a name is all it takes to play.
import { useState } from "preact/hooks";
import { becomeGuest, NAME_FIELD_LENGTH } from "../account";
import { errorText } from "../errors";
import { useT } from "../i18n";
import type { Account } from "../types";

/** `invitedTo`: the room code of the shared link the visitor came by, whose lobby opens once they have a name. */
export function Welcome({ onReady, invitedTo }: { onReady: (account: Account) => void; invitedTo?: string }) {
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
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="welcome">
      <img src="/static/app/icon.svg" alt="" width="96" height="96" />
      <h1>{t("welcome.title")}</h1>
      <p>{t("app.tagline")}</p>
      {invitedTo && (
        <p class="invited" data-testid="invited">
          {t("welcome.invited", { code: invitedTo.toUpperCase() })}
        </p>
      )}
      <form onSubmit={submit} class="stack">
        <label>
          {t("welcome.name")}
          <input
            name="display_name"
            value={name}
            maxLength={NAME_FIELD_LENGTH}
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
