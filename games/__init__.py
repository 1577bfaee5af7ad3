"""Games: the rules engine and the service that lets people play it."""
