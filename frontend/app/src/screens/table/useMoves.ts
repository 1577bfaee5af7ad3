// The player's own moves: sent one at a time, never kept waiting by what the table is still showing, and never lost
// to a dropped connection: a move that could not be sent waits and goes, once, when the connection is back.
import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, matchPath, newKey, post, request } from "../../api";
import { toast } from "../../components/Toast";
import { errorText } from "../../errors";
import type { Translate } from "../../i18n";
import type { Action, DealResult, MatchState } from "../../types";
import type { MatchFeed } from "./useMatchFeed";

/** When to look for a computer's answer to a move: workers play it within moments of the move's commit. */
export const COMPUTER_ANSWER_MS = 500;
/** How soon a waiting move is tried again without news of the connection, doubling up to the longest. */
export const RETRY_FIRST_MS = 2000;
export const RETRY_LONGEST_MS = 15000;

export interface Moves {
  act(action: Action): Promise<void>;
  /** Back at the table after being away (the computer stood in meanwhile). */
  comeBack(): Promise<void>;
  /** The move that waits for the connection to come back, if any. */
  waiting: Action | null;
}

/** A move as sent: its key goes with every try, so that the server takes it once however often it arrives. */
interface Move {
  action: Action;
  seq: number;
  key: string;
}

type Sent = "taken" | "refused" | "offline";

/**
 * Moves at `state` (the one on the table); `unseen` takes the result of a deal whose summary the move skipped, so
 * that it can still be read.
 */
export function useMoves(
  id: string,
  state: MatchState | null,
  feed: MatchFeed,
  unseen: (result: DealResult) => void,
  t: Translate,
): Moves {
  const sending = useRef(false);
  const [waiting, setWaiting] = useState<Move | null>(null);

  /** One try at a move: its answer taken in, a refusal said (and the match read again), or no connection. */
  const send = async (move: Move): Promise<Sent> => {
    try {
      const answer = await request<MatchState>("POST", matchPath(id, "/actions"), {
        body: { action: move.action, expected_seq: move.seq },
        idempotencyKey: move.key,
      });
      if (answer.data) {
        feed.accept(answer.data, answer.etag);
        // A computer (or a player away) answers within moments of a move: show it then, not at the next poll.
        const next = answer.data.to_act === null ? null : answer.data.seats.find((s) => s.seat === answer.data?.to_act);
        if (next && (next.bot_level !== null || next.away)) feed.checkSoon(COMPUTER_ANSWER_MS);
      }
      return "taken";
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 0) return "offline";
      toast(errorText(failure, t));
      feed.checkNow();
      return "refused";
    }
  };

  const act = async (action: Action) => {
    if (waiting) {
      // One move waits already: a second would be played on a table the player has not seen yet.
      toast(t("table.move_still_waiting"));
      return;
    }
    if (sending.current || !state) return;
    sending.current = true;
    // Whatever was still being shown is skipped (but a deal's end they have not seen yet is still told).
    const skipped = feed.playback.skip();
    if (skipped) unseen(skipped);
    const move = { action, seq: state.seq, key: newKey() };
    try {
      if ((await send(move)) === "offline") {
        setWaiting(move);
        toast(t("table.move_queued"));
      }
    } finally {
      sending.current = false;
    }
  };

  useEffect(() => {
    if (!waiting) return;
    let stopped = false;
    let delay = RETRY_FIRST_MS;
    let timer = setTimeout(() => void retry(), delay);
    const retry = async () => {
      if (stopped || sending.current) return;
      clearTimeout(timer);
      sending.current = true;
      const sent = await send(waiting).finally(() => {
        sending.current = false;
      });
      if (stopped) return;
      if (sent === "offline") {
        delay = Math.min(delay * 2, RETRY_LONGEST_MS);
        timer = setTimeout(() => void retry(), delay);
        return;
      }
      if (sent === "taken") toast(t("table.move_sent"));
      setWaiting(null);
    };
    const online = () => void retry();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, [waiting]);

  const comeBack = () => post<MatchState>(matchPath(id, "/return")).then((next) => feed.accept(next, null));
  return { act, comeBack, waiting: waiting?.action ?? null };
}
