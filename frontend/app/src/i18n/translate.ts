// What looking words up takes and gives: its own module, so that the helpers beside it need not import the index.
import type { MessageKey } from "./en";

/** Looks a key up; `K` widens the shared keys with a game's own (see each game's `words`). */
export type Translate<K extends string = never> = (
  key: MessageKey | K,
  vars?: Record<string, string | number>,
) => string;
