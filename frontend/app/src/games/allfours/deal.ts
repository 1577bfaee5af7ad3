// An All Fours deal told in words: the kicks, the trump, and every point in the order it was scored, and why.
import { frenchLabel } from "../../cards/frenchNames";
import type { MessageKey, Translate } from "../../i18n";
import type { DealResult, Trick } from "../../types";
import type { DealContext } from "../types";
import { words } from "./keys";
import type { Award } from "./view";

const RANKS = "AKQJT98765432";
/** What each rank counts toward Game. */
export const GAME_PIPS: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1, T: 10 };

const SYMBOLS: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** A card as its index reads: "10♥", "J♠"; short, so that a deal's summary fits over the cloth of a phone. */
export function shortCard(card: string): string {
  return `${card[0] === "T" ? "10" : card[0]}${SYMBOLS[card[1]] ?? card[1]}`;
}

interface Summary {
  kicks: string[];
  trump: string | null;
  points: Award[];
  tricks: Trick[];
}

/** Each team's game pips in the tricks it won (seats 0 and 2 are one team, 1 and 3 the other). */
export function gamePips(tricks: Trick[]): number[] {
  const pips = [0, 0];
  for (const trick of tricks) {
    if (trick.winner === null || trick.winner === undefined) continue;
    for (const [, card] of trick.cards) pips[trick.winner % 2] += GAME_PIPS[card[0]] ?? 0;
  }
  return pips;
}

/** The trumps played in a deal's tricks, highest first: every trump dealt to a player is played by the end. */
function trumpsPlayed(tricks: Trick[], trump: string): string[] {
  return tricks
    .flatMap((trick) => trick.cards.map(([, card]) => card))
    .filter((card) => card[1] === trump)
    .sort((a, b) => RANKS.indexOf(a[0]) - RANKS.indexOf(b[0]));
}

/** What a point was scored for, with the card or the count where the deal shows it: "High (ace of spades)". */
export function pointName(
  award: Award,
  summary: Pick<Summary, "trump" | "tricks">,
  shared: Translate,
  cardName: (card: string) => string = (card) => frenchLabel(card, shared),
): string {
  const t = words(shared);
  const name = t(`allfours.point.${award.kind}`);
  let card = award.card ?? null;
  if (!card && summary.trump) {
    const trumps = trumpsPlayed(summary.tricks, summary.trump);
    if (award.kind === "high") card = trumps[0] ?? null;
    if (award.kind === "low") card = trumps.at(-1) ?? null;
    if (award.kind === "jack" || award.kind === "hang_jack") card = `J${summary.trump}`;
  }
  if (award.kind === "game") {
    // The scorers' game pips first: "Game (34–20)".
    const pips = gamePips(summary.tricks);
    return t("allfours.point.with", { name, detail: `${pips[award.team]}–${pips[1 - award.team]}` });
  }
  return card && award.kind !== "give_one" ? t("allfours.point.with", { name, detail: cardName(card) }) : name;
}

export function dealLines(result: DealResult, { t: shared, labels }: DealContext): string[] {
  const t = words(shared);
  const summary = result.summary as DealResult["summary"] & Summary;
  const side = (team: number) => labels[team] ?? shared("common.team", { n: team + 1 });
  const cards = summary.kicks.map(shortCard).join(", ");
  // The kicks and what became of them in one line: the summary must fit over the cloth of a phone.
  let opening = t("allfours.deal.kicks", { cards });
  if (summary.void) opening = t("allfours.deal.kicks_void", { cards });
  else if (summary.trump) {
    opening = t("allfours.deal.kicks_trump", { cards, suit: shared(`card.suit.${summary.trump}` as MessageKey) });
  }
  const lines = [opening];
  // In the order scored (spec, section 5): kicks, the give-one point, then High, Low, Jack and Game.
  for (const award of summary.points) {
    lines.push(
      t("allfours.deal.point", {
        what: pointName(award, summary, shared, shortCard),
        side: side(award.team),
        n: award.points,
      }),
    );
  }
  if (!summary.points.length) lines.push(shared("deal.no_points"));
  return lines;
}
