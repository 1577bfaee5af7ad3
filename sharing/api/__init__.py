"""The sharing app's API: thin views over `sharing.services`."""
