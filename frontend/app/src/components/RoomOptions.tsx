// A room's options as the create screens edit them: the game's own options (each with a line that explains it) and a
// time picked from a list; shared by the room's create screen and an event's, whose tables are rooms.
import { duration } from "../format";
import { useGameWords } from "../games";
import { lookUp, type Translate, useT } from "../i18n";
import { type OptionWords, optionWords } from "../i18n/options";
import type { GameInfo, OptionInfo } from "../types";
import { changedOptions as changedBy, isShown, rulesOf, setOption, shownValue } from "./optionRules";

export function SecondsField({
  name,
  label,
  value,
  choices,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  choices: number[];
  onChange: (seconds: number) => void;
}) {
  const t = useT();
  return (
    <NumberSelect
      name={name}
      label={label}
      value={value}
      values={choices}
      text={(seconds) => duration(seconds, t)}
      onChange={onChange}
    />
  );
}

/** A number picked from a list, each shown in words (a duration, a count, an amount in marks). */
function NumberSelect({
  name,
  label,
  value,
  values,
  text,
  onChange,
}: {
  name: string;
  label: string;
  value: unknown;
  values: readonly number[];
  text: (n: number) => string;
  onChange: (n: number) => void;
}) {
  return (
    <label>
      {label}
      <select
        name={name}
        value={String(value)}
        onChange={(event) => onChange(Number((event.target as HTMLSelectElement).value))}
      >
        {values.map((n) => (
          <option key={n} value={n}>
            {text(n)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A count with few possible values is a list to pick from; a wide one (a target score) is typed. */
const MOST_LISTED = 12;
/** Where an open-ended count with a small default (games in a match) stops its list. */
const OPEN_LIST_END = 9;

function countValues(option: OptionInfo): number[] | null {
  const step = option.odd ? 2 : 1;
  const minimum = option.minimum ?? 1;
  const maximum = option.maximum ?? (Number(option.default) <= OPEN_LIST_END ? OPEN_LIST_END : null);
  if (maximum === null || (maximum - minimum) / step + 1 > MOST_LISTED) return null;
  const values: number[] = [];
  for (let n = minimum; n <= maximum; n += step) values.push(n);
  return values;
}

export function OptionField({
  name,
  option,
  value,
  words,
  onChange,
}: {
  name: string;
  option: OptionInfo;
  value: unknown;
  words: OptionWords;
  onChange: (value: unknown) => void;
}) {
  const { label } = words;
  if (option.kind === "flag") {
    return (
      <label class="check">
        <input
          type="checkbox"
          name={name}
          checked={Boolean(value)}
          onChange={(event) => onChange((event.target as HTMLInputElement).checked)}
        />
        <span>{label}</span>
      </label>
    );
  }
  if (option.kind === "choice") {
    return (
      <label>
        {label}
        <select
          name={name}
          value={String(value)}
          onChange={(event) => onChange((event.target as HTMLSelectElement).value)}
        >
          {option.values?.map((choice) => (
            <option key={choice} value={choice}>
              {words.choice(String(choice))}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (option.kind === "count") {
    const values = countValues(option);
    const number = (event: Event) => Number((event.target as HTMLInputElement | HTMLSelectElement).value);
    if (!values) {
      return (
        <label>
          {label}
          <input
            type="number"
            name={name}
            inputMode="numeric"
            value={String(value)}
            min={option.minimum}
            max={option.maximum ?? undefined}
            step={option.odd ? 2 : 1}
            onChange={(event) => onChange(number(event))}
          />
        </label>
      );
    }
    return <NumberSelect name={name} label={label} value={value} values={values} text={String} onChange={onChange} />;
  }
  if (Array.isArray(option.default) && option.values?.length) {
    return <ListField name={name} option={option} value={value} words={words} onChange={onChange} />;
  }
  if (option.kind === "amount" && option.values?.length) {
    const amounts = option.values.map(Number);
    const text = (amount: number) => words.choice(String(amount));
    return <NumberSelect name={name} label={label} value={value} values={amounts} text={text} onChange={onChange} />;
  }
  // A kind this app does not know how to edit (a map of points, a list of contracts): shown in words, kept as set.
  return (
    <p class="option-fixed" data-option={name}>
      <strong>{label}</strong>
      <span class="option-value">{words.value(value)}</span>
    </p>
  );
}

/** A list of the option's values (special contracts, say): a box to tick for each, with a line that explains it. */
function ListField({ name, option, value, words, onChange }: Parameters<typeof OptionField>[0]) {
  const chosen = Array.isArray(value) ? (value as unknown[]) : [];
  const values = option.values ?? [];
  const toggle = (item: string | number, on: boolean) =>
    onChange(values.filter((each) => (each === item ? on : chosen.includes(each))));
  return (
    <fieldset class="option-list" data-option={name}>
      <legend>{words.label}</legend>
      {values.map((item) => {
        const help = words.choiceHelp(String(item));
        return (
          <label key={item} class="check">
            <input
              type="checkbox"
              name={name}
              value={item}
              checked={chosen.includes(item)}
              onChange={(event) => toggle(item, (event.target as HTMLInputElement).checked)}
            />
            <span>
              {words.choice(String(item))}
              {help && <small class="hint">{help}</small>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** The options shown and set away from their defaults: what a create body sends. */
export const changedOptions = (info: GameInfo | undefined, options: Record<string, unknown>) =>
  changedBy(info, options, rulesOf(info));

/** The game's options, once its words have come (or cannot come: the server's words then); nothing if it has none. */
export function GameOptions({
  game,
  info,
  options,
  onChange,
}: {
  game: string;
  info: GameInfo | undefined;
  options: Record<string, unknown>;
  onChange: (options: Record<string, unknown>) => void;
}) {
  const t = useT();
  const chosenWords = useGameWords(game);
  const wordsCame = chosenWords.value !== null || chosenWords.failed;
  if (!info || !wordsCame || Object.keys(info.options).length === 0) return null;
  const rules = rulesOf(info);
  return (
    <fieldset>
      <legend>{t("create.options")}</legend>
      {Object.entries(info.options).map(([name, option]) => {
        if (!isShown(rules, info, options, name)) return null;
        const words = optionWords(game, name, option, t);
        return (
          <div key={name} class="option">
            <OptionField
              name={name}
              option={option}
              value={shownValue(rules, info, options, name)}
              words={words}
              onChange={(value) => onChange(setOption(rules, info, options, name, value))}
            />
            <small class="hint">{words.help}</small>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The computer players' level, from the levels the game has (its expert only where it has one). */
/** A level in the player's words ("Expert"), or the server's name for one the app does not know. */
const levelName = (level: string, t: Translate) => lookUp(t, `common.level.${level}`) ?? level;

/** Levels kept for tests and measurement, never offered: an old room or event that has one still shows its name. */
const HIDDEN_LEVELS = ["random"];

/** The levels a player may choose, strongest first: the catalogue's (`basic` if it is not known yet), and the value. */
function offeredLevels(info: GameInfo | undefined, value: string): string[] {
  const shown = (info?.levels ?? ["basic"]).filter((level) => !HIDDEN_LEVELS.includes(level)).reverse();
  return shown.includes(value) ? shown : [...shown, value];
}

/** Each offered level's measured share of the points against the level below it, as a line; none unmeasured. */
function strengthLines(info: GameInfo | undefined, levels: string[], t: Translate): string[] {
  return levels.flatMap((level) => {
    const measured = info?.level_strength?.[level];
    if (!measured) return [];
    const against = measured.against === "random" ? t("create.level_against_random") : levelName(measured.against, t);
    return [
      t("create.level_strength", {
        level: levelName(level, t),
        percent: String(Math.round(measured.points_share * 100)),
        against,
      }),
    ];
  });
}

export function LevelField({
  info,
  value,
  onChange,
  help = false,
}: {
  info: GameInfo | undefined;
  value: string;
  onChange: (level: string) => void;
  help?: boolean;
}) {
  const t = useT();
  const levels = offeredLevels(info, value);
  const lines = strengthLines(info, levels, t);
  return (
    <label>
      {t("create.bot_level")}
      <select name="bot_level" value={value} onChange={(event) => onChange((event.target as HTMLSelectElement).value)}>
        {levels.map((level) => (
          <option key={level} value={level}>
            {levelName(level, t)}
          </option>
        ))}
      </select>
      {help && (
        <small class="hint" data-testid="level-help">
          {t(`common.level_help.${value}` as "common.level_help.basic")}
        </small>
      )}
      {lines.map((line) => (
        <small key={line} class="hint" data-testid="level-strength">
          {line}
        </small>
      ))}
    </label>
  );
}
