// A circle's events on its page: each with its game, format, stage and round; the owner's way to a new one.
import { useEffect, useState } from "preact/hooks";
import { Link } from "wouter-preact";
import { errorText } from "../../errors";
import { gameName } from "../../games";
import { useT } from "../../i18n";
import { newTournamentPath, tournamentPath } from "../../routes";
import { fetchCircleTournaments } from "../../tournaments/api";
import { formatName, roundText, stageName } from "../../tournaments/format";
import type { TournamentLine } from "../../tournaments/types";

export function CircleEvents({ circleId, owner }: { circleId: string; owner: boolean }) {
  const t = useT();
  const [events, setEvents] = useState<TournamentLine[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchCircleTournaments(circleId)
      .then(setEvents)
      .catch((failure: unknown) => setError(errorText(failure, t)));
  }, [circleId]);
  return (
    <section class="circle-events" aria-labelledby="circle-events">
      <h2 id="circle-events">{t("event.section")}</h2>
      {error && <p class="error">{error}</p>}
      {events?.length === 0 && <p class="hint small">{t("event.none")}</p>}
      {events && events.length > 0 && (
        <ul class="match-list" data-testid="circle-events">
          {events.map((line) => {
            const round = roundText(line, t);
            return (
              <li key={line.id}>
                <Link href={tournamentPath(line.id)} class="match-card event-line">
                  <span class="match-game">{line.name}</span>
                  <span class="match-turn">{stageName(line.stage, t)}</span>
                  <small>
                    {gameName(line.game, t)} · {formatName(line.format, t)}
                    {round && ` · ${round}`}
                  </small>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {owner && (
        <Link href={newTournamentPath(circleId)} class="button secondary">
          {t("event.new")}
        </Link>
      )}
    </section>
  );
}
