import { renderHook, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "../../chat";
import { translator } from "../../i18n";
import { lastSeenMessage } from "../../session";
import { useTableChat } from "./useTableChat";

const t = translator("en");

const said = (id: number, author: number, text: string): ChatMessage => ({
  id,
  author,
  name: author === 7 ? "Asha" : "Meena",
  seat: author === 7 ? 0 : 1,
  text,
  phrase: null,
  created_at: "2026-01-01T10:00:00Z",
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
      const after = Number(new URL(path, "http://x").searchParams.get("after"));
      if (status !== 200) return json({ code: "not_a_player", message: "no" }, status);
      return json({ chat_seq: messages.length, messages: messages.filter((m) => m.id > after), more: false });
    }),
  );
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("the table's chat", () => {
  it("reads the room's chat, then only what is new each time the match's chat counter moves", async () => {
    const messages = [said(1, 9, "hello"), said(2, 7, "hi")];
    const asked = server(messages);
    const { result, rerender, unmount } = renderHook(({ seq }) => useTableChat("ROOM9", seq, 7, false, t), {
      initialProps: { seq: 2 },
    });
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([1, 2]));
    // The viewer's own message is not unread; Meena's is, until the chat is opened.
    expect(result.current.unread).toBe(1);
    messages.push(said(3, 9, "ready?"));
    rerender({ seq: 3 });
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual([1, 2, 3]));
    expect(asked.filter((path) => path.includes("/chat"))).toEqual([
      "/api/rooms/ROOM9/chat?after=0",
      "/api/rooms/ROOM9/chat?after=2",
    ]);
    unmount();
  });

  it("marks the messages seen once the chat is open", async () => {
    server([said(4, 9, "good game")]);
    const { result, rerender, unmount } = renderHook(({ open }) => useTableChat("ROOM8", 1, 7, open, t), {
      initialProps: { open: false },
    });
    await waitFor(() => expect(result.current.unread).toBe(1));
    rerender({ open: true });
    await waitFor(() => expect(result.current.unread).toBe(0));
    expect(lastSeenMessage("ROOM8")).toBe(4);
    unmount();
  });

  it("hides itself when the server says the viewer may not read it", async () => {
    server([], 403);
    const { result, unmount } = renderHook(() => useTableChat("ROOM7", 0, 7, false, t));
    await waitFor(() => expect(result.current.openToMe).toBe(false));
    unmount();
  });
});
