// A French card's name in the player's language ("ace of spades", "schoppen aas", "हुकुम का इक्का").
import type { MessageKey, Translate } from "../i18n";

export function frenchLabel(card: string, t: Translate): string {
  if (!card) return t("card.face_down");
  const rank = t(`card.rank.${card[0]}` as MessageKey);
  const suit = t(`card.suit.${card[1]}` as MessageKey);
  return t(card[0] === "Q" ? "card.name.Q" : "card.name", { rank, suit });
}
