// A shared match's replay, opened by its link without an account: the replay screen over GET /api/shared/{token},
// which answers a deal at a time, with every hand only where the players allow it.
import { useMemo } from "preact/hooks";
import { get } from "../api";
import { sharedApi } from "../circles/api";
import type { components } from "../generated/api";
import { useT } from "../i18n";
import type { MatchState, ReplayFrames } from "../types";
import { Replay, type ReplaySource } from "./Replay";

type SharedMatch = Omit<components["schemas"]["SharedMatchOut"], "match"> & { match: ReplayFrames };

/** The link's match (its seats and game, as the replay screen reads a match), and each deal's steps. */
export function sharedSource(token: string): ReplaySource {
  const answers = new Map<number, Promise<SharedMatch>>();
  const answer = (deal: number) => {
    let pending = answers.get(deal);
    if (!pending) {
      pending = get<SharedMatch>(`${sharedApi(token)}?deal=${deal}`);
      // A failed answer is asked again next time.
      pending.catch(() => answers.delete(deal));
      answers.set(deal, pending);
    }
    return pending;
  };
  const source: ReplaySource = {
    match: async () => {
      const shared = await answer(0);
      source.fullHands = shared.full_hands;
      const first = shared.match.frames[0]?.view;
      return {
        id: token,
        game: shared.game,
        status: shared.status,
        seats: shared.seats,
        scores: first?.scores ?? [],
        your_seat: null,
        view: first,
      } as unknown as MatchState;
    },
    // The link gives no deal's totals: the replay goes without its score chart.
    deals: async () => [],
    frames: async (deal) => (await answer(deal)).match,
  };
  return source;
}

export function Shared({ token }: { token: string }) {
  const t = useT();
  const source = useMemo(() => sharedSource(token), [token]);
  return <Replay id={token} source={source} back="/" title={t("shared.title")} />;
}
