// The table: your hand, the trick, the seats and the clock. A layout over hooks that each hold one concern: the
// match's feed (its stream, polls and playback), the chat, the practice hint, the player's moves, a deal's summary and
// the tour; the parts of the screen are in ./table/.
import { useEffect, useRef, useState } from "preact/hooks";
import { Link } from "wouter-preact";
import { useCatalogue } from "../catalogue";
import { PlayerHand } from "../components/PlayerHand";
import { HintLine } from "../components/Practice";
import { ReportDialog, type ReportTarget } from "../components/ReportDialog";
import { Tour } from "../components/Tour";
import { Waiting } from "../components/Waiting";
import { seatName } from "../format";
import { gameModule, gameName, useGame } from "../games";
import { spotOf } from "../games/seating";
import { isCall } from "../games/turnHint";
import { type Translate, useT } from "../i18n";
import { piecesOf } from "../practice";
import { useSettings } from "../store";
import type { MatchState, SeatInfo } from "../types";
import { AheadLine } from "./table/AheadLine";
import { Announcer, trickWords, useAnnouncer, useRepeatKeys } from "./table/announcer";
import { heldBack } from "./table/betweenDeals";
import { Cloth } from "./table/Cloth";
import { MatchEnd } from "./table/MatchEnd";
import { sidesAt } from "./table/sides";
import { type SheetName, TableSheets } from "./table/TableSheets";
import { scoresInWords, TopBar } from "./table/TopBar";
import { TurnRow } from "./table/TurnRow";
import { useAhead } from "./table/useAhead";
import { useDealSummary } from "./table/useDealSummary";
import { useMatchFeed } from "./table/useMatchFeed";
import { useMoves } from "./table/useMoves";
import { useNow } from "./table/useNow";
import { usePracticeHint } from "./table/usePracticeHint";
import { useTableChat } from "./table/useTableChat";
import { useTableFocus } from "./table/useTableFocus";
import { useTour } from "./table/useTour";
// The table's own styles come with its code: the first screen does without them.
import "./table/table.css";

/** The table of a match; `me` is the viewer's user id. */
export function Table({ id, me: myId = null }: { id: string; me?: string | null }) {
  const t = useT();
  const settings = useSettings();
  const { games } = useCatalogue();
  const feed = useMatchFeed(id, t);
  const { playback, betweenDeals } = feed;
  // Between two deals the next one waits behind the last one's summary: no turn, hand or choices of it yet.
  const state = feed.state && betweenDeals ? heldBack(feed.state) : feed.state;
  const now = useNow();
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const [intent, setIntent] = useState<string | null>(null);
  /** The other player a seat's tap (or the menu) chose: to mute or report. */
  const [player, setPlayer] = useState<SeatInfo | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const chat = useTableChat(state?.room ?? null, state?.chat_seq, myId, sheet === "chat", t);
  const hint = usePracticeHint(id, state, feed.latestSeq, t);
  const playing = Boolean(state?.view.trick?.cards.length);
  const summary = useDealSummary(playback, playing);
  const moves = useMoves(id, state, feed, summary.keep, t);
  const ahead = useAhead(id, feed, t);
  const tour = useTour(state);
  const game = useGame(state?.game ?? null);
  // A choice half made (the way to choose the trump) belongs to the state it was made in.
  useEffect(() => setIntent(null), [state?.seq]);
  const { heard, say } = useAnnouncer(state, playback, game.value, games, t);
  const repeat = (what: "trick" | "scores") => {
    if (!state || !game.value) return;
    say(
      what === "trick"
        ? trickWords(state, game.value, t)
        : scoresInWords(state, game.value, sidesAt(state, games, t), t),
    );
  };
  useRepeatKeys(repeat);
  const root = useRef<HTMLElement>(null);
  const followFocus = useTableFocus(root, callsAsked(state, playback.busy()), intent);

  if (game.failed) return <Waiting failed />;
  if (!state || !game.value) return <TableLoading error={feed.error} t={t} />;

  const ui = game.value;
  const me = state.your_seat ?? 0;
  const names = state.seats.map((seat) => seatName(seat, t));
  const spot = (seat: number) => spotOf(seat, me, state.seats.length, ui.direction);
  const view = state.view;
  const myTurn = state.to_act !== null && state.to_act === state.your_seat;
  const deadline = state.turn_deadline ? Date.parse(state.turn_deadline) : null;
  // With a time bank, the ring runs down the bank the player had when the turn began.
  const bank = state.clock === "bank" ? state.seats.find((seat) => seat.seat === state.to_act)?.bank_seconds : null;
  const whole = bank || state.turn_seconds;
  const timeLeft = deadline === null ? null : Math.max(0, (deadline - now) / (whole * 1000));
  const sides = sidesAt(state, games, t);
  const mySeat = state.seats.find((seat) => seat.seat === state.your_seat);
  const beat = playback.beat;
  const choose = (seat: SeatInfo) => {
    setPlayer(seat);
    setSheet("player");
  };
  const lastTrick = state.last_trick ?? view.tricks?.at(-1) ?? null;
  const hand = settings.sortHand ? ui.sortHand(view.hand, view) : view.hand;
  const suggestion = betweenDeals ? null : hint.suggestion;
  // The match's end is told once the moves that led to it have been shown.
  const finished = (state.status === "finished" || Boolean(state.aborted)) && !playback.busy();
  const parts = { state, ui, t, names, sides };

  return (
    <main ref={root} class={`table-screen game-${state.game}`} data-testid="table" onFocusIn={followFocus}>
      <h1 class="sr-only" tabIndex={-1}>
        {gameName(state.game, t)}
      </h1>
      <SkipLinks t={t} hand={state.your_seat !== null} help={() => setSheet("keys")} repeat={repeat} />
      <TopBar {...parts} chat={chat} open={setSheet} act={moves.act} intent={intent} setIntent={setIntent} />
      {(feed.offline || moves.waiting) && (
        <p class="banner warn" role="status" data-testid="offline">
          {moves.waiting
            ? t("table.move_waiting", { move: ui.actionLabel(moves.waiting, t, state.view) })
            : t("common.offline")}
        </p>
      )}
      {mySeat?.away && state.status !== "finished" && (
        <p class="banner">
          {t("table.you_are_away")}{" "}
          <button type="button" class="button small" onClick={moves.comeBack}>
            {t("table.come_back")}
          </button>
        </p>
      )}
      <Cloth
        {...parts}
        matchId={id}
        myId={myId}
        spot={spot}
        timeLeft={timeLeft}
        beat={beat}
        playing={playing}
        lastTrick={lastTrick}
        summary={summary}
        choose={choose}
      />
      <Announcer heard={heard} />
      <TurnRow state={state} t={t} names={names} myTurn={myTurn} deadline={deadline} now={now} hint={hint} />
      {suggestion && <HintLine hint={suggestion} ui={ui} t={t} />}
      <AheadLine ahead={state.ahead} ui={ui} t={t} cancel={ahead.cancel} />
      {!betweenDeals && (
        <ui.Controls
          state={state}
          act={moves.act}
          t={t}
          names={names}
          intent={intent}
          setIntent={setIntent}
          suggested={suggestion?.action ?? null}
        />
      )}
      {state.your_seat === null ? (
        <p class="hint">
          {t("table.spectating")}
          {state.behind && <span data-testid="behind"> {t("table.behind")}</span>}
        </p>
      ) : (
        <div data-tour="hand">
          <PlayerHand
            ui={ui}
            state={state}
            pieces={hand}
            confirmPlays={settings.confirmPlays}
            intent={intent}
            act={moves.act}
            t={t}
            suggested={piecesOf(suggestion?.action)}
            playAhead={ahead.choose}
          />
        </div>
      )}
      <TableSheets
        {...parts}
        sheet={sheet}
        open={setSheet}
        matchId={id}
        myId={myId}
        lastTrick={lastTrick}
        chat={chat}
        player={player}
        choose={choose}
        startTour={tour.start}
        report={setReporting}
      />
      {reporting && <ReportDialog target={reporting} onClose={() => setReporting(null)} t={t} />}
      {tour.touring && !finished && <Tour steps={ui.tour(t)} t={t} onDone={tour.done} />}
      {finished && <MatchEnd matchId={id} state={state} sides={sides} t={t} />}
    </main>
  );
}

/** A key that changes each time the player's turn asks for a call and not a piece (a bid, the trump); else null. */
function callsAsked(state: MatchState | null, busy: boolean): string | null {
  if (!state || busy || state.to_act === null || state.to_act !== state.your_seat) return null;
  const ui = gameModule(state.game).loaded();
  if (!ui) return null;
  const plays = state.view.hand.some((piece) => ui.tapAction(state, piece) !== null);
  return !plays && state.legal.some(isCall) ? String(state.seq) : null;
}

/** Links for a keyboard, shown only when focused: straight to the hand, and how to play by keyboard. */
function SkipLinks({
  t,
  hand,
  help,
  repeat,
}: {
  t: Translate;
  hand: boolean;
  help: () => void;
  repeat: (what: "trick" | "scores") => void;
}) {
  const toHand = () => document.querySelector<HTMLElement>("[data-testid=hand] [tabindex='0']")?.focus();
  return (
    <div class="skip-links">
      {hand && (
        <button type="button" class="skip-link" onClick={toHand}>
          {t("a11y.skip_to_hand")}
        </button>
      )}
      <button type="button" class="skip-link" onClick={() => repeat("trick")} aria-keyshortcuts="T">
        {t("a11y.say_trick")}
      </button>
      <button type="button" class="skip-link" onClick={() => repeat("scores")} aria-keyshortcuts="S">
        {t("a11y.say_scores")}
      </button>
      <button type="button" class="skip-link" onClick={help}>
        {t("a11y.help")}
      </button>
    </div>
  );
}

/** Before the match's first answer: loading, or why it cannot be shown. */
function TableLoading({ error, t }: { error: string | null; t: Translate }) {
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
