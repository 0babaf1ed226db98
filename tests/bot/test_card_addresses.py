"""A named card is the answer when its sentence or ruling addresses the question; a card that is
only in the story of a player out of a multiplayer game, whose things the question asks about,
follows the rules that settle them (800.4a), in English and in Japanese."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.answer_types import AnswerItem, RecognisedCard, RulingAnswer, SearchHit
from bot.application.app import JudgeApp
from bot.application.composed_answer import compose_answer
from bot.application.reading.card_addresses import card_addresses, leaving_asked

ANGEL: RecognisedCard = {
    "ref": "card:Platinum Angel",
    "name": "白金の天使/Platinum Angel",
    "text": "Flying\nYou can't lose the game and your opponents can't win the game.",
    "ja_text": "飛行\nあなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。",
}
NO_EFFECT: RulingAnswer = {
    "card": "Platinum Angel",
    "date": "2009-10-01",
    "text": "No game effect can cause you to lose the game or cause any opponent to win the game"
    " while you control Platinum Angel.",
}
CONCESSION: RulingAnswer = {
    "card": "Platinum Angel",
    "date": "2004-12-01",
    "text": "You can concede a game while Platinum Angel on the battlefield. A concession causes"
    " you to leave the game, which then causes you to lose the game.",
}
# A card that moves or controls things, not one about who loses or wins.
STEAL: RecognisedCard = {
    "ref": "card:Confiscation Coup",
    "name": "Confiscation Coup",
    "text": "Choose one — Gain control of target artifact or creature.",
}
STEAL_RULING: RulingAnswer = {
    "card": "Confiscation Coup",
    "date": "2016-09-20",
    "text": "The control-change effect lasts indefinitely.",
}


def hit(ref: str, kind: str = "rule") -> SearchHit:
    return {"ref": ref, "kind": kind, "title": ref, "text": "text", "score": 0.5, "lang": "en"}


HITS = [hit("rule:104.3a"), hit("rule:800.4a"), hit("rule:104.5"), hit("page:敗北条件", "page")]


def refs(items: list[AnswerItem]) -> list[str]:
    return [item["ref"] for item in items]


LEAVING_STORIES = [
    "In a 4-player game the guy with Platinum Angel out conceded. What happens to his permanents"
    " and tokens?",
    "Multiplayer commander: my friend with Platinum Angel rage quit. What happens to all his"
    " stuff?",
    "多人数戦で白金の天使を出してたプレイヤーが投了した。その人のパーマネントはどうなる？",
    "4人戦で白金の天使を出してた人が回線落ちで抜けた。その人のトークンは消える？",
]


@pytest.mark.parametrize("question", LEAVING_STORIES)
def test_a_card_only_in_the_story_of_a_player_who_left_follows_the_rules(question: str) -> None:
    assert leaving_asked(question)
    answer = compose_answer(question, HITS, [ANGEL], [NO_EFFECT])
    assert refs(answer) == [
        "rule:104.3a",
        "rule:800.4a",
        "rule:104.5",
        "card:Platinum Angel",
        "ruling:Platinum Angel@2009-10-01",
        "page:敗北条件",
    ]


NAMES = ANGEL["name"].split("/")
CARD_ASKED_OF = [
    "Multiplayer: my opponent stole my Platinum Angel, then he lost to commander damage. Do I"
    " get my Angel back?",
    "3 player game, I gained control of my opponent's Platinum Angel and then that opponent"
    " conceded. Does the Angel stay with me?",
    "多人数戦で、相手に白金の天使を奪われてたけど、その相手が負けた。天使は戻ってくる？",
    "4人戦で相手の白金の天使を奪ってたら、その持ち主が投了した。天使はどこに行く？",
]


@pytest.mark.parametrize("question", CARD_ASKED_OF)
def test_the_card_asked_of_as_a_thing_of_a_player_who_left_follows_the_rules(
    question: str,
) -> None:
    # Where the card goes is what leaves with its owner (800.4a), not what its ability does.
    assert leaving_asked(question, NAMES)
    assert not leaving_asked(question)
    answer = compose_answer(question, HITS, [ANGEL], [NO_EFFECT])
    assert refs(answer) == [
        "rule:104.3a",
        "rule:800.4a",
        "rule:104.5",
        "card:Platinum Angel",
        "ruling:Platinum Angel@2009-10-01",
        "page:敗北条件",
    ]


@pytest.mark.parametrize("question", LEAVING_STORIES)
def test_a_ruling_that_speaks_of_leaving_keeps_the_card_first_and_is_the_one_shown(
    question: str,
) -> None:
    # The ruling on concession is second among the matching ones: it is the one shown.
    answer = compose_answer(question, HITS, [ANGEL], [NO_EFFECT, CONCESSION])
    assert refs(answer)[:3] == [
        "card:Platinum Angel",
        "ruling:Platinum Angel@2004-12-01",
        "rule:104.3a",
    ]
    assert card_addresses(question, [ANGEL["text"]], [NO_EFFECT["text"], CONCESSION["text"]]) == (
        True,
        1,
    )


@pytest.mark.parametrize(
    "question",
    [
        # The card's own business: a loss it stops, a concession asked of it.
        "I'm at -5 with Platinum Angel out in a 4-player game. Am I still in?",
        "Can I concede while my Platinum Angel is on the battlefield?",
        "白金の天使がいるとライフ0でも負けない？",
        "白金の天使をコントロールしてても投了できる？",
        # A concession told as not made is none.
        "4-player game: the Platinum Angel player won't concede. What happens to his permanents?",
        "多人数戦で白金の天使の人がまだ投了しないで粘ってる。その人のパーマネントはどうなる？",
    ],
)
def test_a_card_the_question_turns_on_keeps_its_place_first(question: str) -> None:
    assert not leaving_asked(question)
    answer = compose_answer(question, HITS, [ANGEL], [NO_EFFECT])
    assert refs(answer)[:2] == ["card:Platinum Angel", "ruling:Platinum Angel@2009-10-01"]


@pytest.mark.parametrize(
    "question",
    [
        # The card's ability asked about, not where it goes.
        "4-player game: I control Platinum Angel and I'm at -4. Another player just lost. Do I"
        " lose too?",
        "4人戦で、白金の天使をコントロールしてる自分のライフが-3。他のプレイヤーが投了したけど、"
        "自分はまだ負けない？",
        # No player out of a game that goes on: a two-player game is over.
        "Two player game: my opponent conceded while I controlled his Platinum Angel. What"
        " happens to the Angel?",
    ],
)
def test_the_card_asked_of_in_a_story_without_a_leaving_keeps_its_place(question: str) -> None:
    assert not leaving_asked(question, NAMES)
    answer = compose_answer(question, HITS, [ANGEL], [NO_EFFECT])
    assert refs(answer)[:2] == ["card:Platinum Angel", "ruling:Platinum Angel@2009-10-01"]


def test_a_leaving_players_things_asked_as_staying_are_asked_of() -> None:
    question = (
        "Commander game with 4 people. The player who had Platinum Angel out disconnected."
        " Do his permanents stay on the battlefield?"
    )
    assert leaving_asked(question)


def test_a_player_out_of_a_two_player_game_leaves_nothing_behind_to_ask_of() -> None:
    # The game is over: no rule of a game that goes on settles the things asked of.
    question = (
        "Two player game, he had Platinum Angel and lost to poison. What happens to his tokens?"
    )
    assert not leaving_asked(question)


def test_a_card_that_moves_things_may_decide_what_becomes_of_them() -> None:
    question = (
        "4-player game: I had his creature through Confiscation Coup when he conceded. What"
        " happens to his creature?"
    )
    assert leaving_asked(question)
    answer = compose_answer(question, HITS, [STEAL], [STEAL_RULING])
    assert refs(answer)[:2] == ["card:Confiscation Coup", "ruling:Confiscation Coup@2016-09-20"]


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    application = await JudgeApp.open(card_data_db)
    yield application
    await application.close()


@pytest.mark.parametrize(
    "question",
    [
        "In a 4-player game a player with Lich's Mirror on the field conceded. What happens to his"
        " permanents and the spells he had on the stack?",
        "多人数戦で死者の鏡を出してたプレイヤーが投了した。その人のパーマネントやスタック上の呪文はどうなる？",
    ],
)
async def test_the_search_answers_what_leaves_with_a_player_by_800_4a_first(
    app: JudgeApp, question: str
) -> None:
    answer = (await app.search(question))["answer"]
    kinds = [item["kind"] for item in answer]
    assert "card" in kinds, answer
    # Every rule before the card; 800.4a among them.
    assert set(kinds[: kinds.index("card")]) == {"rule"}
    assert "rule:800.4a" in refs(answer)[: kinds.index("card")]


@pytest.mark.parametrize(
    "question",
    [
        "Can I concede while my Platinum Angel is on the battlefield?",
        "白金の天使がいても投了はできる？",
    ],
)
async def test_the_search_answers_a_concession_asked_of_the_card_with_the_card(
    app: JudgeApp, question: str
) -> None:
    answer = (await app.search(question))["answer"]
    assert answer[0]["ref"] == "card:Platinum Angel", refs(answer)
