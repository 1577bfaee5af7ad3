// The table's chat in a sheet: the messages, quick phrases, a line to write on, and muting or reporting an author.
import { useEffect, useRef, useState } from "preact/hooks";
import {
  type ChatMessage,
  canSend,
  charactersLeft,
  chatErrorText,
  messageText,
  messageTime,
  PHRASES,
  phraseKey,
} from "../chat";
import type { Translate } from "../i18n";
import { Sheet } from "./Sheet";

export interface ChatSheetProps {
  messages: ChatMessage[];
  /** The viewer's user id: their own messages are marked, and offer no muting. */
  me: string | null;
  /** A watcher reads the chat and cannot write in it. */
  readOnly: boolean;
  /** Players the viewer has muted, by user id, with the names to show them by. */
  muted: { id: string; name: string }[];
  /** The side a seat plays for (its colour), or null. */
  sideOf: (seat: number) => number | null;
  send: (body: { text: string } | { phrase: string }) => Promise<void>;
  /** `message`: the message the player is muted from (a spectator, who met no one at the table, names it). */
  mute: (user: string, name: string, muted: boolean, message?: string) => void;
  report: (message: ChatMessage) => void;
  onClose: () => void;
  language: string;
  t: Translate;
}

function Message(props: {
  message: ChatMessage;
  mine: boolean;
  side: number | null;
  open: boolean;
  toggle: () => void;
  mute: () => void;
  report: () => void;
  language: string;
  t: Translate;
}) {
  const { message, mine, side, open, toggle, mute, report, language, t } = props;
  const time = messageTime(message.created_at, language);
  const name = mine ? t("chat.you") : message.name;
  return (
    <li
      class={`chat-message${mine ? " mine" : ""}${side === null ? "" : ` side-${side}`}`}
      data-message={message.id}
      data-author={message.author}
    >
      <div class="chat-meta">
        <span class="chat-name">
          {name}
          {message.seat !== null && <span class="chat-seat"> · {t("common.seat", { n: message.seat + 1 })}</span>}
        </span>
        <time dateTime={message.created_at}>{time}</time>
        {!mine && (
          <button
            type="button"
            class="icon-button chat-more"
            aria-label={t("chat.options", { name: message.name })}
            aria-expanded={open}
            onClick={toggle}
          >
            ⋯
          </button>
        )}
      </div>
      <p class={`chat-text${message.phrase ? " phrase" : ""}`}>{messageText(message, t)}</p>
      {open && (
        <div class="chat-actions row">
          <button type="button" class="button small secondary" onClick={mute}>
            {t("chat.mute", { name: message.name })}
          </button>
          <button type="button" class="button small secondary" onClick={report}>
            {t("report.action")}
          </button>
        </div>
      )}
    </li>
  );
}

export function ChatSheet(props: ChatSheetProps) {
  const { messages, me, readOnly, muted, sideOf, send, mute, report, onClose, language, t } = props;
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const left = charactersLeft(text);

  // The newest message in view, as a chat is read.
  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [messages.length]);

  const post = async (body: { text: string } | { phrase: string }) => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      await send(body);
      if ("text" in body) setText("");
    } catch (failure) {
      setError(chatErrorText(failure, t, language));
    } finally {
      setSending(false);
    }
  };

  return (
    <Sheet title={t("chat.title")} onClose={onClose} closeLabel={t("common.close")} class="chat-sheet">
      {messages.length === 0 ? (
        // The server leaves out the messages of players the viewer muted: "no messages" would not be true.
        <p class="hint">{t(muted.length > 0 ? "chat.empty_muted" : "chat.empty")}</p>
      ) : (
        <ol class="chat-list" ref={list} aria-label={t("chat.title")} data-testid="chat-list">
          {messages.map((message) => (
            <Message
              key={message.id}
              message={message}
              mine={message.author === me}
              side={message.seat === null ? null : sideOf(message.seat)}
              open={open === message.id}
              toggle={() => setOpen(open === message.id ? null : message.id)}
              mute={() => {
                setOpen(null);
                mute(message.author, message.name, true, message.id);
              }}
              report={() => {
                setOpen(null);
                report(message);
              }}
              language={language}
              t={t}
            />
          ))}
        </ol>
      )}
      {readOnly ? (
        <p class="hint" data-testid="chat-read-only">
          {t("chat.read_only")}
        </p>
      ) : (
        <>
          <fieldset class="phrases">
            <legend>{t("chat.phrases")}</legend>
            <div class="phrase-chips">
              {PHRASES.map((phrase) => (
                <button
                  key={phrase}
                  type="button"
                  class="phrase-chip"
                  data-phrase={phrase}
                  disabled={sending}
                  onClick={() => post({ phrase })}
                >
                  {t(phraseKey(phrase))}
                </button>
              ))}
            </div>
          </fieldset>
          <form
            class="chat-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (canSend(text)) void post({ text: text.trim() });
            }}
          >
            <label class="chat-field">
              <span class="sr-only">{t("chat.message")}</span>
              <input
                name="message"
                type="text"
                autoComplete="off"
                enterKeyHint="send"
                placeholder={t("chat.message")}
                value={text}
                aria-describedby="chat-counter"
                aria-invalid={left < 0}
                onInput={(event) => setText((event.target as HTMLInputElement).value)}
              />
            </label>
            <button type="submit" class="button" disabled={!canSend(text) || sending}>
              {t("chat.send")}
            </button>
            <span id="chat-counter" class={`chat-counter${left < 0 ? " over" : ""}`}>
              {left < 0 ? t("chat.too_long_by", { n: -left }) : t("chat.left", { n: left })}
            </span>
          </form>
        </>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {muted.length > 0 && (
        <section class="muted-list" aria-label={t("chat.muted_list")}>
          <h3>{t("chat.muted_list")}</h3>
          {muted.map((player) => (
            <button
              key={player.id}
              type="button"
              class="button small secondary"
              onClick={() => mute(player.id, player.name, false)}
            >
              {t("chat.unmute", { name: player.name })}
            </button>
          ))}
        </section>
      )}
    </Sheet>
  );
}
