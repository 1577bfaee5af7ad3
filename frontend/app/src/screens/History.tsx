// History: finished matches, newest first, filtered by game; each opens its replay.
import { useEffect, useState } from "preact/hooks";
import { Link } from "wouter-preact";
import { get } from "../api";
import { sideOf, teamsOf, useCatalogue } from "../catalogue";
import { Screen } from "../components/Layout";
import { errorText } from "../errors";
import { GAME_IDS, gameName } from "../games";
import { useT } from "../i18n";
import { replayPath } from "../routes";
import type { MatchSummary, MatchSummaryPage } from "../types";

export function History() {
  const t = useT();
  const [game, setGame] = useState("");
  const [matches, setMatches] = useState<MatchSummary[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const { games } = useCatalogue();
  const load = async (url: string, append: boolean) => {
    setLoading(true);
    try {
      const page = await get<MatchSummaryPage>(url);
      setMatches((before) => (append ? [...before, ...page.results] : page.results));
      setNext(page.next);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void load(`/api/me/matches?status=finished${game ? `&game=${encodeURIComponent(game)}` : ""}`, false);
  }, [game]);
  return (
    <Screen title={t("history.title")}>
      <label>
        {t("create.game")}
        <select value={game} onChange={(event) => setGame((event.target as HTMLSelectElement).value)}>
          <option value="">{t("history.all_games")}</option>
          {GAME_IDS.map((id) => (
            <option key={id} value={id}>
              {gameName(id, t)}
            </option>
          ))}
        </select>
      </label>
      {error && <p class="error">{error}</p>}
      {!loading && matches.length === 0 && <p class="hint">{t("history.none")}</p>}
      <ul class="match-list">
        {matches.map((match) => {
          const info = games?.find((game) => game.id === match.game);
          const teams = teamsOf(info, match.scores.length, match.seats.length);
          // A match the player watched (their seat handed to the computer) was neither won nor lost by them.
          const result =
            match.your_seat === null
              ? "watched"
              : match.winner?.includes(sideOf(match.your_seat, teams))
                ? "won"
                : "lost";
          return (
            <li key={match.id}>
              <Link href={replayPath(String(match.id))} class="match-card" data-match={match.id}>
                <span class="match-game">{gameName(match.game, t)}</span>
                <span class={`match-result ${result}`}>{t(`history.${result}`)}</span>
                <span class="match-score">{match.scores.join(" – ")}</span>
                <small>{new Date(match.finished_at ?? match.created_at).toLocaleDateString()}</small>
              </Link>
            </li>
          );
        })}
      </ul>
      {next && (
        <button type="button" class="button secondary" disabled={loading} onClick={() => load(next, true)}>
          {t("history.more")}
        </button>
      )}
    </Screen>
  );
}
