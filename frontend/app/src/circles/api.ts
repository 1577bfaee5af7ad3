// The API paths of circles, seat offers, standings, stats and shared matches (ids are opaque, so always encoded),
// and a count of them in words.
import { get, post, request } from "../api";
import { lookUp, type Translate } from "../i18n";
import type { Circle, InvitationPreview, Joined, ShareLink } from "./types";

const enc = encodeURIComponent;

/** The server's 60 characters of a circle's name, in UTF-16 units as a field counts them, with room for Devanagari. */
export const CIRCLE_NAME_FIELD_LENGTH = 90;

export const circleApi = (id: string, rest = "") => `/api/circles/${enc(id)}${rest}`;
export const invitationApi = (code: string, rest = "") => `/api/circle-invitations/${enc(code)}${rest}`;
export const sharedApi = (token: string) => `/api/shared/${enc(token)}`;

export const patch = async <T>(path: string, body: unknown): Promise<T> =>
  (await request<T>("PATCH", path, { body })).data as T;
export const remove = async (path: string): Promise<void> => {
  await request<unknown>("DELETE", path);
};

export const fetchCircle = (id: string) => get<Circle>(circleApi(id));
export const fetchInvitation = (code: string) => get<InvitationPreview>(invitationApi(code));
export const joinCircle = (code: string, name?: string) =>
  post<Joined>(invitationApi(code, "/join"), name ? { name } : {});

/** A match's share link, made by one of its players. */
export const shareMatch = (matchId: string) => post<ShareLink>(`/api/matches/${enc(matchId)}/share`);

/** An address the server gives ("/s/TOKEN") as a whole link to send. */
export const absolute = (url: string) => new URL(url, location.origin).href;

/** A count in words: "1 member", "3 members" (a key's "_one" form for one, where the language has one). */
export function counted(t: Translate, key: string, n: number): string {
  return (n === 1 ? lookUp(t, `${key}_one`) : null) ?? lookUp(t, key, { n }) ?? String(n);
}
