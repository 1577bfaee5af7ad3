// Whose turn it is and the time left, and in practice the button that asks the expert.
import { clock } from "../../format";
import type { Translate } from "../../i18n";
import type { MatchState } from "../../types";
import type { PracticeHint } from "./usePracticeHint";

interface TurnRowProps {
  state: MatchState;
  t: Translate;
  names: string[];
  myTurn: boolean;
  /** When the turn's time runs out, and the time now (ticking once a second). */
  deadline: number | null;
  now: number;
  hint: PracticeHint;
}

export function TurnRow({ state, t, names, myTurn, deadline, now, hint }: TurnRowProps) {
  const turnText =
    state.to_act === null ? "" : myTurn ? t("table.your_turn") : t("table.waiting_for", { name: names[state.to_act] });
  return (
    <div class={`turn-row${state.hints ? " practice" : ""}`}>
      {/* Not a live region: the table's announcer tells the turn, once (the clock here ticks every second). */}
      <p class={`turn-line${myTurn ? " mine" : ""}`}>
        {turnText}
        {state.to_act !== null &&
          deadline !== null &&
          ` · ${t(state.clock === "bank" ? "table.bank_left" : "table.time_left", { time: clock(deadline - now) })}`}
      </p>
      {hint.mayAsk && (
        <button
          type="button"
          class="button small secondary hint-button"
          aria-label={t("hint.ask")}
          title={t("hint.ask")}
          aria-busy={hint.asking}
          data-testid="hint-button"
          onClick={hint.ask}
        >
          {t("hint.button")}
        </button>
      )}
    </div>
  );
}
