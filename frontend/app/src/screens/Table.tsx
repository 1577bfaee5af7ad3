// The table: your hand, the trick, the seats and the clock; polling for news while it is open.
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { Link, useLocation } from "wouter-preact";
import { ApiError, get, newKey, post, request } from "../api";
import { sideOf, teamsOf, useCatalogue } from "../catalogue";
import { PlayerHand } from "../components/PlayerHand";
import { SeatTag } from "../components/SeatTag";
import { toast } from "../components/Toast";
import { TrickArea } from "../components/Trick";
import { clock, seatName, sideLabels } from "../format";
import { gameUi } from "../games";
import { spotOf } from "../games/seating";
import type { GameUi } from "../games/types";
import { type Translate, useT } from "../i18n";
import { type Poller, startPolling } from "../poll";
import type { Action, DealResult, MatchState, Room, Trick } from "../types";

/** A sheet over the table; a tap beside it closes it. */
function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ComponentChildren }) {
  return (
    <div class="overlay" role="dialog" aria-label={title}>
      {/* For a tap beside the sheet; keyboards and screen readers have the OK button. */}
      <button type="button" class="backdrop" aria-hidden="true" tabIndex={-1} onClick={onClose} />
      <div class="sheet">
        <h2>{title}</h2>
        {children}
        <button type="button" class="button" onClick={onClose}>
          OK
        </button>
      </div>
    </div>
  );
}

function TrickSheet({
  ui,
  t,
  trick,
  names,
  onClose,
  title,
}: {
  ui: GameUi;
  t: Translate;
  trick: Trick;
  names: string[];
  onClose: () => void;
  title: string;
}) {
  return (
    <Sheet title={title} onClose={onClose}>
      <div class="trick-row">
        {trick.cards.map(([seat, piece]) => (
          <figure key={piece} class={seat === trick.winner ? "winner" : ""}>
            <ui.Piece piece={piece} label={ui.pieceLabel(piece, t)} />
            <figcaption>{names[seat]}</figcaption>
          </figure>
        ))}
      </div>
    </Sheet>
  );
}

function ScoreSheet({
  matchId,
  labels,
  onClose,
  title,
}: {
  matchId: number;
  labels: string[];
  onClose: () => void;
  title: string;
}) {
  const [deals, setDeals] = useState<DealResult[] | null>(null);
  useEffect(() => {
    get<DealResult[]>(`/api/matches/${matchId}/deals`)
      .then(setDeals)
      .catch(() => setDeals([]));
  }, [matchId]);
  return (
    <Sheet title={title} onClose={onClose}>
      <table class="score-table">
        <thead>
          <tr>
            <th>#</th>
            {labels.map((label) => (
              <th key={label}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deals?.map((deal) => (
            <tr key={deal.number}>
              <td>{deal.number}</td>
              {deal.scores.map((score, side) => (
                <td key={side}>
                  {deal.summary.score_delta[side] ? `+${deal.summary.score_delta[side]} → ` : ""}
                  {score}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Sheet>
  );
}

export function Table({ id }: { id: number }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [state, setState] = useState<MatchState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [sheet, setSheet] = useState<"trick" | "scores" | null>(null);
  const [now, setNow] = useState(Date.now());
  const etag = useRef<string | null>(null);
  const poller = useRef<Poller | null>(null);
  const sending = useRef(false);
  const { games } = useCatalogue();

  const accept = (next: MatchState, tag: string | null) => {
    const mine = (state: MatchState | null) =>
      state !== null && state.to_act !== null && state.to_act === state.your_seat;
    setState((previous) => {
      // A gentle buzz when the turn comes to you while the table is open.
      if (previous && !mine(previous) && mine(next)) navigator.vibrate?.(40);
      return next;
    });
    etag.current = tag;
  };

  useEffect(() => {
    etag.current = null;
    poller.current = startPolling(async () => {
      try {
        const answer = await request<MatchState>("GET", `/api/matches/${id}`, { etag: etag.current });
        setOffline(false);
        if (answer.status === 200 && answer.data) accept(answer.data, answer.etag);
        return true;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 0) {
          setOffline(true);
          return false;
        }
        setError(failure instanceof ApiError ? failure.message : String(failure));
        return false;
      }
    });
    const clockTimer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      poller.current?.stop();
      clearInterval(clockTimer);
    };
  }, [id]);

  if (!state) {
    return (
      <main class="table-loading">
        {error ? (
          <p class="error" role="alert">
            {error}
          </p>
        ) : (
          <p>{t("common.loading")}</p>
        )}
        <Link href="/">{t("nav.home")}</Link>
      </main>
    );
  }

  const ui = gameUi(state.game);
  const me = state.your_seat ?? 0;
  const names = state.seats.map((seat) => seatName(seat, t));
  const spot = (seat: number) => spotOf(seat, me, state.seats.length, ui.direction);
  const view = state.view;
  const myTurn = state.to_act !== null && state.to_act === state.your_seat;
  const deadline = state.turn_deadline ? Date.parse(state.turn_deadline) : null;
  const timeLeft = deadline === null ? null : Math.max(0, (deadline - now) / (state.turn_seconds * 1000));
  const handSizes = (view.hand_sizes as number[] | undefined) ?? [];
  const bidWinner = ui.bidWinner(view);
  const teams = teamsOf(
    games?.find((game) => game.id === state.game),
    state.scores.length,
    state.seats.length,
  );
  const labels = sideLabels(teams, state.seats, t);
  const mySide = state.your_seat === null ? null : sideOf(state.your_seat, teams);
  const mySeat = state.seats.find((seat) => seat.seat === state.your_seat);

  const act = async (action: Action) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const answer = await request<MatchState>("POST", `/api/matches/${id}/actions`, {
        body: { action, expected_seq: state.seq },
        idempotencyKey: newKey(),
      });
      if (answer.data) accept(answer.data, answer.etag);
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : String(failure));
      poller.current?.now();
    } finally {
      sending.current = false;
    }
  };

  const rematch = async () => {
    try {
      const room = await post<Room>(`/api/rooms/${state.room}/rematch`);
      if (room.match_id) navigate(`/m/${room.match_id}`);
    } catch (failure) {
      toast(failure instanceof ApiError ? failure.message : String(failure));
    }
  };

  const lastTrick = state.last_trick ?? view.tricks?.[view.tricks.length - 1] ?? null;
  const turnText =
    state.to_act === null ? "" : myTurn ? t("table.your_turn") : t("table.waiting_for", { name: names[state.to_act] });

  return (
    <div class={`table-screen game-${state.game}`} data-testid="table">
      <header class="top-bar">
        <div class="top-row">
          <Link href="/" class="icon-button" aria-label={t("nav.home")}>
            ←
          </Link>
          <div class="scores" role="group" aria-label="scores">
            {state.scores.map((score, side) => (
              <span key={side} class={`score side-${side}${mySide === side ? " mine" : ""}`} title={labels[side]}>
                {score}
              </span>
            ))}
            {view.target !== undefined && <span class="target">{t("table.target", { n: view.target })}</span>}
          </div>
          <div class="top-actions">
            <button
              type="button"
              class="icon-button"
              aria-label={t("table.last_trick")}
              disabled={!lastTrick}
              onClick={() => setSheet("trick")}
            >
              ⟲
            </button>
            <button
              type="button"
              class="icon-button"
              aria-label={t("table.score_sheet")}
              onClick={() => setSheet("scores")}
            >
              ☰
            </button>
          </div>
        </div>
        <ui.Status state={state} act={act} t={t} names={names} />
      </header>
      {offline && (
        <p class="banner warn" role="status">
          {t("common.offline")}
        </p>
      )}
      {mySeat?.away && state.status !== "finished" && (
        <p class="banner">
          {t("table.you_are_away")}{" "}
          <button
            type="button"
            class="button small"
            onClick={() => post<MatchState>(`/api/matches/${id}/return`).then((next) => accept(next, null))}
          >
            {t("table.come_back")}
          </button>
        </p>
      )}
      <section class="cloth" aria-label="table">
        <span
          class="direction"
          role="img"
          aria-label={ui.direction === "ccw" ? t("table.direction_ccw") : t("table.direction_cw")}
        >
          {ui.direction === "ccw" ? "↺" : "↻"}
        </span>
        {state.seats.map((seat) =>
          seat.seat === state.your_seat ? null : (
            <SeatTag
              key={seat.seat}
              seat={seat}
              name={names[seat.seat]}
              spot={spot(seat.seat)}
              active={state.to_act === seat.seat}
              timeLeft={state.to_act === seat.seat ? timeLeft : null}
              dealer={view.dealer === seat.seat}
              bidWinner={bidWinner === seat.seat}
              handSize={handSizes[seat.seat] ?? null}
              t={t}
            />
          ),
        )}
        <TrickArea
          ui={ui}
          t={t}
          trick={view.trick?.cards.length ? view.trick : lastTrick}
          done={!view.trick?.cards.length}
          spotOf={spot}
        />
      </section>
      <p class={`turn-line${myTurn ? " mine" : ""}`} role="status" aria-live="polite">
        {turnText}
        {state.to_act !== null && deadline !== null && ` · ${t("table.time_left", { time: clock(deadline - now) })}`}
      </p>
      <ui.Controls state={state} act={act} t={t} names={names} />
      {state.your_seat === null ? (
        <p class="hint">{t("table.spectating")}</p>
      ) : (
        <PlayerHand ui={ui} state={state} act={act} t={t} />
      )}
      {sheet === "trick" && lastTrick && (
        <TrickSheet
          ui={ui}
          t={t}
          trick={lastTrick}
          names={names}
          onClose={() => setSheet(null)}
          title={t("table.last_trick")}
        />
      )}
      {sheet === "scores" && (
        <ScoreSheet matchId={id} labels={labels} onClose={() => setSheet(null)} title={t("table.score_sheet")} />
      )}
      {state.status === "finished" && (
        <div class="overlay" role="dialog" aria-label={t("end.title")}>
          <div class="sheet end">
            <h2>{t("end.title")}</h2>
            {state.your_seat !== null && (
              <p class="result">
                {mySide !== null && state.winner?.includes(mySide) ? t("end.you_won") : t("end.you_lost")}
              </p>
            )}
            <p>{t("end.winner", { names: (state.winner ?? []).map((side) => labels[side]).join(", ") })}</p>
            <p class="final-scores">{state.scores.join(" – ")}</p>
            {state.your_seat !== null && (
              <button type="button" class="button big" onClick={rematch}>
                {t("end.play_again")}
              </button>
            )}
            <Link href={`/replay/${id}`} class="button secondary">
              {t("end.replay")}
            </Link>
            <Link href="/" class="button secondary">
              {t("nav.home")}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
