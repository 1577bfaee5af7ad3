// A deal's summary: the one the playback has come to, or one the player moved on from before it came up, which stays
// until they tap on or play starts again (the middle is needed then).
import { useEffect, useState } from "preact/hooks";
import type { DealResult } from "../../types";
import type { Playback } from "../../usePlayback";

export interface DealSummaryShown {
  /** The summary on the table, if any. */
  result: DealResult | null;
  /** Keep a result the player skipped past (by a move of theirs). */
  keep(result: DealResult): void;
  /** The player tapped on. */
  close(): void;
}

/** `playing`: cards are in the middle (a summary left on the table gives way to them). */
export function useDealSummary(playback: Playback, playing: boolean): DealSummaryShown {
  const [missed, setMissed] = useState<DealResult | null>(null);
  const told = playback.beat?.deal;
  // A summary left on the table gives way once cards are played again, or to the next one.
  useEffect(() => {
    if (playing || told) setMissed(null);
  }, [playing, told]);
  return {
    result: told ?? missed,
    keep: setMissed,
    close() {
      setMissed(null);
      if (told) playback.next();
    },
  };
}
