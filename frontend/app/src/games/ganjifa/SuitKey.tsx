// The key to the ten suits on Ganjifa's rules page: each suit's card, colour and emblem, and its ranks high to low.
import type { Translate } from "../../i18n";
import { AVATAR_COLOURS, AVATARS, GanjifaCard } from "./Card";
import { REVERSED } from "./hand";
import { type GanjifaKey, words } from "./keys";

/** A suit's ranks from the highest down: Raja, Mantri, then the numbers (1 the highest in the first five suits). */
export function ranksHighToLow(suit: string): string[] {
  const numbers = Array.from({ length: 10 }, (_, index) => String(index + 1));
  return ["K", "M", ...(REVERSED.has(suit) ? numbers : numbers.reverse())];
}

export function SuitKey({ t: shared }: { t: Translate }) {
  const t = words(shared);
  return (
    <section class="ganjifa-key" data-testid="suit-key">
      <h2>{t("ganjifa.key.title")}</h2>
      <p>{t("ganjifa.key.intro")}</p>
      <ol class="ganjifa-key-list">
        {AVATARS.map((suit) => {
          const name = t(`ganjifa.suit.${suit}` as GanjifaKey);
          const emblem = t(`ganjifa.emblem.${suit}` as GanjifaKey);
          return (
            <li key={suit} data-suit={suit} style={{ "--group": AVATAR_COLOURS[suit] }}>
              <span class="ganjifa-key-card">
                <GanjifaCard piece={`${suit}:1`} label={`${name}: ${emblem}`} />
              </span>
              <span class="ganjifa-key-words">
                <span>
                  <strong>{name}</strong> · {emblem}
                </span>
                <small>
                  {t("ganjifa.key.order")}: {ranksHighToLow(suit).join(" ")}
                </small>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
