// A circle's standings for one game over a period: matches played and won, points, rating; paged.
import { useState } from "preact/hooks";
import { useCatalogue } from "../../catalogue";
import { circleApi } from "../../circles/api";
import { ratingText } from "../../circles/format";
import type { Period, Standing } from "../../circles/types";
import { usePaged } from "../../circles/usePaged";
import { GAME_IDS, gameName } from "../../games";
import { useT } from "../../i18n";

export const PERIODS: Period[] = ["all", "year", "month", "week"];

export function Standings({ circleId }: { circleId: string }) {
  const t = useT();
  const { games } = useCatalogue();
  const offered = GAME_IDS.filter((id) => !games || games.some((game) => game.id === id));
  const [game, setGame] = useState(offered[0] ?? "");
  const [period, setPeriod] = useState<Period>("all");
  const standings = usePaged<Standing>(
    game ? circleApi(circleId, `/standings?game=${encodeURIComponent(game)}&period=${period}`) : null,
    t,
  );
  return (
    <section aria-label={t("circle.tab.standings")}>
      <div class="row standings-choice">
        <label>
          {t("create.game")}
          <select
            name="standings_game"
            value={game}
            onChange={(event) => setGame((event.target as HTMLSelectElement).value)}
          >
            {offered.map((id) => (
              <option key={id} value={id}>
                {gameName(id, t)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("circle.period")}
          <select
            name="period"
            value={period}
            onChange={(event) => setPeriod((event.target as HTMLSelectElement).value as Period)}
          >
            {PERIODS.map((name) => (
              <option key={name} value={name}>
                {t(`circle.period.${name}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {standings.error && <p class="error">{standings.error}</p>}
      {standings.items === null && !standings.error && <p>{t("common.loading")}</p>}
      {standings.items?.length === 0 && <p class="hint">{t("circle.standings_none")}</p>}
      {standings.items && standings.items.length > 0 && (
        <table class="standings" data-testid="standings">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t("circle.player")}</th>
              <th scope="col" title={t("circle.matches_played")}>
                {t("circle.col.matches")}
              </th>
              <th scope="col" title={t("circle.matches_won")}>
                {t("circle.col.wins")}
              </th>
              <th scope="col">{t("circle.col.points")}</th>
              <th scope="col">{t("circle.col.rating")}</th>
            </tr>
          </thead>
          <tbody>
            {standings.items.map((row, index) => (
              <tr key={row.player.id}>
                <td>{index + 1}</td>
                <th scope="row">{row.player.name}</th>
                <td>{row.matches}</td>
                <td>{row.wins}</td>
                <td>{row.points}</td>
                <td>{row.rating ? ratingText(row.rating.ordinal) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {standings.next && (
        <button type="button" class="button secondary" disabled={standings.loading} onClick={standings.more}>
          {t("history.more")}
        </button>
      )}
    </section>
  );
}
