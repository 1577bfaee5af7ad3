// Reporting a player to the moderators: a reason, an optional note, and what it is about (a message, a move).
import { useState } from "preact/hooks";
import { ApiError } from "../api";
import { NOTE_MAX, REPORT_REASONS, type ReportInput, type ReportReason, sendReport } from "../chat";
import type { Translate } from "../i18n";
import { Sheet } from "./Sheet";
import { toast } from "./Toast";

/** Who is reported and where: the dialog adds the reason and the note. */
export interface ReportTarget extends Omit<ReportInput, "reason" | "note"> {
  name: string;
  /** The reported message's words, quoted so the reporter sees what they send. */
  quote?: string;
}

export function ReportDialog({ target, onClose, t }: { target: ReportTarget; onClose: () => void; t: Translate }) {
  const [reason, setReason] = useState<ReportReason | null>(target.message ? "abusive_chat" : null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { name, quote, ...where } = target;
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!reason || sending) return;
    setSending(true);
    setError(null);
    try {
      await sendReport({ ...where, reason, note });
      toast(t("report.sent"));
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 0
          ? t("common.offline")
          : t("error.generic", { message: failure instanceof Error ? failure.message : String(failure) }),
      );
      setSending(false);
    }
  };
  return (
    <Sheet title={t("report.title", { name })} onClose={onClose} closeLabel={t("common.cancel")} class="report-sheet">
      <form class="report-form" onSubmit={submit} data-testid="report-dialog">
        {quote && <blockquote class="report-quote">{t("report.quoted", { text: quote })}</blockquote>}
        <fieldset>
          <legend>{t("report.reason")}</legend>
          {/* Collusion is always about a match: offered only where one is reported from (a table, a replay). */}
          {REPORT_REASONS.filter((value) => value !== "collusion" || where.match).map((value) => (
            <label key={value} class="check">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              {t(`report.reason.${value}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t("report.note")}
          <textarea
            name="note"
            rows={3}
            maxLength={NOTE_MAX}
            value={note}
            onInput={(event) => setNote((event.target as HTMLTextAreaElement).value)}
          />
        </label>
        <p class="hint small">{t("report.explain")}</p>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="button" disabled={!reason || sending}>
          {t("report.send")}
        </button>
      </form>
    </Sheet>
  );
}
