"""Amounts as players write them: more of what was just told ("then for 4 more", 「さらに1個」),
commander damage taken so far and the commander's blows, each read into the events the engine
plays, and a "more" that does not fit the event before it left unread."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable, read_situation, verdict_for
from bot.application.situations import model as m
from tests.bot.situations.outcomes import asker_outcome

ANGEL = ["Platinum Angel"]


def _plays(question: str, events: tuple[m.Event, ...], asker: str) -> None:
    """The question is read into these events, and the engine gives the asker this verdict."""
    assert _events(question) == events
    assert asker_outcome(question) == asker


def _events(question: str) -> tuple[m.Event, ...]:
    reading = read_situation(question, [])
    assert not isinstance(reading, Unreadable), reading
    return reading.events


@pytest.mark.parametrize(
    ("question", "events", "asker"),
    [
        (
            "I'm at 10 life. My opponent hits me for 4, then for 4 more. Do I lose?",
            (m.Damage("you", 4, "opponent"), m.Damage("you", 4, "opponent")),
            "keeps_playing",
        ),
        (
            "I'm at 7. Opponent swings at me for 4 and then another 4. Am I dead?",
            (m.Damage("you", 4, "opponent"), m.Damage("you", 4, "opponent")),
            "loses",
        ),
        (
            "I have 9 poison counters and get 1 more. Do I lose?",
            (m.PoisonGain("you", 1),),
            "loses",
        ),
        (
            "I have 8 poison and my opponent gives me another 2. Am I dead?",
            (m.PoisonGain("you", 2),),
            "loses",
        ),
        (
            "I'm at 6 and lose 3 life, then 3 more. Am I out?",
            (m.LifeChange("you", -3), m.LifeChange("you", -3)),
            "loses",
        ),
        (
            "毒カウンターが9個あって、さらに1個もらいました。負け？",
            (m.PoisonGain("you", 1),),
            "loses",
        ),
        (
            "毒が7個で、追加で2個乗りました。負けですか？",
            (m.PoisonGain("you", 2),),
            "keeps_playing",
        ),
        (
            "ライフ7で、相手から3点受けて、続けて4点食らいました。負け？",
            (m.Damage("you", 3, "opponent"), m.Damage("you", 4, "opponent")),
            "loses",
        ),
    ],
)
def test_more_of_the_event_before_is_that_event_again(
    question: str, events: tuple[m.Event, ...], asker: str
) -> None:
    _plays(question, events, asker)


@pytest.mark.parametrize(
    "question",
    [
        # The "more" is the asker's blow: not the blow before it again, and at "him" (no
        # player the reader names).
        "I'm at 10. Opponent hits me for 3, then I hit my buddy for 3 more. Am I dead?",
        # Another player's, not the asker's.
        "ライフ5で相手から2点受けて、相手はさらに3点受けました。負け？",
    ],
)
def test_a_more_that_does_not_fit_the_event_before_is_not_read_as_it(question: str) -> None:
    reading = read_situation(question, [])
    # Not a second blow of 3 to the asker (whatever else the reader makes of it).
    assert isinstance(reading, Unreadable) or m.Damage("you", 3, "opponent") not in reading.events


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # The life told already counts the 14: 15 - 2 = 13 life, 16 commander damage.
        (
            "EDH. I'm at 15 life and have 14 commander damage from my opponent. "
            "My opponent's commander hits me for 2. Do I lose?",
            "keeps_playing",
        ),
        (
            "Commander game. I've taken 16 combat damage from my opponent's commander so far. "
            "It attacks me again for 5 more. Do I lose?",
            "loses",
        ),
        (
            "統率者戦で、ライフ12、相手の統率者から累計18点受けています。そこでさらに3点殴られました。負け？",
            "loses",
        ),
        (
            "統率者戦で、ライフ25。相手の統率者に10点殴られて、さらに5点殴られました。負け？",
            "keeps_playing",
        ),
        # A blow from elsewhere after the commander's is plain damage: 30 - 5, 18 commander.
        (
            "Commander game. I'm at 30 life and have 18 commander damage from my opponent. "
            "Then I take 5 more from a Lightning Bolt. Do I lose?",
            "keeps_playing",
        ),
    ],
)
def test_commander_damage_taken_so_far_and_the_commanders_blows(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_commander_damage_taken_so_far_is_dealt_first_with_the_life_told_raised_by_it() -> None:
    reading = read_situation(
        "EDH. I'm at 15 life and have taken 14 commander damage from my opponent. Do I lose?", []
    )
    assert not isinstance(reading, Unreadable)
    assert reading.facts["you"].life == 29
    assert reading.events == (m.CommanderDamage("you", "opponent", 14),)


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("It's turn 5, I'm at 4 life and take 4 damage. Do I lose?", "loses"),
        (
            "I paid 8 mana for a spell and I'm at 2 life. Opponent hits me for 2. Do I lose?",
            "loses",
        ),
        (
            "We were 20 minutes into round 3 of FNM. I'm at 3 life and lose 2 life. Am I out?",
            "keeps_playing",
        ),
        ("1v1, I'm at 2 and my opponent hits me for 2. Do I lose?", "loses"),
        ("5ターン目に、ライフ3の状態で相手から3点のダメージを受けました。負け？", "loses"),
        (
            "8マナで呪文を唱えたあと、ライフ2で相手から2点のダメージを受けました。負けますか？",
            "loses",
        ),
        ("2024年の大会で、ライフ5から3点受けました。負け？", "keeps_playing"),
    ],
)
def test_a_number_no_fact_depends_on_is_not_an_unread_amount(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "players"),
    [
        ("1v1. I'm at 2 and lose 2 life. Do I lose?", 2),
        ("4人卓で、ライフ3から3点受けました。負け？", 4),
    ],
)
def test_a_table_said_by_its_seats_is_that_game(question: str, players: int) -> None:
    reading = read_situation(question, [])
    assert not isinstance(reading, Unreadable) and reading.players == players


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 5 life. I take 2 damage each turn for 3 turns. Do I lose?",  # turns to come
        "I'm at 3. A 3/3 attacks me. Do I lose?",  # a creature's size is no damage told
        "ライフ5で、3ターンの間毎ターン2点受けます。負け？",
    ],
)
def test_a_number_that_may_matter_still_gets_no_verdict(question: str) -> None:
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "events", "asker"),
    [
        (
            "I'm at 20 life. My opponent drains me for 3. Do I lose?",
            (m.LifeChange("you", -3),),
            "keeps_playing",
        ),
        ("I'm at 6 and I get hit for 6. Am I dead?", (m.Damage("you", 6),), "loses"),
        (
            "I'm at 5 life and my opponent's creature deals 5 combat damage to me. Do I lose?",
            (m.Damage("you", 5, "opponent"),),
            "loses",
        ),
        (
            "I have 9 poison counters. My opponent gives me a poison counter. Do I lose?",
            (m.PoisonGain("you", 1),),
            "loses",
        ),
        (
            "I'm at 3 and one of his creatures hits me for 2. Do I lose?",
            (m.Damage("you", 2),),
            "keeps_playing",
        ),
    ],
)
def test_amounts_told_by_the_verb_or_an_article(
    question: str, events: tuple[m.Event, ...], asker: str
) -> None:
    _plays(question, events, asker)


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 10 life with 9 poison counters. My opponent poisons me again. Do I lose?",
        "毒9個で、相手の攻撃でまた毒をもらいました。負け？",
    ],
)
def test_poison_given_with_no_count_read_gets_no_verdict(question: str) -> None:
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "life", "events", "asker"),
    [
        (
            "My life went from 10 to 4 this turn. Am I out?",
            10,
            (m.LifeChange("you", -6),),
            "keeps_playing",
        ),
        ("I went from 20 to 0 in one turn. Do I lose?", 20, (m.LifeChange("you", -20),), "loses"),
        ("ライフが12から0になりました。負けですか？", 12, (m.LifeChange("you", -12),), "loses"),
        ("ライフ9から3まで減りました。負け？", 9, (m.LifeChange("you", -6),), "keeps_playing"),
    ],
)
def test_a_life_told_as_a_change_between_two_totals(
    question: str, life: int, events: tuple[m.Event, ...], asker: str
) -> None:
    reading = read_situation(question, [])
    assert not isinstance(reading, Unreadable), reading
    assert reading.facts["you"].life == life and reading.events == events
    assert asker_outcome(question) == asker


def test_a_change_in_a_parenthesis_after_an_event_tells_that_event_again() -> None:
    reading = read_situation(
        "相手が《シャハラザード》を唱えて、私はサブゲームで負けました（ライフ20から0）。"
        "メインゲームでの私のライフは3です。どうなる？",
        ["Shahrazad"],
    )
    assert not isinstance(reading, Unreadable), reading
    assert reading.facts["you"].life == 3
    assert not any(isinstance(e, m.LifeChange | m.LifeBecomes) for e in reading.events)


def test_a_number_of_damage_taken_from_a_total_is_not_a_change_between_totals() -> None:
    assert _events("ライフ3から4点受けました。負け？") == (m.Damage("you", 4),)


@pytest.mark.parametrize(
    ("question", "library", "drawn"),
    [
        ("Only 2 cards are left in my library, and I draw 3. Do I lose?", 2, 3),
        ("My library has 1 card left and I have to draw 2. Do I lose?", 1, 2),
        ("My deck is down to 1 card. I draw 2 cards. Do I lose?", 1, 2),
    ],
)
def test_cards_left_in_a_library_and_a_draw_counted_without_cards(
    question: str, library: int, drawn: int
) -> None:
    reading = read_situation(question, [])
    assert not isinstance(reading, Unreadable), reading
    assert reading.facts["you"].library == library
    assert reading.events == (m.Draw("you", drawn),)


def test_the_askers_attack_at_no_one_is_at_the_other_player_of_a_two_player_game() -> None:
    for attack in ("I swing for 4", "I attacked for 4"):  # not at the asker (it was)
        verdict = verdict_for(f"I'm at 3 life, my opponent at 2. {attack}. Do I win?", [])
        assert verdict is not None and verdict.asker == "wins"
    assert (
        verdict_for("4-player game. I'm at 3, opponent at 2. I swing for 4. Do I win?", []) is None
    )


def test_totals_listed_player_by_player_after_what_they_count() -> None:
    reading = read_situation(
        "We both had less than seven cards in our libraries (I had 4, they had 3) when they "
        "resolved Shahrazad, and we were both at 1 life in the main game. Who wins?",
        ["Shahrazad"],
    )
    assert not isinstance(reading, Unreadable), reading
    assert (reading.facts["you"].library, reading.facts["opponent"].library) == (4, 3)
    verdict = verdict_for(
        "3-player game. Life: me 10, opponent 3, opponent 2 4. I deal 3 damage to opponent. "
        "Do I win?",
        [],
    )
    assert verdict is not None and verdict.asker == "keeps_playing"
    assert verdict.scenario["players"][2]["life"] == 4


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # "I have 3 creatures" counts creatures: no total of the asker's is told.
        (
            "My opponent is at 2 life and I have 3 creatures. He attacks me with a 3/3 and I take"
            " 3 damage. Do I lose?",
            None,
        ),
        ("He's at 4 and I have 2 creatures left. He deals 2 damage to me. Do I lose?", None),
        # A size is no total; the asker's own total is read.
        ("I'm at 5 life. He attacks with his 2/2 and I take 2. Am I dead?", "keeps_playing"),
        # A list of totals still is one.
        ("Life totals: me 5, opponent 2. I take 5 damage. Do I lose?", "loses"),
        ("He is at 2 life and I have 3 life. I take 3 damage. Do I lose?", "loses"),
    ],
)
def test_a_number_after_another_players_total_is_a_total_only_with_nothing_it_counts(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        "I'm at about 5 life and take 5 damage. Do I lose?",
        "I'm at 3 and take more than 3 damage. Do I lose?",
        "ライフ5点くらいで、5点受けました。負け？",
        "ライフ5で、約5点受けました。負け？",
        # A bound that the listed totals do not keep is not told again: 8 is not under 7.
        "We both had less than seven cards in our libraries (I had 8, they had 3). "
        "I draw 8 cards. Do I lose?",
    ],
)
def test_a_rough_number_or_a_bound_is_no_total(question: str) -> None:
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I'm at exactly 13 and lose 13 life. Do I lose?", "loses"),
        ("I'm at 5 and then gain 3. My opponent hits me for 7. Do I lose?", "keeps_playing"),
        ("ライフは残り3で、3点失いました。負け？", "loses"),
        ("ライフ4で、ライフを4点支払いました。負け？", "loses"),
        ("ライフは自分も相手も3点。相手から3点受けました。負け？", "loses"),
    ],
)
def test_a_number_stressed_or_life_paid_or_gained_without_its_unit(
    question: str, asker: str
) -> None:
    assert asker_outcome(question) == asker


def test_a_players_effect_is_no_subject_of_what_it_makes_the_asker_do() -> None:
    # 「相手の効果で…引かされました」: the asker drew; it was read as the opponent's draw.
    reading = read_situation(
        "ライブラリーが2枚で、相手の効果でカードを3枚引かされました。負け？", []
    )
    assert not isinstance(reading, Unreadable), reading
    assert reading.events == (m.Draw("you", 3),)
    verdict = verdict_for("ライブラリーが2枚で、相手の効果でカードを3枚引かされました。負け？", [])
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    "question",
    [
        "毒カウンターが8個の状態で、感染クリーチャーに2点殴られました。負け？",
        "I have 8 poison counters. Their infect creature hits me for 2. Am I dead?",
    ],
)
def test_an_infect_sources_blow_gives_poison_counters(question: str) -> None:
    assert _events(question) == (m.PoisonGain("you", 2),)
    assert asker_outcome(question) == "loses"


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ6で、相手の攻撃で3点、さらに火力で3点受けました。負け？", "loses"),
        ("ライフ5で、相手の攻撃で3点、火力で1点受けました。負け？", "keeps_playing"),
    ],
)
def test_two_japanese_amounts_share_the_verb_after_the_second(question: str, asker: str) -> None:
    events = _events(question)
    assert len(events) == 2 and all(isinstance(e, m.Damage) and e.to == "you" for e in events)
    assert asker_outcome(question) == asker


def test_an_amount_whose_shared_verb_deals_is_not_the_askers() -> None:
    assert asker_outcome("ライフ5で、相手の攻撃で3点、火力で1点与えました。負け？") is None


@pytest.mark.parametrize(
    ("question", "blows", "asker"),
    [
        ("I'm at 5. Two creatures hit me for 3 each. Am I dead?", 2, "loses"),
        ("I'm at 7. My opponent's 3 tokens attack me for 2 each. Am I dead?", 3, "keeps_playing"),
        ("I'm at 6. Two of his creatures hit me for 3 each. Dead?", 2, "loses"),
        ("ライフ3で、相手のクリーチャー2体に2点ずつ殴られました。負け？", 2, "loses"),
        ("ライフ10で、2点ずつ3回受けました。負け？", 3, "keeps_playing"),
        ("ライフ10で、3回、4点ずつ殴られました。負け？", 3, "loses"),
    ],
)
def test_blows_counted_with_an_amount_each(question: str, blows: int, asker: str) -> None:
    events = _events(question)
    assert len(events) == blows and all(isinstance(e, m.Damage) and e.to == "you" for e in events)
    assert asker_outcome(question) == asker


def test_what_a_commander_has_dealt_so_far_each_time_is_its_total() -> None:
    reading = read_situation(
        "Commander game, I'm at 19. My opponent's commander has hit me three times, 7 each "
        "time. Am I dead?",
        [],
    )
    assert not isinstance(reading, Unreadable), reading
    assert reading.events == (m.CommanderDamage("you", "opponent", 21),)
    assert reading.facts["you"].life == 40  # the 19 told counts the 21 already
    # Another source's blows so far may be counted in the life told beside them: unread.
    assert (
        verdict_for("I'm at 19. Opponent's dragon has hit me three times, 7 each time.", []) is None
    )


@pytest.mark.parametrize(
    ("question", "amount", "asker"),
    [
        ("I'm on 3 life. My opponent's 3/3 hits me. Am I out?", 3, "loses"),
        ("I'm on 5 life. My opponent's 3/3 hits me for 5. Am I out?", 5, "loses"),
        ("I'm at 5. My opponent swings with a 5/5 and I don't block. Am I dead?", 5, "loses"),
        (
            "I'm at 5. My opponent attacks me with a 4/4 and I have no blockers. Dead?",
            4,
            "keeps_playing",
        ),
        ("ライフ3で、相手の3/3に殴られました。負け？", 3, "loses"),
        (
            "ライフ4で、相手の3/3のクリーチャーで攻撃されて、ブロックしませんでした。負け？",
            3,
            "keeps_playing",
        ),
    ],
)
def test_a_creature_told_by_its_size_deals_its_power(
    question: str, amount: int, asker: str
) -> None:
    assert _events(question) == (m.Damage("you", amount, "opponent"),)
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 5. My opponent swings with a 5/5. Am I dead?",  # blocked or not is not said
        "I'm at 5. My opponent swings with a 3/3 and pumps it with +2/+2. I don't block. Dead?",
    ],
)
def test_a_size_that_may_not_be_the_damage_gets_no_verdict(question: str) -> None:
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("In a Commander game, I'm at 10 and take 10 damage. Do I lose?", "loses"),
        ("統率者戦で、ライフ10で4点のダメージを受けました。負け？", "keeps_playing"),
    ],
)
def test_the_games_name_speaks_of_no_commander(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 3 and take 3 damage. Is my life 0 or -1? Am I dead either way?",
        "統率者戦で、ライフ10で10点のダメージを受けました。ライフは20ですか40ですか？どちらにしても負け？",
    ],
)
def test_totals_offered_as_alternatives_where_the_question_asks_are_no_facts(
    question: str,
) -> None:
    assert asker_outcome(question) == "loses"


def test_totals_supposed_as_alternatives_are_facts_the_story_does_not_settle() -> None:
    assert asker_outcome("I take 3 damage. Do I lose if I'm at 3 or 4?") is None


def test_one_before_a_counted_noun_is_a_count_and_0_or_less_is_a_total() -> None:
    reading = read_situation("I have only one card left in my library and draw two. Lose?", [])
    assert not isinstance(reading, Unreadable), reading
    assert reading.facts["you"].library == 1
    verdict = verdict_for("ライフが0以下になりました。負け？", [])
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    "question",
    [
        "I have a few cards left in my library and draw 5. Do I lose?",
        "I'm at 3 and take a couple of damage. Do I lose?",
        "ライブラリーが数枚しかない状態で5枚引きました。負け？",
        "ライフ20で何点か受けました。負け？",
    ],
)
def test_a_count_said_by_no_number_is_never_dropped(question: str) -> None:
    reading = read_situation(question, [])
    assert isinstance(reading, Unreadable) and "no number" in reading.reason


def test_a_blow_whose_effect_on_the_player_it_names_is_told_after_it() -> None:
    verdict = verdict_for("I'm at 9 life. Their dragon hits me and I take 5. Am I dead?", [])
    assert verdict is not None and verdict.asker == "keeps_playing"
    # The blow is at someone else's: what it did is not told.
    assert asker_outcome("I'm at 5. Their dragon hits my buddy and I take 5. Dead?") is None


def test_a_life_told_only_after_the_blows_must_not_decide_by_the_default() -> None:
    # "I was at 20" may be before the 20 (a loss) or after it: the default life decided.
    assert asker_outcome("On turn 3 my opponent hit me for 20. I was at 20. Do I lose?") is None


@pytest.mark.parametrize(
    "question",
    [
        # Whose draw it is, no player named says: it was read as the asker's.
        "Opponent has 2 cards left in his library, and I make my friend draw 3 cards. Win?",
        "I have 9 poison counters. My opponent proliferates. Do I lose?",  # it kept playing
        "I'm at 4 and get hit by 2 creatures. Am I dead?",  # 2 counts creatures, not damage
    ],
)
def test_a_number_or_a_word_that_says_more_than_the_reading_refuses(question: str) -> None:
    assert asker_outcome(question) is None


def test_a_draw_step_is_no_draw_and_a_library_told_without_its_owner_is_the_askers() -> None:
    assert _events("Library has 0 cards. I must draw a card at my draw step. Do I lose?") == (
        m.Draw("you"),
    )
    verdict = verdict_for("I'm at 20 life and took 20 damage in one hit. Game over?", [])
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ7から3点、4点と連続で受けました。負け？", "loses"),
        ("ライフは10あって、8点と1点のダメージを受けました。負け？", "keeps_playing"),
    ],
)
def test_japanese_amounts_listed_before_the_verb_they_share(question: str, asker: str) -> None:
    assert len(_events(question)) == 2
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        "My library is empty and I can't draw on my draw step. Do I lose?",
        "My library is empty. I couldn't draw a card this turn. Do I lose?",
        "ライブラリーが0枚で、次のターンのドローで引けません。負け？",
    ],
)
def test_a_draw_that_cannot_be_made_from_an_empty_library_decks(question: str) -> None:
    verdict = verdict_for(question, [])  # it kept playing: the failed draw was not read
    assert verdict is not None and verdict.asker == "loses"


def test_a_draw_that_cannot_be_made_with_no_empty_library_told_refuses() -> None:
    reading = read_situation("I can't draw a card this turn. Do I lose?", [])
    assert isinstance(reading, Unreadable) and "negated" in reading.reason


@pytest.mark.parametrize(
    "question",
    [
        "手札が3枚、ライブラリーが0枚でターンが来ました。ドローステップで引けないけど負け？",
        "My library is empty and it's my draw step, do I lose because I can't draw?",
        "ライフ3です。3点受けたので負けですか？",
    ],
)
def test_an_event_given_as_the_questions_ground_is_told(question: str) -> None:
    verdict = verdict_for(question, [])  # the draw was dropped as asked, and it kept playing
    assert verdict is not None and verdict.asker == "loses"


def test_compound_number_words_are_one_number() -> None:
    reading = read_situation("I'm at twenty-five life and take twenty five damage. Lose?", [])
    assert not isinstance(reading, Unreadable), reading
    assert reading.facts["you"].life == 25 and reading.events == (m.Damage("you", 25),)


def test_each_opponents_blow_is_not_one_blow() -> None:
    # It was one blow of 4 from one opponent (12 - 4: kept playing); three opponents hit.
    question = "Four player commander game. I'm at 12 life. Each opponent hits me for 4. Dead?"
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "players", "asker"),
    [
        (
            "4-player game. Opponent 2 is at 3 life and opponent 3 is at 5. "
            "I deal 3 damage to opponent 2. Do I win?",
            4,
            "keeps_playing",
        ),
        ("Multiplayer game with 3 players. I'm at 2 and lose 2 life. Do I lose?", 3, "loses"),
        ("Life totals: me 5, opponent 2. Opponent hits me for 5. Do I lose?", 2, "loses"),
    ],
)
def test_a_seat_by_number_and_a_table_by_its_players(
    question: str, players: int, asker: str
) -> None:
    reading = read_situation(question, [])
    assert not isinstance(reading, Unreadable), reading
    assert reading.players == players
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I've got 3 left and my opponent hits me for 3. Am I dead?", "loses"),
        ("My life: 5. Opponent's life: 2. Opponent hits me for 5. Do I lose?", "loses"),
        ("My library: 0. I draw a card. Do I lose?", "loses"),
        ("ライフ：3、毒：9。相手から毒を1個もらいました。負け？", "loses"),
    ],
)
def test_totals_told_as_left_or_after_a_colon(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_a_count_left_somewhere_is_not_a_life() -> None:
    question = "I have 3 left in my library and draw 4. Do I lose?"
    reading = read_situation(question, [])
    # (read with its 3 unread, played in every role: the verdict then depends on it)
    assert isinstance(reading, Unreadable) or "you" not in reading.facts
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("2HG: our team life is 10. Opponents hit me for 6 and my teammate for 4. Lose?", "loses"),
        (
            "2HG: our team life is 11. Opponents hit me for 6 and my teammate for 4. Lose?",
            "keeps_playing",
        ),
        ("双頭巨人戦で、チームのライフ10。自分が6点、相方が4点受けました。負け？", "loses"),
        ("We're playing 2HG, our team has 14 poison counters. Then I get 1 more. Lose?", "loses"),
    ],
)
def test_two_headed_giant_amounts_of_each_head(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "players"),
    [
        (
            "4-player game. One opponent conceded, so 3 of us are left. I'm at 5 and take 5. Lose?",
            4,
        ),
        ("4人戦で1人が投了して、残り3人です。ライフ5で5点受けました。負け？", 4),
        ("Commander, 4 players. I'm at 21 life and take 21 commander damage. Am I dead?", 4),
    ],
)
def test_players_counted_as_the_story_counts_them(question: str, players: int) -> None:
    reading = read_situation(question, [])
    assert not isinstance(reading, Unreadable), reading
    assert reading.players == players
    assert asker_outcome(question) == "loses"


def test_a_library_told_only_after_its_players_draw_must_not_decide() -> None:
    # "was 0" before the draw (a loss) or after it: it kept playing, one draw read twice.
    question = "ライフ1点で、ドローステップにカードを1枚引きました。ライブラリーは0枚でした。負け？"
    reading = read_situation(question, [])
    # Refused as a total told in the past after the events, or read with one draw only.
    assert isinstance(reading, Unreadable) or reading.events == (
        m.Draw("you"),
        m.LibraryBecomes("you", 0),
    )
    assert asker_outcome(question) is None


def test_japanese_attackers_counted_with_an_amount_each() -> None:
    question = (
        "ライフが8点あったのですが、相手のクリーチャー2体の攻撃で4点ずつのダメージを受けました。"
    )
    assert _events(question) == (m.Damage("you", 4, "opponent"),) * 2
    assert asker_outcome(question) == "loses"


def test_a_library_told_with_a_draw_is_the_library_the_draw_finds() -> None:
    events = _events("I'm at 5. I'm forced to draw with 0 cards in library. Do I lose?")
    assert events == (m.Draw("you"),)  # read as decked: library 0, then the draw
    verdict = verdict_for("I'm at 5. I'm forced to draw with 0 cards in library. Do I lose?", [])
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    ("question", "events"),
    [
        ("ライフ3で、3点のライフロスを受けました。負け？", (m.LifeChange("you", -3),)),
        (
            "ライフ3で、2点ゲインしてから4点受けました。負け？",
            (m.LifeChange("you", 2), m.Damage("you", 4)),
        ),
        (
            "I'm at 2, I heal 3 and then take 4. Do I lose?",
            (m.LifeChange("you", 3), m.Damage("you", 4)),
        ),
    ],
)
def test_life_lost_and_gained_in_the_words_players_use(
    question: str, events: tuple[m.Event, ...]
) -> None:
    assert _events(question) == events


@pytest.mark.parametrize(
    ("question", "events", "asker"),
    [
        (
            "EDH. My opponent's commander, Edgar Markov, has dealt 15 combat damage to me. "
            "It hits me for 6 more. Am I dead?",
            (m.CommanderDamage("you", "opponent", 15), m.CommanderDamage("you", "opponent", 6)),
            "loses",
        ),
        (
            "Commander. The opposing commander has dealt me 18 combat damage so far. "
            "It attacks me for 3. Am I out?",
            (m.CommanderDamage("you", "opponent", 18), m.CommanderDamage("you", "opponent", 3)),
            "loses",
        ),
        (
            "EDH, I'm at 30. My opponent's general hits me for 6. Do I lose?",
            (m.CommanderDamage("you", "opponent", 6),),
            "keeps_playing",
        ),
        (
            "統率者戦で、相手の統率者《エドガー・マルコフ》から15点の戦闘ダメージを受けています。"
            "さらに6点殴られました。負け？",
            (m.CommanderDamage("you", "opponent", 15), m.CommanderDamage("you", "opponent", 6)),
            "loses",
        ),
        # Another source's blow after the commander's is plain: 30 - 11, 10 commander damage.
        (
            "Commander game: I'm at 30. My opponent's commander has hit me for 10 so far. "
            "Then his dragon hits me for 11 more. Dead?",
            (m.CommanderDamage("you", "opponent", 10), m.Damage("you", 11)),
            "keeps_playing",
        ),
        # More of it in the same sentence, after "and now" (was plain damage: 'keeps_playing').
        (
            "EDH. I'm at 30, my opponent's commander has dealt me 14 commander damage so far and"
            " now hits me for 7 more. Dead?",
            (m.CommanderDamage("you", "opponent", 14), m.CommanderDamage("you", "opponent", 7)),
            "loses",
        ),
        (
            "EDH. I'm at 30, my opponent's commander has dealt me 14 commander damage so far and"
            " his dragon hits me for 7 more. Dead?",
            (m.CommanderDamage("you", "opponent", 14), m.Damage("you", 7)),
            "keeps_playing",
        ),
        (
            "統率者戦で、ライフ30。相手の統率者に12点殴られました。さらにドラゴンに10点殴られました。負け？",
            (m.CommanderDamage("you", "opponent", 12), m.Damage("you", 10)),
            "keeps_playing",
        ),
    ],
)
def test_a_commander_told_by_its_name_a_pronoun_or_its_old_name(
    question: str, events: tuple[m.Event, ...], asker: str
) -> None:
    _plays(question, events, asker)


@pytest.mark.parametrize(
    ("question", "events", "asker"),
    [
        # 「3減りました」 is less by 3: it was read as a life of 3 and the decrease dropped.
        ("ライフ10で、ライフが3減りました。負け？", (m.LifeChange("you", -3),), "keeps_playing"),
        ("ライフ3で、ライフが3減りました。負け？", (m.LifeChange("you", -3),), "loses"),
        ("ライフが0まで減りました。負け？", (), "loses"),
    ],
)
def test_a_japanese_decrease_by_and_a_decrease_to(
    question: str, events: tuple[m.Event, ...], asker: str
) -> None:
    _plays(question, events, asker)


def test_a_decrease_no_reading_takes_refuses() -> None:
    # 10 less and "was 10": before or after, the words do not say; it kept playing.
    assert asker_outcome("相手のライフを10減らしました。相手のライフは10でした。勝ち？") is None


def test_negative_is_minus() -> None:
    reading = read_situation("I'm at negative 3 with Platinum Angel. Do I lose?", ANGEL)
    assert not isinstance(reading, Unreadable) and reading.facts["you"].life == -3


@pytest.mark.parametrize(
    ("question", "events", "asker"),
    [
        ("I'm at 5. My life dropped by 5. Am I dead?", (m.LifeChange("you", -5),), "loses"),
        (
            "I'm at 1. My life went up by 3 and then I take 3. Am I dead?",
            (m.LifeChange("you", 3), m.Damage("you", 3)),
            "keeps_playing",
        ),
    ],
)
def test_a_life_changed_by_so_much(question: str, events: tuple[m.Event, ...], asker: str) -> None:
    _plays(question, events, asker)


def test_commander_damage_from_two_opponents_sharing_one_verb() -> None:
    question = (
        "統率者戦で、相手Aの統率者に11点、相手Bの統率者に12点、どっちも戦闘ダメージで殴られました。"
        "合計23点だけど統率者ダメージで負けになりますか？"
    )
    events = (m.CommanderDamage("you", "opponent", 11), m.CommanderDamage("you", "opponent2", 12))
    _plays(question, events, "keeps_playing")  # 11 and 12, each under 21
    # Damage dealt to the commander before a blow received is no commander damage.
    assert (
        asker_outcome(
            "統率者戦で、ライフ30。相手の統率者に5点与えて、相手から3点殴られました。負け？"
        )
        is None
    )


def test_a_draw_of_more_cards_is_one_draw() -> None:
    # "I draw" and "2 more cards" were two draws, 3 cards in all.
    assert _events("I have 2 cards in library and draw 2 more cards. Do I lose?") == (
        m.Draw("you", 2),
    )


@pytest.mark.parametrize(
    ("question", "events", "asker"),
    [
        ("ライフ2で《ショック》を撃たれて2点。負け？", (m.Damage("you", 2),), "loses"),
        ("ライフ5で相手に殴られて3点。負け？", (m.Damage("you", 3, "opponent"),), "keeps_playing"),
    ],
)
def test_japanese_points_after_the_blow_received(
    question: str, events: tuple[m.Event, ...], asker: str
) -> None:
    _plays(question, events, asker)


@pytest.mark.parametrize(
    ("question", "asker", "in_four"),
    [
        # In a game of four, "him" is the one opponent named before it (that one loses).
        (
            "Opponent has 2 cards left in his library, and I make him draw 3 cards. Win?",
            "wins",
            "keeps_playing",
        ),
        ("He's at 3 and I hit him for 3. Do I win?", "wins", None),
        ("I'm at 5. He hits me for 5. Am I dead?", "loses", None),
    ],
)
def test_he_and_him_are_the_other_player_of_a_two_player_game(
    question: str, asker: str, in_four: str | None
) -> None:
    assert asker_outcome(question) == asker
    assert asker_outcome(f"4-player game. {question}") == in_four


@pytest.mark.parametrize(
    ("question", "blows", "asker"),
    [
        ("I'm at 7. I take 3 damage x2. Am I dead?", 2, "keeps_playing"),
        ("I'm at 5. Opponent hits me for 2 x3. Am I dead?", 3, "loses"),
        ("ライフ7で、3点×2受けました。負け？", 2, "keeps_playing"),
        ("ライフ7で、3点のダメージを×3回受けました。負け？", 3, "loses"),
    ],
)
def test_a_blow_multiplied(question: str, blows: int, asker: str) -> None:
    assert len(_events(question)) == blows
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        "ライフ5で、相手に5点のダメージを与えられました。負け？",
        "ライフ5で、相手から5点のダメージを与えられました。負け？",
    ],
)
def test_damage_dealt_to_the_asker_in_the_passive_is_received(question: str) -> None:
    # 「与えられ」 read as 「与え」 was damage to 相手.
    _plays(question, (m.Damage("you", 5, "opponent"),), "loses")


@pytest.mark.parametrize(
    ("question", "events", "asker"),
    [
        # 「相手に…失わせました」 was the asker's loss of 3.
        (
            "相手のライフが3で、相手にライフを3点失わせました。勝ち？",
            (m.LifeChange("opponent", -3),),
            "wins",
        ),
        (
            "相手のライブラリーが2枚で、相手にカードを3枚引かせました。勝ち？",
            (m.Draw("opponent", 3),),
            "wins",
        ),
        (
            "ライブラリーが2枚で、相手にカードを3枚引かされました。負け？",
            (m.Draw("you", 3),),
            "loses",
        ),
    ],
)
def test_the_player_a_causative_makes_do_it(
    question: str, events: tuple[m.Event, ...], asker: str
) -> None:
    _plays(question, events, asker)


@pytest.mark.parametrize(
    "question",
    [
        "My library is almost empty, I've got 2 left. I draw 3. Do I lose?",
        "My library is almost empty. I've got 2 left. I draw 3. Do I lose?",
    ],
)
def test_what_is_left_of_a_library_named_before_is_no_life(question: str) -> None:
    assert asker_outcome(question) is None  # it was a life of 2, and the draw from 40 kept playing


@pytest.mark.parametrize(
    "question",
    [
        # Edgar Markov may be the commander: the question asks of commander damage.
        "EDH. Edgar Markov hit me for 21 this game. Am I out to commander damage?",
        # The main game's totals or change told in a subgame story are not the subgame's.
        "サブゲームで負けました。メインのライフが3から1になりました。負け？",
    ],
)
def test_amounts_whose_game_or_source_is_not_plain_refuse(question: str) -> None:
    assert isinstance(read_situation(question, []), Unreadable)


def test_totals_listed_for_the_main_game_are_its_totals() -> None:
    reading = read_situation(
        "相手が《シャハラザード》を唱えました。メインゲームのライフは(自分2、相手4)です。"
        "私はサブゲームで負けました。どうなる？",
        ["Shahrazad"],
    )
    assert not isinstance(reading, Unreadable), reading
    assert (reading.facts["you"].life, reading.facts["opponent"].life) == (2, 4)


def test_a_japanese_total_after_the_opponent_is_no_seat() -> None:
    # 「相手20」 was 相手2 (opponent 2) and a 0.
    reading = read_situation(
        "ライフは(自分9、相手20)です。相手に2点と3点のダメージを受けました。負け？", []
    )
    assert not isinstance(reading, Unreadable), reading
    assert (reading.facts["you"].life, reading.facts["opponent"].life) == (9, 20)


@pytest.mark.parametrize(
    ("question", "mine", "theirs"),
    [
        ("自分のライフ5、相手30。相手から5点受けました。負け？", 5, 30),
        ("My life 5, opponent 30. Opponent hits me for 5. Do I lose?", 5, 30),
    ],
)
def test_a_listed_total_with_no_unit_counts_what_the_one_before_it_counted(
    question: str, mine: int, theirs: int
) -> None:
    reading = read_situation(question, [])
    assert not isinstance(reading, Unreadable), reading
    assert (reading.facts["you"].life, reading.facts["opponent"].life) == (mine, theirs)
    assert asker_outcome(question) == "loses"
