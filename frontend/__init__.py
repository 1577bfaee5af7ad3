"""The single-page app's shell, served by Django."""
