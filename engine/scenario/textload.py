"""Parse scenario text (JSON, or YAML when it isn't JSON) into a mapping. No file I/O."""

from __future__ import annotations

import json
from typing import Any

from engine.errors import ScenarioError
from engine.scenario import limits


def load_scenario_text(text: str) -> dict[str, Any]:
    """JSON first; otherwise YAML (safe loader, no aliases). Raises ScenarioError."""
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
        data: object = json.loads(stripped)
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
    import yaml  # only a scenario that is not JSON pays for importing PyYAML

    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                raise ScenarioError("YAML aliases (*name) are not allowed", "scenario")
        return yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(error, "problem", None) or "malformed"
        raise ScenarioError(f"neither JSON nor valid YAML: {problem}{where}", "scenario") from None
    except RecursionError:
        raise ScenarioError("the scenario is nested too deeply", "scenario") from None
