// Doublehand's table parts: the auction, haath par and kheench, the hidden trump, and sar in the top bar.
import { useState } from "preact/hooks";
import { FrenchCard } from "../../cards/French";
import { SuitIcon } from "../../cards/suits";
import { ConfirmBar } from "../../components/ConfirmBar";
import { suggestedClass } from "../../practice";
import type { Action } from "../../types";
import type { ControlsProps } from "../types";
import { words } from "./keys";
import type { TrumpWay } from "./plays";
import { viewOf } from "./view";

const WAYS: TrumpWay[] = ["haath_par", "kheench"];

/** The bid winner's choice of trump: first the way (two clear choices), then the card, then a confirmation. */
function Declaring({ state, act, t: shared, intent, setIntent, suggested }: ControlsProps) {
  const t = words(shared);
  const [blind, setBlind] = useState<Action | null>(null);
  const hidden = state.legal.filter((action) => action.hidden_index !== undefined);
  // The way the expert's declaration takes: from the hand (a card) or blind (a face-down card's place).
  const suggestedWay: TrumpWay | null =
    suggested?.type !== "declare_trump" ? null : suggested.card ? "haath_par" : "kheench";
  const choose = (way: TrumpWay) => {
    setBlind(null);
    setIntent(way);
  };
  return (
    <div class="controls declaring">
      <p class="hint">{t("doublehand.declaring")}</p>
      <div class={`way-choice${intent ? " decided" : ""}`} role="radiogroup" aria-label={t("doublehand.declaring")}>
        {WAYS.map((way) => (
          <button
            type="button"
            key={way}
            role="radio"
            aria-checked={intent === way}
            class={`way${intent === way ? " chosen" : ""}${suggestedWay === way ? " suggested" : ""}`}
            onClick={() => choose(way)}
          >
            <strong>{t(`doublehand.way.${way}`)}</strong>
            <small>{t(`doublehand.way.${way}.help`)}</small>
          </button>
        ))}
      </div>
      {intent === "haath_par" && <p class="hint small">{t("doublehand.tap_visible")}</p>}
      {intent === "kheench" && (
        <>
          <p class="hint small">{t("doublehand.pick_blind")}</p>
          <div class="blind-row" role="group" aria-label={t("doublehand.pick_blind")}>
            {hidden.map((action) => {
              const n = (action.hidden_index ?? 0) + 1;
              const chosen = blind?.hidden_index === action.hidden_index;
              return (
                <button
                  type="button"
                  key={action.hidden_index}
                  class={`blind-card${chosen ? " chosen" : ""}${suggestedClass(action, suggested)}`}
                  aria-label={t("doublehand.blind_card", { n })}
                  aria-pressed={chosen}
                  onClick={() => setBlind(action)}
                >
                  <FrenchCard faceDown />
                </button>
              );
            })}
          </div>
          {blind && (
            <ConfirmBar
              text={t("doublehand.action.kheench", { n: (blind.hidden_index ?? 0) + 1 })}
              t={shared}
              onConfirm={() => act(blind)}
              onCancel={() => setBlind(null)}
            />
          )}
        </>
      )}
    </div>
  );
}

export function Controls(props: ControlsProps) {
  const { state, act, t: shared, names, suggested } = props;
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
              class={`${action.type === "pass" ? "button secondary" : "button"}${suggestedClass(action, suggested)}`}
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
    if (!mine) return <p class="hint">{t("doublehand.declaring_other", { name: names[state.to_act ?? 0] })}</p>;
    return <Declaring {...props} />;
  }
  const reveal = mine && state.legal.find((action) => action.type === "reveal_trump");
  if (reveal) {
    return (
      <div class="controls">
        <button type="button" class={`button accent${suggestedClass(reveal, suggested)}`} onClick={() => act(reveal)}>
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

/** The bid, the trump (face down while hidden) and the hands won: a bar that wraps rather than run off a phone. */
export function Status({ state, t: shared, names }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const team = state.your_seat === null ? 0 : state.your_seat % 2;
  const playing = view.phase === "playing";
  return (
    <div class="game-status">
      {view.bid && <span class="chip">{t("doublehand.bid", { n: view.bid.value, name: names[view.bid.seat] })}</span>}
      {view.trump && (
        <span
          class="chip trump"
          role="img"
          aria-label={
            view.trump.suit
              ? `${t("doublehand.trump")}: ${shared(`card.suit.${view.trump.suit}` as "card.suit.S")}`
              : t("doublehand.trump_hidden")
          }
        >
          <span class="mini-card">
            <FrenchCard piece={view.trump.card ?? undefined} faceDown={!view.trump.card} />
          </span>
          {view.trump.suit ? (
            <span>
              {t("doublehand.trump")}{" "}
              <span class="suit-chip">
                <SuitIcon suit={view.trump.suit} />
              </span>
            </span>
          ) : (
            <span>{t("doublehand.trump_hidden")}</span>
          )}
        </span>
      )}
      {view.hands_won && playing && (
        <span class="chip" title={t("doublehand.sar_hint")}>
          {t("doublehand.hands_won")} {view.hands_won[team]}–{view.hands_won[1 - team]}
        </span>
      )}
      {view.sar?.on_table > 0 && playing && (
        <span class="chip" title={t("doublehand.sar_hint")}>
          {t("doublehand.on_table", { n: view.sar.on_table })}
        </span>
      )}
    </div>
  );
}
