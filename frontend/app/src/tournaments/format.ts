// An event as a player reads it: its format and stage in words, "round 2 of 5", an entrant's names, a next match's link.
import { ago } from "../circles/format";
import { currentLanguage, lookUp, type Translate } from "../i18n";
import { lobbyPath, tablePath } from "../routes";
import type { Entry, NextMatch, Tournament, TournamentLine } from "./types";

export const formatName = (format: string, t: Translate) => lookUp(t, `event.format.${format}`) ?? format;
export const stageName = (stage: string, t: Translate) => lookUp(t, `event.stage.${stage}`) ?? stage;
export const outcomeName = (outcome: string, t: Translate) => lookUp(t, `event.outcome.${outcome}`) ?? outcome;
export const tieBreakName = (name: string, t: Translate) => lookUp(t, `event.tie.${name}`) ?? name;

/**
 * "Round 2 of 5", "Round 2" when the count is not known (`rounds` is null before an elimination or round robin is
 * drawn), nothing before the first round. A duplicate event has one round; its `rounds` counts deals, not rounds.
 */
export function roundText(event: Tournament | TournamentLine, t: Translate): string | null {
  if (!event.current_round || event.format === "duplicate") return null;
  const count = event.rounds;
  return count
    ? t("event.round_of", { n: event.current_round, m: count })
    : t("event.round", { n: event.current_round });
}

/** "Asha & Ravi" for a partnership, a player's name alone otherwise. */
export const entryName = (entry: Entry | undefined) =>
  entry ? entry.players.map((player) => player.name).join(" & ") : "?";

/** A time to come or gone, in words in the player's language ("in 3 hours", "yesterday"). */
export const relative = (iso: string) => ago(iso, currentLanguage());

/** Where a next match is played: its table once it has started, else its room's lobby; null for a bye. */
export function nextMatchHref(next: NextMatch): string | null {
  if (next.match) return tablePath(next.match);
  if (next.room) return lobbyPath(next.room);
  return null;
}
