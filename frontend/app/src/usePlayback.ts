// Plays beats one after another on a timer; the player can always move on, and a move of theirs skips the rest.
import { useEffect, useRef, useState } from "preact/hooks";
import type { Beat } from "./playback";
import type { DealResult } from "./types";

/**
 * The longest a queue of beats may take: when moves come faster than they can be shown (computers playing
 * among themselves for a watcher), the oldest are dropped, so that the table never lags far behind the match.
 */
const LONGEST_QUEUE_MS = 20_000;

const timed = (beats: Beat[]) => beats.reduce((sum, beat) => sum + (Number.isFinite(beat.ms) ? beat.ms : 0), 0);

export interface Playback {
  /** The beat on show, or null: the table shows the match as it is now. */
  beat: Beat | null;
  /** Queue beats after those still to come. */
  play(beats: Beat[]): void;
  /** Keep the table as it is shown until the next beats come (while they are being fetched). */
  hold(beat: Beat): void;
  /** On to the next beat now (the player tapped on). */
  next(): void;
  /** Drop every beat: the table shows the match as it is now. */
  clear(): void;
  /**
   * Drop every beat, as `clear`, for a move of the player's: the result of a deal they have not been shown yet
   * is handed back, so that its summary can still be read.
   */
  skip(): DealResult | null;
  /** Whether beats are being shown or fetched (a resting beat, left after the last one, is not busy). */
  busy(): boolean;
  /** Whether a deal's end is on show or still to come in the beats queued. */
  dealAhead(): boolean;
}

export function usePlayback(): Playback {
  const [beat, setBeat] = useState<Beat | null>(null);
  const shown = useRef<Beat | null>(null);
  const queue = useRef<Beat[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A still beat is held while the beats after it are fetched. */
  const holding = useRef(false);

  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const show = (next: Beat | null) => {
    shown.current = next;
    setBeat(next);
  };
  const advance = () => {
    stopTimer();
    let next = queue.current.shift() ?? null;
    // A still beat that ended one batch (the middle left empty) gives way to the beats queued after it.
    while (next && !Number.isFinite(next.ms) && !next.deal && queue.current.length)
      next = queue.current.shift() ?? null;
    show(next);
    if (next && Number.isFinite(next.ms)) timer.current = setTimeout(advance, next.ms);
  };
  /** Whether the beat on show waits for nothing: a still beat (held, or resting) gives way to new beats at once. */
  const idle = () => timer.current === null && !shown.current?.deal;

  const clear = () => {
    stopTimer();
    holding.current = false;
    queue.current = [];
    show(null);
  };

  useEffect(() => stopTimer, []);

  return {
    beat,
    play(beats) {
      holding.current = false;
      queue.current.push(...beats);
      while (queue.current.length > 1 && timed(queue.current) > LONGEST_QUEUE_MS) queue.current.shift();
      if (idle()) advance();
    },
    hold(still) {
      if (!idle()) return;
      holding.current = true;
      show(still);
    },
    next: advance,
    clear,
    skip() {
      const unseen = queue.current.filter((queued) => queued.deal).at(-1)?.deal ?? null;
      clear();
      return unseen;
    },
    busy: () => holding.current || timer.current !== null || queue.current.length > 0 || Boolean(shown.current?.deal),
    dealAhead: () => Boolean(shown.current?.deal) || queue.current.some((queued) => queued.deal !== null),
  };
}
