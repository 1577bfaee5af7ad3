// Doublehand's table parts: the auction, haath par and kheench, the hidden trump, sar, and why a card is refused.
import { FrenchCard } from "../cards/French";
import { SuitIcon } from "../cards/suits";
import type { Translate } from "../i18n";
import type { Action, MatchState, View } from "../types";
import { playsOf } from "./generic";
import type { ControlsProps, GameUi } from "./types";

interface Trump {
  mode: "haath_par" | "kheench";
  revealed: boolean;
  card: string | null;
  suit: string | null;
}

interface DoublehandView extends View {
  bid: { seat: number; value: number } | null;
  trump: Trump | null;
  revealer: number | null;
  unseen_cards: number;
  hands_won: number[];
  sar: { on_table: number; holder: number | null; run: number };
}

const dh = (state: MatchState) => state.view as DoublehandView;

function suitWord(suit: string, t: Translate): string {
  return t(`suit.${suit}` as "suit.S");
}

/** Why this card cannot be played now, in the player's words; null when it can. */
export function whyNot(state: MatchState, card: string, t: Translate): string | null {
  if (state.to_act !== state.your_seat || state.your_seat === null) return t("table.not_your_turn");
  const view = dh(state);
  if (view.phase !== "playing") return t("table.cannot_play");
  if (playsOf(state).some((action) => action.card === card)) return null;
  if (state.legal.length === 1 && state.legal[0].type === "reveal_trump") return t("dh.why_reveal");
  const led = view.trick?.cards[0]?.[1]?.[1];
  if (led && view.hand.some((held) => held[1] === led) && card[1] !== led) {
    return t("dh.why_follow", { suit: suitWord(led, t) });
  }
  if (view.revealer === state.your_seat && view.trump?.suit) {
    return t("dh.why_trump", { suit: suitWord(view.trump.suit, t) });
  }
  return t("table.cannot_play");
}

function tapAction(state: MatchState, card: string): Action | null {
  return state.legal.find((action) => action.card === card && (action.type === "play" || action.type === "declare_trump")) ?? null;
}

function Controls({ state, act, t, names }: ControlsProps) {
  const view = dh(state);
  const mine = state.to_act === state.your_seat && state.your_seat !== null;
  if (view.phase === "bidding" && mine) {
    return (
      <div class="controls" role="group" aria-label={t("dh.bidding")}>
        <p class="hint">{t("dh.bidding")}</p>
        <div class="bid-buttons">
          {state.legal.map((action) => (
            <button
              key={JSON.stringify(action)}
              class={action.type === "pass" ? "button secondary" : "button"}
              onClick={() => act(action)}
            >
              {action.type === "pass" ? t("action.pass") : t("action.bid", { n: action.value ?? 0 })}
            </button>
          ))}
        </div>
        {view.unseen_cards > 0 && <p class="hint small">{t("dh.unseen", { n: view.unseen_cards })}</p>}
      </div>
    );
  }
  if (view.phase === "declaring") {
    if (!mine) {
      return <p class="hint">{t("dh.declaring_other", { name: names[state.to_act ?? 0] })}</p>;
    }
    const blind = state.legal.filter((action) => action.hidden_index !== undefined);
    return (
      <div class="controls">
        <p class="hint">{t("dh.declaring")}</p>
        <p class="hint small">{t("action.declare_haath_par")}</p>
        <p class="hint small">{t("action.declare_kheench")}</p>
        <div class="blind-row" role="group" aria-label={t("action.declare_kheench")}>
          {blind.map((action) => (
            <button
              key={action.hidden_index}
              class="blind-card"
              aria-label={`${t("action.declare_kheench")} ${(action.hidden_index ?? 0) + 1}`}
              onClick={() => act(action)}
            >
              <FrenchCard faceDown />
            </button>
          ))}
        </div>
      </div>
    );
  }
  const reveal = mine && state.legal.find((action) => action.type === "reveal_trump");
  if (reveal) {
    return (
      <div class="controls">
        <button class="button accent" onClick={() => act(reveal)}>
          {t("action.reveal_trump")}
        </button>
      </div>
    );
  }
  if (view.unseen_cards > 0 && view.phase === "bidding") {
    return <p class="hint small">{t("dh.unseen", { n: view.unseen_cards })}</p>;
  }
  return null;
}

function Status({ state, t, names }: ControlsProps) {
  const view = dh(state);
  const team = state.your_seat === null ? 0 : state.your_seat % 2;
  return (
    <div class="game-status">
      {view.bid && <span class="chip">{t("dh.bid", { n: view.bid.value, name: names[view.bid.seat] })}</span>}
      {view.trump && (
        <span class="chip trump" title={view.trump.card ? t("dh.trump") : t("dh.trump_hidden")}>
          <span class="mini-card">
            <FrenchCard card={view.trump.card ?? undefined} faceDown={!view.trump.card} />
          </span>
          {view.trump.suit ? (
            <span>
              {t("dh.trump")} <SuitIcon suit={view.trump.suit} />
            </span>
          ) : (
            <span>{t("dh.trump_hidden")}</span>
          )}
        </span>
      )}
      {view.hands_won && view.phase === "playing" && (
        <span class="chip" title={t("dh.sar_hint")}>
          {t("dh.hands_won")} {view.hands_won[team]}–{view.hands_won[1 - team]}
        </span>
      )}
      {view.sar?.on_table > 0 && view.phase === "playing" && (
        <span class="chip" title={t("dh.sar_hint")}>{t("dh.on_table", { n: view.sar.on_table })}</span>
      )}
    </div>
  );
}

export const doublehand: GameUi = {
  id: "doublehand",
  seats: 4,
  direction: "ccw",
  whyNot,
  tapAction,
  Controls,
  Status,
  bidWinner: (view) => (view as DoublehandView).bid?.seat ?? null,
};
