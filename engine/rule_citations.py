"""Rule numbers the engine cites, in the 20231117.0 numbering the MTG Wiki pages quote.

In that edition subgames are 724 and losing is 104.3 (later editions renumber subgames to 725
and 728); the bot maps numbers to other editions for display. Every constant here is checked
against the 2023-10-13 Comprehensive Rules text by the tests.

The engine may not import `rulesdb`, so it keeps its own rule-number grammar;
`tests/test_rule_number_agreement.py` holds it to agree with `rulesdb.text.rule_numbers` on every
number of the official rules files (it is narrower on purpose: no chapters, no letters l or o).
"""

from __future__ import annotations

import re
from typing import Final

# The edition whose numbering every citation uses; a simulation result names it ("rules_edition")
# so that a reader can map the numbers to the edition they want.
EDITION: Final = "20231117"

# Subrule letters skip "l" and "o" (they look like 1 and 0).
RULE_NUMBER_RE: Final = re.compile(r"^[1-9][0-9]{2}(?:\.[1-9][0-9]*[a-kmnp-z]?)?$")


def is_rule_number(text: str) -> bool:
    """True for a well-formed rule number such as `724`, `724.5` or `724.5a`."""
    return bool(RULE_NUMBER_RE.match(text))


def rule_sort_key(number: str) -> tuple[int, int, str]:
    """Orders `104.3a` < `104.3b` < `104.4` < `704.5a` < `724.2`."""
    section, _, rest = number.partition(".")
    digits = "".join(ch for ch in rest if ch.isdigit())
    letters = "".join(ch for ch in rest if ch.isalpha())
    return int(section), int(digits) if digits else -1, letters


# Game concepts
PERMANENT_OWNER = "110.2"  # owner and (default) controller of a permanent
CONTROL_CHANGE = "613.1b"
CASUAL_CARDS = "100.7"  # Un-cards: text the rules don't cover
IMPOSSIBLE = "101.3"  # the impossible part of an instruction is ignored
SIMULTANEOUS_ACTIONS = "101.4"

# Starting the game
STARTING_PLAYER = "103.1"
STARTING_LIFE = "103.4"
COMMANDER_STARTING_LIFE = "103.4c"
OPENING_HAND = "103.5"
STARTING_PLANE = "103.7"
FIRST_TURN = "103.8"
FIRST_DRAW_SKIP = "103.8a"
FIRST_DRAW_TEAM = "103.8b"
FIRST_DRAW_MULTIPLAYER = "103.8c"
# Ending the game
GAME_ENDS = "104.1"
WIN_LAST_PLAYER = "104.2a"
WIN_EFFECT = "104.2b"
WIN_LAST_TEAM = "104.2c"
LOSE_CONCEDE = "104.3a"
LOSE_LIFE = "104.3b"
LOSE_EMPTY_LIBRARY = "104.3c"
LOSE_POISON = "104.3d"
LOSE_EFFECT = "104.3e"
WIN_AND_LOSE = "104.3f"
TEAM_LOSES = "104.3g"
RANGE_OF_INFLUENCE_WIN = "104.3h"
EMPEROR_LOSES = "104.3i"
LOSE_COMMANDER_DAMAGE = "104.3j"
DRAW_ALL_LOSE = "104.4a"
DRAW_ALL_TEAMS_LOSE = "104.4d"
DRAW_MANDATORY_LOOP = "104.4b"
DRAW_EFFECT = "104.4c"
# Objects, cards, counters, damage
OWNER = "108.3"
TOKEN_OWNER = "111.2"
EMBLEM = "114.2"
LIFE_CHANGE = "119.3"
LIFE_SET = "119.5"
DAMAGE_LIFE = "120.3a"
DAMAGE_INFECT = "120.3b"
DRAW = "121.1"
DRAW_ONE_AT_A_TIME = "121.2"
DRAW_EMPTY_LIBRARY = "121.4"
DRAW_REPLACED = "121.6"
COUNTERS = "122.1"
# Zones
OWNERS_ZONE = "400.3"
NEW_OBJECT = "400.7"
STACK_RESOLVES = "405.5"
# Turn structure
EXTRA_TURNS = "500.7"
UNTAP_PHASING = "502.1"
UPKEEP_TRIGGERS = "503.1a"
COMBAT_DAMAGE = "510.2"
CLEANUP = "514.2"
CLEANUP_CHECK = "514.3a"
# Spells and abilities
CAST = "601.2"
ACTIVATE = "602.2"
TRIGGER = "603.2"
TRIGGER_TO_STACK = "603.3"
TRIGGER_APNAP = "603.3b"
MODAL_TRIGGER = "603.3c"
TRIGGER_TARGETS = "603.3d"
LEAVES_TRIGGER = "603.6c"
DELAYED_TRIGGER = "603.7"
DELAYED_ONCE = "603.7b"
STATE_TRIGGER = "603.8"
LOOK_BACK = "603.10a"
RESOLVE = "608.2"
ILLEGAL_TARGET = "608.2b"
TO_GRAVEYARD = "608.2m"
PERMANENT_RESOLVES = "608.3a"
REPLACEMENT = "614.1a"
PREVENTION = "615.1a"
REPLACE_ONCE = "614.5"
CHOOSE_REPLACEMENT = "616.1"
DEVOTION = "700.5"
LOOK_AT = "701.16d"
# Keyword actions and abilities
EXILE = "701.11a"
MILL = "701.13a"
SACRIFICE = "701.17a"
SEARCH = "701.19a"
SHUFFLE = "701.20a"
END_TURN_STACK = "720.1b"
END_TURN_SKIP = "720.1e"
PLANESWALK = "701.24b"
TRANSFORM = "701.28a"
PHASING = "702.26a"
PHASED_OUT = "702.26b"
SPLIT_SECOND = "702.61a"
# State-based actions
SBA_LOOP = "704.3"
SBA_LIFE = "704.5a"
SBA_EMPTY_LIBRARY = "704.5b"
SBA_POISON = "704.5c"
SBA_TOKEN = "704.5d"
SBA_COPY = "704.5e"
SBA_TEAM_LIFE = "704.6a"
SBA_TEAM_POISON = "704.6b"
SBA_COMMANDER_DAMAGE = "704.6c"
SBA_COMMANDER_ZONE = "704.6d"
# Copies
COPY_SPELL = "707.10"
COPY_CEASES = "707.10a"
COPY_PERMANENT_SPELL = "707.10f"
# Subgames
RESTART = "723.1"
RESTART_FIRST = "723.1a"
RESTART_CARDS = "723.2"
RESTART_FINISH = "723.4"
SUBGAME = "724.1"
SUBGAME_MAIN_GAME = "724.1a"
SUBGAME_SEPARATE = "724.1b"
SUBGAME_START = "724.2"
SUBGAME_SUPPLEMENTARY_START = "724.2a"
SUBGAME_VANGUARD_START = "724.2b"
SUBGAME_COMMANDER_START = "724.2c"
SUBGAME_SMALL_LIBRARY = "724.3"
SUBGAME_OUTSIDE = "724.4"
SUBGAME_BRING_IN = "724.4a"
SUBGAME_COUNTERS = "724.4b"
SUBGAME_END = "724.5"
SUBGAME_SUPPLEMENTARY_END = "724.5a"
SUBGAME_VANGUARD_END = "724.5b"
SUBGAME_COMMANDER_END = "724.5c"
SUBGAME_NESTED = "724.6"
# Multiplayer and variants
LEAVES_GAME = "800.4a"
CONTROL_ENDS_EXILE = "800.4c"
LEAVES_GAME_TRIGGER = "800.4d"
RANGE_OF_INFLUENCE = "801.2"
EMPEROR_TEAM_LOSES = "809.5b"
TEAM_STARTING_LIFE = "810.4"
TEAM_WINS_AND_LOSES = "810.8a"
TEAM_CONCEDES = "810.8b"
TEAM_SHARED_LIFE = "810.9"
TEAM_LIFE_READ = "810.9a"
TEAM_SHARED_POISON = "810.10"
TEAM_EXTRA_HEADS = "810.11"
PLANECHASE_STARTING_PLANE = "901.5"
PLANAR_DECK_OWNER = "901.6"
VANGUARD_OWNER = "902.6"
COMMANDER_DESIGNATION = "903.3"
COMMANDER_CAST = "903.8"
COMMANDER_TO_COMMAND_SBA = "903.9a"
COMMANDER_REPLACEMENT = "903.9b"
COMMANDER_DAMAGE = "903.10a"
ARCHENEMY_LIFE = "904.5"
SCHEME_OWNER = "904.7"

ALL_RULES: Final[tuple[str, ...]] = tuple(
    value
    for name, value in sorted(globals().items())
    if name.isupper() and isinstance(value, str) and is_rule_number(value)
)
