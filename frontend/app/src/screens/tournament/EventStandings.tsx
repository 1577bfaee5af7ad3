// An event's standings: rank, the entrant's names, points, matches played and the tie-break columns the body names.
import { useT } from "../../i18n";
import { entryName, tieBreakName } from "../../tournaments/format";
import type { Entry, Tournament } from "../../tournaments/types";

export function EventStandings({ event, entries }: { event: Tournament; entries: Map<string, Entry> }) {
  const t = useT();
  if (event.standings.length === 0) return null;
  const mine = event.my_entry?.id;
  return (
    <section aria-labelledby="event-standings">
      <h2 id="event-standings">{t(event.stage === "finished" ? "event.final_standings" : "event.standings")}</h2>
      <div class="table-scroll">
        <table class="standings event-standings" data-testid="event-standings">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t("event.col.entrant")}</th>
              <th scope="col">{t("event.col.points")}</th>
              <th scope="col" title={t("event.col.played_long")}>
                {t("event.col.played")}
              </th>
              {event.tie_breaks.map((name) => (
                <th key={name} scope="col">
                  {tieBreakName(name, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {event.standings.map((line) => (
              <tr key={line.entry} class={`${line.entry === mine ? "mine" : ""}${line.eliminated ? " out" : ""}`}>
                <td>{line.rank}</td>
                <th scope="row">
                  {entryName(entries.get(line.entry))}
                  {line.eliminated && <small class="hint"> ({t("event.eliminated")})</small>}
                </th>
                <td>{line.points}</td>
                <td>{line.played}</td>
                {event.tie_breaks.map((name) => (
                  <td key={name}>{line.tie_breaks[name] ?? "—"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
