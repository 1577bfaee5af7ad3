// A Doublehand deal told in words: the contract and trump, the hands each side took, the points and why.
import type { Translate } from "../../i18n";
import type { Action, DealResult, View } from "../../types";
import type { DealContext, HandCount } from "../types";
import { words } from "./keys";
import type { DoublehandView } from "./view";

/** Every player first sees the first packet of five; the rest stay face down until the trump is chosen. */
const FIRST_PACKET = 5;
const ALL_HANDS = 13;

interface Summary {
  bid: { seat: number; value: number } | null;
  trump: { card: string | null; mode: "haath_par" | "kheench"; revealed: boolean } | null;
  hands_won: number[];
}

export function dealLines(result: DealResult, { t: shared, names, labels, teams }: DealContext): string[] {
  const t = words(shared);
  const summary = result.summary as DealResult["summary"] & Summary;
  if (summary.void || !summary.bid) return [t("table.deal_thrown_in")];
  const { seat, value } = summary.bid;
  const bidders = teams.findIndex((team) => team.includes(seat));
  const others = 1 - bidders;
  const lines = [t("doublehand.deal.contract", { n: value, name: names[seat] })];
  if (summary.trump?.card) {
    const card = shared(`card.suit.${summary.trump.card[1]}` as "card.suit.S");
    lines.push(t("doublehand.deal.trump", { suit: card, mode: t(`doublehand.mode.${summary.trump.mode}`) }));
  }
  for (const side of [bidders, others]) {
    lines.push(t("doublehand.deal.hands", { side: labels[side], n: summary.hands_won[side] ?? 0 }));
  }
  // Why the points went where they went, in the order of the rules (spec, section 7).
  const taken = summary.hands_won[bidders] ?? 0;
  const scorer = result.summary.score_delta.findIndex((delta) => delta > 0);
  const points = { side: labels[scorer] ?? "", n: result.summary.score_delta[scorer] ?? 0 };
  if (value < ALL_HANDS && taken === ALL_HANDS) lines.push(t("doublehand.deal.all_hands", points));
  else if (value < ALL_HANDS && taken === 0) lines.push(t("doublehand.deal.no_hands", points));
  else if (taken >= value) lines.push(t("doublehand.deal.made", points));
  else lines.push(t("doublehand.deal.set", { ...points, k: value - taken }));
  return lines;
}

/** While the trump is being bid for and chosen, every seat sees five cards and holds the rest face down. */
export function handCount(view: View, seat: number): HandCount | null {
  const size = (view.hand_sizes as number[] | undefined)?.[seat];
  if (size === undefined) return null;
  const phase = (view as DoublehandView).phase;
  if (phase !== "bidding" && phase !== "declaring") return { open: size, down: 0 };
  const open = Math.min(FIRST_PACKET, size);
  return { open, down: size - open };
}

/** A trump declaration as a sentence: the card where the viewer may know it, else only how it was chosen. */
export function declaration(action: Action, name: string, shared: Translate, cardName: (card: string) => string) {
  const t = words(shared);
  if (action.card) return t("doublehand.said.haath_par_card", { name, card: cardName(action.card) });
  if (action.hidden_index !== undefined) return t("doublehand.said.kheench_card", { name, n: action.hidden_index + 1 });
  return action.mode === "haath_par"
    ? t("doublehand.said.haath_par", { name })
    : t("doublehand.said.kheench", { name });
}
