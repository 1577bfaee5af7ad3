"""The shared search behind every game's `strong` computer player: sampled deals and playouts from them."""
