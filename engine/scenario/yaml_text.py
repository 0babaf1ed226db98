"""Scenario text in YAML (engine.scenario.textload reads JSON first): imported only for a
scenario that is not JSON, since importing PyYAML costs a command more than reading one."""

from __future__ import annotations

import yaml

from engine.errors import ScenarioError
from engine.scenario import limits
from engine.scenario.value_checks import LongNumber


class _ScenarioLoader(yaml.SafeLoader):
    """The safe loader, with integers past MAX_NUMBER_CHARS kept as LongNumber."""


def _yaml_int(loader: yaml.SafeLoader, node: yaml.Node) -> int | LongNumber:
    if isinstance(node, yaml.ScalarNode):
        literal = str(loader.construct_scalar(node))
        if len(literal) > limits.MAX_NUMBER_CHARS:
            return LongNumber(len(literal))
    return loader.construct_yaml_int(node)  # type: ignore[arg-type]


_ScenarioLoader.add_constructor("tag:yaml.org,2002:int", _yaml_int)


def load_yaml(text: str) -> object:
    """YAML text as data: the safe loader, no aliases, integers bounded. Raises ScenarioError."""
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
