// The player's hand along the bottom, in overlapping rows: playable pieces raised, the others dimmed (a tap says why).
import type { FunctionComponent } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { PieceProps, PieceSize } from "../games/types";
import { GROUP_GAP, layoutGroups, layoutHand } from "./handLayout";
import { useRovingFocus } from "./rovingFocus";

export interface HandProps {
  pieces: string[];
  Piece: FunctionComponent<PieceProps>;
  size: PieceSize;
  /** What a screen reader says for the hand, and for each piece. */
  title: string;
  label: (piece: string) => string;
  playable: (piece: string) => boolean;
  onTap: (piece: string) => void;
  /** Pieces chosen for an action that takes several (raised higher, pressed for screen readers). */
  selected?: string[];
  /** Several pieces are being chosen: taps choose rather than play. */
  choosing?: boolean;
  /** Whether tapping pieces means anything now; if not, no piece is raised or dimmed. */
  active?: boolean;
  /** Pieces the expert suggests (practice): marked, and named so after the piece for screen readers. */
  suggested?: string[];
  suggestedLabel?: string;
  /** The group (suit) of each piece, for a hand shown in groups (`GameUi.groupOf`). */
  group?: (piece: string) => string;
  /** The id of a short text on how to use the hand by keyboard, read when the hand is entered. */
  helpId?: string;
}

/** The pieces by group, each group in the order its first piece comes, its pieces in the hand's order. */
export function groupPieces(pieces: string[], group: (piece: string) => string): { key: string; pieces: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const piece of pieces) groups.set(group(piece), [...(groups.get(group(piece)) ?? []), piece]);
  return [...groups].map(([key, members]) => ({ key, pieces: members }));
}

/** The hand's inner width, followed as the screen turns or resizes. */
function useWidth(element: { current: HTMLElement | null }): number {
  const [width, setWidth] = useState(() => (typeof window === "undefined" ? 360 : window.innerWidth) - 16);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const style = getComputedStyle(node);
      const inner = node.clientWidth - parseFloat(style.paddingLeft || "0") - parseFloat(style.paddingRight || "0");
      if (inner > 0) setWidth(inner);
    };
    measure();
    if (typeof ResizeObserver === "undefined") {
      window.addEventListener("resize", measure);
      return () => window.removeEventListener("resize", measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function Hand(props: HandProps) {
  const { pieces, Piece, size, title, label, playable, onTap, selected = [], choosing = false, active = true } = props;
  const { suggested = [], suggestedLabel = "", group, helpId } = props;
  const element = useRef<HTMLDivElement>(null);
  const width = useWidth(element);
  const groups = group ? groupPieces(pieces, group) : null;
  // The arrow keys go through the pieces in the order they are shown.
  const shown = groups ? groups.flatMap((members) => members.pieces) : pieces;
  const roving = useRovingFocus(element, shown, (piece) => active && playable(piece));
  const layout = groups
    ? layoutGroups(
        groups.map((members) => members.pieces.length),
        width,
        size,
      )
    : layoutHand(pieces.length, width, size);
  const button = (piece: string, place: number) => {
    const can = playable(piece);
    const chosen = selected.includes(piece);
    const look = active ? (can ? " playable" : " dimmed") : "";
    const suggestion = suggested.includes(piece);
    return (
      <button
        type="button"
        key={piece}
        class={`hand-piece${look}${chosen ? " selected" : ""}${suggestion ? " suggested" : ""}`}
        style={{
          width: `${layout.width}px`,
          marginLeft: place ? `${layout.step - layout.width}px` : undefined,
        }}
        aria-disabled={!can}
        tabIndex={piece === roving.current ? 0 : -1}
        aria-pressed={choosing ? chosen : undefined}
        data-piece={piece}
        onClick={() => onTap(piece)}
      >
        {/* The name as the button's own text: the drawing's corner indices are not its name. */}
        <span class="sr-only">{suggestion ? `${label(piece)} (${suggestedLabel})` : label(piece)}</span>
        <Piece piece={piece} />
      </button>
    );
  };
  // The hand's box, whether its pieces are shown in groups or in rows: one tab stop for the arrow keys.
  const shell = {
    ref: element,
    role: "group" as const,
    "aria-label": title,
    "aria-describedby": helpId,
    "data-testid": "hand",
    onKeyDown: roving.onKeyDown,
    onFocusIn: roving.onFocusIn,
    onFocusOut: roving.onFocusOut,
  };
  const rowStyle = (index: number) => ({ marginTop: index ? `${layout.rise - layout.height}px` : undefined });
  if (groups) {
    const lines = (layout.rows as number[][]).map((line) => line.map((index) => groups[index]));
    return (
      <div {...shell} class="hand grouped" data-rows={lines.length}>
        {lines.map((line, index) => (
          <div key={line[0].key} class="hand-row" style={{ ...rowStyle(index), gap: `${GROUP_GAP}px` }}>
            {line.map((members) => (
              <div key={members.key} class="hand-group" data-group={members.key}>
                {members.pieces.map(button)}
              </div>
            ))}
          </div>
        ))}
      </div>
    );
  }
  let start = 0;
  const rows = (layout.rows as number[]).map((count) => {
    const row = pieces.slice(start, start + count);
    start += count;
    return row;
  });
  return (
    <div {...shell} class="hand" data-rows={rows.length}>
      {rows.map((row, index) => (
        <div key={row[0]} class="hand-row" style={rowStyle(index)}>
          {row.map(button)}
        </div>
      ))}
    </div>
  );
}
