// Each round's tables, newest round first: the entrants with their points and score, how the table was decided, and a
// link to its match (at a duplicate event only one's own: nobody else may see a duplicate table).
import { Link } from "wouter-preact";
import { useT } from "../../i18n";
import { lobbyPath, tablePath } from "../../routes";
import { entryName, outcomeName, relative } from "../../tournaments/format";
import type { Entry, Round, RoundTable } from "../../tournaments/types";

function TableLine({ table, entries, seen }: { table: RoundTable; entries: Map<string, Entry>; seen: boolean }) {
  const t = useT();
  const href = !seen ? null : table.match ? tablePath(table.match) : table.room ? lobbyPath(table.room) : null;
  const outcome = table.decided ? outcomeName(table.outcome ?? "played", t) : t("event.outcome.playing");
  return (
    <li class="event-table" data-testid="event-table">
      <div class="event-table-head">
        <strong>{t("event.table", { n: table.number })}</strong>
        <span class={`outcome${table.decided ? " decided" : ""}`}>{outcome}</span>
      </div>
      <ul class="places">
        {[...table.places]
          .sort((a, b) => a.side - b.side)
          .map((place) => (
            <li key={place.entry}>
              <span class="place-name">{entryName(entries.get(place.entry))}</span>
              <span class="place-result">
                {place.score !== null && <span class="hint">{place.score}</span>}
                {place.points !== null && <strong>{place.points}</strong>}
                {place.forfeited && <small class="forfeit"> {t("event.outcome.forfeit")}</small>}
              </span>
            </li>
          ))}
      </ul>
      {href && (
        <Link href={href} class="small">
          {t(table.decided ? "event.see_match" : "event.open_match")}
        </Link>
      )}
    </li>
  );
}

/** `ownOnly`: the caller's entry when only their own table may be opened (a duplicate event's), else undefined. */
export function RoundTables({
  rounds,
  entries,
  ownOnly,
}: {
  rounds: Round[];
  entries: Map<string, Entry>;
  ownOnly?: string | null;
}) {
  const t = useT();
  if (rounds.length === 0) return null;
  const newestFirst = [...rounds].sort((a, b) => b.number - a.number);
  return (
    <section aria-labelledby="event-rounds">
      <h2 id="event-rounds">{t("event.rounds_title")}</h2>
      {newestFirst.map((round, index) => (
        <details key={round.number} class="event-round" open={index === 0}>
          <summary>
            {t("event.round", { n: round.number })}
            {round.finished_at === null && round.deadline && (
              <span class="hint small">{t("event.deadline", { when: relative(round.deadline) })}</span>
            )}
          </summary>
          <ul class="event-tables">
            {round.tables.map((table) => (
              <TableLine
                key={table.number}
                table={table}
                entries={entries}
                seen={ownOnly === undefined || table.places.some((place) => place.entry === ownOnly)}
              />
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}
