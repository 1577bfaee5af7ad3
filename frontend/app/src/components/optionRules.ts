// How a game's options depend on one another on the create screens: some are shown only while another has a
// value (Texas 42's contracts, only with marks), and some have a default that follows another (its target: 250
// points, 7 marks). The catalogue says so with each option (`shown_when`, `default_by`); the server checks the
// options, and these rules only keep the form from offering what it refuses.
import type { GameInfo } from "../types";

export interface OptionRules {
  /** An option shown only while another option has this value; hidden, it keeps its default. */
  shownWhen?: Record<string, [option: string, value: unknown]>;
  /** An option whose default follows another option's value, until the player changes it. */
  follows?: Record<string, [option: string, defaults: Record<string, unknown>]>;
}

/** The rules the catalogue gives with a game's options (none before the catalogue has come). */
export function rulesOf(info: GameInfo | undefined): OptionRules {
  const rules: Required<OptionRules> = { shownWhen: {}, follows: {} };
  for (const [name, option] of Object.entries(info?.options ?? {})) {
    if (option.shown_when) rules.shownWhen[name] = [option.shown_when.option, option.shown_when.value];
    if (option.default_by) rules.follows[name] = [option.default_by.option, option.default_by.defaults];
  }
  return rules;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** An option's value: as set, else the game's default. */
const givenOrDefault = (info: GameInfo, options: Record<string, unknown>, name: string) =>
  name in options ? options[name] : info.options[name]?.default;

/** Whether the form shows the option with the options as set. */
export function isShown(rules: OptionRules, info: GameInfo, options: Record<string, unknown>, name: string): boolean {
  const when = rules.shownWhen?.[name];
  return !when || same(givenOrDefault(info, options, when[0]), when[1]);
}

/** The option's default with the options as set: the game's, or the one that follows another option's value. */
export function defaultOf(rules: OptionRules, info: GameInfo, options: Record<string, unknown>, name: string): unknown {
  const follows = rules.follows?.[name];
  if (follows) {
    const [other, defaults] = follows;
    const key = String(givenOrDefault(info, options, other));
    if (key in defaults) return defaults[key];
  }
  return info.options[name]?.default;
}

/** The option's value as the form shows it: as set, else its default. */
export const shownValue = (rules: OptionRules, info: GameInfo, options: Record<string, unknown>, name: string) =>
  name in options ? options[name] : defaultOf(rules, info, options, name);

/**
 * The options after the player sets one: an option that follows it moves to its new default unless the player
 * changed it, and an option it hides goes back to its default.
 */
export function setOption(
  rules: OptionRules,
  info: GameInfo,
  options: Record<string, unknown>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  const next = { ...options, [name]: value };
  for (const [follower, [other]] of Object.entries(rules.follows ?? {})) {
    if (other !== name || !(follower in options)) continue;
    if (same(options[follower], defaultOf(rules, info, options, follower))) delete next[follower];
  }
  for (const hidden of Object.keys(rules.shownWhen ?? {})) {
    if (!isShown(rules, info, next, hidden)) delete next[hidden];
  }
  return next;
}

/** The options a create body sends: those shown and set away from their defaults (a followed default included). */
export function changedOptions(
  info: GameInfo | undefined,
  options: Record<string, unknown>,
  rules: OptionRules = {},
): Record<string, unknown> {
  if (!info) return {};
  return Object.fromEntries(
    Object.entries(options).filter(
      ([name, value]) =>
        info.options[name] &&
        isShown(rules, info, options, name) &&
        !same(value, defaultOf(rules, info, options, name)),
    ),
  );
}
