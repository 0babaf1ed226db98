"""Parse scenario text (JSON, or YAML when it isn't JSON) into a mapping. No file I/O."""

from __future__ import annotations

import json
from typing import Any

import yaml

from engine.errors import ScenarioError
from engine.scenario import limits
from engine.scenario.value_checks import LongNumber


def json_int(literal: str) -> int | LongNumber:
    """A JSON integer literal (json.loads's `parse_int`), LongNumber past MAX_NUMBER_CHARS."""
    return LongNumber(len(literal)) if len(literal) > limits.MAX_NUMBER_CHARS else int(literal)


class _ScenarioLoader(yaml.SafeLoader):
    """The safe loader, with integers past MAX_NUMBER_CHARS kept as LongNumber."""


def _yaml_int(loader: yaml.SafeLoader, node: yaml.Node) -> int | LongNumber:
    if isinstance(node, yaml.ScalarNode):
        literal = str(loader.construct_scalar(node))
        if len(literal) > limits.MAX_NUMBER_CHARS:
            return LongNumber(len(literal))
    return loader.construct_yaml_int(node)  # type: ignore[arg-type]


_ScenarioLoader.add_constructor("tag:yaml.org,2002:int", _yaml_int)


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
    try:
        for event in yaml.parse(text, Loader=yaml.SafeLoader):
            if isinstance(event, yaml.AliasEvent):
                raise ScenarioError("YAML aliases (*name) are not allowed", "scenario")
        return yaml.load(text, Loader=_ScenarioLoader)  # a SafeLoader, integers bounded
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(error, "problem", None) or "malformed"
        raise ScenarioError(f"neither JSON nor valid YAML: {problem}{where}", "scenario") from None
    except RecursionError:
        raise ScenarioError("the scenario is nested too deeply", "scenario") from None
