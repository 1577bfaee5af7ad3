// Texas 42's table parts: the bidding (biddingControls.tsx), naming trumps (naming.tsx), the suit led or, in sevens,
// the rule of the nearest to seven; the top bar's part is status.tsx.

import type { ControlsProps } from "../types";
import { bidChoices, isCall, namesTrump } from "./bidding";
import { Bidding } from "./biddingControls";
import { words } from "./keys";
import { bidText, suitName } from "./names";
import { NamingTrumps } from "./naming";
import { ledSuit } from "./suits";
import { playsMarks, viewOf } from "./view";
import "./texas42.css";

export { Status } from "./status";

/** What the others see while trumps are named: who names them (the bidder, or a splash or plunge bidder's partner). */
function NamingElsewhere({ state, t: shared, names }: ControlsProps) {
  const t = words(shared);
  const bid = viewOf(state).bid;
  if (!bid) return null;
  if (bid.contract && state.to_act !== null) {
    const contract = t(`texas42.contract.${bid.contract}`);
    return (
      <p class="hint">
        {t("texas42.naming_other_for", { name: names[state.to_act], bidder: names[bid.seat], contract })}
      </p>
    );
  }
  const n = bidText(bid, playsMarks(viewOf(state).options), shared);
  return <p class="hint">{t("texas42.naming_other", { name: names[bid.seat], n })}</p>;
}

export function Controls(props: ControlsProps) {
  const { state, act, t: shared, names } = props;
  const t = words(shared);
  const view = viewOf(state);
  const marks = playsMarks(view.options);
  const mine = state.to_act === state.your_seat && state.your_seat !== null;
  // What the player is asked comes from the legal list: calls, the trump to name, or tiles to play.
  const high = view.bid ?? null;
  if (mine && state.legal.some(isCall)) {
    return (
      <Bidding
        choices={bidChoices(state.legal, high, marks)}
        high={high}
        names={names}
        act={act}
        t={shared}
        marks={marks}
        suggested={props.suggested}
      />
    );
  }
  if (mine && state.legal.some(namesTrump)) return <NamingTrumps {...props} />;
  if (view.phase === "naming_trump") return <NamingElsewhere {...props} />;
  if (view.phase === "playing" && view.sitting_out != null && view.sitting_out === state.your_seat) {
    return <p class="hint texas42-led">{t("texas42.you_sit_out")}</p>;
  }
  if (view.phase !== "playing" || !mine) return null;
  // In sevens the nearest to seven must be played: the hand raises those, this says why.
  if (view.trump === "sevens") return <p class="hint texas42-led texas42-sevens">{t("texas42.sevens_hint")}</p>;
  // The suit led, while it is the player's turn to follow: it says why some dominoes are dimmed.
  const led = ledSuit(view.trick, view.trump, view.doubles);
  if (led === "doubles") return <p class="hint texas42-led">{t("texas42.led_doubles")}</p>;
  return led === null ? null : <p class="hint texas42-led">{t("texas42.led", { suit: suitName(led, shared) })}</p>;
}
