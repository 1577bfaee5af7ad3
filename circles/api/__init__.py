"""The circles API: thin DRF views over the services."""
