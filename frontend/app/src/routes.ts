// The app's own addresses for a match: ids are opaque strings, so they are always encoded.
export const tablePath = (id: string) => `/m/${encodeURIComponent(id)}`;
export const replayPath = (id: string) => `/replay/${encodeURIComponent(id)}`;
export const lobbyPath = (code: string) => `/r/${encodeURIComponent(code)}`;
