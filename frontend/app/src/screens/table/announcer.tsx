// What a screen reader hears at the table, in one polite live region: each move as the playback shows it, who won
// the trick, a deal's result and the scores, and whose turn it is (on the player's own turn, what they may play).
// Nothing else at the table speaks by itself, so that the player hears each thing once.
import { useEffect, useRef, useState } from "preact/hooks";
import { seatName } from "../../format";
import type { GameUi } from "../../games/types";
import type { Translate } from "../../i18n";
import type { Beat } from "../../playback";
import type { DealResult, GameInfo, MatchState, Trick } from "../../types";
import type { Playback } from "../../usePlayback";
import { sidesAt } from "./sides";

/** How long another player's turn waits before it is told: moves that follow at once are told, not the turns between. */
export const OTHERS_TURN_MS = 1500;
/** The region keeps the last few sentences (only additions are read; the rest is for a reader going back). */
const KEPT = 4;

export interface Heard {
  id: number;
  text: string;
}

/** A deal's end in words: the game's lines, then each side's score. */
export function dealWords(result: DealResult, state: MatchState, ui: GameUi, games: GameInfo[] | null, t: Translate) {
  const names = state.seats.map((seat) => seatName(seat, t));
  const { labels, teams } = sidesAt(state, games, t);
  const scores = result.scores.map((score, side) => `${labels[side] ?? side + 1}: ${score}`).join("; ");
  const options = state.view.options as Record<string, unknown> | undefined;
  const lines = ui.dealLines(result, { t, names, labels, teams, options });
  return [
    t("a11y.deal_over", { n: result.number }),
    ...lines.map((line) => sentence(line, t)),
    t("a11y.scores", { scores }),
  ].join(" ");
}

/** A line closed as a sentence in the player's language, unless it already is. */
const sentence = (line: string, t: Translate) => (/[.!?।:]$/.test(line) ? line : `${line}${t("a11y.stop")}`);

/** What a step of the playback says: a move, a trick's winner, a deal's end; null for a step that only shows. */
export function beatWords(
  beat: Beat,
  state: MatchState,
  ui: GameUi,
  games: GameInfo[] | null,
  t: Translate,
): string | null {
  const name = (seat: number) => seatName(state.seats[seat], t);
  if (beat.said) return sentence(ui.sentence(beat.said.action, name(beat.said.seat), t, state.view), t);
  if (beat.won && !beat.gather && beat.trick?.winner != null) {
    return sentence(t("table.trick_won_by", { name: name(beat.trick.winner) }), t);
  }
  if (beat.deal) return dealWords(beat.deal, state, ui, games, t);
  return null;
}

/** A trick's plays in words, each player's pieces together: "Asha: 7 of cups; Ravi: king of swords". */
function playsInWords(trick: Trick, ui: GameUi, names: string[], t: Translate): string {
  const plays: [number, string[]][] = [];
  for (const [seat, piece] of trick.cards) {
    const last = plays.at(-1);
    if (last && last[0] === seat) last[1].push(ui.pieceLabel(piece, t));
    else plays.push([seat, [ui.pieceLabel(piece, t)]]);
  }
  return plays.map(([seat, pieces]) => `${names[seat]}: ${pieces.join(", ")}`).join("; ");
}

/** What is on the table, asked for again: the trick in play, else the last one and who won it, else that it is bare. */
export function trickWords(state: MatchState, ui: GameUi, t: Translate): string {
  const names = state.seats.map((seat) => seatName(seat, t));
  const trick = state.view.trick;
  if (trick?.cards.length) return sentence(t("a11y.on_table", { plays: playsInWords(trick, ui, names, t) }), t);
  const last = state.last_trick ?? state.view.tricks?.at(-1) ?? null;
  if (last?.cards.length) {
    const plays = playsInWords(last, ui, names, t);
    const said =
      last.winner == null
        ? t("a11y.last_trick", { plays })
        : t("a11y.last_trick_won", { plays, name: names[last.winner] });
    return sentence(said, t);
  }
  return t("a11y.table_bare");
}

/** Whose turn it is; on the player's own, what they may do. */
export function turnWords(state: MatchState, ui: GameUi, t: Translate): string {
  const names = state.seats.map((seat) => seatName(seat, t));
  if (state.to_act === null) return "";
  if (state.to_act !== state.your_seat) return sentence(t("table.waiting_for", { name: names[state.to_act] }), t);
  return t("a11y.your_turn", { hint: ui.turnHint(state, t, names) });
}

/**
 * The sentences the table's live region holds, newest last. `ui`: the game's module with its words in the player's
 * language, null while they come; the table shows nothing of a game before, so nothing is told either.
 */
export function useAnnouncer(
  state: MatchState | null,
  playback: Playback,
  ui: GameUi | null,
  games: GameInfo[] | null,
  t: Translate,
): { heard: Heard[]; say: (text: string | null) => void } {
  const [heard, setHeard] = useState<Heard[]>([]);
  const count = useRef(0);
  const told = useRef<string | null>(null);
  const say = (text: string | null) => {
    if (!text) return;
    count.current += 1;
    const id = count.current;
    setHeard((before) => [...before.slice(1 - KEPT), { id, text }]);
  };
  const beat = playback.beat;
  useEffect(() => {
    if (beat && state && ui) say(beatWords(beat, state, ui, games, t));
  }, [beat]);
  // The turn is told once the moves before it have been shown, and once per state.
  const turn = ui && state && state.to_act !== null && !playback.busy() ? `${state.seq}:${state.to_act}` : null;
  useEffect(() => {
    if (!turn || !state || !ui || turn === told.current) return;
    const tell = () => {
      told.current = turn;
      say(turnWords(state, ui, t));
    };
    if (state.to_act === state.your_seat) return tell();
    const timer = setTimeout(tell, OTHERS_TURN_MS);
    return () => clearTimeout(timer);
  }, [turn]);
  return { heard, say };
}

/** The keys that say something again, when the focus is not in a field: T the trick, S the scores. */
const REPEAT_KEYS: Record<string, "trick" | "scores"> = { t: "trick", s: "scores" };

/** Listen for the keys that say the trick or the scores again (`REPEAT_KEYS`) while the table is up. */
export function useRepeatKeys(repeat: (what: "trick" | "scores") => void) {
  const latest = useRef(repeat);
  latest.current = repeat;
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      const what = REPEAT_KEYS[event.key.toLowerCase()];
      const target = event.target as HTMLElement | null;
      const typing = target?.closest("input, textarea, select, [contenteditable], dialog");
      if (!what || typing || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      event.preventDefault();
      latest.current(what);
    };
    document.addEventListener("keydown", listen);
    return () => document.removeEventListener("keydown", listen);
  }, []);
}

/** The table's one live region; visually hidden. */
export function Announcer({ heard }: { heard: Heard[] }) {
  return (
    <div class="sr-only" aria-live="polite" data-testid="announcer">
      {heard.map((item) => (
        <p key={item.id}>{item.text}</p>
      ))}
    </div>
  );
}
