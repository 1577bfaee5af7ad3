// The match as the table shows it: read on a poll (with its ETag, so that an unchanged match costs nothing), at once
// when the match's stream says it moved, and the moves between two states fetched and played one after another.
import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, get, matchPath, request } from "../../api";
import { errorText } from "../../errors";
import { gameModule } from "../../games";
import type { Translate } from "../../i18n";
import { beatsBetween, still } from "../../playback";
import { type Poller, startPolling } from "../../poll";
import { getToken } from "../../session";
import { settings } from "../../store";
import { followStream, type StreamFollower } from "../../stream";
import type { EventsPage, MatchState } from "../../types";
import { type Playback, usePlayback } from "../../usePlayback";

/** How long a deal's summary stays when no move of the viewer's waits on it (a spectator, say). */
export const SUMMARY_PASSES_MS = 5000;
// With the stream open, the match is still read this often, in case an event went missing on the way.
const STREAM_CHECK_MS = 30000;

export interface MatchFeed {
  /** The latest state taken in (null until the first answer); the playback may still be showing the steps to it. */
  state: MatchState | null;
  /** Why the match cannot be shown (it does not exist, say); a lost connection is `offline` instead. */
  error: string | null;
  offline: boolean;
  playback: Playback;
  /** Take in a state the server answered with (a move's, say), with its ETag when it came with one. */
  accept(next: MatchState, etag: string | null): void;
  /** The seq of the latest state taken in. */
  latestSeq(): number | null;
  /** Read the match now, or in `ms` (news is expected then, such as a computer's answer to a move). */
  checkNow(): void;
  checkSoon(ms: number): void;
  /**
   * A deal ended and its summary is still to be read (on its way, or on show): the next deal's turn, hand and
   * controls wait until it has been, so that nobody bids without seeing how the last deal went.
   */
  betweenDeals: boolean;
}

/**
 * How long the summary of a deal that ended between `after`'s predecessor and `after` stays. It waits for a player
 * until they tap on; it passes by itself for a watcher, for a player the computer stands in for, and once the match
 * is over (its end is told next), unless it has the review of a practice deal to read.
 */
export function summaryMs(after: MatchState): number {
  const present = after.seats.find((seat) => seat.seat === after.your_seat && !seat.away);
  const waits = present !== undefined && (after.status !== "finished" || after.hints === true);
  return waits ? Number.POSITIVE_INFINITY : SUMMARY_PASSES_MS;
}

/** Whether `after` is a later deal than `before`: every game passes the deal to the next seat when one ends. */
export const dealChanged = (before: MatchState, after: MatchState) => before.view.dealer !== after.view.dealer;

const mine = (match: MatchState | null) => match !== null && match.to_act !== null && match.to_act === match.your_seat;

export function useMatchFeed(id: string, t: Translate): MatchFeed {
  const [state, setState] = useState<MatchState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const etag = useRef<string | null>(null);
  const poller = useRef<Poller | null>(null);
  const stream = useRef<StreamFollower | null>(null);
  /** The latest state taken in: the steps being shown lead up to it. */
  const latest = useRef<MatchState | null>(null);
  /** Fetches of the steps between states, one after another so that their beats queue in order. */
  const fetching = useRef<Promise<void>>(Promise.resolve());
  const playback = usePlayback();
  /** The seq of a state in a new deal whose steps (the last deal's end among them) are still being fetched. */
  const [crossingTo, setCrossingTo] = useState<number | null>(null);

  /** Fetch the events between two states and queue the beats they make. */
  const catchUp = (before: MatchState, after: MatchState) => {
    // The middle as it was is kept on screen while the steps after it are fetched.
    playback.hold(still(before.view.trick?.cards.length ? before.view.trick : null, Number.POSITIVE_INFINITY));
    const waits = summaryMs(after);
    fetching.current = fetching.current.then(async () => {
      try {
        const page = await get<EventsPage>(matchPath(id, `/events?after=${before.seq}`));
        // Too much happened (a long absence): the table simply shows the match as it is now.
        const events = page.more ? [] : page.events.filter((event) => event.seq <= after.seq);
        const { toTrick } = await gameModule(after.game).load();
        playback.play(beatsBetween(before, after, events, toTrick, waits, settings().speed));
      } catch {
        playback.play([]);
      }
      // The deal's end is queued now (if it came at all): the playback holds the next deal back from here.
      setCrossingTo((seq) => (seq !== null && seq <= after.seq ? null : seq));
    });
  };

  const accept = (next: MatchState, tag: string | null) => {
    const before = latest.current;
    // An answer that comes after a newer one changes nothing.
    if (before && next.seq < before.seq) return;
    etag.current = tag;
    latest.current = next;
    // A gentle buzz when the turn comes to you while the table is open.
    if (before && !mine(before) && mine(next)) navigator.vibrate?.(40);
    setState(next);
    // The server ends a finished match's stream: stop following it (and trying it again).
    if (next.status === "finished") stream.current?.stop();
    if (before && next.seq > before.seq) {
      // Held back at once, in the same render as the new state: its steps take a moment to fetch.
      if (dealChanged(before, next)) setCrossingTo(next.seq);
      catchUp(before, next);
    }
  };

  useEffect(() => {
    etag.current = null;
    latest.current = null;
    playback.clear();
    setCrossingTo(null);
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
    return () => {
      stream.current?.stop();
      poller.current?.stop();
    };
  }, [id]);

  return {
    state,
    error,
    offline,
    playback,
    accept,
    latestSeq: () => latest.current?.seq ?? null,
    checkNow: () => poller.current?.now(),
    checkSoon: (ms) => poller.current?.soon(ms),
    betweenDeals: crossingTo !== null || playback.dealAhead(),
  };
}
