// A Texas 42 hand told in words: the bid and trumps, what each side took (tricks and count), made or set, and why;
// in the marks game the marks won, and a hand decided before its seventh trick.
import type { DealResult, Trick } from "../../types";
import type { DealContext } from "../types";
import { LIMIT_BID } from "./bidding";
import { COUNT } from "./count";
import { words } from "./keys";
import { bidText, marksText, trumpText } from "./names";
import type { Doubles, TrumpName } from "./suits";
import { type Bid, playsMarks } from "./view";

/** The tricks of a hand played to its end. */
const HAND = 7;

interface Summary {
  bid: Bid | null;
  trump: TrumpName | null;
  points_taken: number[];
  doubles?: Doubles | null;
  result?: "made" | "set" | null;
}

/** Each side's tricks and count from the tricks it won (a trick is worth 1, its count dominoes their count). */
export function takenBy(tricks: Trick[], teams: number[][]): { tricks: number; count: number }[] {
  const taken = teams.map(() => ({ tricks: 0, count: 0 }));
  for (const trick of tricks) {
    const side = teams.findIndex((team) => trick.winner != null && team.includes(trick.winner));
    if (side < 0) continue;
    taken[side].tricks += 1;
    for (const [, tile] of trick.cards) taken[side].count += COUNT[tile] ?? 0;
  }
  return taken;
}

export function dealLines(result: DealResult, { t: shared, names, labels, teams, options }: DealContext): string[] {
  const t = words(shared);
  const summary = result.summary as DealResult["summary"] & Summary;
  if (summary.void || !summary.bid) return [t("texas42.deal.void")];
  const { seat, value } = summary.bid;
  const marks = playsMarks(options);
  const bidders = teams.findIndex((team) => team.includes(seat));
  const others = 1 - bidders;
  const trump = trumpText(summary.trump ?? "", summary.doubles, t);
  // Nello and sevens are chosen in place of trumps: "bid 1 mark and chose nello", not "trumps: nello".
  const named =
    summary.trump === "nello" || summary.trump === "sevens" ? "texas42.deal.contract_named" : "texas42.deal.contract";
  const lines = [t(named, { name: names[seat], n: bidText(summary.bid, marks, t), trump })];
  const taken = takenBy(summary.tricks ?? [], teams);
  // A hand bid in marks, a splash or plunge, nello and sevens are decided by tricks alone: their points are not said.
  const byTricks = marks && (value >= LIMIT_BID || summary.trump === "nello" || summary.trump === "sevens");
  for (const side of [bidders, others]) {
    const tricks = taken[side].tricks;
    if (byTricks) {
      lines.push(
        t(tricks === 1 ? "texas42.deal.took_trick_one" : "texas42.deal.took_tricks", { side: labels[side], tricks }),
      );
      continue;
    }
    lines.push(
      t("texas42.deal.took", {
        side: labels[side],
        n: summary.points_taken[side] ?? 0,
        tricks,
        count: taken[side].count,
      }),
    );
  }
  const delta = result.summary.score_delta;
  if (marks) {
    // The marks go to the bidders for a made hand, to the others for a set one (spec, section 8.4).
    const made = summary.result ? summary.result === "made" : (delta[bidders] ?? 0) > 0;
    const side = made ? bidders : others;
    const won = { side: labels[side], marks: marksText(delta[side] ?? 0, t) };
    lines.push(t(made ? "texas42.deal.made_marks" : "texas42.deal.set_marks", won));
    const played = summary.tricks?.length ?? HAND;
    if (played === 1) lines.push(t("texas42.deal.early_one"));
    else if (played < HAND) lines.push(t("texas42.deal.early", { n: played }));
    return lines;
  }
  // Made or set, as the scores show it: a set bid gives the bidders nothing (spec, section 6).
  const made = (delta[bidders] ?? 0) > 0;
  const limit = value >= LIMIT_BID;
  if (made && !limit) lines.push(t("texas42.deal.made"));
  else if (made) lines.push(t("texas42.deal.made_all", { side: labels[bidders], n: delta[bidders] }));
  else {
    const points = { bidders: labels[bidders], bid: value, side: labels[others], n: delta[others] ?? 0 };
    lines.push(t(limit ? "texas42.deal.set_all" : "texas42.deal.set", points));
  }
  return lines;
}
