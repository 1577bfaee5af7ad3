// Which trick a replay's step shows. A step's view comes after its action: at the play that completes a trick, the
// trick is already gathered, so the step shows it as it was won rather than a bare table under "played the 3".
import type { GameUi } from "../games/types";
import type { Action, Trick, View } from "../types";

export interface ShownTrick {
  trick: Trick | null;
  /** The trick the step's own play completed, shown with its winner. */
  completed: boolean;
}

/** The trick in play; or, when this step's action completed one, that trick with its winner. */
export function replayTrick(view: View, action: Action | null, ui: Pick<GameUi, "toTrick">): ShownTrick {
  const inPlay = view.trick ?? null;
  if (inPlay?.cards.length || !action || action.seat === undefined) return { trick: inPlay, completed: false };
  const last = view.tricks?.at(-1);
  const pieces = ui.toTrick(action);
  const played = (piece: string) => last?.cards.some(([seat, card]) => seat === action.seat && card === piece);
  if (last && pieces.length > 0 && pieces.every(played)) return { trick: last, completed: true };
  return { trick: inPlay, completed: false };
}
