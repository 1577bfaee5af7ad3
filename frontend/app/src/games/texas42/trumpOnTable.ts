// The trump named at the table on screen, for every tile drawn there (the hand, the trick, the last trick): the
// table hands a piece only its name, so the game's top bar, which reads the view, passes the trump on from here.
import { useEffect, useState } from "preact/hooks";
import type { TrumpName } from "./suits";

let shown: TrumpName | null = null;
const watchers = new Set<(trump: TrumpName | null) => void>();

/** Set the trump the tiles show: the view's, or null before it is named and once the table is left. */
export function showTrump(trump: TrumpName | null): void {
  if (trump === shown) return;
  shown = trump;
  for (const watcher of watchers) watcher(trump);
}

/** The trump the tiles show now, following it as it changes. */
export function useTrumpShown(): TrumpName | null {
  const [trump, setTrump] = useState(shown);
  useEffect(() => {
    watchers.add(setTrump);
    setTrump(shown);
    return () => {
      watchers.delete(setTrump);
    };
  }, []);
  return trump;
}
