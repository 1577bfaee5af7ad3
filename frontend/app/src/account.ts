// The player's account on this device: created as a guest from a name, checked at start.
import { ApiError, get, post } from "./api";
import { getToken, setToken } from "./session";
import type { Account } from "./types";

export async function currentAccount(): Promise<Account | null> {
  if (!getToken()) return null;
  try {
    return await get<Account>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setToken(null);
      return null;
    }
    throw error;
  }
}

/**
 * How much a name field takes, in UTF-16 units as the browser counts them: the server's limit of 40 code points (it
 * counts 24 characters as a reader sees them), so that a name in Devanagari, three or so code points to a syllable,
 * is never cut short as it is typed. A longer one is refused by the server, in words.
 */
export const NAME_FIELD_LENGTH = 40;

export async function becomeGuest(displayName: string): Promise<Account> {
  const account = await post<Account>("/api/guests", { display_name: displayName });
  setToken(account.token ?? null);
  return account;
}
