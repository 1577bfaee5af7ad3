// Settings' notifications: this device's push on or off, which kinds to send, the reminder's share of a turn,
// a daily digest instead of a notice per turn, and quiet hours.
import { useEffect, useState } from "preact/hooks";
import { get, request } from "../api";
import { errorText } from "../errors";
import { currentLanguage, type Translate, useT } from "../i18n";
import { needsHomeScreen } from "../ios";
import {
  deviceTimeZone,
  disablePush,
  enablePush,
  NOTICE_KINDS,
  type NotificationSettings,
  type PushState,
  pushState,
} from "../push";
import { HomeScreenSheet } from "./HomeScreenSteps";
import { toast } from "./Toast";

/** The shares of a long turn after which a reminder may come (the server takes 10 to 95). */
export const REMINDER_PERCENTS = [10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const DEFAULT_DIGEST_HOUR = 8;

export function NotificationSettingsForm() {
  const t = useT();
  const [prefs, setPrefs] = useState<NotificationSettings | null>(null);
  const [quiet, setQuiet] = useState(false);
  const [device, setDevice] = useState<PushState | null>(null);
  const lookAtDevice = () =>
    pushState()
      .then(setDevice)
      .catch(() => setDevice("unavailable"));
  useEffect(() => {
    void lookAtDevice();
    get<NotificationSettings>("/api/me/notification-settings")
      .then((answer) => {
        setPrefs(answer);
        setQuiet(answer.quiet_start !== null);
      })
      .catch(() => setPrefs(null));
  }, []);
  if (!prefs) return null;
  const change = (next: Partial<NotificationSettings>) => setPrefs({ ...prefs, ...next });
  const save = async (event: Event) => {
    event.preventDefault();
    const body: NotificationSettings = {
      ...prefs,
      quiet_start: quiet ? (prefs.quiet_start ?? "22:00") : null,
      quiet_end: quiet ? (prefs.quiet_end ?? "07:00") : null,
      time_zone: deviceTimeZone(),
      language: currentLanguage(),
    };
    try {
      const answer = await request<NotificationSettings>("PUT", "/api/me/notification-settings", { body });
      if (answer.data) setPrefs(answer.data);
      toast(t("settings.saved"));
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };
  const turnOn = async () => {
    try {
      const answer = await enablePush();
      toast(t(answer === "on" ? "push.on" : answer === "denied" ? "push.denied" : "push.unavailable"));
    } catch {
      toast(t("push.unavailable"));
    }
    await lookAtDevice();
  };
  const turnOff = async () => {
    try {
      await disablePush();
      toast(t("push.off"));
    } catch {
      toast(t("push.unavailable"));
    }
    await lookAtDevice();
  };
  return (
    <form class="stack" onSubmit={save} aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t("settings.notifications")}</h2>
      <DevicePush device={device} turnOn={turnOn} turnOff={turnOff} t={t} />
      {NOTICE_KINDS.map((kind) => (
        <label class="check" key={kind}>
          <input
            type="checkbox"
            name={`notify_${kind}`}
            checked={prefs[kind]}
            onChange={(event) => change({ [kind]: (event.target as HTMLInputElement).checked })}
          />
          <span>{t(`settings.notify.${kind}`)}</span>
        </label>
      ))}
      <label>
        {t("settings.reminder_percent")}
        <select
          name="reminder_percent"
          value={String(prefs.reminder_percent)}
          onChange={(event) => change({ reminder_percent: Number((event.target as HTMLSelectElement).value) })}
        >
          {REMINDER_PERCENTS.map((n) => (
            <option key={n} value={String(n)}>
              {t("settings.reminder_percent_value", { n })}
            </option>
          ))}
        </select>
      </label>
      <label class="check">
        <input
          type="checkbox"
          name="digest"
          checked={prefs.digest_hour !== null}
          onChange={(event) =>
            change({ digest_hour: (event.target as HTMLInputElement).checked ? DEFAULT_DIGEST_HOUR : null })
          }
        />
        <span>{t("settings.digest")}</span>
      </label>
      {prefs.digest_hour !== null && (
        <label>
          {t("settings.digest_hour")}
          <select
            name="digest_hour"
            value={String(prefs.digest_hour)}
            onChange={(event) => change({ digest_hour: Number((event.target as HTMLSelectElement).value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {`${String(hour).padStart(2, "0")}:00`}
              </option>
            ))}
          </select>
        </label>
      )}
      <label class="check">
        <input
          type="checkbox"
          name="quiet_hours"
          checked={quiet}
          onChange={(event) => setQuiet((event.target as HTMLInputElement).checked)}
        />
        <span>{t("settings.quiet_hours")}</span>
      </label>
      {quiet && (
        <div class="row">
          <label>
            {t("settings.quiet_start")}
            <input
              type="time"
              name="quiet_start"
              value={prefs.quiet_start ?? "22:00"}
              onInput={(event) => change({ quiet_start: (event.target as HTMLInputElement).value || null })}
            />
          </label>
          <label>
            {t("settings.quiet_end")}
            <input
              type="time"
              name="quiet_end"
              value={prefs.quiet_end ?? "07:00"}
              onInput={(event) => change({ quiet_end: (event.target as HTMLInputElement).value || null })}
            />
          </label>
        </div>
      )}
      <button class="button" type="submit">
        {t("common.save")}
      </button>
    </form>
  );
}

/** This device's push: one button, the one that can do something now, or why none can. */
function DevicePush(props: { device: PushState | null; turnOn: () => void; turnOff: () => void; t: Translate }) {
  const { device, turnOn, turnOff, t } = props;
  if (device === null) return null;
  if (device === "unavailable" && needsHomeScreen()) return <HomeScreenHint t={t} />;
  if (device === "unavailable" || device === "blocked") {
    return (
      <p class="hint" data-testid="device-push">
        {t(device === "blocked" ? "push.denied" : "push.unavailable")}
      </p>
    );
  }
  return (
    <div class="row" data-testid="device-push">
      {device === "on" && <p class="hint">{t("push.on")}</p>}
      <button type="button" class="button secondary" onClick={device === "on" ? turnOff : turnOn}>
        {t(device === "on" ? "settings.notify.off_device" : "settings.notify.on_device")}
      </button>
    </div>
  );
}

/** iOS in a browser tab: notifications need the app on the Home Screen, and the steps to put it there. */
function HomeScreenHint({ t }: { t: Translate }) {
  const [open, setOpen] = useState(false);
  return (
    <div class="row" data-testid="device-push">
      <p class="hint">{t("push.ios.text")}</p>
      <button type="button" class="button secondary" onClick={() => setOpen(true)}>
        {t("push.ios.show")}
      </button>
      {open && <HomeScreenSheet onClose={() => setOpen(false)} />}
    </div>
  );
}
