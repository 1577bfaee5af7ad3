// Texas 42: double-six dominoes played clockwise; one round of bidding (30 to 42, then doubling), trumps named by
// the bid winner, the count dominoes marked so that beginners learn them.

import { DOMINO_SIZE } from "../../cards/Domino";
import type { Translate } from "../../i18n";
import type { Action } from "../../types";
import { actionLabel, defineGame, sentence } from "../generic";
import { turnHint } from "../turnHint";
import { turnPrompt } from "./announce";
import { dealLines } from "./deal";
import { words } from "./keys";
import { dominoLabel, trumpName } from "./names";
import { whyNot } from "./plays";
import { sortTiles } from "./suits";
import { Tile } from "./Tile";
import { Controls, Status } from "./table";
import type { Texas42View } from "./view";

/** An action in words: naming trumps in the game's own words, the calls and plays as every game says them. */
function label(action: Action, shared: Translate): string {
  const t = words(shared);
  if (action.type === "name_trump") return t("texas42.action.name_trump", { trump: trumpName(action.trump, t) });
  return actionLabel(action, t, (tile) => dominoLabel(tile, t));
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
    if (action.type === "name_trump") return t("texas42.said.name_trump", { name, trump: trumpName(action.trump, t) });
    return sentence(
      action,
      name,
      t,
      (taken) => label(taken, t),
      (tile) => dominoLabel(tile, t),
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
  bidWinner: (view) => (view as Texas42View).bid?.seat ?? null,
});

export default game;
