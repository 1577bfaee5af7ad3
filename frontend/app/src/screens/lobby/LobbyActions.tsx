// What can be done with the whole room: start it, watch instead of playing, leave it (the creator closing it, asked
// again first), or go to its match once started.
import { useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { roomPath } from "../../api";
import { ConfirmBar } from "../../components/ConfirmBar";
import type { Translate } from "../../i18n";
import { tablePath } from "../../routes";
import type { Room } from "../../types";

interface LobbyActionsProps {
  room: Room;
  creator: boolean;
  call: (method: string, path: string, body?: unknown) => Promise<void>;
  t: Translate;
}

export function LobbyActions({ room, creator, call, t }: LobbyActionsProps) {
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);
  const open = room.status === "open";
  const leave = () => call("POST", roomPath(room.code, "/leave")).then(() => setLeaving(false));
  return (
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
        <button
          type="button"
          class="button big"
          onClick={() => navigate(tablePath(room.match_id ?? ""), { replace: true })}
        >
          {t("lobby.go_to_match")}
        </button>
      )}
    </div>
  );
}
