// Enter an event (with a partner at a partnership event, picked from the circle's members) or withdraw from it.
import { useState } from "preact/hooks";
import { errorText } from "../../errors";
import { useT } from "../../i18n";
import { enterTournament, withdrawFromTournament } from "../../tournaments/api";
import type { Tournament } from "../../tournaments/types";
import { useMembers } from "./useMembers";

export function EntryActions({ event, me, onChange }: { event: Tournament; me: string; onChange: () => void }) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const [partner, setPartner] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const members = useMembers(picking ? event.circle.id : null, t);
  const entered = new Set(event.entries.flatMap((entry) => entry.players.map((player) => player.id)));
  const free = members.filter((member) => member.id !== me && !entered.has(member.id));
  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      setPicking(false);
      onChange();
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const enter = (event_: Event) => {
    event_.preventDefault();
    if (event.partnerships && !picking) {
      setPicking(true);
      return;
    }
    void act(() => enterTournament(event.id, event.partnerships ? { partner } : {}));
  };
  const withdraw = () => {
    if (!window.confirm(t("event.withdraw_confirm", { name: event.name }))) return;
    void act(() => withdrawFromTournament(event.id));
  };
  const canWithdraw = event.my_entry && event.my_entry.withdrawn_in_round === null && event.stage !== "finished";
  if (!event.can_enter && !canWithdraw) return null;
  return (
    <section class="event-entry">
      {event.my_entry && <p class="hint">{t("event.entered")}</p>}
      {event.can_enter && (
        <form class="stack" onSubmit={enter}>
          {picking && (
            <label>
              {t("event.partner")}
              <select
                name="partner"
                required
                value={partner}
                onChange={(change) => setPartner((change.target as HTMLSelectElement).value)}
              >
                <option value="">{t("event.choose_partner")}</option>
                {free.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="submit" class="button big" disabled={busy || (picking && !partner)}>
            {t("event.enter")}
          </button>
        </form>
      )}
      {canWithdraw && (
        <button type="button" class="button secondary" disabled={busy} onClick={withdraw}>
          {t("event.withdraw")}
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
