// Event bodies for screen tests, in the server's shapes (the schema's types; the values modelled on bodies the server
// gave for a Swiss event and a duplicate event): a running Swiss event of four players alone and a duplicate event,
// with the circle they belong to.
import { GAME_IDS } from "../games";
import type { Entry, Tournament, TournamentLine } from "../tournaments/types";

export const ME = "aSh7";
// A four-seat partnership game of the registry's (a test names no game: each is named in its own folder only).
export const GAME = GAME_IDS[0];

export const catalogueGame = {
  id: GAME,
  seats: 4,
  teams: [
    [0, 2],
    [1, 3],
  ],
  levels: [],
  options: {},
};

let seeds = 0;
const entry = (id: string, ...names: [string, string][]): Entry => ({
  id,
  players: names.map(([player, name]) => ({ id: player, name })),
  seed: ++seeds,
  first_round: 1,
  withdrawn_in_round: null,
});

export const ENTRIES: Entry[] = [
  entry("e1", [ME, "Asha"]),
  entry("e2", ["r4v1", "Ravi"]),
  entry("e3", ["m33n", "Meena"]),
  entry("e4", ["j0s", "Joost"]),
];

export function swissEvent(changes: Partial<Tournament> = {}): Tournament {
  return {
    id: "t/1",
    circle: { id: "c/1", name: "Sharma family" },
    name: "Diwali cup",
    game: GAME,
    options: {},
    turn_seconds: 14400,
    bot_level: "basic",
    format: "swiss",
    rounds: 5,
    round_tables: [
      {
        number: 1,
        started_at: "2026-12-01T10:00:00Z",
        deadline: "2026-12-04T10:00:00Z",
        finished_at: "2026-12-03T10:00:00Z",
        tables: [
          {
            number: 1,
            room: "RM1",
            match: "m1",
            decided: true,
            outcome: "played",
            places: [
              { entry: "e1", side: 0, points: "1.00", score: 152, forfeited: false },
              { entry: "e2", side: 1, points: "0.00", score: 98, forfeited: false },
            ],
          },
          {
            number: 2,
            room: "RM2",
            match: "m2",
            decided: true,
            outcome: "forfeit",
            places: [
              { entry: "e3", side: 0, points: "0.00", score: 40, forfeited: true },
              { entry: "e4", side: 1, points: "1.00", score: 60, forfeited: false },
            ],
          },
        ],
      },
      {
        number: 2,
        started_at: "2026-12-04T10:00:00Z",
        deadline: new Date(Date.now() + 5 * 3600_000).toISOString(),
        finished_at: null,
        tables: [
          {
            number: 1,
            room: "RM3",
            match: "m3",
            decided: false,
            outcome: null,
            places: [
              { entry: "e1", side: 0, points: null, score: null, forfeited: false },
              { entry: "e4", side: 1, points: null, score: null, forfeited: false },
            ],
          },
          {
            number: 2,
            room: "RM4",
            match: "m4",
            decided: true,
            outcome: "score",
            places: [
              { entry: "e2", side: 0, points: "1.00", score: 120, forfeited: false },
              { entry: "e3", side: 1, points: "0.00", score: 80, forfeited: false },
            ],
          },
        ],
      },
    ],
    partnerships: false,
    table_size: 2,
    max_entrants: null,
    starts_at: "2026-12-01T10:00:00Z",
    round_hours: 72,
    forfeit_timeouts: 3,
    stage: "running",
    current_round: 2,
    created_at: "2026-11-30T10:00:00Z",
    started_at: "2026-12-01T10:00:00Z",
    finished_at: null,
    is_owner: false,
    can_enter: false,
    my_entry: ENTRIES[0],
    next_match: { round: 2, table: 1, room: "RM3", match: "m3", deadline: "2026-12-07T10:00:00Z" },
    entries: ENTRIES,
    standings: [
      {
        rank: 1,
        entry: "e4",
        points: "2.00",
        played: 1,
        tie_breaks: { buchholz: "1.00", score: "60.00" },
        eliminated: false,
      },
      {
        rank: 2,
        entry: "e1",
        points: "1.00",
        played: 1,
        tie_breaks: { buchholz: "1.00", score: "152.00" },
        eliminated: false,
      },
      {
        rank: 3,
        entry: "e2",
        points: "1.00",
        played: 2,
        tie_breaks: { buchholz: "1.00", score: "218.00" },
        eliminated: false,
      },
      {
        rank: 4,
        entry: "e3",
        points: "0.00",
        played: 2,
        tie_breaks: { buchholz: "2.00", score: "120.00" },
        eliminated: false,
      },
    ],
    tie_breaks: ["buchholz", "score"],
    duplicate: null,
    ...changes,
  };
}

export function openEvent(changes: Partial<Tournament> = {}): Tournament {
  return swissEvent({
    stage: "open",
    current_round: 0,
    round_tables: [],
    started_at: null,
    my_entry: null,
    can_enter: true,
    next_match: null,
    entries: ENTRIES.slice(1, 3),
    standings: [],
    ...changes,
  });
}

export function duplicateEvent(changes: Partial<Tournament> = {}): Tournament {
  return swissEvent({
    id: "t/2",
    name: "Deal of the week",
    format: "duplicate",
    rounds: 3,
    // While it runs, a duplicate event's tables carry no points or score (they would tell of hidden deals).
    round_tables: [
      {
        number: 1,
        started_at: "2026-12-01T10:00:00Z",
        deadline: "2026-12-08T10:00:00Z",
        finished_at: null,
        tables: [
          {
            number: 1,
            room: "HP7XE2",
            match: "m1",
            decided: true,
            outcome: "played",
            places: [{ entry: "e1", side: 0, points: null, score: null, forfeited: false }],
          },
          {
            number: 2,
            room: "NTHRHV",
            match: "m2",
            decided: false,
            outcome: null,
            places: [{ entry: "e2", side: 0, points: null, score: null, forfeited: false }],
          },
        ],
      },
    ],
    current_round: 1,
    next_match: null,
    standings: [],
    tie_breaks: ["score"],
    duplicate: {
      deals: 3,
      scoring: "matchpoints",
      table_fill: "computers",
      revealed_deals: 1,
      deals_played: 2,
      deal_scores: [
        { entry: "e1", total: "1.00", per_deal: ["1.00"] },
        { entry: "e2", total: "0.00", per_deal: ["0.00"] },
      ],
    },
    ...changes,
  });
}

export const line = (event: Tournament): TournamentLine => ({
  id: event.id,
  name: event.name,
  game: event.game,
  format: event.format,
  stage: event.stage,
  current_round: event.current_round,
  rounds: event.rounds,
  starts_at: event.starts_at,
  entrants: event.entries.length,
  circle: event.circle,
  next_match: event.next_match,
});
