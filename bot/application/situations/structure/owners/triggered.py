"""Whose a permanent is, told by its trigger: a card whose triggered ability fires on its
controller's own life or damage (Transcendence's "whenever you lose life" and "20 or more life",
Lich's "whenever you're dealt damage", read from the card data) told as triggering or resolving
right after a player's life changed or they were dealt damage ("I'm at 18 and gain 3 life.
Transcendence's trigger resolves.") is that player's: another player's copy would not have
triggered on it. Where nothing before it fits (no such event, or one the card's triggers do not
fire on), whose it is stays unsaid, as before (refused, or played with each seat).
"""

from __future__ import annotations

from bot.application.situations.matching import EVENT_KINDS
from bot.application.situations.pattern_kit import Clause, clause_at, sentence_around
from bot.application.situations.structure.events.triggers import KIND as RESOLVES
from bot.application.situations.structure.owners.readings import UNOWNED
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import When

# The triggers an event of its controller's fires, by the event's kind (and its sign).
_FIRES: dict[tuple[str, bool], frozenset[When]] = {
    ("damage", False): frozenset({When.YOU_ARE_DEALT_DAMAGE, When.YOU_LOSE_LIFE}),
    ("life_change", True): frozenset({When.YOU_GAIN_LIFE, When.YOU_HAVE_20_LIFE}),
    ("life_change", False): frozenset({When.YOU_LOSE_LIFE}),
    ("life_is", True): frozenset({When.YOU_HAVE_20_LIFE}),
}


def _fired(item: Clause) -> frozenset[When]:
    gained = bool(item.numbers) and item.numbers[0] > 0
    if item.kind == "life_is":
        return _FIRES[("life_is", True)] if item.numbers and item.numbers[0] >= 20 else frozenset()
    return _FIRES.get((item.kind, gained if item.kind == "life_change" else False), frozenset())


def _told_triggering(item: Clause, clauses: list[Clause], norm: Normalised) -> bool:
    """A trigger told resolving, or a card told triggering with nothing it did told after it in
    its sentence ("Transcendence triggers and I gain 10" tells the engine's own gain again: the
    trigger's effect, events/trigger_effects.py)."""
    if item.kind == RESOLVES:
        return True
    if item.kind != "controls" or item.option != UNOWNED:
        return False
    _, last = sentence_around(norm.text, item.start, item.end)
    after = any(item.end <= c.start < last and c.kind in EVENT_KINDS for c in clauses)
    return "trigger" in norm.text[item.start : item.end] and not after


def triggered_for(clauses: list[Clause], norm: Normalised) -> list[Clause]:
    """The attributed clauses with a holding put before each card told triggering whose trigger
    the event right before it fires, for that event's player."""
    placed = {i for c in clauses if c.kind in {"controls", "cast"} and c.player for i in c.cards}
    out: list[Clause] = []
    for position, item in enumerate(clauses):
        before = clauses[position - 1] if position else None
        cards = [i for i in item.cards if i not in placed]
        if before is not None and before.player and cards and _told_triggering(item, clauses, norm):
            fired = _fired(before)
            if all({t.when for t in REGISTRY[norm.cards[i]].triggers} & fired for i in cards):
                span = (item.start, item.end)
                out += [
                    clause_at("controls", span, player=before.player, card=i, cards=(i,))
                    for i in cards
                ]
                placed |= set(cards)
                if item.kind != RESOLVES:
                    continue  # (the ownerless holding it was is now the player's)
        out.append(item)
    return out
