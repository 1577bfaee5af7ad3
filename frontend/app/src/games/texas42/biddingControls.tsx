// Texas 42's bid buttons: a grid of numbers (30 to 42), then the wide choices: after a 42 in points the doubling
// bid, in marks the whole marks ("1 mark", "2 marks") and a splash or plunge when the server allows one.
import type { Translate } from "../../i18n";
import { suggestedClass } from "../../practice";
import type { Action } from "../../types";
import { type BidChoice, type BidChoices, bidPrompt, LIMIT_BID } from "./bidding";
import { words } from "./keys";
import { bidValue } from "./names";
import type { Bid } from "./view";

interface BiddingProps {
  choices: BidChoices;
  high: Bid | null;
  names: string[];
  act: (action: Action) => void;
  t: Translate;
  marks: boolean;
  suggested?: Action | null;
}

/** A bid too wide for the grid of numbers: a doubling bid in points, a bid in marks, a splash or a plunge. */
function WideBid({
  bid,
  marks,
  act,
  t: shared,
  suggested,
}: { bid: BidChoice } & Omit<BiddingProps, "choices" | "high" | "names">) {
  const t = words(shared);
  const { action, value, doubles, contract } = bid;
  const base = `button texas42-bid${suggestedClass(action, suggested)}`;
  if (doubles !== null) {
    return (
      <button type="button" class={`${base} doubling`} onClick={() => act(action)}>
        <strong>{t("action.bid", { n: value })}</strong> <small>{t("texas42.bid.doubles", { n: doubles })}</small>
      </button>
    );
  }
  const amount = bidValue(value, marks, shared);
  if (contract) {
    const name = t(`texas42.contract.${contract}`);
    return (
      <button
        type="button"
        class={`${base} contract`}
        data-contract={contract}
        aria-label={t("action.bid", { n: `${name} ${amount}` })}
        onClick={() => act(action)}
      >
        <strong>{name}</strong> <small>{amount}</small>
      </button>
    );
  }
  return (
    <button
      type="button"
      class={`${base} marks`}
      aria-label={t("action.bid", { n: amount })}
      onClick={() => act(action)}
    >
      {amount}
    </button>
  );
}

/** The bids the server allows: Pass and the numbers in one grid, the wider choices beneath (or beside Pass alone). */
export function Bidding({ choices, high, names, act, t: shared, marks, suggested }: BiddingProps) {
  const t = words(shared);
  const { pass } = choices;
  const isWide = (bid: BidChoice) => bid.doubles !== null || (marks && bid.value >= LIMIT_BID);
  const numbers = choices.bids.filter((bid) => !isWide(bid));
  const wide = [...choices.bids.filter(isWide), ...choices.contracts];
  const passButton = pass && (
    <button
      type="button"
      class={`button secondary texas42-pass${suggestedClass(pass, suggested)}`}
      onClick={() => act(pass)}
    >
      {t("action.pass")}
    </button>
  );
  const wideButtons = wide.map((bid) => (
    <WideBid key={`${bid.contract}${bid.value}`} bid={bid} marks={marks} act={act} t={shared} suggested={suggested} />
  ));
  const inMarks = wide.some((bid) => bid.doubles === null && bid.contract === null);
  return (
    <div class="controls texas42-bidding" role="group" aria-label={t("texas42.bidding")}>
      <p class="hint">{bidPrompt(choices, high, names, shared, marks)}</p>
      {numbers.length ? (
        <>
          <div class="bid-buttons texas42-bids">
            {passButton}
            {numbers.map(({ action, value }) => (
              <button
                type="button"
                key={value}
                class={`button texas42-bid${suggestedClass(action, suggested)}`}
                aria-label={t("action.bid", { n: value })}
                onClick={() => act(action)}
              >
                {value}
              </button>
            ))}
          </div>
          {wide.length > 0 && <div class="bid-buttons texas42-bids ladder">{wideButtons}</div>}
        </>
      ) : (
        <div class="bid-buttons texas42-bids ladder">
          {passButton}
          {wideButtons}
        </div>
      )}
      {wide.some((bid) => bid.doubles !== null) && <p class="hint small">{t("texas42.bid.doubling_help")}</p>}
      {inMarks && <p class="hint small">{t("texas42.bid.marks_help")}</p>}
      {choices.contracts.length > 0 && <p class="hint small">{t("texas42.bid.contract_help")}</p>}
    </div>
  );
}
