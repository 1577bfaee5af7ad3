// A circle's matches: the live ones with whose turn it is, then the finished ones with who won; each list paged.
import { Link } from "wouter-preact";
import { circleApi } from "../../circles/api";
import { day } from "../../circles/format";
import type { CircleMatch } from "../../circles/types";
import { usePaged } from "../../circles/usePaged";
import { gameName } from "../../games";
import { currentLanguage, type Translate, useT } from "../../i18n";
import { replayPath, tablePath } from "../../routes";

function playerName(player: CircleMatch["players"][number], t: Translate): string {
  return player.is_computer ? t("common.computer", { n: player.seat + 1 }) : player.name;
}

function MatchCard({ match, t }: { match: CircleMatch; t: Translate }) {
  const live = match.finished_at === null;
  const players = [...match.players].sort((a, b) => a.seat - b.seat);
  const winners = players.filter((player) => match.winners.includes(player.seat)).map((p) => playerName(p, t));
  return (
    <li>
      <Link
        href={live ? tablePath(String(match.id)) : replayPath(String(match.id))}
        class="match-card circle-match"
        data-match={match.id}
      >
        <span class="match-game">{gameName(match.game, t)}</span>
        <span class="match-turn">
          {live
            ? match.turn
              ? t("circle.turn_of", { name: match.turn.name })
              : ""
            : t("circle.won_by", { names: winners.join(", ") || "—" })}
        </span>
        <span class="small match-players">{players.map((player) => playerName(player, t)).join(" · ")}</span>
        <small>{day(match.finished_at ?? match.started_at, currentLanguage())}</small>
      </Link>
    </li>
  );
}

function MatchList({ circleId, state }: { circleId: string; state: "live" | "finished" }) {
  const t = useT();
  const matches = usePaged<CircleMatch>(circleApi(circleId, `/matches?state=${state}`), t);
  return (
    <section aria-labelledby={`matches-${state}`} aria-busy={matches.items === null}>
      <h2 id={`matches-${state}`}>
        {t(`circle.matches.${state}`)}
        {matches.count > 0 && <span class="count"> ({matches.count})</span>}
      </h2>
      {matches.error && <p class="error">{matches.error}</p>}
      {matches.items === null && !matches.error && <p>{t("common.loading")}</p>}
      {matches.items?.length === 0 && <p class="hint">{t(`circle.matches.${state}_none`)}</p>}
      <ul class="match-list" data-testid={`matches-${state}`}>
        {matches.items?.map((match) => (
          <MatchCard key={match.id} match={match} t={t} />
        ))}
      </ul>
      {matches.next && (
        <button type="button" class="button secondary" disabled={matches.loading} onClick={matches.more}>
          {t("history.more")}
        </button>
      )}
    </section>
  );
}

export function CircleMatches({ circleId }: { circleId: string }) {
  return (
    <>
      <MatchList circleId={circleId} state="live" />
      <MatchList circleId={circleId} state="finished" />
    </>
  );
}
