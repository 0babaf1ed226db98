"""Veto words a story's own words settle, beyond those of structure/settled.py."""
