// A circle's members: who is online, when the others were last seen; the owner may remove, ban or hand over to one.
import { useState } from "preact/hooks";
import { post } from "../../api";
import { circleApi, remove } from "../../circles/api";
import { ago } from "../../circles/format";
import type { Circle, Member } from "../../circles/types";
import { usePaged } from "../../circles/usePaged";
import { toast } from "../../components/Toast";
import { errorText } from "../../errors";
import { currentLanguage, type Translate, useT } from "../../i18n";

function Presence({ member, t }: { member: Member; t: Translate }) {
  if (member.online) {
    return (
      <span class="presence online">
        <span class="dot" aria-hidden="true" />
        {t("circle.online")}
      </span>
    );
  }
  return (
    <span class="presence">
      {member.last_seen
        ? t("circle.last_seen", { when: ago(member.last_seen, currentLanguage()) })
        : t("circle.never_seen")}
    </span>
  );
}

/** The owner's actions on a member: remove, ban with a reason, or hand the circle over. */
function MemberTools({ circle, member, onDone }: { circle: Circle; member: Member; onDone: () => void }) {
  const t = useT();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const run = async (confirmText: string, action: () => Promise<unknown>, done: string) => {
    if (!window.confirm(confirmText)) return;
    setError(null);
    try {
      await action();
      toast(done);
      onDone();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  const name = member.name;
  return (
    <details class="member-tools">
      <summary aria-label={t("circle.member_options", { name })}>⋯</summary>
      <div class="stack">
        <button
          type="button"
          class="button small secondary"
          onClick={() =>
            run(
              t("circle.make_owner_confirm", { name }),
              () => post(circleApi(circle.id, "/owner"), { player: member.id }),
              t("circle.owner_now", { name }),
            )
          }
        >
          {t("circle.make_owner")}
        </button>
        <button
          type="button"
          class="button small secondary"
          onClick={() =>
            run(
              t("circle.remove_confirm", { name }),
              () => remove(circleApi(circle.id, `/members/${encodeURIComponent(member.id)}`)),
              t("circle.removed", { name }),
            )
          }
        >
          {t("circle.remove")}
        </button>
        <label>
          {t("circle.ban_reason")}
          <input
            value={reason}
            maxLength={200}
            onInput={(event) => setReason((event.target as HTMLInputElement).value)}
          />
        </label>
        <button
          type="button"
          class="button small accent"
          onClick={() =>
            run(
              t("circle.ban_confirm", { name }),
              () => post(circleApi(circle.id, "/bans"), { player: member.id, reason: reason.trim() }),
              t("circle.banned", { name }),
            )
          }
        >
          {t("circle.ban")}
        </button>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}

export function Members({ circle, me, onChange }: { circle: Circle; me: string; onChange: () => void }) {
  const t = useT();
  const members = usePaged<Member>(circleApi(circle.id, "/members"), t);
  const owner = circle.role === "owner";
  return (
    <section aria-label={t("circle.tab.members")}>
      {members.error && <p class="error">{members.error}</p>}
      {members.items === null && !members.error && <p>{t("common.loading")}</p>}
      <ul class="member-list" data-testid="members">
        {members.items?.map((member) => (
          <li key={member.id} class="member">
            <span class="member-name">
              {member.name}
              {member.id === me && <span class="hint"> ({t("common.you")})</span>}
              {member.role === "owner" && <span class="badge">{t("circle.role.owner")}</span>}
            </span>
            <Presence member={member} t={t} />
            {owner && member.id !== me && <MemberTools circle={circle} member={member} onDone={onChange} />}
          </li>
        ))}
      </ul>
      {members.next && (
        <button type="button" class="button secondary" disabled={members.loading} onClick={members.more}>
          {t("history.more")}
        </button>
      )}
    </section>
  );
}
