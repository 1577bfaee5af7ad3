// What Doublehand's engine adds to a seat's view: the bid, the hidden trump, who revealed it, sar.
import type { MatchState, View } from "../../types";

export interface Trump {
  mode: "haath_par" | "kheench";
  revealed: boolean;
  card: string | null;
  suit: string | null;
}

export interface DoublehandView extends View {
  bid: { seat: number; value: number } | null;
  trump: Trump | null;
  revealer: number | null;
  unseen_cards: number;
  hands_won: number[];
  sar: { on_table: number; holder: number | null; run: number };
}

export const viewOf = (state: MatchState) => state.view as DoublehandView;
