// Small formatting helpers shared by screens.
import type { Translate } from "./i18n";
import type { SeatInfo } from "./types";

export const TURN_PRESETS = [30, 60, 300, 900, 3600, 14400, 43200, 86400, 172800, 259200];

export function duration(seconds: number, t: Translate): string {
  if (seconds < 60) return t("time.seconds", { n: seconds });
  if (seconds < 3600) return seconds === 60 ? t("time.minute") : t("time.minutes", { n: Math.round(seconds / 60) });
  return seconds === 3600 ? t("time.hour") : t("time.hours", { n: Math.round(seconds / 3600) });
}

/** Time left as m:ss, or hours and minutes for long turns. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, "0")}m`;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}

/**
 * When a holiday ends, in words with the weekday: "Friday" within the coming week, else "Friday 12 December";
 * in the language given (its own script and order).
 */
export function holidayDay(iso: string, language: string, now: number = Date.now()): string {
  const end = new Date(iso);
  const withinWeek = end.getTime() - now < 6 * 24 * 3600 * 1000;
  const shape: Intl.DateTimeFormatOptions = withinWeek
    ? { weekday: "long" }
    : { weekday: "long", day: "numeric", month: "long" };
  return new Intl.DateTimeFormat(language, shape).format(end);
}

export function seatName(seat: SeatInfo | undefined, t: Translate): string {
  if (!seat) return "?";
  if (seat.name) return seat.name;
  if (seat.bot_level) return t("common.computer", { n: seat.seat + 1 });
  return t("common.empty_seat");
}

/** Labels for the sides that score: "Alice & Carol" for a team, a player's name when each plays alone. */
export function sideLabels(teams: number[][], seats: SeatInfo[], t: Translate): string[] {
  return teams.map((team) =>
    team
      .map((index) =>
        seatName(
          seats.find((seat) => seat.seat === index),
          t,
        ),
      )
      .join(" & "),
  );
}

/**
 * The score as a screen reader should say it: "Us 0, Them 0, game to 252" for a player in a partnership game,
 * the sides' labels otherwise.
 */
export function scoreLabel(
  scores: number[],
  labels: string[],
  mySide: number | null,
  target: number | undefined,
  t: Translate,
): string {
  const ours = mySide !== null && scores.length === 2;
  const parts = scores.map((n, side) =>
    t("table.score_of", { side: ours ? (side === mySide ? t("table.us") : t("table.them")) : labels[side], n }),
  );
  if (target !== undefined && target !== null) parts.push(t("table.game_to", { n: target }));
  return parts.join(", ");
}
