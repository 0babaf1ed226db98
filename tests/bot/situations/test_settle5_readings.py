"""Whose a card is where the story leaves one reading, an ability's target told as such, and an
attacker the story names (branch verdict-settle-5). Each reading beside the traps that keep it
from a wrong verdict."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable
from bot.application.situations.verdict import verdict_or_reason
from tests.bot.situations.outcomes import asker_outcome

DOOR = "Door to Nothingness"
ANGEL = "Platinum Angel"


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: "who controls Lich is not said"; the story's one player is the asker (108.4)
        ("Question about Lich: I'm at 0 life. Am I still in the game?", ["Lich"], "keeps_playing"),
        ("Transcendence: I'm at 22 life. Do I lose?", ["Transcendence"], "loses"),
        ("Got Transcendence down, and I'm at 21 life now. Do I lose?", ["Transcendence"], "loses"),
        ("Lich makes me go to 0 life. Am I alive?", ["Lich"], "keeps_playing"),
        ("《卓絶》：私のライフが21になりました。負け？", ["Transcendence"], "loses"),
        # another player named, a card that keeps its controller's opponents in, a card told
        # alone or where it may not be out, a story that names no player: no verdict
        (
            "Transcendence: I'm at 22 life and my opponent is at 5. Do I lose?",
            ["Transcendence"],
            None,
        ),
        ("Abyssal Persecutor: I'm at 0 life. Do I lose?", ["Abyssal Persecutor"], None),
        ("I'm at 0 life. Lich is in my hand. Do I lose?", ["Lich"], None),
        ("I'm at 0 life. Platinum Angel.", [ANGEL], None),
        ("Platinum Angel is somewhere and I'm at 0. Do I lose?", [ANGEL], None),
        ("Platinum Angel. I'm at 0 and it's not on the battlefield anymore. Dead?", [ANGEL], None),
        ("Lich. If I'm at 0 life, am I dead?", ["Lich"], None),
        (
            "How does Phyrexian Unlife work? I'm at -3 and took 4 damage. Dead?",
            ["Phyrexian Unlife"],
            None,
        ),
        ("《卓絶》について。ライフ22です。負けますか？", ["Transcendence"], None),
    ],
)
def test_a_card_in_a_story_whose_only_player_is_the_asker(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


def test_the_asker_taken_as_controller_is_said() -> None:
    judged = verdict_or_reason("Transcendence: I'm at 22 life. Do I lose?", ["Transcendence"])
    assert not isinstance(judged, Unreadable)
    assert any("names no other player" in note for note in judged.assumptions)


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: "the engine cannot settle this: 'targeting'" (602.2b: its target is chosen)
        ("My opponent activates Door to Nothingness targeting me. Do I lose?", [DOOR], "loses"),
        (
            "My opponent activates Door to Nothingness targeting me, but I have Platinum Angel"
            " out. Do I lose?",
            [DOOR, ANGEL],
            "keeps_playing",
        ),
        ("相手が空虚への扉を起動して私を対象にしました。負けですか？", [DOOR], "loses"),
        ("相手が私を対象に空虚への扉を起動しました。負けですか？", [DOOR], "loses"),
        # main: 「対応はありません」 read as a permanent the engine does not know
        (
            "相手が空虚への扉を起動して私を対象にしました。対応はありません。負けですか？",
            [DOOR],
            "loses",
        ),
        # a response told, a target left open, an activation only tried
        (
            "相手が空虚への扉を起動して私を対象にしました。対応はあります。負けですか？",
            [DOOR],
            None,
        ),
        (
            "My opponent activates Door to Nothingness targeting me and I respond. Lose?",
            [DOOR],
            None,
        ),
        (
            "My opponent activates Door to Nothingness targeting me or my creature. Lose?",
            [DOOR],
            None,
        ),
        ("相手が空虚への扉を起動して私を対象にしようとしています。負けますか？", [DOOR], None),
    ],
)
def test_an_ability_told_with_its_target(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: "the engine does not model a card the story has in play" ("with X" read as held)
        (
            "I'm at -3 with Phyrexian Unlife and 2 poison counters. My opponent attacks with"
            " Grizzly Bears, I don't block, and take 2. Am I dead?",
            "keeps_playing",
        ),
        (
            "I'm at 5. My opponent attacks with Grizzly Bears and I take 2. Am I dead?",
            "keeps_playing",
        ),
        ("I'm at 4. My opponent attacks with Serra Angel and I take 4. Am I dead?", "loses"),
        # no blow told, or more told of it than its blow
        ("I'm at 4. My opponent attacks with Grizzly Bears. Am I dead?", None),
        ("I'm at 2. My opponent attacks with Grizzly Bears and pumps it. Am I dead?", None),
        ("I'm at 3. My opponent attacks with Grizzly Bears, I chump with my token. Dead?", None),
    ],
)
def test_an_attacker_the_story_names(question: str, asker: str | None) -> None:
    cards = ["Phyrexian Unlife"] if "Unlife" in question else []
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the subgame's 0 played as the main game's after the subgame ended
        (
            "Playing Shahrazad subgame, I lose the subgame at 0 life there. My main game life is"
            " 10. Do I lose the main game?",
            None,
        ),
        # the main game's total said so, or told in a sentence of its own
        (
            "My opponent cast Shahrazad. I lost the subgame and now I'm at 0 life in the main"
            " game. Do I lose the main game?",
            "loses",
        ),
        (
            "My opponent cast Shahrazad and I lost the subgame. I'm at 10 life in the main game."
            " Do I lose the main game?",
            "keeps_playing",
        ),
    ],
)
def test_a_total_told_with_the_subgames_end(question: str, asker: str | None) -> None:
    assert asker_outcome(question, ["Shahrazad"]) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: "the engine cannot settle this: 'prevents'" (615.1: the engine prevents it itself)
        (
            "I control Immortal Coil with 5 cards in my graveyard. I'm at 1 and take 3 damage,"
            " which Immortal Coil prevents. Am I dead?",
            ["Immortal Coil"],
            "keeps_playing",
        ),
        (
            "自分の不死のコイルがあって、墓地に5枚。ライフ1で相手に3点のダメージを受けましたが、"
            "不死のコイルで軽減しました。負け？",
            ["Immortal Coil"],
            "keeps_playing",
        ),
        # a prevention denied, or told of a card that prevents nothing
        (
            "I control Immortal Coil with 5 cards in my graveyard. I'm at 1 and take 3 damage,"
            " which Immortal Coil doesn't prevent. Am I dead?",
            ["Immortal Coil"],
            None,
        ),
        (
            "I control Immortal Coil. I'm at 1 and take 3 damage, which Platinum Angel prevents."
            " Am I dead?",
            ["Immortal Coil", ANGEL],
            None,
        ),
    ],
)
def test_a_prevention_told_of_the_card_that_makes_it(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: "not understood: where Lich is" (the search does not know 「リッチ」 alone)
        ("自分のリッチが場にあってライフ0です。まだ生きてますか？", "keeps_playing"),
        (
            "リッチをコントロールしていてライフ0。相手にリッチを破壊されて墓地に置かれました。"
            "負けですか？",
            "loses",
        ),
        # a longer name holding the katakana is that card's, not Lich's
        ("リッチの熟達が自分の場にあって、ライフ-8。まだ負けてない？", "keeps_playing"),
        ("リッチが場にあってライフ0。相手に3点のダメージを受けました。負け？", None),
    ],
)
def test_lich_named_by_its_katakana_alone(question: str, asker: str | None) -> None:
    cards = ["Lich's Mastery"] if "熟達" in question else []
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: "the engine cannot settle this: 'stack'", "an event told as 'resolves'" (603.3:
        # the engine puts the modelled card's trigger on the stack and resolves it itself)
        (
            "I have Transcendence and I'm at 5. I take 10 damage. Transcendence's lifegain"
            " trigger goes on the stack. Do I lose?",
            "keeps_playing",
        ),
        ("I control Lich and I'm at 0. Lich is destroyed and its trigger resolves. Lose?", "loses"),
        (
            "I control Lich and I'm at 0. My opponent destroys Lich, and the leave trigger goes on"
            " the stack. Do I lose?",
            "loses",
        ),
        # a response, a trigger not resolving, an unmodelled card whose trigger it may be
        (
            "I control Lich and I'm at 0. My opponent destroys Lich, and the leave trigger goes on"
            " the stack. I respond with a spell. Do I lose?",
            None,
        ),
        ("I control Lich and I'm at 0. Lich is destroyed and its trigger doesn't resolve.", None),
        (
            "I control Lich and I'm at 0. My opponent destroys Lich with Vindicate, and its"
            " trigger resolves. Do I lose?",
            None,
        ),
    ],
)
def test_a_modelled_cards_trigger_told_on_the_stack(question: str, asker: str | None) -> None:
    cards = ["Transcendence"] if "Transcendence" in question else ["Lich"]
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', the commander's blows played as nothing (903.10a decides)
        ("統率者戦で相手の統率者に殴られ続けて、ライフ15。負け？", None),
        ("Commander game, their commander keeps hitting me. I'm at 15. Am I dead?", None),
        # its damage told, or no commander's blow told
        (
            "統率者戦で、相手の統率者から合計19点の戦闘ダメージを受けています。ライフは21。"
            "また統率者に3点殴られました。負けですか？",
            "loses",
        ),
        ("統率者戦で、ライフ30。5点のダメージを受けました。負け？", "keeps_playing"),
    ],
)
def test_a_commanders_blows_with_no_commander_damage_told(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker
