// An event's page: what it is and where it stands, entering and withdrawing, one's next match, the round's progress,
// the standings, each round's tables, a duplicate event's deals, and the owner's tools. Asked again every half minute
// while the page is shown, and at once when the player comes back to it, so that standings follow the matches.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { Link } from "wouter-preact";
import { Screen } from "../components/Layout";
import { errorText } from "../errors";
import { gameName } from "../games";
import { useT } from "../i18n";
import { type Poller, startPolling } from "../poll";
import { circlePath } from "../routes";
import { fetchTournament } from "../tournaments/api";
import { formatName, nextMatchHref, relative, roundText, stageName } from "../tournaments/format";
import type { Entry, Tournament as TournamentBody } from "../tournaments/types";
import { DuplicateDeals } from "./tournament/DuplicateDeals";
import { EntryActions } from "./tournament/EntryActions";
import { EventStandings } from "./tournament/EventStandings";
import { OwnerActions } from "./tournament/OwnerActions";
import { RoundTables } from "./tournament/RoundTables";
import "./circle/circle.css";
import "./tournament/tournament.css";

/** Standings change only when a match ends: every half minute is often enough, and rarely while hidden. */
const TIMING = { visibleMs: 30_000, hiddenMs: 600_000, maxBackoffMs: 600_000 };

function Header({ event }: { event: TournamentBody }) {
  const t = useT();
  const rounds = event.round_tables;
  const current = rounds.find((round) => round.number === event.current_round);
  const round = roundText(event, t);
  return (
    <section class="event-header" data-testid="event-header">
      <p class="event-facts">
        <span>{gameName(event.game, t)}</span> · <span>{formatName(event.format, t)}</span>
        {event.partnerships && <span> · {t("event.partnerships_short")}</span>}
      </p>
      <p class="event-stage">
        <span class={`stage stage-${event.stage}`}>{stageName(event.stage, t)}</span>
        {round && <span> · {round}</span>}
      </p>
      {event.stage === "open" && event.starts_at && (
        <p class="hint small">{t("event.starts", { when: relative(event.starts_at) })}</p>
      )}
      {event.stage === "running" && current?.deadline && !current.finished_at && (
        <p class="hint small">{t("event.deadline", { when: relative(current.deadline) })}</p>
      )}
      <p class="hint small">
        <Link href={circlePath(event.circle.id)}>{event.circle.name}</Link> ·{" "}
        {t(event.entries.length === 1 ? "event.entrants_one" : "event.entrants", { n: event.entries.length })}
      </p>
    </section>
  );
}

function NextMatchCard({ event }: { event: TournamentBody }) {
  const t = useT();
  const next = event.next_match;
  if (!next) return null;
  const href = nextMatchHref(next);
  return (
    <section class="panel next-match" aria-labelledby="event-next" data-testid="next-match">
      <h2 id="event-next">{t("event.your_next")}</h2>
      <p>{t("event.table_of_round", { round: next.round, table: next.table })}</p>
      {next.deadline && <p class="hint small">{t("event.deadline", { when: relative(next.deadline) })}</p>}
      {href ? (
        <Link href={href} class="button">
          {t("event.open_match")}
        </Link>
      ) : (
        <p class="hint">{t("event.outcome.bye")}</p>
      )}
    </section>
  );
}

function Progress({ event }: { event: TournamentBody }) {
  const t = useT();
  const round = event.round_tables.find((one) => one.number === event.current_round);
  if (event.stage !== "running" || !round || round.tables.length === 0) return null;
  const done = round.tables.filter((table) => table.decided).length;
  return (
    <section class="event-progress" data-testid="event-progress">
      <label>
        {t("event.progress", { done, all: round.tables.length })}
        <progress max={round.tables.length} value={done} />
      </label>
    </section>
  );
}

export function Tournament({ id, me }: { id: string; me: string }) {
  const t = useT();
  const [event, setEvent] = useState<TournamentBody | null>(null);
  const [error, setError] = useState<string | null>(null);
  const poller = useRef<Poller | null>(null);
  useEffect(() => {
    let live = true;
    const tick = async () => {
      try {
        const body = await fetchTournament(id);
        if (live) {
          setEvent(body);
          setError(null);
        }
        return true;
      } catch (failure) {
        if (live) setError(errorText(failure, t));
        return false;
      }
    };
    poller.current = startPolling(tick, TIMING);
    return () => {
      live = false;
      poller.current?.stop();
    };
  }, [id]);
  const entries = useMemo(
    () => new Map<string, Entry>((event?.entries ?? []).map((entry) => [entry.id, entry])),
    [event],
  );
  const refresh = () => poller.current?.now();
  if (!event) {
    return (
      <Screen title={t("event.title")} back="/">
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
  return (
    <Screen title={event.name} back={circlePath(event.circle.id)}>
      <Header event={event} />
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <EntryActions event={event} me={me} onChange={refresh} />
      <NextMatchCard event={event} />
      <Progress event={event} />
      {event.duplicate && <DuplicateDeals event={event} entries={entries} />}
      <EventStandings event={event} entries={entries} />
      <RoundTables
        rounds={event.round_tables}
        entries={entries}
        ownOnly={event.format === "duplicate" ? (event.my_entry?.id ?? null) : undefined}
      />
      {event.stage === "open" && event.entries.length > 0 && (
        <section aria-labelledby="event-entrants">
          <h2 id="event-entrants">{t("event.entrants_title")}</h2>
          <ul class="entrant-list">
            {event.entries.map((entry) => (
              <li key={entry.id}>{entry.players.map((player) => player.name).join(" & ")}</li>
            ))}
          </ul>
        </section>
      )}
      {event.is_owner && <OwnerActions event={event} onChange={refresh} />}
    </Screen>
  );
}
