"""The English structure reader's lexicon (english.py): each verb's class, the units an amount
is counted in, and the words that frame, negate or put a clause out of the lexicon's reach.
"""

from __future__ import annotations

import re

VERBS: dict[str, str] = {}
for _cls, _words in {
    "lose": "lose loses lost losing pay pays paid paying",
    "drain": "drain drains drained",
    "gain": "gain gains gained gaining heal heals healed",
    "take": "take takes took taken taking suffer suffers suffered eat eats ate receive receives"
    " received",
    "deal": "deal deals dealt dealing hit hits hitting swing swings swung attack attacks attacked"
    " bolt bolts bolted burn burns burned burnt ping pings pinged shock shocks shocked zap zaps"
    " zapped smack smacks smacked punch punches punched fireball fireballs fireballed connect"
    " connects connected",
    "become": "go goes went drop drops dropped fall falls fell putting puts down",
    "draw": "draw draws drew drawn drawing",
    "concede": "concede concedes conceded conceding scoop scoops scooped forfeit forfeits"
    " forfeited",
    "remove": "destroy destroys destroyed kill kills killed exile exiles exiled murder murders"
    " murdered bounce bounces bounced remove removes removed sacrifice sacrifices sacrificed sac"
    " sacs sacced",
    "dies": "dies died leaves left",
    "cast": "cast casts resolve resolves resolved",
    "have": "have has had control controls controlled got run runs running own owns with hold"
    " holds holding",
}.items():
    for _word in _words.split():
        VERBS[_word] = _cls
UNITS = {
    "life": "life",
    "poison": "poison",
    "damage": "damage",
    "dmg": "damage",
    "health": "life",
    "hp": "life",
    "card": "cards",
    "cards": "cards",
}
SKIP_TO_UNIT = frozenset(
    {"more", "points", "point", "pts", "pt", "of", "additional", "extra", "combat", "infect"}
    | {"noncombat"}
)
NEGATIONS = frozenset({"not", "never", "no", "without", "don't", "didn't", "doesn't", "won't",
                        "can't", "cannot", "isn't", "wasn't", "nothing", "none"})  # fmt: skip
ZONES = {
    "library": "library_is",
    "deck": "library_is",
    "hand": "hand_is",
    "graveyard": "graveyard_is",
}
# A zone's count told with a noun of counting after the zone ("library size 0").
COUNT_NOUNS = frozenset({"size", "count", "total"})
LEAVE_TO = {"exile": "exiled", "exiles": "exiled", "exiled": "exiled", "bounce": "bounced",
             "bounces": "bounced", "bounced": "bounced"}  # fmt: skip
# Words that make a clause about something the lexicon does not read (the stack, combat's
# details, commander damage, a subgame): a phrase pattern reads those or nothing does.
OUT_OF_REACH = frozenset(
    "commander commanders subgame main half rounded double doubled each every per turn turns"
    " instead prevent prevented would could might if".split()
)


PRONOUNS = frozenset({"he", "she", "him", "her"})
# What may follow an amount of damage told with no unit ("take 3 from …", "hit me for 3").
AFTER_AMOUNT = frozenset(
    "from to by with more points point damage dmg combat this that in at on and then but so"
    " each again too instead unblocked total overall altogether over earlier already".split()
)


PASSIVE = frozenset("get gets got getting was were am is are been being".split())
SWINGS = frozenset(
    "swing swings swung attack attacks attacked connect connects connected hit hits".split()
)
# Verbs that make another do what follows ("I make them draw 3").
CAUSATIVES = frozenset("make makes made making force forces forced forcing let lets".split())
# A blow's source told by its size after the amount ("take 3 from a 3/3", "hit me with his 4/4
# for 4", "got hit by 2 2/2s for 4"): the size describes the source and counts nothing the
# engine plays, one word and no number (with the "with" before it, which then has nothing). A
# size before the verb ("my 3/3 takes 2") stays numbers.
SOURCE_SIZE = re.compile(
    r"\b(?:from |by |(?P<with>with ))(?:(?:a|an|the|his|her|their|its|my|other|another"
    r"|⟨[a-z0-9]+⟩'s) )*(?:[a-z]+ ){0,2}(?P<size>(?:\d+ )?[+-]?\d+/[+-]?\d+s?)(?![\w/])"
)
# "this turn I took 5": when, which the order the story tells already says.
NOW = frozenset({"this", "that", "same"})
# "has Platinum Angel in hand": a card had in a zone other than the battlefield.
ZONES_HELD_IN = frozenset({"hand", "graveyard", "library", "deck", "exile", "yard", "grip"})
_IN_PLAY = frozenset({"out", "play", "battlefield", "board", "field"})


def held_elsewhere(words: set[str], verb: str) -> bool:
    """Whether a card "had" is told in another zone than play ("has Platinum Angel in hand"),
    or "held" with no word of play ("I was holding Platinum Angel": in a hand, likely)."""
    return bool(words & ZONES_HELD_IN) or (verb.startswith("hold") and not words & _IN_PLAY)


# "cast a spell that deals 2": the spell is the means; what it does is the event.
MEANS = re.compile(
    r"\b(?:cast|casts|resolve|resolves|resolved|play|plays|played) (?:a |an |some )?"
    r"(?:spell|something|card|instant|sorcery|effect)s?(?: (?:that|which)\b|(?= dealing\b))"
)

# "concedes on my turn", "scoops during his upkeep": when, which the order the story tells
# already says (an end of turn, whose losses the engine times, is no such phrase).
WHEN = re.compile(
    r" (?:on|during) ⟨[a-z0-9]+⟩'s (?:own )?(?:turn|upkeep|combat(?: step| phase)?|end step"
    r"|draw step|(?:first |second )?main phase)(?=[,.;!?]|$)"
)

# "I lose 3 to my own spell", "lost 3 life to a drain": what caused a loss of life, no target.
CAUSE = re.compile(
    r" (?:to|from|off|via) (?:an?|the|his|her|their|my|some|that|this|another|⟨[a-z0-9]+⟩'s)"
    r"(?: own)?"
    r"(?: [a-z]+){1,2}(?=[,.;!?]|$)"
)
LOST = re.compile(r"\b(?:lose|loses|lost|losing|pay|pays|paid|paying)\b")
