"""A rule whose printings in both languages match a question gains on one that only one of its
printings matches (rulesdb.search.language_agreement), over pure scores and over the official
rules."""

from __future__ import annotations

import pytest

import rulesdb.search.searcher
from rulesdb.database import RulesDatabase
from rulesdb.search.language_agreement import agreed_scores
from rulesdb.search.weights import RankingWeights

AGREEMENT_WEIGHT = RankingWeights().agreement


def test_a_printing_gains_a_share_of_the_other_languages_best() -> None:
    scores = agreed_scores(
        [("704.5b", "en", 0.30), ("704.5b", "ja", 0.25), ("704.5a", "en", 0.32)], AGREEMENT_WEIGHT
    )
    assert scores[0] == pytest.approx(0.30 + AGREEMENT_WEIGHT * 0.25)
    assert scores[1] == pytest.approx(0.25 + AGREEMENT_WEIGHT * 0.25)
    # No Japanese printing matched 704.5a: it keeps its score, and 704.5b now leads.
    assert scores[2] == pytest.approx(0.32)
    assert scores[0] > scores[2]


def test_the_gain_is_never_more_than_a_printings_own_score() -> None:
    # A printing that barely matches is not lifted by the other language's match alone.
    low, high = agreed_scores([(1, "ja", 0.05), (1, "en", 0.6)], AGREEMENT_WEIGHT)
    assert low == pytest.approx(0.05 + AGREEMENT_WEIGHT * 0.05)
    assert high == pytest.approx(0.6 + AGREEMENT_WEIGHT * 0.05)


def test_editions_in_the_same_language_do_not_agree_with_each_other() -> None:
    # Three English editions print nearly the same text: that is one piece of evidence.
    scores = agreed_scores([(7, "en", 0.4), (7, "en", 0.4), (7, "en", 0.38)], AGREEMENT_WEIGHT)
    assert scores == pytest.approx([0.4, 0.4, 0.38])
    # The best printing of the other language is the one that counts.
    scores = agreed_scores([(7, "en", 0.4), (7, "ja", 0.1), (7, "ja", 0.3)], AGREEMENT_WEIGHT)
    assert scores[0] == pytest.approx(0.4 + AGREEMENT_WEIGHT * 0.3)


def test_nothing_to_agree_with() -> None:
    assert agreed_scores([], AGREEMENT_WEIGHT) == []
    assert agreed_scores([("rule:1.1", "en", 0.5)], AGREEMENT_WEIGHT) == [0.5]


async def _top(full: RulesDatabase, question: str) -> str:
    return (await (await full.searcher()).search(question, limit=3))[0]["ref"]


@pytest.mark.parametrize(
    ("question", "agreed"),
    [
        # A spell whose one target is gone: 608.2b (a target no longer legal) in both
        # languages; alone, a copy's rule (707.10d) in the words of the question.
        (
            "my buddy's spell had one target and I sacrificed it in response, what happens to"
            " his spell",
            "rule:608.2b",
        ),
    ],
)
async def test_the_rule_both_languages_say_leads(
    full: RulesDatabase, monkeypatch: pytest.MonkeyPatch, question: str, agreed: str
) -> None:
    assert await _top(full, question) == agreed
    monkeypatch.setattr(rulesdb.search.searcher, "MIN_QUESTION_WORDS", 99)  # agreement off
    assert await _top(full, question) != agreed


@pytest.mark.parametrize(
    "question",
    [
        "強制のループを誰も止められなくなったら、ゲームは引き分け?",
        "強制のループで誰も止められなくなったら引き分け?",
    ],
)
async def test_a_loop_nobody_can_stop_leads_with_the_draw_rule(
    full: RulesDatabase, question: str
) -> None:
    # 104.4b in both languages agreed, before the casual words asked for its own phrase (「止める
    # 方法がない一連のイベントの繰り返し」); with that phrase it leads either way.
    assert await _top(full, question) == "rule:104.4b"


async def test_a_question_of_one_or_two_words_is_not_lifted_over_the_wiki(
    full: RulesDatabase,
) -> None:
    # "サブゲームとは" meets the English rules only through サブゲーム translated: the rules
    # gain nothing from it, and the wiki's page on subgames still answers first.
    hits = await (await full.searcher()).search("サブゲームとは", limit=3)
    assert hits[0]["kind"] in ("page", "section"), [h["ref"] for h in hits]
