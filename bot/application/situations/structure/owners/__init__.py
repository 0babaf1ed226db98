"""Whose the permanents are that a story puts on the battlefield without saying whose: the
readings with each player controlling them, the story without them, and the words that say
whose they are in a way no reading places (readings.py)."""
