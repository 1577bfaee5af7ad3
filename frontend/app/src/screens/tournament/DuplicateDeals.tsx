// A duplicate event's deals: each revealed once every table has played it (then its comparison opens), and each
// entrant's totals.
import { useEffect, useState } from "preact/hooks";
import { Link } from "wouter-preact";
import { errorText } from "../../errors";
import { useT } from "../../i18n";
import { replayPath } from "../../routes";
import { fetchDealComparison } from "../../tournaments/api";
import { entryName } from "../../tournaments/format";
import type { DealComparison, Entry, Tournament } from "../../tournaments/types";

/**
 * Deal `deal` (from 0) at every table: each entrant's side's points there and their score on it, and the replay of the
 * deal at one's own table (a duplicate table is seen only by those who sat at it).
 */
function Comparison({ event, deal, entries }: { event: Tournament; deal: number; entries: Map<string, Entry> }) {
  const t = useT();
  const [answer, setAnswer] = useState<DealComparison | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchDealComparison(event.id, deal)
      .then(setAnswer)
      .catch((failure: unknown) => setError(errorText(failure, t)));
  }, [event.id, deal]);
  if (error)
    return (
      <p class="error" role="alert">
        {error}
      </p>
    );
  if (!answer) return <p>{t("common.loading")}</p>;
  const mine = event.my_entry?.id;
  return (
    <div class="table-scroll">
      <table class="standings deal-comparison" data-testid={`deal-${deal}-comparison`}>
        <thead>
          <tr>
            <th scope="col">{t("event.col.table")}</th>
            <th scope="col">{t("event.col.entrant")}</th>
            <th scope="col">{t("event.col.side_points")}</th>
            <th scope="col">{t("event.col.score")}</th>
          </tr>
        </thead>
        {answer.tables
          .filter((table) => table.places.length > 0)
          .map((table) => (
            <tbody key={table.table} data-testid={`deal-${deal}-table-${table.table}`}>
              {table.places.map((place, index) => (
                <tr key={`${place.entry}-${place.side}`}>
                  <td class="deal-table">{index === 0 ? table.table : ""}</td>
                  <th scope="row">{entryName(entries.get(place.entry))}</th>
                  <td>{table.points[place.side] ?? "—"}</td>
                  <td>
                    <strong>{place.score ?? "—"}</strong>
                  </td>
                </tr>
              ))}
              {table.match && table.places.some((one) => one.entry === mine) && (
                <tr class="deal-replay">
                  <td />
                  <td colSpan={3}>
                    <Link href={replayPath(table.match, table.replay_deal ?? deal)}>{t("event.deal_replay")}</Link>
                  </td>
                </tr>
              )}
            </tbody>
          ))}
      </table>
    </div>
  );
}

export function DuplicateDeals({ event, entries }: { event: Tournament; entries: Map<string, Entry> }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const duplicate = event.duplicate;
  if (!duplicate) return null;
  // Deals count from 0 (as the server's `deals/<n>` and a replay's `?deal=`); people read them from 1.
  const deals = Array.from({ length: duplicate.deals }, (_, index) => index);
  return (
    <section aria-labelledby="event-deals">
      <h2 id="event-deals">{t("event.deals_title")}</h2>
      <p class="hint small">
        {t(`event.scoring.${duplicate.scoring}`)} · {t(`event.table_fill.${duplicate.table_fill}`)}
      </p>
      {duplicate.deals_played !== null && event.stage === "running" && (
        <p class="hint small" data-testid="deals-played">
          {t("event.deals_played", { n: duplicate.deals_played, m: duplicate.deals })}
        </p>
      )}
      <ul class="deal-list">
        {deals.map((deal) => {
          const revealed = deal < duplicate.revealed_deals;
          return (
            <li key={deal} class="deal" data-testid={`deal-${deal}`}>
              {revealed ? (
                <button
                  type="button"
                  class="deal-toggle"
                  aria-expanded={open === deal}
                  onClick={() => setOpen(open === deal ? null : deal)}
                >
                  <strong>{t("event.deal", { n: deal + 1 })}</strong>
                  <span>{t("event.deal_compare")}</span>
                </button>
              ) : (
                <p class="deal-hidden">
                  <strong>{t("event.deal", { n: deal + 1 })}</strong>
                  <span class="hint small">{t("event.deal_hidden")}</span>
                </p>
              )}
              {revealed && open === deal && <Comparison event={event} deal={deal} entries={entries} />}
            </li>
          );
        })}
      </ul>
      {duplicate.deal_scores.length > 0 && (
        <div class="table-scroll">
          <table class="standings deal-totals" data-testid="deal-totals">
            <caption class="hint small">{t("event.totals")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("event.col.entrant")}</th>
                <th scope="col">{t("event.col.total")}</th>
                {deals.slice(0, duplicate.revealed_deals).map((deal) => (
                  <th key={deal} scope="col" title={t("event.deal", { n: deal + 1 })}>
                    {deal + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {duplicate.deal_scores.map((line) => (
                <tr key={line.entry}>
                  <th scope="row">{entryName(entries.get(line.entry))}</th>
                  <td>
                    <strong>{line.total}</strong>
                  </td>
                  {line.per_deal.map((score, deal) => (
                    <td key={deal}>{score ?? "—"}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
