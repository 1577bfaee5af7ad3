import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FRENCH_SIZE, FrenchCard } from "../cards/French";
import type { PieceProps, PieceSize } from "../games/types";
import { Hand, type HandProps } from "./Hand";

const ROUND: PieceSize = { width: 46, height: 46, peekX: 22, peekY: 34 };
const RANKS = "AKQJT98765432";

function RoundPiece({ piece }: PieceProps) {
  return <svg class="card round" viewBox="0 0 64 64" aria-hidden="true" data-piece={piece} />;
}

/** The hand of `pieces` in French cards at their size, every piece playable, unless `props` says otherwise. */
function hand(pieces: string[], props: Partial<HandProps> = {}) {
  return (
    <Hand
      pieces={pieces}
      Piece={FrenchCard}
      size={FRENCH_SIZE}
      title="Your hand"
      label={(piece) => piece}
      playable={() => true}
      onTap={() => {}}
      {...props}
    />
  );
}

beforeEach(() => {
  // jsdom lays nothing out: the hand falls back to the window's width, here a 360 px phone's.
  Object.defineProperty(window, "innerWidth", { value: 360, configurable: true });
});
afterEach(cleanup);

describe("the hand on a 360 px phone", () => {
  it("shows 13 cards in one row, overlapping enough to fit", () => {
    const { container } = render(hand([...RANKS].map((rank) => `${rank}S`)));
    expect(container.querySelector("[data-testid=hand]")?.getAttribute("data-rows")).toBe("1");
    const second = container.querySelectorAll<HTMLElement>(".hand-piece")[1];
    expect(Number.parseFloat(second.style.marginLeft)).toBeLessThan(0);
  });

  it("shows 40 round cards in three rows, each one a button to tap", () => {
    const pieces = Array.from({ length: 40 }, (_, index) => `suit${index % 10}:${index}`);
    const { container } = render(hand(pieces, { Piece: RoundPiece, size: ROUND }));
    expect(container.querySelectorAll(".hand-row")).toHaveLength(3);
    expect(container.querySelectorAll("button.hand-piece")).toHaveLength(40);
    const width = Number.parseFloat(container.querySelector<HTMLElement>(".hand-piece")?.style.width ?? "0");
    expect(width).toBeGreaterThanOrEqual(44);
  });

  it("shows a hand in suits as one group per suit, however the cards came", () => {
    const pieces = ["rama:4", "kalki:2", "rama:K", "matsya:1", "kalki:M", "rama:9"];
    const { container } = render(
      hand(pieces, { Piece: RoundPiece, size: ROUND, group: (piece) => piece.split(":")[0] }),
    );
    const groups = [...container.querySelectorAll<HTMLElement>(".hand-group")];
    expect(groups.map((group) => group.dataset.group)).toEqual(["rama", "kalki", "matsya"]);
    const rama = [...groups[0].querySelectorAll<HTMLElement>(".hand-piece")].map((piece) => piece.dataset.piece);
    expect(rama).toEqual(["rama:4", "rama:K", "rama:9"]);
    expect(container.querySelectorAll("button.hand-piece")).toHaveLength(6);
  });
});

describe("the hand by keyboard", () => {
  const pieces = ["AS", "KS", "QS", "JS"];
  const buttons = (container: Element) => Array.from(container.querySelectorAll<HTMLButtonElement>(".hand-piece"));

  it("is one tab stop, on the first piece that may be played, each piece saying whether it may", () => {
    const { container } = render(hand(pieces, { playable: (piece) => piece !== "AS" }));
    expect(buttons(container).map((button) => button.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(buttons(container).map((button) => button.getAttribute("aria-disabled"))).toEqual([
      "true",
      "false",
      "false",
      "false",
    ]);
  });

  it("moves with the arrow keys, Home and End, taking the tab stop along", () => {
    const { container } = render(hand(pieces));
    const [first, second, , last] = buttons(container);
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "End" });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: "ArrowRight" });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: "Home" });
    expect(document.activeElement).toBe(first);
    expect(buttons(container).map((button) => button.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it("keeps the focus in the hand when the piece that had it is played", () => {
    const { container, rerender } = render(hand(pieces));
    buttons(container)[1].focus();
    rerender(hand(["AS", "QS", "JS"]));
    expect(document.activeElement?.getAttribute("data-piece")).toBe("QS");
    rerender(hand(["AS"]));
    expect(document.activeElement?.getAttribute("data-piece")).toBe("AS");
  });
});
