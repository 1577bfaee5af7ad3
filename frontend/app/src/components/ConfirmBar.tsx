// A choice that decides something (the trump, leaving a room) said back to the player, to confirm or take back.
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
  return (
    <div class="confirm-bar" role="group" aria-label={text}>
      <p>{text}</p>
      <div class="row">
        <button type="button" class="button" onClick={onConfirm}>
          {confirmLabel ?? t("common.confirm")}
        </button>
        <button type="button" class="button secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}
