"""Safety caps for untrusted scenarios (a Discord attachment is untrusted input).

Exceeding a cap is a `ScenarioError` naming the field, never a slow run or a crash.
"""

from __future__ import annotations

MAX_TEXT_CHARS = 2_000_000  # scenario text before parsing
# An integer literal, sign and prefix included: the largest value a field holds (the seed,
# 2**63 - 1) takes 19 decimal digits, 65 characters in binary. Python refuses to read decimal
# numbers over 4,300 digits, and reading one takes time quadratic in its length.
MAX_NUMBER_CHARS = 100
# Lists and mappings inside one another (a real scenario needs 6). Checked while YAML is read,
# so a file nested thousands deep stops at once: PyYAML takes time quadratic in the depth.
MAX_NESTING = 20
MAX_PLAYERS = 8
MIN_PLAYERS = 2
MAX_EVENTS = 5_000
MAX_ZONE_CARDS = 1_000  # cards in one zone of the scenario
MAX_TOTAL_CARDS = 20_000  # cards in the whole scenario
MAX_SUBGAME_DEPTH = 16  # main game is depth 0
MAX_NAME_CHARS = 100  # player and card names
MAX_TITLE_CHARS = 200
MAX_AMOUNT = 1_000_000  # damage, life, poison, counters
MAX_COUNT = 1_000  # draw, mill, exile counts
MAX_LIFE = 1_000_000
MAX_SEED = 2**63 - 1
MAX_SBA_ROUNDS = 1_000  # a state-based-action loop that never settles is a bug, not a hang
MAX_CHOICES = 10  # card names a player lists as choices for one event

# Baron Von Count's doom counter is on one of the numerals 5 … 1 (engine/cards/un_cards.py;
# tests/engine/test_un_cards.py holds the two to agree: the scenario may not import the cards)
DOOM_COUNTER_CARD = "Baron Von Count"
DOOM_NUMERALS = range(1, 6)
