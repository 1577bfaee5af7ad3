// Settings' "play forced moves for me": kept on the server, which plays the move when the player's turn comes.
import { useEffect, useState } from "preact/hooks";
import { get, request } from "../api";
import { errorText } from "../errors";
import { useT } from "../i18n";
import { toast } from "./Toast";

interface PlaySettings {
  play_forced: boolean;
}

export function PlaySettingsToggle() {
  const t = useT();
  const [settings, setSettings] = useState<PlaySettings | null>(null);
  useEffect(() => {
    get<PlaySettings>("/api/me/play-settings")
      .then(setSettings)
      .catch(() => setSettings(null));
  }, []);
  if (!settings) return null;
  const change = async (play_forced: boolean) => {
    try {
      const answer = await request<PlaySettings>("PUT", "/api/me/play-settings", { body: { play_forced } });
      if (answer.data) setSettings(answer.data);
      toast(t("settings.saved"));
    } catch (failure) {
      toast(errorText(failure, t));
    }
  };
  return (
    <label class="check">
      <input
        type="checkbox"
        name="play_forced"
        checked={settings.play_forced}
        onChange={(event) => void change((event.target as HTMLInputElement).checked)}
      />
      <span>{t("settings.play_forced")}</span>
    </label>
  );
}
