"""Parse scenario text (JSON, or YAML when it isn't JSON) into a mapping. No file I/O."""

from __future__ import annotations

import json
from typing import Any

from engine.errors import ScenarioError
from engine.scenario import limits
from engine.scenario.value_checks import LongNumber


def json_int(literal: str) -> int | LongNumber:
    """A JSON integer literal (json.loads's `parse_int`), LongNumber past MAX_NUMBER_CHARS."""
    return LongNumber(len(literal)) if len(literal) > limits.MAX_NUMBER_CHARS else int(literal)


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
        raise ScenarioError("the scenario is nested too deeply", "scenario") from None
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
