// A sheet over the screen from the bottom: a tap beside it, or its button, closes it.
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { useT } from "../i18n";

export interface SheetProps {
  title: string;
  onClose: () => void;
  children: ComponentChildren;
  /** The closing button's words ("OK" unless said). */
  closeLabel?: string;
  /** A class beside "sheet", for a sheet with its own layout. */
  class?: string;
}

export function Sheet({ title, onClose, children, closeLabel, class: extra }: SheetProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  // Focus moves to the sheet's title, so that a keyboard or screen reader lands on it (and a long sheet opens at
  // its top); it goes back to what was focused before once the sheet closes. Escape closes it.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    heading.current?.focus();
    return () => before?.focus?.();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Only the topmost sheet closes (a report's over the chat, say).
      const sheets = document.querySelectorAll(".overlay");
      if (event.key === "Escape" && sheets[sheets.length - 1] === overlay.current) onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div ref={overlay} class="overlay" role="dialog" aria-modal="true" aria-label={title}>
      {/* For a tap beside the sheet; keyboards and screen readers have the button. */}
      <button type="button" class="backdrop" aria-hidden="true" tabIndex={-1} onClick={onClose} />
      <div class={extra ? `sheet ${extra}` : "sheet"}>
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
        <button type="button" class="button" onClick={onClose}>
          {closeLabel ?? t("common.ok")}
        </button>
      </div>
    </div>
  );
}
