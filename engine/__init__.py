"""The embedded rules engine: subgames (724) and losing the game (104.3, 704), step by step.

Pure Python with no I/O. The public API:

- `simulate(scenario, lang="ja", stop_when_over=False)` -> the `judgebot simulate --json` result
  (docs/scenario-format.md), whose `rules_edition` names the edition of the cited rule numbers;
  its shape is typed in `engine.result_types` (`SimulationResult` and the dicts inside it)
- `ScenarioError(message, field)` for every invalid scenario; `field` is a path like
  `events[3].player`
- `load_scenario_text(text)` parses JSON or YAML text into a scenario mapping
- `presets.list_presets()` / `presets.get_preset(name)` the named scenarios
- `rule_citations.is_rule_number(s)` / `rule_citations.RULE_NUMBER_RE`
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from engine.errors import ScenarioError, UnknownPresetError

if TYPE_CHECKING:
    from engine import presets, rule_citations
    from engine.scenario.textload import load_scenario_text
    from engine.simulation import simulate

# Importing the engine's shapes (engine.result_types, engine.errors) must not import the engine
# itself: a rule lookup reads a walkthrough's types but never simulates, and the simulation's
# modules (and YAML) cost a command-line lookup more than its whole answer.
_LAZY = {
    "presets": ("engine.presets", None),
    "rule_citations": ("engine.rule_citations", None),
    "load_scenario_text": ("engine.scenario.textload", "load_scenario_text"),
    "simulate": ("engine.simulation", "simulate"),
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    module_name, attribute = _LAZY[name]
    module = importlib.import_module(module_name)
    value = module if attribute is None else getattr(module, attribute)
    globals()[name] = value
    return value


__all__ = [
    "ScenarioError",
    "UnknownPresetError",
    "load_scenario_text",
    "presets",
    "rule_citations",
    "simulate",
]
