"""A story whose only unread words are a number no fact took: played with that number in every
role the engine models at its place (roles.py), the verdict given only where each of those
plays gives the same one (agreement.py)."""
