// Live tables: the match's server-sent events read with fetch() (so the token goes in the Authorization header,
// never in a URL: EventSource cannot send headers), resumed with Last-Event-ID after a drop. Each event only says
// "the match moved": the table then asks for the match as it always does (with its ETag). While the stream is
// down, the table polls; the stream is tried again after a delay that grows with each failure.
import { DEVICE_HEADER, deviceId } from "./session";

export interface SseMessage {
  id: string | null;
  event: string;
  data: string;
}

/** The text/event-stream format, fed in chunks as they arrive; comments (heartbeats) are skipped. */
export class SseParser {
  private buffer = "";
  private id: string | null = null;
  private event = "";
  private data: string[] = [];

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    let end = this.buffer.search(/\r\n|\r|\n/);
    while (end >= 0) {
      const line = this.buffer.slice(0, end);
      const newline = this.buffer.startsWith("\r\n", end) ? 2 : 1;
      // A lone \r at the end of a chunk may be the start of \r\n: wait for the next chunk.
      if (this.buffer[end] === "\r" && end + 1 === this.buffer.length) break;
      this.buffer = this.buffer.slice(end + newline);
      const message = this.line(line);
      if (message) messages.push(message);
      end = this.buffer.search(/\r\n|\r|\n/);
    }
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === "") {
      if (this.data.length === 0 && this.id === null) return null;
      const message = { id: this.id, event: this.event || "message", data: this.data.join("\n") };
      this.event = "";
      this.data = [];
      this.id = null;
      return message;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const name = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (name === "data") this.data.push(value);
    else if (name === "event") this.event = value;
    else if (name === "id" && !value.includes("\0")) this.id = value;
    return null;
  }
}

/** The wait before trying the stream again after `failures` failures in a row: 5 s, doubling, at most a minute. */
export function retryDelay(failures: number): number {
  return Math.min(60000, 5000 * 2 ** Math.max(0, failures - 1));
}

export interface StreamHandlers {
  /** An event of the match arrived (its seq): ask for the match now. */
  onEvent(seq: number): void;
  /** Whether the stream is open (true) or the table must poll (false). */
  onLive(live: boolean): void;
}

export interface StreamFollower {
  stop(): void;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Follow the match's stream until stopped or refused for good (401, 403, 404). A drop, its end, a 5xx (503: a
 * server without streams) or a network error: the table polls, and the stream is tried again after `retryDelay`,
 * from the last id.
 */
export function followStream(
  path: string,
  token: () => string | null,
  handlers: StreamHandlers,
  deps: { fetch: Fetch; setTimeout: (run: () => void, ms: number) => unknown } = {
    fetch: (input, init) => fetch(input, init),
    setTimeout: (run, ms) => setTimeout(run, ms),
  },
): StreamFollower {
  const controller = new AbortController();
  let lastId: string | null = null;
  let failures = 0;

  const attempt = async (): Promise<"ended" | "refused" | "failed"> => {
    const headers: Record<string, string> = { Accept: "text/event-stream", [DEVICE_HEADER]: deviceId() };
    const key = token();
    if (!key) return "refused";
    headers.Authorization = `Token ${key}`;
    if (lastId !== null) headers["Last-Event-ID"] = lastId;
    const response = await deps.fetch(path, { headers, signal: controller.signal, cache: "no-store" });
    if (response.status === 401 || response.status === 403 || response.status === 404) return "refused";
    const type = response.headers.get("Content-Type") ?? "";
    if (!response.ok || !response.body || !type.startsWith("text/event-stream")) return "failed";
    handlers.onLive(true);
    failures = 0;
    const parser = new SseParser();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return "ended";
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        if (message.id !== null) lastId = message.id;
        const seq = Number(message.id);
        if (message.event === "match_event" && Number.isFinite(seq)) handlers.onEvent(seq);
      }
    }
  };

  const run = async () => {
    if (controller.signal.aborted) return;
    let outcome: "ended" | "refused" | "failed";
    try {
      outcome = await attempt();
    } catch {
      outcome = "failed";
    }
    if (controller.signal.aborted) return;
    handlers.onLive(false);
    // Refused: this server has no stream for us (the table polls). Ended: the server closed it, as it does once the
    // match is finished (the table then stops following) or when it restarts: resume after the delay.
    if (outcome === "refused") return;
    failures += 1;
    deps.setTimeout(() => void run(), retryDelay(failures));
  };

  void run();
  return {
    stop() {
      controller.abort();
    },
  };
}
