"""Casual words for a player leaving a multiplayer game in the middle of something, and for
combat damage told as who hits first: "got killed on his own turn" asks 800.4j's turn without
an active player, "he had stolen my Greaves and then lost" 800.4a's control effects that end,
"my blocker kills his attacker first" 510.2's damage dealt simultaneously; the same words told
of a two-player game, of first strike or of a fight ask nothing of the kind."""

from __future__ import annotations

import pytest

from rulesdb.text.casual_words import formal_words
from rulesdb.text.normalize import fold

NO_ACTIVE_PLAYER = "that turn continues to its completion without an active player"
CONTROL_ENDS = "any effects which give that player control of any objects or players end"
DAMAGE_TO_LEFT = "If combat damage would be assigned to a player who has left the game"
AT_ONCE = "all combat damage that’s been assigned is dealt simultaneously"
CHECKED = "the game checks for any of the listed conditions for state-based actions"
ALL_LOSE = "If all the players remaining in a game lose simultaneously"


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        (
            "4 player pod, Kim got killed by my Blood Artist on her own turn, now what",
            NO_ACTIVE_PLAYER,
        ),
        ("FFA: Dan disconnected in his own main phase, is it my turn now?", NO_ACTIVE_PLAYER),
        ("edh game, Lou was eliminated during Lou's turn by a ping", NO_ACTIVE_PLAYER),
        ("3 player game, he died and we don't know whose turn is it", NO_ACTIVE_PLAYER),
        ("commander: she went down to combat damage, who passes priority?", NO_ACTIVE_PLAYER),
        ("four player game: he lost, do we finish his turn?", NO_ACTIVE_PLAYER),
        ("edh: she conceded at the start of her own turn", NO_ACTIVE_PLAYER),
        ("three of us: he died in his upkeep, does his draw step still happen?", NO_ACTIVE_PLAYER),
        ("5 player game, he scooped while he had my Ornithopter stolen", CONTROL_ENDS),
        ("in our pod I took control of her dragon, then she conceded", CONTROL_ENDS),
        ("four of us playing; he died with my land he stole with Annex", CONTROL_ENDS),
        ("3 player game, he conceded while my attackers on him were unblocked", DAMAGE_TO_LEFT),
        ("multiplayer: she died while I was attacking her, what happens", DAMAGE_TO_LEFT),
        ("my blocker kills his attacker first since I'm blocking?", AT_ONCE),
        ("in combat do both creatures deal damage to each other?", AT_ONCE),
        ("he blocked and says damage is dealt at the same time, right?", AT_ONCE),
        ("my attacker hits first because I'm attacking, right?", AT_ONCE),
        ("when does the game check if my creature died?", CHECKED),
        ("when exactly are SBAs checked?", CHECKED),
        ("we both went to 0 from the same Earthquake", ALL_LOSE),
    ],
)
def test_casual_phrases_ask_for_the_rules_words(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        # A two-player game ends with its loser: nothing of a turn that goes on.
        ("he got killed on his own turn by my Blood Artist", NO_ACTIVE_PLAYER),
        # Another player's turn: the one who left was not the active player.
        ("4 player game, he lost during my turn to my Exsanguinate", NO_ACTIVE_PLAYER),
        ("1v1, I stole his creature and then he conceded", CONTROL_ENDS),
        ("4 player game: I stole his creature with Threaten, what can I do with it", CONTROL_ENDS),
        ("he conceded while I was attacking him in our 1v1", DAMAGE_TO_LEFT),
        # First strike deals its damage first, a fight is not combat.
        ("my first strike creature attacks, who deals damage first", AT_ONCE),
        ("two creatures fight after combat, who deals damage first", AT_ONCE),
        ("combat put me at 0 but lifelink gained me life at the same time", AT_ONCE),
        ("when do I check the top card of my library?", CHECKED),
        # Everyone attacked him: he alone reached 0.
        ("he got swung at by everyone and went to 0", ALL_LOSE),
    ],
)
def test_what_is_told_of_something_else_asks_nothing(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))
