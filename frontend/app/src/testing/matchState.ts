// A match's state as the server sends it, for tests: four players at a game in play, the first of them this one.
import type { MatchState, SeatInfo } from "../types";

/** A seat of a person (not a computer) who is at the table. */
export const seatOf = (index: number, name: string): SeatInfo => ({
  seat: index,
  name,
  user_id: `u${index}`,
  bot_level: null,
  away: false,
  holiday_until: null,
  bank_seconds: null,
});

/** A seat of a strong computer player. */
export const computerSeat = (index: number): SeatInfo => ({
  seat: index,
  name: null,
  user_id: null,
  bot_level: "strong",
  away: false,
  holiday_until: null,
  bank_seconds: null,
});

/**
 * Asha, Ravi, Meera and Sunil at `game`, seat `toAct` to act with `legal`; `view` adds to a view in play, and
 * `overrides` replaces any field of the state but the view (the seats, the scores, the seq, ...).
 */
export function matchState(
  game: string,
  view: Record<string, unknown>,
  legal: MatchState["legal"],
  toAct = 0,
  overrides: Partial<Omit<MatchState, "view">> = {},
): MatchState {
  return {
    id: "k7Qx2",
    room: "ABCDEF",
    game,
    seq: 10,
    status: "in_progress",
    your_seat: 0,
    to_act: toAct,
    clock: "turn",
    legal,
    scores: [3, 5],
    games_won: [0, 0],
    winner: null,
    turn_seconds: 60,
    turn_deadline: null,
    aborted: false,
    chat_seq: 0,
    hints: false,
    ahead: null,
    behind: false,
    seats: [seatOf(0, "Asha"), seatOf(1, "Ravi"), seatOf(2, "Meera"), seatOf(3, "Sunil")],
    last_trick: null,
    ...overrides,
    view: { game, seat: 0, phase: "playing", dealer: 3, to_act: toAct, hand: [], scores: [3, 5], ...view },
  };
}
