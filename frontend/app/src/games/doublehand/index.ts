// Doublehand: French cards played counter-clockwise, with its own auction, hidden trump and sar parts.

import { FRENCH_SIZE, FrenchCard } from "../../cards/French";
import { frenchLabel } from "../../cards/frenchNames";
import { sortFrench } from "../../cards/frenchOrder";
import type { Translate } from "../../i18n";
import type { Action } from "../../types";
import { actionLabel, defineGame, sentence } from "../generic";
import { turnHint } from "../turnHint";
import { turnPrompt } from "./announce";
import { dealLines, declaration, handCount } from "./deal";
import { words } from "./keys";
import { needsConfirm, tapAction, whyNot } from "./plays";
import { Controls, Status } from "./table";
import type { DoublehandView } from "./view";

/** An action in words; a trump declaration says which way and which card (the others are the shared calls). */
function label(action: Action, shared: Translate): string {
  const t = words(shared);
  if (action.type !== "declare_trump") return actionLabel(action, t, (card) => frenchLabel(card, t));
  if (action.card) return t("doublehand.action.haath_par", { card: frenchLabel(action.card, t) });
  if (action.hidden_index !== undefined) return t("doublehand.action.kheench", { n: action.hidden_index + 1 });
  // Another player's declaration: only the way is known, never the card.
  return t(action.mode === "haath_par" ? "doublehand.way.haath_par" : "doublehand.way.kheench");
}

const game = defineGame({
  id: "doublehand",
  direction: "ccw",
  Piece: FrenchCard,
  size: FRENCH_SIZE,
  pieceLabel: frenchLabel,
  actionLabel: label,
  sentence(action, name, t) {
    const cardName = (card: string) => frenchLabel(card, t);
    if (action.type === "declare_trump") return declaration(action, name, t, cardName);
    return sentence(action, name, t, (taken) => label(taken, t), cardName);
  },
  whyNot,
  tapAction,
  needsConfirm,
  // Every action takes one card at most.
  selection: () => null,
  // The trump goes last once the player knows it (their own haath par, or revealed to all).
  sortHand: (hand, view) => sortFrench(hand, (view as DoublehandView).trump?.suit ?? null),
  handCount,
  turnHint: (state, t) => turnPrompt(state, t) ?? turnHint(game, state, t),
  dealLines,
  Controls,
  Status,
  bidWinner: (view) => (view as DoublehandView).bid?.seat ?? null,
});

export default game;
