"""The walkthrough model and its text skin (`judgebot simulate`, the console)."""

from __future__ import annotations

import re

from bot.terminal.render_walkthrough import render_walkthrough, step_text
from bot.walkthroughs.model import load_walkthrough, present
from bot.walkthroughs.scenario_service import ScenarioService
from tests.bot.fake_app import NEW_EDITION, WIKI_EDITION, FakeApplication

SCENARIOS = ScenarioService()


def test_text_in_both_languages() -> None:
    result = SCENARIOS.run_preset("subgame-fork", lang="ja")
    ja = render_walkthrough(present(result, lang="ja"))
    en = render_walkthrough(present(result, lang="en"))
    total = len(result["steps"])
    assert f"[ステップ 1/{total}]" in ja and "サブゲーム1" in ja and "適用ルール: 724.2" in ja
    assert "subgame 2" in en and "707.10" in en
    assert re.search(r"^    \[Step 5/\d+\] \(subgame 1\) ", en, re.MULTILINE), "indented by depth"
    nested = render_walkthrough(
        present(SCENARIOS.run_preset("subgame-nested", lang="en"), lang="en")
    )
    assert re.search(r"^        \[Step 11/\d+\] \(subgame 1\.1\) ", nested, re.MULTILINE)
    assert f"Rules cited (numbered as in {WIKI_EDITION}): " in en


def test_text_shows_pending() -> None:
    scenario = SCENARIOS.preset("subgame-fork")
    scenario["events"] = scenario["events"][:3]
    text = render_walkthrough(present(SCENARIOS.run(scenario, lang="en"), lang="en"))
    assert "Unresolved: Subgame 1 has not ended yet." in text


async def test_cited_rules_come_in_the_results_numbering_or_the_chosen_edition() -> None:
    app = FakeApplication()
    result = SCENARIOS.run_preset("subgame-small-library", lang="en")
    step = next(s for s in result["steps"] if "724.2" in s["rules"])

    wiki = await load_walkthrough(app, result, lang="ja")
    newest = await load_walkthrough(app, result, lang="ja", edition=NEW_EDITION)

    shown = {r.cited: r for s in wiki.steps for r in s.rules}["724.2"]
    assert (shown.number, shown.edition) == ("724.2", WIKI_EDITION)
    assert shown.text and shown.text.startswith("サブゲーム")
    renumbered = {r.cited: r for s in newest.steps for r in s.rules}["724.2"]
    assert (renumbered.number, renumbered.edition) == ("728.2", NEW_EDITION)
    assert renumbered.text == shown.text
    # The application layer was asked in the result's numbering, never a hard-coded one.
    asked = {args for name, args in app.calls if name == "rule"}
    assert ("724.2", result["rules_edition"]) in asked and ("728.2", NEW_EDITION) in asked
    text = step_text(newest.steps[step["n"] - 1], newest)
    assert f"  728.2 ({NEW_EDITION}) サブゲーム" in text


async def test_a_rule_the_database_lacks_is_shown_by_number() -> None:
    result = SCENARIOS.run_preset("subgame-small-library", lang="en")
    result["steps"] = result["steps"][:1]
    result["steps"][0]["rules"] = ["999.9"]

    walk = await load_walkthrough(FakeApplication(), result, lang="en")

    (rule,) = walk.steps[0].rules
    assert (rule.number, rule.edition, rule.text) == ("999.9", None, None)
    assert "Rules applied: 999.9" in step_text(walk.steps[0], walk)


async def test_a_rule_text_the_previous_step_printed_is_not_printed_again() -> None:
    result = SCENARIOS.run_preset("subgame-small-library", lang="ja")
    walk = await load_walkthrough(FakeApplication(), result, lang="ja")
    cited = [i for i, step in enumerate(walk.steps) if "724.2" in [r.number for r in step.rules]]
    first, again = cited[0], next(i for i in cited if i - 1 in cited)
    assert "  724.2 (" in step_text(walk.steps[first], walk)
    repeated = step_text(walk.steps[again], walk)
    assert "  724.2 (" not in repeated
    assert re.search(r"前のステップと同じ: [0-9., a-z]*724\.2", repeated)
