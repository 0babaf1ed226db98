"""`judgebot rule deathtouch` / `judgebot rule 接死`: the glossary entry in the term's language,
with the rules it points to; a word not in the glossary keeps the "not a rule number" error."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bot.test_cli import one_json, run


def test_an_english_term_answers_the_english_glossary_entry(
    capsys: pytest.CaptureFixture[str], full_db: Path
) -> None:
    code, out, _ = run(capsys, "rule", "deathtouch", "--db", str(full_db), "--json")
    answer = one_json(out)
    assert code == 0 and answer["ref"] == "glossary:Deathtouch" and answer["lang"] == "en"
    assert answer["rules"] == [
        {
            "number": "702.2",
            "text": "Deathtouch",
            "url": "https://yawgatog.com/resources/magic-rules/#R7022",
        }
    ]

    code, text, _ = run(capsys, "rule", "deathtouch", "--db", str(full_db))
    assert code == 0
    assert text.startswith("Comprehensive Rules glossary: Deathtouch")
    assert "702.2  Deathtouch" in text and "Japanese: 接死" in text


def test_a_japanese_term_answers_the_japanese_entry_in_japanese(
    capsys: pytest.CaptureFixture[str], full_db: Path
) -> None:
    code, text, _ = run(capsys, "rule", "接死", "--db", str(full_db))
    assert code == 0
    assert text.startswith("総合ルール 用語集: 接死")
    assert "rule 702.2〔接死〕参照" in text and "英語: Deathtouch" in text
    assert "Comprehensive Rules glossary" not in text

    code, out, _ = run(capsys, "rule", "接死", "--lang", "en", "--db", str(full_db), "--json")
    assert one_json(out)["term"] == "Deathtouch"


def test_a_word_not_in_the_glossary_keeps_the_error_with_close_terms(
    capsys: pytest.CaptureFixture[str], full_db: Path
) -> None:
    code, out, err = run(capsys, "rule", "deathtoch", "--db", str(full_db), "--json")
    error = one_json(out)
    assert code == 2 and "not a rule number" in str(error["error"])
    assert error["suggestions"] == ["Deathtouch"] and "did you mean: Deathtouch" in err
    code, out, _ = run(capsys, "rule", "zzqx", "--db", str(full_db), "--json")
    assert code == 2 and "suggestions" not in one_json(out)


def test_a_rule_number_keeps_japanese_prose_by_default(
    capsys: pytest.CaptureFixture[str], full_db: Path
) -> None:
    code, text, _ = run(capsys, "rule", "704.5a", "--db", str(full_db))
    assert code == 0 and text.startswith("総合ルール 704.5a")
