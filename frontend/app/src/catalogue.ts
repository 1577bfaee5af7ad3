// The games the server offers (GET /api/games: seats, teams, options), fetched once and shared by every screen.
import { useEffect, useState } from "preact/hooks";
import { get } from "./api";
import type { GameInfo } from "./types";

let pending: Promise<GameInfo[]> | null = null;

/** The catalogue, asked of the server once; a failed request is asked again next time. */
export function loadCatalogue(): Promise<GameInfo[]> {
  if (!pending) {
    pending = get<GameInfo[]>("/api/games").catch((failure) => {
      pending = null;
      throw failure;
    });
  }
  return pending;
}

/** The catalogue once it has come (null before), and the error if it could not be fetched. */
export function useCatalogue(): { games: GameInfo[] | null; error: string | null } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadCatalogue()
      .then((answer) => live && setGames(answer))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, []);
  return { games, error };
}

/**
 * The seats of each side, as the catalogue gives them; until it has come, seats taken in turn
 * (seat s on side s % sides), which is how every game of ours seats partners.
 */
export function teamsOf(info: GameInfo | undefined, sides: number, seats: number): number[][] {
  if (info?.teams.length) return info.teams;
  return Array.from({ length: sides }, (_, side) =>
    Array.from({ length: seats }, (_, seat) => seat).filter((seat) => seat % sides === side),
  );
}

/** The side a seat plays for. */
export function sideOf(seat: number, teams: number[][]): number {
  return teams.findIndex((team) => team.includes(seat));
}

/** Forgets the catalogue (for tests). */
export function forgetCatalogue(): void {
  pending = null;
}
