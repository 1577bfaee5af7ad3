// Texas 42 in the top bar: the calls while bidding; then the bid, the trumps (with how the doubles play where there
// is no trump suit), the seat sitting out a nello, made or set once decided, and what each side has taken.
import { useLayoutEffect } from "preact/hooks";
import { Domino } from "../../cards/Domino";
import type { Translate } from "../../i18n";
import type { ControlsProps } from "../types";
import { COUNT } from "./count";
import { words } from "./keys";
import { bidSaid, bidText, bidValue, dominoLabel, trumpText } from "./names";
import { TrumpSign } from "./signs";
import { showTrump } from "./trumpOnTable";
import { type Call, playsMarks, type Texas42View, teamOf, viewOf } from "./view";

/** What one side has taken this hand: its points, and its count dominoes drawn small; in full words for readers. */
function Taken({ view, team, side, t: shared }: { view: Texas42View; team: number; side: string; t: Translate }) {
  const t = words(shared);
  const count = view.count_taken?.[team] ?? [];
  const points = view.points_taken?.[team] ?? 0;
  const tricks = view.tricks_taken?.[team] ?? 0;
  const label = count.length
    ? t("texas42.taken", { side, n: points, tricks, count: count.map((tile) => dominoLabel(tile, shared)).join(", ") })
    : t("texas42.taken_none", { side, n: points, tricks });
  return (
    <span class={`chip texas42-taken side-${team}`} role="img" aria-label={label} data-team={team}>
      <span>
        {side} <strong>{points}</strong>
      </span>
      {count.map((tile) => (
        <span class="texas42-mini" key={tile}>
          <Domino tile={tile} lying marked={tile in COUNT} />
        </span>
      ))}
    </span>
  );
}

/** A call as said: "Asha passed", "Ravi bid 2 marks", "Meena bid Splash, 3 marks". */
function callText(call: Call, marks: boolean, names: string[], shared: Translate): string {
  const name = names[call.seat];
  if (call.type === "pass") return words(shared)("said.pass", { name });
  return bidSaid(name, { value: call.value ?? 0, contract: call.contract }, marks, shared);
}

export function Status({ state, t: shared, names }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const trump = view.trump ?? null;
  const marks = playsMarks(view.options);
  // The tiles drawn at the table mark the trumps of the hand being played.
  useLayoutEffect(() => showTrump(trump), [trump]);
  useLayoutEffect(() => () => showTrump(null), []);
  if (view.phase === "bidding") {
    if (!view.calls?.length) return null;
    return (
      <div class="game-status texas42-calls">
        {view.calls.map((call) => (
          <span class={`chip${call.type === "pass" ? " passed" : ""}`} key={call.seat}>
            {callText(call, marks, names, shared)}
          </span>
        ))}
      </div>
    );
  }
  const bid = view.bid;
  if (!bid) return null;
  const mySide = state.your_seat === null ? null : teamOf(state.your_seat);
  const sideWord = (team: number) =>
    mySide === null ? shared("common.team", { n: team + 1 }) : team === mySide ? t("table.us") : t("table.them");
  const teams = mySide === null ? [0, 1] : [mySide, 1 - mySide];
  const named = trump === null ? null : trumpText(trump, view.doubles, shared);
  const contract = trump === "nello" || trump === "sevens";
  const sitter = view.sitting_out ?? null;
  return (
    <div class="game-status texas42-status">
      <span class="chip">
        {bid.contract
          ? t("texas42.bid_contract_by", {
              contract: t(`texas42.contract.${bid.contract}`),
              n: bidValue(bid.value, marks, shared),
              name: names[bid.seat],
            })
          : t("texas42.bid_by", { n: bidText(bid, marks, shared), name: names[bid.seat] })}
      </span>
      {trump !== null && (
        <span
          class={`chip trump${contract ? " texas42-contract" : ""}`}
          role="img"
          aria-label={contract ? (named ?? "") : t("texas42.action.name_trump", { trump: named ?? "" })}
        >
          {!contract && t("texas42.trumps")} <TrumpSign trump={trump} /> {named}
        </span>
      )}
      {sitter !== null && (
        <span class="chip texas42-sitting-out">{t("texas42.sitting_out", { name: names[sitter] })}</span>
      )}
      {view.result && <span class={`chip texas42-result ${view.result}`}>{t(`texas42.result.${view.result}`)}</span>}
      {view.phase === "playing" &&
        teams.map((team) => <Taken key={team} view={view} team={team} side={sideWord(team)} t={shared} />)}
    </div>
  );
}
