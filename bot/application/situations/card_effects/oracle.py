"""A card's Oracle text read for the one plain effect it has: a spell whose whole text is "deals
3 damage to any target", "Target player loses 2 life", "Draw two cards"; a creature whose only
abilities are keywords that change nothing of the damage it deals a player. Anything else in the
text (a trigger, a choice, infect, a second effect) could decide what the engine cannot know: the
card has no plain effect, and a story that gives it one gets no verdict.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.application.answer_types import RecognisedCard

EffectKind = Literal["damage", "life_loss", "draw"]
# Who the effect reaches: "chosen" is the target the story names (any target, target player),
# "opponent" a target the story names among the caster's opponents, "opponents" each of the
# caster's opponents, "all" each player, "caster" the one who cast it.
Reach = Literal["chosen", "opponent", "opponents", "all", "caster"]


@dataclass(frozen=True)
class OracleCard:
    """A card the search recognised, with the texts the reader may use: its English name, its
    Oracle text, its Japanese name when the card data has one, and a creature's power."""

    name: str
    text: str
    ja_name: str = ""
    power: int | None = None


@dataclass(frozen=True)
class SpellEffect:
    kind: EffectKind
    amount: int | None  # None: X, the number the story gives
    reach: Reach


@dataclass(frozen=True)
class PlainCreature:
    """A creature that deals a player damage and does nothing else that could matter but, with
    lifelink, its controller's gaining that much life."""

    lifelink: bool = False


CardEffect = SpellEffect | PlainCreature

# Keywords that change nothing of the damage a creature deals a player, nor anything else the
# engine plays (evasion, combat against creatures, protection of the creature itself). Lifelink,
# infect, toxic, double strike and every triggered ability are not among them.
_HARMLESS_KEYWORDS = frozenset(
    "flying reach vigilance haste menace trample deathtouch defender intimidate fear shadow "
    "horsemanship skulk hexproof shroud indestructible changeling devoid wither".split()
)
_HARMLESS_FORMS = re.compile(
    r"first strike|protection from [a-z]+(?: and from [a-z]+)?|ward \{\d+\}|[a-z]+walk"
    r"|can't block"
)
# Ways to cast a spell that change nothing of what it does once cast.
_CASTING_KEYWORDS = re.compile(r"(?:suspend|flashback|madness|miracle)\b.*|split second")
_COST_LINE = re.compile(r"this spell costs .+ (?:less|more) to cast[^.]*\.")
_REMINDER = re.compile(r"\s*\([^)]*\)")
_WORDS = {
    word: value
    for value, word in enumerate("zero one two three four five six seven eight nine ten".split())
}
_AMOUNT = r"(?P<n>\d+|x)"
_COUNT = r"(?P<n>a|one|two|three|four|five|six|seven|eight|nine|ten|x)"
_PLAYER_REACH: dict[str, Reach] = {
    "any target": "chosen",
    "target player": "chosen",
    "target player or planeswalker": "chosen",
    "target opponent": "opponent",
    "target opponent or planeswalker": "opponent",
    "each opponent": "opponents",
    "each player": "all",
    "you": "caster",
    "": "caster",
}
_WHOM = "|".join(sorted((re.escape(k) for k in _PLAYER_REACH if k), key=len, reverse=True))
_EFFECTS: tuple[tuple[EffectKind, re.Pattern[str]], ...] = (
    ("damage", re.compile(rf"~ deals {_AMOUNT} damage to (?P<r>{_WHOM})\.")),
    (
        "damage",
        # Fireball's one target: the story tells the one player it reached.
        re.compile(
            rf"~ deals {_AMOUNT} damage divided evenly, rounded down, among (?P<r>any) number"
            r" of targets\."
        ),
    ),
    ("life_loss", re.compile(rf"(?:(?P<r>{_WHOM}) )?loses? {_AMOUNT} life\.")),
    ("draw", re.compile(rf"(?:(?P<r>{_WHOM}) )?draws? {_COUNT} cards?\.")),
)


def plain_effect(card: OracleCard) -> CardEffect | None:
    """The card's one plain effect, or None when its text says anything else (or is cut short:
    the search shows a long text cut, and what was cut could matter)."""
    if card.text.endswith("…"):
        return None
    lines = [_line(line, card.name) for line in card.text.split("\n")]
    lines = [line for line in lines if line and not _COST_LINE.fullmatch(line)]
    keywords = [_keywords(line) for line in lines]
    if all(found is not None for found in keywords):
        return PlainCreature(lifelink=any("lifelink" in found for found in keywords if found))
    effects = [line for line in lines if not _CASTING_KEYWORDS.fullmatch(line)]
    return _spell_effect(effects[0]) if len(effects) == 1 else None


def _line(line: str, name: str) -> str:
    text = _REMINDER.sub("", line).strip().lower()
    return text.replace(name.lower(), "~") if name else text


def _keywords(line: str) -> list[str] | None:
    """The line's keywords, when it holds only keywords that leave a creature plain."""
    parts = [part.strip() for part in re.split(r"[,;]", line)]
    plain = all(
        part in _HARMLESS_KEYWORDS or part == "lifelink" or _HARMLESS_FORMS.fullmatch(part)
        for part in parts
    )
    return parts if plain else None


def _spell_effect(line: str) -> SpellEffect | None:
    for kind, pattern in _EFFECTS:
        found = pattern.fullmatch(line)
        if found is None:
            continue
        reach = _PLAYER_REACH.get(found.group("r") or "", "chosen")  # "any" number of targets
        amount = found.group("n")
        value = None if amount == "x" else 1 if amount == "a" else _WORDS.get(amount)
        return SpellEffect(kind, int(amount) if amount.isdigit() else value, reach)
    return None


def oracle_cards(cards: Sequence[RecognisedCard]) -> tuple[OracleCard, ...]:
    """The recognised cards that come with their Oracle text (`name` is "日本語名/English name"
    when the card data has a Japanese name)."""
    found = []
    for card in cards:
        if "text" not in card:
            continue
        english = card["ref"].removeprefix("card:")
        japanese = card["name"].removesuffix(f"/{english}") if "/" in card["name"] else ""
        power = card.get("power", "")
        found.append(
            OracleCard(
                english,
                card["text"],
                japanese if japanese != english else "",
                int(power) if power.isdigit() else None,
            )
        )
    return tuple(found)
