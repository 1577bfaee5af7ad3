import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineGame } from "../games/generic";
import type { PieceProps } from "../games/types";
import { translator } from "../i18n";
import { matchState } from "../testing/matchState";
import type { Action } from "../types";
import { PlayerHand } from "./PlayerHand";

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
const legal: Action[] = [
  { type: "play", card: "a" },
  { type: "play", card: "b" },
];
const state = matchState("fake", { hand: ["a", "b", "c"] }, legal);
const piece = (container: Element, name: string) =>
  container.querySelector(`[data-piece="${name}"]`) as HTMLButtonElement;

describe("Confirm each play", () => {
  it("plays at once on a tap when the setting is off", () => {
    const act = vi.fn();
    const { container, queryByRole } = render(<PlayerHand ui={ui} state={state} act={act} t={t} />);
    fireEvent.click(piece(container, "a"));
    expect(act).toHaveBeenCalledWith({ type: "play", card: "a" });
    expect(queryByRole("group", { name: /\?$/ })).toBeNull();
  });

  it("selects on the first tap and asks, then plays on Confirm", () => {
    const act = vi.fn();
    const { container, getByRole } = render(<PlayerHand ui={ui} state={state} act={act} t={t} confirmPlays />);
    fireEvent.click(piece(container, "a"));
    expect(act).not.toHaveBeenCalled();
    expect(piece(container, "a").classList.contains("selected")).toBe(true);
    const bar = getByRole("group", { name: "Play piece a?" });
    const confirm = getByRole("button", { name: "Confirm" });
    // The question takes the focus, so that a keyboard or a screen reader is at the choice at once.
    expect(document.activeElement).toBe(confirm);
    expect(bar.textContent).toContain("Play piece a?");
    fireEvent.click(confirm);
    expect(act).toHaveBeenCalledTimes(1);
    expect(act).toHaveBeenCalledWith({ type: "play", card: "a" });
  });

  it("plays nothing on Cancel, moves the choice to another piece, and takes a second tap as the confirmation", () => {
    const act = vi.fn();
    const { container, getByRole, queryByRole } = render(
      <PlayerHand ui={ui} state={state} act={act} t={t} confirmPlays />,
    );
    fireEvent.click(piece(container, "a"));
    fireEvent.click(getByRole("button", { name: "Cancel" }));
    expect(queryByRole("group", { name: /\?$/ })).toBeNull();
    expect(act).not.toHaveBeenCalled();
    fireEvent.click(piece(container, "a"));
    fireEvent.keyDown(getByRole("button", { name: "Confirm" }), { key: "Escape" });
    expect(queryByRole("group", { name: /\?$/ })).toBeNull();
    fireEvent.click(piece(container, "a"));
    fireEvent.click(piece(container, "b"));
    expect(getByRole("group", { name: "Play piece b?" })).toBeTruthy();
    expect(act).not.toHaveBeenCalled();
    fireEvent.click(piece(container, "b"));
    expect(act).toHaveBeenCalledWith({ type: "play", card: "b" });
  });
});
