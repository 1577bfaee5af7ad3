// The replay screen, on an All Fours match (a real game module, loaded as the screen loads it).
import { cleanup, fireEvent, render, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCatalogue } from "../../catalogue";
import { Replay, type ReplaySource } from "../../screens/Replay";
import { matchState } from "../../testing/matchState";
import type { ReplayFrames } from "../../types";

afterEach(() => {
  cleanup();
  forgetCatalogue();
  vi.unstubAllGlobals();
});

const view = matchState("allfours", { phase: "bidding", hands: [[], [], [], []] }, []).view;

/** A deal's steps: `count` frames, each the same view. */
const framesOf = (deal: number, count: number): ReplayFrames => ({
  deal,
  deals: 2,
  frames: Array.from({ length: count }, () => ({ action: null, view })),
});

describe("the replay", () => {
  it("shows a deal's number only with that deal's own steps, not the last deal's while the next one loads", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { status: 200 })),
    );
    let arrive: (frames: ReplayFrames) => void = () => {};
    // What the page showed when the next deal's steps were asked for (the render before they came).
    let shownMeanwhile: string | null | undefined;
    const source: ReplaySource = {
      match: async () => matchState("allfours", {}, [], 0, { status: "finished" }),
      deals: async () => [],
      frames: (deal) => {
        if (deal === 0) return Promise.resolve(framesOf(0, 5));
        shownMeanwhile = document.querySelector("[data-testid=replay-deal]")?.textContent;
        return new Promise((resolve) => (arrive = resolve));
      },
    };
    const { findByTestId, getByRole, queryByTestId, container } = render(<Replay id="k7Qx2" source={source} />);
    expect((await findByTestId("replay-deal")).textContent).toBe("Deal 1 of 2");
    expect(container.querySelector("input[type=range]")?.getAttribute("max")).toBe("4");
    fireEvent.click(getByRole("button", { name: "Next deal" }));
    await waitFor(() => expect(queryByTestId("replay-deal")).toBeNull());
    expect(shownMeanwhile).toBeUndefined(); // not "Deal 2 of 2" over the first deal's five steps
    arrive(framesOf(1, 34));
    expect((await findByTestId("replay-deal")).textContent).toBe("Deal 2 of 2");
    expect(container.querySelector("input[type=range]")?.getAttribute("max")).toBe("33");
  });
});
