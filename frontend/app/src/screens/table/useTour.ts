// The first time at a game's table, a short tour of its parts; the menu offers it again.
import { useEffect, useState } from "preact/hooks";
import { markTourSeen, tourSeen } from "../../session";
import type { MatchState } from "../../types";

export interface TableTour {
  touring: boolean;
  start(): void;
  done(): void;
}

export function useTour(state: MatchState | null): TableTour {
  const [touring, setTouring] = useState(false);
  useEffect(() => {
    if (state && state.status !== "finished" && !tourSeen(state.game)) setTouring(true);
  }, [state?.game]);
  return {
    touring,
    start: () => setTouring(true),
    done() {
      if (state) markTourSeen(state.game);
      setTouring(false);
    },
  };
}
