"""The sharing app's services: links made, listed and revoked; consent given; what a link shows."""
