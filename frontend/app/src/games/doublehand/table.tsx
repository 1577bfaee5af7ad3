// Doublehand's table parts: the auction, haath par and kheench, the hidden trump, and sar in the top bar.
import { FrenchCard } from "../../cards/French";
import { SuitIcon } from "../../cards/suits";
import type { ControlsProps } from "../types";
import { words } from "./messages";
import { viewOf } from "./view";

export function Controls({ state, act, t: shared, names }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const mine = state.to_act === state.your_seat && state.your_seat !== null;
  if (view.phase === "bidding" && mine) {
    return (
      <div class="controls" role="group" aria-label={t("doublehand.bidding")}>
        <p class="hint">{t("doublehand.bidding")}</p>
        <div class="bid-buttons">
          {state.legal.map((action) => (
            <button
              type="button"
              key={JSON.stringify(action)}
              class={action.type === "pass" ? "button secondary" : "button"}
              onClick={() => act(action)}
            >
              {action.type === "pass" ? t("action.pass") : t("action.bid", { n: action.value ?? 0 })}
            </button>
          ))}
        </div>
        {view.unseen_cards > 0 && <p class="hint small">{t("doublehand.unseen", { n: view.unseen_cards })}</p>}
      </div>
    );
  }
  if (view.phase === "declaring") {
    if (!mine) {
      return <p class="hint">{t("doublehand.declaring_other", { name: names[state.to_act ?? 0] })}</p>;
    }
    const blind = state.legal.filter((action) => action.hidden_index !== undefined);
    return (
      <div class="controls">
        <p class="hint">{t("doublehand.declaring")}</p>
        <p class="hint small">{t("doublehand.declare_haath_par")}</p>
        <p class="hint small">{t("doublehand.declare_kheench")}</p>
        <div class="blind-row" role="group" aria-label={t("doublehand.declare_kheench")}>
          {blind.map((action) => (
            <button
              type="button"
              key={action.hidden_index}
              class="blind-card"
              aria-label={`${t("doublehand.declare_kheench")} ${(action.hidden_index ?? 0) + 1}`}
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
        <button type="button" class="button accent" onClick={() => act(reveal)}>
          {t("action.reveal_trump")}
        </button>
      </div>
    );
  }
  if (view.unseen_cards > 0 && view.phase === "bidding") {
    return <p class="hint small">{t("doublehand.unseen", { n: view.unseen_cards })}</p>;
  }
  return null;
}

export function Status({ state, t: shared, names }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const team = state.your_seat === null ? 0 : state.your_seat % 2;
  return (
    <div class="game-status">
      {view.bid && <span class="chip">{t("doublehand.bid", { n: view.bid.value, name: names[view.bid.seat] })}</span>}
      {view.trump && (
        <span class="chip trump" title={view.trump.card ? t("doublehand.trump") : t("doublehand.trump_hidden")}>
          <span class="mini-card">
            <FrenchCard piece={view.trump.card ?? undefined} faceDown={!view.trump.card} />
          </span>
          {view.trump.suit ? (
            <span>
              {t("doublehand.trump")} <SuitIcon suit={view.trump.suit} />
            </span>
          ) : (
            <span>{t("doublehand.trump_hidden")}</span>
          )}
        </span>
      )}
      {view.hands_won && view.phase === "playing" && (
        <span class="chip" title={t("doublehand.sar_hint")}>
          {t("doublehand.hands_won")} {view.hands_won[team]}–{view.hands_won[1 - team]}
        </span>
      )}
      {view.sar?.on_table > 0 && view.phase === "playing" && (
        <span class="chip" title={t("doublehand.sar_hint")}>
          {t("doublehand.on_table", { n: view.sar.on_table })}
        </span>
      )}
    </div>
  );
}
