// A room as its lobby follows it: polled, a shared link's visitor seated on the first look, off to the table once
// the match starts, and the room's own requests (join, computer players, start) answered with the room.
import { useEffect, useRef, useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { ApiError, get, post, request, roomPath } from "../../api";
import { toast } from "../../components/Toast";
import { errorText } from "../../errors";
import type { Translate } from "../../i18n";
import { type Poller, startPolling } from "../../poll";
import { tablePath } from "../../routes";
import type { Account, Room, StartedMatch } from "../../types";

/** Why a room cannot be shown: a code that names no room, or too many wrong codes (asked no more either way). */
export type Refusal = "not_found" | "too_many" | null;

export interface FollowedRoom {
  room: Room | null;
  error: string | null;
  refusal: Refusal;
  /** Send one of the room's requests; the room it answers with is shown (the start's goes to the table). */
  call(method: string, path: string, body?: unknown): Promise<void>;
}

export function useRoom(code: string, account: Account, t: Translate): FollowedRoom {
  const [, navigate] = useLocation();
  const [room, setRoom] = useState<Room | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  /** The room has been read once: a shared link's visitor is seated then, and only then. */
  const seen = useRef(false);
  const poller = useRef<Poller | null>(null);
  /** Why the seat a shared link's visitor asked for was refused, in words (shown with the room). */
  const joinRefused = useRef<string | null>(null);

  const load = async (): Promise<boolean> => {
    try {
      let current = await get<Room>(roomPath(code));
      const creator = current.creator_id === account.id;
      // Arriving by a shared link: take the first free seat, once. Never for the creator (without a seat, they
      // chose to watch) nor after the first look (a player who left stays out).
      if (!seen.current && !creator && current.status === "open" && current.your_seat === null) {
        try {
          current = await post<Room>(roomPath(code, "/join"), {});
        } catch (failure) {
          // Refused (the room is full, the name looks like a seated player's): the room is shown with the reason,
          // and not asked again at every poll. Without a connection, the next poll tries again.
          if (!(failure instanceof ApiError) || failure.status === 0) throw failure;
          joinRefused.current = errorText(failure, t);
        }
      }
      seen.current = true;
      setRoom(current);
      // A poll that fails says so; the next that works clears it, leaving only why the seat was refused.
      setError(joinRefused.current);
      if (current.match_id && (current.your_seat !== null || creator) && current.status !== "open") {
        navigate(tablePath(current.match_id), { replace: true });
      }
      return true;
    } catch (failure) {
      // A wrong code counts against the device each time it is asked: ask it once, then say so in words.
      if (failure instanceof ApiError && (failure.code === "unknown_room" || failure.status === 429)) {
        poller.current?.stop();
        setRefusal(failure.status === 429 ? "too_many" : "not_found");
        return false;
      }
      setError(errorText(failure, t));
      return !(failure instanceof ApiError && failure.status === 0);
    }
  };

  useEffect(() => {
    seen.current = false;
    joinRefused.current = null;
    setRoom(null);
    setRefusal(null);
    setError(null);
    poller.current = startPolling(load, { visibleMs: 3000, hiddenMs: 20000, maxBackoffMs: 30000 });
    return () => poller.current?.stop();
  }, [code]);

  const call = async (method: string, path: string, body?: unknown) => {
    try {
      const answer = await request<Room | StartedMatch>(method, path, { body });
      if (path.endsWith("/start") && answer.data?.match_id) {
        // The lobby was a step on the way: Back from the table goes where the player came from, not to it.
        navigate(tablePath(String(answer.data.match_id)), { replace: true });
        return;
      }
      if (answer.data && "seats" in answer.data) setRoom(answer.data);
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };

  return { room, error, refusal, call };
}
