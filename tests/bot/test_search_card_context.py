"""A search whose question names a card, with card data loaded: the card is recognised in free
text (English, Japanese, with a typo), shown with its text as context rather than as a hit, and
its rulings that match the question answer it, attributed."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot.application.app import JudgeApp
from bot.discord_app.cogs.search.embeds import add_answer_context
from bot.terminal.render_text import render_search

PAY_LIFE = "If I can't lose life (e.g. Teferi's Protection), can I still pay life as a cost?"


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    application = await JudgeApp.open(card_data_db)
    yield application
    await application.close()


@pytest.mark.parametrize(
    "question",
    [
        "I control Platinum Angel and I'm at -5 life, do I lose?",
        "白金の天使が場にあってライフが0なら負ける?",
        "I control Platinum Angle and I'm at -5 life, do I lose?",
    ],
    ids=["english", "japanese", "typo"],
)
async def test_a_card_named_in_a_question_is_recognised_with_its_text(
    app: JudgeApp, question: str
) -> None:
    answer = await app.search(question)
    assert [card["ref"] for card in answer["cards"]] == ["card:Platinum Angel"]
    card = answer["cards"][0]
    assert card["text"] == "Flying\nYou can't lose the game and your opponents can't win the game."
    assert card.get("ja_text", "").startswith("飛行\nあなたはゲームに敗北できない。")


@pytest.mark.parametrize(
    ("question", "card"),
    [
        (
            "崇拝とクリーチャーがいるのに、相手が「ライフを10点失う」呪文を撃ってきた。崇拝で防げる?",
            "card:Worship",
        ),
        ("相手がライフ1でこっちが稲妻を撃って、解決したらすぐ負け?", "card:Lightning Bolt"),
        # The English name written in katakana (its Japanese name is ぎらつかせのエルフ).
        ("グリステナー・エルフで1点殴ったら毒カウンター1個?", "card:Glistener Elf"),
        ("Karn's ultimate in a subgame, which game restarts?", "card:Karn Liberated"),
    ],
)
async def test_a_short_or_katakana_name_in_a_question_is_recognised(
    app: JudgeApp, question: str, card: str
) -> None:
    answer = await app.search(question)
    assert [c["ref"] for c in answer["cards"]] == [card]


async def test_a_short_name_inside_a_longer_word_is_not_a_card(app: JudgeApp) -> None:
    # 遅延 is Delay's Japanese name; 遅延誘発型能力 is the rules' delayed triggered ability.
    answer = await app.search("遅延誘発型能力はいつ誘発する?")
    assert answer["cards"] == []


async def test_a_question_naming_no_card_has_no_cards_and_no_rulings(app: JudgeApp) -> None:
    answer = await app.search("how many poison counters do I need to lose the game?")
    assert answer["cards"] == []
    assert answer["rulings"] == []


async def test_a_matching_ruling_answers_attributed_and_others_do_not(app: JudgeApp) -> None:
    answer = await app.search(PAY_LIFE)
    texts = [ruling["text"] for ruling in answer["rulings"]]
    paying = (
        "You can’t pay a cost that includes the payment of any amount of life other than 0 life."
    )
    assert paying in texts
    assert {"card": "Teferi's Protection", "date": "2017-08-25", "text": paying} in answer[
        "rulings"
    ]
    assert texts[0] == paying  # the ruling worded most like the question first
    assert len(texts) <= 3
    # Teferi's Protection's rulings on phasing say nothing the question asks.
    assert not any("phased out" in text for text in texts)


async def test_the_card_and_its_ruling_decide_before_the_rules(app: JudgeApp) -> None:
    answer = await app.search(PAY_LIFE)
    kinds = [item["kind"] for item in answer["answer"]]
    assert kinds[:2] == ["card", "ruling"] and "rule" in kinds[2:]
    text = render_search(answer, "en")
    lines = text.splitlines()
    assert lines[0] == "[card] テフェリーの防御/Teferi's Protection"
    assert lines[2] == "[Ruling] Teferi's Protection (2017-08-25)"
    assert text.index("[Ruling]") < text.index("[rule]") < text.index("cards in the question")
    embed = discord.Embed(description="best")
    add_answer_context(embed, answer, "en")
    field = next(f for f in embed.fields if f.name == "Rulings")
    assert "Teferi's Protection" in (field.value or "") and "2017-08-25" in (field.value or "")


@pytest.mark.parametrize(
    "question",
    [
        "I attack with Phage the Untouchable into an opponent who controls Worship: does he lose?",
        PAY_LIFE,
        "白金の天使がいるのにライフ0で、天使が除去されたらいつ負ける?",
    ],
)
async def test_card_hits_never_outrank_a_rule_when_a_card_is_named(
    app: JudgeApp, question: str
) -> None:
    answer = await app.search(question)
    assert answer["cards"]
    kinds = [hit["kind"] for hit in answer["hits"]]
    assert "rule" in kinds
    if "card" in kinds:
        last_rule = max(i for i, kind in enumerate(kinds) if kind == "rule")
        assert kinds.index("card") > last_rule
    best = answer["best"]
    assert best is not None and best["hit"]["kind"] != "card"


async def test_a_lone_card_name_is_still_answered_by_the_card(app: JudgeApp) -> None:
    answer = await app.search("Platinum Angel")
    assert answer["hits"][0]["ref"] == "card:Platinum Angel"


async def test_a_name_inside_a_longer_name_is_not_a_second_card(app: JudgeApp) -> None:
    answer = await app.search("Does Lich's Mirror work against ten poison counters?")
    assert [card["ref"] for card in answer["cards"]] == ["card:Lich's Mirror"]


async def test_a_misspelt_card_name_alone_is_still_answered_by_the_card(app: JudgeApp) -> None:
    answer = await app.search("Abysal Persecuter")
    assert answer["hits"][0]["ref"] == "card:Abyssal Persecutor"


async def test_a_card_name_inside_a_word_the_rules_say_is_the_rules_word(app: JudgeApp) -> None:
    # "delayed" begins with Delay's name, and the rules say "delayed" (603.7): no card.
    answer = await app.search("what is a delayed triggered ability")
    assert answer["cards"] == []
    assert [item["kind"] for item in answer["answer"]][:1] == ["rule"]
    # The name written as a word of its own still names the card.
    named = await app.search("Delay: does it suspend my spell?")
    assert [card["ref"] for card in named["cards"]] == ["card:Delay"]


async def test_a_planeswalkers_ultimate_answers_with_its_last_loyalty_ability(
    app: JudgeApp,
) -> None:
    answer = await app.search("If I ult Karn during a subgame, which game restarts?")
    first = answer["answer"][0]
    assert first["ref"] == "card:Karn Liberated"
    assert str(first.get("sentence", "")).startswith("[−14]: Restart the game")
