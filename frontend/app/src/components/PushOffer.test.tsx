import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PushOffer } from "./PushOffer";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Version/17.4 Mobile/15E148 Safari/604.1";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the offer of notifications on an iPhone's Safari", () => {
  it("walks the player to the Home Screen instead of asking for permission", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
    const { getByText, queryByText, findByText } = render(<PushOffer />);
    expect(queryByText("Turn on notifications")).toBeNull();
    fireEvent.click(getByText("How to get notifications"));
    return findByText("Open Tricktable from its new icon, and turn on notifications there.");
  });

  it("is not shown again once the player says not now", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(IPHONE);
    const first = render(<PushOffer />);
    fireEvent.click(first.getByText("Not now"));
    expect(first.queryByText("How to get notifications")).toBeNull();
    cleanup();
    expect(render(<PushOffer />).queryByText("How to get notifications")).toBeNull();
  });

  it("is not shown elsewhere where the browser cannot push", () => {
    expect(render(<PushOffer />).container.textContent).toBe("");
  });
});
