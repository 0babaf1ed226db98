"""A question's words meet a ruling's in another inflection ("lost" / "loses", "paid" / "pay",
"controlling" / "control"), a Japanese question's verb terms in another form (離れた for
戦場を離れる), and words that only look alike do not meet. Real cards of the MTGJSON sample."""

from __future__ import annotations

from rulesdb.search.card_context import matching_rulings
from rulesdb.search.query import analyze
from rulesdb.text.normalize import fold
from rulesdb.text.vocabulary import Vocabulary, english_words, lemma, lemmas_of
from tests.rulesdb.test_ruling_choice import sample_cards


def _lemma(word: str) -> str | None:
    (stem,) = english_words(word)
    return lemma(stem)


def test_irregular_forms_are_one_word() -> None:
    assert _lemma("lost") == _lemma("loses") == _lemma("losing") == "lose"
    assert _lemma("drew") == _lemma("draws") == _lemma("drawn") == "draw"
    assert _lemma("dealt") == _lemma("deals") == "deal"
    assert _lemma("won") == _lemma("wins") == "win"
    assert _lemma("left") == _lemma("leaves") == "leave"
    assert _lemma("took") == _lemma("takes") == "take"
    assert _lemma("paid") == "pay"


def test_regular_endings_meet() -> None:
    assert _lemma("controlling") in lemmas_of("while you control their turn")
    assert _lemma("copies") in lemmas_of("create a copy of it")
    assert _lemma("stopped") in lemmas_of("it doesn’t stop the trigger")


def test_words_that_only_look_alike_do_not_meet() -> None:
    # Short stems are never compared as lemmas, and a lemma is a whole word, not a substring.
    assert _lemma("lose") == "lose" and "lose" not in lemmas_of("close the loss")
    assert _lemma("won") not in lemmas_of("won’t wonder")
    assert _lemma("left") not in lemmas_of("lefty's cleft")
    assert _lemma("mor") is None and _lemma("sav") is None
    assert _lemma("drew") not in lemmas_of("drawbridge")
    # Contractions are compared as written, never as lemmas ("doesn't" of a story meeting a
    # ruling's "doesn’t" put Platinum Angel's ruling before Shahrazad's on a subgame question).
    assert _lemma("doesn't") is None and lemmas_of("it doesn’t matter") == {"matter"}


def test_a_ruling_in_another_inflection_answers() -> None:
    question = (
        "While I was controlling my opponent with Emrakul, the Promised End he lost the game"
        " in a four player game. Do I still get the extra turn?"
    )
    rulings = matching_rulings(
        sample_cards("Emrakul, the Promised End"), analyze(question, Vocabulary([]))
    )
    assert rulings and rulings[0]["text"].startswith("If the targeted player loses the game")


def test_a_past_tense_story_reaches_the_ruling_in_the_present() -> None:
    question = (
        "I had Angel's Grace resolve and then paid more life than I had,"
        " since I won't lose the game can I pay it?"
    )
    rulings = matching_rulings(sample_cards("Angel's Grace"), analyze(question, Vocabulary([])))
    assert rulings and rulings[0]["text"].startswith("You can’t pay more life than you have")


def test_inflections_add_no_ruling_to_an_unrelated_question() -> None:
    question = "Can I tap Helix Pinnacle for mana? I lost track of how many counters it has."
    rulings = matching_rulings(sample_cards("Helix Pinnacle"), analyze(question, Vocabulary([])))
    assert rulings == []


def test_a_japanese_verb_term_is_found_in_another_form() -> None:
    vocabulary = Vocabulary(
        [
            ("カードを引く", "draw a card"),
            ("戦場を離れる", "leaves the battlefield"),
            ("打ち消す", "counter"),
            ("ターンを終了する", "end the turn"),
        ]
    )
    _, to_english = vocabulary.translate(fold("空のライブラリーからカードを引いた"))
    assert to_english == ["draw a card"]
    _, to_english = vocabulary.translate(fold("呪文が打ち消されて、鏡が戦場を離れた"))
    assert set(to_english) == {"counter", "leaves the battlefield"}
    _, to_english = vocabulary.translate(fold("相手がターンを終了した"))
    assert to_english == ["end the turn"]


def test_a_japanese_word_that_only_ends_like_a_verb_is_whole() -> None:
    # A katakana name folds to hiragana ending in る or く; one kanji left (引 of 引く) is in
    # 引き分け; both are matched as written.
    vocabulary = Vocabulary([("コイル", "coil"), ("引く", "draw"), ("ブロック", "block")])
    assert vocabulary.translate(fold("コイン投げ"))[1] == []
    assert vocabulary.translate(fold("引き分けになった"))[1] == []
    assert vocabulary.translate(fold("ブロッカー"))[1] == []


def test_a_japanese_ruling_story_reaches_its_ruling_through_the_verb() -> None:
    question = "無限反射が戦場を離れたら、コピーになっていた自分のクリーチャーは元に戻りますか？"
    pairs = [
        ("戦場を離れる", "leaves the battlefield"),
        ("コピー", "copy"),
        ("クリーチャー", "creature"),
    ]
    rulings = matching_rulings(
        sample_cards("Infinite Reflection"), analyze(question, Vocabulary(pairs))
    )
    assert rulings and rulings[0]["text"].startswith(
        "If Infinite Reflection leaves the battlefield"
    )
