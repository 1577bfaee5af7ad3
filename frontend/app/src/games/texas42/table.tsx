// Texas 42's table parts: the bidding and its doubling ladder, naming trumps, the suit led; in the top bar the
// calls, the bid, the trumps and what each side has taken this hand.
import { useLayoutEffect } from "preact/hooks";
import { Domino, DominoEnd } from "../../cards/Domino";
import type { Translate } from "../../i18n";
import { suggestedClass } from "../../practice";
import type { Action } from "../../types";
import type { ControlsProps } from "../types";
import { type BidChoices, bidChoices, bidPrompt, isCall, namesTrump } from "./bidding";
import { COUNT } from "./count";
import { words } from "./keys";
import { dominoLabel, suitName, trumpName } from "./names";
import { ledSuit, TRUMP_CHOICES, type TrumpName, trumpsHeld } from "./suits";
import { showTrump } from "./trumpOnTable";
import { type Bid, type Texas42View, teamOf, viewOf } from "./view";
import "./texas42.css";

interface BiddingProps {
  choices: BidChoices;
  high: Bid | null;
  names: string[];
  act: (action: Action) => void;
  t: Translate;
  suggested?: Action | null;
}

/** The bids the server allows as one grid of numbers (30 to 42), or, after a 42, the one doubling bid and pass. */
function Bidding({ choices, high, names, act, t: shared, suggested }: BiddingProps) {
  const t = words(shared);
  const { pass } = choices;
  const ladder = choices.bids.some((bid) => bid.doubles !== null);
  return (
    <div class="controls texas42-bidding" role="group" aria-label={t("texas42.bidding")}>
      <p class="hint">{bidPrompt(choices, high, names, shared)}</p>
      <div class={`bid-buttons texas42-bids${ladder ? " ladder" : ""}`}>
        {pass && (
          <button
            type="button"
            class={`button secondary texas42-pass${suggestedClass(pass, suggested)}`}
            onClick={() => act(pass)}
          >
            {t("action.pass")}
          </button>
        )}
        {choices.bids.map(({ action, value, doubles }) =>
          doubles === null ? (
            <button
              type="button"
              key={value}
              class={`button texas42-bid${suggestedClass(action, suggested)}`}
              aria-label={t("action.bid", { n: value })}
              onClick={() => act(action)}
            >
              {value}
            </button>
          ) : (
            <button
              type="button"
              key={value}
              class={`button texas42-bid doubling${suggestedClass(action, suggested)}`}
              onClick={() => act(action)}
            >
              <strong>{t("action.bid", { n: value })}</strong> <small>{t("texas42.bid.doubles", { n: doubles })}</small>
            </button>
          ),
        )}
      </div>
      {ladder && <p class="hint small">{t("texas42.bid.doubling_help")}</p>}
    </div>
  );
}

/** The sign of a trump on a button or a chip: an end with its pips, a double lying down, or a struck-out circle. */
function TrumpSign({ trump }: { trump: TrumpName }) {
  if (typeof trump === "number") return <DominoEnd n={trump} />;
  if (trump === "doubles") {
    return (
      <span class="texas42-double-sign" aria-hidden="true">
        <Domino tile="3-3" lying />
      </span>
    );
  }
  return (
    <svg class="texas42-no-trump" viewBox="0 0 40 40" aria-hidden="true">
      <circle cx="20" cy="20" r="15" />
      <line x1="9" y1="31" x2="31" y2="9" />
    </svg>
  );
}

/** The hint that says what the number on each choice counts (one bid winner at a time, so one such hint). */
const HELD_HINT = "texas42-held-hint";

/** The bid winner's nine choices, each with its sign and how many of the winner's dominoes it would make trumps. */
function NamingTrumps({ state, act, t: shared, suggested }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const offered = (trump: TrumpName) =>
    state.legal.find((action) => action.type === "name_trump" && action.trump === trump);
  return (
    <div class="controls texas42-naming" role="group" aria-label={t("texas42.naming", { n: view.bid?.value ?? "" })}>
      <p class="hint">{t("texas42.naming", { n: view.bid?.value ?? "" })}</p>
      <div class="bid-buttons texas42-trumps">
        {TRUMP_CHOICES.map((trump) => {
          const action = offered(trump);
          if (!action) return null;
          const held = trump === "notrump" ? null : trumpsHeld(view.hand, trump);
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
    </div>
  );
}

export function Controls(props: ControlsProps) {
  const { state, act, t: shared, names } = props;
  const t = words(shared);
  const view = viewOf(state);
  const mine = state.to_act === state.your_seat && state.your_seat !== null;
  // What the player is asked comes from the legal list: calls, the trump to name, or tiles to play.
  const high = view.bid ?? null;
  if (mine && state.legal.some(isCall)) {
    return (
      <Bidding
        choices={bidChoices(state.legal, high)}
        high={high}
        names={names}
        act={act}
        t={shared}
        suggested={props.suggested}
      />
    );
  }
  if (mine && state.legal.some(namesTrump)) return <NamingTrumps {...props} />;
  if (view.phase === "naming_trump") {
    const bid = view.bid;
    return bid ? <p class="hint">{t("texas42.naming_other", { name: names[bid.seat], n: bid.value })}</p> : null;
  }
  // The suit led, while it is the player's turn to follow: it says why some dominoes are dimmed.
  const led = view.phase === "playing" && mine ? ledSuit(view.trick) : null;
  return led === null ? null : <p class="hint texas42-led">{t("texas42.led", { suit: suitName(led, shared) })}</p>;
}

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

/** The calls while bidding; then the bid, the trumps, and each side's points and count taken. */
export function Status({ state, t: shared, names }: ControlsProps) {
  const t = words(shared);
  const view = viewOf(state);
  const trump = view.trump ?? null;
  // The tiles drawn at the table mark the trumps of the hand being played.
  useLayoutEffect(() => showTrump(trump), [trump]);
  useLayoutEffect(() => () => showTrump(null), []);
  if (view.phase === "bidding") {
    if (!view.calls?.length) return null;
    return (
      <div class="game-status texas42-calls">
        {view.calls.map((call) => (
          <span class={`chip${call.type === "pass" ? " passed" : ""}`} key={call.seat}>
            {call.type === "pass"
              ? t("said.pass", { name: names[call.seat] })
              : t("said.bid", { name: names[call.seat], n: call.value ?? 0 })}
          </span>
        ))}
      </div>
    );
  }
  if (!view.bid) return null;
  const mySide = state.your_seat === null ? null : teamOf(state.your_seat);
  const sideWord = (team: number) =>
    mySide === null ? shared("common.team", { n: team + 1 }) : team === mySide ? t("table.us") : t("table.them");
  const teams = mySide === null ? [0, 1] : [mySide, 1 - mySide];
  return (
    <div class="game-status texas42-status">
      <span class="chip">{t("texas42.bid_by", { n: view.bid.value, name: names[view.bid.seat] })}</span>
      {trump !== null && (
        <span
          class="chip trump"
          role="img"
          aria-label={t("texas42.action.name_trump", { trump: trumpName(trump, shared) })}
        >
          {t("texas42.trumps")} <TrumpSign trump={trump} /> {trumpName(trump, shared)}
        </span>
      )}
      {view.phase === "playing" &&
        teams.map((team) => <Taken key={team} view={view} team={team} side={sideWord(team)} t={shared} />)}
    </div>
  );
}
