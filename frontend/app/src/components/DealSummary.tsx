// The end of a deal, told over the table: the game's own lines (contract, tricks, points and why), the scores, and in
// practice the moves the expert would have made otherwise.
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { Translate } from "../i18n";
import type { DealResult } from "../types";

export interface DealSummaryProps {
  result: DealResult;
  /** The game's lines for the deal (`GameUi.dealLines`). */
  lines: string[];
  /** Each side's label, for the scores after the deal. */
  labels: string[];
  /** How long it stays by itself (a bar runs down), or null: until the player taps on. */
  closesIn: number | null;
  onClose: () => void;
  t: Translate;
  /** In practice: the deal's review (`DealReview`), under the scores. */
  review?: ComponentChildren;
}

export function DealSummary({ result, lines, labels, closesIn, onClose, t, review }: DealSummaryProps) {
  const button = useRef<HTMLButtonElement>(null);
  // The player's next tap goes to "Continue" by keyboard too; it never takes focus from a control in use.
  useEffect(() => {
    if (closesIn === null && document.activeElement === document.body) button.current?.focus();
  }, [result.number]);
  const title = t("table.deal_over", { n: result.number });
  return (
    <section class="deal-summary" aria-label={title} aria-live="polite" data-testid="deal-summary">
      <h2>{title}</h2>
      <ul class="deal-lines">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <table class="deal-scores">
        <caption>{t("table.scores_now")}</caption>
        <tbody>
          {result.scores.map((score, side) => (
            <tr key={side} class={`side-${side}`}>
              <th scope="row">{labels[side]}</th>
              <td>{result.summary.score_delta[side] ? `+${result.summary.score_delta[side]}` : ""}</td>
              <td>{score}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {review}
      {closesIn !== null && <span class="closing" style={{ animationDuration: `${closesIn}ms` }} aria-hidden="true" />}
      <button ref={button} type="button" class="button" onClick={onClose}>
        {t("common.continue")}
      </button>
    </section>
  );
}
