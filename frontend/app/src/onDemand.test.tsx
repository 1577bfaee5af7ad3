import { act, cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QUIET_MS } from "./components/Waiting";
import { lazyScreen, onDemand } from "./onDemand";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A promise the test settles when it chooses, as a slow network would. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (failure: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("something fetched on demand", () => {
  it("is fetched once, by the first to ask, and shared", async () => {
    const fetch = vi.fn(async () => "words");
    const item = onDemand(fetch);
    expect(item.loaded()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([item.load(), item.load()]);
    expect([first, second, item.loaded()]).toEqual(["words", "words", "words"]);
    await item.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is fetched again after a failure", async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("words");
    const item = onDemand(fetch);
    await expect(item.load()).rejects.toThrow("Failed to fetch");
    expect(item.loaded()).toBeNull();
    expect(await item.load()).toBe("words");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("a screen fetched when first shown", () => {
  it("shows a quiet page, then Loading, then the screen once its code has come", async () => {
    vi.useFakeTimers();
    const code = deferred<(props: { who: string }) => preact.JSX.Element>();
    const Screen = lazyScreen(() => code.promise);
    const { container, queryByText, findByText } = render(<Screen who="Asha" />);
    expect(container.querySelector("main[aria-busy=true]")).not.toBeNull();
    expect(queryByText("Loading…")).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(QUIET_MS);
    });
    expect(queryByText("Loading…")).not.toBeNull();
    vi.useRealTimers();
    code.resolve(({ who }) => <p>Hello {who}</p>);
    expect(await findByText("Hello Asha")).toBeTruthy();
  });

  it("says so when its code cannot come, with a way to try again, rather than a blank page", async () => {
    const code = deferred<() => preact.JSX.Element>();
    const Screen = lazyScreen(() => code.promise);
    const { findByRole, getByRole } = render(<Screen />);
    code.reject(new TypeError("Failed to fetch dynamically imported module"));
    expect((await findByRole("alert")).textContent).toContain("could not load");
    expect(getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("can be fetched before it is opened, once", async () => {
    const fetch = vi.fn(async () => () => <p>Rules</p>);
    const Screen = lazyScreen(fetch);
    Screen.preload();
    Screen.preload();
    const { findByText } = render(<Screen />);
    expect(await findByText("Rules")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
