"""Whose a fact is when the words leave it unsaid, as players leave it: a subjectless total at a
sentence's start is the asker's in English; Japanese drops the subject, and where a te-form may
keep another player's or switch back to the asker's, both readings are played and the verdict
stands only when they agree."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable, read_situation, verdict_for

SHAHRAZAD = ["Shahrazad"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        ("Sitting at 5 life. My opponent deals 6 damage to me. Am I out?", [], "loses"),
        ("Sitting on 5 life. My opponent deals 3 damage to me. Am I out?", [], "keeps_playing"),
        ("Stuck at 1 life. I take 1 damage. Dead?", [], "loses"),
        ("Holding at 3 life. Opponent bolts me for 3. Am I out?", [], "loses"),
        ("at 0 life, opponent has 5 life. Do I lose?", [], "loses"),
        (
            "At 1 life in the main game, my opponent casts Shahrazad and I get beaten in the "
            "subgame. Am I done?",
            SHAHRAZAD,
            "loses",
        ),
        (
            "At 2 life in the main game, my opponent casts Shahrazad and I get beaten in the "
            "subgame. Am I done?",
            SHAHRAZAD,
            "keeps_playing",
        ),
    ],
)
def test_a_subjectless_total_at_a_sentences_start_is_the_askers(
    question: str, cards: list[str], asker: str
) -> None:
    read = read_situation(question, cards)
    assert not isinstance(read, Unreadable), read
    assert "you" in read.facts and not read.alternatives
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == asker


@pytest.mark.parametrize(
    "question",
    [
        # Whoever lost the subgame, the asker at 10 keeps playing: the asker loses 5, or the
        # opponent loses half of theirs.
        "相手がシャハラザードを唱えて、サブゲームで負けました。メインのライフは10です。どうなる？",
        "対戦相手が《シャハラザード》を唱えて、サブゲームに負けました。私のメインのライフは8点。負け？",
    ],
)
def test_a_te_form_subject_switch_played_both_ways_gives_the_verdict_both_give(
    question: str,
) -> None:
    read = read_situation(question, SHAHRAZAD)
    assert not isinstance(read, Unreadable), read
    losers = {
        type(event).__name__ + ":" + getattr(event, "player", "")
        for reading in (read, *read.alternatives)
        for event in reading.events
        if type(event).__name__ == "LosesSubgame"
    }
    assert losers == {"LosesSubgame:you", "LosesSubgame:opponent"}
    verdict = verdict_for(question, SHAHRAZAD)
    assert verdict is not None and verdict.asker == "keeps_playing"


# (question, recognised cards, the asker's verdict): whose a card, a pronoun or a blow is, by
# what the words say of it rather than by a possessive.
BY_WHAT_IS_SAID: list[tuple[str, list[str], str]] = [
    # A card that attacks or hits the asker is the other player's: their Persecutor keeps the
    # asker from losing, their Angel does not.
    (
        "I'm at 3. Abyssal Persecutor attacks me for 6. Am I dead?",
        ["Abyssal Persecutor"],
        "keeps_playing",
    ),
    ("I'm at 1. Platinum Angel hits me for 4. Am I out?", ["Platinum Angel"], "loses"),
    # A card the asker calls their deck is theirs.
    (
        "Platinum Angel is my whole deck. I'm at 0 life. Do I lose?",
        ["Platinum Angel"],
        "keeps_playing",
    ),
    # "he", "him", "his": the other player of a two-player game, like "they"
    (
        "He's at 0 but his Platinum Angel keeps him alive. Do I win?",
        ["Platinum Angel"],
        "keeps_playing",
    ),
    (
        "Opponent at -2 thanks to his Phyrexian Unlife. Do I win?",
        ["Phyrexian Unlife"],
        "keeps_playing",
    ),
    (
        "My opponent has Abyssal Persecutor. He's at 3. I deal 3 to him. Do I win?",
        ["Abyssal Persecutor"],
        "wins",
    ),
    # "everyone else", 「私以外の全員」: every opponent; 「相手チームの片方」: one opponent
    ("4-player game: everyone else conceded. Do I win?", [], "wins"),
    ("Multiplayer: everyone except me conceded. Do I win?", [], "wins"),
    ("多人数戦で、私以外の全員が投了しました。勝ち？", [], "wins"),
    ("双頭巨人戦で、相手チームの片方が投了しました。勝ち？", [], "wins"),
    ("4人戦で、相手の1人が投了しました。私は勝ちですか？", [], "keeps_playing"),
    # Damage the asker deals to no one named is the other player's.
    ("相手のライフ3、こっちは《稲妻》で3点与えました。勝てる？", ["Lightning Bolt"], "wins"),
    ("相手がライフ2で、私が3点のダメージを与えました。勝ち？", [], "wins"),
    (
        "相手のライフ3、こっちは《稲妻》で3点与えました。相手は《白金の天使》をコントロールしてます。勝てる？",
        ["Lightning Bolt", "Platinum Angel"],
        "keeps_playing",
    ),
]


@pytest.mark.parametrize(("question", "cards", "asker"), BY_WHAT_IS_SAID)
def test_whose_a_thing_is_by_what_the_words_say_of_it(
    question: str, cards: list[str], asker: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == asker


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        (
            "4-player game. I'm at 3. Abyssal Persecutor attacks me for 6. Am I dead?",
            ["Abyssal Persecutor"],
        ),
        ("4-player game. He's at 0. Do I win?", []),
    ],
)
def test_the_other_player_in_a_game_of_more_than_two_is_no_one_said(
    question: str, cards: list[str]
) -> None:
    read = read_situation(question, cards)
    assert isinstance(read, Unreadable) and "they" in read.reason


def test_a_card_with_a_combat_damage_ability_that_attacks_gets_no_verdict() -> None:
    # Phage's "whenever it deals combat damage to a player, that player loses" is not played on
    # damage with no source: no verdict rather than "you keep playing".
    question = "Phage the Untouchable connects with me. I'm at 20 life. What happens?"
    read = read_situation(question, ["Phage the Untouchable"])
    assert isinstance(read, Unreadable) and "combat damage" in read.reason
