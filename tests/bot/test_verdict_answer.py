"""Under a verdict, the answer is the verdict's own source (issue 23, item 1): right after the
verdict, the named card its scenario plays (sentence, then ruling) or else the rule the engine
decided it by, in the reader's language where the database prints it (saying so where only the
other language is loaded); then the rest, each once; the walkthroughs offered beside it are
about its own situation. Through `compose_answer` and through the public API (`JudgeApp`)."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, cast

import pytest

from bot.application.answer_types import (
    AnswerItem,
    RecognisedCard,
    SearchHit,
    VerdictAnswer,
    VerdictItem,
)
from bot.application.app import JudgeApp
from bot.application.composed_answer import compose_answer
from bot.application.reading.rule_notes import other_language_note
from bot.application.search_answer import answer_passage
from bot.terminal.console import Console
from bot.terminal.render_text import render_search
from engine import simulate

ANGEL: RecognisedCard = {
    "ref": "card:Platinum Angel",
    "name": "白金の天使/Platinum Angel",
    "text": "Flying\nYou can't lose the game and your opponents can't win the game.",
}


def rule(number: str, lang: str = "en", edition: str = "20231117") -> SearchHit:
    return {
        "ref": f"rule:{number}",
        "kind": "rule",
        "title": number,
        "text": f"text of {number}",
        "score": 0.5,
        "edition": edition,
        "lang": lang,
    }


def verdict(*cited: str, scenario: dict[str, Any] | None = None) -> VerdictAnswer:
    return {
        "asker": "wins",
        "summary": "You win the game.",
        "summary_i18n": {"ja": "あなたはゲームに勝利します。", "en": "You win the game."},
        "scenario": scenario or {"players": [{"name": "you"}, {"name": "opponent"}]},
        "rules_cited": list(cited),
        "rules_edition": "20231117",
        "assumed": [],
    }


def refs(items: list[AnswerItem]) -> list[str]:
    return [item["ref"] for item in items]


def test_the_verdicts_deciding_rule_follows_it_before_a_better_ranked_rule() -> None:
    hits = [rule("104.3a"), rule("704.5a"), rule("119.6")]
    answer = compose_answer("I went to 0 after he conceded", hits, [], [], verdict("704.5a"))
    assert refs(answer) == ["verdict", "rule:704.5a", "rule:104.3a", "rule:119.6"]
    # Without a verdict, the search's order.
    assert refs(compose_answer("I went to 0 after he conceded", hits, [], [])) == [
        "rule:104.3a",
        "rule:704.5a",
        "rule:119.6",
    ]


def test_a_deciding_rule_the_hits_lack_is_the_one_looked_up() -> None:
    hits = [rule("104.3a"), rule("119.6")]
    looked_up = rule("810.8a")
    looked_up["score"] = 0.0
    answer = compose_answer("2HG at 0", hits, [], [], verdict("810.8a"), deciding_rule=looked_up)
    assert refs(answer)[:3] == ["verdict", "rule:810.8a", "rule:104.3a"]


def test_a_card_the_verdicts_scenario_plays_comes_first_then_its_rule() -> None:
    hits = [rule("119.6"), rule("704.5a")]
    playing: dict[str, Any] = {"players": [{"name": "you", "battlefield": ["Platinum Angel", 3]}]}
    judged = verdict("704.5a", scenario=playing)
    answer = compose_answer("Angel at 0: do I lose?", hits, [ANGEL], [], judged)
    assert refs(answer) == ["verdict", "card:Platinum Angel", "rule:704.5a", "rule:119.6"]
    # A named card the scenario does not play follows the deciding rule.
    elsewhere = compose_answer("Angel at 0: do I lose?", hits, [ANGEL], [], verdict("704.5a"))
    assert refs(elsewhere)[:3] == ["verdict", "rule:704.5a", "card:Platinum Angel"]


def test_the_same_loss_in_the_readers_language_stands_for_an_english_deciding_rule() -> None:
    # 704.5c has no Japanese text loaded, 104.3d (the rule it applies) has.
    hits = [rule("122.1f"), rule("104.3d", "ja"), rule("704.5c")]
    answer = compose_answer("毒10個", hits, [], [], verdict("704.5c", "104.3d"), lang="ja")
    assert refs(answer)[:2] == ["verdict", "rule:104.3d"]
    assert "rule:704.5c" not in refs(answer)[:4]  # the same loss, said once
    english = compose_answer("10 poison", hits, [], [], verdict("704.5c", "104.3d"), lang="en")
    assert refs(english)[:2] == ["verdict", "rule:704.5c"]


def test_a_rule_in_the_other_language_says_so_in_the_readers() -> None:
    english = rule("121.4")
    note = "(日本語の本文は読み込まれていません。英語の本文です)"
    assert other_language_note(english, "ja") == note
    assert other_language_note(english, "en") is None
    assert other_language_note(rule("104.3a", "ja"), "ja") is None


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    """The bundled corpus, the 20231013 English rules (no Japanese rules file: only the rules the
    wiki quotes are in Japanese) and the card sample, with verdicts on as the bot runs."""
    opened = await JudgeApp.open(card_data_db, verdicts=True)
    yield opened
    await opened.close()


def first_after_verdict(found: dict[str, object]) -> SearchHit:
    answer = cast(list[AnswerItem], found["answer"])
    assert answer[0]["kind"] == "verdict"
    return cast(SearchHit, answer[1])


@pytest.mark.parametrize(
    ("question", "deciding"),
    [
        # the search ranked 810.8a first; the engine decided by the team's life
        ("In Two-Headed Giant our team is at 0 life. Do we lose?", "rule:704.6a"),
        # it ranked 104.3d (the same loss in the rule it applies) first
        ("I have 10 poison counters. Do I lose?", "rule:704.5c"),
        ("I'm at 1 life and my opponent conceded. Who wins?", "rule:104.3a"),
    ],
)
async def test_the_answer_under_a_verdict_quotes_its_deciding_rule_next(
    app: JudgeApp, question: str, deciding: str
) -> None:
    found = await app.search(question)
    verdict_item = cast(VerdictItem, found["answer"][0])
    assert first_after_verdict(dict(found))["ref"] == deciding
    assert deciding.removeprefix("rule:") == verdict_item["rules_cited"][0]
    assert answer_passage(found) == found["answer"][1]
    shown = refs(found["answer"])
    assert len(shown) == len(set(shown))  # each item once


async def test_a_japanese_reply_quotes_the_deciding_rule_in_japanese_where_loaded(
    app: JudgeApp,
) -> None:
    # 104.3a is in Japanese only as the wiki quotes it; the search did not find it: looked up.
    found = await app.search("多人数戦で相手が回線落ちしました。ゲームは続きますか？")
    deciding = first_after_verdict(dict(found))
    assert deciding["ref"] == "rule:104.3a" and deciding["lang"] == "ja"
    assert deciding["text"].startswith("プレイヤーはいつでも投了できる")
    text = render_search(found, "ja")
    after = text[text.index(deciding["text"][:20]) :]
    assert "日本語の本文は読み込まれていません" not in after[: after.index("\n[")]


async def test_a_japanese_reply_says_in_japanese_that_only_english_is_loaded(
    app: JudgeApp,
) -> None:
    found = await app.search("ライブラリーが0枚の状態でカードを引きました。負けですか？")
    deciding = first_after_verdict(dict(found))
    assert deciding["ref"] == "rule:121.4" and deciding["lang"] == "en"
    text = render_search(found, "ja", step="/step")
    quoted = text.index(deciding["text"][:40])
    note = text.index("(日本語の本文は読み込まれていません。英語の本文です)")
    assert quoted < note < text.index("[Wiki]")  # under the English quote it explains


async def test_with_the_japanese_rules_file_the_deciding_rule_is_japanese(
    official_rules: None, served_db: Path
) -> None:
    app = await JudgeApp.open(served_db, verdicts=True)
    try:
        for question in (
            "ライブラリーが0枚の状態でカードを引きました。負けですか？",
            "毒カウンターが10個になりました。負けですか？",
            "多人数戦で相手が回線落ちしました。ゲームは続きますか？",
        ):
            deciding = first_after_verdict(dict(await app.search(question)))
            assert deciding["lang"] == "ja" and deciding["edition"] == "20260116", question
    finally:
        await app.close()


async def test_walkthroughs_under_a_verdict_are_about_its_situation(app: JudgeApp) -> None:
    # A two-player concession: Two-Headed Giant's and a subgame's walkthroughs cite 104.3a too,
    # but show another game; the verdict's own situation is the one offered.
    found = await app.search("I'm at 1 life and my opponent conceded. Who wins?")
    assert found["verdict"] is not None and found["related"] == []
    text = render_search(found, "en", step="/step")
    offers = [line for line in text.splitlines() if line.startswith("see it step by step")]
    assert offers == ["see it step by step: /step  (The situation in the question)"]
    # A four-player one: beside it, one preset of a player leaving a multiplayer game.
    found = await app.search("4人戦で対戦相手の1人が投了しました。ゲームは続きますか？")
    judged = found["verdict"]
    assert judged is not None and judged["scenario"]["variant"] == "normal"
    assert [r["rules"] for r in found["related"]] == [["800.4a"]]
    text = render_search(found, "ja", step="/step")
    offers = [line for line in text.splitlines() if line.startswith("手順を追って見る")]
    assert offers[0] == "手順を追って見る: /step  (質問の状況)" and len(offers) == 2


async def test_a_walkthrough_sharing_only_what_every_loss_cites_is_not_offered(
    app: JudgeApp,
) -> None:
    # A single player's loss at 0 life applies 704.5a and 120.3a, which the draw's walkthrough
    # cites too (with 19 and 32 others): it was offered under a third of the verdicts.
    lost = await app.search("I'm at 3 and my opponent Lightning Bolts me. Am I dead?")
    assert lost["verdict"] is not None and lost["verdict"]["asker"] == "loses"
    assert lost["related"] == []
    # Everyone at 0 at once applies the draw's own rule (104.4a): that walkthrough relates.
    drawn = await app.search("両方ライフ0になったら引き分け？")
    assert drawn["verdict"] is not None and drawn["verdict"]["asker"] == "draw"
    assert [w["preset"] for w in drawn["related"]] == ["loss-draw-game"]


@pytest.mark.parametrize(
    ("question", "summary"),
    [
        (
            "相手が投了した後で、自分のライフが0になった。勝ち？",
            "あなたはゲームに勝利します（対戦相手の敗北 — 投了: 104.3a）。"
            "ゲームはその時点で終わっており、その後のあなたのライフが0になったことは結果を変えません。"
            "ゲームが終わった時、あなたのライフは20、毒カウンターは0個です。",
        ),
        (
            "My opponent conceded. After that I went to 0 life. Do I still win?",
            "You win the game (the opponents lost — conceded: 104.3a). The game was over by then:"
            " your life going to 0 after it changes nothing. When it ended, your life was 20,"
            " with 0 poison counters.",
        ),
    ],
)
async def test_a_total_told_after_the_game_ended_is_said_to_change_nothing(
    app: JudgeApp, question: str, summary: str
) -> None:
    found = await app.search(question)
    judged = found["verdict"]
    assert judged is not None and judged["asker"] == "wins"
    assert judged["summary"] == summary
    # The scenario is the story up to the end of the game, as `judgebot simulate` plays it.
    played = simulate(judged["scenario"], lang="en")
    assert [e["type"] for e in judged["scenario"]["events"]] == ["concede"]
    you = next(p for p in played["final"]["players"] if p["name"] == "you")
    assert played["final"]["game_over"] and you["won"]


async def test_the_console_steps_through_the_last_verdicts_situation(app: JudgeApp) -> None:
    out = io.StringIO()
    console = Console(app, lang="ja", out=out, read_line=lambda: None, interactive=False)
    await console.handle("/step")
    assert "/step は判定の出た検索のあとで" in out.getvalue()  # no verdict yet: says so
    await console.handle("相手が投了した後で、自分のライフが0になった。勝ち？")
    answer = out.getvalue()
    assert "[判定] あなたはゲームに勝利します" in answer
    assert "手順を追って見る: /step  (質問の状況)" in answer
    await console.handle("/手順")
    walked = out.getvalue()[len(answer) :]
    assert walked.startswith("質問の状況")  # the scenario's own walkthrough, in Japanese
    assert "投了" in walked
