// The steps between two states of a match, so that moves that arrived together are shown one after another.
import type { Action, DealResult, MatchEvent, MatchState, Trick } from "./types";

/** One step of the table as a person should see it. */
export interface Beat {
  /** What the middle of the table shows. */
  trick: Trick | null;
  /** The trick is complete: its winner is shown. */
  won: boolean;
  /** The complete trick's cards go to its winner. */
  gather: boolean;
  /** The action this beat shows, and who took it (for a call by the seat, and for screen readers). */
  said: { seat: number; action: Action; toTrick: boolean } | null;
  /** A deal ended: its summary waits on this beat. */
  deal: DealResult | null;
  /** How long the beat stays before the next one, in milliseconds; Infinity until the player moves on. */
  ms: number;
}

/** A readable pace: long enough to see who played what, short enough not to keep anyone waiting. */
export const PACE = { play: 650, call: 850, won: 900, gather: 320 };
/**
 * How long each beat stays at each speed of play, as a share of `PACE`: a player who knows the game can have others'
 * moves shown faster (a trick of four in about 1.4 s instead of 3.2 s), no beat shorter than FASTEST_BEAT_MS.
 */
export const SPEEDS = { normal: 1, fast: 0.4 } as const;
export type Speed = keyof typeof SPEEDS;
/** A catch-up longer than this is played faster, so that coming back to the table never means a long show. */
const LONGEST_SHOW_MS = 20_000;
const FASTEST_BEAT_MS = 160;

/** A beat that only shows a trick (or an empty middle) for a time. */
export const still = (trick: Trick | null, ms: number): Beat => ({
  trick,
  won: false,
  gather: false,
  said: null,
  deal: null,
  ms,
});

/**
 * The beats from `before` to `after`, rebuilt from the events between them: each call, each card played, each
 * trick won and collected, each deal's end. Tricks are completed and won as the finished tricks of the deal say
 * (the deal's summary for a deal that ended, else the latest view), so no game rule is repeated here.
 */
export function beatsBetween(
  before: MatchState,
  after: MatchState,
  events: MatchEvent[],
  toTrick: (action: Action) => string[],
  summaryMs: number,
  speed: Speed = "normal",
): Beat[] {
  const beats: Beat[] = [];
  const at = (ms: number) => Math.max(FASTEST_BEAT_MS, ms * SPEEDS[speed]);
  const pace = { play: at(PACE.play), call: at(PACE.call), won: at(PACE.won), gather: at(PACE.gather) };
  const ends = events.filter((event) => event.type === "deal_end" && event.result);
  let deal = 0;
  let finished = before.view.tricks?.length ?? 0;
  let current: Trick | null = before.view.trick?.cards.length ? before.view.trick : null;
  const known = () => ends[deal]?.result?.summary.tricks ?? after.view.tricks ?? [];
  for (const event of events) {
    if (event.type === "action" && event.action && event.seat !== null) {
      const seat = event.seat;
      const pieces = toTrick(event.action);
      if (!pieces.length) {
        beats.push({ ...still(current, pace.call), said: { seat, action: event.action, toTrick: false } });
        continue;
      }
      const cards: [number, string][] = [
        ...(current?.cards ?? []),
        ...pieces.map((piece): [number, string] => [seat, piece]),
      ];
      current = { leader: current?.leader ?? seat, cards };
      beats.push({ ...still(current, pace.play), said: { seat, action: event.action, toTrick: true } });
      const complete = known()[finished];
      if (complete && complete.cards.length === cards.length) {
        beats.push({ ...still(complete, pace.won), won: true });
        beats.push({ ...still(complete, pace.gather), won: true, gather: true });
        finished += 1;
        current = null;
      }
    } else if (event.type === "deal_end" && event.result) {
      beats.push({ ...still(null, summaryMs), deal: event.result });
      deal += 1;
      finished = 0;
      current = null;
    } else if (event.type === "deal") {
      finished = 0;
      current = null;
    }
  }
  // After a trick is collected the middle stays empty, rather than show the collected trick again.
  if (beats.at(-1)?.gather && !after.view.trick?.cards.length) beats.push(still(null, Number.POSITIVE_INFINITY));
  return paced(beats);
}

/** The beats sped up evenly when showing them all at the usual pace would take too long. */
function paced(beats: Beat[]): Beat[] {
  const total = beats.reduce((sum, beat) => sum + (Number.isFinite(beat.ms) && !beat.deal ? beat.ms : 0), 0);
  if (total <= LONGEST_SHOW_MS) return beats;
  const factor = LONGEST_SHOW_MS / total;
  return beats.map((beat) =>
    Number.isFinite(beat.ms) && !beat.deal ? { ...beat, ms: Math.max(FASTEST_BEAT_MS, beat.ms * factor) } : beat,
  );
}
