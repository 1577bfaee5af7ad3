// Create a room: the game, its options (each with a line that explains it), the clock (a time per turn or a time
// bank), holidays, computer players.
import { useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { post } from "../api";
import { useCatalogue } from "../catalogue";
import { Screen } from "../components/Layout";
import { changedOptions, GameOptions, LevelField, SecondsField } from "../components/RoomOptions";
import { errorText } from "../errors";
import { TURN_PRESETS } from "../format";
import { GAME_IDS, gameBlurb, gameName } from "../games";
import { useT } from "../i18n";
import { lobbyPath } from "../routes";
import type { Room } from "../types";

/** A time bank's choices, in seconds; the defaults are the server's (a day, two hours a move, three days). */
const BANK_STARTS = [3600, 14400, 43200, 86400, 172800, 259200];
const BANK_INCREMENTS = [300, 900, 3600, 7200, 14400, 43200];
const BANK_CAPS = [14400, 43200, 86400, 172800, 259200];
/** Holiday days a year a room may allow: 0 refuses holidays (a tournament round); 14 is the default. */
const HOLIDAY_DAYS = [0, 7, 14, 30, 60];

export function Create() {
  const t = useT();
  const [, navigate] = useLocation();
  const { games: catalogue, error: catalogueError } = useCatalogue();
  const [chosen, setChosen] = useState<string | null>(null);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [turnSeconds, setTurnSeconds] = useState(3600);
  const [fill, setFill] = useState(true);
  const [level, setLevel] = useState("basic");
  const [spectators, setSpectators] = useState(false);
  const [clockKind, setClockKind] = useState<"turn" | "bank">("turn");
  const [bankStart, setBankStart] = useState(86400);
  const [bankIncrement, setBankIncrement] = useState(7200);
  const [bankCap, setBankCap] = useState(259200);
  const [holidayDays, setHolidayDays] = useState(14);
  const [spectatorDelay, setSpectatorDelay] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const offered = (id: string) => catalogue?.some((entry) => entry.id === id) ?? false;
  // The app's games in their order, then any the server offers that the app has no module for (the generic table).
  const listed = [...GAME_IDS, ...(catalogue ?? []).map(({ id }) => id).filter((id) => !GAME_IDS.includes(id))];
  // Until the player picks, the first game the server offers.
  const game = chosen ?? listed.find(offered) ?? listed[0];
  const info = catalogue?.find((entry) => entry.id === game);
  // The expert computer player where the game has one; a level the chosen game lacks falls back to basic.
  const hasExpert = info?.levels?.includes("strong") ?? false;
  // The spectator delay is for partners: a game of players alone has none to signal to.
  const hasPartners = info?.teams.some((team) => team.length > 1) ?? false;
  const botLevel = level === "strong" && !hasExpert ? "basic" : level;
  const submit = async (event: Event) => {
    event.preventDefault();
    setError(null);
    const changed = changedOptions(info, options);
    try {
      const room = await post<Room>("/api/rooms", {
        game,
        options: changed,
        turn_seconds: turnSeconds,
        fill_with_bots: fill,
        bot_level: botLevel,
        allow_spectators: spectators,
        holiday_days: holidayDays,
        clock: clockKind,
        ...(clockKind === "bank"
          ? { bank_seconds: bankStart, bank_increment_seconds: bankIncrement, bank_cap_seconds: bankCap }
          : {}),
        spectator_delay: spectatorDelay,
      });
      // The form is done with: Back from the room goes home, never to a form that would make a second room.
      navigate(lobbyPath(room.code), { replace: true });
    } catch (failure) {
      setError(errorText(failure, t));
    }
  };
  return (
    <Screen title={t("create.title")} back="/">
      <form class="stack" onSubmit={submit}>
        <fieldset class="game-choice">
          <legend>{t("create.game")}</legend>
          {listed.map((id) => {
            const available = offered(id);
            return (
              <label key={id} class={`game-option${available ? "" : " unavailable"}`}>
                <input
                  type="radio"
                  name="game"
                  value={id}
                  checked={game === id}
                  disabled={!available}
                  onChange={() => {
                    setChosen(id);
                    setOptions({});
                  }}
                />
                <span>
                  <strong>{gameName(id, t)}</strong>
                  {!available && <em> ({t("game.not_ready")})</em>}
                  <small>{gameBlurb(id, t)}</small>
                </span>
              </label>
            );
          })}
        </fieldset>
        <GameOptions game={game} info={info} options={options} onChange={setOptions} />
        <label>
          {t("create.clock")}
          <select
            name="clock"
            value={clockKind}
            onChange={(event) => setClockKind((event.target as HTMLSelectElement).value as "turn" | "bank")}
          >
            <option value="turn">{t("create.clock.turn")}</option>
            <option value="bank">{t("create.clock.bank")}</option>
          </select>
        </label>
        {clockKind === "turn" ? (
          <SecondsField
            name="turn_seconds"
            label={t("create.turn_time")}
            value={turnSeconds}
            choices={TURN_PRESETS}
            onChange={setTurnSeconds}
          />
        ) : (
          <fieldset>
            <legend>{t("create.clock.bank")}</legend>
            <small class="hint">{t("create.clock_help.bank")}</small>
            <SecondsField
              name="bank_seconds"
              label={t("create.bank_start")}
              value={bankStart}
              choices={BANK_STARTS}
              onChange={setBankStart}
            />
            <SecondsField
              name="bank_increment_seconds"
              label={t("create.bank_increment")}
              value={bankIncrement}
              choices={BANK_INCREMENTS}
              onChange={setBankIncrement}
            />
            <SecondsField
              name="bank_cap_seconds"
              label={t("create.bank_cap")}
              value={bankCap}
              choices={BANK_CAPS}
              onChange={setBankCap}
            />
          </fieldset>
        )}
        <label>
          {t("create.holiday_days")}
          <select
            name="holiday_days"
            value={String(holidayDays)}
            onChange={(event) => setHolidayDays(Number((event.target as HTMLSelectElement).value))}
          >
            {HOLIDAY_DAYS.map((n) => (
              <option key={n} value={n}>
                {n === 0 ? t("create.holiday_days.none") : t("create.holiday_days.n", { n })}
              </option>
            ))}
          </select>
          <small class="hint">{t("create.holiday_help")}</small>
        </label>
        <label class="check">
          <input
            type="checkbox"
            name="fill_with_bots"
            checked={fill}
            onChange={(event) => setFill((event.target as HTMLInputElement).checked)}
          />
          <span>{t("create.bots")}</span>
        </label>
        <LevelField info={info} value={botLevel} onChange={setLevel} help />
        <label class="check">
          <input
            type="checkbox"
            name="allow_spectators"
            checked={spectators}
            onChange={(event) => setSpectators((event.target as HTMLInputElement).checked)}
          />
          <span>{t("create.spectators")}</span>
        </label>
        {spectators && hasPartners && (
          <label class="check">
            <input
              type="checkbox"
              name="spectator_delay"
              checked={spectatorDelay}
              onChange={(event) => setSpectatorDelay((event.target as HTMLInputElement).checked)}
            />
            <span>
              {t("create.spectator_delay")}
              <small class="hint">{t("create.spectator_delay_help")}</small>
            </span>
          </label>
        )}
        {(error ?? catalogueError) && (
          <p class="error" role="alert">
            {error ?? catalogueError}
          </p>
        )}
        <button class="button big" type="submit" disabled={!info}>
          {t("create.submit")}
        </button>
      </form>
    </Screen>
  );
}
