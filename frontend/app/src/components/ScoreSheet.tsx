// The score sheet of a match: each finished deal, what it added, and the scores after it (drawn as players tally
// them too, where the game keeps a tally).
import type { ComponentChild } from "preact";
import { useEffect, useState } from "preact/hooks";
import { get, matchPath } from "../api";
import { useT } from "../i18n";
import type { DealResult } from "../types";
import { Sheet } from "./Sheet";

interface ScoreSheetProps {
  matchId: string;
  labels: string[];
  /** A score drawn as the game's players tally it, beside the number. */
  tally?: (score: number) => ComponentChild;
  onClose: () => void;
}

export function ScoreSheet({ matchId, labels, tally, onClose }: ScoreSheetProps) {
  const t = useT();
  const [deals, setDeals] = useState<DealResult[] | null>(null);
  useEffect(() => {
    get<DealResult[]>(matchPath(matchId, "/deals"))
      .then(setDeals)
      .catch(() => setDeals([]));
  }, [matchId]);
  return (
    <Sheet title={t("table.score_sheet")} onClose={onClose}>
      <table class="score-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            {labels.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deals?.map((deal) => (
            <tr key={deal.number}>
              <td>{deal.number}</td>
              {deal.scores.map((score, side) => (
                <td key={side}>
                  {deal.summary.score_delta[side] ? `+${deal.summary.score_delta[side]} → ` : ""}
                  {score}
                  {tally?.(score)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Sheet>
  );
}
