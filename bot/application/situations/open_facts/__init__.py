"""Facts a story leaves open, played every way they may be (unread_numbers/ does it for
numbers), the verdict standing only where every play gives the asker the same outcome, and
saying which fact was open (agreement.py):

- whose a clause is, no word saying it (whose.py): played with each player of the game;
- when clauses told out of order happened, an order word the engine does not read saying it
  ("before that", 「先に」: order.py): played at each point of the story.

One open fact a story (an unread number besides is refused), within bounds: at most 2 open
clauses and 4 seatings (players ** clauses), at most 6 orders, and the other plays' games
within 32 seats (agreement.MOST_OPEN_SEATS); beyond, the story is refused as before.
"""
