// One seat of a room: its number and team, who sits there, and while the room is open what the viewer may do with
// it (take it; for the room's creator, add or remove a computer player, move a player).
import { roomPath } from "../../api";
import { seatName } from "../../format";
import type { Translate } from "../../i18n";
import type { Room, SeatInfo } from "../../types";

interface SeatRowProps {
  room: Room;
  seat: SeatInfo;
  /** The seat's side, -1 when the game has no partners. */
  side: number;
  mine: boolean;
  creator: boolean;
  /** The seat whose player the creator is moving, if any. */
  moving: number | null;
  setMoving: (seat: number | null) => void;
  call: (method: string, path: string, body?: unknown) => Promise<void>;
  t: Translate;
}

export function SeatRow({ room, seat, side, mine, creator, moving, setMoving, call, t }: SeatRowProps) {
  const free = !seat.user_id && !seat.bot_level;
  return (
    <li class={`seat-row${mine ? " mine" : ""}${side >= 0 ? ` side-${side}` : ""}`} data-seat={seat.seat}>
      <span class="seat-number">
        {t("common.seat", { n: seat.seat + 1 })}
        {side >= 0 && <small class="seat-team">{t("common.team", { n: side + 1 })}</small>}
      </span>
      <span class="seat-who">
        {free ? t("common.empty_seat") : seatName(seat, t)}
        {mine && ` (${t("common.you")})`}
      </span>
      {room.status === "open" && (
        <span class="seat-actions">
          {free && room.your_seat === null && (
            <button
              type="button"
              class="button small"
              onClick={() => call("POST", roomPath(room.code, "/join"), { seat: seat.seat })}
            >
              {t("lobby.take_seat")}
            </button>
          )}
          {creator && free && (
            <button
              type="button"
              class="button small secondary"
              onClick={() => call("POST", roomPath(room.code, "/bots"), { seat: seat.seat, level: room.bot_level })}
            >
              {t("lobby.add_bot")}
            </button>
          )}
          {creator && seat.bot_level && (
            <button
              type="button"
              class="button small secondary"
              onClick={() => call("DELETE", roomPath(room.code, `/bots/${seat.seat}`))}
            >
              {t("lobby.remove_bot")}
            </button>
          )}
          {creator && moving !== null && moving !== seat.seat && (
            <button
              type="button"
              class="button small"
              onClick={() => {
                void call("POST", roomPath(room.code, "/move"), { from_seat: moving, to_seat: seat.seat });
                setMoving(null);
              }}
            >
              {t("lobby.move_here")}
            </button>
          )}
          {creator && moving === null && !free && (
            <button
              type="button"
              class="icon-button"
              aria-label={`${t("lobby.move_here")}: ${t("common.seat", { n: seat.seat + 1 })}`}
              onClick={() => setMoving(seat.seat)}
            >
              ⇅
            </button>
          )}
        </span>
      )}
    </li>
  );
}
