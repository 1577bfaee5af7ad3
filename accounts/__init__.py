"""Accounts: guests with a display name, who may later claim a username and password."""
