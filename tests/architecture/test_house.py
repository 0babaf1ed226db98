"""The house rules' own measures find what they are for (a rooms test that cannot fail proves
nothing)."""

from __future__ import annotations

import pytest

from tests.architecture import house


def test_cycle_in_names_a_cycle_and_accepts_a_tree() -> None:
    assert house.cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) in (
        ["a", "c", "b", "a"],
        ["a", "b", "c", "a"],
        ["b", "a", "c", "b"],
        ["c", "b", "a", "c"],
        ["b", "c", "a", "b"],
        ["c", "a", "b", "c"],
    )
    assert house.cycle_in({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_forbidden_arrows_names_an_import_the_rooms_do_not_allow() -> None:
    # With no arrow allowed between the rooms of `tests`, its real imports are all forbidden:
    # the rooms tests import the house rules' module.
    rooms = house.rooms_on_disk("tests")
    found = house.forbidden_arrows("tests", {room: set() for room in rooms})
    assert "architecture -> architecture" not in found
    everything = {room: rooms - {room} for room in rooms}
    assert house.forbidden_arrows("tests", everything) == {}
    assert found


def test_house_sizes_find_a_long_module_when_the_limit_is_low(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(house, "MAX_MODULE_LINES", 10)
    assert "tests/architecture/house.py" in house.long_modules("tests")
