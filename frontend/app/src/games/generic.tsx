// A plain table part for games whose own parts are not drawn yet: every legal action as a button.
import type { Translate } from "../i18n";
import type { Action, MatchState } from "../types";
import type { ControlsProps, GameUi } from "./types";

export function actionLabel(action: Action, t: Translate): string {
  if (action.type === "pass") return t("action.pass");
  if (action.type === "bid" && action.value !== undefined) return t("action.bid", { n: action.value });
  if (action.type === "reveal_trump") return t("action.reveal_trump");
  if (action.type === "play" && action.card) return t("action.play", { card: action.card });
  const args = Object.entries(action)
    .filter(([key]) => key !== "type")
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(" ") : value}`);
  return [action.type.replace(/_/g, " "), ...args].join(": ");
}

export function playsOf(state: MatchState): Action[] {
  return state.legal.filter((action) => action.type === "play");
}

export function GenericControls({ state, act, t }: ControlsProps) {
  const others = state.legal.filter((action) => action.type !== "play");
  if (!others.length) return null;
  return (
    <div class="controls">
      {others.map((action) => (
        <button key={JSON.stringify(action)} class="button" onClick={() => act(action)}>
          {actionLabel(action, t)}
        </button>
      ))}
    </div>
  );
}

export function genericUi(id: string, seats: number, direction: "ccw" | "cw"): GameUi {
  return {
    id,
    seats,
    direction,
    whyNot(state, piece, t) {
      if (state.to_act !== state.your_seat) return t("table.not_your_turn");
      return playsOf(state).some((action) => action.card === piece) ? null : t("table.cannot_play");
    },
    tapAction(state, piece) {
      return playsOf(state).find((action) => action.card === piece) ?? null;
    },
    Controls: GenericControls,
    Status: () => null,
    bidWinner: () => null,
  };
}
