// My stats, per game: matches, wins, average points, bids made and set, rating, the computer level I play like, and
// my rating over time on the replay's chart.
import { useEffect, useState } from "preact/hooks";
import { get } from "../api";
import { day, levelName, ratingText } from "../circles/format";
import type { GameStats, MyStats } from "../circles/types";
import { Screen } from "../components/Layout";
import { ScoreChart } from "../components/ScoreChart";
import { errorText } from "../errors";
import { gameName } from "../games";
import { currentLanguage, type Translate, useT } from "../i18n";
import "./circle/circle.css";

function GameCard({ stats, t }: { stats: GameStats; t: Translate }) {
  const name = gameName(stats.game, t);
  // A day before the first rated match has no rating to draw.
  const points = stats.over_time.filter(
    (point): point is typeof point & { rating_ordinal: number } => point.rating_ordinal !== null,
  );
  const rows: [string, string | number][] = [
    [t("stats.matches"), stats.matches],
    [t("stats.wins"), stats.wins],
    [t("stats.average_points"), Math.round(stats.average_points * 10) / 10],
  ];
  if (stats.bids) {
    rows.push([t("stats.bids_made"), stats.bids.made], [t("stats.bids_set"), stats.bids.set]);
  }
  rows.push([t("stats.rating"), stats.rating ? ratingText(stats.rating.ordinal) : "—"]);
  return (
    <section class="panel stats-game" aria-labelledby={`stats-${stats.game}`} data-testid={`stats-${stats.game}`}>
      <h2 id={`stats-${stats.game}`}>{name}</h2>
      {stats.plays_like && <p class="plays-like">{t("stats.plays_like", { level: levelName(stats.plays_like, t) })}</p>}
      <dl class="stats-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {points.length > 1 && (
        <>
          <ScoreChart
            series={[points.map((point) => point.rating_ordinal)]}
            labels={[t("stats.rating")]}
            title={t("stats.chart", { game: name })}
            axes={{ x: t("stats.axis_days"), y: t("stats.rating") }}
          />
          <p class="hint small">
            {t("stats.chart_span", {
              from: day(points[0].date, currentLanguage()),
              to: day(points[points.length - 1].date, currentLanguage()),
            })}
          </p>
        </>
      )}
    </section>
  );
}

export function MeStats() {
  const t = useT();
  const [stats, setStats] = useState<MyStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    get<MyStats>("/api/me/stats")
      .then(setStats)
      .catch((failure: unknown) => setError(errorText(failure, t)));
  }, []);
  const played = stats?.games.filter((game) => game.matches > 0) ?? [];
  return (
    <Screen title={t("stats.title")} back="/">
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {!stats && !error && <p>{t("common.loading")}</p>}
      {stats && played.length === 0 && <p class="hint">{t("stats.none")}</p>}
      {played.map((game) => (
        <GameCard key={game.game} stats={game} t={t} />
      ))}
    </Screen>
  );
}
