"""Small typed checks for scenario values; each raises `ScenarioError` naming the path."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

from engine.errors import ScenarioError
from engine.scenario import limits


class LongNumber:
    """An integer literal longer than limits.MAX_NUMBER_CHARS, kept as its length and never
    read: the validation names it at its field, as it does any value of the wrong type."""

    __slots__ = ("chars",)

    def __init__(self, chars: int) -> None:
        self.chars = chars

    def __repr__(self) -> str:
        return f"LongNumber({self.chars})"


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, LongNumber):
        return f"a number of {value.chars:,} characters (at most {limits.MAX_NUMBER_CHARS:,})"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, Mapping):
        return "a mapping"
    return type(value).__name__


def expect_mapping(value: object, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ScenarioError(f"must be a mapping (JSON object), got {_describe(value)}", path)
    for key in value:
        if not isinstance(key, str):
            raise ScenarioError(f"keys must be strings, got {_describe(key)}", path)
    return value


def expect_list(value: object, path: str) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise ScenarioError(f"must be a list, got {_describe(value)}", path)
    return list(value)


def expect_int(value: object, path: str, minimum: int, maximum: int) -> int:
    if isinstance(value, LongNumber):
        raise ScenarioError(f"must be {minimum} to {maximum}, got {_describe(value)}", path)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ScenarioError(f"must be a whole number, got {_describe(value)}", path)
    if value < minimum:
        if minimum == 0:
            raise ScenarioError(f"must not be negative, got {value}", path)
        raise ScenarioError(f"must be at least {minimum}, got {value}", path)
    if value > maximum:
        raise ScenarioError(f"must be at most {maximum}, got {value}", path)
    return value


def expect_bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise ScenarioError(f"must be true or false, got {_describe(value)}", path)
    return value


def expect_text(value: object, path: str, max_chars: int, *, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise ScenarioError(f"must be a string, got {_describe(value)}", path)
    text = value.strip()
    if not text and not allow_empty:
        raise ScenarioError("must not be empty", path)
    if len(text) > max_chars:
        raise ScenarioError(f"must be at most {max_chars} characters", path)
    if any(unicodedata.category(ch) == "Cc" for ch in text):
        raise ScenarioError("must not contain control characters", path)
    return text


def expect_name(value: object, path: str) -> str:
    return expect_text(value, path, limits.MAX_NAME_CHARS)


def reject_unknown_keys(data: Mapping[str, Any], allowed: set[str], path: str) -> None:
    for key in data:
        if key not in allowed:
            where = f"{path}.{key}" if path else key
            known = ", ".join(sorted(allowed))
            raise ScenarioError(f"unknown field {key!r} (known fields: {known})", where)
