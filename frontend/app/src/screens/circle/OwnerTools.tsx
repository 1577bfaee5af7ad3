// The owner's tools: invitation links (made, shared, revoked), the member limit and rating settings, the bans.
import { useState } from "preact/hooks";
import { post } from "../../api";
import { absolute, CIRCLE_NAME_FIELD_LENGTH, circleApi, patch, remove } from "../../circles/api";
import { day } from "../../circles/format";
import { copyLink, shareLink, whatsAppLink } from "../../circles/shareLink";
import type { Ban, Circle, Invitation } from "../../circles/types";
import { usePaged } from "../../circles/usePaged";
import { errorText } from "../../errors";
import { currentLanguage, type Translate, useT } from "../../i18n";

/** How long a new invitation lasts, in hours; 0 for as long as it is not revoked. */
const EXPIRIES = [0, 24, 24 * 7, 24 * 30];

function InvitationRow({
  circle,
  invitation,
  onRevoke,
  t,
}: {
  circle: Circle;
  invitation: Invitation;
  onRevoke: () => void;
  t: Translate;
}) {
  const url = absolute(invitation.url);
  const text = t("circle.invite_text", { name: circle.name, url });
  return (
    <li class="invitation" data-testid="invitation">
      <code class="invitation-url">{url}</code>
      <span class="hint small">
        {invitation.expires_at
          ? t("circle.invite_expires", { date: day(invitation.expires_at, currentLanguage()) })
          : t("circle.invite_no_expiry")}
      </span>
      <div class="row">
        <button
          type="button"
          class="button small"
          onClick={async () => {
            if (!(await shareLink(url, text))) window.open(whatsAppLink(text), "_blank", "noopener");
          }}
        >
          {t("circle.invite_share")}
        </button>
        <button type="button" class="button small secondary" onClick={() => copyLink(url, t)}>
          {t("lobby.copy")}
        </button>
        <button type="button" class="button small secondary" onClick={onRevoke}>
          {t("circle.invite_revoke")}
        </button>
      </div>
    </li>
  );
}

function Invitations({ circle }: { circle: Circle }) {
  const t = useT();
  const list = usePaged<Invitation>(circleApi(circle.id, "/invitations"), t);
  const [hours, setHours] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const act = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      list.reload();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  const items = list.items?.filter((invitation) => !invitation.revoked);
  return (
    <section aria-labelledby="invitations">
      <h3 id="invitations">{t("circle.invitations")}</h3>
      <div class="row">
        <label class="grow">
          {t("circle.invite_valid")}
          <select
            name="expires"
            value={hours}
            onChange={(event) => setHours(Number((event.target as HTMLSelectElement).value))}
          >
            {EXPIRIES.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t("circle.invite_no_expiry") : t("circle.invite_days", { n: value / 24 })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="button"
          onClick={() =>
            act(() => post<Invitation>(circleApi(circle.id, "/invitations"), { expires_in_hours: hours || null }))
          }
        >
          {t("circle.invite_make")}
        </button>
      </div>
      {(error ?? list.error) && (
        <p class="error" role="alert">
          {error ?? list.error}
        </p>
      )}
      <ul class="invitation-list">
        {items?.map((invitation) => (
          <InvitationRow
            key={invitation.code}
            circle={circle}
            invitation={invitation}
            t={t}
            onRevoke={() =>
              act(() => remove(circleApi(circle.id, `/invitations/${encodeURIComponent(invitation.code)}`)))
            }
          />
        ))}
      </ul>
    </section>
  );
}

function Settings({ circle, onChange }: { circle: Circle; onChange: () => void }) {
  const t = useT();
  const [name, setName] = useState(circle.name);
  const [limit, setLimit] = useState(circle.member_limit === null ? "" : String(circle.member_limit));
  const [rated, setRated] = useState(circle.rate_computer_matches);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async (event: Event) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await patch(circleApi(circle.id), {
        name: name.trim(),
        member_limit: limit ? Number(limit) : null,
        rate_computer_matches: rated,
      });
      setSaved(true);
      onChange();
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  return (
    <form class="stack" onSubmit={save} aria-labelledby="circle-settings">
      <h3 id="circle-settings">{t("circle.settings")}</h3>
      <label>
        {t("circles.name")}
        <input
          name="circle_name"
          value={name}
          maxLength={CIRCLE_NAME_FIELD_LENGTH}
          required
          onInput={(event) => setName((event.target as HTMLInputElement).value)}
        />
      </label>
      <label>
        {t("circle.member_limit")}
        <input
          name="member_limit"
          type="number"
          inputMode="numeric"
          min={2}
          max={1000}
          value={limit}
          placeholder={t("circle.no_limit")}
          onInput={(event) => setLimit((event.target as HTMLInputElement).value)}
        />
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={rated}
          onChange={(event) => setRated((event.target as HTMLInputElement).checked)}
        />
        <span>{t("circle.rate_computer_matches")}</span>
      </label>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {saved && <p role="status">{t("settings.saved")}</p>}
      <button type="submit" class="button secondary">
        {t("common.save")}
      </button>
    </form>
  );
}

function Bans({ circle }: { circle: Circle }) {
  const t = useT();
  const bans = usePaged<Ban>(circleApi(circle.id, "/bans"), t);
  const [error, setError] = useState<string | null>(null);
  if (!bans.items?.length) return null;
  return (
    <section aria-labelledby="circle-bans">
      <h3 id="circle-bans">{t("circle.bans")}</h3>
      {error && <p class="error">{error}</p>}
      <ul class="member-list">
        {bans.items.map((ban) => (
          <li key={ban.player.id} class="member">
            <span class="member-name">{ban.player.name}</span>
            {ban.reason && <span class="hint small">{ban.reason}</span>}
            <button
              type="button"
              class="button small secondary"
              onClick={async () => {
                try {
                  await remove(circleApi(circle.id, `/bans/${encodeURIComponent(ban.player.id)}`));
                  bans.reload();
                } catch (failure) {
                  setError(errorText(failure, t));
                }
              }}
            >
              {t("circle.unban")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function OwnerTools({ circle, onChange }: { circle: Circle; onChange: () => void }) {
  const t = useT();
  return (
    <section class="owner-tools panel" aria-labelledby="owner-tools">
      <h2 id="owner-tools">{t("circle.owner_tools")}</h2>
      <Invitations circle={circle} />
      <Settings circle={circle} onChange={onChange} />
      <Bans circle={circle} />
    </section>
  );
}
