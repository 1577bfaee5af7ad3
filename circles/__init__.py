"""The circles app: families and clubs that play together, built on games and never imported by it."""
