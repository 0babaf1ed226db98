"""What a verdict's sentence says beside the asker's fate: in a multiplayer game that goes on,
the opponent's loss the question asked about ("does he lose?"), and the asker's totals only
where the question told them or the story changed them."""

from __future__ import annotations

import pytest

from bot.application.situations.verdict import verdict_for


@pytest.mark.parametrize(
    ("question", "summary"),
    [
        (
            "4人戦で対戦相手の1人がライフ0になりました。ゲームは続きますか？",
            "あなたは敗北せず、ゲームを続けます（対戦相手の敗北 — ライフが0以下: 704.5a）。",
        ),
        (
            "3-player game, I'm at 10. Opponent 1 concedes. Does the game continue?",
            "You do not lose; you keep playing (an opponent lost — conceded: 104.3a)."
            " Your life is 10, with 0 poison counters.",
        ),
    ],
)
def test_a_game_that_goes_on_says_which_opponent_lost_and_why(question: str, summary: str) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == "keeps_playing"
    said = verdict.summary_ja if question.startswith("4人戦") else verdict.summary_en
    assert said == summary


def test_totals_nobody_told_and_nothing_changed_are_not_said() -> None:
    verdict = verdict_for("ライブラリーが0枚の状態でドローしたら即負け？", [])
    assert verdict is not None and verdict.asker == "loses"
    assert (
        verdict.summary_ja
        == "あなたはゲームに敗北します（空のライブラリーから引こうとした: 704.5b）。"
    )
    assert verdict.summary_en == "You lose the game (drew from an empty library: 704.5b)."


@pytest.mark.parametrize(
    ("question", "cards", "totals"),
    [
        # told: said, though unchanged
        ("I'm at 7 life and my opponent concedes. Do I win?", [], "Your life is 7"),
        # untold but changed by the story: said, with where it started
        (
            "I cast Shahrazad and lost the subgame. What happens to me in the main game?",
            ["Shahrazad"],
            "Your life is 10, with 0 poison counters (the question gives no life total: it"
            " started at 20).",
        ),
    ],
)
def test_totals_told_or_changed_are_said(question: str, cards: list[str], totals: str) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and totals in verdict.summary_en


@pytest.mark.parametrize(
    ("question", "totals"),
    [
        # a life told only in the subgame: the main game's was not told, and is said as such
        (
            "Opponent cast Shahrazad. In the subgame I went to 0 life. Do I keep playing the main"
            " game?",
            "Your life is 10, with 0 poison counters (the question gives no life total for the"
            " main game: it started at 20).",
        ),
        (
            "相手がシャハラザードを唱えて、サブゲームで私のライフが0になりました。メインゲームはどうなりますか？",
            "あなたのライフは10、毒カウンターは0個です（質問にメインゲームのライフがないため、20から始めています）。",
        ),
        # the main game's life told too: no note
        (
            "I'm at 7 life and my opponent casts Shahrazad. In the subgame I went to 0 life. Am I"
            " still in the main game?",
            "Your life is 3, with 0 poison counters.",
        ),
    ],
)
def test_a_life_told_only_in_a_subgame_is_not_the_main_games(question: str, totals: str) -> None:
    verdict = verdict_for(question, ["Shahrazad"])
    assert verdict is not None and verdict.asker == "keeps_playing"
    assert (verdict.summary_en if question.isascii() else verdict.summary_ja).endswith(totals)
