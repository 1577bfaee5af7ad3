// Home: seats offered in a circle, your events, your running matches and whose turn it is, play against the computer
// at once, create a room, join by code; the way to your circles and your stats.
import { useEffect, useState } from "preact/hooks";
import { Link, useLocation } from "wouter-preact";
import { get, post, roomPath } from "../api";
import { refreshBadge } from "../badge";
import { useCatalogue } from "../catalogue";
import { JoinForm } from "../components/JoinForm";
import { Screen } from "../components/Layout";
import { SeatOffers } from "../components/SeatOffers";
import { errorText } from "../errors";
import { seatName } from "../format";
import { GAME_IDS, gameName, loadGame } from "../games";
import { useT } from "../i18n";
import { circlesPath, statsPath, tablePath } from "../routes";
import type { Account, MatchSummary, MatchSummaryPage, Room, StartedMatch } from "../types";
import { TableScreen, YourEventsPart } from "./lazy";

/** A room whose empty seats take computer players at the start, started at once: one tap to a table. */
async function playNow(game: string): Promise<string> {
  // An hour a turn, as the create screen offers first: nobody waits on a person playing the computer.
  const room = await post<Room>("/api/rooms", { game, options: {}, turn_seconds: 3600, fill_with_bots: true });
  const started = await post<StartedMatch>(roomPath(room.code, "/start"));
  return started.match_id;
}

export function Home({ account }: { account: Account }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { games } = useCatalogue();
  // The first of the app's games that the server offers.
  const quick = GAME_IDS.find((id) => games?.some((offered) => offered.id === id)) ?? null;
  // Until the catalogue comes, the hint's place is kept (with the first game's words, unseen), so that what lies
  // below does not move under a thumb about to tap it.
  const hinted = quick ?? (games === null ? GAME_IDS[0] : null);
  useEffect(() => {
    get<MatchSummaryPage>("/api/me/matches?status=in_progress&page_size=50")
      .then((page) => setMatches(page.results))
      .catch((failure: unknown) => setError(errorText(failure, t)));
    void refreshBadge(); // the icon's count, as fresh as the list
  }, []);
  const start = async () => {
    if (!quick) return;
    setStarting(true);
    // The table's code and the game's module come while the room is made.
    TableScreen.preload();
    loadGame(quick).catch(() => {
      // The table says so, with a way to try again.
    });
    try {
      navigate(tablePath(await playNow(quick)));
    } catch (failure) {
      setError(errorText(failure, t));
      setStarting(false);
    }
  };
  return (
    <Screen title={t("app.name")}>
      <p class="greeting">{account.display_name}</p>
      <section class="stack">
        <button type="button" class="button big" disabled={!quick || starting} onClick={start}>
          {t("home.play_now")}
        </button>
        {hinted && (
          <p class={quick ? "hint small" : "hint small unseen"} aria-hidden={quick ? undefined : "true"}>
            {t("home.play_now_hint", { game: gameName(hinted, t) })}
          </p>
        )}
      </section>
      <SeatOffers />
      <YourEventsPart />
      <section>
        <h2>{t("home.your_matches")}</h2>
        {error && <p class="error">{error}</p>}
        {matches === null && !error && <p>{t("common.loading")}</p>}
        {matches?.length === 0 && <p class="hint">{t("home.none")}</p>}
        <ul class="match-list">
          {matches?.map((match) => {
            const waiting = match.seats.find((seat) => seat.seat === match.to_act);
            return (
              <li key={match.id}>
                <Link href={tablePath(String(match.id))} class={`match-card${match.your_turn ? " your-turn" : ""}`}>
                  <span class="match-game">{gameName(match.game, t)}</span>
                  <span class="match-turn">
                    {match.your_turn ? t("home.your_turn") : t("home.waiting_for", { name: seatName(waiting, t) })}
                  </span>
                  <span class="match-score">{match.scores.join(" – ")}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section class="stack">
        <Link href="/create" class="button big secondary">
          {t("home.create")}
        </Link>
        <JoinForm label={t("home.join")} />
      </section>
      <nav class="row home-links" aria-label={t("home.more")}>
        <Link href={circlesPath} class="button secondary">
          {t("home.circles")}
        </Link>
        <Link href={statsPath} class="button secondary">
          {t("home.stats")}
        </Link>
      </nav>
    </Screen>
  );
}
