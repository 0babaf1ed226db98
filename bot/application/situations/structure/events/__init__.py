"""Events told in the forms the phrase tables do not hold, read as the engine's few kinds: a
player leaving the game told by what befell them (leaving.py)."""
