import { describe, expect, it, vi } from "vitest";
import { nextDelay, startPolling } from "./poll";

const timing = { visibleMs: 1000, hiddenMs: 10000, maxBackoffMs: 8000 };

function fakeEnv(hidden = false) {
  let wake: () => void = () => {};
  return {
    env: {
      hidden: () => hidden,
      onWake: (callback: () => void) => {
        wake = callback;
        return () => {};
      },
    },
    wake: () => wake(),
  };
}

describe("nextDelay", () => {
  it("polls often while visible and rarely while hidden", () => {
    expect(nextDelay(timing, false, 0)).toBe(1000);
    expect(nextDelay(timing, true, 0)).toBe(10000);
  });
  it("backs off after failures, up to a ceiling", () => {
    expect(nextDelay(timing, false, 1)).toBe(2000);
    expect(nextDelay(timing, false, 2)).toBe(4000);
    expect(nextDelay(timing, false, 10)).toBe(8000);
  });
});

describe("startPolling", () => {
  it("polls at once, then on its timer, and stops", async () => {
    vi.useFakeTimers();
    const tick = vi.fn().mockResolvedValue(true);
    const poller = startPolling(tick, timing, fakeEnv().env);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(2);
    poller.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("recovers by itself: after failures it waits longer, and asks at once when back online", async () => {
    vi.useFakeTimers();
    let online = false;
    const tick = vi.fn(async () => online);
    const { env, wake } = fakeEnv();
    const poller = startPolling(tick, timing, env);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(tick).toHaveBeenCalledTimes(2); // backing off: 4 s after the second failure
    online = true;
    wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(4);
    poller.stop();
    vi.useRealTimers();
  });

  it("asks once more when told of news while a tick is under way (it may have started before the news)", async () => {
    vi.useFakeTimers();
    let finish: (ok: boolean) => void = () => {};
    const tick = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const poller = startPolling(tick, timing, fakeEnv().env);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    poller.now();
    poller.now();
    expect(tick).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(2);
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(2); // once more, not once per call
    poller.stop();
    vi.useRealTimers();
  });

  it("asks sooner when told news is coming, then keeps its own pace", async () => {
    vi.useFakeTimers();
    const tick = vi.fn().mockResolvedValue(true);
    const poller = startPolling(tick, timing, fakeEnv().env);
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    poller.soon(200);
    await vi.advanceTimersByTimeAsync(199);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(3);
    poller.stop();
    poller.soon(10);
    await vi.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});
