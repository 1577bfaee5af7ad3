// Texas 42: double-six dominoes played clockwise; one round of bidding (30 to 42, then doubling; or in marks, with
// splash, plunge, nello and sevens), trumps named by the bid winner, the count dominoes marked so that beginners
// learn them.

import { DOMINO_SIZE } from "../../cards/Domino";
import type { Translate } from "../../i18n";
import type { Action, View } from "../../types";
import { actionLabel, defineGame, sentence } from "../generic";
import { turnHint } from "../turnHint";
import { turnPrompt } from "./announce";
import { dealLines } from "./deal";
import { type Texas42Key, words } from "./keys";
import { bidSaid, bidText, dominoLabel, trumpName } from "./names";
import { whyNot } from "./plays";
import { sortTiles } from "./suits";
import { Tally } from "./Tally";
import { Tile } from "./Tile";
import { Controls, Status } from "./table";
import { type BidContract, playsMarks, type Texas42View } from "./view";

const isContract = (trump: unknown) => trump === "nello" || trump === "sevens";

/** Whether a table plays the marks game (a view, where there is one, says by its room's options). */
const marksAt = (view: View | undefined) => view !== undefined && playsMarks(view.options);

/**
 * An action in words: naming trumps (or nello, sevens), a bid in marks, and a splash or plunge in the game's own
 * words.
 */
function label(action: Action, shared: Translate, view?: View): string {
  const t = words(shared);
  const marks = marksAt(view);
  const trump = trumpName(action.trump, t);
  if (action.type === "name_trump" && isContract(action.trump))
    return t("texas42.action.name_contract", { contract: trump });
  if (action.type === "name_trump") return t("texas42.action.name_trump", { trump });
  if (action.type === "bid" && action.value !== undefined) {
    return t("action.bid", { n: bidText({ value: action.value, contract: action.contract as BidContract }, marks, t) });
  }
  return actionLabel(action, t, (tile) => dominoLabel(tile, t));
}

/** Who named trumps (or nello, sevens), bid in marks, or a splash or plunge; null for what every game says alike. */
function ownSentence(action: Action, name: string, t: Translate<Texas42Key>, marks: boolean): string | null {
  const trump = trumpName(action.trump, t);
  if (action.type === "name_trump" && isContract(action.trump))
    return t("texas42.said.name_contract", { name, contract: trump });
  if (action.type === "name_trump") return t("texas42.said.name_trump", { name, trump });
  if (action.type !== "bid" || action.value === undefined) return null;
  return bidSaid(name, { value: action.value, contract: action.contract as BidContract }, marks, t);
}

const game = defineGame({
  id: "texas42",
  // The one game of the four played clockwise.
  direction: "cw",
  Piece: Tile,
  size: DOMINO_SIZE,
  pieceLabel: dominoLabel,
  actionLabel: label,
  sentence(action, name, shared, view) {
    const t = words(shared);
    return (
      ownSentence(action, name, t, marksAt(view)) ??
      sentence(
        action,
        name,
        t,
        (taken) => label(taken, t, view),
        (tile) => dominoLabel(tile, t),
      )
    );
  },
  whyNot,
  // Every action takes one domino at most.
  selection: () => null,
  // Trumps first once named, then by suit: the higher end, then the lower.
  sortHand: (hand, view) => sortTiles(hand, (view as Texas42View).trump ?? null),
  turnHint: (state, t, names) => turnPrompt(state, t, names) ?? turnHint(game, state, t),
  dealLines,
  Controls,
  Status,
  targetWords(view, shared) {
    if (!playsMarks(view.options) || view.target == null) return null;
    const t = words(shared);
    return {
      // "to 7", as the points game's "to 250": the strokes beside each score say marks, and a longer word would not fit
      // beside them on a phone.
      short: shared("table.target", { n: view.target }),
      long: t("texas42.game_to_marks", { n: view.target }),
      unit: t("texas42.axis_marks"),
    };
  },
  lossText(loss, view, shared, language) {
    if (!playsMarks(view.options)) return null;
    // A deal is worth a mark or a few: tenths of a mark, as the review's threshold is a tenth.
    const tenth = Math.max(0.1, Math.round(loss * 10) / 10);
    const n = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(tenth);
    const t = words(shared);
    return t("texas42.lost_marks", { marks: tenth === 1 ? t("texas42.marks_one") : t("texas42.marks", { n }) });
  },
  ScoreTally: ({ view, score }) =>
    playsMarks(view.options) && view.target != null ? <Tally marks={score} target={view.target} /> : null,
  seatNote: (view, seat, shared) =>
    (view as Texas42View).sitting_out === seat ? words(shared)("texas42.sits_out") : null,
  bidWinner: (view) => (view as Texas42View).bid?.seat ?? null,
});

export default game;
