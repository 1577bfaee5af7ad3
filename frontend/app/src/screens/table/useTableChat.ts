// The table's chat: fetched when the match's chat counter moves (the table's own reading of the match tells), never
// polled by itself; what the viewer has seen of it, and the players they have muted.
import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "../../api";
import {
  type ChatMessage,
  fetchChat,
  fetchMutes,
  type MutedPlayer,
  mergeMessages,
  newestTime,
  sendChat,
  setMuted,
  unreadCount,
} from "../../chat";
import { toast } from "../../components/Toast";
import { errorText } from "../../errors";
import type { Translate } from "../../i18n";
import { lastSeenMessage, markMessagesSeen } from "../../session";

export interface TableChat {
  messages: ChatMessage[];
  /** False once the server says the viewer may not read this room's chat. */
  openToMe: boolean;
  /** Messages of others that came since the viewer last had the chat open. */
  unread: number;
  isMuted(user: string | null): boolean;
  muted: MutedPlayer[];
  mute(user: string, name: string, on: boolean, message?: string): Promise<void>;
  say(body: { text: string } | { phrase: string }): Promise<void>;
}

/**
 * The chat of `room` (null until the match is read), refetched when `chatSeq` moves; `open` while the viewer has
 * it on screen, which marks its messages seen.
 */
export function useTableChat(
  room: string | null,
  chatSeq: number | undefined,
  me: string | null,
  open: boolean,
  t: Translate,
): TableChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [openToMe, setOpenToMe] = useState(true);
  const [lastSeen, setLastSeen] = useState(0);
  const [muted, setMutedPlayers] = useState<MutedPlayer[]>([]);
  /** The newest message taken in (its id; null: none yet): the next fetch asks for those after it. */
  const lastMessage = useRef<string | null>(null);
  const chatFetch = useRef<Promise<void>>(Promise.resolve());

  const load = (from: "start" | "latest") => {
    if (!room) return;
    chatFetch.current = chatFetch.current.then(async () => {
      if (from === "start") lastMessage.current = null;
      try {
        const page = await fetchChat(room, lastMessage.current);
        setOpenToMe(true);
        // The server gives them oldest first, after the one asked for: the last is the newest.
        const newest = page.messages.at(-1)?.id;
        if (newest !== undefined) lastMessage.current = newest;
        setMessages((known) => (from === "start" ? page.messages : mergeMessages(known, page.messages)));
      } catch (failure) {
        if (failure instanceof ApiError && [401, 403, 404].includes(failure.status)) setOpenToMe(false);
      }
    });
  };
  useEffect(() => {
    if (!room) return;
    setLastSeen(lastSeenMessage(room));
    setMessages([]);
    load("start");
    fetchMutes()
      .then(setMutedPlayers)
      .catch(() => setMutedPlayers([]));
  }, [room]);
  // The first answer fetched the chat already; later changes of the counter fetch what is new.
  const seenSeq = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = seenSeq.current;
    seenSeq.current = chatSeq;
    if (before !== undefined && chatSeq !== before) load("latest");
  }, [chatSeq]);
  // Messages are seen once the chat is open.
  const newest = newestTime(messages);
  useEffect(() => {
    if (open && room && newest > lastSeen) {
      markMessagesSeen(room, newest);
      setLastSeen(newest);
    }
  }, [open, newest, room]);

  const mute = async (user: string, name: string, on: boolean, message?: string) => {
    try {
      await setMuted(user, on, message);
      setMutedPlayers((before) => [...(on ? [{ id: user, name }] : []), ...before.filter((p) => p.id !== user)]);
      toast(on ? t("chat.muted_toast", { name }) : t("chat.unmuted_toast", { name }));
      // The server leaves a muted author's messages out; an unmuted one's come back from the start.
      if (on) setMessages((known) => known.filter((message) => message.author !== user));
      else load("start");
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };

  const say = async (body: { text: string } | { phrase: string }) => {
    if (!room) return;
    const message = await sendChat(room, body);
    // Shown at once; the next fetch still asks from the last message fetched, since others may have written
    // in between.
    if (message && typeof message.id === "string") setMessages((known) => mergeMessages(known, [message]));
    load("latest");
  };

  return {
    messages,
    openToMe,
    unread: unreadCount(messages, lastSeen, me),
    muted,
    isMuted: (user) => muted.some((player) => player.id === user),
    mute,
    say,
  };
}
