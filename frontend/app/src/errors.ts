// What went wrong, said in the player's language: the server's codes that the app knows, else its own words.
import { ApiError } from "./api";
import { lookUp, type Translate } from "./i18n";

/** A failure as the player reads it: a known code translated, no connection said so, else the server's message. */
export function errorText(failure: unknown, t: Translate): string {
  if (!(failure instanceof ApiError)) {
    return t("error.generic", { message: failure instanceof Error ? failure.message : String(failure) });
  }
  if (failure.status === 0) return t("common.offline");
  const known = lookUp(t, `error.code.${failure.code}`);
  if (known) return known;
  if (failure.status === 429) return t("error.code.throttled");
  // A message with details of its own (why a password is refused) says more than any fixed words.
  return failure.message;
}
