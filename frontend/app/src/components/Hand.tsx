// The player's hand along the bottom, in overlapping rows: playable pieces raised, the others dimmed (a tap says why).
import type { FunctionComponent } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import type { PieceProps, PieceSize } from "../games/types";
import { layoutHand } from "./handLayout";

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
  const { suggested = [], suggestedLabel = "" } = props;
  const element = useRef<HTMLDivElement>(null);
  const layout = layoutHand(pieces.length, useWidth(element), size);
  let start = 0;
  const rows = layout.rows.map((count) => {
    const row = pieces.slice(start, start + count);
    start += count;
    return row;
  });
  return (
    <div ref={element} class="hand" role="group" aria-label={title} data-testid="hand" data-rows={rows.length}>
      {rows.map((row, index) => (
        <div
          key={row[0]}
          class="hand-row"
          style={{ marginTop: index ? `${layout.rise - layout.height}px` : undefined }}
        >
          {row.map((piece, place) => {
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
                aria-pressed={choosing ? chosen : undefined}
                data-piece={piece}
                onClick={() => onTap(piece)}
              >
                {/* The name as the button's own text: the drawing's corner indices are not its name. */}
                <span class="sr-only">{suggestion ? `${label(piece)} (${suggestedLabel})` : label(piece)}</span>
                <Piece piece={piece} />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
