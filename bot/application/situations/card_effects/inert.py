"""A creature whose Oracle text has nothing that bears on how a game ends: a vanilla creature, or
one whose every line is evasion or a combat keyword (flying, trample, haste, hexproof, ward {2}),
a cost that changes nothing once it is cast, a mana ability, an attack or block restriction, or
the making of creature tokens with no ability (Krenko's goblins).
Such a card takes part in a story as any creature: what the story tells it did (a blow of N, a
hit for N commander damage) is all it does, and where it is held it decides nothing.

Anything else keeps the card out (the reader refuses a story it matters in): a keyword that
changes the damage it deals (lifelink, infect, toxic, double strike, wither, deathtouch), a
trigger, an activated ability that is not a mana ability, a static ability that changes power,
life, damage, drawing or who wins ("can't lose", "prevent", "instead"), and a text cut short. A
card whose card data gives no printed power (*/*, a noncreature) is kept out as well.
"""

from __future__ import annotations

import re

from bot.application.situations.card_effects.oracle import OracleCard, text_lines

# The keywords of a creature that change nothing of the damage it deals a player, nor of a life
# total, a library or who wins. Deathtouch and wither change what it does to a creature or a
# planeswalker the story may have, lifelink, infect, toxic and double strike what it does to a
# player: none of them is here.
_INERT_KEYWORDS = frozenset(
    "flying reach vigilance haste menace trample defender intimidate fear shadow horsemanship "
    "skulk hexproof shroud indestructible changeling devoid flash partner".split()
) | {"first strike"}
_INERT_FORMS = re.compile(
    r"protection from [a-z]+(?: and from [a-z]+)?|ward \{\d+\}|[a-z]+walk|(?:partner|friends"
    r" forever)(?: with [^,;]+)?"
)
_MANA = r"(?:\{[wubrgcs0-9]\})+|one mana of any color|one mana of any type"
_COST = r"\{[^}]+\}"
_INERT_LINES = re.compile(
    # A cost to cast it or other spells ("This spell costs {X} less to cast, where ...",
    # "White spells you cast cost {1} less to cast.").
    r"(?:this spell|~) costs .+ (?:less|more) to cast[^.]*\."
    r"|(?:[a-z]+ )?spells (?:you|your opponents) cast cost \{\d+\} (?:less|more) to cast\."
    # A mana ability.
    rf"|{_COST}(?:, {_COST})*: add (?:{_MANA})\."
    # What it may attack or block.
    r"|~ (?:can't block|can't be blocked|attacks each combat if able|blocks each combat if able"
    r"|can block an additional creature each combat|can block only creatures with flying"
    r"|can't be blocked by more than one creature|can't attack)\."
    r"|~ can be your commander\."
    # Creature tokens made (Krenko's goblins): what they deal, the story tells as any blow.
    rf"|(?:{_COST}(?:, {_COST})*:|when ~ enters(?: the battlefield)?,) create (?:a|an|one|two|three"
    r"|x|\d+) [^.]*?creature tokens?(?:, where x is [^.]*)?\."
)
# ... whose tokens have no ability that could decide, and nothing else in the line could.
_DECIDING = re.compile(
    r"life|damage|poison|infect|toxic|deathtouch|wither|double|draw|library|lose|win|prevent"
    r"|instead|sacrifice|destroy|exile|return|counter|copy|with|that|it has|gets|becomes"
)
# A pump, a counter, an equipment or an aura anywhere in the story may have changed a creature's
# power: its printed power is not what it dealt, where the story does not say.
CHANGED_POWER = re.compile(
    r"\bpump\w*|(?<!poison )(?<!loyalty )(?<!time )\bcounters?\b|\bequip\w*|\baura|\benchant\w*"
    r"|\banthem|\bbuff\w*|\bboost\w*|\bgrow\w*|\bbigger|[+-]\d+/[+-]\d+|パンプ|修整|強化"
    r"|(?<!毒)(?<!忠誠)カウンター|装備|オーラ|エンチャント|大きく"
)


def inert(card: OracleCard) -> bool:
    """Whether the card is a creature with a printed power whose text bears on nothing the
    engine plays (see above)."""
    if card.power is None or card.text.endswith("…"):
        return False
    return all(not line or _keywords_only(line) or _inert_line(line) for line in text_lines(card))


def _inert_line(line: str) -> bool:
    return bool(_INERT_LINES.fullmatch(line)) and (
        "create" not in line or not _DECIDING.search(line)
    )


def _keywords_only(line: str) -> bool:
    parts = [part.strip() for part in re.split(r"[,;]", line)]
    return all(part in _INERT_KEYWORDS or _INERT_FORMS.fullmatch(part) for part in parts)
