// A room before its match: seats and teams, computer players, sharing the code, watching, and the start.
import { useEffect, useRef, useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { ApiError, get, post, request, roomPath } from "../api";
import { sideOf, teamsOf, useCatalogue } from "../catalogue";
import { ConfirmBar } from "../components/ConfirmBar";
import { JoinForm } from "../components/JoinForm";
import { Screen } from "../components/Layout";
import { PushOffer } from "../components/PushOffer";
import { toast } from "../components/Toast";
import { errorText } from "../errors";
import { seatName } from "../format";
import { gameName } from "../games";
import { useT } from "../i18n";
import { type Poller, startPolling } from "../poll";
import { tablePath } from "../routes";
import type { Account, Room } from "../types";

/** Why a room cannot be shown: a code that names no room, or too many wrong codes (asked no more either way). */
type Refusal = "not_found" | "too_many" | null;

export function Lobby({ code, account }: { code: string; account: Account }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [room, setRoom] = useState<Room | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { games } = useCatalogue();
  /** The room has been read once: a shared link's visitor is seated then, and only then. */
  const seen = useRef(false);
  const poller = useRef<Poller | null>(null);

  const load = async (): Promise<boolean> => {
    try {
      let current = await get<Room>(roomPath(code));
      const creator = current.creator_id === account.id;
      // Arriving by a shared link: take the first free seat, once. Never for the creator (without a seat, they
      // chose to watch) nor after the first look (a player who left stays out).
      if (!seen.current && !creator && current.status === "open" && current.your_seat === null) {
        current = await post<Room>(roomPath(code, "/join"), {});
      }
      seen.current = true;
      setRoom(current);
      if (current.match_id && (current.your_seat !== null || creator) && current.status !== "open") {
        navigate(tablePath(current.match_id), { replace: true });
      }
      return true;
    } catch (failure) {
      // A wrong code counts against the device each time it is asked: ask it once, then say so in words.
      if (failure instanceof ApiError && (failure.code === "unknown_room" || failure.status === 429)) {
        poller.current?.stop();
        setRefusal(failure.status === 429 ? "too_many" : "not_found");
        return false;
      }
      setError(errorText(failure, t));
      return !(failure instanceof ApiError && failure.status === 0);
    }
  };

  useEffect(() => {
    seen.current = false;
    setRoom(null);
    setRefusal(null);
    setError(null);
    poller.current = startPolling(load, { visibleMs: 3000, hiddenMs: 20000, maxBackoffMs: 30000 });
    return () => poller.current?.stop();
  }, [code]);

  const call = async (method: string, path: string, body?: unknown) => {
    try {
      const answer = await request<Room & { match_id?: string }>(method, path, { body });
      if (path.endsWith("/start") && answer.data?.match_id) {
        navigate(tablePath(String(answer.data.match_id)));
        return;
      }
      if (answer.data && "seats" in answer.data) setRoom(answer.data);
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };

  if (refusal) {
    return (
      <Screen title={t("lobby.title", { code })} back="/">
        <p class="error" role="alert">
          {refusal === "not_found" ? t("lobby.not_found") : t("lobby.too_many_codes")}
        </p>
        <JoinForm label={t("home.code")} />
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
  const teams = teamsOf(
    games?.find((info) => info.id === room.game),
    0,
    room.seats.length,
  );
  const partnerships = teams.some((team) => team.length > 1);
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
  const leave = () => call("POST", roomPath(room.code, "/leave")).then(() => setLeaving(false));
  return (
    <Screen title={t("lobby.title", { code: room.code })} back="/">
      <p class="room-game">{game}</p>
      {room.your_seat !== null && <PushOffer />}
      {room.status === "closed" && <p class="error">{t("lobby.closed")}</p>}
      {open && (
        <section class="share">
          <p class="share-code">
            <span class="sr-only">{t("home.code")}: </span>
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
          const side = partnerships ? sideOf(seat.seat, teams) : -1;
          return (
            <li
              key={seat.seat}
              class={`seat-row${mine ? " mine" : ""}${side >= 0 ? ` side-${side}` : ""}`}
              data-seat={seat.seat}
            >
              <span class="seat-number">
                {t("common.seat", { n: seat.seat + 1 })}
                {side >= 0 && <small class="seat-team">{t("common.team", { n: side + 1 })}</small>}
              </span>
              <span class="seat-who">
                {free ? t("common.empty_seat") : seatName(seat, t)}
                {mine && ` (${t("common.you")})`}
              </span>
              {open && (
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
                      onClick={() =>
                        call("POST", roomPath(room.code, "/bots"), { seat: seat.seat, level: room.bot_level })
                      }
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
        })}
      </ol>
      {open && creator && room.your_seat === null && <p class="hint">{t("lobby.watching")}</p>}
      {open && !creator && <p class="hint">{t("lobby.waiting")}</p>}
      <div class="lobby-actions">
        {open && creator && (
          <button type="button" class="button big" onClick={() => call("POST", roomPath(room.code, "/start"))}>
            {t("lobby.start")}
          </button>
        )}
        {open && creator && room.your_seat !== null && (
          <button type="button" class="button secondary" onClick={() => call("POST", roomPath(room.code, "/watch"))}>
            {t("lobby.watch")}
          </button>
        )}
        {open && room.your_seat !== null && !leaving && (
          // The creator's leaving closes the room for everyone: it is asked again first.
          <button type="button" class="button secondary" onClick={() => (creator ? setLeaving(true) : leave())}>
            {t("lobby.leave")}
          </button>
        )}
        {open && leaving && (
          <ConfirmBar
            text={t("lobby.leave_confirm")}
            confirmLabel={t("lobby.close_room")}
            t={t}
            onConfirm={leave}
            onCancel={() => setLeaving(false)}
          />
        )}
        {!open && room.match_id && (
          <button type="button" class="button big" onClick={() => navigate(tablePath(room.match_id ?? ""))}>
            {t("lobby.go_to_match")}
          </button>
        )}
      </div>
    </Screen>
  );
}
