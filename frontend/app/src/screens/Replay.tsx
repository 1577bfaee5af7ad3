// The replay viewer: every deal of a finished match, action by action, with all hands shown (sorted as the table
// sorts them), each step's bid, trump or kick as the game's bar shows them and the running score; the score chart; a
// way to report another player of the match.
import { useEffect, useMemo, useState } from "preact/hooks";
import { get, matchPath } from "../api";
import { teamsOf, useCatalogue } from "../catalogue";
import { Screen } from "../components/Layout";
import { ReportDialog, type ReportTarget } from "../components/ReportDialog";
import { ScoreChart } from "../components/ScoreChart";
import { ReplacedPlayersConsent, ShareMatch } from "../components/ShareMatch";
import { TrickArea } from "../components/Trick";
import { Waiting } from "../components/Waiting";
import { errorText } from "../errors";
import { seatName, sideLabels } from "../format";
import { useGame } from "../games";
import { spotOf } from "../games/seating";
import { useT } from "../i18n";
import type { DealResult, MatchState, ReplayFrames } from "../types";
// The replay's own styles come with its code: the first screen does without them.
import "./replay.css";
import { replayTrick } from "./replayTrick";

const nothing = () => {};

/** "+3", "−2", or "" for a deal that has not changed a side's score (yet). */
function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "";
}

/** Where a replay's match, deals and steps come from: the match's own endpoints, or a shared link's. */
export interface ReplaySource {
  match(): Promise<MatchState>;
  deals(): Promise<DealResult[]>;
  frames(deal: number): Promise<ReplayFrames>;
  /** Whether every hand is shown (a shared link may show only what a spectator saw). */
  fullHands?: boolean;
}

/** A player's own finished match, from its endpoints. */
export function matchSource(id: string): ReplaySource {
  return {
    match: () => get<MatchState>(matchPath(id)),
    deals: () => get<DealResult[]>(matchPath(id, "/deals")),
    frames: (deal) => get<ReplayFrames>(matchPath(id, `/replay?deal=${deal}`)),
  };
}

/**
 * A finished match's replay; `me` is the viewer's user id (their own seat offers no report). `source`: where it
 * comes from (a shared link's replay has no player, no report and no share button); `back`: where Back goes.
 */
export function Replay({
  id,
  me: myId = null,
  source: given,
  back = "/history",
  title,
  deal = 0,
}: {
  id: string;
  /** The deal shown first (from 0), e.g. a duplicate event's deal opened from its comparison. */
  deal?: number;
  me?: string | null;
  source?: ReplaySource;
  back?: string;
  title?: string;
}) {
  const t = useT();
  const source = useMemo(() => given ?? matchSource(id), [given, id]);
  const shared = given !== undefined;
  const [match, setMatch] = useState<MatchState | null>(null);
  const [deals, setDeals] = useState<DealResult[]>([]);
  const [dealIndex, setDealIndex] = useState(deal);
  const [replay, setReplay] = useState<ReplayFrames | null>(null);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const { games } = useCatalogue();
  const game = useGame(match?.game ?? null);
  useEffect(() => {
    source
      .match()
      .then(setMatch)
      .catch((failure: unknown) => setError(errorText(failure, t)));
    source
      .deals()
      .then(setDeals)
      .catch(() => setDeals([]));
  }, [source]);
  useEffect(() => {
    setReplay(null);
    source
      .frames(dealIndex)
      .then((frames) => {
        setReplay(frames);
        setStep(0);
      })
      .catch((failure: unknown) => setError(errorText(failure, t)));
  }, [source, dealIndex]);
  const heading = title ?? t("replay.title");
  if (error) {
    return (
      <Screen title={heading} back={back}>
        <p class="error" role="alert">
          {error}
        </p>
      </Screen>
    );
  }
  if (game.failed) return <Waiting failed />;
  // Until the chosen deal's steps have come, the last deal's are not shown under the new deal's number.
  if (!match || !replay || replay.deal !== dealIndex || !game.value) {
    return (
      <Screen title={heading} back={back}>
        <p>{t("common.loading")}</p>
      </Screen>
    );
  }
  const ui = game.value;
  const me = match.your_seat ?? 0;
  const frame = replay.frames[step];
  const view = frame.view;
  const hands = view.hands ?? [];
  // A spectator's view (a shared link's, unless every hand may be shown) has no hands: the seats still count.
  const seatCount = Math.max(hands.length, match.seats.length);
  const teams = teamsOf(
    games?.find((game) => game.id === match.game),
    match.scores.length,
    match.seats.length,
  );
  const labels = sideLabels(teams, match.seats, t);
  const names = match.seats.map((seat) => seatName(seat, t));
  const series = labels.map((_, side) => [0, ...deals.map((deal) => deal.scores[side])]);
  const action = frame.action;
  const shown = replayTrick(view, action, ui);
  const winner = shown.completed && shown.trick?.winner != null ? names[shown.trick.winner] : null;
  // The game's own bar (bid, trump, kick, counts) reads a match state: this step's view in the match's.
  const stepState: MatchState = { ...match, view };
  const delta = (view.score_delta as number[] | undefined) ?? [];
  const others = shared ? [] : match.seats.filter((seat) => seat.user_id !== null && seat.user_id !== myId);
  return (
    <Screen title={heading} back={back}>
      {shared && source.fullHands === false && <p class="hint small">{t("shared.hands_hidden")}</p>}
      <div class="replay-nav row">
        <button
          type="button"
          class="button small secondary"
          disabled={dealIndex === 0}
          onClick={() => setDealIndex(dealIndex - 1)}
        >
          {t("replay.previous_deal")}
        </button>
        <span data-testid="replay-deal">{t("replay.deal", { n: dealIndex + 1, total: replay.deals })}</span>
        <button
          type="button"
          class="button small secondary"
          disabled={dealIndex >= replay.deals - 1}
          onClick={() => setDealIndex(dealIndex + 1)}
        >
          {t("replay.next_deal")}
        </button>
      </div>
      <div class="replay-status" data-testid="replay-status">
        <ui.Status state={stepState} act={nothing} t={t} names={names} intent={null} setIntent={nothing} />
        <p class="replay-score" data-testid="replay-score">
          <span class="replay-score-name">{t("replay.score")}</span>
          {labels.map((label, side) => (
            <span key={label} class="replay-side">
              <span class="legend-dot" style={{ color: `var(--side-${side})` }} aria-hidden="true">
                ●
              </span>{" "}
              {t("replay.side_score", { side: label, n: view.scores[side] ?? 0 })}
              {signed(delta[side] ?? 0) && (
                <small class="replay-delta"> {t("replay.this_deal", { n: signed(delta[side] ?? 0) })}</small>
              )}
            </span>
          ))}
        </p>
      </div>
      <div class={`replay-table cloth game-${match.game}`}>
        {Array.from({ length: seatCount }, (_, seat) => hands[seat] ?? []).map((hand, seat) => (
          <div key={seat} class={`replay-hand at-${spotOf(seat, me, seatCount, ui.direction)}`} data-seat={seat}>
            <span class="seat-name">{names[seat]}</span>
            <div class="mini-hand">
              {ui.sortHand(hand, view).map((piece) => (
                <span key={piece} class="mini-card">
                  <ui.Piece piece={piece} label={ui.pieceLabel(piece, t)} />
                </span>
              ))}
            </div>
          </div>
        ))}
        <TrickArea
          ui={ui}
          t={t}
          names={names}
          trick={shown.trick}
          done={shown.completed}
          spotOf={(seat) => spotOf(seat, me, seatCount, ui.direction)}
        />
      </div>
      <p class="replay-action" data-testid="replay-step" role="status">
        {t("replay.step", { n: step + 1, total: replay.frames.length })}:{" "}
        {action ? ui.sentence(action, names[action.seat ?? 0], t, view) : t("replay.start")}
        {/* The cloth shows who won; a screen reader hears it with the step. */}
        {winner && <span class="sr-only"> {t("table.trick_won_by", { name: winner })}</span>}
      </p>
      <div class="row">
        <button type="button" class="button secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t("replay.previous")}
        </button>
        <input
          type="range"
          min={0}
          max={replay.frames.length - 1}
          value={step}
          aria-label={t("replay.step", { n: step + 1, total: replay.frames.length })}
          onInput={(event) => setStep(Number((event.target as HTMLInputElement).value))}
        />
        <button
          type="button"
          class="button"
          disabled={step >= replay.frames.length - 1}
          onClick={() => setStep(step + 1)}
        >
          {t("replay.next")}
        </button>
      </div>
      {deals.length > 0 && (
        <ScoreChart
          series={series}
          labels={labels}
          target={view.target ?? undefined}
          title={t("replay.scores")}
          axes={{ x: t("replay.axis_deals"), y: ui.targetWords?.(view, t)?.unit ?? t("replay.axis_points") }}
          current={dealIndex + 1}
        />
      )}
      {!shared && match.your_seat !== null && <ShareMatch matchId={String(match.id)} />}
      {!shared && match.your_seat === null && <ReplacedPlayersConsent matchId={String(match.id)} />}
      {others.length > 0 && (
        <section class="report-players" aria-labelledby="report-players">
          <h2 id="report-players">{t("report.players")}</h2>
          <div class="menu-list">
            {others.map((seat) => (
              <button
                key={seat.seat}
                type="button"
                class="button secondary"
                onClick={() =>
                  seat.user_id !== null &&
                  setReporting({ reported: seat.user_id, name: names[seat.seat], room: match.room, match: match.id })
                }
              >
                {t("report.title", { name: names[seat.seat] })}
              </button>
            ))}
          </div>
        </section>
      )}
      {reporting && <ReportDialog target={reporting} onClose={() => setReporting(null)} t={t} />}
    </Screen>
  );
}
