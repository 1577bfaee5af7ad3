// Shapes of events (tournaments and duplicate events) as the API answers them, written by hand from the API sketch in
// docs/tournaments.md until config/openapi.yaml has them: each is one alias, to be swapped for the generated schema's.

export type EventFormat = "round_robin" | "swiss" | "elimination" | "duplicate";
export type EventStage = "open" | "running" | "finished" | "cancelled";
export type TableOutcome = "played" | "score" | "forfeit" | "bye" | "withdrawal" | (string & {});
export type DuplicateScoring = "match_points" | "difference";
export type TableFill = "computers" | "entrants";

export interface CircleRef {
  id: string;
  name: string;
}

export interface PlayerRef {
  id: string;
  name: string;
}

/** Where one's next match is: a round's table, its room (share code) and match (public id, null until it starts). */
export interface NextMatch {
  round: number;
  table: number;
  room: string | null;
  match: string | null;
  deadline: string | null;
}

/** A line of GET /api/circles/{circle}/tournaments and GET /api/me/tournaments. */
export interface TournamentLine {
  id: string;
  name: string;
  game: string;
  format: EventFormat;
  stage: EventStage;
  current_round: number;
  rounds: number | null;
  starts_at: string | null;
  entrants: number;
  circle: CircleRef;
  next_match: NextMatch | null;
}

export interface TournamentList {
  tournaments: TournamentLine[];
}

export interface Entry {
  id: string;
  players: PlayerRef[];
  seed: number | null;
  first_round: number | null;
  withdrawn_in_round: number | null;
}

/** An entrant at a table: the side they play, the event's points, the game's score. */
export interface Place {
  entry: string;
  side: number;
  points: string | null;
  score: number | null;
  forfeited: boolean;
}

export interface RoundTable {
  number: number;
  room: string | null;
  match: string | null;
  decided: boolean;
  outcome: TableOutcome | null;
  places: Place[];
}

export interface Round {
  number: number;
  started_at: string | null;
  deadline: string | null;
  finished_at: string | null;
  tables: RoundTable[];
}

export interface StandingLine {
  rank: number;
  entry: string;
  points: string;
  played: number;
  tie_breaks: Record<string, string | number | null>;
  eliminated: boolean;
}

export interface DealScore {
  entry: string;
  total: string;
  per_deal: (string | null)[];
}

export interface DuplicateInfo {
  deals: number;
  scoring: DuplicateScoring;
  table_fill: TableFill;
  revealed_deals: number[];
  deal_scores: DealScore[];
}

/** GET /api/tournaments/{id}. */
export interface Tournament {
  id: string;
  circle: CircleRef;
  name: string;
  game: string;
  options: Record<string, unknown>;
  turn_seconds: number;
  bot_level: string;
  format: EventFormat;
  /**
   * The sketch names two things `rounds`: the count of rounds (Swiss) among the settings and the list of rounds played;
   * either is read here (roundList, roundCount in ./format.ts) until the schema settles it.
   */
  rounds: number | null | Round[];
  partnerships: boolean;
  table_size: number;
  max_entrants: number | null;
  starts_at: string | null;
  round_hours: number;
  forfeit_timeouts: number;
  stage: EventStage;
  current_round: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  is_owner: boolean;
  can_enter: boolean;
  my_entry: Entry | null;
  next_match: NextMatch | null;
  entries: Entry[];
  standings: StandingLine[];
  tie_breaks: string[];
  duplicate: DuplicateInfo | null;
}

/** POST /api/circles/{circle}/tournaments. */
export interface NewTournament {
  name: string;
  game: string;
  options: Record<string, unknown>;
  turn_seconds: number;
  format: EventFormat;
  rounds?: number;
  partnerships: boolean;
  max_entrants: number | null;
  starts_at: string | null;
  round_hours: number;
  forfeit_timeouts: number;
  bot_level: string;
  deals?: number;
  duplicate_scoring?: DuplicateScoring;
  table_fill?: TableFill;
}

/** One table's line in a duplicate deal's comparison: who played it, what the deck gave them, what that scored. */
export interface DealComparisonLine {
  entry: string;
  table: number;
  score: number | null;
  points: string | null;
}

/** GET /api/tournaments/{id}/deals/{n}. */
export interface DealComparison {
  deal: number;
  results: DealComparisonLine[];
}
