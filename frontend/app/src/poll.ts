// Cheap live updates: poll often while the page is visible, rarely while hidden, back off when offline.
export interface PollTiming {
  visibleMs: number;
  hiddenMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_TIMING: PollTiming = { visibleMs: 2000, hiddenMs: 20000, maxBackoffMs: 30000 };

/** The wait before the next poll, given visibility and how many polls in a row have failed. */
export function nextDelay(timing: PollTiming, hidden: boolean, failures: number): number {
  const base = hidden ? timing.hiddenMs : timing.visibleMs;
  if (failures === 0) return base;
  return Math.min(timing.maxBackoffMs, base * 2 ** Math.min(failures, 8));
}

export interface Poller {
  stop(): void;
  now(): void;
  /** Ask again after `ms` (sooner than the timer would): news is expected, such as a computer's answer to a move. */
  soon(ms: number): void;
}

/** Run `tick` again and again; it resolves true on success, false or a throw on failure. */
export function startPolling(
  tick: () => Promise<boolean>,
  timing: PollTiming = DEFAULT_TIMING,
  env: { hidden: () => boolean; onWake: (wake: () => void) => () => void } = browserEnv(),
): Poller {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let running = false;
  /** Asked for `now()` while a tick was running: that tick may have started before the news, so run once more. */
  let again = false;

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, nextDelay(timing, env.hidden(), failures));
  };
  const run = async () => {
    if (stopped || running) return;
    running = true;
    try {
      failures = (await tick()) ? 0 : failures + 1;
    } catch {
      failures += 1;
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void run();
      } else {
        schedule();
      }
    }
  };
  const unsubscribe = env.onWake(() => {
    failures = 0;
    void run();
  });
  void run();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      unsubscribe();
    },
    now() {
      if (running) again = true;
      else void run();
    },
    soon(ms) {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
  };
}

function browserEnv() {
  return {
    hidden: () => typeof document !== "undefined" && document.visibilityState === "hidden",
    onWake: (wake: () => void) => {
      // Coming back online or to the page: ask at once rather than wait for the timer.
      const onVisible = () => document.visibilityState === "visible" && wake();
      window.addEventListener("online", wake);
      document.addEventListener("visibilitychange", onVisible);
      return () => {
        window.removeEventListener("online", wake);
        document.removeEventListener("visibilitychange", onVisible);
      };
    },
  };
}
