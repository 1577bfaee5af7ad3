import { renderHook, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "../../i18n";
import { setToken } from "../../session";
import type { MatchEvent, MatchState } from "../../types";
import { SUMMARY_PASSES_MS, summaryMs, useMatchFeed } from "./useMatchFeed";

const t = translator("en");

/** Asha (seat 0) and two computer players at the test game, seq 5 unless changed; Asha to play. */
function match(change: Partial<MatchState> = {}): MatchState {
  return {
    id: "k7Qx2",
    room: "ROOM42",
    game: "pebbles",
    seq: 5,
    status: "in_progress",
    your_seat: 0,
    to_act: 0,
    legal: [],
    scores: [0, 0, 0],
    games_won: [0, 0, 0],
    winner: null,
    turn_seconds: 60,
    turn_deadline: null,
    aborted: false,
    chat_seq: 0,
    hints: false,
    seats: [
      { seat: 0, user_id: "aSh7-Qx2_kLm9PzR", name: "Asha", bot_level: null, away: false },
      { seat: 1, user_id: null, name: null, bot_level: "strong", away: false },
      { seat: 2, user_id: null, name: null, bot_level: "strong", away: false },
    ],
    last_trick: null,
    view: { game: "pebbles", seat: 0, phase: "playing", dealer: 2, to_act: 0, hand: ["a", "b"], scores: [0, 0, 0] },
    ...change,
  };
}

const json = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "Content-Type": "application/json", ...(etag ? { ETag: etag } : {}) },
  });

interface Asked {
  path: string;
  etag: string | null;
}

/** A server that answers the match's reads in turn from `reads` (the last one again after), and the events page. */
function server(reads: (() => Response)[], events: () => Response = () => json({ events: [], seq: 5, more: false })) {
  const asked: Asked[] = [];
  let read = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      asked.push({ path, etag: headers["If-None-Match"] ?? null });
      if (path === "/api/matches/k7Qx2") return reads[Math.min(read++, reads.length - 1)]();
      if (path.startsWith("/api/matches/k7Qx2/events")) return events();
      return new Response(null, { status: 404 });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
});

describe("the match's feed", () => {
  it("asks again with the ETag of the answer it took, and keeps its state on a 304", async () => {
    const asked = server([
      () => json(match(), '"v1"'),
      () => new Response(null, { status: 304, headers: { ETag: '"v1"' } }),
    ]);
    const { result, unmount } = renderHook(() => useMatchFeed("k7Qx2", t));
    await waitFor(() => expect(result.current.state?.seq).toBe(5));
    const first = result.current.state;
    result.current.checkNow();
    await waitFor(() => expect(asked.filter((ask) => ask.path === "/api/matches/k7Qx2")).toHaveLength(2));
    const reads = asked.filter((ask) => ask.path === "/api/matches/k7Qx2");
    expect(reads.map((ask) => ask.etag)).toEqual([null, '"v1"']);
    expect(result.current.state).toBe(first);
    unmount();
  });

  it("takes no answer older than the state it has", async () => {
    server([() => json(match({ seq: 5 }), '"v5"')]);
    const { result, unmount } = renderHook(() => useMatchFeed("k7Qx2", t));
    await waitFor(() => expect(result.current.state?.seq).toBe(5));
    result.current.accept(match({ seq: 8 }), '"v8"');
    await waitFor(() => expect(result.current.state?.seq).toBe(8));
    result.current.accept(match({ seq: 6 }), '"v6"');
    expect(result.current.latestSeq()).toBe(8);
    unmount();
  });

  it("fetches the moves between two states and plays them, one after another", async () => {
    const played: MatchEvent = {
      seq: 6,
      type: "action",
      seat: 1,
      by_computer: true,
      at: "2026-01-01T10:00:00Z",
      action: { type: "play", card: "c" },
    };
    const asked = server([() => json(match())], () => json({ events: [played], seq: 6, more: false }));
    const { result, unmount } = renderHook(() => useMatchFeed("k7Qx2", t));
    await waitFor(() => expect(result.current.state?.seq).toBe(5));
    const after = match({ seq: 6, view: { ...match().view, trick: { leader: 1, cards: [[1, "c"]] } } });
    result.current.accept(after, null);
    await waitFor(() => expect(result.current.playback.beat?.said?.action).toEqual(played.action));
    expect(asked.map((ask) => ask.path)).toContain("/api/matches/k7Qx2/events?after=5");
    expect(result.current.playback.beat?.trick?.cards).toEqual([[1, "c"]]);
    unmount();
  });

  it("shows the match as it is after a long absence, without its moves", async () => {
    const played: MatchEvent = {
      seq: 6,
      type: "action",
      seat: 1,
      by_computer: true,
      at: "2026-01-01T10:00:00Z",
      action: { type: "play", card: "c" },
    };
    const asked = server([() => json(match())], () => json({ events: [played], seq: 90, more: true }));
    const { result, unmount } = renderHook(() => useMatchFeed("k7Qx2", t));
    await waitFor(() => expect(result.current.state?.seq).toBe(5));
    result.current.accept(match({ seq: 90 }), null);
    await waitFor(() => expect(asked.map((ask) => ask.path)).toContain("/api/matches/k7Qx2/events?after=5"));
    await waitFor(() => expect(result.current.playback.busy()).toBe(false));
    expect(result.current.playback.beat).toBeNull();
    expect(result.current.state?.seq).toBe(90);
    unmount();
  });

  it("reads the match at once when its stream tells of an event", async () => {
    setToken("secret");
    const encoder = new TextEncoder();
    let send: (text: string) => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) => {
        asked.push(path);
        if (path === "/api/matches/k7Qx2/stream") {
          return new Response(stream, { status: 200, headers: { "Content-Type": "text/event-stream" } });
        }
        if (path === "/api/matches/k7Qx2") return json(match({ seq: asked.length > 2 ? 6 : 5 }));
        return json({ events: [], seq: 6, more: false });
      }),
    );
    const { result, unmount } = renderHook(() => useMatchFeed("k7Qx2", t));
    await waitFor(() => expect(result.current.state?.seq).toBe(5));
    send("id: 6\nevent: match_event\ndata: {}\n\n");
    await waitFor(() => expect(result.current.state?.seq).toBe(6));
    unmount();
  });
});

describe("how long a deal's summary stays", () => {
  it("waits for a player at the table, and passes by itself for a watcher or a player away", () => {
    expect(summaryMs(match())).toBe(Number.POSITIVE_INFINITY);
    expect(summaryMs(match({ your_seat: null }))).toBe(SUMMARY_PASSES_MS);
    const away = match().seats.map((seat) => (seat.seat === 0 ? { ...seat, away: true } : seat));
    expect(summaryMs(match({ seats: away }))).toBe(SUMMARY_PASSES_MS);
  });

  it("passes at the match's end, unless a practice deal's review is there to read", () => {
    expect(summaryMs(match({ status: "finished" }))).toBe(SUMMARY_PASSES_MS);
    expect(summaryMs(match({ status: "finished", hints: true }))).toBe(Number.POSITIVE_INFINITY);
  });
});
