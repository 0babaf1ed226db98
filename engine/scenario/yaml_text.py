"""Scenario text in YAML (engine.scenario.textload reads JSON first): imported only for a
scenario that is not JSON, since importing PyYAML costs a command more than reading one.

Read in bounded time: the events are checked for aliases and for nesting deeper than
`limits.MAX_NESTING` as they come, before any value is built, so a file nested thousands deep
stops after a few dozen events (PyYAML's pure-Python scanner takes time quadratic in the
nesting depth: 24 KB took 24 s; libyaml's, used when PyYAML has it, is linear and stops at 1000
levels of its own).
"""

from __future__ import annotations

import yaml

from engine.errors import ScenarioError
from engine.scenario import limits
from engine.scenario.textload import too_deep
from engine.scenario.value_checks import LongNumber

# libyaml when this PyYAML was built with it (the wheels are): the same safe constructor over a
# parser in C, about a hundred times faster on hostile text.
try:
    from yaml import CSafeLoader as _SafeBase
except ImportError:  # PyYAML built without libyaml
    from yaml import SafeLoader as _SafeBase  # type: ignore[assignment]

_EVENTS_LOADER: type[_SafeBase] = _SafeBase  # what the events are checked with
_OPENS = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSES = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


class _ScenarioLoader(_SafeBase):
    """The safe loader, with integers past MAX_NUMBER_CHARS kept as LongNumber."""


def _yaml_int(loader: _SafeBase, node: yaml.Node) -> int | LongNumber:
    if isinstance(node, yaml.ScalarNode):
        literal = str(loader.construct_scalar(node))
        if len(literal) > limits.MAX_NUMBER_CHARS:
            return LongNumber(len(literal))
    return loader.construct_yaml_int(node)  # type: ignore[arg-type]


_ScenarioLoader.add_constructor("tag:yaml.org,2002:int", _yaml_int)


def _check_events(text: str) -> None:
    """Aliases (alias bombs) and nesting past the limit, seen in the event stream."""
    depth = 0
    for event in yaml.parse(text, Loader=_EVENTS_LOADER):
        if isinstance(event, yaml.AliasEvent):
            raise ScenarioError("YAML aliases (*name) are not allowed", "scenario")
        if isinstance(event, _OPENS):
            depth += 1
            if depth > limits.MAX_NESTING:
                raise too_deep()
        elif isinstance(event, _CLOSES):
            depth -= 1


def load_yaml(text: str) -> object:
    """YAML text as data: the safe loader, no aliases, nesting and integers bounded. Raises
    ScenarioError."""
    try:
        _check_events(text)
        return yaml.load(text, Loader=_ScenarioLoader)  # a safe loader, integers bounded
    except yaml.YAMLError as error:
        if "maximum nesting depth" in str(error):  # libyaml's own bound, met before ours
            raise too_deep() from None
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(error, "problem", None) or "malformed"
        raise ScenarioError(f"neither JSON nor valid YAML: {problem}{where}", "scenario") from None
    except RecursionError:
        raise too_deep() from None
