import { renderHook, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../chat";
import { translator } from "../../i18n";
import { lastSeenMessage } from "../../session";
import { useTableChat } from "./useTableChat";

const t = translator("en");

const ASHA = "aSh7-Qx2_kLm9PzR";
const MEENA = "mEe9-Nb4_tYu2QwA";

/** Message `n`, written at minute n past ten; its id is opaque text, as the server's are (no order in it). */
const said = (n: number, author: string, text: string): ChatMessage => ({
  id: `${"zyxwv"[n % 5]}Q${n}`,
  author,
  name: author === ASHA ? "Asha" : "Meena",
  seat: author === ASHA ? 0 : 1,
  text,
  phrase: null,
  created_at: `2026-01-01T10:0${n}:00Z`,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A room ROOM9 whose chat holds `messages`; every chat read is noted. */
function server(messages: ChatMessage[], status = 200) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      asked.push(path);
      if (path === "/api/me/mutes") return json([]);
      const after = new URL(path, "http://x").searchParams.get("after");
      if (status !== 200) return json({ code: "not_a_player", message: "no" }, status);
      const start = after === null ? 0 : messages.findIndex((m) => m.id === after) + 1;
      return json({ chat_seq: messages.length, messages: messages.slice(start), more: false });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("the table's chat", () => {
  it("reads the room's chat, then only what is new each time the match's chat counter moves", async () => {
    const messages = [said(1, MEENA, "hello"), said(2, ASHA, "hi")];
    const asked = server(messages);
    const { result, rerender, unmount } = renderHook(({ seq }) => useTableChat("ROOM9", seq, ASHA, false, t), {
      initialProps: { seq: 2 },
    });
    await waitFor(() => expect(result.current.messages.map((m) => m.text)).toEqual(["hello", "hi"]));
    // The viewer's own message is not unread; Meena's is, until the chat is opened.
    expect(result.current.unread).toBe(1);
    messages.push(said(3, MEENA, "ready?"));
    rerender({ seq: 3 });
    await waitFor(() => expect(result.current.messages.map((m) => m.text)).toEqual(["hello", "hi", "ready?"]));
    // From the first, then after the newest message taken in, by its id
    expect(asked.filter((path) => path.includes("/chat"))).toEqual([
      "/api/rooms/ROOM9/chat",
      `/api/rooms/ROOM9/chat?after=${messages[1].id}`,
    ]);
    unmount();
  });

  it("marks the messages seen once the chat is open", async () => {
    server([said(4, MEENA, "good game")]);
    const { result, rerender, unmount } = renderHook(({ open }) => useTableChat("ROOM8", 1, ASHA, open, t), {
      initialProps: { open: false },
    });
    await waitFor(() => expect(result.current.unread).toBe(1));
    rerender({ open: true });
    await waitFor(() => expect(result.current.unread).toBe(0));
    expect(lastSeenMessage("ROOM8")).toBe(Date.parse("2026-01-01T10:04:00Z"));
    unmount();
  });

  it("hides itself when the server says the viewer may not read it", async () => {
    server([], 403);
    const { result, unmount } = renderHook(() => useTableChat("ROOM7", 0, ASHA, false, t));
    await waitFor(() => expect(result.current.openToMe).toBe(false));
    unmount();
  });
});
