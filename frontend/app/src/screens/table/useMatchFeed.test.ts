import { renderHook, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translator } from "../../i18n";
import { setToken } from "../../session";
import { computerSeat, matchState, seatOf } from "../../testing/matchState";
import type { MatchEvent, MatchState } from "../../types";
import { SUMMARY_PASSES_MS, summaryMs, useMatchFeed } from "./useMatchFeed";

const t = translator("en");

/** Asha (seat 0) and two computer players at the test game, seq 5 unless changed; Asha to play. */
function match(change: Partial<MatchState> = {}): MatchState {
  const seats = [seatOf(0, "Asha"), computerSeat(1), computerSeat(2)];
  return { ...matchState("pebbles", { dealer: 2, hand: ["a", "b"] }, [], 0, { seq: 5, seats }), ...change };
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

  it("holds a new deal back from the moment its state comes until the last deal's summary is read", async () => {
    const ended: MatchEvent = {
      seq: 6,
      type: "deal_end",
      seat: null,
      by_computer: false,
      at: "2026-01-01T10:00:00Z",
      result: {
        number: 1,
        summary: { dealer: 2, score_delta: [1, 0, 0], void: false },
        scores: [1, 0, 0],
        games_won: [0, 0, 0],
      },
    };
    let answer: () => void = () => {};
    const events = new Promise<Response>((resolve) => {
      answer = () => resolve(json({ events: [ended], seq: 6, more: false }));
    });
    server([() => json(match())], () => events as unknown as Response);
    const { result, unmount } = renderHook(() => useMatchFeed("k7Qx2", t));
    await waitFor(() => expect(result.current.state?.seq).toBe(5));
    expect(result.current.betweenDeals).toBe(false);
    // Seat 0 deals the next deal: it is held back while the steps to it are still being fetched.
    result.current.accept(match({ seq: 6, view: { ...match().view, dealer: 0 } }), null);
    await waitFor(() => expect(result.current.state?.seq).toBe(6));
    expect(result.current.betweenDeals).toBe(true);
    answer();
    await waitFor(() => expect(result.current.playback.beat?.deal?.number).toBe(1));
    expect(result.current.betweenDeals).toBe(true);
    result.current.playback.next();
    await waitFor(() => expect(result.current.betweenDeals).toBe(false));
    unmount();
  });

  it("holds nothing back for a move within the deal", async () => {
    server([() => json(match())]);
    const { result, unmount } = renderHook(() => useMatchFeed("k7Qx2", t));
    await waitFor(() => expect(result.current.state?.seq).toBe(5));
    result.current.accept(match({ seq: 6 }), null);
    await waitFor(() => expect(result.current.state?.seq).toBe(6));
    expect(result.current.betweenDeals).toBe(false);
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
