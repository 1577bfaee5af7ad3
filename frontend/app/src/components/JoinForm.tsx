// Joining a room by its code: typed in any case, with or without spaces and dashes.
import { useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { useT } from "../i18n";
import { lobbyPath } from "../routes";

/** The code as the server writes it: capitals, no spaces or dashes. */
export const cleanCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, "");

/** `replace`: the code takes the place of the page it was typed on (a wrong code's) in the history. */
export function JoinForm({
  label,
  initial = "",
  replace = false,
}: {
  label: string;
  initial?: string;
  replace?: boolean;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const [code, setCode] = useState(initial);
  const join = (event: Event) => {
    event.preventDefault();
    const clean = cleanCode(code);
    if (clean) navigate(lobbyPath(clean), { replace });
  };
  return (
    <form class="join-form" onSubmit={join}>
      <label>
        {label}
        <input
          name="code"
          value={code}
          placeholder="ABC123"
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={9}
          onInput={(event) => setCode((event.target as HTMLInputElement).value)}
        />
      </label>
      <button class="button secondary" type="submit">
        {t("home.join_button")}
      </button>
    </form>
  );
}
