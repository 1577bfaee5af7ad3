// Shapes of the API's answers that the app reads.
export interface Action {
  type: string;
  card?: string;
  cards?: string[];
  value?: number;
  hidden_index?: number;
  trump?: number | string;
  mode?: string;
  seat?: number;
  /** In a legal list: an action that takes this many pieces, chosen by the player. */
  count?: number;
  /** In a legal list: the pieces (or whole sets of pieces) an action may take. */
  any_of?: (string | string[])[];
}

export interface SeatInfo {
  seat: number;
  user_id: number | null;
  name: string | null;
  bot_level: string | null;
  away: boolean;
}

export interface Room {
  code: string;
  share_url: string;
  game: string;
  options: Record<string, unknown>;
  turn_seconds: number;
  fill_with_bots: boolean;
  bot_level: string;
  allow_spectators: boolean;
  status: "open" | "playing" | "finished" | "closed";
  creator_id: number;
  your_seat: number | null;
  seats: SeatInfo[];
  /** Opaque: whatever the server sends, kept as a string (never parsed as a number). */
  match_id: string | null;
  next_room: string | null;
  /** The room's chat counter: it changes whenever the chat does. */
  chat_seq?: number;
}

export interface Trick {
  leader: number;
  cards: [number, string][];
  winner?: number | null;
  trumps?: boolean[];
}

/** The engine's view of a seat; each game adds its own keys. */
export interface View {
  game: string;
  seat: number | null;
  phase: string | null;
  dealer: number;
  to_act: number | null;
  hand: string[];
  scores: number[];
  target?: number | null;
  trick?: Trick | null;
  tricks?: Trick[];
  hands?: string[][];
  [key: string]: unknown;
}

export interface MatchState {
  /** Opaque: whatever the server sends, kept as a string. */
  id: string;
  room: string;
  game: string;
  seq: number;
  status: "in_progress" | "finished";
  your_seat: number | null;
  to_act: number | null;
  legal: Action[];
  scores: number[];
  games_won: number[];
  winner: number[] | null;
  turn_seconds: number;
  turn_deadline: string | null;
  seats: SeatInfo[];
  last_trick: Trick | null;
  view: View;
  /** The room's chat counter: it changes whenever the chat does (and with it the match's ETag). */
  chat_seq?: number;
  /** Stopped before its end (by a moderator, say): nobody won it. */
  aborted?: boolean;
  /** Practice: the caller is seated and every other seat is a computer player, so they may ask for hints. */
  hints?: boolean;
}

export interface OptionInfo {
  default: unknown;
  help: string;
  /** The kinds the create screen can edit; any other (a map of points, a list of contracts) is shown as set. */
  kind: "choice" | "flag" | "count" | (string & {});
  values?: string[];
  minimum?: number;
  maximum?: number;
  odd?: boolean;
}

export interface GameInfo {
  id: string;
  seats: number;
  teams: number[][];
  /** Its computer players' levels, weakest first. */
  levels: string[];
  options: Record<string, OptionInfo>;
}

export interface Account {
  id: number;
  display_name: string;
  username: string | null;
  is_guest: boolean;
  token?: string;
}

export interface MatchSummary {
  id: string;
  room: string;
  game: string;
  status: string;
  your_seat: number | null;
  to_act: number | null;
  your_turn: boolean;
  scores: number[];
  winner: number[] | null;
  seats: SeatInfo[];
  created_at: string;
  finished_at: string | null;
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface DealResult {
  number: number;
  /** The keys every game's summary has, and the game's own beside them (a bid, a trump, hands won). */
  summary: Record<string, unknown> & { dealer: number; score_delta: number[]; void: boolean; tricks?: Trick[] };
  scores: number[];
  games_won: number[];
}

/** One entry of a match's log, as GET /api/matches/{id}/events answers it for the caller. */
export interface MatchEvent {
  seq: number;
  type: "deal" | "action" | "deal_end" | "match_end" | (string & {});
  seat: number | null;
  by_computer: boolean;
  deal?: { number: number; dealer: number };
  action?: Action;
  /** For deal_end: the deal's result, as in GET /api/matches/{id}/deals. */
  result?: DealResult;
}

export interface EventsPage {
  events: MatchEvent[];
  seq: number;
  more: boolean;
}

export interface ReplayFrames {
  deal: number;
  deals: number;
  frames: { action: Action | null; view: View }[];
}

/** Why the expert computer player chose an action: a code the app translates, and the server's English words. */
export interface HintReason {
  code: string;
  text: string;
}

/** GET /api/matches/{id}/hint: the expert's choice among the caller's legal actions, at the match's `seq`. */
export interface Hint {
  seq: number;
  action: Action;
  reason: HintReason | null;
}

/** A move of the caller's where the expert would have chosen otherwise. */
export interface ReviewMark {
  seq: number;
  played: Action;
  strong: Action;
  reason: HintReason | null;
}

/** GET /api/matches/{id}/deals/{n}/review: a finished deal's moves of the caller, checked against the expert's. */
export interface DealReview {
  deal: number;
  seat: number;
  /** How many of the caller's moves were checked. */
  checked: number;
  marks: ReviewMark[];
}
