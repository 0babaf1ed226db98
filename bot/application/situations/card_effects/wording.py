"""What a told card did, in words the phrase patterns read: the players its Oracle effect reached
and how much (`parts`), worded as the story would have told it ("⟨they⟩ deal 3 damage to ⟨you⟩
and ⟨they⟩ gain 3 life", 「⟨you⟩が毒カウンターを2個得た」).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.application.situations.card_effects.oracle import (
    REMOVALS,
    CardEffect,
    PlainCreature,
    SpellEffect,
)
from bot.application.situations.model import Lang


@dataclass(frozen=True)
class Part:
    kind: str  # a key of _WORDED
    player: str  # whom it reaches (the one who gains, for a gain)
    amount: int


@dataclass(frozen=True)
class Told:
    """Who cast it, whom it reached, the story's number, and what the words said it did beyond
    a spell cast or a blow: a gain by the caster ("I gained 7 off …"), a drain."""

    caster: str | None
    target: str | None
    number: str | None
    gained: bool = False
    drained: bool = False


_US = frozenset({"you", "team", "teammate"})


def parts(effect: CardEffect | None, told: Told, power: int | None) -> tuple[Part, ...] | None:
    """The effect's parts as the words settle them, or None when they do not (the target or
    the amount open, or the words telling what the text does not do). A removal is never
    rewritten: the story's own words tell which permanent left."""
    if isinstance(effect, PlainCreature):
        return _blow(effect, told, power)
    if not isinstance(effect, SpellEffect) or effect.kind in REMOVALS:
        return None
    if (told.drained and not effect.drain) or (told.gained and effect.kind != "life_gain"):
        return None
    amount = effect.amount if effect.amount is not None else _int(told.number)
    target = _reached(effect, told.caster, told.target)
    if amount is None or target is None:
        return None
    if effect.kind == "damage" and told.caster is None:
        return None if effect.then else (Part("damage_taken", target, amount),)
    first = Part(effect.kind, target, amount)
    then = effect.then
    if then is None:
        return (first,)
    whom = told.caster if then.whom == "caster" else target
    if whom is None:
        return None  # who gains is not told
    return first, Part(then.kind, whom, then.amount if then.amount is not None else amount)


def _reached(effect: SpellEffect, caster: str | None, target: str | None) -> str | None:
    """The player the effect reaches, as the words and its reach settle it."""
    if effect.reach == "opponents":
        # Each of the asker's opponents, or of a caster's in a story of two players ("they").
        reached = {"you": "opponents", "they": "you"}.get(caster or "")
        return reached if target in (None, reached) else None
    if effect.reach == "all":
        return "all" if target is None else None
    if effect.reach == "caster":
        return caster if target in (None, caster) else None
    if effect.reach == "opponent" and (caster is None or (caster in _US) == (target in _US)):
        return None
    return target


def _blow(effect: PlainCreature, told: Told, power: int | None) -> tuple[Part, ...] | None:
    """A creature's blow: the damage the story tells, else its power (twice over with double
    strike, and then a number told must be that); with lifelink, its controller's gaining as
    much, so the controller must be named; with infect, poison counters instead."""
    number = _int(told.number)
    if effect.double_strike:
        twice = 2 * power if power is not None else None
        if twice is None or number not in (None, twice):
            return None  # one strike's damage or both: the words do not say
        number = twice
    elif number is None:
        number = power or None  # the card data's power, when it has one
    target, caster = told.target, told.caster
    if target is None or number is None or told.gained or told.drained:
        return None
    if effect.infect:
        return (Part("poison", target, number),)
    if effect.lifelink:
        return None if caster is None else (Part("lifelink", target, number),)
    hit = Part("damage" if caster else "damage_taken", target, number)
    return (hit, Part("poison", target, effect.toxic)) if effect.toxic else (hit,)


def _int(number: str | None) -> int | None:
    return int(number) if number else None


_WORDED = {
    "en": {
        "damage": "⟨{q}⟩ deal {n} damage to ⟨{p}⟩",
        "damage_taken": "⟨{p}⟩ take {n} damage",
        "life_loss": "⟨{p}⟩ lose {n} life",
        "draw": "⟨{p}⟩ draw {n} cards",
        "lifelink": "⟨{q}⟩ hit ⟨{p}⟩ for {n} and ⟨{q}⟩ gain {n} life",
        "life_gain": "⟨{p}⟩ gain {n} life",
        "poison": "⟨{p}⟩ get {n} poison counters",
    },
    "ja": {
        "damage": "⟨{q}⟩から⟨{p}⟩が{n}点のダメージを受け{tail}",
        "damage_taken": "⟨{p}⟩が{n}点のダメージを受け{tail}",
        "life_loss": "⟨{p}⟩がライフを{n}点失っ{tail}",
        "draw": "⟨{p}⟩がカードを{n}枚引い{tail}",
        "lifelink": "⟨{q}⟩から⟨{p}⟩が{n}点のダメージを受けて、⟨{q}⟩がライフを{n}点得{tail}",
        "life_gain": "⟨{p}⟩がライフを{n}点得{tail}",
        "poison": "⟨{p}⟩が毒カウンターを{n}個得{tail}",
    },
}


def worded(told: tuple[Part, ...], lang: Lang, caster: str | None, tail: str) -> str:
    """The parts in words, the last with the story's own tail (「た」 or 「て」)."""
    joined = "、" if lang == "ja" else " and "
    return joined.join(
        _WORDED[lang][part.kind].format(
            q=caster, p=part.player, n=part.amount, tail=tail if last else "て"
        )
        for last, part in ((i == len(told) - 1, part) for i, part in enumerate(told))
    )
