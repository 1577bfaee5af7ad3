"""The tournaments API: thin views over the services, and their serializers."""
