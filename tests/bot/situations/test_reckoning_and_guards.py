"""What the question reckons is not a premise, and a permanent no modelled card names is a guess:
numbers in a part that asks and supposes nothing are the asker's arithmetic; a supposed event
still counts; 「どっちも」 is "both", not "which"; an unknown permanent in play stops a verdict."""

from __future__ import annotations

import pytest

from bot.application.situations import (
    Unreadable,
    read_situation,
    verdict_for,
    verdict_or_reason,
)


@pytest.mark.parametrize(
    "question",
    [
        "ライフ3で相手から5点受けました。合計-2点で負けですよね？",
        "I'm at 3 life and take 5 damage from opponent. Am I dead with a total of -2?",
    ],
)
def test_a_number_the_asker_reckons_in_the_question_is_not_a_fact(question: str) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 3 life. Do I die to 5 damage?",
        "I'm at 3 life. Will I lose 5 life?",
        "ライフ3です。5点のダメージで死にますか？",
    ],
)
def test_an_amount_only_the_question_names_stops_the_verdict(question: str) -> None:
    # Played in every role, the amount asked about decides: no verdict.
    assert isinstance(verdict_or_reason(question, []), Unreadable)


def test_a_number_in_a_supposition_must_still_be_read() -> None:
    judged = verdict_or_reason("I'm at 5 life. Do I lose if opponent swings with a 6/6?", [])
    # The number, or the attack it sizes, which no reading took once the number is played.
    assert isinstance(judged, Unreadable)
    assert "number" in judged.reason or "attack" in judged.reason


def test_dotchimo_is_both_not_which() -> None:
    reading = read_situation(
        "ライフ3です。相手2人から2点ずつ、どっちも戦闘ダメージで殴られました。負け？", []
    )
    assert not (isinstance(reading, Unreadable) and "which of several" in reading.reason)


@pytest.mark.parametrize(
    "question",
    [
        # (Worship was such a permanent until the engine modelled it: test_worship_stories.py)
        "I am at 3. Opp has solemnity out and I bolt them for 5. Do they lose?",
        "自分の象牙の仮面が場にある状態で、5点受けました。ライフは3です。負け？",
        "相手の場に象牙の仮面がある状態で、相手に5点与えました。相手のライフは3です。",
    ],
)
def test_a_permanent_no_modelled_card_names_stops_the_verdict(question: str) -> None:
    reading = read_situation(question, [])
    assert isinstance(reading, Unreadable) and "does not know" in reading.reason


@pytest.mark.parametrize(
    "question",
    [
        "I am at 3. Opp has worship out and I bolt them for 5. Do they lose?",
        "自分の崇拝が場にある状態で、5点受けました。ライフは3です。負け？",
        "相手の場に崇拝がある状態で、相手に5点与えました。相手のライフは3です。",
    ],
)
def test_worship_with_no_creature_told_stops_the_verdict(question: str) -> None:
    reading = read_situation(question, [])
    assert isinstance(reading, Unreadable) and "needs a creature" in reading.reason


@pytest.mark.parametrize(
    "question",
    [
        "I have a creature out, I am at 3 and take 4. Dead?",
        "自分の場にクリーチャーがいる状態で、ライフ3から4点受けました。負け？",
    ],
)
def test_a_creature_as_such_is_not_an_unknown_card(question: str) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    "question",
    [
        # An ability's damage is no combat damage: not commander damage, and not plain either.
        "統率者戦で、ライフ10。相手の統率者の能力で5点のダメージを受けました。負け？",
        "EDH, I'm at 10. My opponent's commander pings me for 5 with its ability. Do I lose?",
    ],
)
def test_damage_told_with_a_commander_but_not_read_as_commander_damage_gets_no_verdict(
    question: str,
) -> None:
    reading = read_situation(question, [])
    assert isinstance(reading, Unreadable) and "commander" in reading.reason


def test_a_story_that_tells_nothing_of_anyone_is_no_situation() -> None:
    reading = read_situation("多人数戦で誰かが負けた時、その人のパーマネントはどうなる？", [])
    # 「誰か」 is no player the story names: refused before it is found to tell nothing.
    assert isinstance(reading, Unreadable) and "which player" in reading.reason


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 5 with an empty hand. Can I cast a spell from my graveyard?",
        "Am I allowed to concede while my opponent is at 2 life?",
        "ライフ2です。ここで相手にダメージを与える呪文って唱えられますか？",
    ],
)
def test_what_a_player_may_do_is_no_situation(question: str) -> None:
    reading = read_situation(question, [])
    assert isinstance(reading, Unreadable)


def test_plain_damage_in_commander_to_an_unsaid_life_gets_no_verdict() -> None:
    assert verdict_for("EDH, opponent hits me for 30 with a dragon. Am I dead?", []) is None


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 3 life with Platinum Angel out and I pay for it somehow. Then I take 5. Dead?",
        "ライフ3です。手札を全部捨てて、5点受けました。負け？",
        "Opponent at 5. We swap life totals, I'm at 2. Then I take 1. Dead?",
    ],
)
def test_an_event_the_reader_has_no_word_for_stops_the_verdict(question: str) -> None:
    reading = read_situation(question, ["Platinum Angel"])
    assert isinstance(reading, Unreadable) and "not understood" in reading.reason


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("Is it true that you lose at 10 poison counters?", "in general"),
        ("My opponent is at 1. I attack with a flier, no blockers. Do I win?", "attack"),
        ("毒9個でライフ1。相手が感染クリーチャーで攻撃してきた。負け？", "attack"),
        ("ライフ2で、相手にクリーチャーで殴られました。負けますか？", "attack"),
        (
            "My friend says I lose if I draw from an empty library. I have Laboratory Maniac. "
            "Right?",
            "condition",
        ),
    ],
)
def test_what_the_story_does_not_settle_gets_no_verdict(question: str, reason: str) -> None:
    cards = ["Laboratory Maniac"] if "Laboratory Maniac" in question else []
    reading = read_situation(question, cards)
    assert isinstance(reading, Unreadable) and reason in reading.reason


def test_an_attack_whose_damage_the_next_sentence_tells_is_read() -> None:
    verdict = verdict_for("I'm at 2 life. Opponent attacks. Opponent hits me for 3. Dead?", [])
    assert verdict is not None and verdict.asker == "loses"


def test_infect_damage_is_read_as_poison_and_never_as_plain_damage() -> None:
    verdict = verdict_for(
        "I'm at 5 with 9 poison counters. Opponent deals 1 infect damage to me. Dead?", []
    )
    assert verdict is not None and verdict.asker == "loses"  # 10 poison (702.90b)
    # Two blows in the sentence, one of them by an infect creature: which is not read.
    reading = read_situation(
        "I have 8 poison counters and I'm at 3 life. Their infect creature hits me for 1 and "
        "their bear hits me for 2. Am I dead?",
        [],
    )
    assert isinstance(reading, Unreadable) and "infect" in reading.reason


def test_opponent_a_in_japanese_is_a_seat() -> None:
    verdict = verdict_for("4人戦で、自分のライフ2、相手Aに3点殴られました。負け？", [])
    assert verdict is not None and verdict.asker == "loses"


def test_whats_my_life_asks_the_verdicts_own_figure() -> None:
    verdict = verdict_for(
        "Shahrazad resolves and I lose the subgame. My main game life was 7. What's my life?",
        ["Shahrazad"],
    )
    assert verdict is not None and verdict.asker == "keeps_playing"


@pytest.mark.parametrize(
    "question",
    [
        "Opponent's commander hit me for 21. We're playing standard. Do I lose?",
        "Modern: my opponent's commander hit me for 21. lol do I lose?",
        "スタンダードで相手の統率者に21点殴られた。負け？",
    ],
)
def test_commander_damage_in_a_format_without_commanders_gets_no_verdict(question: str) -> None:
    reading = verdict_or_reason(question, [])
    assert isinstance(reading, Unreadable) and "in a game of" in reading.reason


@pytest.mark.parametrize(
    "question",
    [
        "In commander, opponent's commander hit me for 21. Do I lose?",
        # "standard" as a word of the rules, not the format played
        "In commander, we use standard rules. Opponent's commander hit me for 21. Do I lose?",
        "統率者戦で相手の統率者から合計21点の戦闘ダメージを受けた。負け？",
    ],
)
def test_commander_damage_in_commander_still_loses(question: str) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == "loses"
