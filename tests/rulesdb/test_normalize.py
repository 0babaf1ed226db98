from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.text import normalize
from rulesdb.text.normalize import fold, fold_keeping_kana, fold_name, has_japanese


def test_katakana_and_hiragana_meet() -> None:
    assert fold("サブゲーム") == fold("さぶげーむ")


def test_long_vowel_and_dash_variants_meet() -> None:
    variants = ["サブゲーム", "サブゲ－ム", "サブゲ―ム", "サブゲ‐ム", "サブゲ-ム", "ｻﾌﾞｹﾞｰﾑ"]
    assert len({fold(v) for v in variants}) == 1


def test_full_width_digits_letters_and_case_fold() -> None:
    assert fold("ＣＲ　７２４．５Ａ") == "cr 724.5a"


def test_middle_dots_and_spaces() -> None:
    assert fold("ヴァンガード・カード") == fold("ヴァンガードカード")
    assert fold("  a \t b\n c ") == "a b c"


def test_control_characters_become_spaces() -> None:
    assert fold("a\x00b\x1fc") == "a b c"


def test_fold_keeping_kana_keeps_scripts_apart() -> None:
    assert fold_keeping_kana("サブゲーム") == "サブゲーム"


def test_names_ignore_punctuation() -> None:
    assert fold_name("Nicol Bolas, Dragon-God") == fold_name("nicol bolas dragon god")
    assert fold_name("闇の男爵、センギア") == fold_name("闇の男爵センギア")
    assert fold_name("Angel's Grace") == fold_name("angels grace")


def test_has_japanese() -> None:
    assert has_japanese("毒カウンター")
    assert not has_japanese("poison counter")


def _japanese_as_defined(text: str) -> bool:
    return any(
        "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" or "\uff66" <= ch <= "\uff9f"
        for ch in text
    )


# The ranges' edges and their neighbours, and other text.
_EDGES = "".join(
    chr(code + step)
    for code in (0x3040, 0x30FF, 0x4E00, 0x9FFF, 0xFF66, 0xFF9F)
    for step in (-1, 0, 1)
)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(_EDGES) | st.characters(), max_size=12))
def test_has_japanese_is_a_kana_or_kanji_of_its_ranges(text: str) -> None:
    assert has_japanese(text) == _japanese_as_defined(text)


def test_kana_only() -> None:
    from rulesdb.text.normalize import is_kana_only

    assert is_kana_only("さぶげーむ とは")
    assert not is_kana_only("サブゲーム")
    assert not is_kana_only("毒かうんたー")
    assert not is_kana_only("  ")


_FOLDS = (
    (normalize.fold, lambda t: normalize.fold_kana(normalize._folded_keeping_kana(t))),
    (normalize.fold_keeping_kana, normalize._folded_keeping_kana),
    (
        normalize.fold_name,
        lambda t: normalize._NAME_NOISE_RE.sub(
            "", normalize.fold_kana(normalize._folded_keeping_kana(t)).replace("ー", "")
        ),
    ),
)


@settings(max_examples=300)
@given(st.text(max_size=200))
def test_a_text_folds_alike_remembered_or_not(text: str) -> None:
    # A story is folded by several stages of its search, and its words one by one: folds are
    # remembered, and the same text must fold alike whether it was folded before or not.
    for folded, computed in _FOLDS:
        assert folded(text) == computed(text)
        assert folded(text) == computed(text)


def test_long_texts_folded_are_remembered_a_few_only() -> None:
    remembered = (
        normalize._long_folded,
        normalize._long_folded_keeping_kana,
        normalize._long_folded_name,
    )
    for cache in remembered:
        cache.cache_clear()
    story = "I attack with my Grizzly Bears and he blocks with a 2/2. Who dies first? " * 2
    assert normalize.fold(story) == normalize.fold(story)
    assert normalize._long_folded.cache_info().hits == 1
    short, huge = "Lightning Bolt", "a" * (normalize.REMEMBERED_CHARS + 1)
    normalize.fold(short), normalize.fold(huge)  # neither is remembered
    assert normalize._long_folded.cache_info().currsize == 1
    for number in range(3 * normalize.FOLDS_REMEMBERED):
        normalize.fold_name(f"{story} {number}")
        normalize.fold_keeping_kana(f"{story} {number}")
    for cache in remembered:
        assert cache.cache_info().currsize <= normalize.FOLDS_REMEMBERED


def test_words_folded_are_remembered_a_bounded_many() -> None:
    words = normalize._word_folded_keeping_kana
    words.cache_clear()
    assert fold("Platinum") == fold("Platinum") == "platinum"
    assert words.cache_info().hits == 1
    for number in range(normalize.WORDS_REMEMBERED + 10):
        fold_keeping_kana(f"word{number}")
    assert words.cache_info().currsize == normalize.WORDS_REMEMBERED


@settings(max_examples=300)
@given(st.text(alphabet=st.characters(min_codepoint=0, max_codepoint=127)))
def test_english_text_is_folded_as_any_text_is(text: str) -> None:
    """Printable ASCII takes a shorter way through the fold (most of what a process folds as it
    starts): the same fold as the whole way gives, for any ASCII text."""
    assert normalize._folded_keeping_kana(text) == normalize._folded_in_full(text)
    for typed in ("Two-Headed  Giant ", " Lich's Mirror", "state-based\taction", "A\x7fB"):
        assert normalize._folded_keeping_kana(typed) == normalize._folded_in_full(typed)
