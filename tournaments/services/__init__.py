"""The tournaments app's services: they own its transactions and locks."""
