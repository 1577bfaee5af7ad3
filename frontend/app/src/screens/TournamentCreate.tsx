// A new event in a circle (its owner): name, game and its options, format (round robin, Swiss with its rounds, single
// elimination, duplicate with its deals, scoring and tables), partnerships at the partnership games, entrants, times.
import { useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { useCatalogue } from "../catalogue";
import { Screen } from "../components/Layout";
import { changedOptions, GameOptions, LevelField, SecondsField } from "../components/RoomOptions";
import { errorText } from "../errors";
import { TURN_PRESETS } from "../format";
import { GAME_IDS, gameName } from "../games";
import { useT } from "../i18n";
import { circlePath, tournamentPath } from "../routes";
import { createTournament } from "../tournaments/api";
import { formatName } from "../tournaments/format";
import type { DuplicateScoring, EventFormat, NewTournament, TableFill } from "../tournaments/types";

const FORMATS: EventFormat[] = ["round_robin", "swiss", "elimination", "duplicate"];
const SWISS_ROUNDS = [2, 3, 4, 5, 6, 7, 8, 9, 10];
const DEALS = Array.from({ length: 12 }, (_, index) => index + 1);
const ROUND_HOURS = [24, 48, 72, 96, 168];
const FORFEIT_TIMEOUTS = [1, 2, 3, 4, 5];
/** The server's 80 characters of an event's name, in UTF-16 units, with room for Devanagari. */
const NAME_LENGTH = 120;

const value = (event: Event) => (event.target as HTMLInputElement | HTMLSelectElement).value;

/** A datetime-local field's value (the player's local time) as an ISO instant. */
const instant = (local: string) => new Date(local).toISOString();

/** A week from now on the hour, in the player's local time, as a datetime-local field writes it. */
function aWeekOn(): string {
  const when = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  when.setMinutes(0, 0, 0);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(when.getHours())}:00`;
}

export function TournamentCreate({ circleId }: { circleId: string }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { games: catalogue, error: catalogueError } = useCatalogue();
  const offered = GAME_IDS.filter((id) => catalogue?.some((info) => info.id === id));
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string | null>(null);
  const game = chosen ?? offered[0] ?? "";
  const info = catalogue?.find((entry) => entry.id === game);
  const hasPartners = info?.teams.some((team) => team.length > 1) ?? false;
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [format, setFormat] = useState<EventFormat>("round_robin");
  const [rounds, setRounds] = useState(5);
  const [deals, setDeals] = useState(4);
  const [scoring, setScoring] = useState<DuplicateScoring>("matchpoints");
  const [tableFill, setTableFill] = useState<TableFill>("computers");
  const [partnerships, setPartnerships] = useState(false);
  const [maxEntrants, setMaxEntrants] = useState("");
  const [startsAt, setStartsAt] = useState(aWeekOn);
  const [roundHours, setRoundHours] = useState(72);
  const [forfeitTimeouts, setForfeitTimeouts] = useState(3);
  const [turnSeconds, setTurnSeconds] = useState(14400);
  const [botLevel, setBotLevel] = useState("basic");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const body: NewTournament = {
      name: name.trim(),
      game: game as NewTournament["game"],
      options: changedOptions(info, options),
      turn_seconds: turnSeconds as NewTournament["turn_seconds"],
      format,
      partnerships: hasPartners && partnerships,
      max_entrants: maxEntrants ? Number(maxEntrants) : null,
      starts_at: instant(startsAt),
      round_hours: roundHours,
      forfeit_timeouts: forfeitTimeouts,
      bot_level: botLevel,
      ...(format === "swiss" ? { rounds } : {}),
      ...(format === "duplicate" ? { deals, duplicate_scoring: scoring, table_fill: tableFill } : {}),
    };
    try {
      const made = await createTournament(circleId, body);
      // Back from the event goes to the circle, never to a form that would make a second event.
      navigate(tournamentPath(made.id), { replace: true });
    } catch (failure) {
      setError(errorText(failure, t));
      setBusy(false);
    }
  };
  return (
    <Screen title={t("event.create_title")} back={circlePath(circleId)}>
      <form class="stack" onSubmit={submit}>
        <label>
          {t("event.name")}
          <input name="name" required maxLength={NAME_LENGTH} value={name} onInput={(event) => setName(value(event))} />
        </label>
        <label>
          {t("create.game")}
          <select
            name="game"
            value={game}
            onChange={(event) => {
              setChosen(value(event));
              setOptions({});
            }}
          >
            {offered.map((id) => (
              <option key={id} value={id}>
                {gameName(id, t)}
              </option>
            ))}
          </select>
        </label>
        <GameOptions game={game} info={info} options={options} onChange={setOptions} />
        <fieldset>
          <legend>{t("event.format")}</legend>
          <select
            name="format"
            aria-label={t("event.format")}
            value={format}
            onChange={(event) => setFormat(value(event) as EventFormat)}
          >
            {FORMATS.map((id) => (
              <option key={id} value={id}>
                {formatName(id, t)}
              </option>
            ))}
          </select>
          <small class="hint">{t(`event.format_help.${format}` as "event.format_help.swiss")}</small>
          {format === "swiss" && (
            <label>
              {t("event.rounds")}
              <select name="rounds" value={String(rounds)} onChange={(event) => setRounds(Number(value(event)))}>
                {SWISS_ROUNDS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
          {format === "duplicate" && (
            <>
              <label>
                {t("event.deals")}
                <select name="deals" value={String(deals)} onChange={(event) => setDeals(Number(value(event)))}>
                  {DEALS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t("event.scoring")}
                <select
                  name="duplicate_scoring"
                  value={scoring}
                  onChange={(event) => setScoring(value(event) as DuplicateScoring)}
                >
                  <option value="matchpoints">{t("event.scoring.matchpoints")}</option>
                  <option value="difference">{t("event.scoring.difference")}</option>
                </select>
              </label>
              <fieldset class="table-fill">
                <legend>{t("event.table_fill")}</legend>
                {(["computers", "entrants"] as const).map((fill) => (
                  <label key={fill} class="check">
                    <input
                      type="radio"
                      name="table_fill"
                      value={fill}
                      checked={tableFill === fill}
                      onChange={() => setTableFill(fill)}
                    />
                    <span>{t(`event.table_fill.${fill}`)}</span>
                  </label>
                ))}
              </fieldset>
            </>
          )}
        </fieldset>
        {hasPartners && (
          <div class="option">
            <label class="check">
              <input
                type="checkbox"
                name="partnerships"
                checked={partnerships}
                onChange={(event) => setPartnerships((event.target as HTMLInputElement).checked)}
              />
              <span>{t("event.partnerships")}</span>
            </label>
            <small class="hint">{t("event.partnerships_help")}</small>
          </div>
        )}
        <label>
          {t("event.max_entrants")}
          <input
            type="number"
            name="max_entrants"
            inputMode="numeric"
            min={2}
            max={256}
            placeholder={t("event.no_limit")}
            value={maxEntrants}
            onInput={(event) => setMaxEntrants(value(event))}
          />
        </label>
        <label>
          {t("event.starts_at")}
          <input
            type="datetime-local"
            name="starts_at"
            required
            value={startsAt}
            onInput={(event) => setStartsAt(value(event))}
          />
          <small class="hint">{t("event.starts_help")}</small>
        </label>
        <label>
          {t("event.round_hours")}
          <select
            name="round_hours"
            value={String(roundHours)}
            onChange={(event) => setRoundHours(Number(value(event)))}
          >
            {ROUND_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {t("time.hours", { n: hours })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("event.forfeit_timeouts")}
          <select
            name="forfeit_timeouts"
            value={String(forfeitTimeouts)}
            onChange={(event) => setForfeitTimeouts(Number(value(event)))}
          >
            {FORFEIT_TIMEOUTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <small class="hint">{t("event.forfeit_help")}</small>
        </label>
        <SecondsField
          name="turn_seconds"
          label={t("create.turn_time")}
          value={turnSeconds}
          choices={TURN_PRESETS}
          onChange={setTurnSeconds}
        />
        <LevelField info={info} value={botLevel} onChange={setBotLevel} />
        {(error ?? catalogueError) && (
          <p class="error" role="alert">
            {error ?? catalogueError}
          </p>
        )}
        <button class="button big" type="submit" disabled={busy || !info || !name.trim()}>
          {t("event.create")}
        </button>
      </form>
    </Screen>
  );
}
