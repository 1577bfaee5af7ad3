import { describe, expect, it } from "vitest";
import { followStream, retryDelay, SseParser } from "./stream";

describe("SseParser", () => {
  it("reads messages split anywhere across chunks, skipping heartbeats", () => {
    const parser = new SseParser();
    const text = 'retry: 2000\n: open\n\nid: 7\nevent: match_event\ndata: {"seq":7}\n\n: heartbeat\n\nid: 8\r\n';
    const got = [];
    for (const piece of [text.slice(0, 9), text.slice(9, 40), text.slice(40, 71), text.slice(71)]) {
      got.push(...parser.push(piece));
    }
    got.push(...parser.push('event: match_event\r\ndata: {"seq":8}\r\n\r\n'));
    expect(got).toEqual([
      { id: "7", event: "match_event", data: '{"seq":7}' },
      { id: "8", event: "match_event", data: '{"seq":8}' },
    ]);
  });
  it("joins data lines and waits for the blank line that ends a message", () => {
    const parser = new SseParser();
    expect(parser.push("data: a\ndata: b\n")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ id: null, event: "message", data: "a\nb" }]);
  });
});

describe("retryDelay", () => {
  it("waits longer after each failure, up to a minute", () => {
    expect(retryDelay(1)).toBe(5000);
    expect(retryDelay(2)).toBe(10000);
    expect(retryDelay(10)).toBe(60000);
  });
});

function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { "Content-Type": "text/event-stream; charset=utf-8" } });
}

function harness(answers: Array<() => Promise<Response>>) {
  const calls: RequestInit[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const events: number[] = [];
  const live: boolean[] = [];
  const follower = followStream(
    "/api/matches/M/stream",
    () => "secret",
    { onEvent: (seq) => events.push(seq), onLive: (open) => live.push(open) },
    {
      fetch: (_path, init) => {
        calls.push(init);
        const next = answers.shift();
        return next ? next() : new Promise<Response>(() => {});
      },
      setTimeout: (run, ms) => timers.push({ run, ms }),
    },
  );
  return { calls, timers, events, live, follower };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("followStream", () => {
  it("sends the token in the header, reports each event, and resumes from the last id after a drop", async () => {
    const drop = streamResponse([
      'id: 4\nevent: match_event\ndata: {"seq":4}\n\n',
      "id: 5\nevent: match_event\ndata: {}\n\n",
    ]);
    const { calls, timers, events, live } = harness([async () => drop]);
    await settle();
    await settle();
    expect((calls[0].headers as Record<string, string>).Authorization).toBe("Token secret");
    expect((calls[0].headers as Record<string, string>)["Last-Event-ID"]).toBeUndefined();
    expect(events).toEqual([4, 5]);
    // The stream dropped: the table polls meanwhile, and the stream is tried again later from id 5
    expect(live).toEqual([true, false]);
    expect(timers.map((timer) => timer.ms)).toEqual([5000]);
    timers[0].run();
    await settle();
    expect((calls[1].headers as Record<string, string>)["Last-Event-ID"]).toBe("5");
  });

  it("falls back to polling when the stream fails, backing off, and stops for good on a 404", async () => {
    const { calls, timers, live } = harness([
      async () => {
        throw new TypeError("network");
      },
      async () => new Response('{"code":"stream_unavailable"}', { status: 503 }),
      async () => new Response('{"code":"unknown_match"}', { status: 404 }),
    ]);
    await settle();
    expect(live).toEqual([false]);
    timers[0].run();
    await settle();
    await settle();
    expect(timers.map((timer) => timer.ms)).toEqual([5000, 10000]);
    timers[1].run();
    await settle();
    await settle();
    expect(calls).toHaveLength(3);
    expect(timers).toHaveLength(2);
    expect(live.every((open) => !open)).toBe(true);
  });

  it("stops trying once stopped", async () => {
    const { follower, calls, timers } = harness([]);
    follower.stop();
    await settle();
    expect(calls).toHaveLength(1);
    expect((calls[0].signal as AbortSignal).aborted).toBe(true);
    expect(timers).toHaveLength(0);
  });
});
