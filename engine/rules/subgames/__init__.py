"""Subgames (724): starting one, and ending it back into the main game."""
