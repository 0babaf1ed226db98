"""A card's Oracle text read for the one plain effect it has: a spell whose whole text is "deals
3 damage to any target", "Target player loses 2 life", "Draw two cards", "You gain 7 life",
"Target player gets two poison counters", or a drain ("Target player loses 3 life and you gain 3
life"); a creature whose only abilities are keywords that change nothing of the damage it deals a
player, or one of lifelink, infect, toxic and double strike, which change it in a way the engine
plays. Anything else in the text (a trigger, a choice, a condition, a second effect of another
kind) could decide what the engine cannot know: the card has no plain effect, and a story that
gives it one gets no verdict.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from bot.application.answer_types import RecognisedCard

EffectKind = Literal[
    "damage", "life_loss", "draw", "life_gain", "poison", "destroy", "exile", "bounce"
]
REMOVALS = frozenset({"destroy", "exile", "bounce"})
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
class Then:
    """A second part of the effect, one the engine plays as well: "and you gain 3 life" (the
    caster), "and loses 2 life" (the player the first part reached)."""

    kind: EffectKind
    amount: int | None  # None: X, the story's number, as the first part's
    whom: Literal["caster", "same"]


@dataclass(frozen=True)
class SpellEffect:
    """The effect of a spell: its kind, how much and whom it reaches. A removal ("Destroy
    target creature.") has no amount: it reaches the permanent the story names, of one of the
    card types in `permanents` (none when the text restricts it further: "nonblack")."""

    kind: EffectKind
    amount: int | None  # None: X, the number the story gives
    reach: Reach
    then: Then | None = None
    permanents: frozenset[str] = frozenset()

    @property
    def drain(self) -> bool:
        """The caster gains as much life as the first part dealt or took."""
        return self.then is not None and self.then.kind == "life_gain"


@dataclass(frozen=True)
class PlainCreature:
    """A creature that deals a player damage and does nothing else that could matter but one
    keyword the engine plays with the blow: lifelink (its controller gains as much life), infect
    (poison counters instead of damage), toxic N (N poison counters besides the damage) or double
    strike (its power dealt twice)."""

    lifelink: bool = False
    infect: bool = False
    toxic: int = 0
    double_strike: bool = False


CardEffect = SpellEffect | PlainCreature

# Keywords that change nothing of the damage a creature deals a player, nor anything else the
# engine plays (evasion, combat against creatures, protection of the creature itself). Lifelink,
# infect, toxic and double strike change it (_CHANGING, one of them at most); poisonous and every
# other triggered ability are not among them.
_HARMLESS_KEYWORDS = frozenset(
    "flying reach vigilance haste menace trample deathtouch defender intimidate fear shadow "
    "horsemanship skulk hexproof shroud indestructible changeling devoid wither".split()
)
_HARMLESS_FORMS = re.compile(
    r"first strike|protection from [a-z]+(?: and from [a-z]+)?|ward \{\d+\}|[a-z]+walk"
    r"|can't block|~ can't block\.|~ can't be blocked\."
)
_CHANGING = re.compile(r"lifelink|infect|double strike|toxic (?P<n>\d+)")
# Ways to cast a spell (or to cycle it instead) that change nothing of what it does once cast.
_CASTING_KEYWORDS = re.compile(
    r"(?:suspend|flashback|madness|miracle)\b.*|split second|convoke|delve|improvise"
    r"|(?:basic )?[a-z]*cycling(?: \{[^}]+\})+"
)
_COST_LINE = re.compile(r"(?:this spell|~) costs .+ (?:less|more) to cast[^.]*\.")
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
_TYPE = r"(?:creature|artifact|enchantment|land|planeswalker|permanent)"
_PERMANENT = (
    rf"(?P<m>(?:non[a-z]+|tapped|attacking|blocking) )?(?P<t>{_TYPE}(?:,? (?:or )?{_TYPE})*)"
)
# The caster gaining what the first part took: "and you gain 3 life", the same number.
_DRAIN = r"(?: and you gain (?P<d>\d+|x) life)?"
_EFFECTS: tuple[tuple[EffectKind, re.Pattern[str]], ...] = (
    ("damage", re.compile(rf"~ deals {_AMOUNT} damage to (?P<r>{_WHOM}){_DRAIN}\.")),
    (
        "damage",
        # Fireball's one target: the story tells the one player it reached.
        re.compile(
            rf"~ deals {_AMOUNT} damage divided evenly, rounded down, among (?P<r>any) number"
            r" of targets\."
        ),
    ),
    ("life_loss", re.compile(rf"(?:(?P<r>{_WHOM}) )?loses? {_AMOUNT} life{_DRAIN}\.")),
    (
        "draw",
        # Sign in Blood: "and loses 2 life", the same player.
        re.compile(
            rf"(?:(?P<r>{_WHOM}) )?draws? {_COUNT} cards?"
            r"(?: and (?:you )?loses? (?P<l>\d+|x) life)?\."
        ),
    ),
    ("life_gain", re.compile(rf"(?:(?P<r>{_WHOM}) )?gains? {_AMOUNT} life\.")),
    ("poison", re.compile(rf"(?P<r>{_WHOM}) gets? {_COUNT} poison counters?\.")),
    # A permanent destroyed, exiled or returned to its owner's hand: the story tells which.
    ("destroy", re.compile(rf"destroy target {_PERMANENT}\.")),
    ("exile", re.compile(rf"exile target {_PERMANENT}\.")),
    ("bounce", re.compile(rf"return target {_PERMANENT} to its owner's hand\.")),
)


def plain_effect(card: OracleCard) -> CardEffect | None:
    """The card's one plain effect, or None when its text says anything else (or is cut short:
    the search shows a long text cut, and what was cut could matter)."""
    if card.text.endswith("…"):
        return None
    lines = text_lines(card)
    lines = [line for line in lines if line and not _COST_LINE.fullmatch(line)]
    # A way to cast a creature (suspend, madness) changes nothing of the creature once cast.
    keywords = [_keywords(line) for line in lines if not _CASTING_KEYWORDS.fullmatch(line)]
    # A text of reminders only is a basic land's ("({T}: Add {R}.)"), not a vanilla creature's.
    if all(found is not None for found in keywords) and (lines or not card.text.strip()):
        return _creature([part for found in keywords if found for part in found])
    effects = [line for line in lines if not _CASTING_KEYWORDS.fullmatch(line)]
    return _spell_effect(effects[0]) if len(effects) == 1 else None


def text_lines(card: OracleCard) -> list[str]:
    """The card's lines as its effects are read: lower case, reminders dropped, its own name
    "~"."""
    return [_line(line, card.name) for line in card.text.split("\n")]


def _line(line: str, name: str) -> str:
    text = _REMINDER.sub("", line).strip().lower()
    return text.replace(name.lower(), "~") if name else text


def _keywords(line: str) -> list[str] | None:
    """The line's keywords, when it holds only keywords that leave a creature plain."""
    parts = [part.strip() for part in re.split(r"[,;]", line)]
    plain = all(
        part in _HARMLESS_KEYWORDS or _HARMLESS_FORMS.fullmatch(part) or _CHANGING.fullmatch(part)
        for part in parts
    )
    return parts if plain else None


def _creature(keywords: list[str]) -> PlainCreature | None:
    """The plain creature of these keywords; None with more than one keyword that changes its
    blow (lifelink and infect together: the engine plays each alone)."""
    changing = [found for part in keywords if (found := _CHANGING.fullmatch(part))]
    if len(changing) > 1:
        return None
    word = changing[0].group() if changing else ""
    toxic = changing[0].group("n") if changing else None
    return PlainCreature(
        lifelink=word == "lifelink",
        infect=word == "infect",
        toxic=int(toxic) if toxic else 0,
        double_strike=word == "double strike",
    )


def _spell_effect(line: str) -> SpellEffect | None:
    for kind, pattern in _EFFECTS:
        found = pattern.fullmatch(line)
        if found is None:
            continue
        parts = found.groupdict()
        if kind in REMOVALS:
            # "nonblack creature": which permanents it may reach is not the types alone
            kinds = frozenset() if parts["m"] else frozenset(re.findall(_TYPE, parts["t"]))
            return SpellEffect(kind, None, "chosen", permanents=kinds)
        reach = _PLAYER_REACH.get(parts.get("r") or "", "chosen")  # "any" number of targets
        value = _number(parts["n"]) if parts.get("n") else None
        then = None
        if parts.get("d") is not None:
            if _number(parts["d"]) != value:
                return None  # gains another amount than it took
            then = Then("life_gain", value, "caster")
        elif parts.get("l") is not None:
            lost = _number(parts["l"])
            if (lost is None) != (value is None):
                return None  # X cards and a fixed loss, or the other way round
            then = Then("life_loss", lost, "same")
        return SpellEffect(kind, value, reach, then)
    return None


def _number(word: str) -> int | None:
    """A number in digits or words; None for X."""
    if word.isdigit():
        return int(word)
    return None if word == "x" else 1 if word == "a" else _WORDS.get(word)


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
