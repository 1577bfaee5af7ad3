// The cloth: the direction of play, the other seats around it, the trick in the middle (or the step of play being
// shown), and a deal's summary over it.
import { sideOf } from "../../catalogue";
import { DealSummary } from "../../components/DealSummary";
import { DealReview } from "../../components/Practice";
import { SeatTag } from "../../components/SeatTag";
import { TrickArea } from "../../components/Trick";
import type { Spot } from "../../games/seating";
import type { GameUi } from "../../games/types";
import type { Translate } from "../../i18n";
import type { Beat } from "../../playback";
import type { MatchState, SeatInfo, Trick } from "../../types";
import type { Sides } from "./sides";
import type { DealSummaryShown } from "./useDealSummary";

interface ClothProps {
  /** The match's id as the table was opened with it (its address). */
  matchId: string;
  state: MatchState;
  ui: GameUi;
  t: Translate;
  names: string[];
  sides: Sides;
  /** The viewer's user id: their own seat offers nothing on a tap. */
  myId: string | null;
  /** Where a seat sits, seen from the viewer's. */
  spot: (seat: number) => Spot;
  /** The share of the turn's time left, for the ring of the seat to act. */
  timeLeft: number | null;
  /** The step of play on show, if any; `playing`: cards are in the middle of the match as it is now. */
  beat: Beat | null;
  playing: boolean;
  lastTrick: Trick | null;
  summary: DealSummaryShown;
  /** Another person's seat was tapped: offer to mute or report them. */
  choose: (seat: SeatInfo) => void;
}

export function Cloth(props: ClothProps) {
  const { matchId, state, ui, t, names, sides, spot, beat, playing, lastTrick, summary } = props;
  const result = summary.result;
  return (
    <section class={`cloth seats-${state.seats.length}`} aria-label={t("table.cloth")} data-tour="trick">
      <span
        class="direction"
        role="img"
        aria-label={ui.direction === "ccw" ? t("table.direction_ccw") : t("table.direction_cw")}
      >
        {ui.direction === "ccw" ? "↺" : "↻"}
      </span>
      <Seats {...props} />
      <div class="trick-cell">
        <TrickArea
          ui={ui}
          t={t}
          names={names}
          trick={beat ? beat.trick : playing ? state.view.trick : lastTrick}
          done={!beat && !playing}
          won={beat?.won}
          gather={beat?.gather}
          spotOf={spot}
        />
      </div>
      {result && (
        <DealSummary
          result={result}
          lines={ui.dealLines(result, {
            t,
            names,
            labels: sides.labels,
            teams: sides.teams,
            options: state.view.options as Record<string, unknown> | undefined,
          })}
          labels={sides.labels}
          closesIn={beat?.deal && Number.isFinite(beat.ms) ? beat.ms : null}
          onClose={summary.close}
          t={t}
          review={
            state.hints && state.your_seat !== null ? (
              <DealReview matchId={matchId} deal={result.number} ui={ui} view={state.view} t={t} />
            ) : null
          }
        />
      )}
    </section>
  );
}

/** Every seat but the viewer's, each with its name, badges, the turn's ring and what it just said. */
function Seats({ state, ui, t, names, sides, myId, spot, timeLeft, beat, choose }: ClothProps) {
  const view = state.view;
  const me = state.your_seat ?? 0;
  const bidWinner = ui.bidWinner(view);
  const said = beat?.said ?? null;
  const { teams, partnerships, mySide } = sides;
  return (
    <>
      {state.seats.map((seat) => {
        if (seat.seat === state.your_seat) return null;
        const side = sideOf(seat.seat, teams);
        return (
          <SeatTag
            key={seat.seat}
            seat={seat}
            tour={seat.seat === (me + 1) % state.seats.length}
            name={names[seat.seat]}
            spot={spot(seat.seat)}
            active={state.to_act === seat.seat}
            timeLeft={state.to_act === seat.seat ? timeLeft : null}
            dealer={view.dealer === seat.seat}
            bidWinner={bidWinner === seat.seat}
            note={ui.seatNote?.(view, seat.seat, t) ?? null}
            count={ui.handCount(view, seat.seat)}
            side={side < 0 ? null : side}
            partner={partnerships && mySide !== null && side === mySide}
            said={said && !said.toTrick && said.seat === seat.seat ? ui.actionLabel(said.action, t, state.view) : null}
            onSelect={seat.user_id !== null && seat.user_id !== myId ? () => choose(seat) : undefined}
            t={t}
          />
        );
      })}
    </>
  );
}
