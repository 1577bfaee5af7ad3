// The table: your hand, the trick, the seats and the clock; news from the match's stream while it is open (polling
// while it is down), and moves that arrived together shown one after another; the table chat, and muting or reporting
// another player; in practice, the expert's suggestion on asking and its review of each deal.
import { useEffect, useRef, useState } from "preact/hooks";
import { Link, useLocation } from "wouter-preact";
import { ApiError, fetchHint, get, matchPath, newKey, post, request, roomPath } from "../api";
import { sideOf, teamsOf, useCatalogue } from "../catalogue";
import {
  type ChatMessage,
  fetchChat,
  fetchMutes,
  type MutedPlayer,
  mergeMessages,
  messageText,
  sendChat,
  setMuted,
  unreadCount,
} from "../chat";
import { ChatSheet } from "../components/ChatSheet";
import { DealSummary } from "../components/DealSummary";
import { PlayerHand } from "../components/PlayerHand";
import { DealReview, HintLine } from "../components/Practice";
import { ReportDialog, type ReportTarget } from "../components/ReportDialog";
import { ScoreSheet } from "../components/ScoreSheet";
import { SeatTag } from "../components/SeatTag";
import { Sheet } from "../components/Sheet";
import { toast } from "../components/Toast";
import { Tour } from "../components/Tour";
import { TrickArea } from "../components/Trick";
import { TrickSheet } from "../components/TrickSheet";
import { errorText } from "../errors";
import { clock, scoreLabel, seatName, sideLabels } from "../format";
import { gameName, gameUi } from "../games";
import { spotOf } from "../games/seating";
import { currentLanguage, useT } from "../i18n";
import { beatsBetween, still } from "../playback";
import { type Poller, startPolling } from "../poll";
import { hintRefusal, piecesOf } from "../practice";
import { lobbyPath, replayPath, tablePath } from "../routes";
import { getToken, lastSeenMessage, markMessagesSeen, markTourSeen, tourSeen } from "../session";
import { useSettings } from "../store";
import { followStream, type StreamFollower } from "../stream";
import type { Action, DealResult, EventsPage, Hint, MatchState, Room, SeatInfo } from "../types";
import { usePlayback } from "../usePlayback";
import { RulesArticle, rulesOf } from "./Rules";

/** How long a deal's summary stays when no move of the viewer's waits on it (a spectator, say). */
const SUMMARY_PASSES_MS = 5000;
/** When to look for a computer's answer to a move: workers play it within moments of the move's commit. */
const COMPUTER_ANSWER_MS = 500;
// With the stream open, the match is still read this often, in case an event went missing on the way.
const STREAM_CHECK_MS = 30000;

type SheetName = "trick" | "scores" | "menu" | "rules" | "chat" | "player";

/** The table of a match; `me` is the viewer's user id. */
export function Table({ id, me: myId = null }: { id: string; me?: number | null }) {
  const t = useT();
  const settings = useSettings();
  const [, navigate] = useLocation();
  const [state, setState] = useState<MatchState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const [touring, setTouring] = useState(false);
  const [intent, setIntent] = useState<string | null>(null);
  /** A deal's summary the player moved on from before it came up: still shown until they tap on or play starts. */
  const [missed, setMissed] = useState<DealResult | null>(null);
  const [now, setNow] = useState(Date.now());
  const etag = useRef<string | null>(null);
  const poller = useRef<Poller | null>(null);
  const stream = useRef<StreamFollower | null>(null);
  const sending = useRef(false);
  /** The latest state taken in: the steps being shown lead up to it. */
  const latest = useRef<MatchState | null>(null);
  /** Fetches of the steps between states, one after another so that their beats queue in order. */
  const fetching = useRef<Promise<void>>(Promise.resolve());
  const playback = usePlayback();
  const { games } = useCatalogue();
  // The chat: fetched when the match's chat counter moves (the table's own polling tells), never polled by itself.
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  /** False once the server says the viewer may not read this room's chat. */
  const [chatOpenToMe, setChatOpenToMe] = useState(true);
  const [lastSeen, setLastSeen] = useState(0);
  const [muted, setMutedPlayers] = useState<MutedPlayer[]>([]);
  /** The other player a seat's tap (or the menu) chose: to mute or report. */
  const [player, setPlayer] = useState<SeatInfo | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  /** The newest message id taken in: the next fetch asks for those after it. */
  const lastMessage = useRef(0);
  const chatFetch = useRef<Promise<void>>(Promise.resolve());
  /** The expert's suggestion the player asked for (practice): it holds for its own state only. */
  const [hint, setHint] = useState<Hint | null>(null);
  const [asking, setAsking] = useState(false);
  const askingNow = useRef(false);

  /** Fetch the events between two states and queue the beats they make. */
  const catchUp = (before: MatchState, after: MatchState) => {
    // The middle as it was is kept on screen while the steps after it are fetched.
    playback.hold(still(before.view.trick?.cards.length ? before.view.trick : null, Number.POSITIVE_INFINITY));
    // A deal's summary waits for a player until they tap on; it passes by itself for a watcher, for a player the
    // computer stands in for, and once the match is over (its end is told next), unless it has the review of a
    // practice deal to read.
    const present = after.seats.find((seat) => seat.seat === after.your_seat && !seat.away);
    const waits = present !== undefined && (after.status !== "finished" || after.hints === true);
    const summaryMs = waits ? Number.POSITIVE_INFINITY : SUMMARY_PASSES_MS;
    fetching.current = fetching.current.then(async () => {
      try {
        const page = await get<EventsPage>(matchPath(id, `/events?after=${before.seq}`));
        // Too much happened (a long absence): the table simply shows the match as it is now.
        const events = page.more ? [] : page.events.filter((event) => event.seq <= after.seq);
        playback.play(beatsBetween(before, after, events, gameUi(after.game).toTrick, summaryMs));
      } catch {
        playback.play([]);
      }
    });
  };

  const accept = (next: MatchState, tag: string | null) => {
    const before = latest.current;
    // An answer that comes after a newer one changes nothing.
    if (before && next.seq < before.seq) return;
    etag.current = tag;
    latest.current = next;
    const mine = (match: MatchState | null) =>
      match !== null && match.to_act !== null && match.to_act === match.your_seat;
    // A gentle buzz when the turn comes to you while the table is open.
    if (before && !mine(before) && mine(next)) navigator.vibrate?.(40);
    setState(next);
    // The server ends a finished match's stream: stop following it (and trying it again).
    if (next.status === "finished") stream.current?.stop();
    if (before && next.seq > before.seq) catchUp(before, next);
  };

  useEffect(() => {
    etag.current = null;
    latest.current = null;
    playback.clear();
    // While the match's stream is open, its events say when to ask (at once); the poll only checks now and then.
    let live = false;
    let lastAsked = 0;
    poller.current = startPolling(async () => {
      if (live && Date.now() - lastAsked < STREAM_CHECK_MS) return true;
      lastAsked = Date.now();
      try {
        const answer = await request<MatchState>("GET", matchPath(id), { etag: etag.current });
        setOffline(false);
        if (answer.status === 200 && answer.data) accept(answer.data, answer.etag);
        return true;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 0) {
          setOffline(true);
          return false;
        }
        setError(errorText(failure, t));
        return false;
      }
    });
    stream.current = followStream(matchPath(id, "/stream"), getToken, {
      onEvent: () => {
        lastAsked = 0;
        poller.current?.now();
      },
      onLive: (open) => {
        live = open;
      },
    });
    const clockTimer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      stream.current?.stop();
      poller.current?.stop();
      clearInterval(clockTimer);
    };
  }, [id]);

  const room = state?.room ?? null;
  const loadChat = (from: "start" | "latest") => {
    if (!room) return;
    chatFetch.current = chatFetch.current.then(async () => {
      if (from === "start") lastMessage.current = 0;
      try {
        const page = await fetchChat(room, lastMessage.current);
        setChatOpenToMe(true);
        const newest = page.messages.at(-1)?.id;
        if (newest !== undefined) lastMessage.current = Math.max(lastMessage.current, newest);
        setMessages((known) => (from === "start" ? page.messages : mergeMessages(known, page.messages)));
      } catch (failure) {
        if (failure instanceof ApiError && [401, 403, 404].includes(failure.status)) setChatOpenToMe(false);
      }
    });
  };
  useEffect(() => {
    if (!room) return;
    setLastSeen(lastSeenMessage(room));
    setMessages([]);
    loadChat("start");
    fetchMutes()
      .then(setMutedPlayers)
      .catch(() => setMutedPlayers([]));
  }, [room]);
  // The first answer fetched the chat already; later changes of the counter fetch what is new.
  const chatSeq = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = chatSeq.current;
    chatSeq.current = state?.chat_seq;
    if (before !== undefined && state?.chat_seq !== before) loadChat("latest");
  }, [state?.chat_seq]);
  // Messages are seen once the chat is open.
  const newest = messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (sheet === "chat" && room && newest > lastSeen) {
      markMessagesSeen(room, newest);
      setLastSeen(newest);
    }
  }, [sheet, newest, room]);

  // A choice half made (the way to choose the trump) belongs to the state it was made in.
  useEffect(() => setIntent(null), [state?.seq]);
  // So does the expert's suggestion.
  useEffect(() => setHint(null), [state?.seq]);
  // A summary left on the table gives way once cards are played again (the middle is needed), or to the next one.
  const playing = Boolean(state?.view.trick?.cards.length);
  useEffect(() => {
    if (playing || playback.beat?.deal) setMissed(null);
  }, [playing, playback.beat?.deal]);
  // The first time at a game's table, a short tour of its parts.
  useEffect(() => {
    if (state && state.status !== "finished" && !tourSeen(state.game)) setTouring(true);
  }, [state?.game]);

  if (!state) {
    return (
      <main class="table-loading">
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p>{t("common.loading")}</p>
        )}
        <Link href="/">{t("nav.home")}</Link>
      </main>
    );
  }

  const ui = gameUi(state.game);
  const me = state.your_seat ?? 0;
  const names = state.seats.map((seat) => seatName(seat, t));
  const spot = (seat: number) => spotOf(seat, me, state.seats.length, ui.direction);
  const view = state.view;
  const myTurn = state.to_act !== null && state.to_act === state.your_seat;
  const deadline = state.turn_deadline ? Date.parse(state.turn_deadline) : null;
  const timeLeft = deadline === null ? null : Math.max(0, (deadline - now) / (state.turn_seconds * 1000));
  const bidWinner = ui.bidWinner(view);
  const teams = teamsOf(
    games?.find((game) => game.id === state.game),
    state.scores.length,
    state.seats.length,
  );
  const partnerships = teams.some((team) => team.length > 1);
  const labels = sideLabels(teams, state.seats, t);
  const mySide = state.your_seat === null ? null : sideOf(state.your_seat, teams);
  const mySeat = state.seats.find((seat) => seat.seat === state.your_seat);
  const beat = playback.beat;

  const act = async (action: Action) => {
    if (sending.current) return;
    sending.current = true;
    // The player's own move is never kept waiting: whatever was still being shown is skipped (but a deal's end
    // they have not seen yet is still told).
    const unseen = playback.skip();
    if (unseen) setMissed(unseen);
    try {
      const answer = await request<MatchState>("POST", matchPath(id, "/actions"), {
        body: { action, expected_seq: state.seq },
        idempotencyKey: newKey(),
      });
      if (answer.data) {
        accept(answer.data, answer.etag);
        // A computer (or a player away) answers within moments of a move: show it then, not at the next poll.
        const next = answer.data.to_act === null ? null : answer.data.seats.find((s) => s.seat === answer.data?.to_act);
        if (next && (next.bot_level !== null || next.away)) poller.current?.soon(COMPUTER_ANSWER_MS);
      }
    } catch (failure) {
      toast(errorText(failure, t));
      poller.current?.now();
    } finally {
      sending.current = false;
    }
  };

  const rematch = async () => {
    try {
      const room = await post<Room>(roomPath(state.room, "/rematch"));
      // A rematch that left a seat free (a banned player is not seated again) waits in its lobby.
      navigate(room.match_id ? tablePath(room.match_id) : lobbyPath(room.code));
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };

  // Practice: the player may ask what the expert would do on their turn; the answer is shown, never played.
  const mayAsk = state.hints === true && myTurn && state.status !== "finished" && !state.aborted && !mySeat?.away;
  const suggestion = mayAsk && hint !== null && hint.seq === state.seq ? hint : null;
  const askHint = async () => {
    if (askingNow.current) return;
    askingNow.current = true;
    setAsking(true);
    try {
      const answer = await fetchHint(id);
      // Kept only while the state it was asked for is the one on the table.
      if (answer.seq === latest.current?.seq) setHint(answer);
    } catch (failure) {
      toast(hintRefusal(failure, t));
    } finally {
      askingNow.current = false;
      setAsking(false);
    }
  };

  const unread = unreadCount(messages, lastSeen, myId);
  const others = state.seats.filter((seat) => seat.user_id !== null && seat.user_id !== myId);
  // The players muted who sit here: the chat sheet offers to unmute them.
  const mutedHere = others
    .filter((seat) => muted.some((player) => player.id === seat.user_id))
    .map((seat) => ({ id: seat.user_id as number, name: names[seat.seat] }));
  const isMuted = (user: number | null) => muted.some((player) => player.id === user);

  const mute = async (user: number, name: string, on: boolean, message?: number) => {
    try {
      await setMuted(user, on, message);
      setMutedPlayers((before) => [...(on ? [{ id: user, name }] : []), ...before.filter((p) => p.id !== user)]);
      toast(on ? t("chat.muted_toast", { name }) : t("chat.unmuted_toast", { name }));
      // The server leaves a muted author's messages out; an unmuted one's come back from the start.
      if (on) setMessages((known) => known.filter((message) => message.author !== user));
      else loadChat("start");
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };

  const say = async (body: { text: string } | { phrase: string }) => {
    const message = await sendChat(state.room, body);
    // Shown at once; the next fetch still asks from the last message fetched, since others may have written
    // in between.
    if (message && typeof message.id === "number") setMessages((known) => mergeMessages(known, [message]));
    loadChat("latest");
  };

  const reportMessage = (message: ChatMessage) =>
    setReporting({
      reported: message.author,
      name: message.name,
      room: state.room,
      message: message.id,
      quote: messageText(message, t),
    });
  const reportSeat = (seat: SeatInfo) => {
    if (seat.user_id === null) return;
    setReporting({
      reported: seat.user_id,
      name: names[seat.seat],
      room: state.room,
      match: state.id,
      seq: state.seq,
    });
  };

  const lastTrick = state.last_trick ?? view.tricks?.at(-1) ?? null;
  const summary = beat?.deal ?? missed;
  const turnText =
    state.to_act === null ? "" : myTurn ? t("table.your_turn") : t("table.waiting_for", { name: names[state.to_act] });
  const said = beat?.said ?? null;
  const announced = said
    ? ui.sentence(said.action, names[said.seat], t)
    : beat?.won && !beat.gather && beat.trick?.winner != null
      ? t("table.trick_won_by", { name: names[beat.trick.winner] })
      : "";
  const hand = settings.sortHand ? ui.sortHand(view.hand, view) : view.hand;
  // The match's end is told once the moves that led to it have been shown.
  const aborted = Boolean(state.aborted);
  const finished = (state.status === "finished" || aborted) && !playback.busy();

  return (
    <div class={`table-screen game-${state.game}`} data-testid="table">
      <header class="top-bar">
        <div class="top-row">
          <Link href="/" class="icon-button" aria-label={t("nav.home")}>
            ←
          </Link>
          <div class="scores" data-tour="scores">
            <span class="sr-only">{scoreLabel(state.scores, labels, mySide, view.target ?? undefined, t)}</span>
            <span class="score-chips" aria-hidden="true">
              {state.scores.map((score, side) => (
                <span key={side} class={`score side-${side}${mySide === side ? " mine" : ""}`} title={labels[side]}>
                  {score}
                </span>
              ))}
              {view.target != null && <span class="target">{t("table.target", { n: view.target })}</span>}
            </span>
          </div>
          <div class="top-actions" data-tour="menu">
            {chatOpenToMe && (
              <button
                type="button"
                class="icon-button chat-button"
                aria-label={unread > 0 ? t("chat.open_unread", { n: unread }) : t("chat.open")}
                data-testid="chat-button"
                onClick={() => setSheet("chat")}
              >
                <svg class="chat-icon" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M4 5h16v10H9l-4 4v-4H4z" />
                </svg>
                {unread > 0 && (
                  <span class="chat-badge" aria-hidden="true" data-testid="chat-unread">
                    {unread > 99 ? "99+" : unread}
                  </span>
                )}
              </button>
            )}
            <button
              type="button"
              class="icon-button"
              aria-label={t("table.last_trick")}
              onClick={() => setSheet("trick")}
            >
              ⟲
            </button>
            <button
              type="button"
              class="icon-button"
              aria-label={t("table.score_sheet")}
              onClick={() => setSheet("scores")}
            >
              ☰
            </button>
            <button type="button" class="icon-button" aria-label={t("table.menu")} onClick={() => setSheet("menu")}>
              ⋮
            </button>
          </div>
        </div>
        <div data-tour="status">
          <ui.Status state={state} act={act} t={t} names={names} intent={intent} setIntent={setIntent} />
        </div>
      </header>
      {offline && (
        <p class="banner warn" role="status">
          {t("common.offline")}
        </p>
      )}
      {mySeat?.away && state.status !== "finished" && (
        <p class="banner">
          {t("table.you_are_away")}{" "}
          <button
            type="button"
            class="button small"
            onClick={() => post<MatchState>(matchPath(id, "/return")).then((next) => accept(next, null))}
          >
            {t("table.come_back")}
          </button>
        </p>
      )}
      <section class="cloth" aria-label={t("table.cloth")} data-tour="trick">
        <span
          class="direction"
          role="img"
          aria-label={ui.direction === "ccw" ? t("table.direction_ccw") : t("table.direction_cw")}
        >
          {ui.direction === "ccw" ? "↺" : "↻"}
        </span>
        {state.seats.map((seat) => {
          if (seat.seat === state.your_seat) return null;
          const side = sideOf(seat.seat, teams);
          return (
            <SeatTag
              key={seat.seat}
              seat={seat}
              tour={seat.seat === (me + 1) % state.seats.length}
              name={names[seat.seat]}
              spot={spot(seat.seat)}
              active={state.to_act === seat.seat}
              timeLeft={state.to_act === seat.seat ? timeLeft : null}
              dealer={view.dealer === seat.seat}
              bidWinner={bidWinner === seat.seat}
              count={ui.handCount(view, seat.seat)}
              side={side < 0 ? null : side}
              partner={partnerships && mySide !== null && side === mySide}
              said={said && !said.toTrick && said.seat === seat.seat ? ui.actionLabel(said.action, t) : null}
              onSelect={
                seat.user_id !== null && seat.user_id !== myId
                  ? () => {
                      setPlayer(seat);
                      setSheet("player");
                    }
                  : undefined
              }
              t={t}
            />
          );
        })}
        <TrickArea
          ui={ui}
          t={t}
          names={names}
          trick={beat ? beat.trick : playing ? view.trick : lastTrick}
          done={!beat && !playing}
          won={beat?.won}
          gather={beat?.gather}
          spotOf={spot}
        />
        {summary && (
          <DealSummary
            result={summary}
            lines={ui.dealLines(summary, { t, names, labels, teams })}
            labels={labels}
            closesIn={beat?.deal && Number.isFinite(beat.ms) ? beat.ms : null}
            onClose={() => {
              setMissed(null);
              if (beat?.deal) playback.next();
            }}
            t={t}
            review={
              state.hints && state.your_seat !== null ? (
                <DealReview matchId={id} deal={summary.number} ui={ui} t={t} />
              ) : null
            }
          />
        )}
      </section>
      <p class="sr-only" aria-live="polite">
        {announced}
      </p>
      <div class={`turn-row${state.hints ? " practice" : ""}`}>
        <p class={`turn-line${myTurn ? " mine" : ""}`} role="status" aria-live="polite">
          {turnText}
          {state.to_act !== null && deadline !== null && ` · ${t("table.time_left", { time: clock(deadline - now) })}`}
        </p>
        {mayAsk && (
          <button
            type="button"
            class="button small secondary hint-button"
            aria-label={t("hint.ask")}
            title={t("hint.ask")}
            aria-busy={asking}
            data-testid="hint-button"
            onClick={askHint}
          >
            {t("hint.button")}
          </button>
        )}
      </div>
      {suggestion && <HintLine hint={suggestion} ui={ui} t={t} />}
      <ui.Controls
        state={state}
        act={act}
        t={t}
        names={names}
        intent={intent}
        setIntent={setIntent}
        suggested={suggestion?.action ?? null}
      />
      {state.your_seat === null ? (
        <p class="hint">{t("table.spectating")}</p>
      ) : (
        <div data-tour="hand">
          <PlayerHand
            ui={ui}
            state={state}
            pieces={hand}
            intent={intent}
            act={act}
            t={t}
            suggested={piecesOf(suggestion?.action)}
          />
        </div>
      )}
      {sheet === "trick" && (
        <TrickSheet ui={ui} matchId={id} trick={lastTrick} names={names} onClose={() => setSheet(null)} />
      )}
      {sheet === "scores" && <ScoreSheet matchId={id} labels={labels} onClose={() => setSheet(null)} />}
      {sheet === "menu" && (
        <Sheet title={t("table.menu")} onClose={() => setSheet(null)} closeLabel={t("common.close")}>
          <nav class="menu-list" aria-label={t("table.menu")}>
            {rulesOf(state.game) && (
              <button type="button" class="button secondary" onClick={() => setSheet("rules")}>
                {t("nav.rules")}: {gameName(state.game, t)}
              </button>
            )}
            <button
              type="button"
              class="button secondary"
              onClick={() => {
                setSheet(null);
                setTouring(true);
              }}
            >
              {t("table.tour_again")}
            </button>
            {others.length > 0 && <h3 class="menu-heading">{t("table.players")}</h3>}
            {others.map((seat) => (
              <button
                key={seat.seat}
                type="button"
                class="button secondary"
                onClick={() => {
                  setPlayer(seat);
                  setSheet("player");
                }}
              >
                {t("player.options", { name: names[seat.seat] })}
              </button>
            ))}
            <Link href="/" class="button secondary">
              {t("nav.home")}
            </Link>
          </nav>
        </Sheet>
      )}
      {sheet === "rules" && (
        <Sheet title={gameName(state.game, t)} onClose={() => setSheet(null)} closeLabel={t("common.close")}>
          <RulesArticle page={rulesOf(state.game) ?? []} />
        </Sheet>
      )}
      {sheet === "chat" && (
        <ChatSheet
          messages={messages}
          me={myId}
          readOnly={!state.seats.some((seat) => seat.user_id !== null && seat.user_id === myId)}
          muted={mutedHere}
          sideOf={(seat) => {
            const side = sideOf(seat, teams);
            return partnerships && side >= 0 ? side : null;
          }}
          send={say}
          mute={mute}
          report={reportMessage}
          onClose={() => setSheet(null)}
          language={currentLanguage()}
          t={t}
        />
      )}
      {sheet === "player" && player && player.user_id !== null && (
        <Sheet title={names[player.seat]} onClose={() => setSheet(null)} closeLabel={t("common.close")}>
          <div class="menu-list" data-testid="player-sheet">
            <button
              type="button"
              class="button secondary"
              onClick={() =>
                player.user_id !== null && mute(player.user_id, names[player.seat], !isMuted(player.user_id))
              }
            >
              {t(isMuted(player.user_id) ? "chat.unmute" : "chat.mute", { name: names[player.seat] })}
            </button>
            <button
              type="button"
              class="button secondary"
              onClick={() => {
                setSheet(null);
                reportSeat(player);
              }}
            >
              {t("report.title", { name: names[player.seat] })}
            </button>
          </div>
        </Sheet>
      )}
      {reporting && <ReportDialog target={reporting} onClose={() => setReporting(null)} t={t} />}
      {touring && !finished && (
        <Tour
          steps={ui.tour(t)}
          t={t}
          onDone={() => {
            markTourSeen(state.game);
            setTouring(false);
          }}
        />
      )}
      {finished && (
        <div
          class="overlay"
          role="dialog"
          aria-modal="true"
          aria-label={aborted ? t("end.aborted_title") : t("end.title")}
        >
          <div class="sheet end">
            <h2>{aborted ? t("end.aborted_title") : t("end.title")}</h2>
            {aborted ? (
              <p class="result aborted" data-testid="aborted">
                {t("end.aborted")}
              </p>
            ) : (
              <>
                {state.your_seat !== null && (
                  <p class="result">
                    {mySide !== null && state.winner?.includes(mySide) ? t("end.you_won") : t("end.you_lost")}
                  </p>
                )}
                <p>{t("end.winner", { names: (state.winner ?? []).map((side) => labels[side]).join(", ") })}</p>
              </>
            )}
            <p class="final-scores">{state.scores.join(" – ")}</p>
            {state.your_seat !== null && (
              <button type="button" class="button big" onClick={rematch}>
                {t("end.play_again")}
              </button>
            )}
            <Link href={replayPath(id)} class="button secondary">
              {t("end.replay")}
            </Link>
            <Link href="/" class="button secondary">
              {t("nav.home")}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
