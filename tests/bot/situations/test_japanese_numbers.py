"""Numbers in Japanese stories as players write them: each either taken as the fact the engine
plays, known to be incidental from the words beside it, or left unread so that the question
is refused. Every reading has its trap here: the same shape where taking the number would give
a wrong verdict, which must stay refused."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable, read_situation, verdict_for, verdict_or_reason
from bot.application.situations.text_normal import normalise
from tests.bot.situations.outcomes import asker_outcome


def _refused_for_a_number(question: str) -> None:
    """No verdict: the number refuses the story, or, played in every role, it decides (or the
    words around it that no reading took refuse it once it is played)."""
    judged = verdict_or_reason(question, [])
    assert isinstance(judged, Unreadable), judged
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # The attacker's size, power or number, or a spell's X, beside the points told.
        ("ライフ5で、相手の5/5のクリーチャーに殴られて5点受けました。負け？", "loses"),
        ("ライフ6で、相手の5/5のクリーチャーに殴られて5点受けました。負け？", "keeps_playing"),
        ("ライフ2で、相手の3/3に殴られて2点受けました。負け？", "loses"),
        ("ライフ3でパワー3のクリーチャーに殴られて3点受けました。負け？", "loses"),
        ("ライフ10で、相手の2体のクリーチャーから合計10点受けました。負け？", "loses"),
        ("ライフ6、相手のクリーチャー3体に殴られて3点受けました。負け？", "keeps_playing"),
        ("ライフ3、場にクリーチャー2体で3点受けました。負け？", "loses"),
        ("ライフ5でX=5の《火の玉》を撃たれて5点受けました。負け？", "loses"),
        ("ライフ6でX=5の《火の玉》を撃たれて5点受けました。負け？", "keeps_playing"),
    ],
)
def test_what_dealt_the_points_is_no_amount_when_the_points_are_told(
    question: str, asker: str
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # No points told: the count, size or power is no amount (it was read as the points).
        "ライフ3、相手のクリーチャー3体に殴られました。負け？",
        "ライフ3でパワー3のクリーチャーに殴られました。負け？",
        "ライフ3でタフネス3のクリーチャーに殴られました。負け？",
        "ライフ5で、X=5の火力を撃たれました。負け？",
        # Points told of one attacker only, or each: the count matters.
        "ライフ6、相手のクリーチャー3体に殴られて、1体目から3点受けました。負け？",
        "ライフ8。相手の2体の4/4が殴ってきて、それぞれ4点食らった。負け？",
        # A size pumped: what it dealt is not the size.
        "ライフ5、相手の+2/+2修整された3/3に殴られて5点受けました。負け？",
    ],
)
def test_a_count_or_size_with_no_points_told_for_it_is_refused(question: str) -> None:
    _refused_for_a_number(question)


def test_a_sized_blow_with_its_points_told_is_dealt_once() -> None:
    # The size was read as a blow of 5 and the points told as another 5: 10 dealt.
    assert asker_outcome("ライフ7で、相手の5/5に殴られて5点受けました。負け？") == "keeps_playing"
    # With no points told, the size still deals its power (phrases.sized_blows).
    assert asker_outcome("ライフ5で、相手の5/5に殴られました。負け？") == "loses"


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ三で三点食らいました。負け？", "loses"),
        ("ライフ十で十点受けました。負け？", "loses"),
        ("ライフ二十で、十五点受けました。負け？", "keeps_playing"),
        ("ライフ５で３点食らいました。負けですか？", "keeps_playing"),
        ("ライフ１０、毒９で、相手から毒カウンターを１つもらった。負け？", "loses"),
    ],
)
def test_kanji_and_full_width_totals(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_kanji_that_is_a_word_after_life_is_no_total() -> None:
    # 「十分」 is "enough": no total of 10 (the life stays unknown, so no verdict).
    assert asker_outcome("ライフは十分あるけど3点受けました。負け？") is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ1、毒9。相手が何もせずターンを終えました。まだ生きてる？", "keeps_playing"),
        ("ライフ5、毒9で、毒カウンターを1個もらいました。負け？", "loses"),
        ("毒カウンターは10です。負け？", "loses"),
        ("手札0、ライブラリ0でドローした。負け？", "loses"),
        ("山札0で1枚ドローしました。負け？", "loses"),
        ("ライブラリー1で2枚引いた。負け？", "loses"),
        ("ライブラリー2で2枚引いた。負け？", "keeps_playing"),
    ],
)
def test_a_total_with_no_counter(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # Not totals: an amount received, the deck as built, cards discarded.
        "ライフ5で、毒1もらった。負け？",
        "デッキ60でライブラリー2枚、3枚引いた。負け？",
        "手札2捨てた。ライブラリー1で1枚引いた。負け？",
        "ライフ3、毒9点。負け？",
    ],
)
def test_an_amount_with_no_counter_that_is_no_total_is_refused(question: str) -> None:
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ4で、1回目に2点、2回目に2点受けました。負け？", "loses"),
        ("ライフ5で、1回目に2点、2回目に2点受けました。負け？", "keeps_playing"),
        ("ライフ3です。1ターンに3点受けました。負けですか？", "loses"),
        ("ライフ3で3点受けました。BO3の2本目です。負け？", "loses"),
        ("ライフ3で3点受けました。2本先取の1本目です。負け？", "loses"),
        ("ライフ3で3点受けた(2回目の質問です)。負け？", "loses"),
    ],
)
def test_which_blow_game_or_question_is_incidental(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # A second blow with the first untold, a blow to come, a third with the second untold.
        "ライフ10で、2回目の攻撃で5点受けました。負け？",
        "ライフ3で2回目の攻撃で3点受けた。負け？",
        "ライフ3で1ターン後に3点受けます。負け？",
        "ライフ10で、1回目の攻撃で3点、3回目の攻撃で4点受けました。負け？",
    ],
)
def test_an_ordinal_or_turn_that_leaves_something_untold_is_refused(question: str) -> None:
    _refused_for_a_number(question)


@pytest.mark.parametrize(
    "question",
    [
        # The rule's threshold as heard is no fact: it was read as 21 commander damage taken.
        "統率者ダメージ21点で負け、と聞いたけど、今10点受けてて1点受けました。負け？",
        "統率者ダメージ21点で負け、と聞いたけど、今20点受けてて1点受けました。負け？",
        "毒カウンター10個で負けって聞きました。今毒カウンター8個で1個乗りました。負け？",
    ],
)
def test_a_rule_threshold_heard_is_no_fact(question: str) -> None:
    assert asker_outcome(question) is None


def test_a_sum_reckoned_before_the_question_is_still_read() -> None:
    assert asker_outcome("ライフ3で相手から5点受けました。合計-2点で負けですよね？") == "loses"


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # The sum of the amounts told is told again, not dealt again.
        ("ライフ15で、3点と7点受けて、合計10点受けました。負け？", "keeps_playing"),
        ("ライフ10で、3点と7点受けて、合計10点受けました。負け？", "loses"),
        ("ライフ10で、相手から3点と6点、合計9点受けました。負け？", "keeps_playing"),
        ("ライフ12で、4点、4点と受けて、合計8点受けた。負け？", "keeps_playing"),
        # A sum with nothing before it is the amount dealt.
        ("ライフ10で、合計10点受けました。負け？", "loses"),
    ],
)
def test_a_sum_of_the_amounts_told_is_told_again(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_a_sum_that_is_not_the_sum_of_the_amounts_told_is_refused() -> None:
    _refused_for_a_number("ライフ10で、相手から3点と6点、合計10点受けました。負け？")


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("残り1点で1点受けた。負け？", "loses"),
        ("残り2点で1点受けた。負け？", "keeps_playing"),
        ("相手は残り3点です。相手に3点与えました。勝ち？", "wins"),
        ("ライフは残り3点です。3点受けました。負け？", "loses"),
    ],
)
def test_points_left_are_life_left(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_points_left_of_damage_are_no_life() -> None:
    _refused_for_a_number("統率者ダメージは残り3点です。負け？")


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ２０スタートで１９点食らって、さらに１点。負け？", "loses"),
        ("ライフ２１で１９点食らって、さらに１点。負け？", "keeps_playing"),
        ("ライフ3で2点失って、さらに1点。負け？", "loses"),
        ("ライフ3で2点受けて、さらに1点のダメージ。負け？", "loses"),
    ],
)
def test_more_of_the_amount_before_at_the_end_of_a_sentence(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # The verb after it is another (dealt to the opponent); what goes on is not said.
        "ライフ3で2点失って、さらに1点、相手に与えた。負け？",
        "ライフ3で2点受けて、さらに1点の。負け？",
        # After a draw, points are no more of it.
        "ライフ3で2枚引いて、さらに1点。負け？",
    ],
)
def test_more_points_that_do_not_go_on_from_the_event_before_are_refused(question: str) -> None:
    _refused_for_a_number(question)


@pytest.mark.parametrize(
    "question",
    [
        # The life is the object of a verb no class knows: it was read as a total of 3.
        "相手のライフを3点削った。相手はライフ3だった。勝ち？",
        "相手はライフ3だった。相手のライフを3点吸った。勝ち？",
    ],
)
def test_life_as_the_object_of_an_unknown_verb_is_no_total(question: str) -> None:
    _refused_for_a_number(question)


def test_points_that_came_flying_are_damage_taken() -> None:
    assert asker_outcome("ライフ3のときに火の玉10点飛んできました。負け？") == "loses"
    # Only about to come: no event.
    _refused_for_a_number("ライフ3のときに10点飛んできそうです。負け？")


def test_the_nth_draw_is_one_draw_not_n() -> None:
    # 「4回目」 was read as four draws: 'loses' with three cards in the library.
    _refused_for_a_number("ライブラリー3枚の状態で、4回目のドローをしました。負け？")
    assert asker_outcome("ライフ10で、3点を2回受けました。負け？") == "keeps_playing"


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("3ターン前からライフ3です。3点受けました。負け？", "loses"),
        ("ライフはまだ19あって、19点受けました。負け？", "loses"),
        ("ライフはまだ20あって、19点受けました。負け？", "keeps_playing"),
        ("毒9個の状態で、感染持ちに毒を1個入れられました。負け？", "loses"),
        ("毒8個の状態で、感染持ちに毒を1個入れられました。負け？", "keeps_playing"),
    ],
)
def test_turns_ago_a_total_still_and_poison_put_in(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        "3ターン後にライフ3になります。3点受けました。負け？",
        # A total some turns ago: what happened since is not told.
        "3ターン前にライフ10だった。今3点受けた。負け？",
    ],
)
def test_turns_to_come_or_a_total_turns_ago_stay_refused(question: str) -> None:
    _refused_for_a_number(question)


@pytest.mark.parametrize(
    "question",
    [
        "ライフ2。相手ライフ10、こちらの《ショック》で２点。負け？",
        "ライフ2。相手のライフ10で、自分の《ショック》で2点。負け？",
    ],
)
def test_points_by_the_askers_own_card_are_not_dealt_to_theasker_outcome(question: str) -> None:
    # They were read as damage the asker dealt to the asker.
    assert isinstance(read_situation(question, []), Unreadable)


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "《卓絶》をコントロールしていて、ライフが25点になりました。"
            "《卓絶》の「ライフが20点以上のとき敗北する」で負けますか？",
            "loses",
        ),
        (
            "《卓絶》をコントロールしていて、ライフが25点になりました。"
            "卓絶はライフが20点以上だと負けるカードですよね？負け？",
            "loses",
        ),
        (
            "《卓絶》をコントロールしていて、ライフが19点になりました。"
            "《卓絶》の「ライフが20点以上のとき敗北する」で負けますか？",
            "keeps_playing",
        ),
    ],
)
def test_what_a_modelled_card_does_is_no_fact_of_the_story(question: str, asker: str) -> None:
    verdict = verdict_for(question, ["Transcendence"])
    assert verdict is not None and verdict.asker == asker


def test_a_number_said_of_the_story_beside_a_card_stays_a_fact() -> None:
    # Not what the card does: a total of the story, read (the card's controller unsaid).
    question = "《卓絶》がある状態で、ライフが20点以上になりました。負けますか？"
    assert verdict_for(question, ["Transcendence"]) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("場に《白金の天使》が1体いて、ライフ0になりました。負け？", "keeps_playing"),
        ("自分の場に《白金の天使》が1枚ある状態で、ライフが-2です。負け？", "keeps_playing"),
        ("M10の《白金の天使》をコントロールしていて、ライフ0です。負け？", "keeps_playing"),
        ("第10版の《白金の天使》がいて、ライフが0です。負け？", "keeps_playing"),
        ("5色デッキを使っていて、《白金の天使》がいる状態でライフ0。負け？", "keeps_playing"),
    ],
)
def test_one_copy_an_edition_or_colours_of_a_card_are_incidental(question: str, asker: str) -> None:
    verdict = verdict_for(question, ["Platinum Angel"])
    assert verdict is not None and verdict.asker == asker


def test_two_copies_of_a_card_matter_and_stay_refused() -> None:
    question = (
        "自分の場に《白金の天使》が2体いる状態で、ライフが-2です。相手に1体破壊されました。負け？"
    )
    reading = read_situation(question, ["Platinum Angel"])
    assert isinstance(reading, Unreadable) and reading.reason.startswith("a number no fact took")


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("1勝1敗の3本目で、ライフ3の状態で3点受けました。負け？", "loses"),
        ("3人でプレイしていて、自分のライフが2、相手から2点受けました。負け？", "loses"),
        ("3人でプレイしていて、自分のライフが3、相手から2点受けました。負け？", "keeps_playing"),
        ("10個目の毒カウンターが乗りました。負け？", "loses"),
        ("9個目の毒カウンターが乗りました。負け？", "keeps_playing"),
    ],
)
def test_a_score_the_players_and_the_nth_poison_counter(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("毒カウンター9個(あと1個で死ぬ)。毒を1個もらった。負け？", "loses"),
        ("毒9個、あと1個で負け。毒が1個乗った。負け？", "loses"),
        ("毒8個、あと2個で負け。毒が1個乗った。負け？", "keeps_playing"),
        ("ライフ1(あと1点で死ぬ)で、1点受けた。負け？", "loses"),
    ],
)
def test_how_far_a_total_told_is_from_a_loss_is_the_askers_reckoning(
    question: str, asker: str
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # A count that does not agree with the total told, or with no total beside it.
        "毒8個、あと1個で負け。毒が1個乗った。負け？",
        "ライフ2、あと1点で死ぬ。1点受けた。負け？",
        "あと1点で死ぬ状況で、1点受けました。負け？",
    ],
)
def test_a_distance_to_a_loss_that_is_not_certain_is_refused(question: str) -> None:
    _refused_for_a_number(question)


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ3→0になりました。《白金の天使》がいます。負け？", "keeps_playing"),
        ("ライフ3→0になりました。負け？", "loses"),
        ("ライフはたったの3点で、3点受けた。負け？", "loses"),
    ],
)
def test_a_total_to_the_next_and_a_total_stressed(question: str, asker: str) -> None:
    verdict = verdict_for(question, ["Platinum Angel"] if "天使" in question else [])
    assert verdict is not None and verdict.asker == asker


def test_a_chain_of_totals_stays_refused() -> None:
    _refused_for_a_number("ライフ20→17→14と減って、さらに14点受けました。負け？")


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # 「相手2体」 counts the opponent's creatures: it named a second opponent.
        ("ライフ4、相手2体のクリーチャーに殴られて4点受けた。負け？", "loses"),
        ("ライフ5、相手3体のクリーチャーに殴られて4点受けた。負け？", "keeps_playing"),
    ],
)
def test_a_count_after_the_opponent_names_no_seat(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_three_opponents_counted_are_not_the_third_opponent() -> None:
    text = normalise("多人数戦で、相手3人が同時にライフ0になりました。勝ち？", []).text
    assert "⟨opponent3⟩" not in text and "⟨opponent⟩3人" in text


@pytest.mark.parametrize(
    "question",
    [
        # Points per attacker: the count matters.
        "ライフ4。相手のクリーチャー2体に殴られて、1体あたり2点受けた。負け？",
        # Not the asker's life left: an attack's, or the opponent's to win.
        "相手の攻撃は残り3点です。負け？",
        "相手のライフを削って、残り3点で勝てる状況。相手に3点与えた。勝ち？",
        # Another total told between: more of what is not certain.
        "ライフ5で3点受けた。相手はライフ10。さらに2点。負け？",
    ],
)
def test_the_traps_of_the_new_readings(question: str) -> None:
    _refused_for_a_number(question)


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ6。相手の2/2と3/3が殴ってきて、2/2だけ通って2点受けた。負け？", "keeps_playing"),
        ("ライフ7で、相手の5/5に殴られて、さらに2/2にも殴られて2点受けました。負け？", "loses"),
        ("ライフ5で3点受けた。さらに2点。負け？", "loses"),
    ],
)
def test_sizes_beside_the_points_that_went_through(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("毒カウンター×9の状態で、毒を1個もらいました。負け？", "loses"),
        ("毒カウンター×8の状態で、毒を1個もらいました。負け？", "keeps_playing"),
        ("ライフ3で、3点ロスしました。負け？", "loses"),
        ("ライフ4で、3点ロスしました。負け？", "keeps_playing"),
        ("ライフ6で、3点を2度受けました。負け？", "loses"),
        ("ライフ7で、3点を2度受けました。負け？", "keeps_playing"),
    ],
)
def test_poison_times_a_count_life_lost_and_twice(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_the_second_time_is_once() -> None:
    _refused_for_a_number("ライブラリー3枚で、2度目のドローをしました。負け？")


def test_a_size_about_to_hit_deals_nothing_yet() -> None:
    # The size was read as a blow of 3 beside the 2 supposed: 'loses' on main.
    assert asker_outcome("ライフ5。相手の3/3に殴られそうで、2点受けたら負け？") == "keeps_playing"
    assert asker_outcome("ライフ2。相手の3/3に殴られそうで、2点受けたら負け？") == "loses"


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ3で、{2}{R}で起動する能力で3点受けました。負け？", "loses"),
        ("ライフ4で、{2}{R}で起動する能力で3点受けました。負け？", "keeps_playing"),
    ],
)
def test_a_mana_symbol_is_incidental(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("3点食らって残り2。さらに2点受けた。負け？", "loses"),
        ("ライフ6で3点食らって残り3。さらに2点受けた。負け？", "keeps_playing"),
        ("ライフ5で3点食らって、残り2です。さらに2点受けた。負け？", "loses"),
    ],
)
def test_what_is_left_after_points_is_life(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # Left of the library, of commander damage, of poison, or cards: no life.
        "ライブラリーから2枚引いて残り1。さらに1枚引いた。負け？",
        "統率者から3点受けて残り18点。負け？",
        "毒を2個もらって残り1個。負け？",
        "3点食らって残り2枚。負け？",
    ],
)
def test_what_is_left_of_something_else_stays_refused(question: str) -> None:
    _refused_for_a_number(question)


@pytest.mark.parametrize(
    "question",
    [
        # A correction: 4 dealt, not 3 and 4 (7 dealt was 'loses' on main).
        "ライフ5で、3点、いや4点受けた。負け？",
        "ライフ5で、3点、訂正、4点受けた。負け？",
    ],
)
def test_an_amount_corrected_is_not_dealt_too(question: str) -> None:
    _refused_for_a_number(question)


def test_amounts_told_one_after_the_other_share_the_verb() -> None:
    assert asker_outcome("ライフ7で、3点、さらに4点受けた。負け？") == "loses"
    assert asker_outcome("ライフ8で、3点、さらに4点受けた。負け？") == "keeps_playing"


@pytest.mark.parametrize(
    "question",
    [
        # 3 gained was read as a total of 3 ('loses' on main with the life unknown).
        "ライフ+3して、5点受けた。負け？",
        # By a card, life less by 2 or at -2 (it was read as at -2: 'loses' on main).
        "《血の署名》でライフ-2、2枚ドロー。負け？",
    ],
)
def test_a_signed_life_beside_a_change_is_no_total(question: str) -> None:
    _refused_for_a_number(question)


def test_a_negative_life_a_card_brought_it_to_is_a_total() -> None:
    assert asker_outcome("《血の署名》でライフ-2になって、2枚ドロー。負け？") == "loses"


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ5で、ライフ10点を失う。負け？", "loses"),
        ("ライフ5で、ライフ3点失った。負け？", "keeps_playing"),
        ("ライフ5で、ライフ5点失った。負け？", "loses"),
        ("ライフ3で、ライフが5増えて、7点受けた。負け？", "keeps_playing"),
        ("ライフ3で、ライフが5点増えて、8点受けた。負け？", "loses"),
        ("ライフ3で、ライフ10点を得て、12点受けた。負け？", "keeps_playing"),
    ],
)
def test_life_lost_or_gained_told_after_the_word_life(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_life_not_lost_stays_refused() -> None:
    assert asker_outcome("ライフ5で、ライフ3点を失わなかった。負け？") is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # 「コマンダーダメージ」 was plain damage: 'keeps_playing' on main at life 30.
        ("ライフ30で、コマンダーダメージ21点受けました。負け？", "loses"),
        ("統率者戦で、ライフ40、コマンダーから20点受けた。負け？", "keeps_playing"),
        ("統率者戦で、21点の統率者ダメージを受けました。負け？", "loses"),
        ("統率者戦で、20点の統率者ダメージを受けました。負け？", "keeps_playing"),
        ("統率者戦で、統率者ダメージ21。負け？", "loses"),
    ],
)
def test_commander_damage_as_players_write_it(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライブラリー1枚で、2ドローした。負け？", "loses"),
        ("ライブラリー2枚で、2ドローした。負け？", "keeps_playing"),
        ("ライブラリー残り1で2ドロー。負け？", "loses"),
    ],
)
def test_cards_drawn_counted_before_the_word(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


def test_the_nth_draw_counted_before_the_word_stays_refused() -> None:
    _refused_for_a_number("ライブラリー1枚で、2ドロー目で負け？")


@pytest.mark.parametrize(
    "question",
    [
        # The blow was left out and the story played as if nothing happened ('keeps_playing').
        "ライフ5で、ダメージを受けた。負け？",
        "ライフ5で、相手の火力でダメージを受けました。負け？",
        "ライフ5で、ダメージを受けたら負け？",
        # Lethal damage leaves a total it does not say ('keeps_playing' at life 5 before).
        "ライフ5で、致死ダメージを受けた。負けた？",
        "ライフ5で相手から致死量のダメージを受けました。負けますか？",
    ],
)
def test_damage_with_no_amount_is_refused(question: str) -> None:
    reading = read_situation(question, [])
    assert isinstance(reading, Unreadable) and "no amount" in reading.reason
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ5で、ダメージは受けなかった。負け？", "keeps_playing"),
        ("ライフ5で、3点のダメージを受けた。負け？", "keeps_playing"),
    ],
)
def test_damage_not_taken_or_with_its_amount_is_read(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ5で、《火の玉》でX点のダメージ(X=5)を受けた。負け？", "loses"),
        ("ライフ6で、《火の玉》でX点のダメージ(X=5)を受けた。負け？", "keeps_playing"),
    ],
)
def test_x_said_once_is_its_number(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # No value of X, or two: X points was no damage at all ('keeps_playing' on main).
        "ライフ5で、X点のダメージを受けた。負け？",
        "ライフ5で、X=3とX=5の火の玉でX点受けた。負け？",
    ],
)
def test_x_with_no_single_value_is_refused(question: str) -> None:
    assert asker_outcome(question) is None
