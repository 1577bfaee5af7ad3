// The app: the account on this device, then the screens by route (all but the first ones fetched when opened).
import { useEffect, useState } from "preact/hooks";
import { Route, Switch } from "wouter-preact";
import { currentAccount } from "./account";
import { useBadge } from "./badge";
import { ToastHost } from "./components/Toast";
import { currentLanguage, useT } from "./i18n";
import { dealInQuery } from "./routes";
import { Home } from "./screens/Home";
import {
  CircleScreen as Circle,
  CircleJoinScreen as CircleJoin,
  CirclesScreen as Circles,
  CreateScreen as Create,
  HistoryScreen as History,
  LobbyScreen as Lobby,
  MeStatsScreen as MeStats,
  ReplayScreen as Replay,
  RulesScreen as Rules,
  SettingsScreen as Settings,
  SharedScreen as Shared,
  TableScreen as Table,
  TournamentScreen as Tournament,
  TournamentCreateScreen as TournamentCreate,
} from "./screens/lazy";
import { Welcome } from "./screens/Welcome";
import { useSettings } from "./store";
import type { Account } from "./types";

/** `accountCheck`: the account's check when main.tsx started it already (while the player's words came). */
export function App({ accountCheck }: { accountCheck?: Promise<Account | null> }) {
  const t = useT();
  const settings = useSettings();
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    (accountCheck ?? currentAccount()).then(setAccount).catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(() => {
    document.documentElement.lang = currentLanguage();
  }, [settings.language]);
  useBadge(Boolean(account));
  if (error) {
    return (
      <main class="welcome">
        <p class="error" role="alert">
          {t("error.generic", { message: error })}
        </p>
        <button type="button" class="button" onClick={() => location.reload()}>
          {t("common.retry")}
        </button>
      </main>
    );
  }
  if (account === undefined)
    return (
      <main class="welcome">
        <p>{t("common.loading")}</p>
      </main>
    );
  return (
    <>
      {account === null ? (
        <Switch>
          <Route path="/rules/:game?">{(params) => <Rules game={params.game} />}</Route>
          <Route path="/r/:code">{(params) => <Welcome onReady={setAccount} invitedTo={params.code} />}</Route>
          <Route path="/c/join/:code">
            {(params) => <CircleJoin code={params.code} account={null} onAccount={setAccount} />}
          </Route>
          <Route path="/shared/:token">{(params) => <Shared token={params.token} />}</Route>
          <Route>
            <Welcome onReady={setAccount} />
          </Route>
        </Switch>
      ) : (
        <Switch>
          <Route path="/">
            <Home account={account} />
          </Route>
          <Route path="/create">
            <Create />
          </Route>
          <Route path="/r/:code">{(params) => <Lobby code={params.code} account={account} />}</Route>
          <Route path="/m/:id">{(params) => <Table id={params.id} me={account.id} />}</Route>
          <Route path="/history">
            <History />
          </Route>
          <Route path="/replay/:id">
            {(params) => <Replay id={params.id} me={account.id} deal={dealInQuery(window.location.search)} />}
          </Route>
          <Route path="/rules/:game?">{(params) => <Rules game={params.game} />}</Route>
          <Route path="/circles">
            <Circles />
          </Route>
          <Route path="/c/join/:code">
            {(params) => <CircleJoin code={params.code} account={account} onAccount={setAccount} />}
          </Route>
          <Route path="/c/:id/events/new">{(params) => <TournamentCreate circleId={params.id} />}</Route>
          <Route path="/c/:id">{(params) => <Circle id={params.id} me={account.id} />}</Route>
          <Route path="/t/:id">{(params) => <Tournament id={params.id} me={account.id} />}</Route>
          <Route path="/shared/:token">{(params) => <Shared token={params.token} />}</Route>
          <Route path="/me/stats">
            <MeStats />
          </Route>
          <Route path="/settings">
            <Settings account={account} onAccount={setAccount} />
          </Route>
          <Route>
            <Home account={account} />
          </Route>
        </Switch>
      )}
      <ToastHost />
    </>
  );
}
