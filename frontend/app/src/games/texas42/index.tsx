// Texas 42: double-six dominoes played clockwise, the count dominoes marked so that beginners learn them.
import { DOMINO_SIZE, Domino } from "../../cards/Domino";
import type { Translate } from "../../i18n";
import type { Action } from "../../types";
import { actionLabel, defineGame } from "../generic";
import type { PieceProps } from "../types";
import { COUNT } from "./count";
import { messages, type Texas42Key } from "./messages";
import { rules } from "./rules";

// The shared `t` knows this game's words: i18n merges them in.
const words = (t: Translate) => t as Translate<Texas42Key>;

function Tile({ piece, faceDown, label }: PieceProps) {
  return <Domino tile={piece} faceDown={faceDown} marked={piece !== undefined && piece in COUNT} label={label} />;
}

/** "domino 6-4, counts 10". */
export function dominoLabel(tile: string, shared: Translate): string {
  const t = words(shared);
  const [high, low] = tile.split("-");
  const name = t("texas42.domino", { high, low });
  return tile in COUNT ? t("texas42.counts", { domino: name, n: COUNT[tile] }) : name;
}

function trumpWord(trump: Action["trump"], t: Translate<Texas42Key>): string {
  if (trump === "doubles" || trump === "notrump") return t(`texas42.trump.${trump}`);
  return t("texas42.trump.pips", { n: String(trump) });
}

export default defineGame({
  id: "texas42",
  // The one game of the four played clockwise.
  direction: "cw",
  Piece: Tile,
  size: DOMINO_SIZE,
  pieceLabel: dominoLabel,
  actionLabel(action, shared) {
    const t = words(shared);
    if (action.type === "name_trump") return t("texas42.action.name_trump", { trump: trumpWord(action.trump, t) });
    return actionLabel(action, t, (tile) => dominoLabel(tile, t));
  },
  messages,
  rules,
});
