"""Poison counters told by the verb "poison" or by where they were put ("I get poisoned for 2
more", "he poisons me for 3", "my opponent put 10 poison counters on me", "I was poisoned up
to 9"): counters given (poison_gain) or the total they came to (poison_is). Left unread, the
word "poisoned" refused the story ("an event told as 'poisoned'"), and "put … on me" read the
counters as the one who put them ("counters told on a player who is not their holder").
"""

from __future__ import annotations

import re

from bot.application.situations.pattern_kit import Pattern, clause, table

_BE = r"(?:get|gets|got|getting|was|were|am|is|are|been|be)"
_COUNTERS = r"(?: more)?(?: poison)?(?: counters?)?"

EN: list[Pattern] = table(
    [
        (rf"{{P}} {_BE} poisoned (?:for |by )?{{N}}{_COUNTERS}", clause("poison_gain")),
        (
            rf"{{Q}} (?:poisons|poisoned|poison) {{P}} (?:for )?{{N}}{_COUNTERS}",
            clause("poison_gain"),
        ),
        (
            r"{Q} (?:put|puts|placed|places|putting) {N}(?: more)? poison(?: counters?)? on {P}",
            clause("poison_gain"),
        ),
        (rf"{{P}} {_BE} poisoned (?:up )?to {{N}}(?: poison)?(?: counters?)?", clause("poison_is")),
        # a blow from a creature with infect: its damage to a player is poison counters (702.90b)
        (
            r"{Q} (?:hits|hit|swings at|swung at|attacks|attacked) {P} with (?:an |a |his |her "
            r"|their |⟨[a-z0-9]+⟩'s )?infect (?:creature|guy|dude|attacker|critter|one) for {N}"
            r"(?: damage)?",
            clause("poison_gain"),
        ),
    ],
    words=True,
)

# Counters given to a player named with に (「私が相手に毒カウンターを2個与えた」「相手に毒を1個
# 乗せた」): that player's, from the giver; the giver must be named (who else put them?).
_GIVER = r"{Q}(?:が|は|も)、?(?:[^、。⟨⟦\d]{0,12}?で、?)?{P}に(?:さらに|追加で|もう)?"
_GIVEN = r"(?P<o>与え|乗せ|置い|盛っ)(?:た|て|ました|ます)"
JA: list[Pattern] = table(
    [
        (rf"{_GIVER}毒(?:カウンター)?を{{N}}(?:個|つ){_GIVEN}", clause("poison_gain")),
        (rf"{_GIVER}{{N}}(?:個|つ)の毒(?:カウンター)?を{_GIVEN}", clause("poison_gain")),
    ]
)


# 「2個の毒カウンターを受けた」: the count before the noun it counts, as 「3点のダメージ」 is.
_COUNT_OF_POISON = re.compile(r"(?:個|つ)の毒")
# Counters of another kind, or tokens, that a count in 個 could be of.
_OTHER_COUNTED = re.compile(r"(?<!毒)カウンター|忠誠|[+-]\d/[+-]\d|トークン|宝物|食物|血")


def poison_counted(
    text: str, after: int, before: str | None, noun_after: str | None, cls: str | None
) -> bool:
    """Whether a count in 個 is of poison counters though no 毒 stands before it: the count
    before its noun (「2個の毒カウンター」), or the noun left out where the story counts
    poison and nothing else in 個 (「毒が8個。感染で2個追加された」), received (a count
    given is to someone the clause must name; a bare one may be a total)."""
    if before is not None or text[after : after + 1] not in {"個", "つ"}:
        return False
    if noun_after == "poison":
        return bool(_COUNT_OF_POISON.match(text, after))
    return noun_after is None and cls == "take" and "毒" in text and not _OTHER_COUNTED.search(text)
