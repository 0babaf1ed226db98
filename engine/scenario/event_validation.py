"""Parse the `events` list: known types, known fields, known players, amounts in range."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.errors import ScenarioError
from engine.scenario import limits
from engine.scenario.model import Event, EventType, Scenario
from engine.scenario.value_checks import (
    expect_bool,
    expect_int,
    expect_list,
    expect_mapping,
    expect_name,
    reject_unknown_keys,
)


@dataclass(frozen=True)
class _Spec:
    required: frozenset[str]
    optional: frozenset[str]


def _spec(required: str = "", optional: str = "") -> _Spec:
    """Every event may happen in the same instant as the previous one (`with_previous`) and
    answer the choices made as it applies (`choose`)."""
    return _Spec(
        frozenset(required.split()), frozenset([*optional.split(), "with_previous", "choose"])
    )


_SPECS: dict[EventType, _Spec] = {
    EventType.CAST: _spec("player card", "from choices numerals"),
    EventType.COPY: _spec("player card", "target choices"),
    EventType.RESOLVE: _spec("", "pay mode roll target"),
    EventType.DAMAGE: _spec("to amount", "by source commander combat"),
    EventType.LIFE: _spec("player amount"),
    EventType.POISON: _spec("player amount"),
    EventType.DRAW: _spec("player count"),
    EventType.MILL: _spec("player count"),
    EventType.EXILE: _spec("player", "count card from counters source"),
    EventType.ENTER: _spec("player card", "from token"),
    EventType.LEAVE: _spec("player card", "to"),
    EventType.PHASE_OUT: _spec("player card"),
    EventType.BRING_IN: _spec("player card from", "to source"),
    EventType.CONCEDE: _spec("player", "game"),
    EventType.LOSE: _spec("player", "source"),
    EventType.WIN: _spec("player", "source"),
    EventType.END_TURN: _spec(),
    EventType.ACTIVATE: _spec("player card", "ability target"),
    EventType.PLANESWALK: _spec("player"),
    EventType.DRAW_GAME: _spec("", "loop source"),
    EventType.GAIN_CONTROL: _spec("player card", "controller"),
}

_FROM_CHOICES: dict[EventType, tuple[str, ...]] = {
    EventType.CAST: ("hand", "command"),
    EventType.EXILE: ("library", "hand", "graveyard", "battlefield"),
    EventType.ENTER: ("hand", "library", "graveyard", "exile", "command"),
    EventType.BRING_IN: (
        "outside",
        "battlefield",
        "graveyard",
        "exile",
        "hand",
        "library",
        "stack",
    ),
}
_TO_CHOICES: dict[EventType, tuple[str, ...]] = {
    EventType.LEAVE: ("graveyard", "exile", "hand", "library"),
    EventType.BRING_IN: ("hand", "battlefield"),
}


def parse_events(raw: object, player_names: list[str]) -> tuple[Event, ...]:
    items = expect_list(raw, "events")
    if len(items) > limits.MAX_EVENTS:
        raise ScenarioError(f"at most {limits.MAX_EVENTS} events are allowed", "events")
    seats = {name: seat for seat, name in enumerate(player_names)}
    return tuple(_parse_event(item, index, seats) for index, item in enumerate(items))


def parse_event(raw: object, index: int, player_names: list[str]) -> Event:
    """One event at position `index` (for callers that build events one at a time)."""
    return _parse_event(raw, index, {name: seat for seat, name in enumerate(player_names)})


def with_more_events(scenario: Scenario, raw: Sequence[object]) -> Scenario:
    """`scenario` with the events `raw` after its own, each checked as `validate_scenario`
    checks the events of the whole (an event's checks read the players, not other events):
    who adds events one at a time need not check the players and the earlier events again."""
    if len(scenario.events) + len(raw) > limits.MAX_EVENTS:
        raise ScenarioError(f"at most {limits.MAX_EVENTS} events are allowed", "events")
    seats = {player.name: seat for seat, player in enumerate(scenario.players)}
    start = len(scenario.events)
    added = tuple(_parse_event(item, start + n, seats) for n, item in enumerate(raw))
    return replace(scenario, events=scenario.events + added)


def _parse_event(raw: object, index: int, seats: dict[str, int]) -> Event:
    path = f"events[{index}]"
    data = expect_mapping(raw, path)
    if "type" not in data:
        raise ScenarioError("every event needs a type", f"{path}.type")
    type_name = data["type"]
    known = [member.value for member in EventType]
    if not isinstance(type_name, str) or type_name not in known:
        raise ScenarioError(
            f"unknown event type {type_name!r} (known: {', '.join(known)})", f"{path}.type"
        )
    kind = EventType(type_name)
    spec = _SPECS[kind]
    reject_unknown_keys(data, {"type", *spec.required, *spec.optional}, path)
    for name in sorted(spec.required):
        if name not in data:
            raise ScenarioError(f"a {kind.value} event needs {name!r}", f"{path}.{name}")
    fields: dict[str, Any] = {}
    for name, value in data.items():
        if name != "type":
            _FIELD_PARSERS[name](fields, kind, value, f"{path}.{name}", seats)
    if kind is EventType.EXILE and ("count" in fields) == ("card" in fields):
        raise ScenarioError("an exile event needs either count or card", f"{path}.count")
    if fields.get("combat") and not ("by" in fields and "source" in fields):
        raise ScenarioError("combat damage needs `by` and `source`, the creature", f"{path}.combat")
    if fields.get("with_previous") and index == 0:
        raise ScenarioError("the first event has no previous event", f"{path}.with_previous")
    return Event(index=index, type=kind, raw=dict(data), **fields)


def _player(seats: dict[str, int], value: object, path: str) -> int:
    name = expect_name(value, path)
    if name not in seats:
        raise ScenarioError(f"unknown player {name!r} (players: {', '.join(seats)})", path)
    return seats[name]


_Parser = Callable[[dict[str, Any], EventType, object, str, dict[str, int]], None]


def _set_player(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["player"] = _player(seats, value, path)


def _set_by(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["by"] = _player(seats, value, path)


def _set_controller(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["controller"] = _player(seats, value, path)


def _set_game(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["game"] = expect_name(value, path)


def _set_to(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    if kind is EventType.DAMAGE:
        names = [value] if isinstance(value, str) else expect_list(value, path)
        if not names:
            raise ScenarioError("name at least one player", path)
        recipients = tuple(_player(seats, name, f"{path}[{i}]") for i, name in enumerate(names))
        if len(set(recipients)) != len(recipients):
            raise ScenarioError("a player is named twice", path)
        fields["recipients"] = recipients
        return
    fields["to_zone"] = _choice(value, _TO_CHOICES[kind], path)


def _set_from(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["from_zone"] = _choice(value, _FROM_CHOICES[kind], path)


def _choice(value: object, allowed: tuple[str, ...], path: str) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise ScenarioError(f"must be one of {', '.join(allowed)}; got {value!r}", path)
    return value


def _set_card(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["card"] = expect_name(value, path)


def _set_source(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["source"] = expect_name(value, path)


def _set_amount(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    minimum = -limits.MAX_AMOUNT if kind is EventType.LIFE else 0
    fields["amount"] = expect_int(value, path, minimum, limits.MAX_AMOUNT)


def _set_count(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["count"] = expect_int(value, path, 0, limits.MAX_COUNT)


def _set_bool(name: str, attribute: str) -> _Parser:
    def parse(
        fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
    ) -> None:
        fields[attribute] = expect_bool(value, path)

    return parse


def _set_target(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    if kind is EventType.COPY:
        fields["target"] = expect_int(value, path, 0, limits.MAX_EVENTS)
    elif kind is EventType.RESOLVE:
        fields["target_player"] = _player(seats, value, path)
    else:
        fields["target_card"] = expect_name(value, path)


def _set_ability(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["ability"] = expect_int(value, path, 0, 9)


def _set_mode(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["mode"] = expect_int(value, path, 1, 4)


def _set_roll(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    fields["roll"] = expect_int(value, path, 1, 20)


def _set_choices(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    data = expect_mapping(value, path)
    choices: dict[int, tuple[str, ...]] = {}
    for name, raw_names in data.items():
        seat = _player(seats, name, f"{path}.{name}")
        names = expect_list(raw_names, f"{path}.{name}")
        if len(names) > limits.MAX_CHOICES:
            raise ScenarioError(f"at most {limits.MAX_CHOICES} cards", f"{path}.{name}")
        choices[seat] = tuple(
            expect_name(item, f"{path}.{name}[{i}]") for i, item in enumerate(names)
        )
    fields["choices"] = choices


def _set_numerals(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    items = expect_list(value, path)
    if len(items) > limits.MAX_CHOICES:
        raise ScenarioError(f"at most {limits.MAX_CHOICES} numerals", path)
    fields["numerals"] = tuple(
        expect_int(item, f"{path}[{i}]", 0, limits.MAX_AMOUNT) for i, item in enumerate(items)
    )


_CHOOSE_LISTS = ("replacement", "sacrifice", "exile")


def _set_choose(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    data = expect_mapping(value, path)
    known = (*_CHOOSE_LISTS, "keep", "commander_to_command")
    reject_unknown_keys(data, set(known), path)
    choose: dict[str, tuple[str, ...] | bool] = {}
    for name, raw in data.items():
        where = f"{path}.{name}"
        if name == "commander_to_command":
            choose[name] = expect_bool(raw, where)
        elif name == "keep":
            choose[name] = (expect_name(raw, where),)
        else:
            items = expect_list(raw, where)
            if len(items) > limits.MAX_CHOICES:
                raise ScenarioError(f"at most {limits.MAX_CHOICES} cards", where)
            choose[name] = tuple(expect_name(item, f"{where}[{i}]") for i, item in enumerate(items))
    fields["choose"] = choose


def _set_counters(
    fields: dict[str, Any], kind: EventType, value: object, path: str, seats: dict[str, int]
) -> None:
    data: Mapping[str, Any] = expect_mapping(value, path)
    fields["counters"] = tuple(
        (
            expect_name(name, f"{path}.{name}"),
            expect_int(amount, f"{path}.{name}", 0, limits.MAX_AMOUNT),
        )
        for name, amount in data.items()
    )


_FIELD_PARSERS: dict[str, _Parser] = {
    "player": _set_player,
    "by": _set_by,
    "controller": _set_controller,
    "game": _set_game,
    "to": _set_to,
    "from": _set_from,
    "card": _set_card,
    "source": _set_source,
    "amount": _set_amount,
    "count": _set_count,
    "commander": _set_bool("commander", "commander"),
    "with_previous": _set_bool("with_previous", "with_previous"),
    "token": _set_bool("token", "token"),
    "pay": _set_bool("pay", "pay"),
    "combat": _set_bool("combat", "combat"),
    "loop": _set_bool("loop", "loop"),
    "mode": _set_mode,
    "roll": _set_roll,
    "target": _set_target,
    "ability": _set_ability,
    "choices": _set_choices,
    "counters": _set_counters,
    "numerals": _set_numerals,
    "choose": _set_choose,
}
