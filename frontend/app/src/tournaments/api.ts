// The API paths and calls of events (ids are opaque, so always encoded).
import { get, post } from "../api";
import { circleApi } from "../circles/api";
import type { DealComparison, Entry, NewTournament, Tournament, TournamentLine, TournamentList } from "./types";

const enc = encodeURIComponent;

export const tournamentApi = (id: string, rest = "") => `/api/tournaments/${enc(id)}${rest}`;

export const fetchCircleTournaments = async (circleId: string): Promise<TournamentLine[]> =>
  (await get<TournamentList>(circleApi(circleId, "/tournaments"))).tournaments;
export const fetchMyTournaments = async (): Promise<TournamentLine[]> =>
  (await get<TournamentList>("/api/me/tournaments")).tournaments;
export const createTournament = (circleId: string, body: NewTournament) =>
  post<Tournament>(circleApi(circleId, "/tournaments"), body);
export const fetchTournament = (id: string) => get<Tournament>(tournamentApi(id));

/** Enter (with a partner at a partnership event); the owner enters another `player`. */
export const enterTournament = (id: string, body: { partner?: string; player?: string }) =>
  post<Entry>(tournamentApi(id, "/entries"), body);
/** Withdraw oneself, or (the owner) an `entry`. */
export const withdrawFromTournament = (id: string, entry?: string) =>
  post<unknown>(tournamentApi(id, "/withdraw"), entry ? { entry } : {});
export const startTournament = (id: string) => post<Tournament>(tournamentApi(id, "/start"));
export const cancelTournament = (id: string) => post<Tournament>(tournamentApi(id, "/cancel"));
export const fetchDealComparison = (id: string, deal: number) =>
  get<DealComparison>(tournamentApi(id, `/deals/${deal}`));
