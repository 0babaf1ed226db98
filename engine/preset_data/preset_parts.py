"""Pieces the card presets share: a two-player game, a creature, combat damage, Shahrazad."""

from __future__ import annotations

from typing import Any

BEARS = {"name": "Grizzly Bears", "type": "Creature — Bear"}


def duel(
    title: str, alice: dict[str, Any], bob: dict[str, Any], events: list[dict[str, Any]]
) -> dict[str, Any]:
    return {
        "title": title,
        "players": [
            {"name": "Alice", "library": 10, **alice},
            {"name": "Bob", "library": 10, **bob},
        ],
        "events": events,
    }


def combat(source: str, amount: int) -> dict[str, Any]:
    return {
        "type": "damage",
        "to": "Bob",
        "amount": amount,
        "by": "Alice",
        "source": source,
        "combat": True,
    }


def shahrazad_duel(title: str, seed: int, events: list[dict[str, Any]]) -> dict[str, Any]:
    """Alice casts Shahrazad and it resolves; then `events`, in its subgame."""
    return {
        "title": title,
        "seed": seed,
        "players": [
            {"name": "Alice", "library": 10, "hand": ["Shahrazad"]},
            {"name": "Bob", "library": 10},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            *events,
        ],
    }
