// The player's hand wired to the game: a tap plays a piece, or chooses it for an action that takes several.
import { useEffect, useState } from "preact/hooks";
import { canChoose, isComplete } from "../games/selection";
import type { GameUi } from "../games/types";
import type { Translate } from "../i18n";
import type { Action, MatchState } from "../types";
import { Hand } from "./Hand";
import { toast } from "./Toast";

export interface PlayerHandProps {
  ui: GameUi;
  state: MatchState;
  act: (action: Action) => void;
  t: Translate;
}

export function PlayerHand({ ui, state, act, t }: PlayerHandProps) {
  const myTurn = state.to_act !== null && state.to_act === state.your_seat;
  const selection = myTurn ? ui.selection(state) : null;
  const [chosen, setChosen] = useState<string[]>([]);
  // An optional choice (a run led together instead of one card) waits for the player to open it.
  const [opened, setOpened] = useState(false);
  const choosing = selection !== null && (!selection.optional || opened);

  // A new state (the action went through, or someone else moved) starts the choice afresh.
  useEffect(() => {
    setChosen([]);
    setOpened(false);
  }, [state.seq]);

  const tap = (piece: string) => {
    if (choosing && selection) {
      if (chosen.includes(piece)) setChosen(chosen.filter((other) => other !== piece));
      else if (!canChoose(selection, piece)) toast(t("hand.cannot_choose"));
      else if (selection.count !== undefined && chosen.length >= selection.count)
        toast(t("hand.choose_n", { n: selection.count }));
      else setChosen([...chosen, piece]);
      return;
    }
    const action = ui.tapAction(state, piece);
    if (action) act(action);
    else toast(ui.whyNot(state, piece, t) ?? t("table.cannot_play"));
  };

  const takesPieces = state.legal.some((action) => action.card !== undefined || action.cards !== undefined);
  const hand = (
    <Hand
      pieces={state.view.hand}
      Piece={ui.Piece}
      size={ui.size}
      title={t("table.hand")}
      label={(piece) => ui.pieceLabel(piece, t)}
      playable={(piece) => (choosing && selection ? canChoose(selection, piece) : ui.tapAction(state, piece) !== null)}
      active={myTurn && (takesPieces || choosing)}
      selected={choosing ? chosen : []}
      choosing={choosing}
      onTap={tap}
    />
  );
  if (!selection) return hand;
  const name = ui.actionLabel({ type: selection.action }, t);
  const complete = isComplete(selection, chosen);
  return (
    <>
      <div class="hand-choice" role="group" aria-label={name}>
        {choosing ? (
          <>
            <span class="hint small">
              {selection.count !== undefined ? t("hand.choose_n", { n: selection.count }) : t("hand.choose_some")}
            </span>
            <button
              type="button"
              class="button"
              disabled={!complete}
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
      {hand}
    </>
  );
}
