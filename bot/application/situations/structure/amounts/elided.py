"""Counts and totals whose noun the story says once and leaves out after ("3 cards in hand and
20 in library", "my life total is 3, my opponent's is 15"): the noun is said again where it was
left out, so that the phrase patterns read the second as they read the first. Only the noun of
the count or total right before is said again, after a comma or "and", and only for the zones
and totals a fact counts; any other word there leaves the number as it was, for the vetoes.
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

_ZONE = r"(?:library|deck|hand|graveyard)"
_OWNER = r"(?:(?:my|his|her|their|the|opponent's|opp's|[a-z]+'s) )?"
_JOIN = r"(?:,|;| and|, and|, while| while| but|, but)"
# "3 cards in hand and 20 in library": the second count's "cards".
_COUNT = re.compile(
    rf"(\bcards? (?:left )?in {_OWNER}{_ZONE}{_JOIN} (?:only )?(?:have |has |had )?-?\d+)"
    rf" (?=(?:left )?in {_OWNER}{_ZONE}\b)"
)
# "my life total is 3, my opponent's is 15": the second total's noun.
_TOTAL = re.compile(
    r"\b(?P<noun>life total|life|library|deck|hand|graveyard|poison count|poison)"
    rf" (?P<verb>is|was|'s|at|of) -?\d+(?! ?(?:cards?|damage|poison|counters?)){_JOIN}"
    r" (?P<whose>(?:my |the |their )?[a-z]+'s|mine|his|hers|theirs) (?P<again>is|was|at) (?=-?\d)"
)
_POSSESSIVE = {"mine": "my", "hers": "her", "theirs": "their"}


def _said_again(match: re.Match[str]) -> str:
    whose = match.group("whose")
    owner = _POSSESSIVE.get(whose, whose)
    kept = match.group()[: match.start("whose") - match.start()]
    return f"{kept}{owner} {match.group('noun')} {match.group('again')} "


def said_in_full(text: str, lang: Lang) -> str:
    """The text with the nouns it leaves out said again (see above); Japanese as it is."""
    if lang != "en":
        return text
    for _ in range(3):  # a list of three or four counts: each pass says one more noun
        text = _COUNT.sub(r"\1 cards ", text)
    return _TOTAL.sub(_said_again, text)
