// A member reports the circle's name to the moderators (an offensive name): with a note, if they like.
import { useState } from "preact/hooks";
import { post } from "../../api";
import { circleApi } from "../../circles/api";
import { errorText } from "../../errors";
import { useT } from "../../i18n";

export function ReportCircle({ circleId }: { circleId: string }) {
  const t = useT();
  const [note, setNote] = useState("");
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (event: Event) => {
    event.preventDefault();
    setError(null);
    try {
      await post(circleApi(circleId, "/reports"), { note: note.trim() });
      setSent(true);
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  if (sent) return <p role="status">{t("report.sent")}</p>;
  return (
    <details class="report-circle">
      <summary>{t("circle.report")}</summary>
      <form class="stack" onSubmit={send}>
        <p class="hint small">{t("report.explain")}</p>
        <label>
          {t("report.note")}
          <input value={note} maxLength={500} onInput={(event) => setNote((event.target as HTMLInputElement).value)} />
        </label>
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" class="button secondary">
          {t("report.send")}
        </button>
      </form>
    </details>
  );
}
