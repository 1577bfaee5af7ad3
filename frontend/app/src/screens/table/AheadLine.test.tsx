import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlayerHand } from "../../components/PlayerHand";
import { defineGame } from "../../games/generic";
import type { PieceProps } from "../../games/types";
import { translator } from "../../i18n";
import { matchState } from "../../testing/matchState";
import { AheadLine } from "./AheadLine";

const t = translator("en");

afterEach(cleanup);

function FakePiece({ piece }: PieceProps) {
  return <span>{piece}</span>;
}

const ui = defineGame({
  id: "fake",
  direction: "ccw",
  Piece: FakePiece,
  size: { width: 50, height: 70, peekX: 20, peekY: 35 },
  pieceLabel: (piece) => `piece ${piece}`,
});

describe("a play chosen ahead", () => {
  it("says what will be played when the turn comes, and cancels it", () => {
    const cancel = vi.fn();
    const ahead = { action: { type: "play", card: "7S" }, state: "waiting" as const, reason: null, because: null };
    const { getByTestId, getByRole } = render(<AheadLine ahead={ahead} ui={ui} t={t} cancel={cancel} />);
    expect(getByTestId("ahead").textContent).toContain("Will play piece 7S when your turn comes.");
    fireEvent.click(getByRole("button", { name: "Cancel" }));
    expect(cancel).toHaveBeenCalledOnce();
  });

  it("says why a dropped choice was not played", () => {
    const stale = { action: { type: "play", card: "7S" }, state: "dropped" as const, reason: "stale" as const };
    const { getByTestId, rerender } = render(
      <AheadLine ahead={{ ...stale, because: "trick" }} ui={ui} t={t} cancel={vi.fn()} />,
    );
    expect(getByTestId("ahead").textContent).toContain("the trick ended before your turn");
    rerender(<AheadLine ahead={{ ...stale, reason: "illegal", because: null }} ui={ui} t={t} cancel={vi.fn()} />);
    expect(getByTestId("ahead").textContent).toContain("the rules do not allow it now");
    rerender(<AheadLine ahead={{ ...stale, because: "call" }} ui={ui} t={t} cancel={vi.fn()} />);
    expect(getByTestId("ahead").textContent).toContain("someone called since you chose");
  });

  it("shows nothing without a choice", () => {
    const { container } = render(<AheadLine ahead={null} ui={ui} t={t} cancel={vi.fn()} />);
    expect(container.textContent).toBe("");
  });

  it("is chosen by tapping a piece while another player is to play", () => {
    const act = vi.fn();
    const playAhead = vi.fn();
    const others = matchState("fake", { hand: ["a", "b"] }, [], 2);
    const { container } = render(<PlayerHand ui={ui} state={others} act={act} t={t} playAhead={playAhead} />);
    fireEvent.click(container.querySelector('[data-piece="b"]') as HTMLElement);
    expect(playAhead).toHaveBeenCalledWith({ type: "play", card: "b" });
    expect(act).not.toHaveBeenCalled();
  });

  it("is not chosen by a tap during the calls, nor on one's own turn", () => {
    const playAhead = vi.fn();
    const calls = matchState("fake", { hand: ["a"], phase: "bidding" }, [], 2);
    const { container, rerender } = render(
      <PlayerHand ui={ui} state={calls} act={vi.fn()} t={t} playAhead={playAhead} />,
    );
    fireEvent.click(container.querySelector('[data-piece="a"]') as HTMLElement);
    const mine = matchState("fake", { hand: ["a"] }, [{ type: "play", card: "a" }], 0);
    const act = vi.fn();
    rerender(<PlayerHand ui={ui} state={mine} act={act} t={t} playAhead={playAhead} />);
    fireEvent.click(container.querySelector('[data-piece="a"]') as HTMLElement);
    expect(playAhead).not.toHaveBeenCalled();
    expect(act).toHaveBeenCalledWith({ type: "play", card: "a" });
  });
});
