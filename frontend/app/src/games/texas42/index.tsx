// Texas 42: double-six dominoes played clockwise; one round of bidding (30 to 42, then doubling; or in marks, with
// splash, plunge, nello and sevens), trumps named by the bid winner, the count dominoes marked so that beginners
// learn them.

import { DOMINO_SIZE } from "../../cards/Domino";
import type { Translate } from "../../i18n";
import type { Action } from "../../types";
import { actionLabel, defineGame, sentence } from "../generic";
import { turnHint } from "../turnHint";
import { turnPrompt } from "./announce";
import { dealLines } from "./deal";
import { type Texas42Key, words } from "./keys";
import { bidText, dominoLabel, trumpName } from "./names";
import { whyNot } from "./plays";
import { sortTiles } from "./suits";
import { Tile } from "./Tile";
import { Controls, Status } from "./table";
import { type BidContract, playsMarks, type Texas42View } from "./view";

const isContract = (trump: unknown) => trump === "nello" || trump === "sevens";

/** An action in words: naming trumps (or nello, sevens) and a splash or plunge in the game's own words. */
function label(action: Action, shared: Translate): string {
  const t = words(shared);
  const trump = trumpName(action.trump, t);
  if (action.type === "name_trump" && isContract(action.trump))
    return t("texas42.action.name_contract", { contract: trump });
  if (action.type === "name_trump") return t("texas42.action.name_trump", { trump });
  if (action.type === "bid" && action.value !== undefined && action.contract) {
    return t("action.bid", { n: bidText({ value: action.value, contract: action.contract as BidContract }, false, t) });
  }
  return actionLabel(action, t, (tile) => dominoLabel(tile, t));
}

/** Who named trumps (or nello, sevens), or bid a splash or plunge; null for what every game says alike. */
function ownSentence(action: Action, name: string, t: Translate<Texas42Key>): string | null {
  const trump = trumpName(action.trump, t);
  if (action.type === "name_trump" && isContract(action.trump))
    return t("texas42.said.name_contract", { name, contract: trump });
  if (action.type === "name_trump") return t("texas42.said.name_trump", { name, trump });
  if (action.type === "bid" && action.value !== undefined && action.contract) {
    const contract = t(`texas42.contract.${action.contract as BidContract}`);
    return t("texas42.said.contract_bid", { name, contract, n: action.value });
  }
  return null;
}

const game = defineGame({
  id: "texas42",
  // The one game of the four played clockwise.
  direction: "cw",
  Piece: Tile,
  size: DOMINO_SIZE,
  pieceLabel: dominoLabel,
  actionLabel: label,
  sentence(action, name, shared) {
    const t = words(shared);
    return (
      ownSentence(action, name, t) ??
      sentence(
        action,
        name,
        t,
        (taken) => label(taken, t),
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
      short: t("texas42.target_marks", { n: view.target }),
      long: t("texas42.game_to_marks", { n: view.target }),
      unit: t("texas42.axis_marks"),
    };
  },
  seatNote: (view, seat, shared) =>
    (view as Texas42View).sitting_out === seat ? words(shared)("texas42.sits_out") : null,
  bidWinner: (view) => (view as Texas42View).bid?.seat ?? null,
});

export default game;
