// A room before its match: seats and teams, computer players, sharing the code, watching, and the start. A layout
// over the room as useRoom follows it; the parts are in ./lobby/.
import { useState } from "preact/hooks";
import { sideOf, teamsOf, useCatalogue } from "../catalogue";
import { JoinForm } from "../components/JoinForm";
import { Screen } from "../components/Layout";
import { PushOffer } from "../components/PushOffer";
import { gameName } from "../games";
import { useT } from "../i18n";
import type { Account } from "../types";
import { LobbyActions } from "./lobby/LobbyActions";
import { RoomTerms } from "./lobby/RoomTerms";
import { SeatRow } from "./lobby/SeatRow";
import { ShareCode } from "./lobby/ShareCode";
import { useRoom } from "./lobby/useRoom";
// The lobby's own styles come with its code: the first screen does without them.
import "./lobby/lobby.css";

export function Lobby({ code, account }: { code: string; account: Account }) {
  const t = useT();
  const { room, error, refusal, call } = useRoom(code, account, t);
  const [moving, setMoving] = useState<number | null>(null);
  const { games } = useCatalogue();

  if (refusal) {
    return (
      <Screen title={t("lobby.title", { code })} back="/">
        <p class="error" role="alert">
          {refusal === "not_found" ? t("lobby.not_found") : t("lobby.too_many_codes")}
        </p>
        <JoinForm label={t("home.code")} replace />
      </Screen>
    );
  }
  if (!room) {
    return (
      <Screen title={t("lobby.title", { code })} back="/">
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p>{t("common.loading")}</p>
        )}
      </Screen>
    );
  }
  const creator = room.creator_id === account.id;
  const open = room.status === "open";
  const game = gameName(room.game, t);
  const info = games?.find((each) => each.id === room.game);
  const teams = teamsOf(info, 0, room.seats.length);
  const partnerships = teams.some((team) => team.length > 1);
  return (
    <Screen title={t("lobby.title", { code: room.code })} back="/">
      <p class="room-game">{game}</p>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {room.your_seat !== null && <PushOffer />}
      {room.status === "closed" && <p class="error">{t("lobby.closed")}</p>}
      {open && <ShareCode room={room} game={game} t={t} />}
      <RoomTerms room={room} info={info} t={t} />
      <ol class="seat-list">
        {room.seats.map((seat) => (
          <SeatRow
            key={seat.seat}
            room={room}
            seat={seat}
            side={partnerships ? sideOf(seat.seat, teams) : -1}
            mine={seat.user_id === account.id}
            creator={creator}
            moving={moving}
            setMoving={setMoving}
            call={call}
            t={t}
          />
        ))}
      </ol>
      {open && creator && room.your_seat === null && <p class="hint">{t("lobby.watching")}</p>}
      {open && !creator && <p class="hint">{t("lobby.waiting")}</p>}
      <LobbyActions room={room} creator={creator} call={call} t={t} />
    </Screen>
  );
}
