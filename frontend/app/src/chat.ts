// The table's chat, muting and reports: the API's shapes and the pure parts (unread counts, the counter, bodies).
import { ApiError, get, post, request, roomPath } from "./api";
import type { components } from "./generated/api";
import type { Translate } from "./i18n";

type Schemas = components["schemas"];

/** The longest message the server takes, in characters. */
export const MESSAGE_MAX = 200;
/** The longest note a report may carry. */
export const NOTE_MAX = 500;
/** The most messages one page of the chat holds. */
export const PAGE_SIZE = 100;

/** The quick phrases, by the ids the server knows; each is shown in the reader's language. */
export const PHRASES = [
  "hello",
  "good_luck",
  "well_played",
  "good_game",
  "thanks",
  "sorry",
  "oops",
  "hurry_please",
  "one_more_game",
  "bye",
] as const;
export type Phrase = (typeof PHRASES)[number];

export const REPORT_REASONS = ["offensive_name", "abusive_chat", "cheating", "quitting", "collusion"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A message of the table chat. */
export type ChatMessage = Schemas["ChatMessageOut"];

/** GET /api/rooms/{code}/chat: the messages after one, oldest first. */
export type ChatPage = Schemas["ChatOut"];

/** A player the viewer muted, by their public id. */
export interface MutedPlayer {
  id: string;
  name: string | null;
}

/** The key of a quick phrase's words. */
export function phraseKey(phrase: string): `chat.phrase.${Phrase}` {
  return `chat.phrase.${phrase}` as `chat.phrase.${Phrase}`;
}

/** What a message says, in the reader's language for a quick phrase. */
export function messageText(message: ChatMessage, t: Translate): string {
  if (!message.phrase) return message.text;
  const key = phraseKey(message.phrase);
  const text = t(key);
  return text === key ? message.phrase : text;
}

/**
 * The messages known, with new ones added: each once, oldest first. Ids are opaque, so the order is the server's:
 * `incoming` (a page, or a message just sent) follows every known message it does not hold, and a known message
 * it holds (one's own, shown at once when sent) takes its place there.
 */
export function mergeMessages(known: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const fresh = new Set(incoming.map((message) => message.id));
  return [...known.filter((message) => !fresh.has(message.id)), ...incoming];
}

/** When a message was written, in milliseconds (0 for a time that cannot be read). */
function writtenAt(message: ChatMessage): number {
  const at = Date.parse(message.created_at);
  return Number.isNaN(at) ? 0 : at;
}

/** When the newest of the messages was written, in milliseconds since 1970 (0 for none). */
export function newestTime(messages: ChatMessage[]): number {
  return messages.reduce((newest, message) => Math.max(newest, writtenAt(message)), 0);
}

/** Messages from others written after the last one seen (its time: ids say nothing of order); one's own never count. */
export function unreadCount(messages: ChatMessage[], lastSeen: number, me: string | null): number {
  return messages.filter((message) => writtenAt(message) > lastSeen && message.author !== me).length;
}

/** Characters as the server counts them (code points, so that an emoji is one). */
export function lengthOf(text: string): number {
  return [...text].length;
}

/** How many characters are left for a message; negative once it is too long. */
export function charactersLeft(text: string): number {
  return MESSAGE_MAX - lengthOf(text);
}

/** Whether a message may be sent as typed: something besides spaces, and not too long. */
export function canSend(text: string): boolean {
  return text.trim().length > 0 && charactersLeft(text.trim()) >= 0;
}

/** The players muted, from GET /api/me/mutes (`{"muted": [{"user_id", "name", ...}]}`, or a bare list of ids). */
export function mutedPlayers(data: unknown): MutedPlayer[] {
  const fields = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const list = Array.isArray(data) ? data : (fields.muted ?? fields.mutes ?? fields.results ?? []);
  if (!Array.isArray(list)) return [];
  return list
    .map((entry): MutedPlayer => {
      if (entry && typeof entry === "object") {
        const mute = entry as Record<string, unknown>;
        const id = mute.user_id ?? mute.id;
        return { id: typeof id === "string" ? id : "", name: typeof mute.name === "string" ? mute.name : null };
      }
      return { id: typeof entry === "string" ? entry : "", name: null };
    })
    .filter((player) => player.id !== "");
}

export interface ReportInput {
  /** The reported player's public id. */
  reported: string;
  reason: ReportReason;
  note?: string;
  room?: string | null;
  match?: string | null;
  seq?: number | null;
  message?: string | null;
}

/** The body of POST /api/reports: only the fields that say something, the note trimmed. */
export function reportBody(input: ReportInput): Record<string, string | number> {
  const body: Record<string, string | number> = { reported: input.reported, reason: input.reason };
  const note = input.note?.trim();
  if (note) body.note = note;
  if (input.room) body.room = input.room;
  if (input.match) body.match = input.match;
  if (input.seq !== undefined && input.seq !== null) body.seq = input.seq;
  if (input.message !== undefined && input.message !== null) body.message = input.message;
  return body;
}

/** The time a message was written, as hours and minutes. */
export function messageTime(createdAt: string, language: string): string {
  const when = new Date(createdAt);
  if (Number.isNaN(when.getTime())) return "";
  return when.toLocaleTimeString(language, { hour: "2-digit", minute: "2-digit" });
}

/** What went wrong with a message, said plainly in the player's language. */
export function chatErrorText(failure: unknown, t: Translate, language: string): string {
  if (!(failure instanceof ApiError)) return t("error.generic", { message: String(failure) });
  switch (failure.code) {
    case "banned":
      return t("chat.error.banned");
    case "chat_muted": {
      const until = typeof failure.body.muted_until === "string" ? new Date(failure.body.muted_until) : null;
      return until && !Number.isNaN(until.getTime())
        ? t("chat.error.muted_until", {
            time: until.toLocaleString(language, { dateStyle: "medium", timeStyle: "short" }),
          })
        : t("chat.error.muted");
    }
    case "message_too_long":
      return t("chat.error.too_long", { n: MESSAGE_MAX });
    case "empty_message":
      return t("chat.error.empty");
    case "bad_message":
      return t("chat.error.bad_message");
    case "room_closed":
      return t("chat.error.room_closed");
    case "offline":
      return t("common.offline");
  }
  if (failure.status === 429) return t("chat.error.throttled");
  if (failure.status === 403) return t("chat.error.read_only");
  return t("error.generic", { message: failure.message });
}

// The calls to the API.

/**
 * Every message after the one with id `after` (null: from the first), page by page (a few pages at most: a long
 * absence shows the latest).
 */
export async function fetchChat(room: string, after: string | null): Promise<Omit<ChatPage, "more">> {
  let last = after;
  let messages: ChatMessage[] = [];
  let seq = 0;
  for (let page = 0; page < 10; page++) {
    const query = last === null ? "" : `?after=${encodeURIComponent(last)}`;
    const answer = await get<ChatPage>(roomPath(room, `/chat${query}`));
    seq = answer.chat_seq;
    messages = mergeMessages(messages, answer.messages);
    if (answer.more === false || answer.messages.length < PAGE_SIZE) break;
    last = answer.messages[answer.messages.length - 1].id;
  }
  return { chat_seq: seq, messages };
}

export const sendChat = (room: string, body: { text: string } | { phrase: string }) =>
  post<ChatMessage>(roomPath(room, "/chat"), body);

export const fetchMutes = async () => mutedPlayers(await get<unknown>("/api/me/mutes"));

/** Mute or unmute a player; a message of theirs that the viewer read lets a spectator mute them too. */
export async function setMuted(user: string, muted: boolean, message?: string): Promise<void> {
  const read = muted && message !== undefined ? `?message=${encodeURIComponent(message)}` : "";
  await request(muted ? "PUT" : "DELETE", `/api/me/mutes/${encodeURIComponent(user)}${read}`);
}

export const sendReport = (input: ReportInput) => post<Schemas["ReportOut"]>("/api/reports", reportBody(input));
