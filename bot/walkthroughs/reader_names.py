"""A verdict's scenario with its players named for a reader. The verdict names the asker `you`
and the others `opponent`, `opponent2`, `teammate` (the contract `judgebot simulate` reads);
the engine narrates in the third person ("<name> casts …"), so a walkthrough of it would read
"You casts Shahrazad" or 「youが《Shahrazad》を唱える」. Its walkthrough names them as the
walkthroughs /subgame and /loss build do: あなた / 対戦相手 in Japanese, Player / Opponent in
English."""

from __future__ import annotations

import re
from typing import Any

from bot.walkthroughs.scenarios import Scenario, player_names

_NUMBERED = re.compile(r"(opponent|teammate)(\d+)")
_JA_TEAMMATE, _EN_TEAMMATE = "チームメイト", "Teammate"


def reader_name(name: str, lang: str) -> str:
    """The name a reader sees for one of a verdict's players; any other name as it is."""
    asker, opponent = player_names("ja" if lang == "ja" else "en")
    numbered = _NUMBERED.fullmatch(name)
    role, number = (numbered[1], numbered[2]) if numbered else (name, "")
    shown = {
        "you": asker,
        "opponent": opponent,
        "teammate": _JA_TEAMMATE if lang == "ja" else _EN_TEAMMATE,
    }.get(role)
    if shown is None or (role == "you" and number):
        return name
    return f"{shown}{number}" if lang == "ja" or not number else f"{shown} {number}"


def named_for_reader(scenario: Scenario, lang: str) -> Scenario:
    """`scenario` with every mention of a player (its name, an event's `player`, `by`, `to`,
    `target`, `controller`, a card's `owner` or `attached_to`, a `choices` key) renamed by
    `reader_name`: every string and key equal to a player's name, wherever it is. The
    verdict's names (you, opponent…) are no card's, field's or team's; a scenario whose names
    would read alike once renamed is left as it is."""
    players = scenario.get("players")
    if not isinstance(players, list):
        return scenario
    names = {p["name"] for p in players if isinstance(p, dict) and isinstance(p.get("name"), str)}
    renamed = {name: reader_name(name, lang) for name in names}
    if len(set(renamed.values())) < len(renamed):  # two would read alike: keep them apart
        return scenario
    return players_renamed(scenario, renamed)


def players_renamed(scenario: Scenario, renamed: dict[str, str]) -> Scenario:
    """`scenario` with every string and key equal to a name in `renamed` replaced by its new
    name."""
    return _renamed(scenario, renamed)  # type: ignore[no-any-return]


def _renamed(value: Any, renamed: dict[str, str]) -> Any:
    if isinstance(value, str):
        return renamed.get(value, value)
    if isinstance(value, list):
        return [_renamed(item, renamed) for item in value]
    if isinstance(value, dict):
        return {renamed.get(k, k): _renamed(v, renamed) for k, v in value.items()}
    return value
