import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import {
  type ChatMessage,
  canSend,
  charactersLeft,
  chatErrorText,
  MESSAGE_MAX,
  mergeMessages,
  messageText,
  mutedPlayers,
  PHRASES,
  phraseKey,
  REPORT_REASONS,
  reportBody,
  setMuted,
  unreadCount,
} from "./chat";
import { LANGUAGES, translator } from "./i18n";
import { lastSeenMessage, markMessagesSeen } from "./session";

const message = (id: number, author: number, text = "hi", phrase: string | null = null): ChatMessage => ({
  id,
  author,
  name: `Player ${author}`,
  seat: 0,
  text,
  phrase,
  created_at: "2026-11-30T10:00:00+00:00",
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("unread messages", () => {
  it("are the others' messages newer than the last one seen: one's own never count", () => {
    const messages = [message(1, 7), message(2, 8), message(3, 7), message(4, 8)];
    expect(unreadCount(messages, 0, 7)).toBe(2);
    expect(unreadCount(messages, 2, 7)).toBe(1);
    expect(unreadCount(messages, 4, 7)).toBe(0);
    expect(unreadCount(messages, 0, null)).toBe(4);
  });

  it("are counted from the last message seen in each room, kept on the device and never moved back", () => {
    expect(lastSeenMessage("ABC234")).toBe(0);
    markMessagesSeen("ABC234", 12);
    markMessagesSeen("ABC234", 9);
    markMessagesSeen("XYZ789", 3);
    expect(lastSeenMessage("ABC234")).toBe(12);
    expect(lastSeenMessage("XYZ789")).toBe(3);
  });

  it("come in once each, oldest first, however the pages overlap", () => {
    const merged = mergeMessages([message(2, 7), message(1, 8)], [message(3, 7), message(2, 7)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });
});

describe("the character counter", () => {
  it("counts down from the most a message may hold, an emoji as one character", () => {
    expect(charactersLeft("")).toBe(MESSAGE_MAX);
    expect(charactersLeft("hello")).toBe(MESSAGE_MAX - 5);
    expect(charactersLeft("🂡🂱")).toBe(MESSAGE_MAX - 2);
    expect(charactersLeft("x".repeat(MESSAGE_MAX + 3))).toBe(-3);
  });

  it("lets a message go only with something in it and not too long (spaces around it do not count)", () => {
    expect(canSend("   ")).toBe(false);
    expect(canSend("ok")).toBe(true);
    expect(canSend(`  ${"x".repeat(MESSAGE_MAX)}  `)).toBe(true);
    expect(canSend("x".repeat(MESSAGE_MAX + 1))).toBe(false);
  });
});

describe("quick phrases", () => {
  it("each have words in every language, and no phrase key is left without a phrase", () => {
    for (const { messages } of Object.values(LANGUAGES)) {
      for (const phrase of PHRASES) expect(messages[phraseKey(phrase)], phrase).toBeTruthy();
      const keys = Object.keys(messages).filter((key) => key.startsWith("chat.phrase."));
      expect(keys.sort()).toEqual(PHRASES.map(phraseKey).sort());
    }
  });

  it("are shown in the reader's language; free text as written", () => {
    const said = message(1, 7, "", "good_game");
    expect(messageText(said, translator("en"))).toBe("Good game!");
    expect(messageText(said, translator("nl"))).toBe("Mooi potje!");
    expect(messageText(said, translator("hi"))).toBe("अच्छा खेल रहा!");
    expect(messageText(message(2, 7, "see you"), translator("hi"))).toBe("see you");
  });

  it("every report reason has words in every language", () => {
    for (const { messages } of Object.values(LANGUAGES)) {
      for (const reason of REPORT_REASONS) expect(messages[`report.reason.${reason}`], reason).toBeTruthy();
    }
  });
});

describe("a report's body", () => {
  it("names the player and the reason, and only the details given, the note trimmed", () => {
    expect(reportBody({ reported: 9, reason: "cheating", note: "  ", room: null, seq: null })).toEqual({
      reported: 9,
      reason: "cheating",
    });
    expect(reportBody({ reported: 9, reason: "abusive_chat", note: " rude \n", room: "ABC234", message: 41 })).toEqual({
      reported: 9,
      reason: "abusive_chat",
      note: "rude",
      room: "ABC234",
      message: 41,
    });
  });

  it("keeps a seq of 0 (the match's start) and the match's opaque id", () => {
    expect(reportBody({ reported: 3, reason: "quitting", match: "k7Qx2/a", seq: 0 })).toEqual({
      reported: 3,
      reason: "quitting",
      match: "k7Qx2/a",
      seq: 0,
    });
  });
});

describe("the muted players", () => {
  it("are read from the API's list, or from a bare list of ids", () => {
    const data = { muted: [{ user_id: 4, name: "Bob", created_at: "2026-11-30T10:00:00Z" }] };
    expect(mutedPlayers(data)).toEqual([{ id: 4, name: "Bob" }]);
    expect(mutedPlayers([4, 5])).toEqual([
      { id: 4, name: null },
      { id: 5, name: null },
    ]);
    expect(mutedPlayers(null)).toEqual([]);
  });
});

describe("a message that could not be sent", () => {
  const t = translator("en");
  it("says plainly why, in the player's language", () => {
    expect(chatErrorText(new ApiError(403, "banned", "banned"), t, "en")).toBe(t("chat.error.banned"));
    expect(chatErrorText(new ApiError(400, "message_too_long", "long"), t, "en")).toBe(
      `A message may have at most ${MESSAGE_MAX} characters.`,
    );
    expect(chatErrorText(new ApiError(429, "throttled", "slow down"), t, "en")).toBe(t("chat.error.throttled"));
    expect(chatErrorText(new ApiError(403, "not_a_player", "no"), translator("nl"), "nl")).toBe(
      "Je kunt deze chat lezen, maar er niet in schrijven.",
    );
  });

  it("gives the time a moderator's mute ends", () => {
    const muted = new ApiError(403, "chat_muted", "muted", { muted_until: "2026-12-01T18:30:00+00:00" });
    const text = chatErrorText(muted, t, "en");
    expect(text).toMatch(/^You may not write in the chat until .*2026/);
    expect(chatErrorText(new ApiError(403, "chat_muted", "muted"), t, "en")).toBe(t("chat.error.muted"));
  });
});

describe("muting", () => {
  const calls = () => {
    const fetched: [string, string][] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        fetched.push([String(init.method), url]);
        return new Response(init.method === "DELETE" ? null : "{}", { status: init.method === "DELETE" ? 204 : 200 });
      }),
    );
    return fetched;
  };

  it("names the message read, so that a spectator who met no one at the table may mute its author", async () => {
    const fetched = calls();
    await setMuted(7, true, 42);
    await setMuted(7, true);
    await setMuted(7, false, 42);
    expect(fetched).toEqual([
      ["PUT", "/api/me/mutes/7?message=42"],
      ["PUT", "/api/me/mutes/7"],
      ["DELETE", "/api/me/mutes/7"],
    ]);
  });
});
