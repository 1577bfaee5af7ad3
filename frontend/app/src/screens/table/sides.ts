// The sides at a table as the screen names them: who plays with whom, each side's label, and the viewer's side.
import { sideOf, teamsOf } from "../../catalogue";
import { sideLabels } from "../../format";
import type { Translate } from "../../i18n";
import type { GameInfo, MatchState } from "../../types";

export interface Sides {
  /** The seats of each side. */
  teams: number[][];
  /** Whether any side has more than one seat (partners are marked then). */
  partnerships: boolean;
  labels: string[];
  /** The viewer's side, null for a spectator. */
  mySide: number | null;
}

/** The sides of `state`'s match, as the catalogue (`games`, null until it has come) seats them. */
export function sidesAt(state: MatchState, games: GameInfo[] | null, t: Translate): Sides {
  const teams = teamsOf(
    games?.find((game) => game.id === state.game),
    state.scores.length,
    state.seats.length,
  );
  return {
    teams,
    partnerships: teams.some((team) => team.length > 1),
    labels: sideLabels(teams, state.seats, t),
    mySide: state.your_seat === null ? null : sideOf(state.your_seat, teams),
  };
}
