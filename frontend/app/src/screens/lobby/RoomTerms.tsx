// What a room's players agree to by sitting down: its clock, its holidays and the game's options set away from their
// defaults. Someone who opens a shared link reads them here before taking a seat.
import { changedOptions } from "../../components/RoomOptions";
import { duration } from "../../format";
import { useGameWords } from "../../games";
import type { Translate } from "../../i18n";
import { optionWords } from "../../i18n/options";
import type { GameInfo, Room } from "../../types";

/** The clock in words: one time for every turn, or a bank's start, what a move adds and its cap. */
export function clockWords(room: Room, t: Translate): [label: string, value: string] {
  if (room.clock === "bank" && room.bank_seconds && room.bank_increment_seconds && room.bank_cap_seconds) {
    return [
      t("create.clock.bank"),
      t("lobby.bank", {
        start: duration(room.bank_seconds, t),
        increment: duration(room.bank_increment_seconds, t),
        cap: duration(room.bank_cap_seconds, t),
      }),
    ];
  }
  return [t("create.turn_time"), duration(room.turn_seconds, t)];
}

export function RoomTerms({ room, info, t }: { room: Room; info: GameInfo | undefined; t: Translate }) {
  const words = useGameWords(room.game);
  const wordsCame = words.value !== null || words.failed;
  const options = info && wordsCame ? Object.entries(changedOptions(info, room.options)) : [];
  const [clockLabel, clockValue] = clockWords(room, t);
  const holidays =
    room.holiday_days > 0 ? t("create.holiday_days.n", { n: room.holiday_days }) : t("lobby.no_holidays");
  return (
    <dl class="room-terms" data-testid="room-terms">
      <dt>{clockLabel}</dt>
      <dd>{clockValue}</dd>
      <dt>{t("create.holiday_days")}</dt>
      <dd>{holidays}</dd>
      {info &&
        options.map(([name, value]) => {
          const option = info.options[name];
          if (!option) return null;
          const said = optionWords(room.game, name, option, t);
          return [<dt key={`${name}-label`}>{said.label}</dt>, <dd key={`${name}-value`}>{said.value(value)}</dd>];
        })}
    </dl>
  );
}
