// What Ganjifa's engine adds to a seat's view: day or night and the trump, the deal's number, the captures, a dukal.
import type { MatchState, View } from "../../types";

/** The dukal being answered with discards: who led it and how many cards each other player discards. */
export interface Dukal {
  leader: number;
  size: number;
}

export interface GanjifaView extends View {
  period: "day" | "night";
  /** The trump suit's name (rama by day, krishna by night). */
  trump: string;
  deals: number;
  deal_number: number;
  /** The cards each seat has captured this deal. */
  captured: number[];
  dukal: Dukal | null;
}

export const viewOf = (state: MatchState) => state.view as GanjifaView;
