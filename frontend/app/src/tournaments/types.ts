// Shapes of events (tournaments and duplicate events) as the API answers them: the schema's own (config/openapi.yaml,
// turned into generated/api.d.ts by `npm run api-types`), so the compiler holds the screens to the server. The parts
// that may be null (next match, one's entry, the duplicate part) are written inline in the schema, so are taken from
// the body's fields.
import type { components } from "../generated/api";

type Schemas = components["schemas"];

export type EventFormat = Schemas["FormatEnum"];
export type EventStage = Schemas["StageEnum"];
export type TableOutcome = Schemas["OutcomeEnum"];
export type DuplicateScoring = Schemas["DuplicateScoringEnum"];
export type TableFill = Schemas["TableFillEnum"];

/** A circle or a player: id and name. */
export type NamedRef = Schemas["TournamentNamedOut"];

/** Where one's next match is: a round's table, its room (share code) and match (public id, null until it starts). */
export type NextMatch = NonNullable<Schemas["TournamentOut"]["next_match"]>;

/** A line of GET /api/circles/{circle}/tournaments and GET /api/me/tournaments. */
export type TournamentLine = Schemas["TournamentLineOut"];

export type TournamentList = Schemas["TournamentLinesOut"];

export type Entry = Schemas["TournamentEntryOut"];

/** An entrant at a table: the side they play, the event's points, the game's score. */
export type Place = Schemas["TournamentPlaceOut"];

export type RoundTable = Schemas["TournamentTableOut"];

/** A round played so far (the body's `round_tables`) with its tables. */
export type Round = Schemas["TournamentRoundOut"];

export type StandingLine = Schemas["TournamentStandingOut"];

/** A duplicate event's part of the body: deals count from 0, and the first `revealed_deals` of them are shown. */
export type DuplicateInfo = NonNullable<Schemas["TournamentOut"]["duplicate"]>;

export type DealScore = DuplicateInfo["deal_scores"][number];

/** GET /api/tournaments/{id}: `rounds` is the count (or null), `round_tables` the rounds played so far. */
export type Tournament = Schemas["TournamentOut"];

/** POST /api/circles/{circle}/tournaments. */
export type NewTournament = Schemas["TournamentInRequest"];

/** One table's line in a duplicate deal's comparison: its room and match, dealer, each side's points and places. */
export type DealTable = Schemas["DealTableOut"];

/** GET /api/tournaments/{id}/deals/{n} (n from 0). */
export type DealComparison = Schemas["DealComparisonOut"];
