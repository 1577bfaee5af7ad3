// The end of a match (or its stop by a moderator): who won, the final scores, a rematch, the replay, home.
import { Link, useLocation } from "wouter-preact";
import { post, roomPath } from "../../api";
import { toast } from "../../components/Toast";
import { errorText } from "../../errors";
import type { Translate } from "../../i18n";
import { lobbyPath, replayPath, tablePath } from "../../routes";
import type { MatchState, Room } from "../../types";
import type { Sides } from "./sides";

interface MatchEndProps {
  matchId: string;
  state: MatchState;
  sides: Sides;
  t: Translate;
}

export function MatchEnd({ matchId, state, sides, t }: MatchEndProps) {
  const [, navigate] = useLocation();
  const aborted = Boolean(state.aborted);
  const { labels, mySide } = sides;
  const rematch = async () => {
    try {
      const room = await post<Room>(roomPath(state.room, "/rematch"));
      // A rematch that left a seat free (a banned player is not seated again) waits in its lobby.
      // The next match takes this one's place: Back from it goes where this one's would have.
      navigate(room.match_id ? tablePath(room.match_id) : lobbyPath(room.code), { replace: true });
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };
  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-label={aborted ? t("end.aborted_title") : t("end.title")}>
      <div class="sheet end">
        <h2>{aborted ? t("end.aborted_title") : t("end.title")}</h2>
        {aborted ? (
          <p class="result aborted" data-testid="aborted">
            {t("end.aborted")}
          </p>
        ) : (
          <>
            {state.your_seat !== null && (
              <p class="result">
                {mySide !== null && state.winner?.includes(mySide) ? t("end.you_won") : t("end.you_lost")}
              </p>
            )}
            <p>{t("end.winner", { names: (state.winner ?? []).map((side) => labels[side]).join(", ") })}</p>
          </>
        )}
        <p class="final-scores">{state.scores.join(" – ")}</p>
        {state.your_seat !== null && (
          <button type="button" class="button big" onClick={rematch}>
            {t("end.play_again")}
          </button>
        )}
        <Link href={replayPath(matchId)} class="button secondary">
          {t("end.replay")}
        </Link>
        <Link href="/" class="button secondary">
          {t("nav.home")}
        </Link>
      </div>
    </div>
  );
}
