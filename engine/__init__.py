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

from engine import presets, rule_citations
from engine.errors import ScenarioError, UnknownPresetError
from engine.scenario.textload import load_scenario_text
from engine.simulation import simulate

__all__ = [
    "ScenarioError",
    "UnknownPresetError",
    "load_scenario_text",
    "presets",
    "rule_citations",
    "simulate",
]
