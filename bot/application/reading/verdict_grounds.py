"""What a verdict rests on: the rule the engine decided it by, and the cards its scenario plays
(a named card among them is what the answer shows right after the verdict)."""

from __future__ import annotations

from bot.application.answer_types import VerdictAnswer


def scenario_cards(verdict: VerdictAnswer) -> frozenset[str]:
    """The cards the verdict's scenario plays: held by a player or moved by an event."""
    scenario = verdict["scenario"]
    names: set[str] = set()
    for player in scenario.get("players", []):
        for zone in ("battlefield", "hand", "graveyard"):
            held = player.get(zone)
            if isinstance(held, list):  # (a number is as many unnamed cards)
                names.update(card for card in held if isinstance(card, str))
    names.update(event["card"] for event in scenario.get("events", []) if "card" in event)
    return frozenset(names)


def verdict_rule(verdict: VerdictAnswer) -> str | None:
    """The rule the verdict rests on: the first the engine cites (its numbering)."""
    return verdict["rules_cited"][0] if verdict["rules_cited"] else None
