// A paginated list (DRF's {count, next, results}, or a bare list): the first page, then each "more" appended; reloaded on demand.
import { useEffect, useState } from "preact/hooks";
import { get } from "../api";
import { errorText } from "../errors";
import type { Translate } from "../i18n";
import type { Page } from "./types";

export interface Paged<T> {
  items: T[] | null;
  count: number;
  next: string | null;
  loading: boolean;
  error: string | null;
  more(): void;
  reload(): void;
}

/** `url` null: nothing to fetch (yet). */
export function usePaged<T>(url: string | null, t: Translate): Paged<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [count, setCount] = useState(0);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const load = async (from: string, append: boolean, live: () => boolean) => {
    setLoading(true);
    try {
      const answer = await get<Page<T> | T[]>(from);
      if (!live()) return;
      // A short list (a circle's invitations or bans) may come whole, as a bare list.
      const page = Array.isArray(answer) ? { results: answer, count: answer.length, next: null } : answer;
      setItems((before) => (append && before ? [...before, ...page.results] : page.results));
      setCount(page.count);
      setNext(page.next);
      setError(null);
    } catch (failure) {
      if (live()) setError(errorText(failure, t));
    } finally {
      if (live()) setLoading(false);
    }
  };
  useEffect(() => {
    if (url === null) return;
    let live = true;
    void load(url, false, () => live);
    return () => {
      live = false;
    };
  }, [url, round]);
  return {
    items,
    count,
    next,
    loading,
    error,
    more: () => {
      if (next) void load(next, true, () => true);
    },
    reload: () => setRound((n) => n + 1),
  };
}
