// The player's hand wired to the game: a tap plays a piece, or chooses it for an action that takes several;
// an action that decides much (the trump) is said back for a confirmation first.
import { useEffect, useState } from "preact/hooks";
import { canChoose, isComplete } from "../games/selection";
import type { GameUi } from "../games/types";
import type { Translate } from "../i18n";
import type { Action, MatchState } from "../types";
import { ConfirmBar } from "./ConfirmBar";
import { Hand } from "./Hand";
import { toast } from "./Toast";

export interface PlayerHandProps {
  ui: GameUi;
  state: MatchState;
  act: (action: Action) => void;
  t: Translate;
  /** The hand in the order to show it (sorted, or as dealt); the view's order when not given. */
  pieces?: string[];
  /** What the player said they are about to do (see `ControlsProps.intent`). */
  intent?: string | null;
  /** The pieces of the expert's suggestion (practice), marked in the hand. */
  suggested?: string[];
  /** Choose a piece to play when the player's turn comes (a tap while others play). */
  playAhead?: (action: Action) => void;
  /** The "Confirm each play" setting: a tap selects the piece, and the play waits for a confirmation. */
  confirmPlays?: boolean;
}

/** Whether a tap now, while others play, chooses the piece ahead: a seated player, cards being played. */
export function mayPlayAhead(state: MatchState): boolean {
  const waiting = state.to_act !== null && state.to_act !== state.your_seat;
  return (
    state.your_seat !== null &&
    state.status === "in_progress" &&
    !state.aborted &&
    waiting &&
    state.view.phase === "playing"
  );
}

/** The hand's keyboard help, read by screen readers as the hand is entered. */
const HAND_HELP = "hand-help";

export function PlayerHand(props: PlayerHandProps) {
  const {
    ui,
    state,
    act,
    t,
    pieces = state.view.hand,
    intent = null,
    suggested = [],
    playAhead,
    confirmPlays = false,
  } = props;
  const myTurn = state.to_act !== null && state.to_act === state.your_seat;
  const selection = myTurn ? ui.selection(state) : null;
  const [chosen, setChosen] = useState<string[]>([]);
  // An optional choice (a run led together instead of one card) waits for the player to open it.
  const [opened, setOpened] = useState(false);
  const choosing = selection !== null && (!selection.optional || opened);
  /** An action waiting for the player's confirmation, and the piece it was chosen with. */
  const [pending, setPending] = useState<{ action: Action; piece: string } | null>(null);

  // A new state (the action went through, or someone else moved) starts the choice afresh.
  useEffect(() => {
    setChosen([]);
    setOpened(false);
    setPending(null);
  }, [state.seq, intent]);

  const tap = (piece: string) => {
    if (choosing && selection) {
      if (chosen.includes(piece)) setChosen(chosen.filter((other) => other !== piece));
      else if (!canChoose(selection, piece)) toast(t("hand.cannot_choose"));
      else if (selection.count !== undefined && chosen.length >= selection.count)
        toast(t("hand.choose_n", { n: selection.count }));
      else setChosen([...chosen, piece]);
      return;
    }
    if (playAhead && mayPlayAhead(state)) {
      playAhead({ type: "play", card: piece });
      return;
    }
    const action = ui.tapAction(state, piece, intent);
    // With "Confirm each play", a tap on the piece already chosen is the confirmation, as the bar's button is.
    if (action && confirmPlays && pending?.piece === piece) act(pending.action);
    else if (action && (ui.needsConfirm(action) || (confirmPlays && action.type === "play")))
      setPending({ action, piece });
    else if (action) act(action);
    else toast(ui.whyNot(state, piece, t) ?? t("table.cannot_play"));
  };

  const takesPieces = state.legal.some((action) => action.card !== undefined || action.cards !== undefined);
  const hand = (
    <Hand
      pieces={pieces}
      Piece={ui.Piece}
      size={ui.size}
      title={t("table.hand")}
      label={(piece) => ui.pieceLabel(piece, t)}
      playable={(piece) =>
        choosing && selection ? canChoose(selection, piece) : ui.tapAction(state, piece, intent) !== null
      }
      active={myTurn && (takesPieces || choosing)}
      selected={choosing ? chosen : pending ? [pending.piece] : []}
      choosing={choosing}
      onTap={tap}
      suggested={suggested}
      suggestedLabel={t("hint.suggested")}
      group={ui.groupOf}
      helpId={HAND_HELP}
    />
  );
  const name = selection ? ui.actionLabel({ type: selection.action }, t) : "";
  // One shape whatever is above the hand, so that the hand (and the focus in it) stays when a choice comes or goes.
  return (
    <>
      {pending && (
        <ConfirmBar
          text={
            confirmPlays && pending.action.type === "play"
              ? t("play.confirm_each", { action: ui.actionLabel(pending.action, t) })
              : ui.actionLabel(pending.action, t)
          }
          t={t}
          onConfirm={() => act(pending.action)}
          onCancel={() => setPending(null)}
        />
      )}
      {selection && (
        <div class="hand-choice" role="group" aria-label={name}>
          {choosing ? (
            <>
              <span class="hint small">
                {selection.count !== undefined ? t("hand.choose_n", { n: selection.count }) : t("hand.choose_some")}
              </span>
              <button
                type="button"
                class="button"
                disabled={!isComplete(selection, chosen)}
                onClick={() => act({ type: selection.action, cards: chosen })}
              >
                {t("hand.confirm", { action: name, n: chosen.length })}
              </button>
              {selection.optional && (
                <button
                  type="button"
                  class="button secondary"
                  onClick={() => {
                    setOpened(false);
                    setChosen([]);
                  }}
                >
                  {t("common.cancel")}
                </button>
              )}
            </>
          ) : (
            <button type="button" class="button secondary" onClick={() => setOpened(true)}>
              {t("hand.choose_several")}: {name}
            </button>
          )}
        </div>
      )}
      <p id={HAND_HELP} class="sr-only">
        {t(choosing ? "a11y.hand_help_choose" : "a11y.hand_help")}
      </p>
      {hand}
    </>
  );
}
