// All Fours' table parts: the kick, stand or beg and give one or run the pack as clear choices, the trump and points.
import { FrenchCard } from "../../cards/French";
import { frenchLabel } from "../../cards/frenchNames";
import { SuitIcon } from "../../cards/suits";
import type { MessageKey, Translate } from "../../i18n";
import { suggestedClass } from "../../practice";
import type { Action } from "../../types";
import type { ControlsProps } from "../types";
import { pointName, shortCard } from "./deal";
import { type AllFoursKey, words } from "./keys";
import { type AllFoursView, type Award, proposedSuit, viewOf } from "./view";
import "./allfours.css";

const suitName = (suit: string, t: Translate) => t(`card.suit.${suit}` as MessageKey);

/** The kicked cards, the last one (the proposed trump) on top; each named for screen readers. */
function Kicks({ view, t }: { view: AllFoursView; t: Translate }) {
  return (
    <div class="allfours-kicks" role="group" aria-label={words(t)("allfours.kick")}>
      {view.kicks.map((card) => (
        <span class="allfours-kick" key={card} data-piece={card}>
          <FrenchCard piece={card} label={frenchLabel(card, t)} />
        </span>
      ))}
    </div>
  );
}

interface CallsProps {
  actions: Action[];
  act: (action: Action) => void;
  t: Translate;
  suit: string;
  suggested?: Action | null;
}

/** Two calls side by side, each with what it does in a short line. */
function Calls({ actions, act, t, suit, suggested }: CallsProps) {
  const w = words(t);
  return (
    <div class="bid-buttons allfours-calls">
      {actions.map((action) => (
        <button
          type="button"
          key={action.type}
          class={`button allfours-call${suggestedClass(action, suggested)}`}
          onClick={() => act(action)}
        >
          <strong>{w(`allfours.action.${action.type}` as AllFoursKey)}</strong>
          <small>{w(`allfours.help.${action.type}` as AllFoursKey, { suit: suitName(suit, t) })}</small>
        </button>
      ))}
    </div>
  );
}

/** Before play: the kick, who is choosing what, and for the one choosing, the two calls. */
export function Controls({ state, act, t: shared, names, suggested }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const mine = state.to_act === state.your_seat && state.your_seat !== null;
  if (view.phase !== "stand_or_beg" && view.phase !== "give_or_run") return null;
  const suit = proposedSuit(view) ?? "S";
  const toAct = names[state.to_act ?? 0] ?? "";
  const elder = names[view.elder ?? 0] ?? "";
  let question: string;
  if (view.phase === "stand_or_beg") {
    question = mine ? t("allfours.stand_or_beg") : t("allfours.stand_or_beg_other", { name: toAct });
  } else if (mine) question = t("allfours.give_or_run", { name: elder });
  else question = t("allfours.give_or_run_other", { name: elder, dealer: toAct });
  return (
    <div class="controls allfours-choice" data-testid="allfours-choice">
      <div class="allfours-kick-row">
        <Kicks view={view} t={shared} />
        <div>
          <p class="hint">{t("allfours.kick_shows", { suit: suitName(suit, shared) })}</p>
          <p class="question">{question}</p>
          {view.phase === "give_or_run" && <p class="hint small">{t("allfours.pack_left", { n: view.pack })}</p>}
        </div>
      </div>
      {mine && <Calls actions={state.legal} act={act} t={shared} suit={suit} suggested={suggested} />}
    </div>
  );
}

/** One point scored this deal: what for (with its card, short), whose side, how many; in full words for readers. */
function Point({ award, view, side, t }: { award: Award; view: AllFoursView; side: string; t: Translate }) {
  const deal = { trump: view.trump, tricks: view.tricks ?? [] };
  const said = (name: string) => `${name} · ${side} +${award.points}`;
  return (
    <span
      class={`chip allfours-point side-${award.team}`}
      data-kind={award.kind}
      role="img"
      aria-label={said(pointName(award, deal, t))}
    >
      {said(pointName(award, deal, t, shortCard))}
    </span>
  );
}

/** The kicks, the trump once play begins, and each point scored this deal, in order, marked for whose side. */
export function Status({ state, t: shared }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  if (!view.kicks?.length) return null;
  const mySide = state.your_seat === null ? null : state.your_seat % 2;
  const sideWord = (team: number) =>
    mySide === null ? shared("common.team", { n: team + 1 }) : team === mySide ? t("allfours.us") : t("allfours.them");
  const kicks = view.kicks.map((card) => frenchLabel(card, shared)).join(", ");
  return (
    <div class="game-status">
      <span class="chip" role="img" aria-label={`${t("allfours.kick")}: ${kicks}`}>
        {t("allfours.kick")}
        {view.kicks.map((card) => (
          <span class="mini-card" key={card}>
            <FrenchCard piece={card} />
          </span>
        ))}
      </span>
      {view.trump && (
        <span class="chip trump" role="img" aria-label={`${t("allfours.trump")}: ${suitName(view.trump, shared)}`}>
          {t("allfours.trump")}{" "}
          <span class="suit-chip">
            <SuitIcon suit={view.trump} />
          </span>
        </span>
      )}
      {view.points.map((award, index) => (
        <Point key={`${award.kind}-${index}`} award={award} view={view} side={sideWord(award.team)} t={shared} />
      ))}
    </div>
  );
}
