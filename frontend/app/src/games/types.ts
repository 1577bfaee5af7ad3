// The contract of a game's module: what the app needs from a game beyond what /api/games says about it.
import type { FunctionComponent } from "preact";
import type { Translate } from "../i18n";
import type { Action, DealResult, MatchState, View } from "../types";

export interface ControlsProps {
  state: MatchState;
  act: (action: Action) => void;
  t: Translate;
  names: string[];
  /**
   * What the player has said they are about to do, when one action can be taken in several ways
   * (a trump chosen from the hand, or drawn blind): the game's controls set it, the hand reads it.
   */
  intent: string | null;
  setIntent: (intent: string | null) => void;
  /** The expert's suggestion for this turn, when the player asked for one (practice): its control is marked. */
  suggested?: Action | null;
}

/** What a deal's summary needs beyond the result: the seats' names, the sides' labels, the teams. */
export interface DealContext {
  t: Translate;
  names: string[];
  labels: string[];
  teams: number[][];
  /** The room's options, as the view carries them (a game may score in other units under one of them). */
  options?: Record<string, unknown>;
}

/** How many pieces a seat holds: those it can see, and those still face down (dealt but not yet looked at). */
export interface HandCount {
  open: number;
  down: number;
}

/** The parts of the table a first-time tour points at (each marked with `data-tour`). */
export type TablePart = "scores" | "status" | "seats" | "trick" | "hand" | "menu";

export interface TourStep {
  target: TablePart;
  text: string;
}

export interface PieceProps {
  /** The piece in the game's notation; absent (or faceDown) draws its back. */
  piece?: string;
  faceDown?: boolean;
  /** What a screen reader says for the drawing; without it the drawing is hidden from them (a labelled button holds it). */
  label?: string;
}

/** A piece as drawn in the hand, in CSS pixels on a phone, and how much of it must show when others cover it. */
export interface PieceSize {
  width: number;
  height: number;
  /** The uncovered width, from the left, that keeps the index readable and the piece tappable. */
  peekX: number;
  /** The uncovered height, from the top, when a row of pieces lies over another. */
  peekY: number;
  /** How much larger than this the hand may draw pieces where its row has room (1.3: up to 30% larger). */
  grow?: number;
}

/** A choice of several pieces for one action (a discard of n cards, a run led together), sent as its `cards`. */
export interface Selection {
  action: string;
  /** Exactly this many pieces. */
  count?: number;
  /** At least this many pieces. */
  min?: number;
  /** The pieces that may be chosen; any piece in the hand when absent. */
  pieces?: string[];
  /** The only sets allowed, when the legal list spells them out. */
  choices?: string[][];
  /** Single pieces may be played too: the player opens the choice with a button. */
  optional?: boolean;
}

/** A rules page: sections of short paragraphs. */
export type RulesPage = [heading: string, paragraphs: string[]][];

/**
 * A game's own words (every key starts with the game's id and a dot) and its rules page, in one language: a file per
 * language (the game's words/<language>.ts), so that a player fetches their language's alone.
 */
export interface GameWords {
  messages: Record<string, string>;
  rules: RulesPage;
}

export interface GameUi {
  id: string;
  /** Counter-clockwise or clockwise: the server only numbers seats in the order of play. */
  direction: "ccw" | "cw";
  /** Draws one of the game's pieces. */
  Piece: FunctionComponent<PieceProps>;
  size: PieceSize;
  /** A piece's name for screen readers, in the player's language ("ace of spades"). */
  pieceLabel(piece: string, t: Translate): string;
  /**
   * An action in words, for buttons and replays. `view`: the table it is taken at, where the words depend on the
   * room's rules (a Texas 42 bid of 84 is "2 marks" in the marks game); without it, the default rules' words.
   */
  actionLabel(action: Action, t: Translate, view?: View): string;
  /** Why a piece in the caller's hand cannot be played now, in plain words; null if it can. */
  whyNot(state: MatchState, piece: string, t: Translate): string | null;
  /** The action that tapping a piece in the hand takes now, if any (a play, a haath-par declaration, ...). */
  tapAction(state: MatchState, piece: string, intent?: string | null): Action | null;
  /** Whether the player confirms the action before it is sent (a choice that decides the deal, like the trump). */
  needsConfirm(action: Action): boolean;
  /** The pieces an action puts on the trick (a play's card); none for a call. */
  toTrick(action: Action): string[];
  /** The hand in the order the player reads it (by suit and rank, say); the order the server sent when not sorted. */
  sortHand(hand: string[], view: View): string[];
  /**
   * For a long hand of many suits (ten, say): the group a piece is shown in, one group per suit, each kept
   * together on one line of the hand. Without it the hand is one run of overlapping pieces.
   */
  groupOf?(piece: string): string;
  /** What a seat holds, for its tag at the table: null when the view does not say. */
  handCount(view: View, seat: number): HandCount | null;
  /** A finished deal in a few lines: the contract, what each side took, the points and why. */
  dealLines(result: DealResult, context: DealContext): string[];
  /** An action as a sentence about who took it ("Asha played the ace of spades"), for replays and the table. */
  sentence(action: Action, name: string, t: Translate, view?: View): string;
  /**
   * What the player may do on their turn, in a sentence for screen readers ("You hold a heart: you must follow
   * suit. 3 of your hand may be played."); `names` are the seats' names.
   */
  turnHint(state: MatchState, t: Translate, names: string[]): string;
  /** The first-time tour of the table for this game, in the player's language (four to six steps). */
  tour(t: Translate): TourStep[];
  /** When the hand chooses several pieces for one action instead of playing a piece per tap. */
  selection(state: MatchState): Selection | null;
  /** Bids, passes, trump declarations and other actions that are not a tap on a piece. */
  Controls: FunctionComponent<ControlsProps>;
  /** The game's part of the bar at the top: bid, trump, counts. */
  Status: FunctionComponent<ControlsProps>;
  /**
   * The target in the game's own unit when it is not plain points ("to 7 marks", and "game to 7 marks" for screen
   * readers), and the unit for a chart's axis ("Marks"); the top bar says "to 250" without it.
   */
  targetWords?(view: View, t: Translate): { short: string; long: string; unit: string } | null;
  /**
   * A move's expected loss in the review, in the game's unit where a table does not play for points ("about 0.3
   * marks lost"); null for points.
   */
  lossText?(loss: number, view: View, t: Translate, language: string): string | null;
  /**
   * A side's score drawn as players keep it on paper, beside the number (42's marks as strokes spelling ALL); null
   * where the number is all there is.
   */
  ScoreTally?: FunctionComponent<{ view: View; score: number }>;
  /** A word about a seat this hand, for a badge beside its name (a seat sitting the hand out); null for none. */
  seatNote?(view: View, seat: number, t: Translate): string | null;
  /** The seat that won the bid, for its badge. */
  bidWinner(view: View): number | null;
  /** A drawn key for the rules page, after its first section (a game of ten suits: their colours, emblems, ranks). */
  RulesKey?: FunctionComponent<{ t: Translate }>;
}
