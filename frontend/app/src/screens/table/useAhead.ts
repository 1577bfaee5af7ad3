// The player's choice made ahead of their turn: chosen by a tap while others play, cancelled, or a dropped one's
// note put away. The server keeps it for this player alone and plays it when their turn comes, if it still stands.
import { matchPath, request } from "../../api";
import { toast } from "../../components/Toast";
import { errorText } from "../../errors";
import type { Translate } from "../../i18n";
import type { Action } from "../../types";
import type { MatchFeed } from "./useMatchFeed";

export interface Ahead {
  choose(action: Action): Promise<void>;
  /** Forget the choice, or the note of a dropped one. */
  cancel(): Promise<void>;
}

export function useAhead(id: string, feed: Pick<MatchFeed, "checkNow">, t: Translate): Ahead {
  const send = async (method: "PUT" | "DELETE", body?: unknown) => {
    try {
      await request(method, matchPath(id, "/ahead"), body === undefined ? {} : { body });
    } catch (failure) {
      toast(errorText(failure, t));
    }
    // The match's own body says the choice (its ETag, this player's own, changed with it).
    feed.checkNow();
  };
  return {
    choose: (action) => send("PUT", { action }),
    cancel: () => send("DELETE"),
  };
}
