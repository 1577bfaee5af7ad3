// The player's own moves: sent one at a time, never kept waiting by what the table is still showing.
import { useRef } from "preact/hooks";
import { matchPath, newKey, post, request } from "../../api";
import { toast } from "../../components/Toast";
import { errorText } from "../../errors";
import type { Translate } from "../../i18n";
import type { Action, DealResult, MatchState } from "../../types";
import type { MatchFeed } from "./useMatchFeed";

/** When to look for a computer's answer to a move: workers play it within moments of the move's commit. */
export const COMPUTER_ANSWER_MS = 500;

export interface Moves {
  act(action: Action): Promise<void>;
  /** Back at the table after being away (the computer stood in meanwhile). */
  comeBack(): Promise<void>;
}

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
  const act = async (action: Action) => {
    if (sending.current || !state) return;
    sending.current = true;
    // Whatever was still being shown is skipped (but a deal's end they have not seen yet is still told).
    const skipped = feed.playback.skip();
    if (skipped) unseen(skipped);
    try {
      const answer = await request<MatchState>("POST", matchPath(id, "/actions"), {
        body: { action, expected_seq: state.seq },
        idempotencyKey: newKey(),
      });
      if (answer.data) {
        feed.accept(answer.data, answer.etag);
        // A computer (or a player away) answers within moments of a move: show it then, not at the next poll.
        const next = answer.data.to_act === null ? null : answer.data.seats.find((s) => s.seat === answer.data?.to_act);
        if (next && (next.bot_level !== null || next.away)) feed.checkSoon(COMPUTER_ANSWER_MS);
      }
    } catch (failure) {
      toast(errorText(failure, t));
      feed.checkNow();
    } finally {
      sending.current = false;
    }
  };
  const comeBack = () => post<MatchState>(matchPath(id, "/return")).then((next) => feed.accept(next, null));
  return { act, comeBack };
}
