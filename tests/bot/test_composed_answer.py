"""The composed answer (`search --json`'s `answer`): the verdict, then the named card's deciding
ability and its ruling, then the governing rules, then the wiki; a card only mentioned stays out;
nothing to answer is an empty answer."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.answer_types import (
    AnswerItem,
    RecognisedCard,
    RulingAnswer,
    SearchHit,
    VerdictAnswer,
)
from bot.application.app import JudgeApp
from bot.application.composed_answer import compose_answer, deciding_card, deciding_sentence

ANGEL: RecognisedCard = {
    "ref": "card:Platinum Angel",
    "name": "白金の天使/Platinum Angel",
    "text": "Flying\nYou can't lose the game and your opponents can't win the game.",
    "ja_text": "飛行\nあなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。",
}
ELF: RecognisedCard = {
    "ref": "card:Glistener Elf",
    "name": "ぎらつかせのエルフ/Glistener Elf",
    "text": "Infect (This creature deals damage to creatures in the form of -1/-1 counters and"
    " to players in the form of poison counters.)",
}
ANGEL_RULING: RulingAnswer = {
    "card": "Platinum Angel",
    "date": "2009-10-01",
    "text": "No game effect can cause you to lose the game or cause any opponent to win the game"
    " while you control Platinum Angel.",
}
VERDICT: VerdictAnswer = {
    "asker": "keeps_playing",
    "summary": "You keep playing.",
    "summary_i18n": {"ja": "あなたはゲームを続けます。", "en": "You keep playing."},
    "scenario": {"players": [{"name": "you"}, {"name": "opponent"}]},
    "rules_cited": ["104.3b", "704.5a"],
    "rules_edition": "20231117",
}


def hit(ref: str, kind: str, text: str = "text", lang: str = "en") -> SearchHit:
    return {"ref": ref, "kind": kind, "title": ref, "text": text, "score": 0.5, "lang": lang}


HITS = [
    hit("rule:704.5a", "rule"),
    hit("section:敗北条件#状況起因処理による敗北", "section"),
    hit("rule:119.6", "rule"),
    hit("card:Rocket-Powered Turbo Slug", "card"),
    hit("rule:104.3b", "rule"),
    hit("rule:107.1b", "rule"),
    hit("page:敗北条件", "page"),
    hit("page:サブゲーム", "page"),
]


def refs(items: list[AnswerItem]) -> list[str]:
    return [item["ref"] for item in items]


def test_the_order_is_verdict_card_ruling_rules_wiki() -> None:
    question = "can I lose with Platinum Angel at 0 life"
    answer = compose_answer(question, HITS, [ANGEL], [ANGEL_RULING], VERDICT)
    assert refs(answer) == [
        "verdict",
        "card:Platinum Angel",
        "ruling:Platinum Angel@2009-10-01",
        "rule:704.5a",
        "rule:119.6",
        "rule:104.3b",
        "section:敗北条件#状況起因処理による敗北",
        "page:敗北条件",
    ]
    assert answer[0]["kind"] == "verdict" and answer[0]["rules_cited"] == ["104.3b", "704.5a"]
    card = answer[1]
    assert card["sentence"] == "You can't lose the game and your opponents can't win the game."


def test_a_japanese_question_gets_the_japanese_ability() -> None:
    sentence = deciding_sentence(
        ANGEL, "白金の天使がいるとライフ0でも負けない?", ANGEL_RULING["text"]
    )
    assert sentence == "あなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。"


def test_a_card_only_mentioned_is_not_the_answer() -> None:
    question = "my opponent cast a spell after I played Glistener Elf, who has priority now?"
    assert deciding_card(question, [ELF], []) is None
    answer = compose_answer(question, HITS, [ELF], [])
    assert [item["kind"] for item in answer] == ["rule", "rule", "rule", "section", "page"]


def test_a_question_about_the_card_itself_is_answered_by_the_card() -> None:
    assert deciding_card("Glistener Elf", [ELF], []) == ELF
    assert deciding_card("what does Glistener Elf's infect do to players", [ELF], []) == ELF
    sentence = deciding_sentence(ELF, "what does Glistener Elf's infect do to players")
    assert sentence is not None and sentence.startswith("Infect")


SHAHRAZAD: RecognisedCard = {
    "ref": "card:Shahrazad",
    "name": "Shahrazad",
    "text": "Players play a Magic subgame, using their libraries as their decks.",
}


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("Glistner Elf", ELF),
        ("Platnium Angle", ANGEL),
        ("Platnium Angle?", ANGEL),
        ("シャハラザド", SHAHRAZAD),
        ("シャハラザドって何？", SHAHRAZAD),
    ],
)
def test_a_misspelt_or_katakana_name_alone_is_answered_by_the_card(
    question: str, card: RecognisedCard
) -> None:
    assert deciding_card(question, [card], []) == card


@pytest.mark.parametrize(
    "question",
    [
        # More than the name and a few words: what decides is for the rules, not the card.
        "Platnium Angle is out, my buddy cast a spell: who holds priority, then which stack order?",
        # A katakana word that is not the name.
        "シャッフルして",
        # No word like the name's.
        "Plutonium Eagle",
    ],
)
def test_a_name_misspelt_beside_more_words_or_no_name_is_not_the_card_alone(
    question: str,
) -> None:
    assert deciding_card(question, [ANGEL, SHAHRAZAD], []) is None


def test_the_ruled_card_decides_over_another_named_card() -> None:
    question = "Glistener Elf hits me while I control Platinum Angel"
    assert deciding_card(question, [ELF, ANGEL], [ANGEL_RULING]) == ANGEL


WORSHIP: RecognisedCard = {
    "ref": "card:Worship",
    "name": "崇拝/Worship",
    "text": "If you control a creature, damage that would reduce your life total to less than 1"
    " reduces it to 1 instead.",
}


def test_inflected_words_meet_the_cards_words() -> None:
    # "controls", "reduced" meet "control", "reduces": with "damage", three shared words.
    question = "my opponent controls Worship; is the damage of my attack reduced?"
    answer = compose_answer(question, HITS, [WORSHIP], [])
    assert refs(answer)[:2] == ["card:Worship", "rule:704.5a"]


def test_a_card_touching_the_question_in_the_rules_words_follows_the_first_rule() -> None:
    # "am I dead" is "loses the game" in the rules' words (the search's casual table), which
    # Platinum Angel's ability says: one shared word, so the card follows the first rule.
    question = "Platinum Angel is out and I'm at 12 poison. am I dead?"
    assert deciding_card(question, [ANGEL], []) is None
    assert deciding_card(question, [ANGEL], [], formal=["loses the game"]) == ANGEL
    answer = compose_answer(question, HITS, [ANGEL], [], formal=["loses the game"])
    assert refs(answer)[:4] == ["rule:704.5a", "card:Platinum Angel", "rule:119.6", "rule:104.3b"]


def test_a_card_without_text_cannot_decide() -> None:
    bare: RecognisedCard = {"ref": "card:Shahrazad", "name": "Shahrazad"}
    assert deciding_card("Shahrazad", [bare], []) is None
    # Found by the search (the wiki names it), it answers only a question about itself.
    found = frozenset({"card:Shahrazad"})
    assert deciding_card("Shahrazad", [bare], [], found=found) == bare
    assert (
        deciding_card("who loses the subgame started by Shahrazad", [bare], [], found=found) is None
    )


def test_a_question_naming_only_a_card_without_text_is_answered_by_its_hit() -> None:
    """With no card data, the card the search found (the wiki names it) comes before rules that
    share only the words of its name (205.3m lists Angel among the creature types)."""
    grace: RecognisedCard = {"ref": "card:Angel's Grace", "name": "天使の嗜み/Angel's Grace"}
    said = "白金の天使/Platinum Angelや天使の嗜み/Angel's Graceは、あなたが敗北することを禁止する。"
    hits = [
        hit("rule:205.3m", "rule", "Creature types: Advisor, Aetherborn, Angel, ..."),
        hit("card:Angel's Grace", "card", said, lang="ja"),
        hit("section:敗北条件#敗北に影響するカード", "section", said, lang="ja"),
    ]
    answer = compose_answer("Angel's Grace", hits, [grace], [])
    assert refs(answer)[:2] == ["card:Angel's Grace", "rule:205.3m"]
    assert answer[0]["text"] == ""  # no Oracle text to quote; the wiki's section follows
    # Asked more than its name, the card without text is context again.
    asked = compose_answer(
        "does Angel's Grace stop damage from a Lightning Bolt", hits, [grace], []
    )
    assert "card:Angel's Grace" not in refs(asked)


def test_nothing_to_answer_is_an_empty_answer() -> None:
    assert compose_answer("EVILMARKERZQX", [], [], []) == []


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    application = await JudgeApp.open(card_data_db, verdicts=True)
    yield application
    await application.close()


@pytest.mark.parametrize(
    ("question", "sentence"),
    [
        (
            "can I lose with Platinum Angel at 0 life",
            "You can't lose the game and your opponents can't win the game.",
        ),
        (
            "白金の天使がいるとライフ0でも負けない？",
            "あなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。",
        ),
    ],
)
async def test_the_named_card_leads_the_search_answer(
    app: JudgeApp, question: str, sentence: str
) -> None:
    answer = await app.search(question)
    verdict = answer["verdict"]
    # Platinum Angel at 0 life: when the engine judged the situation, you keep playing.
    assert verdict is None or verdict["asker"] == "keeps_playing"
    items = [item for item in answer["answer"] if item["kind"] != "verdict"]
    first, second = items[:2]
    assert first["ref"] == "card:Platinum Angel" and first["sentence"] == sentence
    assert second["kind"] == "ruling" and second["card"] == "Platinum Angel"
    rules = [item["ref"] for item in items if item["kind"] == "rule"]
    assert {"rule:704.5a", "rule:104.3b"} & set(rules)  # the rules that would lose, then


async def test_a_rule_the_wiki_restates_leads_only_when_it_holds_the_questions_words(
    app: JudgeApp,
) -> None:
    """The wiki's section of state-based losses matches "empty library" by its library line;
    the one rule it restates word for word is 704.5a (0 life), which must not come first."""
    answer = await app.search("Laboratory Maniac with an empty library")
    rules = [item["ref"] for item in answer["answer"] if item["kind"] == "rule"]
    assert rules[0] != "rule:704.5a"
    hits = [hit["ref"] for hit in answer["hits"]]
    assert "rule:704.5b" in hits[:5]
    assert "rule:704.5a" not in hits or hits.index("rule:704.5b") < hits.index("rule:704.5a")


async def test_verdicts_are_given_only_when_turned_on(card_data_db: Path) -> None:
    # JUDGEBOT_VERDICTS: off by default while the verdicts' held-out precision is below the bar.
    question = "I control Platinum Angel and I'm at 0 life. Do I lose?"
    off = await JudgeApp.open(card_data_db)
    on = await JudgeApp.open(card_data_db, verdicts=True)
    try:
        without, with_verdict = await off.search(question), await on.search(question)
    finally:
        await off.close()
        await on.close()
    assert without["verdict"] is None
    assert [item["kind"] for item in without["answer"]][:1] == ["card"]
    assert with_verdict["verdict"] is not None
    assert with_verdict["verdict"]["asker"] == "keeps_playing"


async def test_a_question_nothing_answers_carries_the_searchs_suggestions(
    app: JudgeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.terminal.render_text import render_search
    from rulesdb.search.searcher import CardsBeside, Searcher, SearchResult
    from rulesdb.search.stages.lent import LentRules

    async def nothing_related(
        self: Searcher,
        text: str,
        *,
        limit: int = 10,
        lang: str | None = None,
        lent: LentRules | None = None,
        beside: CardsBeside | None = None,
    ) -> SearchResult:
        return SearchResult([], [], [], ["Shahrazad"])

    monkeypatch.setattr(Searcher, "answer", nothing_related)
    answer = await app.search("Shahrazzzzzadx")
    assert answer["hits"] == [] and answer["answer"] == []
    assert answer["suggestions"] == ["Shahrazad"]
    assert render_search(answer, "en") == "Nothing found.\nDid you mean: Shahrazad"


async def test_a_japanese_question_meets_an_english_only_card_through_its_translation(
    app: JudgeApp,
) -> None:
    # Shahrazad has no Japanese printing: the question's translated words meet its text.
    question = (
        "相手がシャハラザードを唱えてサブゲームが始まりました。サブゲームで私のライフが0になって"
        "負けたんですが、メインゲームの方はどうなるんですか？"
    )
    answer = await app.search(question)
    verdict = answer["verdict"]
    # Losing the subgame is not losing the main game: half the life, rounded up, is lost.
    assert verdict is None or verdict["asker"] == "keeps_playing"
    first = next(item for item in answer["answer"] if item["kind"] != "verdict")
    assert first["ref"] == "card:Shahrazad"
    assert "loses half their life" in first["text"]


KARN: RecognisedCard = {
    "ref": "card:Karn Liberated",
    "name": "解放された者、カーン/Karn Liberated",
    "text": "[+4]: Target player exiles a card from their hand.\n[−3]: Exile target permanent.\n"
    "[−14]: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn"
    " Liberated. Then put those cards onto the battlefield under your control.",
    "ja_text": "+4: プレイヤー１人を対象とする。"
    "そのプレイヤーは自分の手札にあるカードを１枚追放する。\n"
    "-3: パーマネント１つを対象とし、それを追放する。\n"
    "-14: 解放された者、カーンにより追放されたすべてのオーラでないパーマネント・カードを別にして、"
    "ゲームを再び開始する。 その後、それらの別にしたカードをあなたのコントロール下で戦場に出す。",
}


@pytest.mark.parametrize(
    ("question", "starts"),
    [
        ("If I ult Karn Liberated during a subgame, which game restarts?", "[−14]"),
        ("Karn Liberated's ultimate in a subgame: what happens?", "[−14]"),
        ("サブゲーム中に解放された者、カーンの奥義を使ったらどうなる?", "-14"),
    ],
)
def test_a_planeswalkers_ultimate_is_its_last_loyalty_ability(question: str, starts: str) -> None:
    # "ultimate" is the players' word for the loyalty ability of the highest cost, which no
    # word of the question shares: the card decides, with that ability as its sentence.
    assert deciding_card(question, [KARN, ANGEL], []) == KARN
    sentence = deciding_sentence(KARN, question)
    assert sentence is not None and sentence.startswith(starts)
    answer = compose_answer(question, HITS, [KARN], [])
    assert refs(answer)[0] == "card:Karn Liberated"


def test_ultimate_names_no_ability_of_a_card_without_loyalty() -> None:
    question = "Platinum Angel is the ultimate defence: can I lose?"
    sentence = deciding_sentence(ANGEL, question)
    assert sentence == "You can't lose the game and your opponents can't win the game."


@pytest.mark.parametrize("verdicts", [False, True])
async def test_warming_reads_the_situation_readers_strings_when_verdicts_are_on(
    card_data_db: Path, verdicts: bool
) -> None:
    # The bot warms at start: a player's first story no longer waits for the strings.
    from bot.application.situations import matching

    matching._screened.cache_clear()
    application = await JudgeApp.open(card_data_db, verdicts=verdicts)
    try:
        await application.warm()
    finally:
        await application.close()
    assert matching._screened.cache_info().currsize == (2 if verdicts else 0)


@pytest.mark.parametrize(
    ("misspelt", "meant"),
    [("Platnium Angle", "Platinum Angel"), ("白金の天子", "白金の天使"), ("Shahrazd", "Shahrazad")],
)
async def test_a_card_name_misspelt_alone_is_answered_as_the_name(
    app: JudgeApp, misspelt: str, meant: str
) -> None:
    wrong, right = await app.search(misspelt), await app.search(meant)
    assert refs(wrong["answer"]) == refs(right["answer"])
    assert [hit["ref"] for hit in wrong["hits"]] == [hit["ref"] for hit in right["hits"]]
    # "angle" found 712.3a's "black triangle" before.
    assert "rule:712.3a" not in refs(wrong["answer"])


async def test_a_misspelt_name_beside_other_words_is_asked_as_written(app: JudgeApp) -> None:
    asked = await app.search("Platnium Angle, when do I lose?")
    assert refs(asked["answer"])[0] == "card:Platinum Angel"
    assert refs(asked["answer"]) != refs((await app.search("Platinum Angel"))["answer"])


INFECT_HITS = [
    hit(
        "rule:702.90e",
        "rule",
        "The infect rules function no matter what zone an object with infect deals damage from.",
    ),
    hit("rule:702.90f", "rule", "Multiple instances of infect on the same object are redundant."),
    hit("rule:702.90", "rule", "Infect"),
    hit("rule:702.90b", "rule", "Damage dealt to a player by a source with infect doesn't …"),
    hit("rule:702.90c", "rule", "Damage dealt to a creature by a source with infect isn't …"),
]


@pytest.mark.parametrize(
    ("question", "hits", "first_rules"),
    [
        # A keyword's rules of form are next to the rule that decides, never it.
        ("what does infect do", INFECT_HITS, ["rule:702.90", "rule:702.90b", "rule:702.90c"]),
        (
            "感染ってなに",
            [
                hit(
                    "rule:702.90e",
                    "rule",
                    "感染のルールは、その感染を持つオブジェクトがどの領域"
                    "からダメージを与えたとしても機能する。",
                    "ja",
                ),
                hit(
                    "rule:702.90b",
                    "rule",
                    "感染を持つ発生源からプレイヤーが受けたダメージは…",
                    "ja",
                ),
            ],
            ["rule:702.90b", "rule:702.90e"],
        ),
        # Asked about zones or instances, they keep their place.
        (
            "does infect work from the graveyard",
            INFECT_HITS,
            ["rule:702.90e", "rule:702.90f", "rule:702.90"],
        ),
        (
            "two instances of infect on one creature?",
            INFECT_HITS,
            ["rule:702.90e", "rule:702.90f", "rule:702.90"],
        ),
    ],
)
def test_a_keywords_rules_of_form_come_after_the_rules_that_decide(
    question: str, hits: list[SearchHit], first_rules: list[str]
) -> None:
    answer = compose_answer(question, hits, [], [])
    assert refs(answer)[: len(first_rules)] == first_rules


LIST: SearchHit = {**hit("section:敗北条件#敗北に影響するカード", "section"), "card_list": True}


def test_a_question_asking_which_cards_is_answered_by_the_list_first() -> None:
    hits = [HITS[0], HITS[2], LIST, *HITS[4:]]
    answer = compose_answer(
        "ライフ0でも負けないカードって何がある？", hits, [], [], wants_list=True
    )
    assert refs(answer)[:2] == ["section:敗北条件#敗北に影響するカード", "rule:704.5a"]
    assert refs(answer).count("section:敗北条件#敗北に影響するカード") == 1
    # Asked of something else, the list keeps its place with the wiki, after the rules.
    other = compose_answer("what happens at 0 life", hits, [], [])
    assert refs(other)[:3] == ["rule:704.5a", "rule:119.6", "rule:104.3b"]
    # Under a verdict, the verdict and what it rests on come first.
    judged = compose_answer("do I lose at 0?", hits, [], [], VERDICT, wants_list=True)
    assert refs(judged)[0] == "verdict" and refs(judged)[1] != LIST["ref"]


@pytest.mark.parametrize(
    "question",
    ["ライフ0でも負けないカードって何がある？", "what cards stop you from losing at 0 life"],
)
async def test_the_search_answers_which_cards_with_the_wikis_list(
    app: JudgeApp, question: str
) -> None:
    answer = await app.search(question)
    first = answer["answer"][0]
    assert first["kind"] == "section" and first.get("card_list") is True, first
