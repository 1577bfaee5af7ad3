// Shapes of the API's answers that the app reads: the schema's own (config/openapi.yaml, turned into
// generated/api.d.ts by `npm run api-types`), with the parts the schema leaves free-form narrowed by hand.
import type { components } from "./generated/api";

type Schemas = components["schemas"];

/**
 * An action, as a legal list offers it and a move sends it. Hand-written: the schema says only "an object", since
 * each game has actions of its own; these are the keys the app reads.
 */
export interface Action {
  type: string;
  card?: string;
  cards?: string[];
  value?: number;
  hidden_index?: number;
  trump?: number | string;
  mode?: string;
  seat?: number;
  /** A bid's special contract (Texas 42's splash or plunge). */
  contract?: string;
  /** In a legal list: an action that takes this many pieces, chosen by the player. */
  count?: number;
  /** In a legal list: the pieces (or whole sets of pieces) an action may take. */
  any_of?: (string | string[])[];
}

export type SeatInfo = Schemas["SeatOut"];

export type Room = Schemas["RoomOut"];

/** GET /api/me/holidays: days left this year, holidays booked, rooms that refuse holidays. */
export type Holidays = Schemas["HolidaysOut"];
export type HolidayInfo = Schemas["HolidayOut"];

/** POST /api/rooms/{code}/start: the match just started. */
export type StartedMatch = Schemas["StartOut"];

/** A trick: free-form in the schema (a view's, and the match's `last_trick`), which the engine's games share. */
export interface Trick {
  leader: number;
  cards: [number, string][];
  winner?: number | null;
  trumps?: boolean[];
}

/** The engine's view of a seat; each game adds its own keys, so the schema leaves it free-form. */
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

/** GET /api/matches/{id}: the schema's, with the legal actions, the last trick and the view narrowed. */
export type MatchState = Omit<Schemas["MatchOut"], "legal" | "last_trick" | "view"> & {
  legal: Action[];
  last_trick: Trick | null;
  view: View;
};

/** A game's option: the schema gives each option as an object of any keys, which differ by kind. */
export interface OptionInfo {
  default: unknown;
  help: string;
  /** The kinds the create screen edits (a list of values too, and an amount); any other (a map) is shown as set. */
  kind: "choice" | "flag" | "count" | (string & {});
  /** The choices of a choice, the items of a list (special contracts), the numbers of an amount. */
  values?: (string | number)[];
  minimum?: number;
  maximum?: number | null;
  odd?: boolean;
  /** Shown only while another option has this value (it acts only then). */
  shown_when?: { option: string; value: unknown };
  /** Its default follows another option's value. */
  default_by?: { option: string; defaults: Record<string, unknown> };
}

export type GameInfo = Omit<Schemas["GameOut"], "options"> & { options: Record<string, OptionInfo> };

/** The caller's account; with its token when it was just made or signed in (TokenOut). */
export type Account = Schemas["AccountOut"] & Partial<Pick<Schemas["TokenOut"], "token">>;

export type MatchSummary = Schemas["MatchSummaryOut"];

export type MatchSummaryPage = Schemas["MatchSummaryPageOut"];

/** A finished deal: its summary is free-form in the schema, each game adding its own keys to the shared ones. */
export type DealResult = Omit<Schemas["DealOut"], "summary"> & {
  summary: Record<string, unknown> & { dealer: number; score_delta: number[]; void: boolean; tricks?: Trick[] };
};

/** One entry of a match's log, as GET /api/matches/{id}/events answers it; its parts are free-form in the schema. */
export type MatchEvent = Omit<Schemas["EventOut"], "deal" | "action" | "result"> & {
  deal?: { number: number; dealer: number };
  action?: Action;
  /** For deal_end: the deal's result, as in GET /api/matches/{id}/deals. */
  result?: DealResult;
};

export type EventsPage = Omit<Schemas["EventsOut"], "events"> & { events: MatchEvent[] };

/** GET /api/matches/{id}/replay: a finished deal step by step; its actions and views are free-form in the schema. */
export type ReplayFrames = Omit<Schemas["ReplayOut"], "frames"> & { frames: { action: Action | null; view: View }[] };

/**
 * Why the expert computer player chose an action: a code the app translates, and the server's English words. Any
 * code, not only the schema's list: a server newer than the app (whose shell a phone may keep for days) can give one
 * the app does not know yet, and the app shows the server's words for it.
 */
export type HintReason = Omit<NonNullable<Schemas["HintOut"]["reason"]>, "code"> & { code: string };

/** GET /api/matches/{id}/hint: the expert's choice among the caller's legal actions, at the match's `seq`. */
export type Hint = Omit<Schemas["HintOut"], "action" | "reason"> & { action: Action; reason: HintReason | null };

/** A move of the caller's where the expert would have chosen otherwise. */
export type ReviewMark = Omit<Schemas["ReviewMarkOut"], "played" | "strong" | "reason"> & {
  played: Action;
  strong: Action;
  reason: HintReason | null;
};

/** GET /api/matches/{id}/deals/{n}/review: a finished deal's moves of the caller, checked against the expert's. */
export type DealReview = Omit<Schemas["DealReviewOut"], "marks"> & { marks: ReviewMark[] };
