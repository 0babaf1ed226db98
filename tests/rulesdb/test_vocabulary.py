from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.derived.terms import curated_terms, glossary_pair, lead_pair
from rulesdb.search.query import analyze
from rulesdb.text.normalize import fold
from rulesdb.text.vocabulary import Vocabulary, english_words


def test_the_curated_table_has_the_core_rules_vocabulary() -> None:
    pairs = set(curated_terms())
    for pair in [
        ("サブゲーム", "subgame"),
        ("追放", "exile"),
        ("ライブラリー", "library"),
        ("毒カウンター", "poison counter"),
        ("投了", "concede"),
        ("統率領域", "command zone"),
        ("状況起因処理", "state-based action"),
        ("敗北", "lose"),
        ("引く", "draw"),
        ("引き分け", "draw game"),
    ]:
        assert pair in pairs


def test_english_question_gains_japanese_terms() -> None:
    vocabulary = Vocabulary(curated_terms())
    to_japanese, _ = vocabulary.translate(fold("ten poison counters"))
    assert "毒カウンター" in to_japanese
    assert "毒" not in to_japanese  # the longer match makes the shorter redundant


def test_japanese_question_gains_english_terms() -> None:
    vocabulary = Vocabulary(curated_terms())
    _, to_english = vocabulary.translate(fold("サブゲーム終了時 ライブラリーに戻す"))
    assert "subgame" in to_english
    assert "library" in to_english


def test_inflections_fold_for_matching() -> None:
    assert english_words("counters subgames abilities") == english_words("counter subgame ability")
    assert english_words("exiled exiles exile") == ["exil"] * 3
    assert english_words("losing loses lose") == ["los"] * 3
    assert english_words("loss") == ["loss"]


def test_stems_find_every_inflection_in_text() -> None:
    text = fold("cards in the subgame's exile zone and cards exiled during it")
    assert all(stem in text for stem in english_words("exiled subgames"))


def test_corpus_pairs_are_read_from_glossary_and_page_leads() -> None:
    assert glossary_pair("サブゲーム（さぶげーむ）／Subgame") == ("サブゲーム", "Subgame")
    assert glossary_pair("ターン（たーん）／Turn") == ("ターン", "Turn")
    assert glossary_pair("not a pair") is None
    assert lead_pair("サブゲーム/Subgameとは、ゲーム中に…") == ("サブゲーム", "Subgame")


_TERM_CHARS = "毒カウンターサブゲーム追放敗北引く分けabc"
WORDS = ["poison", "subgame", "exile", "lose", "draw", "poison counter"]


@settings(max_examples=80, deadline=None)
@given(
    pairs=st.lists(
        st.tuples(st.text(alphabet=_TERM_CHARS, min_size=1, max_size=4), st.sampled_from(WORDS)),
        min_size=1,
        max_size=40,
    ),
    picks=st.lists(st.integers(min_value=0), max_size=6),
    noise=st.text(alphabet=_TERM_CHARS + " ", max_size=10),
)
def test_the_terms_a_question_holds_are_those_a_scan_of_every_term_finds(
    pairs: list[tuple[str, str]], picks: list[int], noise: str
) -> None:
    """Found by their first character, in the table's order, as a scan of the table finds them."""
    vocabulary = Vocabulary(pairs)
    said = [pairs[pick % len(pairs)][0] for pick in picks]
    folded = fold(" ".join([*said, noise]))
    scanned = [term for term in vocabulary.terms if term.ja_folded in folded]
    assert vocabulary._japanese_terms(folded) == scanned


def test_a_question_s_translated_terms_are_those_of_its_own_language() -> None:
    """The term table's Japanese `Y` (a variable's name) stands in the letters of an English
    question, but it is no term an English question is translated by."""
    vocabulary = Vocabulary([("Y", "Y"), ("クリーチャー", "creature")])
    assert vocabulary.matched_sources(fold("my creature stays"), japanese=False) == ["creatur"]
    japanese = fold("Yのクリーチャー")
    assert vocabulary.matched_sources(japanese, japanese=True) == [fold("Y"), fold("クリーチャー")]


def test_the_translated_share_counts_only_the_words_the_table_translates() -> None:
    """What translations can speak for is the question's words the table translated: `stay` and
    `play` are not translated because they hold a `y`."""
    vocabulary = Vocabulary([("Y", "Y"), ("クリーチャー", "creature")])
    query = analyze("My creature stays in play", vocabulary)
    assert query.keywords == ["creatur", "stay", "play"]
    assert query.translated_share == len("creatur") / len("creaturstayplay")
