// A seat at the table: name, a ring that runs down with the turn's time, and badges.
import type { Translate } from "../i18n";
import type { SeatInfo } from "../types";

export interface SeatTagProps {
  seat: SeatInfo;
  name: string;
  spot: string;
  active: boolean;
  timeLeft: number | null;
  dealer: boolean;
  bidWinner: boolean;
  handSize: number | null;
  t: Translate;
}

export function SeatTag({ seat, name, spot, active, timeLeft, dealer, bidWinner, handSize, t }: SeatTagProps) {
  const radius = 20;
  const circumference = 2 * Math.PI * radius;
  const fraction = timeLeft === null ? 1 : Math.max(0, Math.min(1, timeLeft));
  return (
    <div
      class={`seat-tag at-${spot}${active ? " active" : ""}`}
      data-seat={seat.seat}
      aria-current={active ? "true" : undefined}
    >
      <svg class="turn-ring" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r={radius} class="ring-back" />
        {active && (
          <circle
            cx="24"
            cy="24"
            r={radius}
            class="ring-time"
            stroke-dasharray={circumference}
            stroke-dashoffset={circumference * (1 - fraction)}
          />
        )}
        <text x="24" y="29" text-anchor="middle" class="avatar-letter">
          {name.slice(0, 1).toUpperCase()}
        </text>
      </svg>
      <span class="seat-name">{name}</span>
      <span class="badges">
        {dealer && (
          <span class="badge" title={t("table.dealer")}>
            {t("table.dealer")}
          </span>
        )}
        {bidWinner && <span class="badge accent">{t("table.bid_winner")}</span>}
        {seat.bot_level && <span class="badge">{t(`common.level.${seat.bot_level}` as "common.level.basic")}</span>}
        {seat.away && <span class="badge warn">{t("table.away")}</span>}
        {handSize !== null && spot !== "bottom" && <span class="badge count">{handSize}</span>}
      </span>
    </div>
  );
}
