// A seat at the table: name, a ring that runs down with the turn's time, the team's colour, and badges.
import { holidayDay } from "../format";
import type { HandCount } from "../games/types";
import { currentLanguage, type Translate } from "../i18n";
import type { SeatInfo } from "../types";

export interface SeatTagProps {
  seat: SeatInfo;
  name: string;
  spot: string;
  active: boolean;
  timeLeft: number | null;
  dealer: boolean;
  bidWinner: boolean;
  /** What the seat holds: cards it sees, and cards still face down. */
  count: HandCount | null;
  /** The side the seat plays for (its colour), and whether it is the viewer's partner; null where each plays alone. */
  side: number | null;
  partner: boolean;
  /** The game's word about the seat this hand, as a badge ("sits out"); null for none. */
  note?: string | null;
  /** A call just made from this seat ("Pass", "Bid 8"), shown for a moment beside it. */
  said: string | null;
  /** The seat the first-time tour points at. */
  tour?: boolean;
  /** For another person's seat: a tap on it offers to mute or report them. */
  onSelect?: () => void;
  t: Translate;
}

function CountBadge({ count, t }: { count: HandCount; t: Translate }) {
  const label = count.down
    ? t("table.cards_down", { open: count.open, down: count.down })
    : t("table.cards_held", { n: count.open });
  return (
    <span class="badge count" role="img" aria-label={label} title={label}>
      <span class="tiny-card" aria-hidden="true" />
      {count.open}
      {count.down > 0 && (
        <>
          {" + "}
          <span class="tiny-card down" aria-hidden="true" />
          {count.down}
        </>
      )}
    </span>
  );
}

export function SeatTag(props: SeatTagProps) {
  const { seat, name, spot, active, timeLeft, dealer, bidWinner, count, side, partner, said, tour, onSelect, t } =
    props;
  const note = props.note ?? null;
  const radius = 20;
  const circumference = 2 * Math.PI * radius;
  const fraction = timeLeft === null ? 1 : Math.max(0, Math.min(1, timeLeft));
  const ring = (
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
  );
  return (
    <div
      class={`seat-tag at-${spot}${active ? " active" : ""}${side === null ? "" : ` side-${side}`}`}
      data-seat={seat.seat}
      data-tour={tour ? "seats" : undefined}
      aria-current={active ? "true" : undefined}
    >
      {onSelect ? (
        <button type="button" class="seat-button" aria-haspopup="dialog" onClick={onSelect}>
          {ring}
          <span class="seat-name">{name}</span>
          <span class="sr-only">{t("player.options_hint")}</span>
        </button>
      ) : (
        <>
          {ring}
          <span class="seat-name">{name}</span>
        </>
      )}
      <span class="badges">
        {partner && <span class="badge partner">{t("table.partner")}</span>}
        {dealer && <span class="badge">{t("table.dealer")}</span>}
        {bidWinner && <span class="badge accent">{t("table.bid_winner")}</span>}
        {note && <span class="badge note">{note}</span>}
        {seat.bot_level && <span class="badge">{t(`common.level.${seat.bot_level}` as "common.level.basic")}</span>}
        {seat.away && <span class="badge warn">{t("table.away")}</span>}
        {seat.holiday_until && (
          <span class="badge" data-testid="holiday">
            {t("table.holiday_until", { day: holidayDay(seat.holiday_until, currentLanguage()) })}
          </span>
        )}
        {count !== null && <CountBadge count={count} t={t} />}
      </span>
      {said && (
        <span class="said" data-testid="said">
          {said}
        </span>
      )}
    </div>
  );
}
