"""A preset's scenario is validated once per process and run again and again: every run must
give what simulating the preset's own mapping afresh gives (the engine only reads a scenario)."""

from __future__ import annotations

from bot.application.answer_cache import AnswerCache
from bot.walkthroughs.scenario_service import ScenarioService
from engine import simulate
from engine.presets import get_preset, preset_names


def test_every_preset_run_again_is_the_same_as_simulated_afresh() -> None:
    service = ScenarioService(AnswerCache(0))  # nothing remembered: every call runs
    for name in preset_names():
        for lang in ("ja", "en"):
            afresh = simulate(get_preset(name), lang=lang)
            for _ in range(2):
                result = service.run_preset(name, lang=lang)
                result["title"] = afresh["title"]  # the service titles a preset in Japanese
                assert result == afresh, (name, lang)
    assert service.runs == 2 * 2 * len(preset_names())
