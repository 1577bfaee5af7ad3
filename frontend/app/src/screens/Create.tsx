// Create a room: the game, its options (each with a line that explains it), the turn time, computer players.
import { useEffect, useState } from "preact/hooks";
import { useLocation } from "wouter-preact";
import { ApiError, get, post } from "../api";
import { Screen } from "../components/Layout";
import { duration, TURN_PRESETS } from "../format";
import { GAME_IDS } from "../games/registry";
import { useT, type MessageKey } from "../i18n";
import type { GameInfo, OptionInfo, Room } from "../types";

function optionLabel(name: string, t: (key: MessageKey) => string): string {
  const key = `option.${name}` as MessageKey;
  const text = t(key);
  return text === key ? name.replace(/_/g, " ") : text;
}

function OptionField({ name, option, value, onChange }: {
  name: string;
  option: OptionInfo;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const t = useT();
  const label = optionLabel(name, t);
  if (option.kind === "flag") {
    return (
      <label class="check">
        <input type="checkbox" name={name} checked={Boolean(value)} onChange={(event) => onChange((event.target as HTMLInputElement).checked)} />
        <span>{label}</span>
      </label>
    );
  }
  if (option.kind === "choice") {
    return (
      <label>
        {label}
        <select name={name} value={String(value)} onChange={(event) => onChange((event.target as HTMLSelectElement).value)}>
          {option.values?.map((choice) => {
            const key = `option.${name}.${choice}` as MessageKey;
            const text = t(key);
            return (
              <option key={choice} value={choice}>
                {text === key ? choice : text}
              </option>
            );
          })}
        </select>
      </label>
    );
  }
  const counts: number[] = [];
  for (let n = option.minimum ?? 1; n <= Math.min(option.maximum ?? 9, 9); n += option.odd ? 2 : 1) counts.push(n);
  return (
    <label>
      {label}
      <select name={name} value={String(value)} onChange={(event) => onChange(Number((event.target as HTMLSelectElement).value))}>
        {counts.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Create() {
  const t = useT();
  const [, navigate] = useLocation();
  const [catalogue, setCatalogue] = useState<GameInfo[] | null>(null);
  const [game, setGame] = useState("doublehand");
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [turnSeconds, setTurnSeconds] = useState(3600);
  const [fill, setFill] = useState(true);
  const [level, setLevel] = useState("basic");
  const [spectators, setSpectators] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    get<GameInfo[]>("/api/games").then(setCatalogue).catch((failure: ApiError) => setError(failure.message));
  }, []);
  const info = catalogue?.find((entry) => entry.id === game);
  const submit = async (event: Event) => {
    event.preventDefault();
    setError(null);
    const chosen = Object.fromEntries(
      Object.entries(options).filter(([name, value]) => info?.options[name] && info.options[name].default !== value),
    );
    try {
      const room = await post<Room>("/api/rooms", {
        game,
        options: chosen,
        turn_seconds: turnSeconds,
        fill_with_bots: fill,
        bot_level: level,
        allow_spectators: spectators,
      });
      navigate(`/r/${room.code}`);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };
  return (
    <Screen title={t("create.title")} back="/">
      <form class="stack" onSubmit={submit}>
        <fieldset class="game-choice">
          <legend>{t("create.game")}</legend>
          {GAME_IDS.map((id) => {
            const available = catalogue?.some((entry) => entry.id === id) ?? false;
            return (
              <label key={id} class={`game-option${available ? "" : " unavailable"}`}>
                <input
                  type="radio"
                  name="game"
                  value={id}
                  checked={game === id}
                  disabled={!available}
                  onChange={() => {
                    setGame(id);
                    setOptions({});
                  }}
                />
                <span>
                  <strong>{t(`game.${id}` as MessageKey)}</strong>
                  {!available && <em> ({t("game.not_ready")})</em>}
                  <small>{t(`game.${id}.blurb` as MessageKey)}</small>
                </span>
              </label>
            );
          })}
        </fieldset>
        {info && Object.keys(info.options).length > 0 && (
          <fieldset>
            <legend>{t("create.options")}</legend>
            {Object.entries(info.options).map(([name, option]) => (
              <div key={name} class="option">
                <OptionField
                  name={name}
                  option={option}
                  value={options[name] ?? option.default}
                  onChange={(value) => setOptions({ ...options, [name]: value })}
                />
                <small class="hint">{option.help}</small>
              </div>
            ))}
          </fieldset>
        )}
        <label>
          {t("create.turn_time")}
          <select name="turn_seconds" value={String(turnSeconds)} onChange={(event) => setTurnSeconds(Number((event.target as HTMLSelectElement).value))}>
            {TURN_PRESETS.map((seconds) => (
              <option key={seconds} value={seconds}>
                {duration(seconds, t)}
              </option>
            ))}
          </select>
        </label>
        <label class="check">
          <input type="checkbox" name="fill_with_bots" checked={fill} onChange={(event) => setFill((event.target as HTMLInputElement).checked)} />
          <span>{t("create.bots")}</span>
        </label>
        <label>
          {t("create.bot_level")}
          <select name="bot_level" value={level} onChange={(event) => setLevel((event.target as HTMLSelectElement).value)}>
            <option value="basic">{t("common.level.basic")}</option>
            <option value="random">{t("common.level.random")}</option>
          </select>
        </label>
        <label class="check">
          <input type="checkbox" name="allow_spectators" checked={spectators} onChange={(event) => setSpectators((event.target as HTMLInputElement).checked)} />
          <span>{t("create.spectators")}</span>
        </label>
        {error && <p class="error" role="alert">{error}</p>}
        <button class="button big" type="submit" disabled={!info}>
          {t("create.submit")}
        </button>
      </form>
    </Screen>
  );
}
