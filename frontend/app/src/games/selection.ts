// Choosing several pieces for one action: which choice the legal list offers, which pieces may join it, when it is complete.
import type { Action } from "../types";
import type { Selection } from "./types";

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((piece) => b.includes(piece));

/**
 * The choice of several pieces that the legal actions offer, in any of the shapes the server may list:
 * `{type, count: n}` (any n pieces), `{type, any_of: [...]}` (pieces, or whole sets, to choose from),
 * or every allowed set spelt out as `{type, cards: [...]}`.
 */
export function selectionFromLegal(legal: Action[]): Selection | null {
  const optional = legal.some((action) => action.type === "play");
  for (const action of legal) {
    if (typeof action.count === "number") return { action: action.type, count: action.count, optional };
    if (Array.isArray(action.any_of)) {
      const sets = action.any_of.filter((entry): entry is string[] => Array.isArray(entry));
      if (sets.length) return { action: action.type, choices: sets, optional };
      return { action: action.type, pieces: action.any_of.filter((entry) => typeof entry === "string"), optional };
    }
  }
  const spelt = legal.filter((action) => Array.isArray(action.cards));
  if (!spelt.length) return null;
  const type = spelt[0].type;
  const choices = spelt.filter((action) => action.type === type).map((action) => action.cards ?? []);
  return { action: type, choices, optional };
}

/** Whether a piece may be added to the choice. */
export function canChoose(selection: Selection, piece: string): boolean {
  if (selection.pieces) return selection.pieces.includes(piece);
  if (selection.choices) return selection.choices.some((set) => set.includes(piece));
  return true;
}

/** Whether the chosen pieces make a whole action. */
export function isComplete(selection: Selection, chosen: string[]): boolean {
  if (!chosen.length) return false;
  if (selection.choices) return selection.choices.some((set) => sameSet(set, chosen));
  if (selection.count !== undefined && chosen.length !== selection.count) return false;
  return selection.min === undefined || chosen.length >= selection.min;
}
