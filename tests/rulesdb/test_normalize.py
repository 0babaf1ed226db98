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


def test_kana_only() -> None:
    from rulesdb.text.normalize import is_kana_only

    assert is_kana_only("さぶげーむ とは")
    assert not is_kana_only("サブゲーム")
    assert not is_kana_only("毒かうんたー")
    assert not is_kana_only("  ")
