// Where the keyboard's focus goes at the table: to the calls when it is the player's turn to make one (and back to
// the hand after), to the hand once a way of choosing from it is picked, and never lost when what had it goes away.
import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";

/**
 * What takes a lost focus, first found first: a deal's end, a question, the calls, the hand, else the table's heading
 * (the hand played out, the next deal not yet shown), from where Tab reaches the skip links.
 */
const RESCUE = [
  ".deal-summary button",
  ".confirm-bar button",
  ".controls button:not([disabled])",
  "[data-testid=hand] [tabindex='0']",
  "h1",
];

const lost = () => document.activeElement === null || document.activeElement === document.body;

function focusFirst(root: HTMLElement | null, selectors: string[]): boolean {
  for (const selector of selectors) {
    const found = root?.querySelector<HTMLElement>(selector);
    if (found) {
      found.focus();
      return true;
    }
  }
  return false;
}

/** Whether the focus is somewhere the table may move it from: nowhere, the hand, or the calls. */
function movable(root: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (lost()) return true;
  return Boolean(active && root?.contains(active) && active.closest("[data-testid=hand], .controls"));
}

/**
 * `calls`: a key that changes each time the player's turn asks for a call (a bid, the trump), null otherwise;
 * `intent`: the way of choosing the player picked (the hand is where it goes on).
 */
export function useTableFocus(
  root: RefObject<HTMLElement>,
  calls: string | null,
  intent: string | null,
): (event: FocusEvent) => void {
  /** The element that last had the focus in the table. */
  const last = useRef<HTMLElement | null>(null);
  // What had the focus left the page (the bid made, the summary closed): the next thing to do takes it.
  useEffect(() => {
    if (lost() && last.current && !last.current.isConnected) focusFirst(root.current, RESCUE);
  });
  useEffect(() => {
    if (calls !== null && movable(root.current)) focusFirst(root.current, [".controls button:not([disabled])"]);
  }, [calls]);
  useEffect(() => {
    const active = document.activeElement;
    if (intent !== null && active?.closest(".controls")) {
      focusFirst(root.current, ["[data-testid=hand] .playable"]);
    }
  }, [intent]);
  // The table's focusin handler: follows what has the focus.
  return (event) => {
    last.current = event.target as HTMLElement;
  };
}
