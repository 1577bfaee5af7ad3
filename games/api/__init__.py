"""The HTTP API of the games app (thin views over the service layer)."""
