// Practice: the player may ask what the expert would do on their turn; the answer is shown, never played, and holds
// for the state it was asked in only.
import { useEffect, useRef, useState } from "preact/hooks";
import { fetchHint } from "../../api";
import { toast } from "../../components/Toast";
import type { Translate } from "../../i18n";
import { hintRefusal } from "../../practice";
import type { Hint, MatchState } from "../../types";

export interface PracticeHint {
  /** Whether the player may ask now: a practice match, their turn, and they are at the table. */
  mayAsk: boolean;
  asking: boolean;
  /** The expert's suggestion for the state on the table, once asked for. */
  suggestion: Hint | null;
  ask(): Promise<void>;
}

/** Hints at `state` (the latest taken in, whose seq `latestSeq` reads at the moment an answer comes). */
export function usePracticeHint(
  id: string,
  state: MatchState | null,
  latestSeq: () => number | null,
  t: Translate,
): PracticeHint {
  const [hint, setHint] = useState<Hint | null>(null);
  const [asking, setAsking] = useState(false);
  const askingNow = useRef(false);
  // A suggestion belongs to the state it was made for.
  useEffect(() => setHint(null), [state?.seq]);

  const myTurn = state !== null && state.to_act !== null && state.to_act === state.your_seat;
  const away = state?.seats.find((seat) => seat.seat === state.your_seat)?.away;
  const mayAsk = state?.hints === true && myTurn && state.status !== "finished" && !state.aborted && !away;
  const ask = async () => {
    if (askingNow.current) return;
    askingNow.current = true;
    setAsking(true);
    try {
      const answer = await fetchHint(id);
      // Kept only while the state it was asked for is the one on the table.
      if (answer.seq === latestSeq()) setHint(answer);
    } catch (failure) {
      toast(hintRefusal(failure, t));
    } finally {
      askingNow.current = false;
      setAsking(false);
    }
  };
  return { mayAsk, asking, suggestion: mayAsk && hint !== null && hint.seq === state?.seq ? hint : null, ask };
}
