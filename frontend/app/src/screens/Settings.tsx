// Settings: display name, language, theme, card contrast, the table cloth, the speed of play, the hand's order,
// forced moves played for one; notifications; holidays; keeping one's account.
import { useState } from "preact/hooks";
import { NAME_FIELD_LENGTH } from "../account";
import { post, request } from "../api";
import { HolidaysSection } from "../components/HolidaysSection";
import { Screen } from "../components/Layout";
import { NotificationSettingsForm } from "../components/NotificationSettingsForm";
import { PlaySettingsToggle } from "../components/PlaySettingsToggle";
import { toast } from "../components/Toast";
import { errorText } from "../errors";
import { chooseLanguage, LANGUAGES, useT } from "../i18n";
import type { Speed } from "../playback";
import { type Language, setToken, type Theme } from "../session";
import { updateSettings, useSettings } from "../store";
import type { Account } from "../types";

export function Settings({ account, onAccount }: { account: Account; onAccount: (account: Account) => void }) {
  const t = useT();
  const settings = useSettings();
  const [name, setName] = useState(account.display_name);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  // Once the account has a password, changing it (or the username) takes that password too.
  const [current, setCurrent] = useState("");
  const fail = (failure: unknown) => toast(errorText(failure, t));
  const rename = async (event: Event) => {
    event.preventDefault();
    try {
      const answer = await request<Account>("PATCH", "/api/me", { body: { display_name: name } });
      if (answer.data) onAccount(answer.data);
      toast(t("settings.saved"));
    } catch (failure) {
      fail(failure);
    }
  };
  const claim = async () => {
    try {
      const body = account.is_guest ? { username, password } : { username, password, current_password: current };
      const answer = await post<Account>("/api/me/credentials", body);
      // Setting a password signs out every device, this one too: go on with the token it answers.
      setToken(answer.token ?? null);
      onAccount(answer);
      toast(t("settings.saved"));
    } catch (failure) {
      fail(failure);
    }
  };
  const login = async () => {
    try {
      const next = await post<Account>("/api/login", { username, password });
      setToken(next.token ?? null);
      onAccount(next);
      toast(t("settings.saved"));
    } catch (failure) {
      fail(failure);
    }
  };
  return (
    <Screen title={t("settings.title")}>
      <form class="stack" onSubmit={rename}>
        <label>
          {t("settings.name")}
          <input
            name="display_name"
            value={name}
            maxLength={NAME_FIELD_LENGTH}
            onInput={(event) => setName((event.target as HTMLInputElement).value)}
          />
        </label>
        <button class="button" type="submit">
          {t("common.save")}
        </button>
      </form>
      <div class="stack">
        <label>
          {t("settings.language")}
          <select
            name="language"
            value={settings.language ?? ""}
            onChange={(event) =>
              // The language's words are fetched first: until they come, the screen stays in the one it was in.
              chooseLanguage(((event.target as HTMLSelectElement).value || null) as Language | null).catch(fail)
            }
          >
            <option value="">{t("settings.language.device")}</option>
            {Object.entries(LANGUAGES).map(([code, language]) => (
              <option key={code} value={code}>
                {language.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("settings.theme")}
          <select
            value={settings.theme}
            onChange={(event) => updateSettings({ theme: (event.target as HTMLSelectElement).value as Theme })}
          >
            <option value="system">{t("settings.theme.system")}</option>
            <option value="light">{t("settings.theme.light")}</option>
            <option value="dark">{t("settings.theme.dark")}</option>
          </select>
        </label>
        <label>
          {t("settings.cloth")}
          <select
            value={settings.cloth}
            onChange={(event) => updateSettings({ cloth: (event.target as HTMLSelectElement).value as "green" })}
          >
            <option value="green">{t("settings.cloth.green")}</option>
            <option value="blue">{t("settings.cloth.blue")}</option>
            <option value="warm">{t("settings.cloth.warm")}</option>
          </select>
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={settings.fourColour}
            onChange={(event) => updateSettings({ fourColour: (event.target as HTMLInputElement).checked })}
          />
          <span>{t("settings.four_colour")}</span>
        </label>
        <label>
          {t("settings.speed")}
          <select
            name="speed"
            value={settings.speed}
            onChange={(event) => updateSettings({ speed: (event.target as HTMLSelectElement).value as Speed })}
          >
            <option value="normal">{t("settings.speed.normal")}</option>
            <option value="fast">{t("settings.speed.fast")}</option>
          </select>
        </label>
        <label class="check">
          <input
            type="checkbox"
            name="sort_hand"
            checked={settings.sortHand}
            onChange={(event) => updateSettings({ sortHand: (event.target as HTMLInputElement).checked })}
          />
          <span>{t("settings.sort_hand")}</span>
        </label>
        <label class="check">
          <input
            type="checkbox"
            name="confirm_plays"
            checked={settings.confirmPlays}
            onChange={(event) => updateSettings({ confirmPlays: (event.target as HTMLInputElement).checked })}
          />
          <span>{t("settings.confirm_plays")}</span>
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={settings.highContrast}
            onChange={(event) => updateSettings({ highContrast: (event.target as HTMLInputElement).checked })}
          />
          <span>{t("settings.high_contrast")}</span>
        </label>
        <PlaySettingsToggle />
      </div>
      <NotificationSettingsForm />
      <HolidaysSection />
      <section class="stack">
        <h2>{t("settings.keep_account")}</h2>
        <label>
          {t("settings.username")}
          <input
            value={username}
            autoComplete="username"
            onInput={(event) => setUsername((event.target as HTMLInputElement).value)}
          />
        </label>
        <label>
          {t("settings.password")}
          <input
            type="password"
            value={password}
            autoComplete="current-password"
            onInput={(event) => setPassword((event.target as HTMLInputElement).value)}
          />
        </label>
        {!account.is_guest && (
          <label>
            {t("settings.current_password")}
            <input
              type="password"
              value={current}
              autoComplete="current-password"
              onInput={(event) => setCurrent((event.target as HTMLInputElement).value)}
            />
          </label>
        )}
        <div class="row">
          <button type="button" class="button" onClick={claim}>
            {t(account.is_guest ? "settings.claim" : "settings.change")}
          </button>
          <button type="button" class="button secondary" onClick={login}>
            {t("settings.login")}
          </button>
        </div>
      </section>
    </Screen>
  );
}
