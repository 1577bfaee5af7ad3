import { act, renderHook } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { still } from "../../playback";
import type { DealResult } from "../../types";
import type { Playback } from "../../usePlayback";
import { useDealSummary } from "./useDealSummary";

const result = (number: number): DealResult => ({
  number,
  summary: { dealer: 0, score_delta: [10, 0], void: false },
  scores: [10, 0],
  games_won: [0, 0],
});

/** A playback showing `deal`'s summary (or nothing); `next` is noted. */
const showing = (deal: DealResult | null): Playback => ({
  beat: deal ? { ...still(null, Number.POSITIVE_INFINITY), deal } : null,
  play: vi.fn(),
  hold: vi.fn(),
  next: vi.fn(),
  clear: vi.fn(),
  skip: () => null,
  busy: () => deal !== null,
  dealAhead: () => deal !== null,
});

describe("a deal's summary on the table", () => {
  it("keeps one the player skipped past until they tap on", () => {
    const playback = showing(null);
    const { result: shown } = renderHook(() => useDealSummary(playback, false));
    act(() => shown.current.keep(result(3)));
    expect(shown.current.result?.number).toBe(3);
    act(() => shown.current.close());
    expect(shown.current.result).toBeNull();
    expect(playback.next).not.toHaveBeenCalled();
  });

  it("lets a kept one give way once cards are played again", () => {
    const { result: shown, rerender } = renderHook(({ playing }) => useDealSummary(showing(null), playing), {
      initialProps: { playing: false },
    });
    act(() => shown.current.keep(result(3)));
    rerender({ playing: true });
    expect(shown.current.result).toBeNull();
  });

  it("shows the one the playback has come to, and moves the playback on when closed", () => {
    const playback = showing(result(4));
    const { result: shown } = renderHook(() => useDealSummary(playback, false));
    expect(shown.current.result?.number).toBe(4);
    act(() => shown.current.close());
    expect(playback.next).toHaveBeenCalledOnce();
  });
});
