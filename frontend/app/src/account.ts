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

export async function becomeGuest(displayName: string): Promise<Account> {
  const account = await post<Account>("/api/guests", { display_name: displayName });
  setToken(account.token ?? null);
  return account;
}
