// Practice with hints: the expert's reason in the player's words, the action it suggests as the table marks it,
// and a finished deal's review (fetched once per deal: the server takes a moment to check it).
import { ApiError, fetchDealReview } from "./api";
import type { Translate } from "./i18n";
import { lookUp } from "./i18n/lookUp";
import type { Action, DealReview, HintReason } from "./types";

/** The reason in the player's language; the server's English words for a code this app does not know yet. */
export function reasonText(reason: HintReason | null, t: Translate): string | null {
  if (!reason) return null;
  return lookUp(t, `hint.reason.${reason.code}`) ?? (reason.text.trim() || null);
}

/** "Expert: Play queen of hearts — takes the trick": the expert's action (in the game's words) and its reason. */
export function expertLine(action: string, reason: HintReason | null, t: Translate): string {
  const why = reasonText(reason, t);
  return why ? t("hint.expert_why", { action, reason: why }) : t("hint.expert", { action });
}

/**
 * "about 1.5 points lost": the expert's expected loss, to the nearest half point (it is an estimate), in the player's
 * language and its way of writing numbers.
 */
export function lossText(loss: number, t: Translate, language: string): string {
  const half = Math.max(0.5, Math.round(loss * 2) / 2);
  const points = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(half);
  return t(half === 1 ? "hint.lost_one" : "hint.lost", { points });
}

/** Why no hint came, in the player's words where the app has them (else the server's message). */
export function hintRefusal(failure: unknown, t: Translate): string {
  if (!(failure instanceof ApiError)) return String(failure);
  if (failure.status === 429) return t("hint.throttled");
  if (failure.code === "not_your_turn") return t("table.not_your_turn");
  if (failure.code === "hints_not_allowed") return t("hint.not_allowed");
  return failure.message;
}

/** The pieces an action takes from the hand: its card, or its cards. */
export function piecesOf(action: Action | null | undefined): string[] {
  if (!action) return [];
  return action.cards ?? (action.card ? [action.card] : []);
}

/** An action's arguments in one canonical string: its cards in any order are the same move; the seat is no argument. */
function canonical(action: Action): string {
  const entries = Object.entries(action)
    .filter(([key, value]) => key !== "seat" && value !== undefined)
    .map(([key, value]): [string, unknown] => [
      key,
      key === "cards" && Array.isArray(value) ? [...value].sort() : value,
    ])
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** Whether two actions are the same move. */
export function sameAction(a: Action | null | undefined, b: Action | null | undefined): boolean {
  return Boolean(a && b) && canonical(a as Action) === canonical(b as Action);
}

/** The class that marks a control as the expert's suggestion: " suggested", or nothing. */
export function suggestedClass(action: Action, suggested: Action | null | undefined): string {
  return sameAction(action, suggested) ? " suggested" : "";
}

const reviews = new Map<string, Promise<DealReview>>();

/** A finished deal's review, asked for once (a failure is asked again next time). */
export function reviewOf(matchId: string, deal: number): Promise<DealReview> {
  const key = `${matchId}/${deal}`;
  let review = reviews.get(key);
  if (!review) {
    review = fetchDealReview(matchId, deal);
    reviews.set(key, review);
    review.catch(() => reviews.delete(key));
  }
  return review;
}
