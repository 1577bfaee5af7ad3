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
}

export function Sheet({ title, onClose, children, closeLabel }: SheetProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the sheet's title, so that a keyboard or screen reader lands on it (and a long sheet opens at
  // its top).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-label={title}>
      {/* For a tap beside the sheet; keyboards and screen readers have the button. */}
      <button type="button" class="backdrop" aria-hidden="true" tabIndex={-1} onClick={onClose} />
      <div class="sheet">
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
