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

/** Message `n` (written at minute n past ten) by `author`; ids are opaque text, as the server's are. */
const message = (n: number, author: string, text = "hi", phrase: string | null = null): ChatMessage => ({
  id: `m${n}xQ`,
  author,
  name: `Player ${author}`,
  seat: 0,
  text,
  phrase,
  created_at: `2026-11-30T10:${String(n).padStart(2, "0")}:00+00:00`,
});
const minute = (n: number) => Date.parse(`2026-11-30T10:${String(n).padStart(2, "0")}:00+00:00`);

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("unread messages", () => {
  it("are the others' messages newer than the last one seen: one's own never count", () => {
    const messages = [message(1, "asha"), message(2, "bob"), message(3, "asha"), message(4, "bob")];
    expect(unreadCount(messages, 0, "asha")).toBe(2);
    expect(unreadCount(messages, minute(2), "asha")).toBe(1);
    expect(unreadCount(messages, minute(4), "asha")).toBe(0);
    expect(unreadCount(messages, 0, null)).toBe(4);
  });

  it("are counted from the last message seen in each room, kept on the device and never moved back", () => {
    expect(lastSeenMessage("ABC234")).toBe(0);
    markMessagesSeen("ABC234", minute(12));
    markMessagesSeen("ABC234", minute(9));
    markMessagesSeen("XYZ789", minute(3));
    expect(lastSeenMessage("ABC234")).toBe(minute(12));
    expect(lastSeenMessage("XYZ789")).toBe(minute(3));
  });

  it("come in once each, in the server's order, however the pages overlap", () => {
    // Asha's message 3 was shown at once when sent; the next page puts Bob's message 2, sent before, ahead of it
    const merged = mergeMessages([message(1, "bob"), message(3, "asha")], [message(2, "bob"), message(3, "asha")]);
    expect(merged.map((m) => m.id)).toEqual(["m1xQ", "m2xQ", "m3xQ"]);
    expect(mergeMessages(merged, [message(4, "bob")]).map((m) => m.id)).toEqual(["m1xQ", "m2xQ", "m3xQ", "m4xQ"]);
  });

  it("never take an id's order for the messages' order: ids are opaque", () => {
    const page = [message(1, "bob"), message(2, "bob")].map((m, n) => ({ ...m, id: ["zz", "aa"][n] }));
    expect(mergeMessages([], page).map((m) => m.id)).toEqual(["zz", "aa"]);
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
    const said = message(1, "asha", "", "good_game");
    expect(messageText(said, translator("en"))).toBe("Good game!");
    expect(messageText(said, translator("nl"))).toBe("Mooi potje!");
    expect(messageText(said, translator("hi"))).toBe("अच्छा खेल रहा!");
    expect(messageText(message(2, "asha", "see you"), translator("hi"))).toBe("see you");
  });

  it("every report reason has words in every language", () => {
    for (const { messages } of Object.values(LANGUAGES)) {
      for (const reason of REPORT_REASONS) expect(messages[`report.reason.${reason}`], reason).toBeTruthy();
    }
  });
});

describe("a report's body", () => {
  it("names the player and the reason, and only the details given, the note trimmed", () => {
    expect(reportBody({ reported: "bQ7x", reason: "cheating", note: "  ", room: null, seq: null })).toEqual({
      reported: "bQ7x",
      reason: "cheating",
    });
    expect(
      reportBody({ reported: "bQ7x", reason: "abusive_chat", note: " rude \n", room: "ABC234", message: "m41xQ" }),
    ).toEqual({
      reported: "bQ7x",
      reason: "abusive_chat",
      note: "rude",
      room: "ABC234",
      message: "m41xQ",
    });
  });

  it("keeps a seq of 0 (the match's start) and the match's opaque id", () => {
    expect(reportBody({ reported: "bQ7x", reason: "quitting", match: "k7Qx2/a", seq: 0 })).toEqual({
      reported: "bQ7x",
      reason: "quitting",
      match: "k7Qx2/a",
      seq: 0,
    });
  });
});

describe("the muted players", () => {
  it("are read from the API's list, or from a bare list of ids", () => {
    const data = { muted: [{ user_id: "bQ7x", name: "Bob", created_at: "2026-11-30T10:00:00Z" }] };
    expect(mutedPlayers(data)).toEqual([{ id: "bQ7x", name: "Bob" }]);
    expect(mutedPlayers(["bQ7x", "cR8y"])).toEqual([
      { id: "bQ7x", name: null },
      { id: "cR8y", name: null },
    ]);
    // A database key (a number) is no public id: an old answer's entries are left out, not guessed at
    expect(mutedPlayers({ muted: [{ user_id: 4, name: "Bob" }] })).toEqual([]);
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
    await setMuted("bQ7x-_", true, "m42xQ");
    await setMuted("bQ7x-_", true);
    await setMuted("bQ7x-_", false, "m42xQ");
    expect(fetched).toEqual([
      ["PUT", "/api/me/mutes/bQ7x-_?message=m42xQ"],
      ["PUT", "/api/me/mutes/bQ7x-_"],
      ["DELETE", "/api/me/mutes/bQ7x-_"],
    ]);
  });
});
