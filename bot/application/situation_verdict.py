"""The verdict a search answer carries: the situation the question tells, read and played on the
engine (`bot.application.situations`), in the shape of `search --json`'s `verdict`."""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.answer_types import RecognisedCard, VerdictAnswer
from bot.application.situations.verdict import verdict_for
from engine.rule_citations import EDITION
from rulesdb.text.normalize import has_japanese

SCENARIO_TITLE = {"ja": "質問の状況", "en": "The situation in the question"}


def situation_verdict(question: str, cards: Sequence[RecognisedCard]) -> VerdictAnswer | None:
    """The engine's verdict for the asker, or None when the question is not a situation the
    engine models in full (a wrong verdict is worse than none)."""
    verdict = verdict_for(question, [card["ref"].removeprefix("card:") for card in cards])
    if verdict is None:
        return None
    japanese = has_japanese(question)
    # The walkthrough of the scenario is titled in the question's language, like the reply.
    scenario = {**verdict.scenario, "title": SCENARIO_TITLE["ja" if japanese else "en"]}
    return {
        "asker": verdict.asker,
        "summary": verdict.summary_ja if japanese else verdict.summary_en,
        "summary_i18n": {"ja": verdict.summary_ja, "en": verdict.summary_en},
        "scenario": scenario,
        "rules_cited": list(verdict.rules_cited),
        "rules_edition": EDITION,
        "assumed": [*verdict.defaults, *verdict.assumptions],
    }
