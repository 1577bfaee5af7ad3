// The HTTP API: JSON in and out, the guest's token, errors with a code and a plain message.
import { DEVICE_HEADER, deviceId, getToken } from "./session";
import type { DealReview, Hint } from "./types";

export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface Answer<T> {
  status: number;
  data: T | null;
  etag: string | null;
}

export interface RequestOptions {
  body?: unknown;
  etag?: string | null;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: "application/json", [DEVICE_HEADER]: deviceId() };
  const token = getToken();
  if (token) headers.Authorization = `Token ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "offline", "no connection");
  }
  const etag = response.headers.get("ETag");
  if (response.status === 304) return { status: 304, data: null, etag };
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const body = (data ?? {}) as Record<string, unknown>;
    throw new ApiError(
      response.status,
      String(body.code ?? "error"),
      String(body.message ?? response.statusText),
      body,
    );
  }
  return { status: response.status, data: data as T, etag };
}

export const get = async <T>(path: string): Promise<T> => (await request<T>("GET", path)).data as T;
export const post = async <T>(path: string, body?: unknown): Promise<T> =>
  (await request<T>("POST", path, { body })).data as T;

/** An API path under a match: its id is opaque (whatever the server sends), so it is always encoded. */
export function matchPath(id: string, rest = ""): string {
  return `/api/matches/${encodeURIComponent(id)}${rest}`;
}

/** An API path under a room, by its share code. */
export function roomPath(code: string, rest = ""): string {
  return `/api/rooms/${encodeURIComponent(code)}${rest}`;
}

export function newKey(): string {
  return crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** The expert computer player's choice for the caller's turn, with a short reason (practice matches only). */
export function fetchHint(matchId: string): Promise<Hint> {
  return get<Hint>(matchPath(matchId, "/hint"));
}

/** A finished deal's moves of the caller that the expert would have made otherwise; `deal` as /deals numbers it. */
export function fetchDealReview(matchId: string, deal: number): Promise<DealReview> {
  return get<DealReview>(matchPath(matchId, `/deals/${deal}/review`));
}
