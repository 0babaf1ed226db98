"""Facts a story leaves open, played every way they may be (unread_numbers/ does it for
numbers): a clause whose player the words do not say (whose.py) is played with each player of
the game in turn, and the verdict stands only where every play gives the asker the same
outcome (agreement.py), saying which fact was open; more plays than the bound allows are
refused as before."""
