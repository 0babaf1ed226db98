"""What a verdict rests on: the rule the engine decided it by, and the cards its scenario plays
(a named card among them is what the answer shows right after the verdict)."""

from __future__ import annotations

from bot.application.answer_types import ShownRule, VerdictAnswer


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


# The rules a verdict's line names: the deciding ones first, then those checked; the rest are
# in the walkthrough and the JSON (a Shahrazad verdict applies two dozen).
SHOWN_VERDICT_RULES = 4


def shown_numbers(shown: list[ShownRule], limit: int | None = None) -> tuple[str, str | None]:
    """The first `limit` rules a verdict applied, as a list to print, and the edition that
    numbers them (None when they come from several: each not in the first's then says its own
    in brackets: "104.3e, 728.5, 999.9 (20231117)")."""
    rules = shown[:limit]
    if not rules:
        return "", None
    edition = rules[0]["edition"]
    numbers = [
        rule["number"] if rule["edition"] == edition else f"{rule['number']} ({rule['edition']})"
        for rule in rules
    ]
    return ", ".join(numbers), edition


def walkthrough_edition(verdict: VerdictAnswer) -> str | None:
    """The edition a verdict's walkthrough numbers its rules in: the one the verdict printed
    them in, so that the steps a reader opens from it cite the numbers it showed (728.5, not
    the engine's 724.5); None (the engine's own numbering) when the verdict printed that."""
    shown = verdict["rules_shown"]
    edition = shown[0]["edition"] if shown else None
    return edition if edition and edition != verdict["rules_edition"] else None
