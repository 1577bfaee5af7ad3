// Naming trumps: the choices the server allows (a suit of pips, doubles, no trump, and in marks nello and sevens),
// each with its sign and how many of the player's dominoes it would make trumps.
import { suggestedClass } from "../../practice";
import type { ControlsProps } from "../types";
import { namingPrompt } from "./announce";
import { words } from "./keys";
import { trumpName } from "./names";
import { TrumpSign } from "./signs";
import { hasNoTrumps, TRUMP_CHOICES, type TrumpName, trumpsHeld } from "./suits";
import { viewOf } from "./view";

/** The hint that says what the number on each choice counts (one bid winner at a time, so one such hint). */
const HELD_HINT = "texas42-held-hint";

export function NamingTrumps({ state, act, t: shared, names, suggested }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const prompt = namingPrompt(state, shared, names);
  const offered = (trump: TrumpName) =>
    state.legal.find((action) => action.type === "name_trump" && action.trump === trump);
  const contracts = offered("nello") || offered("sevens");
  return (
    <div class="controls texas42-naming" role="group" aria-label={prompt}>
      <p class="hint">{prompt}</p>
      <div class="bid-buttons texas42-trumps">
        {TRUMP_CHOICES.map((trump) => {
          const action = offered(trump);
          if (!action) return null;
          const held = hasNoTrumps(trump) ? null : trumpsHeld(view.hand, trump);
          const name = trumpName(trump, shared);
          return (
            <button
              type="button"
              key={String(trump)}
              class={`button texas42-trump${suggestedClass(action, suggested)}`}
              data-trump={trump}
              aria-describedby={held === null ? undefined : HELD_HINT}
              onClick={() => act(action)}
            >
              <TrumpSign trump={trump} />
              <span class="texas42-trump-name">{name}</span> {held !== null && <span class="texas42-held">{held}</span>}
            </button>
          );
        })}
      </div>
      <p class="hint small" id={HELD_HINT}>
        {t("texas42.naming_hint")}
      </p>
      {contracts && <p class="hint small">{t("texas42.naming_contracts_hint")}</p>}
    </div>
  );
}
