"""The verdict a search answer carries: the situation the question tells, read and played on the
engine (`bot.application.situations`), in the shape of `search --json`'s `verdict`."""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.answer_types import RecognisedCard, SearchHit, VerdictAnswer
from bot.application.search_answer import engine_numbers
from bot.application.situations.card_effects.oracle import oracle_cards
from bot.application.situations.verdict import verdict_for
from engine.rule_citations import EDITION
from rulesdb.text.normalize import has_japanese

SCENARIO_TITLE = {"ja": "質問の状況", "en": "The situation in the question"}


# The search and the engine read a question independently: a verdict stands only when one of
# the rules that decide it is among the rules the search found for the same words.
AGREEING_HITS = 10
DECIDING_RULES = 3


def agrees_with_search(rules_cited: Sequence[str], hits: Sequence[SearchHit]) -> bool:
    """Whether one of the verdict's deciding rules is among the search's rule hits (compared
    in the engine's numbering, through each hit's numbers in the other editions)."""
    found = {number for hit in hits[:AGREEING_HITS] for number in engine_numbers(hit)}
    return bool(found & set(rules_cited[:DECIDING_RULES]))


def situation_verdict(
    question: str, cards: Sequence[RecognisedCard], hits: Sequence[SearchHit]
) -> VerdictAnswer | None:
    """The engine's verdict for the asker, or None when the question is not a situation the
    engine models in full, or the search reads it as being about other rules (a wrong verdict
    is worse than none)."""
    names = [card["ref"].removeprefix("card:") for card in cards]
    verdict = verdict_for(question, names, oracle_cards(cards))
    if verdict is None or not agrees_with_search(verdict.rules_cited, hits):
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
