import { act, renderHook, waitFor } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translator } from "../../i18n";
import { matchState } from "../../testing/matchState";
import type { MatchFeed } from "./useMatchFeed";
import { RETRY_FIRST_MS, useMoves } from "./useMoves";

const toasts = vi.hoisted(() => [] as string[]);
vi.mock("../../components/Toast", () => ({ toast: (text: string) => toasts.push(text) }));

const t = translator("en");
const PLAY = { type: "play", card: "a" };

/** Asha (seat 0) to play at seq 5 against people (the fixture's), so that no computer's answer is looked for. */
const STATE = matchState("pebbles", {}, [PLAY], 0, { seq: 5 });

function fakeFeed(): MatchFeed {
  return {
    state: STATE,
    error: null,
    offline: false,
    betweenDeals: false,
    playback: { skip: () => null } as unknown as MatchFeed["playback"],
    accept: vi.fn(),
    latestSeq: () => 5,
    checkNow: vi.fn(),
    checkSoon: vi.fn(),
  };
}

interface Sent {
  key: string;
  body: unknown;
}

/** A connection that is down while `down()` says so; each move that reaches the server is answered by `answer`. */
function connection(
  down: () => boolean,
  answer: () => Response = () => new Response(JSON.stringify({ ...STATE, seq: 6, to_act: 1 }), { status: 201 }),
) {
  const arrived: Sent[] = [];
  const tried: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init?: RequestInit) => {
      const key = ((init?.headers ?? {}) as Record<string, string>)["Idempotency-Key"];
      tried.push(key);
      if (down()) throw new TypeError("Failed to fetch");
      arrived.push({ key, body: JSON.parse(String(init?.body)) });
      return answer();
    }),
  );
  return { arrived, tried };
}

beforeEach(() => {
  toasts.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a move made without a connection", () => {
  it("waits, says so, and is sent once with its key when the connection is back", async () => {
    let offline = true;
    const { arrived, tried } = connection(() => offline);
    const feed = fakeFeed();
    const { result, unmount } = renderHook(() => useMoves("k7Qx2", STATE, feed, vi.fn(), t));
    await act(() => result.current.act(PLAY));
    expect(result.current.waiting).toEqual(PLAY);
    expect(toasts).toEqual([t("table.move_queued")]);
    // A second tap while the first waits is refused in words, and nothing more is sent.
    await act(() => result.current.act({ type: "play", card: "b" }));
    expect(toasts.at(-1)).toBe(t("table.move_still_waiting"));
    expect(tried).toHaveLength(1);

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(result.current.waiting).toBeNull());
    expect(arrived).toEqual([{ key: tried[0], body: { action: PLAY, expected_seq: 5 } }]);
    expect(feed.accept).toHaveBeenCalledTimes(1);
    expect(toasts.at(-1)).toBe(t("table.move_sent"));
    unmount();
  });

  it("is tried again on a timer when the browser says nothing, with the same key every time", async () => {
    vi.useFakeTimers();
    let down = 3;
    const { arrived, tried } = connection(() => down-- > 0);
    const { result, unmount } = renderHook(() => useMoves("k7Qx2", STATE, fakeFeed(), vi.fn(), t));
    await act(() => result.current.act(PLAY));
    for (let wait = RETRY_FIRST_MS; result.current.waiting !== null; wait *= 2) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(wait);
      });
    }
    expect(tried).toHaveLength(4);
    expect(new Set(tried).size).toBe(1);
    expect(arrived.map((sent) => sent.key)).toEqual([tried[0]]);
    unmount();
  });

  it("tells why when the table moved on meanwhile, and reads the match again", async () => {
    let offline = true;
    const stale = () => new Response(JSON.stringify({ code: "stale", message: "moved on" }), { status: 409 });
    connection(() => offline, stale);
    const feed = fakeFeed();
    const { result, unmount } = renderHook(() => useMoves("k7Qx2", STATE, feed, vi.fn(), t));
    await act(() => result.current.act(PLAY));
    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(result.current.waiting).toBeNull());
    expect(toasts.at(-1)).toBe(t("error.code.stale"));
    expect(feed.checkNow).toHaveBeenCalled();
    unmount();
  });
});
