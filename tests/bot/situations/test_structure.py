"""The story read by its structure where no phrase pattern reads it (situations/structure/):
a clause is read by who, what verb, which numbers with their units and which cards, and left
unread (so that the vetoes refuse it) when anything in it is not taken or is negated."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable, read_situation, verdict_for
from bot.application.situations import model as m
from bot.application.situations.structure import english, japanese
from bot.application.situations.structure.segments import clauses
from bot.application.situations.text_normal import normalise

ANGEL = ["Platinum Angel"]


def _english(text: str) -> list[str] | None:
    norm = normalise(text, [])
    read = english.read(norm.text, (0, len(norm.text)))
    return None if read is None else [f"{c.kind} {c.player} {c.other} {c.numbers}" for c in read]


def _japanese(text: str) -> list[str] | None:
    norm = normalise(text, [])
    read = japanese.read(norm.text, (0, len(norm.text)))
    return None if read is None else [f"{c.kind} {c.player} {c.other} {c.numbers}" for c in read]


def test_an_english_verb_no_pattern_has_is_read_by_its_class() -> None:
    assert _english("my opponent smacks me for 4") == ["damage you opponent (4,)"]


def test_an_english_taker_is_the_subject_and_the_giver_follows_from() -> None:
    assert _english("I took 5 from my opponent") == ["damage you opponent (5,)"]


@pytest.mark.parametrize(
    "clause",
    [
        "my opponent didn't smack me for 4",  # negated
        "opponent smacks me for 4 each turn",  # words the lexicon leaves to the patterns
        "I take 3 and 4",  # a number left over
        "7 each time",  # a number with no verb and no unit
    ],
)
def test_an_english_clause_with_anything_not_taken_is_not_read(clause: str) -> None:
    assert _english(clause) is None


def test_a_japanese_passive_makes_the_ni_player_the_one_who_did_it() -> None:
    assert _japanese("相手に4点叩き込まれました") == ["damage None opponent (4,)"]


def test_a_japanese_verb_stem_is_read_in_any_conjugation() -> None:
    assert _japanese("相手から3点食らいました") == ["damage None opponent (3,)"]


def test_a_japanese_clause_with_a_negation_after_its_verb_is_not_read() -> None:
    assert _japanese("まだ次のドローはしてないです") is None


def test_clauses_break_at_conjunctions_but_not_inside_a_card_list() -> None:
    text = "i'm at 2 and take 3 with ⟦0⟧ and ⟦1⟧"
    assert [text[a:b] for a, b in clauses(text, 0, len(text), "en")] == [
        "i'm at 2",
        "take 3 with ⟦0⟧ and ⟦1⟧",
    ]


def test_a_story_told_with_an_unpatterned_verb_gets_its_verdict() -> None:
    verdict = verdict_for("I'm at 3 life. My opponent smacks me for 4. Am I dead?", [])
    assert verdict is not None and verdict.asker == "loses"


def test_japanese_damage_told_in_the_passive_is_the_askers() -> None:
    situation = read_situation("ライフは3です。相手に4点叩き込まれました。負け？", [])
    assert not isinstance(situation, Unreadable)
    assert situation.events == (m.Damage("you", 4, "opponent"),)


def test_english_drops_i_at_a_sentences_start() -> None:
    verdict = verdict_for(
        "Running Immortal Coil. Graveyard had 0 cards when my opponent dealt me 3 damage. "
        "What happens?",
        ["Immortal Coil"],
    )
    assert verdict is not None and verdict.asker == "loses"


def test_a_zones_owner_inside_its_clause_is_whose_it_is() -> None:
    situation = read_situation(
        "Platinum Angel on my side, 0 cards in my library. Opponent makes me draw a card.", ANGEL
    )
    assert not isinstance(situation, Unreadable)
    assert situation.facts["you"].library == 0


def test_a_japanese_permanent_with_no_owner_named_is_the_askers() -> None:
    verdict = verdict_for(
        "《白金の天使》がフェイズアウトしている間に、火力で3点受けてライフ0になりました。負け？",
        ANGEL,
    )
    assert verdict is not None and verdict.asker == "loses"
    assert verdict.scenario["players"][0]["battlefield"] == ["Platinum Angel"]


def test_kocchi_is_the_asker() -> None:
    verdict = verdict_for("ライフ2のときに相手がこっちに3点のダメージを与えてきました。負け？", [])
    assert verdict is not None and verdict.asker == "loses"


def test_a_block_that_did_not_happen_does_not_stop_the_verdict() -> None:
    verdict = verdict_for(
        "I'm at 2 life. Opponent attacks and I didn't block. Opponent hits me for 3. Dead?", []
    )
    assert verdict is not None and verdict.asker == "loses"


def test_a_modelled_cards_trigger_is_the_engines_to_resolve() -> None:
    verdict = verdict_for(
        "I'm at 2 life with Lich's Mirror out. Opponent swings for 5, Mirror triggers. Am I alive?",
        ["Lich's Mirror"],
    )
    assert verdict is not None and verdict.asker == "keeps_playing"


def test_an_unmodelled_cards_trigger_still_stops_the_verdict() -> None:
    assert (
        verdict_for(
            "I'm at 2 life. Opponent's Sheoldred triggers when I draw. Then opponent hits me "
            "for 1.",
            [],
        )
        is None
    )


def test_a_negated_draw_in_japanese_is_no_draw() -> None:
    verdict = verdict_for(
        "《白金の天使》がいる状態でライブラリー0枚でドローしました。そのあと天使が破壊されました。"
        "まだ次のドローはしてないです。負け？",
        ANGEL,
    )
    assert verdict is not None and verdict.asker == "keeps_playing"
    draws = [event for event in verdict.scenario["events"] if event["type"] == "draw"]
    assert len(draws) == 1


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # "cast a spell that deals": the spell is the means; "we both" is both players
        (
            "We're both at 2. I cast a spell that deals 2 damage to each player. Who wins?",
            [],
            "draw",
        ),
        # "their own": the subject's permanent
        (
            "My opponent sacrifices their own Abyssal Persecutor while I'm sitting at -1. Lose?",
            ["Abyssal Persecutor"],
            "loses",
        ),
        # "holding … out" holds a permanent
        (
            "I'm at -3 and I'm holding Platinum Angel out. Opponent hits me for 2. Dead?",
            ANGEL,
            "keeps_playing",
        ),
        # 「2人対戦」 is a two-player game
        ("2人対戦で相手が投了しました。私のライフは2です。私の勝ち？", [], "wins"),
        # 「全体に」 is every player; 「ダメージが入った」 is damage dealt
        (
            "自分も相手もライフ1。全体に1点のダメージが同時に入りました。どうなる？",
            [],
            "draw",
        ),
        # 「相手に…引かされた」: 相手 made the asker draw
        (
            "ライブラリーが0枚の状態で相手に1枚引かされました。ライフは18あります。負け？",
            [],
            "loses",
        ),
    ],
)
def test_wordings_read_by_their_grammar(question: str, cards: list[str], asker: str) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("Quick q: opponent at 4, I hit them for 2 twice. Is that lethal?", "wins"),
        ("Opponent at 7. I hit them for 2 three times. Lethal?", "keeps_playing"),
        ("ライフ10から、4点を2回受けました。負け？", "keeps_playing"),
        ("ライフ8から、4点を2回受けました。負け？", "loses"),
    ],
)
def test_an_event_told_with_a_count_happens_that_many_times(question: str, asker: str) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == asker


def test_they_is_the_opponent_only_in_a_two_player_game() -> None:
    verdict = verdict_for("I'm at 3. They Shock me for 2 and then they hit me for 1. Dead?", [])
    assert verdict is not None and verdict.asker == "loses"
    reading = read_situation(
        "4-player game. I'm at 3. They hit me for 5. Dead?",
        [],
    )
    assert isinstance(reading, Unreadable) and "they" in reading.reason


def test_a_card_that_keeps_a_player_in_it_is_theirs() -> None:
    verdict = verdict_for(
        "I'm at -2 but Platinum Angel keeps me in it. My opponent destroys the Angel. What now?",
        ANGEL,
    )
    assert verdict is not None and verdict.asker == "loses"


def test_a_zone_named_before_its_count_is_read() -> None:
    reading = read_situation("Library 0, hand 0. I'm at 5 and draw a card. Lose?", [])
    assert not isinstance(reading, Unreadable)
    assert reading.facts["you"].library == 0


def test_a_coordinated_verb_shares_its_sentences_subject() -> None:
    situation = read_situation(
        "I'm at 2 life. Opponent attacks with a Hill Giant, I don't block and take 3. Dead?", []
    )
    assert not isinstance(situation, Unreadable)
    assert situation.events == (m.Damage("you", 3, None),)


def test_the_asker_is_never_part_of_a_cards_name() -> None:
    norm = normalise("Opponent attacks with a Hill Giant, I don't block.", [])
    assert "⟨you⟩ don't block" in norm.text


def test_a_japanese_clause_with_a_card_is_read_and_its_index_is_no_number() -> None:
    norm = normalise("《白金の天使》使ってて", ANGEL)
    read = japanese.read(norm.text, (0, len(norm.text)))
    assert read is not None and [c.kind for c in read] == ["controls"]
    verdict = verdict_for("《白金の天使》使ってて、ライフ0で5点受けました。負け？", ANGEL)
    assert verdict is not None and verdict.asker == "keeps_playing"


def test_japanese_damage_received_from_a_ni_player_is_the_askers() -> None:
    situation = read_situation(
        "ライフ10。相手に7点のダメージを受け、さらに3点ライフを失いました。負け？", []
    )
    assert not isinstance(situation, Unreadable)
    assert situation.events == (m.Damage("you", 7, "opponent"), m.LifeChange("you", -3))


def test_japanese_damage_dealt_to_no_one_named_is_not_read() -> None:
    assert _japanese("こちらの攻撃で3点与えました") is None


def test_a_relative_clause_is_about_the_player_before_it() -> None:
    situation = read_situation(
        "I'm at 4 and I deal 5 damage to my opponent who is at 3. Who wins?", []
    )
    assert isinstance(situation, Unreadable) or all(
        getattr(event, "player", "opponent") == "opponent"
        for event in situation.events
        if isinstance(event, m.LifeBecomes)
    )


def test_a_verb_coordinated_with_a_patterned_clause_shares_its_subject() -> None:
    verdict = verdict_for(
        "I'm at 5. I'm dealt 3 damage by the opponent and then lose 2 life. Am I dead?", []
    )
    assert verdict is not None and verdict.asker == "loses"


def test_a_blow_told_with_no_amount_stops_the_verdict() -> None:
    # "bolt" alone is Lightning Bolt's 3 (test_informal_english.py); "burn" names no amount.
    reading = read_situation("Opponent is at 3, I burn them. Did I win?", [])
    assert isinstance(reading, Unreadable) and "burn" in reading.reason


@pytest.mark.parametrize(
    "question",
    [
        "I'm sitting on 3 life. My opponent burns me for 4. Dead?",
        "I'm on 3. Opp's creature connects for 4. Dead?",
        "Me: 3 life. Opponent: 10 life. They deal 4 to me. Dead?",
        "3 life left, I take 4 from a Fireball. Dead?",
    ],
)
def test_more_ways_to_tell_a_total_and_a_blow(question: str) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == "loses"


def test_damage_dealt_to_no_one_named_in_english_is_not_carried_to_the_asker() -> None:
    reading = read_situation("3 life left, opponent deals 4 damage. Dead?", [])
    assert isinstance(reading, Unreadable)


def test_a_permanent_as_the_subject_of_a_removal_spell_used_as_a_verb_leaves() -> None:
    verdict = verdict_for("《白金の天使》がいて、ライフ-2。天使が《殺害》されました。負け？", ANGEL)
    assert verdict is not None and verdict.asker == "loses"


def test_the_normalised_story_spells_seats_numbers_and_the_commander_one_way() -> None:
    """Every rewrite of the normaliser's own patterns in one story, and the same again: its
    patterns are compiled once, and a second reading rewrites the same."""
    story = (
        "Opponent A is at 2 and opponent B at 5. I then kill B, and A scoops. Opp's general"
        " hits me for twenty-one, I am at exactly 13, me @ 3, minus 2, 3ish. Who wins?"
    )
    expected = (
        "⟨opponent⟩ is at 2 and ⟨opponent2⟩ at 5. ⟨you⟩ then kill ⟨opponent2⟩, and"
        " ⟨opponent⟩ scoops. ⟨opponent⟩'s commander hits ⟨you⟩ for 21, ⟨you⟩ am at 13,"
        " ⟨you⟩ at 3, -2, ⟪~3⟫. who wins?"
    )
    assert normalise(story, []).text == expected
    assert normalise(story, []).text == expected
