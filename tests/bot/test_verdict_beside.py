"""The verdict read beside the search (`VerdictBeside`: while the database gathers the search's
candidates): the verdict of the cards the answer names, read once, whichever cards it was read
for first; through the public API (`JudgeApp`), the verdict of the story and its cards."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application import situation_verdict as module
from bot.application.answer_types import RecognisedCard, VerdictAnswer
from bot.application.app import JudgeApp
from bot.application.reading.verdict_rule import shown_in_current
from bot.application.situation_verdict import VerdictBeside, situation_verdict
from rulesdb.database import RulesDatabase
from rulesdb.editions import Editions

ANGEL: list[RecognisedCard] = [{"ref": "card:Platinum Angel", "name": "Platinum Angel"}]
STORY = "I'm at 0 life with Platinum Angel. Am I out?"


def answered(
    question: str, cards: list[RecognisedCard], editions: Editions
) -> VerdictAnswer | None:
    """The verdict an answer gives: the story's, its rules numbered in the current edition."""
    verdict = situation_verdict(question, cards)
    return shown_in_current(verdict, editions) if verdict is not None else None


def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The questions situation_verdict is asked from here on."""
    asked: list[str] = []
    read = module.situation_verdict

    def counting(question: str, cards: list[RecognisedCard]) -> VerdictAnswer | None:
        asked.append(question)
        return read(question, cards)

    monkeypatch.setattr(module, "situation_verdict", counting)
    return asked


def test_the_verdict_read_beside_is_given_for_the_same_cards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    expected = situation_verdict(STORY, ANGEL)
    assert expected is not None and expected["asker"] == "keeps_playing"
    asked = counted(monkeypatch)
    beside = VerdictBeside(STORY)
    beside.read(ANGEL)
    assert beside.verdict([{**card} for card in ANGEL]) == expected  # equal, not the same
    assert asked == [STORY]  # read once


def test_a_verdict_read_for_other_cards_is_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = counted(monkeypatch)
    beside = VerdictBeside(STORY)
    beside.read([])  # (without the Angel the asker at 0 life loses)
    assert beside.verdict(ANGEL) == situation_verdict(STORY, ANGEL)
    assert len(asked) == 2


def test_a_verdict_never_read_beside_is_read_when_asked() -> None:
    assert VerdictBeside(STORY).verdict(ANGEL) == situation_verdict(STORY, ANGEL)
    assert VerdictBeside("ライフ0").verdict([]) is None


@pytest.mark.parametrize(
    "question",
    [
        STORY,
        "白金の天使がいる時にライフが0になったら負けますか?",
        "My library has 1 card and I draw 2 cards. Game over?",
        "???",  # (nothing to search: the search ends before it gathers anything)
    ],
)
async def test_the_answer_s_verdict_is_that_of_its_story_and_cards(
    full: RulesDatabase, question: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = counted(monkeypatch)
    app = JudgeApp(full, answer_cache_size=0, verdicts=True)
    answer = await app.search(question)
    assert answer.get("verdict") == answered(question, answer["cards"], app.editions)
    assert asked == [question]  # once an answer
    if question == STORY:
        assert [card["ref"] for card in answer["cards"]] == ["card:Platinum Angel"]
        assert answer.get("verdict", {}).get("asker") == "keeps_playing"


async def test_a_named_card_s_verdict_is_read_beside_the_search_once(
    card_data_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = await JudgeApp.open(card_data_db, answer_cache_size=0, verdicts=True, semantic=False)
    try:
        read: list[list[RecognisedCard]] = []
        real = VerdictBeside.read

        def reading(self: VerdictBeside, cards: list[RecognisedCard]) -> None:
            read.append(cards)
            real(self, cards)

        monkeypatch.setattr(VerdictBeside, "read", reading)
        asked = counted(monkeypatch)
        answer = await app.search(STORY)
        assert [card["ref"] for card in answer["cards"]] == ["card:Platinum Angel"]
        assert answer["cards"][0].get("text")  # card data: read beside the search
        assert [[card["ref"] for card in cards] for cards in read] == [["card:Platinum Angel"]]
        assert asked == [STORY]
        assert answer.get("verdict") == answered(STORY, answer["cards"], app.editions)
        assert answer.get("verdict", {}).get("asker") == "keeps_playing"
    finally:
        await app.close()
