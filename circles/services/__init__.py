"""Services of the circles app: each owns its transaction and the row locks it takes."""
