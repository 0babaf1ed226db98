"""Turn a scenario mapping into a typed `Scenario`, naming the field of every problem.

Only the shape is checked here (types, ranges, known names, caps); whether an event is possible
in the game state it meets is checked when it is applied, with the same field paths.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.errors import ScenarioError
from engine.scenario import limits
from engine.scenario.event_validation import parse_events
from engine.scenario.model import CardSpec, PlayerSetup, Scenario
from engine.scenario.value_checks import (
    expect_bool,
    expect_int,
    expect_list,
    expect_mapping,
    expect_name,
    expect_text,
    reject_unknown_keys,
)
from engine.state import RulesMode, Variant

_TOP_KEYS = {"title", "seed", "variant", "rules", "players", "events", "range_of_influence"}
_ZONE_KEYS = (
    "library",
    "hand",
    "graveyard",
    "exile",
    "battlefield",
    "command",
    "planar_deck",
    "scheme_deck",
)
_PLAYER_KEYS = {
    "name",
    "life",
    "poison",
    "counters",
    "outside",
    "commander",
    "vanguard",
    "emblems",
    "team",
    "emperor",
    "archenemy",
    "commander_to_command",
    *_ZONE_KEYS,
}
_CARD_KEYS = {
    "name",
    "type",
    "counters",
    "phased_out",
    "token",
    "attached_to",
    "owner",
    "mana_value",
    "mana_cost",
}
_ZONE_VARIANT = {"planar_deck": Variant.PLANECHASE, "scheme_deck": Variant.ARCHENEMY}


def validate_scenario(data: object) -> Scenario:
    scenario = expect_mapping(data, "scenario")
    reject_unknown_keys(scenario, _TOP_KEYS, "")
    title = expect_text(
        scenario.get("title", ""), "title", limits.MAX_TITLE_CHARS, allow_empty=True
    )
    seed = expect_int(scenario.get("seed", 0), "seed", 0, limits.MAX_SEED)
    variant = _enum(Variant, scenario.get("variant", "normal"), "variant")
    rules_mode = _enum(RulesMode, scenario.get("rules", "current"), "rules")
    range_of_influence = None
    if "range_of_influence" in scenario:
        range_of_influence = expect_int(
            scenario["range_of_influence"], "range_of_influence", 1, limits.MAX_PLAYERS
        )
    if "players" not in scenario:
        raise ScenarioError("a scenario needs a list of players", "players")
    raw_players = expect_list(scenario["players"], "players")
    if len(raw_players) < limits.MIN_PLAYERS:
        raise ScenarioError(
            f"a game needs at least {limits.MIN_PLAYERS} players, got {len(raw_players)}",
            "players",
        )
    if len(raw_players) > limits.MAX_PLAYERS:
        raise ScenarioError(
            f"at most {limits.MAX_PLAYERS} players are allowed, got {len(raw_players)}",
            "players",
        )
    players = tuple(
        _parse_player(raw, f"players[{index}]", variant) for index, raw in enumerate(raw_players)
    )
    _check_players_together(players, variant)
    names = [player.name for player in players]
    _check_card_links(players, names)
    events = parse_events(scenario.get("events", []), names)
    return Scenario(
        title=title,
        seed=seed,
        variant=variant,
        rules_mode=rules_mode,
        players=players,
        events=events,
        range_of_influence=range_of_influence,
    )


def _check_card_links(players: tuple[PlayerSetup, ...], names: list[str]) -> None:
    """A permanent's `owner` is a player; its `attached_to` is a player (an Aura enchanting a
    player) or another card on the same battlefield (an Equipment or Aura on a permanent)."""
    for index, player in enumerate(players):
        battlefield = player.zones.get("battlefield", ())
        listed = {spec.name for spec in battlefield if spec.name}
        for position, spec in enumerate(battlefield):
            path = f"players[{index}].battlefield[{position}]"
            if spec.owner is not None and spec.owner not in names:
                raise ScenarioError(f"unknown player {spec.owner!r}", f"{path}.owner")
            target = spec.attached_to
            if (
                target is not None
                and target not in names
                and (target not in listed or target == spec.name)
            ):
                raise ScenarioError(
                    f"{target!r} is neither a player nor another card on this battlefield",
                    f"{path}.attached_to",
                )


def _enum(kind: type[Variant] | type[RulesMode], value: object, path: str) -> Any:
    allowed = [member.value for member in kind]
    if not isinstance(value, str) or value not in allowed:
        raise ScenarioError(f"must be one of {', '.join(allowed)}; got {value!r}", path)
    return kind(value)


def _parse_player(raw: object, path: str, variant: Variant) -> PlayerSetup:
    data = expect_mapping(raw, path)
    reject_unknown_keys(data, _PLAYER_KEYS, path)
    if "name" not in data:
        raise ScenarioError("every player needs a name", f"{path}.name")
    name = expect_name(data["name"], f"{path}.name")
    life = None
    if "life" in data:
        life = expect_int(data["life"], f"{path}.life", -limits.MAX_LIFE, limits.MAX_LIFE)
    counters = _parse_counters(data.get("counters", {}), f"{path}.counters")
    if any(kind == "poison" for kind, _ in counters):
        raise ScenarioError("give poison counters with the `poison` field", f"{path}.counters")
    poison = expect_int(data.get("poison", 0), f"{path}.poison", 0, limits.MAX_AMOUNT)
    if poison:
        counters = (("poison", poison), *counters)
    zones: dict[str, tuple[CardSpec, ...]] = {}
    for key in _ZONE_KEYS:
        if key in data:
            needed = _ZONE_VARIANT.get(key)
            if needed is not None and variant is not needed:
                raise ScenarioError(
                    f"{key} is only used in the {needed.value} variant", f"{path}.{key}"
                )
            zones[key] = parse_zone(data[key], f"{path}.{key}", battlefield=key == "battlefield")
    outside = parse_zone(data.get("outside", 0), f"{path}.outside", battlefield=False)
    commanders = _parse_commanders(data, path, variant)
    vanguard = None
    if "vanguard" in data:
        if variant is not Variant.VANGUARD:
            raise ScenarioError("vanguard is only used in the vanguard variant", f"{path}.vanguard")
        vanguard = expect_name(data["vanguard"], f"{path}.vanguard")
    emblems = tuple(
        expect_name(item, f"{path}.emblems[{index}]")
        for index, item in enumerate(expect_list(data.get("emblems", []), f"{path}.emblems"))
    )
    team = None
    if "team" in data:
        team = expect_name(data["team"], f"{path}.team")
    emperor = expect_bool(data.get("emperor", False), f"{path}.emperor")
    if emperor and team is None:
        raise ScenarioError("an emperor needs a team", f"{path}.emperor")
    archenemy = expect_bool(data.get("archenemy", False), f"{path}.archenemy")
    if archenemy and variant is not Variant.ARCHENEMY:
        raise ScenarioError("archenemy is only used in the archenemy variant", f"{path}.archenemy")
    return PlayerSetup(
        name=name,
        life=life,
        counters=counters,
        zones=zones,
        outside=outside,
        commanders=commanders,
        vanguard=vanguard,
        emblems=emblems,
        team=team,
        emperor=emperor,
        archenemy=archenemy,
        commander_to_command=expect_bool(
            data.get("commander_to_command", True), f"{path}.commander_to_command"
        ),
    )


def _parse_commanders(data: Mapping[str, Any], path: str, variant: Variant) -> tuple[str, ...]:
    if "commander" not in data:
        return ()
    if variant is not Variant.COMMANDER:
        raise ScenarioError("commander is only used in the commander variant", f"{path}.commander")
    raw = data["commander"]
    if isinstance(raw, str):
        return (expect_name(raw, f"{path}.commander"),)
    items = expect_list(raw, f"{path}.commander")
    if not 1 <= len(items) <= 2:
        raise ScenarioError("give one commander, or two partners", f"{path}.commander")
    names = tuple(expect_name(item, f"{path}.commander[{i}]") for i, item in enumerate(items))
    if len(set(names)) != len(names):
        raise ScenarioError("the two commanders must be different cards", f"{path}.commander")
    return names


def _parse_counters(raw: object, path: str) -> tuple[tuple[str, int], ...]:
    data = expect_mapping(raw, path)
    result = []
    for kind, amount in data.items():
        name = expect_name(kind, f"{path}.{kind}")
        result.append((name, expect_int(amount, f"{path}.{kind}", 0, limits.MAX_AMOUNT)))
    return tuple(result)


# Unnamed cards (a library of 40) are all one spec: it is immutable, and each becomes a card of
# its own when the world is built.
_UNNAMED = CardSpec(None)


def parse_zone(raw: object, path: str, *, battlefield: bool) -> tuple[CardSpec, ...]:
    """A zone is a count, a list of names, or a list mixing names, counts and card mappings."""
    if isinstance(raw, bool):
        raise ScenarioError("must be a number of cards or a list of cards", path)
    if isinstance(raw, int):
        count = expect_int(raw, path, 0, limits.MAX_ZONE_CARDS)
        return (_UNNAMED,) * count
    items = expect_list(raw, path)
    cards: list[CardSpec] = []
    for index, item in enumerate(items):
        item_path = f"{path}[{index}]"
        if isinstance(item, bool):
            raise ScenarioError("must be a card name, a number or a card mapping", item_path)
        if isinstance(item, int):
            count = expect_int(item, item_path, 0, limits.MAX_ZONE_CARDS)
            cards.extend((_UNNAMED,) * count)
        elif isinstance(item, str):
            cards.append(CardSpec(expect_name(item, item_path)))
        elif isinstance(item, Mapping):
            cards.append(_parse_card_mapping(item, item_path, battlefield=battlefield))
        else:
            raise ScenarioError("must be a card name, a number or a card mapping", item_path)
        if len(cards) > limits.MAX_ZONE_CARDS:
            raise ScenarioError(f"at most {limits.MAX_ZONE_CARDS} cards per zone", path)
    return tuple(cards)


def _parse_card_mapping(data: Mapping[str, Any], path: str, *, battlefield: bool) -> CardSpec:
    reject_unknown_keys(data, _CARD_KEYS, path)
    if "name" not in data:
        raise ScenarioError("a card mapping needs a name", f"{path}.name")
    name = expect_name(data["name"], f"{path}.name")
    type_line = None
    if "type" in data:
        type_line = expect_text(data["type"], f"{path}.type", limits.MAX_NAME_CHARS)
    phased_out = expect_bool(data.get("phased_out", False), f"{path}.phased_out")
    token = expect_bool(data.get("token", False), f"{path}.token")
    links = {
        key: expect_name(data[key], f"{path}.{key}")
        for key in ("attached_to", "owner")
        if key in data
    }
    only_permanents = [key for key in ("phased_out", "token") if data.get(key)] + list(links)
    if only_permanents and not battlefield:
        raise ScenarioError(
            "only permanents on the battlefield can be that", f"{path}.{only_permanents[0]}"
        )
    counters = _parse_counters(data.get("counters", {}), f"{path}.counters")
    doom = dict(counters).get("doom")
    if name == limits.DOOM_COUNTER_CARD and doom is not None and doom not in limits.DOOM_NUMERALS:
        raise ScenarioError("the doom counter is on a numeral from 1 to 5", f"{path}.counters.doom")
    return CardSpec(
        name=name,
        type_line=type_line,
        counters=counters,
        phased_out=phased_out,
        token=token,
        attached_to=links.get("attached_to"),
        owner=links.get("owner"),
        mana_value=(
            expect_int(data["mana_value"], f"{path}.mana_value", 0, 1_000_000)
            if "mana_value" in data
            else None
        ),
        mana_cost=_mana_cost(data, path),
    )


_MANA_COST = re.compile(r"(?:\{[0-9A-Z/]{1,5}\})*")


def _mana_cost(data: Mapping[str, Any], path: str) -> str | None:
    """A mana cost written as in the Oracle text, symbol by symbol: "{1}{U}{U}", "{U/P}"."""
    if "mana_cost" not in data:
        return None
    cost = expect_text(data["mana_cost"], f"{path}.mana_cost", 60, allow_empty=True)
    if not _MANA_COST.fullmatch(cost):
        raise ScenarioError("a mana cost is mana symbols such as {1}{U}{U}", f"{path}.mana_cost")
    return cost


def _check_giant_teams(players: tuple[PlayerSetup, ...]) -> None:
    """810.1/810.11: two teams of the same size, at least two players each; a team's heads
    share one life total and one poison count (810.4, 810.10), so they may not disagree."""
    teams: dict[str, list[int]] = {}
    for index, player in enumerate(players):
        if player.team is None:
            raise ScenarioError(
                "every player of a Two-Headed Giant game needs a team", f"players[{index}].team"
            )
        if player.emperor:
            raise ScenarioError("Two-Headed Giant has no emperors", f"players[{index}].emperor")
        teams.setdefault(player.team, []).append(index)
    sizes = {len(seats) for seats in teams.values()}
    if len(teams) != 2 or len(sizes) != 1 or min(sizes) < 2:
        raise ScenarioError(
            "Two-Headed Giant is played by two teams of the same size, two or more players each",
            "players",
        )
    for seats in teams.values():
        lives = {players[i].life for i in seats} - {None}
        poisons = {dict(players[i].counters).get("poison") for i in seats} - {None}
        for field, given in (("life", lives), ("poison", poisons)):
            if len(given) > 1:
                raise ScenarioError(
                    f"teammates share one {field} total; give the same value (or give it once)",
                    f"players[{seats[1]}].{field}",
                )


def _check_players_together(players: tuple[PlayerSetup, ...], variant: Variant) -> None:
    seen: set[str] = set()
    total = 0
    for index, player in enumerate(players):
        if player.name in seen:
            raise ScenarioError(f"two players are named {player.name!r}", f"players[{index}].name")
        seen.add(player.name)
        total += sum(len(zone) for zone in player.zones.values()) + len(player.outside)
    if total > limits.MAX_TOTAL_CARDS:
        raise ScenarioError(f"at most {limits.MAX_TOTAL_CARDS} cards in a scenario", "players")
    emperors: dict[str, int] = {}
    for index, player in enumerate(players):
        if player.emperor and player.team is not None:
            if player.team in emperors:
                raise ScenarioError("a team has one emperor", f"players[{index}].emperor")
            emperors[player.team] = index
    if variant is Variant.TWO_HEADED_GIANT:
        _check_giant_teams(players)
    archenemies = [index for index, player in enumerate(players) if player.archenemy]
    if len(archenemies) > 1:
        raise ScenarioError("there is one archenemy", f"players[{archenemies[1]}].archenemy")
