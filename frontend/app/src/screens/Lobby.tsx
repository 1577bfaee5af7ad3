// A room before its match: seats, computer players, sharing the code, and the start.
import { useEffect, useRef, useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { ApiError, get, post, request } from "../api";
import { Screen } from "../components/Layout";
import { toast } from "../components/Toast";
import { seatName } from "../format";
import { gameName } from "../games";
import { useT } from "../i18n";
import { startPolling } from "../poll";
import type { Account, Room } from "../types";

export function Lobby({ code, account }: { code: string; account: Account }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [room, setRoom] = useState<Room | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const joined = useRef(false);

  const load = async (): Promise<boolean> => {
    try {
      let current = await get<Room>(`/api/rooms/${code}`);
      if (current.status === "open" && current.your_seat === null && !joined.current) {
        // Arriving by a shared link: take the first free seat.
        joined.current = true;
        current = await post<Room>(`/api/rooms/${code}/join`, {});
      }
      setRoom(current);
      const watching = current.creator_id === account.id;
      if (current.match_id && (current.your_seat !== null || watching) && current.status !== "open") {
        navigate(`/m/${current.match_id}`, { replace: true });
      }
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      return !(failure instanceof ApiError && failure.status === 0);
    }
  };

  useEffect(() => {
    const poller = startPolling(load, { visibleMs: 3000, hiddenMs: 20000, maxBackoffMs: 30000 });
    return () => poller.stop();
  }, [code]);

  const call = async (method: string, path: string, body?: unknown) => {
    try {
      const answer = await request<Room & { match_id?: number }>(method, path, { body });
      if (path.endsWith("/start") && answer.data?.match_id) {
        navigate(`/m/${answer.data.match_id}`);
        return;
      }
      if (answer.data && "seats" in answer.data) setRoom(answer.data);
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : String(failure));
    }
  };

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
  const game = gameName(room.game, t);
  const shareText = t("lobby.share_text", { game, code: room.code, url: room.share_url });
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: "Tricktable", text: shareText, url: room.share_url });
        return;
      } catch {
        // Cancelled or refused: the other buttons remain.
      }
    }
    window.open(`https://wa.me/?text=${encodeURIComponent(shareText)}`, "_blank", "noopener");
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(room.share_url);
      toast(t("lobby.copied"));
    } catch {
      toast(room.share_url);
    }
  };
  return (
    <Screen title={t("lobby.title", { code: room.code })} back="/">
      <p class="room-game">{game}</p>
      {room.status === "closed" && <p class="error">{t("lobby.closed")}</p>}
      {room.status === "open" && (
        <section class="share">
          <p class="share-code" role="group" aria-label={t("home.code")}>
            {room.code}
          </p>
          <div class="row">
            <button type="button" class="button" onClick={share}>
              {t("lobby.share")}
            </button>
            <a
              class="button secondary"
              href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
              target="_blank"
              rel="noopener"
            >
              {t("lobby.whatsapp")}
            </a>
            <button type="button" class="button secondary" onClick={copy}>
              {t("lobby.copy")}
            </button>
          </div>
        </section>
      )}
      <ol class="seat-list">
        {room.seats.map((seat) => {
          const mine = seat.user_id === account.id;
          const free = !seat.user_id && !seat.bot_level;
          return (
            <li key={seat.seat} class={`seat-row${mine ? " mine" : ""}`} data-seat={seat.seat}>
              <span class="seat-number">{t("common.seat", { n: seat.seat + 1 })}</span>
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
                      onClick={() => call("POST", `/api/rooms/${room.code}/join`, { seat: seat.seat })}
                    >
                      {t("lobby.take_seat")}
                    </button>
                  )}
                  {creator && free && (
                    <button
                      type="button"
                      class="button small secondary"
                      onClick={() =>
                        call("POST", `/api/rooms/${room.code}/bots`, { seat: seat.seat, level: room.bot_level })
                      }
                    >
                      {t("lobby.add_bot")}
                    </button>
                  )}
                  {creator && seat.bot_level && (
                    <button
                      type="button"
                      class="button small secondary"
                      onClick={() => call("DELETE", `/api/rooms/${room.code}/bots/${seat.seat}`)}
                    >
                      {t("lobby.remove_bot")}
                    </button>
                  )}
                  {creator && moving !== null && moving !== seat.seat && (
                    <button
                      type="button"
                      class="button small"
                      onClick={() => {
                        void call("POST", `/api/rooms/${room.code}/move`, { from_seat: moving, to_seat: seat.seat });
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
                      aria-label={t("lobby.move_here")}
                      onClick={() => setMoving(seat.seat)}
                    >
                      ⇅
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {room.status === "open" && creator && (
        <button type="button" class="button big" onClick={() => call("POST", `/api/rooms/${room.code}/start`)}>
          {t("lobby.start")}
        </button>
      )}
      {room.status === "open" && creator && room.your_seat !== null && (
        <button type="button" class="button secondary" onClick={() => call("POST", `/api/rooms/${room.code}/watch`)}>
          {t("lobby.watch")}
        </button>
      )}
      {room.status === "open" && !creator && <p class="hint">{t("lobby.waiting")}</p>}
      {room.status === "open" && room.your_seat !== null && (
        <button type="button" class="button secondary" onClick={() => call("POST", `/api/rooms/${room.code}/leave`)}>
          {t("lobby.leave")}
        </button>
      )}
      {room.status !== "open" && room.match_id && (
        <button type="button" class="button big" onClick={() => navigate(`/m/${room.match_id}`)}>
          {t("lobby.go_to_match")}
        </button>
      )}
    </Screen>
  );
}
