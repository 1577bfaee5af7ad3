// Ganjifa's table parts: the prompt to discard against a dukal, the largest dukal of each suit offered in one tap;
// in the top bar the trump suit by day or night, the deal's number, and the cards each player has captured.
import { suggestedClass } from "../../practice";
import type { Action } from "../../types";
import type { ControlsProps } from "../types";
import { AVATAR_COLOURS, GanjifaCard } from "./Card";
import { suitOf } from "./hand";
import { type GanjifaKey, words } from "./keys";
import { ganjifaLabel } from "./label";
import { viewOf } from "./view";
import "./ganjifa.css";

/** The cards of the dukal being answered: the leader's first cards in the trick. */
export function dukalCards(plays: [number, string][], leader: number, size: number): string[] {
  return plays
    .filter(([seat]) => seat === leader)
    .map(([, card]) => card)
    .slice(0, size);
}

/** The largest dukal of each suit among the legal ones, in the order listed: the ones a player most often wants. */
export function largestDukals(legal: Action[]): Action[] {
  const best = new Map<string, Action>();
  for (const action of legal) {
    if (action.type !== "dukal" || !action.cards?.length) continue;
    const suit = suitOf(action.cards[0]);
    const held = best.get(suit);
    if (!held || (held.cards?.length ?? 0) < action.cards.length) best.set(suit, action);
  }
  return [...best.values()];
}

export function Controls({ state, act, t: shared, names, suggested }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const mine = state.to_act === state.your_seat && state.your_seat !== null;
  const suitName = (suit: string) => t(`ganjifa.suit.${suit}` as GanjifaKey);
  if (view.dukal) {
    const said = { name: names[view.dukal.leader] ?? "", n: view.dukal.size };
    const discarding = mine && state.legal.some((action) => action.type === "discard");
    // The trick in the middle shows each seat's last card only: the dukal is drawn here whole.
    const led = dukalCards(view.trick?.cards ?? [], view.dukal.leader, view.dukal.size);
    const label = led.map((card) => ganjifaLabel(card, shared)).join(", ");
    return (
      <div class="ganjifa-answer">
        <span class="ganjifa-led" role="img" aria-label={`${t("ganjifa.action.dukal")}: ${label}`}>
          {led.map((card) => (
            <span class="ganjifa-mini" key={card}>
              <GanjifaCard piece={card} />
            </span>
          ))}
        </span>
        <p class="hint ganjifa-prompt">{t(discarding ? "ganjifa.discard_prompt" : "ganjifa.discard_wait", said)}</p>
      </div>
    );
  }
  const dukals = mine ? largestDukals(state.legal) : [];
  if (!dukals.length) return null;
  return (
    <div class="controls ganjifa-dukals" role="group" aria-label={t("ganjifa.dukal_offer")}>
      <span class="hint small">{t("ganjifa.dukal_offer")}</span>
      {dukals.map((action) => {
        const suit = suitOf(action.cards?.[0] ?? "");
        return (
          <button
            type="button"
            key={suit}
            class={`button secondary ganjifa-dukal${suggestedClass(action, suggested)}`}
            style={{ borderColor: AVATAR_COLOURS[suit] }}
            onClick={() => act(action)}
          >
            {/* Short to the eye (the suit's Raja, its name, the count), whole to a screen reader after it. */}
            <span class="ganjifa-mini" aria-hidden="true">
              <GanjifaCard piece={`${suit}:K`} />
            </span>
            {suitName(suit)} × {action.cards?.length ?? 0}
            <span class="sr-only">
              : {t("ganjifa.dukal_of", { suit: suitName(suit), n: action.cards?.length ?? 0 })}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The trump suit with its king drawn small, the deal's number in a longer match, and each player's captures. */
export function Status({ state, t: shared, names }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  if (!view.trump) return null;
  const trump = t(`ganjifa.suit.${view.trump}` as GanjifaKey);
  const period = t(view.period === "night" ? "ganjifa.period.night" : "ganjifa.period.day");
  return (
    <div class="game-status ganjifa-status">
      <span class="chip trump" role="img" aria-label={`${period}. ${t("ganjifa.trumps", { suit: trump })}`}>
        <span class="ganjifa-mini" aria-hidden="true">
          <GanjifaCard piece={`${view.trump}:K`} />
        </span>
        {period} · {t("ganjifa.trumps", { suit: trump })}
      </span>
      {view.deals > 1 && <span class="chip">{t("ganjifa.deal_of", { n: view.deal_number, deals: view.deals })}</span>}
      {(view.captured ?? []).map((n, seat) => (
        <span
          key={seat}
          class={`chip ganjifa-captured${seat === state.your_seat ? " mine" : ""}`}
          role="img"
          aria-label={t("ganjifa.captured", { name: names[seat] ?? "", n })}
        >
          {names[seat]} <strong>{n}</strong>
        </span>
      ))}
    </div>
  );
}
