"""What every app's API shares: the error body, strict JSON fields, the body parser, rate limits."""
