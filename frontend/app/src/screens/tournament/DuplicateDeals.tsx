// A duplicate event's deals: each revealed once every table has played it (then its comparison opens), and each
// entrant's totals.
import { useEffect, useState } from "preact/hooks";
import { errorText } from "../../errors";
import { useT } from "../../i18n";
import { fetchDealComparison } from "../../tournaments/api";
import { entryName } from "../../tournaments/format";
import type { DealComparison, Entry, Tournament } from "../../tournaments/types";

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
  return (
    <table class="standings" data-testid={`deal-${deal}-comparison`}>
      <thead>
        <tr>
          <th scope="col">{t("event.col.table")}</th>
          <th scope="col">{t("event.col.entrant")}</th>
          <th scope="col">{t("event.col.score")}</th>
          <th scope="col">{t("event.col.points")}</th>
        </tr>
      </thead>
      <tbody>
        {answer.results.map((line) => (
          <tr key={`${line.table}-${line.entry}`}>
            <td>{line.table}</td>
            <th scope="row">{entryName(entries.get(line.entry))}</th>
            <td>{line.score ?? "—"}</td>
            <td>{line.points ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DuplicateDeals({ event, entries }: { event: Tournament; entries: Map<string, Entry> }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const duplicate = event.duplicate;
  if (!duplicate) return null;
  const deals = Array.from({ length: duplicate.deals }, (_, index) => index + 1);
  return (
    <section aria-labelledby="event-deals">
      <h2 id="event-deals">{t("event.deals_title")}</h2>
      <p class="hint small">
        {t(`event.scoring.${duplicate.scoring}` as "event.scoring.match_points")} ·{" "}
        {t(`event.table_fill.${duplicate.table_fill}` as "event.table_fill.computers")}
      </p>
      <ul class="deal-list">
        {deals.map((deal) => {
          const revealed = duplicate.revealed_deals.includes(deal);
          return (
            <li key={deal} class="deal" data-testid={`deal-${deal}`}>
              {revealed ? (
                <button
                  type="button"
                  class="deal-toggle"
                  aria-expanded={open === deal}
                  onClick={() => setOpen(open === deal ? null : deal)}
                >
                  <strong>{t("event.deal", { n: deal })}</strong>
                  <span>{t("event.deal_compare")}</span>
                </button>
              ) : (
                <p class="deal-hidden">
                  <strong>{t("event.deal", { n: deal })}</strong>
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
                {deals.map((deal) => (
                  <th key={deal} scope="col" title={t("event.deal", { n: deal })}>
                    {deal}
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
                  {deals.map((deal) => (
                    <td key={deal}>{line.per_deal[deal - 1] ?? "—"}</td>
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
