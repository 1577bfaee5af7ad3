// Shapes of the circles, seat offers, standings, stats and shared matches as the API answers them: the schema's own
// (config/openapi.yaml, turned into generated/api.d.ts by `npm run api-types`).
import type { components } from "../generated/api";

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

type Schemas = components["schemas"];

export type CircleRole = Schemas["RoleEnum"];

export type PlayerRef = Schemas["PlayerOut"];

/** GET /api/circles: one of my circles. */
export type CircleSummary = Schemas["CircleSummaryOut"];

/** GET /api/circles/{id}. */
export type Circle = Schemas["CircleOut"];

export type Member = Schemas["MemberOut"];

export type CircleMatch = Schemas["CircleMatchOut"];

export type Invitation = Schemas["InvitationOut"];

export type Ban = Schemas["BanOut"];

/** GET /api/circle-invitations/{code}: what a visitor sees before joining. */
export type InvitationPreview = Schemas["InvitationPreviewOut"];

/** POST /api/circle-invitations/{code}/join: the circle joined, and the guest (with its token) when one was made. */
export type Joined = Schemas["JoinedOut"];

export type SeatOffer = Schemas["SeatOfferOut"];

export type NewCircleMatch = Schemas["NewMatchOut"];

export type Rating = NonNullable<Schemas["StandingOut"]["rating"]>;

export type Standing = Schemas["StandingOut"];

export type Period = "all" | "year" | "month" | "week";

export type GameStats = Schemas["GameStatsOut"];

/** GET /api/me/stats. */
export type MyStats = Schemas["StatsOut"];

/** POST /api/matches/{id}/share. */
export type ShareLink = Schemas["ShareOut"];
