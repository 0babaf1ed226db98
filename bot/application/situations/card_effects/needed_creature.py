"""The creature Worship needs: "If you control a creature, damage that would reduce your life
total to less than 1 reduces it to 1 instead." Whether its controller controls a creature
decides a story of damage, so the story must tell it: a creature told beside Worship ("Worship
and a creature", 「《崇拝》とクリーチャー」; an inert creature's name reads as "creature", inert.py)
is put on the battlefield with it; "no creatures" (「クリーチャーがいない」) leaves Worship idle.
Told neither way, a story that deals its controller damage gets no verdict; nor does one that
tells more of a creature than that one word (it dying, another creature besides), which the
engine would not play on the creature it was given.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations import model as m
from bot.application.situations.card_effects.devotion import devotion_readings
from bot.application.situations.model import Situation, Unreadable
from bot.application.situations.text_normal import Normalised

WORSHIP = "Worship"
_CREATURE = {"en": re.compile(r"\bcreatures?\b"), "ja": re.compile(r"クリーチャー")}
# The creature beside Worship: coordinated with it, the one thing told with the card.
_BESIDE = {
    "en": (
        r"{w} (?:out |in play |on (?:the )?(?:battlefield|board) )?and "
        r"(?:a |an |one |1 |my |some )?(?:other )?creatures?\b",
        r"\b(?:a |an |one |1 |my )?creatures? and {w}",
        r"{w},? (?:plus|with|alongside) (?:a |an |one |1 |my )?creatures?\b",
    ),
    "ja": (r"{w}と(?:自分の|あなたの)?クリーチャー", r"クリーチャーと{w}"),
}
_NONE = {
    "en": re.compile(
        r"\bno (?:other )?creatures?\b|\bwithout (?:a |any )?creatures?\b|"
        r"\b(?:do not|don't|dont) (?:have|control) (?:a |any )?creatures?\b|\bzero creatures\b"
    ),
    "ja": re.compile(
        r"クリーチャー(?:が|は)?(?:1体も|一体も|何も)?(?:いない|いません|なし|無し|0体)"
    ),
}


def card_needs(told: list[Situation], norm: Normalised) -> list[Situation] | Unreadable:
    """Each reading with what Worship and Thassa's Oracle need of the story (devotion.py), or
    why one of them has no verdict: the verdict stands only where every reading gives it."""
    readings: list[Situation] = []
    for situation in told:
        creatured = with_needed_creature(situation, norm)
        if isinstance(creatured, Unreadable):
            return creatured
        devoted = devotion_readings(creatured, norm)
        if isinstance(devoted, Unreadable):
            return devoted
        readings.extend(devoted)
    return readings


def with_needed_creature(situation: Situation, norm: Normalised) -> Situation | Unreadable:
    """The situation with the creature the story tells beside Worship on its controller's
    battlefield, or why no verdict can rest on it."""
    held = [role for role, facts in situation.facts.items() if WORSHIP in facts.battlefield]
    cast = [
        e.player for e in situation.events if isinstance(e, m.CastAndResolve) and e.card == WORSHIP
    ]
    holders = list(dict.fromkeys([*held, *cast]))
    if not holders:
        return situation
    if any(isinstance(event, m.GainControl) for event in situation.events):
        return Unreadable("Worship's controller changes: whose creature it needs is not told")
    creatures = len(_CREATURE[norm.lang].findall(norm.text))
    beside = _told_beside(norm)
    if beside:
        if len(holders) > 1 or creatures > 1:
            return Unreadable("the story tells more of Worship's creature than the engine reads")
        facts = situation.facts.get(holders[0], m.PlayerFacts())
        told = replace(facts, creatures=(facts.creatures or 0) + 1)
        return replace(situation, facts={**situation.facts, holders[0]: told})
    if _NONE[norm.lang].search(norm.text) and creatures == 1:
        return situation  # told without a creature: Worship does nothing (its condition)
    if creatures or _matters(situation):
        return Unreadable(f"{WORSHIP} needs a creature its controller controls: none is told")
    return situation


def _told_beside(norm: Normalised) -> bool:
    if WORSHIP not in norm.cards:
        return False
    marker = re.escape(f"⟦{norm.cards.index(WORSHIP)}⟧")
    return any(re.search(shape.format(w=marker), norm.text) for shape in _BESIDE[norm.lang])


def _matters(situation: Situation) -> bool:
    """Whether something in the story may deal damage: Worship's condition may then decide."""
    return any(
        isinstance(event, (m.Damage, m.CommanderDamage, m.CastAndResolve, m.Activate))
        for event in situation.events
    )
