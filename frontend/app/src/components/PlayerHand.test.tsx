import { cleanup, fireEvent, render } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineGame } from "../games/generic";
import type { PieceProps, Selection } from "../games/types";
import { translator } from "../i18n";
import { matchState } from "../testing/matchState";
import type { Action, MatchState } from "../types";
import { PlayerHand } from "./PlayerHand";

const t = translator("en");

afterEach(cleanup);

function FakePiece({ piece }: PieceProps) {
  return <span>{piece}</span>;
}

/** A game of numbered pieces whose module asks for a choice of several when the legal list says so. */
function fakeGame(selection: (state: MatchState) => Selection | null) {
  return defineGame({
    id: "fake",
    direction: "ccw",
    Piece: FakePiece,
    size: { width: 50, height: 70, peekX: 20, peekY: 35 },
    pieceLabel: (piece) => `piece ${piece}`,
    selection,
  });
}

/** This player to act at the fake game with `legal`, holding `hand`. */
function state(legal: Action[], hand = ["a", "b", "c", "d", "e"]): MatchState {
  return matchState("fake", { hand }, legal);
}

const piece = (container: Element, name: string) =>
  container.querySelector(`[data-piece="${name}"]`) as HTMLButtonElement;

describe("choosing several pieces for one action", () => {
  it("selects three pieces, deselects one on a second tap, and confirms them as one action", () => {
    const act = vi.fn();
    const ui = fakeGame(() => ({ action: "discard", count: 3 }));
    const { container, getByRole } = render(
      <PlayerHand ui={ui} state={state([{ type: "discard", count: 3 }])} act={act} t={t} />,
    );
    const confirm = getByRole("button", { name: /discard: \d cards/ }) as HTMLButtonElement;
    for (const name of ["a", "c", "d", "e"]) fireEvent.click(piece(container, name));
    // The fourth tap is refused: the discard takes three.
    expect(piece(container, "e").getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(piece(container, "c"));
    fireEvent.click(piece(container, "e"));
    expect(piece(container, "a").classList.contains("selected")).toBe(true);
    expect(piece(container, "c").classList.contains("selected")).toBe(false);
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(act).toHaveBeenCalledTimes(1);
    expect(act).toHaveBeenCalledWith({ type: "discard", cards: ["a", "d", "e"] });
  });

  it("keeps the confirm button off until the choice is one the legal list allows", () => {
    const act = vi.fn();
    const ui = fakeGame(() => ({ action: "dukal", choices: [["a", "b", "c"]] }));
    const legal = [{ type: "dukal", cards: ["a", "b", "c"] }];
    const { container, getByRole } = render(<PlayerHand ui={ui} state={state(legal)} act={act} t={t} />);
    fireEvent.click(piece(container, "a"));
    fireEvent.click(piece(container, "b"));
    const confirm = getByRole("button", { name: /dukal: 2 cards/ }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(piece(container, "c"));
    fireEvent.click(getByRole("button", { name: /dukal: 3 cards/ }));
    expect(act).toHaveBeenCalledWith({ type: "dukal", cards: ["a", "b", "c"] });
  });

  it("plays one piece per tap until the player opens an optional choice", () => {
    const act = vi.fn();
    const legal: Action[] = [
      { type: "play", card: "a" },
      { type: "play", card: "b" },
      { type: "dukal", any_of: ["a", "b", "c"] },
    ];
    const ui = fakeGame((s) => ({ action: "dukal", pieces: ["a", "b", "c"], min: 3, optional: s.legal.length > 0 }));
    const { container, getByRole } = render(<PlayerHand ui={ui} state={state(legal)} act={act} t={t} />);
    fireEvent.click(piece(container, "a"));
    expect(act).toHaveBeenLastCalledWith({ type: "play", card: "a" });
    fireEvent.click(getByRole("button", { name: /Choose several cards/ }));
    for (const name of ["a", "b", "c"]) fireEvent.click(piece(container, name));
    fireEvent.click(getByRole("button", { name: /dukal: 3 cards/ }));
    expect(act).toHaveBeenLastCalledWith({ type: "dukal", cards: ["a", "b", "c"] });
    expect(act).toHaveBeenCalledTimes(2);
  });
});
