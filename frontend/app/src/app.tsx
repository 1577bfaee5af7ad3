// The app: the account on this device, then the screens by route.
import { useEffect, useState } from "preact/hooks";
import { Route, Switch } from "wouter-preact";
import { currentAccount } from "./account";
import { ToastHost } from "./components/Toast";
import { currentLanguage, useT } from "./i18n";
import { Create } from "./screens/Create";
import { History } from "./screens/History";
import { Home } from "./screens/Home";
import { Lobby } from "./screens/Lobby";
import { Replay } from "./screens/Replay";
import { Rules } from "./screens/Rules";
import { Settings } from "./screens/Settings";
import { Table } from "./screens/Table";
import { Welcome } from "./screens/Welcome";
import { useSettings } from "./store";
import type { Account } from "./types";

export function App() {
  const t = useT();
  const settings = useSettings();
  const [account, setAccount] = useState<Account | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    currentAccount()
      .then(setAccount)
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(() => {
    document.documentElement.lang = currentLanguage();
  }, [settings.language]);
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
          <Route path="/replay/:id">{(params) => <Replay id={params.id} me={account.id} />}</Route>
          <Route path="/rules/:game?">{(params) => <Rules game={params.game} />}</Route>
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
