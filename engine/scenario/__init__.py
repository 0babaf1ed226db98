"""Scenarios: reading, validating and the typed form the rules modules run."""
