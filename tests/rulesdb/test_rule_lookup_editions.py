"""Another edition's number and chapters say what they are (issue 9, item 10)."""

from __future__ import annotations

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import NotFoundError
from bot.terminal.render_text import render_rule
from rulesdb.database import RulesDatabase


async def test_a_renumbered_rule_is_shown_in_the_edition_asked_for(full: RulesDatabase) -> None:
    answer = await full.rules.lookup("724.5a", edition="20260116")
    assert answer["number"] == "728.5a"
    assert answer["edition"] == "20260116"
    assert answer["renumbered_from"]["number"] == "724.5a"
    assert answer["text"]["en"] and "subgame" in answer["text"]["en"]
    assert "renumbered: 724.5a (20231117) is 728.5a in this edition" in render_rule(answer, "en")
    assert "番号変更: 724.5a (20231117) はこの版では 728.5a" in render_rule(answer, "ja")


async def test_a_rule_in_its_own_edition_says_nothing_of_renumbering(full: RulesDatabase) -> None:
    answer = await full.rules.lookup("728.5a", edition="20260116")
    assert "renumbered_from" not in answer


async def test_a_chapter_comes_from_a_rules_file(full: RulesDatabase) -> None:
    answer = await full.rules.lookup("7")
    assert answer["edition"] == "20260116"
    assert all("page" not in source for source in answer["sources"])
    assert answer["text"]["en"] == "Additional Rules"


async def test_every_child_a_rule_lists_can_be_looked_up_in_its_edition(
    full_app: JudgeApp,
) -> None:
    for number in ["7", "724", "724.5", "104.3"]:
        answer = await full_app.rule(number)
        for child in answer["children"]:
            try:
                await full_app.rule(child, edition=answer["edition"])
            except NotFoundError:
                pytest.fail(f"{number} ({answer['edition']}) lists {child}, which is not found")
