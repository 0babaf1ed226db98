import sqlite3

import pytest

from rulesdb.text.fts_query import MAX_TRIGRAMS, match_expression, question_trigrams, trigrams
from rulesdb.text.normalize import fold, fold_keeping_kana


@pytest.fixture
def index() -> sqlite3.Connection:
    connection = sqlite3.connect(":memory:")
    connection.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='trigram')")
    for text in ["サブゲームの終了時に", "poison counters", 'he said "NEAR(x y)" AND *']:
        connection.execute("INSERT INTO t VALUES (?)", (fold(text),))
    return connection


def fts_match_expression(terms: list[str], *, keep_hiragana: bool) -> str | None:
    return match_expression(question_trigrams(terms, keep_hiragana=keep_hiragana))


def test_trigrams_do_not_cross_spaces() -> None:
    assert trigrams("abcd ef") == ["abc", "bcd"]


def test_grammar_hiragana_is_left_out_but_katakana_words_stay() -> None:
    question = fold_keeping_kana("サブゲームのライブラリーが空になったらどうなりますか")
    expression = fts_match_expression([question], keep_hiragana=False)
    assert expression is not None
    assert '"らいぶ"' in expression  # katakana word, folded like the index
    assert '"になっ"' not in expression and '"なった"' not in expression


def test_short_questions_keep_their_grammar() -> None:
    question = fold_keeping_kana("追放されたままだった頃")
    expression = fts_match_expression([question], keep_hiragana=False)
    assert expression is not None
    assert '"ままだ"' in expression


@pytest.mark.parametrize(
    "question",
    [
        '"',
        "AND OR NOT",
        "NEAR(a b)",
        "*",
        "col:value",
        "'; DROP TABLE t; --",
        "\x00\x01",
        "a" * 10000,
    ],
)
def test_any_text_is_a_valid_match_expression(index: sqlite3.Connection, question: str) -> None:
    expression = fts_match_expression([fold_keeping_kana(question)], keep_hiragana=True)
    if expression is not None:
        index.execute("SELECT * FROM t WHERE t MATCH ?", (expression,)).fetchall()
        assert expression.count(" OR ") < MAX_TRIGRAMS


def test_fts_syntax_in_a_question_is_matched_as_text(index: sqlite3.Connection) -> None:
    expression = fts_match_expression([fold_keeping_kana('"NEAR(x')], keep_hiragana=True)
    assert expression is not None
    rows = index.execute("SELECT x FROM t WHERE t MATCH ?", (expression,)).fetchall()
    assert rows == [(fold('he said "NEAR(x y)" AND *'),)]


def test_too_short_for_trigrams() -> None:
    assert fts_match_expression(["毒"], keep_hiragana=False) is None
