// A choice that decides something (the trump, leaving a room) said back to the player, to confirm or take back.
import { useEffect, useRef } from "preact/hooks";
import type { Translate } from "../i18n";

export interface ConfirmBarProps {
  text: string;
  t: Translate;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button's words, when "Confirm" says too little ("Close the room"). */
  confirmLabel?: string;
}

export function ConfirmBar({ text, t, onConfirm, onCancel, confirmLabel }: ConfirmBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  // The question takes the focus, as a dialog would, and hands it back to where the choice was made.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    confirm.current?.focus();
    return () => {
      const active = document.activeElement;
      const held = active === null || active === document.body || bar.current?.contains(active);
      if (before?.isConnected && held) before.focus();
    };
  }, []);
  return (
    <div
      ref={bar}
      class="confirm-bar"
      role="group"
      aria-label={text}
      onKeyDown={(event) => {
        // Escape takes the choice back, as it closes a dialog.
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <p>{text}</p>
      <div class="row">
        <button ref={confirm} type="button" class="button" onClick={onConfirm}>
          {confirmLabel ?? t("common.confirm")}
        </button>
        <button type="button" class="button secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}
