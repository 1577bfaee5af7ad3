import { act, renderHook } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Beat, beatsBetween, PACE, SPEEDS } from "./playback";
import { matchState } from "./testing/matchState";
import type { Action, MatchEvent, MatchState, Trick } from "./types";
import { usePlayback } from "./usePlayback";

const toTrick = (action: Action) => (action.type === "play" && action.card ? [action.card] : []);

/** The fake game at `seq`, with `trick` on the table and `tricks` taken, the last of them the match's last trick. */
function state(seq: number, trick: Trick | null, tricks: Trick[]): MatchState {
  return matchState("fake", { trick, tricks }, [], 0, { seq, last_trick: tricks.at(-1) ?? null });
}

const play = (seq: number, seat: number, card: string): MatchEvent => ({
  seq,
  type: "action",
  seat,
  by_computer: true,
  at: "2026-01-01T10:00:00Z",
  action: { type: "play", card, seat },
});

/** A trick of spades led and won by seat 0. */
const trick: Trick = {
  leader: 0,
  cards: [
    [0, "AS"],
    [1, "2S"],
    [2, "3S"],
    [3, "4S"],
  ],
  winner: 0,
};

const shape = (beats: Beat[]) =>
  beats.map((beat) =>
    beat.deal
      ? `deal ${beat.deal.number}`
      : beat.said && !beat.said.toTrick
        ? `${beat.said.seat} ${beat.said.action.type}`
        : `${beat.trick?.cards.map(([, card]) => card).join(" ") ?? "-"}${beat.won ? " won" : ""}${beat.gather ? " gather" : ""}`,
  );

describe("the steps between two states", () => {
  it("shows each card played, then the trick's winner, then the trick gathered", () => {
    const first: Trick = {
      leader: 1,
      cards: [
        [1, "AS"],
        [2, "3S"],
        [3, "KS"],
        [0, "2S"],
      ],
      winner: 1,
    };
    const before = state(10, { leader: 1, cards: [[1, "AS"]] }, []);
    const after = state(14, { leader: 1, cards: [[1, "QH"]] }, [first]);
    const events = [play(11, 2, "3S"), play(12, 3, "KS"), play(13, 0, "2S"), play(14, 1, "QH")];
    const beats = beatsBetween(before, after, events, toTrick, Number.POSITIVE_INFINITY);
    expect(shape(beats)).toEqual([
      "AS 3S",
      "AS 3S KS",
      "AS 3S KS 2S",
      "AS 3S KS 2S won",
      "AS 3S KS 2S won gather",
      "QH",
    ]);
    expect(beats[3].trick?.winner).toBe(1);
    expect(beats[0].ms).toBe(PACE.play);
    expect(beats[1].said).toEqual({ seat: 3, action: { type: "play", card: "KS", seat: 3 }, toTrick: true });
  });

  it("ends a deal with its summary, then shows the next deal's calls, and rests on an empty table", () => {
    const last: Trick = {
      leader: 2,
      cards: [
        [2, "KC"],
        [3, "KD"],
        [0, "KS"],
        [1, "JC"],
      ],
      winner: 2,
    };
    const before = state(
      40,
      {
        leader: 2,
        cards: [
          [2, "KC"],
          [3, "KD"],
          [0, "KS"],
        ],
      },
      [],
    );
    const after = state(45, null, []);
    const result = {
      number: 1,
      summary: { dealer: 1, void: false, tricks: [last], score_delta: [14, 0] },
      scores: [14, 0],
      games_won: [0, 0],
    };
    const events: MatchEvent[] = [
      play(41, 1, "JC"),
      { seq: 42, type: "deal_end", seat: null, by_computer: false, at: "2026-01-01T10:00:00Z", result },
      {
        seq: 43,
        type: "deal",
        seat: null,
        by_computer: false,
        at: "2026-01-01T10:00:00Z",
        deal: { number: 2, dealer: 2 },
      },
      {
        seq: 44,
        type: "action",
        seat: 3,
        by_computer: true,
        at: "2026-01-01T10:00:00Z",
        action: { type: "pass", seat: 3 },
      },
      {
        seq: 45,
        type: "action",
        seat: 0,
        by_computer: true,
        at: "2026-01-01T10:00:00Z",
        action: { type: "bid", value: 7, seat: 0 },
      },
    ];
    const beats = beatsBetween(before, after, events, toTrick, 5000);
    expect(shape(beats)).toEqual([
      "KC KD KS JC",
      "KC KD KS JC won",
      "KC KD KS JC won gather",
      "deal 1",
      "3 pass",
      "0 bid",
    ]);
    expect(beats[3].ms).toBe(5000);
  });

  it("leaves the middle empty after a trick is gathered and nothing new is played", () => {
    const before = state(3, { leader: 0, cards: trick.cards.slice(0, 3) }, []);
    const after = state(4, { leader: 0, cards: [] }, [trick]);
    const beats = beatsBetween(before, after, [play(4, 3, "4S")], toTrick, 5000);
    expect(shape(beats).at(-1)).toBe("-");
    expect(beats.at(-1)?.ms).toBe(Number.POSITIVE_INFINITY);
  });

  it("shows the same steps faster at the fast speed, none shorter than the fastest beat", () => {
    const before = state(1, { leader: 0, cards: trick.cards.slice(0, 1) }, []);
    const after = state(4, { leader: 0, cards: [] }, [trick]);
    const events = [play(2, 1, "2S"), play(3, 2, "3S"), play(4, 3, "4S")];
    const normal = beatsBetween(before, after, events, toTrick, 5000);
    const fast = beatsBetween(before, after, events, toTrick, 5000, "fast");
    expect(shape(fast)).toEqual(shape(normal));
    expect(fast[0].ms).toBe(PACE.play * SPEEDS.fast);
    expect(fast[3].ms).toBe(PACE.won * SPEEDS.fast);
    const timed = (beats: Beat[]) => beats.filter((beat) => Number.isFinite(beat.ms)).map((beat) => beat.ms);
    for (const [index, ms] of timed(fast).entries()) {
      expect(ms).toBeLessThan(timed(normal)[index]);
      expect(ms).toBeGreaterThanOrEqual(160);
    }
  });

  it("speeds a long catch-up up, so that coming back never means a long show", () => {
    const events = Array.from(
      { length: 80 },
      (_, index): MatchEvent => ({
        seq: index + 1,
        type: "action",
        seat: index % 4,
        by_computer: true,
        at: "2026-01-01T10:00:00Z",
        action: { type: "pass", seat: index % 4 },
      }),
    );
    const beats = beatsBetween(state(0, null, []), state(80, null, []), events, toTrick, 5000);
    const total = beats.reduce((sum, beat) => sum + beat.ms, 0);
    expect(total).toBeLessThanOrEqual(20_000 + 1);
  });
});

describe("playing the steps", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const beat = (ms: number, extra: Partial<Beat> = {}): Beat => ({
    trick: null,
    won: false,
    gather: false,
    said: null,
    deal: null,
    ms,
    ...extra,
  });

  it("shows each beat for its time, waits on a deal's summary until the player moves on, and can be skipped", () => {
    const { result } = renderHook(() => usePlayback());
    const summary = beat(Number.POSITIVE_INFINITY, {
      deal: { number: 1, summary: { dealer: 0, void: true, score_delta: [0, 0] }, scores: [0, 0], games_won: [0, 0] },
    });
    expect(result.current.dealAhead()).toBe(false);
    act(() => result.current.play([beat(500), summary, beat(500)]));
    expect(result.current.beat?.ms).toBe(500);
    // The deal's end is ahead from the moment it is queued, before it is shown.
    expect(result.current.dealAhead()).toBe(true);
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.beat?.deal?.number).toBe(1);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current.beat?.deal?.number).toBe(1);
    expect(result.current.busy()).toBe(true);
    expect(result.current.dealAhead()).toBe(true);
    act(() => result.current.next());
    expect(result.current.beat?.ms).toBe(500);
    expect(result.current.dealAhead()).toBe(false);
    act(() => result.current.clear());
    expect(result.current.beat).toBeNull();
    expect(result.current.busy()).toBe(false);
  });

  it("passes over a batch's resting beat when more beats come after it", () => {
    const { result } = renderHook(() => usePlayback());
    act(() => result.current.play([beat(500), beat(Number.POSITIVE_INFINITY)]));
    act(() => result.current.play([beat(300)]));
    act(() => void vi.advanceTimersByTime(500));
    expect(result.current.beat?.ms).toBe(300);
    act(() => void vi.advanceTimersByTime(300));
    expect(result.current.beat).toBeNull();
    expect(result.current.busy()).toBe(false);
  });

  it("holds the table still while steps are fetched, then plays them", () => {
    const { result } = renderHook(() => usePlayback());
    act(() => result.current.hold(beat(Number.POSITIVE_INFINITY)));
    expect(result.current.busy()).toBe(true);
    act(() => result.current.play([]));
    expect(result.current.beat).toBeNull();
    expect(result.current.busy()).toBe(false);
  });
});
