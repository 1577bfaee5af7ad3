// Joining a circle by its invitation link: the circle's name first; a name asked of a visitor (or a guest without
// one), who becomes a guest on this device as with a room's link; then the circle's page.
import { useEffect, useState } from "preact/hooks";
import { Link, useLocation } from "wouter-preact";
import { currentAccount, NAME_FIELD_LENGTH } from "../account";
import { ApiError } from "../api";
import { counted, fetchInvitation, joinCircle } from "../circles/api";
import { day } from "../circles/format";
import type { InvitationPreview } from "../circles/types";
import { errorText } from "../errors";
import { currentLanguage, useT } from "../i18n";
import { circlePath } from "../routes";
import { setToken } from "../session";
import type { Account } from "../types";
import "./circle/circle.css";

export function CircleJoin({
  code,
  account,
  onAccount,
}: {
  code: string;
  account: Account | null;
  onAccount: (account: Account) => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [askName, setAskName] = useState(account === null || !account.display_name);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchInvitation(code)
      .then(setPreview)
      .catch((failure: unknown) => setRefused(errorText(failure, t)));
  }, [code]);
  const join = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await joinCircle(code, askName ? name.trim() : undefined);
      let joinedAs = account;
      if (answer.guest) {
        // A visitor was made a guest by joining: this device keeps the guest's token, as after a room's link.
        setToken(answer.guest.token);
        joinedAs = await currentAccount();
      }
      navigate(circlePath(answer.circle.id), { replace: true });
      if (joinedAs && joinedAs !== account) onAccount(joinedAs);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "name_required") setAskName(true);
      setError(errorText(failure, t));
      setBusy(false);
    }
  };
  return (
    <main class="welcome circle-join">
      <img src="/static/app/icon.svg" alt="" width="72" height="72" />
      <h1>{t("join.title")}</h1>
      {refused && (
        <p class="error" role="alert" data-testid="join-refused">
          {refused}
        </p>
      )}
      {!preview && !refused && <p>{t("common.loading")}</p>}
      {preview && (
        <>
          <p class="invited" data-testid="join-circle">
            <span class="join-circle-name">{preview.circle.name}</span>
            <span class="hint small">
              {counted(t, "circle.members", preview.circle.members)}
              {preview.expires_at &&
                ` · ${t("circle.invite_expires", { date: day(preview.expires_at, currentLanguage()) })}`}
            </span>
          </p>
          <p>{t("join.explain")}</p>
          <form onSubmit={join} class="stack">
            {askName && (
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
            )}
            {!askName && account && <p class="hint">{t("join.as", { name: account.display_name })}</p>}
            {error && (
              <p class="error" role="alert">
                {error}
              </p>
            )}
            <button class="button" type="submit" disabled={busy || (askName && !name.trim())}>
              {t("join.button")}
            </button>
            {account === null && <p class="hint small">{t("welcome.no_signup")}</p>}
          </form>
        </>
      )}
      {refused && account && (
        <Link class="button secondary" href="/">
          {t("nav.home")}
        </Link>
      )}
    </main>
  );
}
