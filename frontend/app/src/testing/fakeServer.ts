// A fake API for screen tests: answers by method and path, and keeps what was asked (with each body).
import { vi } from "vitest";

export type Reply = { status?: number; body?: unknown };
export type Routes = Record<string, Reply | ((body: unknown) => Reply)>;

export interface Asked {
  method: string;
  path: string;
  body: unknown;
}

/** Stub fetch: "GET /api/x" keys answer with their reply; the catalogue is empty unless given; else a 404. */
export function fakeServer(routes: Routes): Asked[] {
  const asked: Asked[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      asked.push({ method, path, body });
      const route = routes[`${method} ${path}`] ?? (path === "/api/games" ? { body: [] } : undefined);
      const reply = typeof route === "function" ? route(body) : route;
      if (!reply) return new Response(JSON.stringify({ code: "not_found", message: "Not found." }), { status: 404 });
      const status = reply.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(reply.body ?? {}), { status });
    }),
  );
  return asked;
}

/** A page of results as the API paginates them. */
export const page = <T>(results: T[], next: string | null = null) => ({
  count: results.length + (next ? 1 : 0),
  next,
  previous: null,
  results,
});
