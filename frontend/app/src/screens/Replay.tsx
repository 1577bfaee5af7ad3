// The replay viewer: every deal of a finished match, action by action, with all hands shown; the score chart; a
// way to report another player of the match.
import { useEffect, useState } from "preact/hooks";
import { get, matchPath } from "../api";
import { teamsOf, useCatalogue } from "../catalogue";
import { Screen } from "../components/Layout";
import { ReportDialog, type ReportTarget } from "../components/ReportDialog";
import { ScoreChart } from "../components/ScoreChart";
import { TrickArea } from "../components/Trick";
import { errorText } from "../errors";
import { seatName, sideLabels } from "../format";
import { gameUi } from "../games";
import { spotOf } from "../games/seating";
import { useT } from "../i18n";
import type { DealResult, MatchState, ReplayFrames } from "../types";

/** A finished match's replay; `me` is the viewer's user id (their own seat offers no report). */
export function Replay({ id, me: myId = null }: { id: string; me?: string | null }) {
  const t = useT();
  const [match, setMatch] = useState<MatchState | null>(null);
  const [deals, setDeals] = useState<DealResult[]>([]);
  const [dealIndex, setDealIndex] = useState(0);
  const [replay, setReplay] = useState<ReplayFrames | null>(null);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const { games } = useCatalogue();
  useEffect(() => {
    get<MatchState>(matchPath(id))
      .then(setMatch)
      .catch((failure: unknown) => setError(errorText(failure, t)));
    get<DealResult[]>(matchPath(id, "/deals"))
      .then(setDeals)
      .catch(() => setDeals([]));
  }, [id]);
  useEffect(() => {
    setReplay(null);
    get<ReplayFrames>(matchPath(id, `/replay?deal=${dealIndex}`))
      .then((frames) => {
        setReplay(frames);
        setStep(0);
      })
      .catch((failure: unknown) => setError(errorText(failure, t)));
  }, [id, dealIndex]);
  if (error) {
    return (
      <Screen title={t("replay.title")} back="/history">
        <p class="error" role="alert">
          {error}
        </p>
      </Screen>
    );
  }
  if (!match || !replay) {
    return (
      <Screen title={t("replay.title")} back="/history">
        <p>{t("common.loading")}</p>
      </Screen>
    );
  }
  const ui = gameUi(match.game);
  const me = match.your_seat ?? 0;
  const frame = replay.frames[step];
  const view = frame.view;
  const hands = view.hands ?? [];
  const teams = teamsOf(
    games?.find((game) => game.id === match.game),
    match.scores.length,
    match.seats.length,
  );
  const labels = sideLabels(teams, match.seats, t);
  const names = match.seats.map((seat) => seatName(seat, t));
  const series = labels.map((_, side) => [0, ...deals.map((deal) => deal.scores[side])]);
  const action = frame.action;
  const others = match.seats.filter((seat) => seat.user_id !== null && seat.user_id !== myId);
  return (
    <Screen title={t("replay.title")} back="/history">
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
      <div class="replay-table cloth">
        {hands.map((hand, seat) => (
          <div key={seat} class={`replay-hand at-${spotOf(seat, me, hands.length, ui.direction)}`} data-seat={seat}>
            <span class="seat-name">{names[seat]}</span>
            <div class="mini-hand">
              {hand.map((piece) => (
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
          trick={view.trick}
          spotOf={(seat) => spotOf(seat, me, hands.length, ui.direction)}
        />
      </div>
      <p class="replay-action" data-testid="replay-step" role="status">
        {t("replay.step", { n: step + 1, total: replay.frames.length })}:{" "}
        {action ? ui.sentence(action, names[action.seat ?? 0], t) : t("replay.start")}
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
      <ScoreChart series={series} labels={labels} target={view.target ?? undefined} title={t("replay.scores")} />
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
