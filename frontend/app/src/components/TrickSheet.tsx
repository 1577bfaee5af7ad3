// The last trick, who played each card and who won it; before the deal's first trick, the last of the deal before.
import { useEffect, useState } from "preact/hooks";
import { get, matchPath } from "../api";
import type { GameUi } from "../games/types";
import { useT } from "../i18n";
import type { DealResult, Trick } from "../types";
import { Sheet } from "./Sheet";

export interface TrickSheetProps {
  ui: GameUi;
  matchId: string;
  /** The deal's last finished trick, if it has one yet. */
  trick: Trick | null;
  names: string[];
  onClose: () => void;
}

export function TrickSheet({ ui, matchId, trick, names, onClose }: TrickSheetProps) {
  const t = useT();
  const [shown, setShown] = useState<Trick | null | undefined>(trick ?? undefined);
  useEffect(() => {
    if (trick) return;
    // No trick yet in this deal: the last trick of the deals before, from the score sheet's results.
    get<DealResult[]>(matchPath(matchId, "/deals"))
      .then((deals) => setShown(deals.flatMap((deal) => deal.summary.tricks ?? []).at(-1) ?? null))
      .catch(() => setShown(null));
  }, [matchId, trick]);
  return (
    <Sheet title={t("table.last_trick")} onClose={onClose}>
      {shown === null && <p class="hint">{t("table.no_trick_yet")}</p>}
      {shown && (
        <>
          <div class="trick-row">
            {shown.cards.map(([seat, piece]) => (
              <figure key={piece} class={seat === shown.winner ? "winner" : ""}>
                <ui.Piece
                  piece={piece}
                  label={t("table.played_by", { name: names[seat], card: ui.pieceLabel(piece, t) })}
                />
                <figcaption>{names[seat]}</figcaption>
              </figure>
            ))}
          </div>
          {shown.winner !== null && shown.winner !== undefined && (
            <p class="trick-sheet-winner">{t("table.trick_won_by", { name: names[shown.winner] })}</p>
          )}
        </>
      )}
    </Sheet>
  );
}
