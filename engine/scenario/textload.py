"""Parse scenario text (JSON, or YAML when it isn't JSON) into a mapping. No file I/O.

Untrusted text is read in bounded time: lists and mappings may nest `limits.MAX_NESTING` deep,
which YAML checks as it reads (`yaml_text`), before any value is built.
"""

from __future__ import annotations

import json
from typing import Any

from engine.errors import ScenarioError
from engine.scenario import limits
from engine.scenario.value_checks import LongNumber


def json_int(literal: str) -> int | LongNumber:
    """A JSON integer literal (json.loads's `parse_int`), LongNumber past MAX_NUMBER_CHARS."""
    return LongNumber(len(literal)) if len(literal) > limits.MAX_NUMBER_CHARS else int(literal)


def too_deep() -> ScenarioError:
    return ScenarioError(
        f"the scenario is nested too deeply (at most {limits.MAX_NESTING} levels)", "scenario"
    )


def nesting_depth(data: object) -> int:
    """How deep lists and mappings sit inside one another in `data` (a scalar is 0), counted
    without recursion and no further than one level past the limit."""
    deepest = 0
    pending: list[tuple[object, int]] = [(data, 0)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, dict | list):
            depth += 1
            deepest = max(deepest, depth)
            if depth > limits.MAX_NESTING:
                break
            children = value.values() if isinstance(value, dict) else value
            pending.extend((child, depth) for child in children)
    return deepest


def load_scenario_text(text: str) -> dict[str, Any]:
    """JSON first; otherwise YAML (safe loader, no aliases). Raises ScenarioError. An integer
    too long for any field is kept as LongNumber, for the validation to name at its field."""
    if not isinstance(text, str):
        raise ScenarioError("scenario text must be a string", "scenario")
    if len(text) > limits.MAX_TEXT_CHARS:
        raise ScenarioError(
            f"the scenario is too long ({len(text)} characters; at most {limits.MAX_TEXT_CHARS})",
            "scenario",
        )
    stripped = text.lstrip("\ufeff").strip()
    if not stripped:
        raise ScenarioError("the scenario is empty", "scenario")
    try:
        data: object = json.loads(stripped, parse_int=json_int)
    except json.JSONDecodeError as error:
        if stripped[0] in "{[":
            raise ScenarioError(
                f"not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}",
                "scenario",
            ) from None
        data = _load_yaml(stripped)
    except RecursionError:
        raise too_deep() from None
    if nesting_depth(data) > limits.MAX_NESTING:
        raise too_deep()
    if not isinstance(data, dict):
        raise ScenarioError(
            "a scenario must be a JSON object (or YAML mapping) with players and events",
            "scenario",
        )
    return data


def _load_yaml(text: str) -> object:
    # Only a scenario that is not JSON pays for importing PyYAML.
    from engine.scenario.yaml_text import load_yaml

    return load_yaml(text)
