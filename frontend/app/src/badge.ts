// The app icon's badge: how many matches wait for the player's move, where the browser has the Badging API.
import { useEffect } from "preact/hooks";
import { get } from "./api";
import type { components } from "./generated/api";

type Waiting = components["schemas"]["WaitingOut"];

type Badging = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** Show `count` on the app's icon (none at 0); nothing where the browser has no badges, and never an error. */
export async function setBadge(count: number): Promise<void> {
  const nav = (typeof navigator === "undefined" ? undefined : navigator) as Badging | undefined;
  try {
    if (count > 0 && typeof nav?.setAppBadge === "function") await nav.setAppBadge(count);
    else if (count <= 0 && typeof nav?.clearAppBadge === "function") await nav.clearAppBadge();
  } catch {
    // A browser may refuse (not installed, no permission): the badge is only a hint.
  }
}

/** Ask the server how many matches wait for the player's move, and show it on the icon; the count. */
export async function refreshBadge(): Promise<number | null> {
  try {
    const { count } = await get<Waiting>("/api/me/waiting");
    await setBadge(count);
    return count;
  } catch {
    return null; // offline or signed out: the badge stays as it was
  }
}

/** Keep the badge current while signed in: now, and whenever the app comes back to the front. */
export function useBadge(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    void refreshBadge();
    const onFront = () => {
      if (document.visibilityState !== "hidden") void refreshBadge();
    };
    window.addEventListener("focus", onFront);
    document.addEventListener("visibilitychange", onFront);
    return () => {
      window.removeEventListener("focus", onFront);
      document.removeEventListener("visibilitychange", onFront);
    };
  }, [signedIn]);
}
