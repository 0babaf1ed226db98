"""Choices a player makes as the rules apply, given by the event being applied (`choose`).

An event's `choose` answers the choices made while it and the rules that follow from it are
applied: which replacement effect applies first (616.1), which permanents are sacrificed or
exiled first, which pick the Tug of War winner keeps, and whether a commander goes to the
command zone this time (903.9a/903.9b). Without an answer, the engine's stated default applies.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from engine.context import Context
from engine.state import Card

ORDERED_KINDS = ("replacement", "sacrifice", "exile", "keep")

_Item = TypeVar("_Item")


def chosen_names(ctx: Context, kind: str) -> tuple[str, ...]:
    event = ctx.event
    if event is None:
        return ()
    names = event.choose.get(kind, ())
    return names if isinstance(names, tuple) else ()


def first_chosen(ctx: Context, kind: str, cards: Sequence[Card]) -> list[Card]:
    """`cards` in the engine's order, with the ones `choose.<kind>` names first, in its order.

    A name that matches none of `cards` is an error at its field, unless an earlier choice of
    the same event already used it (the card is gone)."""
    names = chosen_names(ctx, kind)
    if not names:
        return list(cards)
    rest = list(cards)
    first: list[Card] = []
    used = ctx.used_choices.setdefault(kind, set())
    for index, name in enumerate(names):
        match = next((card for card in rest if card.name == name), None)
        if match is None:
            if index in used:
                continue
            offered = ", ".join(sorted({card.name or "an unnamed card" for card in cards}))
            ctx.fail(
                f"{name!r} is not one of the cards to choose from ({offered or 'none'})",
                f"choose.{kind}" if kind == "keep" else f"choose.{kind}[{index}]",
            )
        used.add(index)
        rest.remove(match)
        first.append(match)
    return first + rest


def commander_choice(ctx: Context, default: bool) -> bool:
    """903.9a/903.9b: the owner's choice this time, else their standing `commander_to_command`."""
    event = ctx.event
    if event is None:
        return default
    value = event.choose.get("commander_to_command")
    return value if isinstance(value, bool) else default
