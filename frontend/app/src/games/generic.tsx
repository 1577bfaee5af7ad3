// The table parts every game starts from: every legal action as a button, a tap plays the piece, nothing in the top bar.
import type { Translate } from "../i18n";
import { lookUp } from "../i18n/lookUp";
import { suggestedClass } from "../practice";
import type { Action, DealResult, MatchState } from "../types";
import { selectionFromLegal } from "./selection";
import { turnHint } from "./turnHint";
import type { ControlsProps, DealContext, GameUi, TablePart, TourStep } from "./types";

/** An action in plain words: the shared ones translated, others spelt out from their type and arguments. */
export function actionLabel(action: Action, t: Translate, pieceLabel: (piece: string) => string = (piece) => piece) {
  if (action.type === "pass") return t("action.pass");
  if (action.type === "bid" && action.value !== undefined) return t("action.bid", { n: action.value });
  if (action.type === "reveal_trump") return t("action.reveal_trump");
  if (action.type === "play" && action.card) return t("action.play", { card: pieceLabel(action.card) });
  const args = Object.entries(action)
    .filter(([key]) => key !== "type" && key !== "seat")
    .map(([key, value]) => {
      if (key === "card") return pieceLabel(String(value));
      if (key === "cards" && Array.isArray(value)) return value.map((piece) => pieceLabel(String(piece))).join(", ");
      return `${key} ${Array.isArray(value) ? value.join(" ") : value}`;
    });
  return [action.type.replace(/_/g, " "), ...args].join(": ");
}

/** An action as a sentence about who took it: the shared calls in words, any other as "Asha: stand". */
export function sentence(
  action: Action,
  name: string,
  t: Translate,
  label: (action: Action) => string,
  pieceLabel: (piece: string) => string,
): string {
  if (action.type === "play" && action.card) return t("said.play", { name, card: pieceLabel(action.card) });
  if (action.type === "bid" && action.value !== undefined) return t("said.bid", { name, n: action.value });
  if (action.type === "pass") return t("said.pass", { name });
  if (action.type === "reveal_trump") return t("said.reveal_trump", { name });
  return t("said.other", { name, action: label(action) });
}

/** A deal in a few lines when the game says no more: thrown in, or the points each side scored. */
export function dealLines(result: DealResult, { t, labels }: DealContext): string[] {
  if (result.summary.void) return [t("table.deal_thrown_in")];
  const points = result.summary.score_delta.flatMap((delta, side) =>
    delta ? [t("deal.points", { side: labels[side] ?? t("common.team", { n: side + 1 }), n: delta })] : [],
  );
  return points.length ? points : [t("deal.no_points")];
}

/** The parts every tour shows, in order; a game's own words for a part (`<game>.tour.<part>`) replace the shared. */
const TOUR: TablePart[] = ["scores", "status", "seats", "trick", "hand", "menu"];

export function tourOf(id: string, t: Translate): TourStep[] {
  return TOUR.flatMap((target) => {
    const text = lookUp(t, `${id}.tour.${target}`) ?? lookUp(t, `tour.${target}`);
    return text ? [{ target, text }] : [];
  });
}

/** What a game's own words for an action may name: its value, its card, its cards. */
function placeholders(action: Action, pieceLabel: (piece: string) => string): Record<string, string | number> {
  return {
    n: action.value ?? "",
    card: action.card ? pieceLabel(action.card) : "",
    cards: (action.cards ?? []).map(pieceLabel).join(", "),
  };
}

export function playsOf(state: MatchState): Action[] {
  return state.legal.filter((action) => action.type === "play");
}

/** Actions taken with pieces from the hand (a play, a choice of several): the hand offers them, not a button. */
function takesPieces(action: Action): boolean {
  return (
    action.type === "play" || action.cards !== undefined || action.count !== undefined || action.any_of !== undefined
  );
}

export function GenericControls({
  state,
  act,
  label,
  suggested,
}: ControlsProps & { label: (action: Action) => string }) {
  const others = state.legal.filter((action) => !takesPieces(action));
  if (!others.length) return null;
  return (
    <div class="controls">
      <div class="action-buttons">
        {others.map((action) => (
          <button
            type="button"
            key={JSON.stringify(action)}
            class={`${action.type === "pass" ? "button secondary" : "button"}${suggestedClass(action, suggested)}`}
            onClick={() => act(action)}
          >
            {label(action)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The parts a game must bring itself; everything else may be left to the generic table. */
export type GameParts = Pick<GameUi, "id" | "direction" | "Piece" | "size" | "pieceLabel"> & Partial<GameUi>;

/** A game's module from its own parts, the generic table filling in the rest. */
export function defineGame(parts: GameParts): GameUi {
  const ui: GameUi = {
    actionLabel(action, t) {
      const pieceLabel = (piece: string) => ui.pieceLabel(piece, t);
      // The game's own word for the action type, where it has one (stand, beg, dukal, ...).
      const own = lookUp(t, `${ui.id}.action.${action.type}`, placeholders(action, pieceLabel));
      return own ?? actionLabel(action, t, pieceLabel);
    },
    whyNot(state, piece, t) {
      if (state.to_act !== state.your_seat) return t("table.not_your_turn");
      return playsOf(state).some((action) => action.card === piece) ? null : t("table.cannot_play");
    },
    tapAction: (state, piece) => playsOf(state).find((action) => action.card === piece) ?? null,
    needsConfirm: () => false,
    toTrick: (action) => (action.type === "play" ? (action.cards ?? (action.card ? [action.card] : [])) : []),
    sortHand: (hand) => hand,
    handCount(view, seat) {
      const size = (view.hand_sizes as number[] | undefined)?.[seat];
      return size === undefined ? null : { open: size, down: 0 };
    },
    dealLines,
    sentence(action, name, t) {
      const pieceLabel = (piece: string) => ui.pieceLabel(piece, t);
      // The game's own sentence for the action type, where it has one.
      const own = lookUp(t, `${ui.id}.said.${action.type}`, { name, ...placeholders(action, pieceLabel) });
      return own ?? sentence(action, name, t, (taken) => ui.actionLabel(taken, t), pieceLabel);
    },
    tour: (t) => tourOf(ui.id, t),
    turnHint: (state, t) => turnHint(ui, state, t),
    selection: (state) => selectionFromLegal(state.legal),
    Controls: (props) => <GenericControls {...props} label={(action) => ui.actionLabel(action, props.t)} />,
    Status: () => null,
    bidWinner: () => null,
    ...parts,
  };
  return ui;
}

/** A piece of a game this app does not know: its notation on a plain card. */
function PlainPiece({ piece, faceDown, label }: { piece?: string; faceDown?: boolean; label?: string }) {
  return (
    <svg
      class="card"
      viewBox="0 0 60 84"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : "true"}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" class={faceDown || !piece ? "card-back" : "card-face"} />
      {piece && !faceDown && (
        <text x="30" y="48" text-anchor="middle" class="card-rank small">
          {piece}
        </text>
      )}
    </svg>
  );
}

/** The table for a game the server offers but this app has no module for. */
export function unknownGame(id: string): GameUi {
  return defineGame({
    id,
    direction: "ccw",
    Piece: PlainPiece,
    size: { width: 56, height: 78, peekX: 56, peekY: 78 },
    pieceLabel: (piece) => piece,
  });
}
