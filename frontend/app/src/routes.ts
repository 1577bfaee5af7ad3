// The app's own addresses for a match: ids are opaque strings, so they are always encoded.
export const tablePath = (id: string) => `/m/${encodeURIComponent(id)}`;
/** A match's replay, opened at `deal` (counted from 0) when given. */
export const replayPath = (id: string, deal?: number) =>
  `/replay/${encodeURIComponent(id)}${deal === undefined ? "" : `?deal=${deal}`}`;

/** The deal a replay's address opens at (`?deal=n`, from 0); 0 when none or not a count. */
export function dealInQuery(search: string): number {
  const deal = Number(new URLSearchParams(search).get("deal") ?? "0");
  return Number.isInteger(deal) && deal >= 0 ? deal : 0;
}
export const lobbyPath = (code: string) => `/r/${encodeURIComponent(code)}`;

/**
 * A table opened from outside the app (a notification, a link) gets home under it, so that Back from a table always
 * goes home. Marked in the history entry, so that reloading the table adds nothing more.
 */
export function putHomeUnderTable(): void {
  if (!/^\/m\/[^/]+\/?$/.test(location.pathname) || history.state?.homeUnder) return;
  const here = location.pathname + location.search + location.hash;
  history.replaceState(null, "", "/");
  history.pushState({ homeUnder: true }, "", here);
}
export const circlesPath = "/circles";
export const circlePath = (id: string) => `/c/${encodeURIComponent(id)}`;
export const circleJoinPath = (code: string) => `/c/join/${encodeURIComponent(code)}`;
export const sharedPath = (token: string) => `/shared/${encodeURIComponent(token)}`;
export const statsPath = "/me/stats";
export const tournamentPath = (id: string) => `/t/${encodeURIComponent(id)}`;
export const newTournamentPath = (circleId: string) => `/c/${encodeURIComponent(circleId)}/events/new`;
