// "Your events" on Home: the events one has entered, each with one's next match; nothing when there are none.
import { useEffect, useState } from "preact/hooks";
import { Link } from "wouter-preact";
import { gameName } from "../../games";
import { useT } from "../../i18n";
import { tournamentPath } from "../../routes";
import { fetchMyTournaments } from "../../tournaments/api";
import { nextMatchHref, relative, roundText, stageName } from "../../tournaments/format";
import type { TournamentLine } from "../../tournaments/types";
import "./yourEvents.css";

export function YourEvents() {
  const t = useT();
  const [events, setEvents] = useState<TournamentLine[]>([]);
  useEffect(() => {
    fetchMyTournaments()
      .then(setEvents)
      .catch(() => {
        // Home's own list says when the server cannot be reached; this line stays away.
      });
  }, []);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="your-events">
      <h2 id="your-events">{t("event.your_events")}</h2>
      <ul class="match-list" data-testid="your-events">
        {events.map((line) => {
          const next = line.next_match;
          const href = next && nextMatchHref(next);
          return (
            <li key={line.id} class="your-event">
              <Link href={tournamentPath(line.id)} class="match-card">
                <span class="match-game">{line.name}</span>
                <span class="match-turn">{roundText(line, t) ?? stageName(line.stage, t)}</span>
                <small>{gameName(line.game, t)}</small>
              </Link>
              {href && next && (
                <Link href={href} class="button small your-event-next">
                  {t("event.next_match_link", { round: next.round })}
                  {next.deadline && ` · ${relative(next.deadline)}`}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
