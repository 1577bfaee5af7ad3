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

/** The summary's title, its name for screen readers (one summary at a time is on the table). */
const DEAL_TITLE = "deal-summary-title";

export function DealSummary({ result, lines, labels, closesIn, onClose, t, review }: DealSummaryProps) {
  const button = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  // The summary takes the focus as a dialog does (Enter goes on), unless the player is in a sheet or typing; the
  // focus goes back where it was when the summary goes, if that is still there.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    if (before?.closest(".overlay, input, textarea")) return;
    button.current?.focus();
    return () => {
      const active = document.activeElement;
      const held = active === null || active === document.body || section.current?.contains(active);
      if (before?.isConnected && held) before.focus();
    };
  }, [result.number]);
  const title = t("table.deal_over", { n: result.number });
  return (
    <section ref={section} class="deal-summary" role="dialog" aria-labelledby={DEAL_TITLE} data-testid="deal-summary">
      <h2 id={DEAL_TITLE}>{title}</h2>
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
