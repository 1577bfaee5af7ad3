import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unknownGame } from "../games/generic";
import { translator } from "../i18n";
import type { DealReview as Review, View } from "../types";
import { DealReview } from "./Practice";

const t = translator("en");
const ui = unknownGame("pebbles");
const table: View = { game: "pebbles", seat: 0, phase: "deal_end", dealer: 0, to_act: null, hand: [], scores: [0, 0] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server whose review (of match `id`, deal 2) answers as given; each test its own match, as reviews are kept. */
function reviewing(id: string, answer: () => Response | Promise<Response>) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      asked.push(path);
      return path === `/api/matches/${id}/deals/2/review` ? answer() : new Response("{}", { status: 404 });
    }),
  );
  return asked;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const review = (marks: Review["marks"], byComputer = 0): Review => ({
  deal: 2,
  seat: 0,
  checked: 9,
  by_computer: byComputer,
  marks,
});

describe("a practice deal's review", () => {
  it("says quietly that the play is being checked, then that the expert agrees", async () => {
    let answer: (response: Response) => void = () => {};
    reviewing("m1", () => new Promise<Response>((resolve) => (answer = resolve)));
    const { findByText } = render(<DealReview matchId="m1" deal={2} ui={ui} view={table} t={t} />);
    await findByText("Checking your play…");
    answer(json(review([])));
    await findByText("No move of yours was costly, by the expert's reckoning.");
  });

  it("lists each move the expert would have made otherwise, pieces drawn, calls in words", async () => {
    reviewing("m2", () =>
      json(
        review([
          { seq: 3, played: { type: "pass" }, strong: { type: "bid", value: 31 }, reason: null, loss: 4.3 },
          {
            seq: 11,
            played: { type: "play", card: "c" },
            strong: { type: "play", cards: ["a", "b"] },
            reason: { code: "plays_sequence", text: "plays a sequence" },
            loss: 1.1,
          },
          {
            seq: 17,
            played: { type: "play", card: "d" },
            strong: { type: "play", card: "e" },
            reason: { code: "guards_count", text: "guards the count" },
            loss: 12.74,
          },
        ]),
      ),
    );
    const { findByText } = render(<DealReview matchId="m2" deal={2} ui={ui} view={table} t={t} />);
    const head = await findByText("Costly moves, by the expert's reckoning (3):");
    const list = head.closest("[data-testid=deal-review]") as Element;
    const marks = [...list.querySelectorAll(".review-mark")].map((mark) =>
      [...mark.querySelectorAll(".review-text")].map((span) => span.textContent),
    );
    expect(marks).toEqual([
      ["You: Pass", "Expert: Bid 31"],
      ["You: Play c", "Expert: play: a, b — plays a sequence"],
      ["You: Play d", "Expert: Play e — guards the count"],
    ]);
    // A call has no piece to draw; two cards played at once are both drawn.
    const drawn = [...list.querySelectorAll(".review-mark")].map((mark) => mark.querySelectorAll(".mini-card").length);
    expect(drawn).toEqual([0, 3, 2]);
    // How much each cost, to the nearest half point: an estimate, not a count.
    const lost = [...list.querySelectorAll("[data-testid=review-loss]")].map((span) => span.textContent);
    expect(lost).toEqual(["about 4.5 points lost", "about 1 point lost", "about 12.5 points lost"]);
    // Named in the words beside them, the drawings are hidden from screen readers.
    expect(list.querySelector(".review-mark:nth-child(2) .practice-pieces")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("says that moves the computer made for the player were not counted", async () => {
    reviewing("m6", () => json(review([], 2)));
    const { findByTestId } = render(<DealReview matchId="m6" deal={2} ui={ui} view={table} t={t} />);
    const said = await findByTestId("deal-review");
    await vi.waitFor(() => expect(said.textContent).toContain("when your time ran out (2) are not counted"));
  });

  it("says nothing when the match is no practice, and says so quietly when the check failed", async () => {
    reviewing("m3", () => json({ code: "hints_not_allowed", message: "no" }, 403));
    const hidden = render(<DealReview matchId="m3" deal={2} ui={ui} view={table} t={t} />);
    await vi.waitFor(() => expect(hidden.queryByTestId("deal-review")).toBeNull());
    cleanup();

    const asked = reviewing("m4", () => json({ code: "deal_not_finished", message: "not yet" }, 409));
    const failed = render(<DealReview matchId="m4" deal={2} ui={ui} view={table} t={t} />);
    await failed.findByText("Your play could not be checked.");
    cleanup();
    // A failed check is asked again next time; a review that came is kept.
    render(<DealReview matchId="m4" deal={2} ui={ui} view={table} t={t} />);
    await vi.waitFor(() => expect(asked.length).toBe(2));
  });
});

describe("a move whose words leave its pieces out", () => {
  it("names the pieces drawn, for screen readers", async () => {
    const quiet = { ...ui, actionLabel: () => "Discard" };
    reviewing("m5", () =>
      json(
        review([
          {
            seq: 4,
            played: { type: "discard", cards: ["w", "x"] },
            strong: { type: "discard", cards: ["y", "z"] },
            reason: null,
            loss: 3,
          },
        ]),
      ),
    );
    const { findByRole } = render(<DealReview matchId="m5" deal={2} ui={quiet} view={table} t={t} />);
    expect(await findByRole("img", { name: "y, z" })).toBeTruthy();
  });
});
