// Code and words fetched when first needed (a screen, a game's module, a language), so that a phone's first load
// carries only the first screen: each is fetched once, shared by every screen that asks, and asked again after a
// failure. A screen waiting for one shows <Waiting>.
import type { ComponentType, FunctionComponent } from "preact";
import { useEffect, useState } from "preact/hooks";
import { Waiting } from "./components/Waiting";

export interface OnDemand<T> {
  /** The thing once it has come; null before. */
  loaded(): T | null;
  /** The thing, fetched on the first call; a failed fetch is forgotten, so that the next call tries again. */
  load(): Promise<T>;
}

export function onDemand<T>(fetch: () => Promise<T>): OnDemand<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const load = () => {
    if (!pending) {
      pending = fetch().then(
        (answer) => {
          value = answer;
          return answer;
        },
        (failure: unknown) => {
          pending = null;
          throw failure;
        },
      );
    }
    return pending;
  };
  return { loaded: () => value, load };
}

/** The thing (null while it comes, or when none is asked for), and whether its fetch failed. */
export function useOnDemand<T>(item: OnDemand<T> | null): { value: T | null; failed: boolean } {
  const [, setArrivals] = useState(0);
  const [failedItem, setFailedItem] = useState<OnDemand<T> | null>(null);
  useEffect(() => {
    if (!item || item.loaded() !== null) return;
    let live = true;
    item.load().then(
      () => live && setArrivals((count) => count + 1),
      () => live && setFailedItem(item),
    );
    return () => {
      live = false;
    };
  }, [item]);
  return { value: item?.loaded() ?? null, failed: item !== null && failedItem === item };
}

export type LazyScreen<P> = FunctionComponent<P> & {
  /** Start fetching the screen's code now (when the player is about to open it). */
  preload(): void;
};

/** A screen whose code is fetched the first time it is shown. */
export function lazyScreen<P extends object>(fetch: () => Promise<ComponentType<P>>): LazyScreen<P> {
  const code = onDemand(fetch);
  const Lazy = (props: P) => {
    const { value: Loaded, failed } = useOnDemand(code);
    return Loaded ? <Loaded {...props} /> : <Waiting failed={failed} />;
  };
  return Object.assign(Lazy, {
    preload: () => {
      code.load().catch(() => {
        // Shown (with a way to try again) if the screen is opened.
      });
    },
  });
}

/** A part of a screen whose code is fetched the first time it is shown: nothing until it has come (or if it cannot). */
export function lazyPart<P extends object>(fetch: () => Promise<ComponentType<P>>): FunctionComponent<P> {
  const code = onDemand(fetch);
  return (props: P) => {
    const Loaded = useOnDemand(code).value;
    return Loaded ? <Loaded {...props} /> : null;
  };
}
