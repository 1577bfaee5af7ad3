// The owner's tools on an event: start it now, cancel it, add a member as an entrant (with a partner where needed).
import { useState } from "preact/hooks";
import { errorText } from "../../errors";
import { useT } from "../../i18n";
import { cancelTournament, enterTournament, startTournament } from "../../tournaments/api";
import type { Tournament } from "../../tournaments/types";
import { useMembers } from "./useMembers";

export function OwnerActions({ event, onChange }: { event: Tournament; onChange: () => void }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const [player, setPlayer] = useState("");
  const [partner, setPartner] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const members = useMembers(adding ? event.circle.id : null, t);
  const entered = new Set(event.entries.flatMap((entry) => entry.players.map((one) => one.id)));
  const free = members.filter((member) => !entered.has(member.id));
  if (event.stage !== "open" && event.stage !== "running") return null;
  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      setAdding(false);
      setPlayer("");
      setPartner("");
      onChange();
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };
  const cancel = () => {
    if (window.confirm(t("event.cancel_confirm", { name: event.name }))) void act(() => cancelTournament(event.id));
  };
  const add = (submitted: Event) => {
    submitted.preventDefault();
    void act(() => enterTournament(event.id, event.partnerships ? { player, partner } : { player }));
  };
  const picker = (name: string, label: string, value: string, set: (id: string) => void, other: string) => (
    <label>
      {label}
      <select name={name} required value={value} onChange={(change) => set((change.target as HTMLSelectElement).value)}>
        <option value="">—</option>
        {free
          .filter((member) => member.id !== other)
          .map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
      </select>
    </label>
  );
  return (
    <section class="panel stack" aria-labelledby="event-owner">
      <h2 id="event-owner">{t("event.owner_tools")}</h2>
      {event.stage === "open" && (
        <>
          <button type="button" class="button" disabled={busy} onClick={() => act(() => startTournament(event.id))}>
            {t("event.start_now")}
          </button>
          {adding ? (
            <form class="stack" onSubmit={add}>
              {picker("player", t("event.player"), player, setPlayer, partner)}
              {event.partnerships && picker("entrant_partner", t("event.partner"), partner, setPartner, player)}
              <div class="row">
                <button type="submit" class="button" disabled={busy || !player || (event.partnerships && !partner)}>
                  {t("event.add")}
                </button>
                <button type="button" class="button secondary" onClick={() => setAdding(false)}>
                  {t("common.cancel")}
                </button>
              </div>
            </form>
          ) : (
            <button type="button" class="button secondary" onClick={() => setAdding(true)}>
              {t("event.add_entrant")}
            </button>
          )}
        </>
      )}
      <button type="button" class="button secondary" disabled={busy} onClick={cancel}>
        {t("event.cancel")}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
