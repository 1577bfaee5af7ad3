// Suit symbols as shapes (so that colour is never the only signal), in a 20 by 20 box.
export const SUIT_PATHS: Record<string, string> = {
  S: "M10 1C6 6 2 9 2 12.5 2 15 4 16.5 6 16.5c1.5 0 2.6-.7 3.2-1.6C8.9 17 8.2 18.2 7 19h6c-1.2-.8-1.9-2-2.2-4.1.6.9 1.7 1.6 3.2 1.6 2 0 4-1.5 4-4C18 9 14 6 10 1z",
  H: "M10 18C6 14 1.5 11 1.5 6.5 1.5 3.5 3.8 1.5 6.2 1.5c1.7 0 3 .9 3.8 2.3.8-1.4 2.1-2.3 3.8-2.3 2.4 0 4.7 2 4.7 5 0 4.5-4.5 7.5-8.5 11.5z",
  D: "M10 1 17 10 10 19 3 10z",
  C: "M10 1.5a4 4 0 0 0-3.6 5.7A4 4 0 1 0 8.5 14c-.3 2-1 3.5-2.3 4.5h7.6c-1.3-1-2-2.5-2.3-4.5a4 4 0 1 0 2.1-6.8A4 4 0 0 0 10 1.5z",
};

export function SuitIcon({ suit, size = 16 }: { suit: string; size?: number }) {
  return (
    <svg class={`suit-icon suit-${suit}`} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
      <path d={SUIT_PATHS[suit]} fill="currentColor" />
    </svg>
  );
}
