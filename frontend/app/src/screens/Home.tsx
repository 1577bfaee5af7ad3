// Home: your running matches and whose turn it is, create a room, join by code.
import { useEffect, useState } from "preact/hooks";
import { Link, useLocation } from "wouter-preact";
import { type ApiError, get } from "../api";
import { Screen } from "../components/Layout";
import { seatName } from "../format";
import { gameName } from "../games";
import { useT } from "../i18n";
import type { Account, MatchSummary, Page } from "../types";

export function Home({ account }: { account: Account }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [matches, setMatches] = useState<MatchSummary[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    get<Page<MatchSummary>>("/api/me/matches?status=in_progress&page_size=50")
      .then((page) => setMatches(page.results))
      .catch((failure: ApiError) => setError(failure.message));
  }, []);
  const join = (event: Event) => {
    event.preventDefault();
    const clean = code.toUpperCase().replace(/[\s-]/g, "");
    if (clean) navigate(`/r/${clean}`);
  };
  return (
    <Screen title={t("app.name")}>
      <p class="greeting">{account.display_name}</p>
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
                <Link href={`/m/${match.id}`} class={`match-card${match.your_turn ? " your-turn" : ""}`}>
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
        <Link href="/create" class="button big">
          {t("home.create")}
        </Link>
        <form class="join-form" onSubmit={join}>
          <label>
            {t("home.join")}
            <input
              name="code"
              value={code}
              placeholder="ABC123"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={9}
              onInput={(event) => setCode((event.target as HTMLInputElement).value)}
            />
          </label>
          <button class="button secondary" type="submit">
            {t("home.join_button")}
          </button>
        </form>
      </section>
    </Screen>
  );
}
