// Practice with hints at the table: the expert's suggestion for the player's turn, and at a deal's end the moves
// where the expert would have chosen otherwise and expects them to have cost points or marks (with how many).
import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "../api";
import type { GameUi } from "../games/types";
import { currentLanguage, type Translate } from "../i18n";
import { expertLine, lossText, piecesOf, reviewOf } from "../practice";
import type { Action, Hint, DealReview as Review, View } from "../types";

/**
 * An action's pieces drawn small (nothing for a call). The words beside them name them for screen readers, unless the
 * game's words for the action leave them out (a discard): then the drawing is named.
 */
function ActionPieces({ ui, action, t }: { ui: GameUi; action: Action; t: Translate }) {
  const pieces = piecesOf(action);
  if (!pieces.length) return null;
  const said = ui.actionLabel(action, t);
  const names = pieces.map((piece) => ui.pieceLabel(piece, t));
  const drawn = pieces.map((piece) => (
    <span key={piece} class="mini-card">
      <ui.Piece piece={piece} />
    </span>
  ));
  if (names.every((name) => said.includes(name))) {
    return (
      <span class="practice-pieces" aria-hidden="true">
        {drawn}
      </span>
    );
  }
  return (
    <span class="practice-pieces" role="img" aria-label={names.join(", ")}>
      {drawn}
    </span>
  );
}

/** The expert's suggestion for this turn, in one line: its pieces drawn, the action in words, the reason. */
export function HintLine({ hint, ui, t }: { hint: Hint; ui: GameUi; t: Translate }) {
  return (
    <p class="hint-line" role="status" data-testid="hint-line">
      <ActionPieces ui={ui} action={hint.action} t={t} />
      <span class="hint-text">{expertLine(ui.actionLabel(hint.action, t), hint.reason, t)}</span>
    </p>
  );
}

type Checked = { review: Review } | { failed: "hidden" | "failed" } | null;

/** A finished deal's review under its summary: a quiet line while it is checked, then the marks (or agreement). */
interface DealReviewProps {
  matchId: string;
  deal: number;
  ui: GameUi;
  /** The table the deal was played at: its rules say the unit a loss is given in. */
  view: View;
  t: Translate;
}

export function DealReview({ matchId, deal, ui, view, t }: DealReviewProps) {
  const [checked, setChecked] = useState<Checked>(null);
  const marksShown = useRef<HTMLElement>(null);
  useEffect(() => {
    let current = true;
    setChecked(null);
    reviewOf(matchId, deal).then(
      (review) => current && setChecked({ review }),
      // Not a practice match after all: nothing to say. Anything else: said quietly, the summary stays as it was.
      (failure) =>
        current && setChecked({ failed: failure instanceof ApiError && failure.status === 403 ? "hidden" : "failed" }),
    );
    return () => {
      current = false;
    };
  }, [matchId, deal]);
  // The marks come a moment after the summary, under its scores: the summary (a small panel on a phone) is scrolled to
  // them once, the deal's lines a swipe up.
  const found = checked !== null && "review" in checked && checked.review.marks.length > 0;
  useEffect(() => {
    const section = marksShown.current;
    const summary = section?.offsetParent as HTMLElement | null;
    if (!found || !section || !summary || summary.scrollHeight <= summary.clientHeight) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    summary.scrollTo?.({ top: section.offsetTop - 8, behavior: still ? "auto" : "smooth" });
  }, [found]);
  if (checked === null) {
    return (
      <p class="review-status hint small" data-testid="deal-review">
        {t("hint.checking")}
      </p>
    );
  }
  if ("failed" in checked) {
    return checked.failed === "hidden" ? null : (
      <p class="review-status hint small" data-testid="deal-review">
        {t("hint.review_failed")}
      </p>
    );
  }
  const { marks, checked: moves, by_computer: forYou } = checked.review;
  // Moves the computer made for the player (out of time) are not theirs: said apart, never marked.
  const notChecked = forYou > 0 ? ` ${t("hint.by_computer", { n: forYou })}` : "";
  if (!marks.length) {
    return (
      <p class="review-status agrees" data-testid="deal-review">
        {moves > 0 ? t("hint.agrees") : t("hint.nothing_checked")}
        {notChecked}
      </p>
    );
  }
  const language = currentLanguage();
  return (
    <section class="deal-review" data-testid="deal-review" ref={marksShown}>
      <p class="review-head">{t("hint.marks", { n: marks.length })}</p>
      <ol class="review-marks">
        {marks.map((mark) => (
          <li key={mark.seq} class="review-mark" data-seq={mark.seq}>
            <span class="review-move played">
              <ActionPieces ui={ui} action={mark.played} t={t} />
              <span class="review-text">{t("hint.you_played", { action: ui.actionLabel(mark.played, t) })}</span>
            </span>
            <span class="review-move strong">
              <ActionPieces ui={ui} action={mark.strong} t={t} />
              <span class="review-text">{expertLine(ui.actionLabel(mark.strong, t), mark.reason, t)}</span>
            </span>
            <span class="review-loss" data-testid="review-loss">
              {ui.lossText?.(mark.loss, view, t, language) ?? lossText(mark.loss, t, language)}
            </span>
          </li>
        ))}
      </ol>
      {forYou > 0 && (
        <p class="review-status hint small" data-testid="review-by-computer">
          {t("hint.by_computer", { n: forYou })}
        </p>
      )}
    </section>
  );
}
