// Settings' holidays: days left this year, the rooms that refuse holidays, a form to take one, those booked.
import { useEffect, useState } from "preact/hooks";
import { get, post } from "../api";
import { errorText } from "../errors";
import { holidayDay } from "../format";
import { currentLanguage, useT } from "../i18n";
import type { HolidayInfo, Holidays } from "../types";
import { toast } from "./Toast";

export function HolidaysSection() {
  const t = useT();
  const [holidays, setHolidays] = useState<Holidays | null>(null);
  const [start, setStart] = useState("");
  const [days, setDays] = useState(1);
  const load = () =>
    get<Holidays>("/api/me/holidays")
      .then((answer) => setHolidays(Array.isArray(answer?.holidays) ? answer : null))
      .catch(() => setHolidays(null));
  useEffect(() => {
    void load();
  }, []);
  if (!holidays) return null;
  const language = currentLanguage();
  const day = (iso: string) => holidayDay(iso, language);
  const refused = holidays.refusing_rooms.length > 0;
  const take = async (event: Event) => {
    event.preventDefault();
    try {
      // The start is typed in the device's time; the server takes an instant.
      const starts_at = start ? new Date(start).toISOString() : undefined;
      await post<HolidayInfo>("/api/me/holidays", { days, ...(starts_at ? { starts_at } : {}) });
      toast(t("holidays.taken"));
      setStart("");
      await load();
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };
  const end = async (holiday: HolidayInfo) => {
    try {
      await post<HolidayInfo>(`/api/me/holidays/${holiday.id}/end`);
      await load();
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };
  return (
    <section class="stack" data-testid="holidays">
      <h2>{t("holidays.title")}</h2>
      <p>{t("holidays.days_left", { n: holidays.days_left, year: holidays.year })}</p>
      <p class="hint">{t("holidays.explain")}</p>
      {refused && (
        <p class="banner warn" role="note">
          {t("holidays.refused", { rooms: holidays.refusing_rooms.join(", ") })}
        </p>
      )}
      <ul class="holiday-list">
        {holidays.holidays.map((holiday) => (
          <li key={holiday.id} class="row">
            <span>
              {holiday.running
                ? t("holidays.running", { end: day(holiday.ends_at) })
                : t("holidays.planned", { start: day(holiday.starts_at), end: day(holiday.ends_at) })}
            </span>
            <button type="button" class="button small secondary" onClick={() => end(holiday)}>
              {t(holiday.running ? "holidays.end" : "holidays.cancel")}
            </button>
          </li>
        ))}
      </ul>
      {!refused && holidays.days_left > 0 && (
        <form class="stack" onSubmit={take}>
          <label>
            {t("holidays.start")}
            <input
              type="datetime-local"
              name="starts_at"
              value={start}
              onInput={(event) => setStart((event.target as HTMLInputElement).value)}
            />
          </label>
          <label>
            {t("holidays.days")}
            <input
              type="number"
              name="days"
              inputMode="numeric"
              min={1}
              max={holidays.days_left}
              value={String(days)}
              onInput={(event) => setDays(Number((event.target as HTMLInputElement).value))}
            />
          </label>
          <button class="button" type="submit">
            {t("holidays.take")}
          </button>
        </form>
      )}
    </section>
  );
}
