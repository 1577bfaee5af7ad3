// A Ganjifa deal told in words: the trump, and how many cards each player captured (each is a point).
import type { DealResult } from "../../types";
import type { DealContext } from "../types";
import { type GanjifaKey, words } from "./keys";

interface Summary {
  trump: string | null;
  captured: number[];
}

export function dealLines(result: DealResult, { t: shared, names }: DealContext): string[] {
  const t = words(shared);
  const summary = result.summary as DealResult["summary"] & Summary;
  const lines = summary.trump
    ? [t("ganjifa.deal.trump", { suit: t(`ganjifa.suit.${summary.trump}` as GanjifaKey) })]
    : [];
  for (const [seat, n] of (summary.captured ?? []).entries()) {
    lines.push(t("ganjifa.deal.captured", { name: names[seat] ?? String(seat + 1), n }));
  }
  return lines;
}
