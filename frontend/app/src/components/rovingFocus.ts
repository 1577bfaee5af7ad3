// The hand by keyboard: one tab stop for the whole hand (a roving tabindex), the arrow keys move from piece to piece,
// and the focus stays in the hand when the piece that had it leaves (played, or the hand dealt anew).
import type { RefObject } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";

export interface RovingFocus {
  /** The piece the hand's tab stop is on. */
  current: string | null;
  onKeyDown(event: KeyboardEvent): void;
  onFocusIn(event: FocusEvent): void;
  onFocusOut(event: FocusEvent): void;
}

const NEXT = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS = new Set(["ArrowLeft", "ArrowUp"]);

const buttonsIn = (container: HTMLElement | null) =>
  Array.from(container?.querySelectorAll<HTMLElement>("[data-piece]") ?? []);

const lost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * `pieces` in the order they are shown; `preferred` says which piece the tab stop starts on (a playable one) when
 * the player has not been in the hand yet, or their piece left it.
 */
export function useRovingFocus(
  container: RefObject<HTMLElement>,
  pieces: string[],
  preferred: (piece: string) => boolean,
): RovingFocus {
  const [chosen, setChosen] = useState<string | null>(null);
  /** Where the player's piece was, so that its neighbour takes the tab stop once it leaves. */
  const place = useRef(0);
  /** The focus is in the hand (or was, on a piece that has just left it). */
  const inside = useRef(false);

  const current = (() => {
    if (chosen !== null && pieces.includes(chosen)) return chosen;
    if (inside.current && pieces.length) return pieces[Math.min(place.current, pieces.length - 1)];
    return pieces.find(preferred) ?? pieces[0] ?? null;
  })();

  // A piece that had the focus left the hand: its neighbour takes it, so that a keyboard is never thrown out.
  useLayoutEffect(() => {
    if (!inside.current || !lost() || current === null) return;
    buttonsIn(container.current)
      .find((button) => button.dataset.piece === current)
      ?.focus();
  });

  return {
    current,
    onKeyDown(event) {
      const buttons = buttonsIn(container.current);
      const at = buttons.indexOf(document.activeElement as HTMLElement);
      if (at < 0) return;
      let to = at;
      if (NEXT.has(event.key)) to = Math.min(at + 1, buttons.length - 1);
      else if (PREVIOUS.has(event.key)) to = Math.max(at - 1, 0);
      else if (event.key === "Home") to = 0;
      else if (event.key === "End") to = buttons.length - 1;
      else return;
      event.preventDefault();
      buttons[to].focus();
    },
    onFocusIn(event) {
      const piece = (event.target as HTMLElement).closest<HTMLElement>("[data-piece]")?.dataset.piece;
      if (piece === undefined) return;
      inside.current = true;
      place.current = Math.max(0, pieces.indexOf(piece));
      setChosen(piece);
    },
    onFocusOut(event) {
      const to = event.relatedTarget as Node | null;
      if (to) {
        inside.current = container.current?.contains(to) ?? false;
        return;
      }
      // No new target: the piece was taken out of the page (kept in the hand), or the player left the page.
      const from = event.target as HTMLElement;
      setTimeout(() => {
        if (from.isConnected && !container.current?.contains(document.activeElement)) inside.current = false;
      }, 0);
    },
  };
}
