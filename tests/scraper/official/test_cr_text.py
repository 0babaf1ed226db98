"""Parsing official Comprehensive Rules text files: the four reference files, and inline inputs
for every line-ending form and every layout quirk those files carry."""

from __future__ import annotations

import re
import time
from collections import Counter, defaultdict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.records import RuleRecord, RulesDocument
from scraper.official.cr_text import RulesParseError, parse_rules_file, parse_rules_text
from tests.shared_data import shared_data

EN_2023 = "MagicCompRules_20231013.txt"
EN_2024 = "MagicCompRules_20240206.txt"
EN_2026 = "MagicCompRules_20260116.txt"
JA_2026 = "MagicCompRules_ja_20260116.txt"
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"  # the CR skips l and o

# Measured on the reference files (and cross-checked by counting line shapes with grep).
EXPECTED = {
    EN_2023: dict(
        edition="20231013", lang="en", sections=142, rules=1097, subrules=1791, gloss=664
    ),
    EN_2024: dict(
        edition="20240202", lang="en", sections=143, rules=1108, subrules=1829, gloss=673
    ),
    EN_2026: dict(
        edition="20260116", lang="en", sections=146, rules=1157, subrules=1957, gloss=725
    ),
    JA_2026: dict(
        edition="20260116", lang="ja", sections=146, rules=1156, subrules=1958, gloss=728
    ),
}


@pytest.fixture(scope="module")
def docs() -> dict[str, RulesDocument]:
    return {name: parse_rules_file(shared_data("cr", name)) for name in EXPECTED}


def _by_number(doc: RulesDocument) -> dict[str, RuleRecord]:
    return {r.number: r for r in doc.rules}


def _rule(doc: RulesDocument, number: str) -> RuleRecord:
    return _by_number(doc)[number]


# --- the reference files -------------------------------------------------------------------


@pytest.mark.parametrize("name", list(EXPECTED))
def test_reference_file_edition_language_and_counts(
    docs: dict[str, RulesDocument], name: str
) -> None:
    doc, expected = docs[name], EXPECTED[name]
    kinds = Counter(r.kind for r in doc.rules)
    assert doc.source == name
    assert (doc.edition, doc.lang) == (expected["edition"], expected["lang"])
    assert kinds["chapter"] == 9
    assert kinds["section"] == expected["sections"]
    assert kinds["rule"] == expected["rules"]
    assert kinds["subrule"] == expected["subrules"]
    assert len(doc.glossary) == expected["gloss"]
    assert [r.position for r in doc.rules] == list(range(len(doc.rules)))
    assert all(r.edition == doc.edition and r.lang == doc.lang for r in doc.rules)


def test_effective_sentence_is_kept_as_written(docs: dict[str, RulesDocument]) -> None:
    assert docs[EN_2023].effective_text == "These rules are effective as of October 13, 2023."
    # The file named 20240206 states February 2, without a final period.
    assert docs[EN_2024].effective_text == "These rules are effective as of February 2, 2024"
    assert docs[EN_2026].effective_text == "These rules are effective as of January 16, 2026."
    assert docs[JA_2026].effective_text == "このルールは2026年1月16日から有効です。"


@pytest.mark.parametrize("name", list(EXPECTED))
def test_numbers_are_unique_and_every_parent_exists(
    docs: dict[str, RulesDocument], name: str
) -> None:
    doc = docs[name]
    numbers = [r.number for r in doc.rules]
    assert len(numbers) == len(set(numbers))
    by_number = _by_number(doc)
    for record in doc.rules:
        if record.kind == "chapter":
            assert record.parent is None
            continue
        parent = by_number[record.parent or ""]
        expected_kind = {"section": "chapter", "rule": "section", "subrule": "rule"}[record.kind]
        assert parent.kind == expected_kind, record.number
        assert record.number.startswith(parent.number), record.number


@pytest.mark.parametrize("name", list(EXPECTED))
def test_subrule_letters_skip_l_and_o(docs: dict[str, RulesDocument], name: str) -> None:
    letters: dict[str, str] = defaultdict(str)
    for record in docs[name].rules:
        if record.kind == "subrule":
            letters[record.parent or ""] += record.number[-1]
    for parent, sequence in letters.items():
        assert sequence == SUBRULE_LETTERS[: len(sequence)], parent
    # 704.5 runs past k and n, so it shows the skips.
    assert letters["704.5"].startswith("abcdefghijkmnpq")


def test_known_rules_of_2023(docs: dict[str, RulesDocument]) -> None:
    doc = docs[EN_2023]
    assert _rule(doc, "104.3a").text.startswith("A player can concede the game at any time.")
    assert (
        _rule(doc, "704.5a").text == "If a player has 0 or less life, that player loses the game."
    )
    assert _rule(doc, "724").text == "Subgames"
    assert _rule(doc, "724").parent == "7"
    assert _rule(doc, "724.1").text.startswith(
        "One card (Shahrazad) allows players to play a Magic subgame."
    )
    assert _rule(doc, "7").text == "Additional Rules"
    assert _rule(doc, "704").text == "State-Based Actions"


def test_known_rules_of_2024_and_2026(docs: dict[str, RulesDocument]) -> None:
    assert _rule(docs[EN_2024], "725").text == "Subgames"
    assert _rule(docs[EN_2024], "725.1").text.startswith("One card (Shahrazad) allows players")
    doc = docs[EN_2026]
    assert _rule(doc, "728").text == "Subgames"
    assert _rule(doc, "728.1").text.startswith("One card (Shahrazad) allows players")
    assert _rule(doc, "724").text == "The Monarch"


def test_known_rules_of_the_japanese_file(docs: dict[str, RulesDocument]) -> None:
    doc = docs[JA_2026]
    assert _rule(doc, "728").text == "サブゲーム"
    assert _rule(doc, "724").text == "統治者"
    assert _rule(doc, "728.5").text.startswith(
        "サブゲームの終了時に、自身がオーナーである定形のマジックのカードで"
    )
    assert _rule(doc, "704.5a").text == "ライフが0以下のプレイヤーはゲームに敗北する。"
    assert _rule(doc, "1").text == "ゲームの考え方"


def test_examples_attach_to_the_preceding_rule(docs: dict[str, RulesDocument]) -> None:
    en = docs[EN_2026]
    assert _rule(en, "606.5").examples[0].startswith("A player controls Carth the Lion")
    assert len(_rule(en, "712.9").examples) == 2
    assert len(_rule(en, "123.6c").examples) == 3
    for doc in docs.values():
        assert sum(len(r.examples) for r in doc.rules) >= 276
        for record in doc.rules:
            assert not record.text.startswith(("Example", "例：", "例:")), record.number
            assert "\nExample:" not in record.text, record.number
    ja = docs[JA_2026]
    # `例：` alone on its line: the example text is on the next line.
    assert len(_rule(ja, "123.6b").examples) == 1
    assert _rule(ja, "123.6b").examples[0].startswith("プレイヤーが「Dark」と印刷されている")
    assert len(_rule(ja, "123.6c").examples) == 3


def test_layout_quirks_parse(docs: dict[str, RulesDocument]) -> None:
    for doc in docs.values():
        assert _rule(doc, "119.1d").kind == "subrule"  # `119.1d.` with a trailing dot
        assert _rule(doc, "119.1d").parent == "119.1"
        assert _rule(doc, "606.5").kind == "rule"  # `606.5` without a dot
        assert _rule(doc, "606.5").parent == "606"
    en = docs[EN_2023]
    assert _rule(en, "119.1d").text.startswith("In a two-player Brawl game")
    assert _rule(en, "901.4").text.startswith("All plane and phenomenon cards")  # `901.4.All`
    # An indented continuation line joins its rule's text.
    assert "\nCards printed in sets prior to the Eighth Edition" in _rule(en, "205.4c").text
    ja = docs[JA_2026]
    assert _rule(ja, "720").text == "前兆カード"  # `720 . 前兆カード`
    assert _rule(ja, "708.12").text.startswith("裏向きのパーマネントを公開する")  # no space
    assert _rule(ja, "500.10a").text.startswith("追加のフェイズやステップを")  # text on next line
    assert _rule(ja, "701.20c").examples[0].startswith("《テレパシー》")  # example on same line


def test_glossary_and_credits(docs: dict[str, RulesDocument]) -> None:
    en = {entry.term: entry for entry in docs[EN_2026].glossary}
    assert en["Subgame"].text.startswith("A completely separate Magic game created by an effect.")
    assert en["Ability"].text.split("\n")[0] == (
        "1. Text on an object that explains what that object does or can do."
    )
    assert docs[EN_2026].glossary[0].term == "Abandon"
    ja = {entry.term: entry for entry in docs[JA_2026].glossary}
    assert ja["サブゲーム（さぶげーむ）／Subgame"].text.startswith(
        "効果によって作られる、完全に別のマジックのゲーム。"
    )
    assert docs[JA_2026].glossary[0].term == "相棒（あいぼう）／Companion"
    assert "（へや）／Room" in ja  # the source lost this term's kanji; it is still an entry
    for name in (EN_2023, EN_2024, EN_2026):
        assert docs[name].credits.startswith(
            "Magic: The Gathering Original Game Design: Richard Garfield"
        )
    assert docs[JA_2026].credits.startswith("マジック：ザ・ギャザリング\u3000オリジナル")
    assert "翻訳：日本マジックジャッジルール文書翻訳チーム" in docs[JA_2026].credits


@pytest.mark.parametrize("name", [EN_2023, EN_2024, EN_2026])
def test_english_files_parse_without_warnings(docs: dict[str, RulesDocument], name: str) -> None:
    assert docs[name].warnings == []


def test_japanese_defects_are_survived_and_warned_about(docs: dict[str, RulesDocument]) -> None:
    doc = docs[JA_2026]
    warnings = "\n".join(doc.warnings)
    # Two versions of 505.4: the first is kept, the second is reported with its text.
    assert "duplicate rule number 505.4" in warnings
    assert "自分がコントロールしていて1つ以上の章能力を持つ" in _rule(doc, "505.4").text
    assert "自分のコントロールしている英雄譚" in warnings
    # `702.189. 702.189. 火の技／Firebending`
    assert _rule(doc, "702.189").text == "火の技／Firebending"
    assert "rule 702.189 repeats its own number" in warnings
    # Garbled fragments and HTML leftovers are kept as written and flagged.
    assert "oung Hero" in _rule(doc, "111.10r").text
    assert any(w.startswith("subrule 111.10r: unbalanced 「」") for w in doc.warnings)
    assert any(w.startswith("rule 118.9: unbalanced 「」") for w in doc.warnings)
    assert any(w.startswith("subrule 111.10t: HTML leftovers") for w in doc.warnings)
    assert any(w.startswith("glossary term 'ドア（どあ）／Door': HTML") for w in doc.warnings)
    # Stale cross-references: 728 is Subgames in 2026, not Merging with Permanents.
    assert any("'728〔パーマネントの合同〕'" in w for w in doc.warnings)
    assert any("'726〔サブゲーム〕'" in w for w in doc.warnings)


_LEADING_NUMBER = re.compile(r"^(?:\d{3}\.\d+[a-z]?\.?|\d{1,3}\s*\.|(?:Example|例)\s*[:：])\s*")


@pytest.mark.parametrize("name", list(EXPECTED))
def test_no_text_of_the_rules_body_is_lost(docs: dict[str, RulesDocument], name: str) -> None:
    """Every non-blank line between the first chapter and the glossary ends up in a record's
    text, an example, or (for dropped duplicates) a warning."""
    doc = docs[name]
    text = shared_data("cr", name).read_bytes().decode("utf-8-sig")
    lines = re.split(r"\r\n|\r|\n", text)
    heading = _rule(doc, "1")
    first = f"1. {heading.text}"
    start = [i for i, line in enumerate(lines) if line.strip() == first][-1]
    end = next(i for i in range(start, len(lines)) if lines[i].strip() in ("Glossary", "用語集"))
    pieces = [r.text for r in doc.rules] + [e for r in doc.rules for e in r.examples]
    known = {part.strip() for piece in pieces for part in piece.split("\n")}
    everything = "\n".join(pieces + doc.warnings)
    for line in lines[start:end]:
        # Twice: `702.189. 702.189. 火の技／Firebending` repeats its number.
        content = _LEADING_NUMBER.sub("", _LEADING_NUMBER.sub("", line.strip()))
        # The Japanese 701.20c has its example on the rule's line: they are stored apart.
        for piece in re.split(r"\s+例[：:]", content):
            if piece and piece not in known:
                assert piece in everything, line


def test_english_and_japanese_2026_share_nearly_all_numbers(
    docs: dict[str, RulesDocument],
) -> None:
    en = {r.number for r in docs[EN_2026].rules}
    ja = {r.number for r in docs[JA_2026].rules}
    only_en, only_ja = en - ja, ja - en
    print(f"2026 numbers: {len(en & ja)} shared, {len(only_en)} only English {sorted(only_en)}, "
          f"{len(only_ja)} only Japanese {sorted(only_ja)}")  # fmt: skip
    # The translation lacks 610.5 and still carries 805.10g (removed from the English text).
    assert only_en == {"610.5"}
    assert only_ja == {"805.10g"}


# --- inline inputs ---------------------------------------------------------------------------

EN_HEAD = [
    "Magic: The Gathering Comprehensive Rules",
    "",
    "These rules are effective as of March 4, 2022.",
    "",
    "Contents",
    "",
    "1. Game Concepts",
    "100. General",
    "101. The Magic Golden Rules",
    "",
    "Glossary",
    "",
    "Credits",
    "",
]
EN_BODY = [
    "1. Game Concepts",
    "",
    "100. General",
    "",
    "100.1. These Magic rules apply to any Magic game.",
    "",
    "100.1a A two-player game is a game that begins with only two players.",
    "",
    "100.1b A multiplayer game is a game that begins with more than two players.",
    "",
    "100.2. To play, each player needs their own deck.",
    "Example: A player plays with a 60-card deck.",
    "Example: Another player plays with a 40-card deck.",
    "",
    "101. The Magic Golden Rules",
    "",
    "101.1. Whenever a card’s text directly contradicts these rules, the card takes precedence.",
    "     Cards printed long ago follow the same rule.",
    "",
]
EN_TAIL = [
    "Glossary",
    "",
    "Ability",
    "1. Text on an object.",
    "2. An activated ability on the stack.",
    "",
    "Active Player",
    "The player whose turn it is.",
    "",
    "",
    "Credits",
    "",
    "Magic: The Gathering Original Game Design: Richard Garfield",
    "",
    "",
    "These rules are effective as of March 4, 2022.",
    "",
]


def _en_file(body: list[str], newline: str = "\n") -> str:
    return newline.join(EN_HEAD + body + EN_TAIL)


def _parse(text: str | bytes, source: str = "inline.txt") -> RulesDocument:
    return parse_rules_text(text, source=source)


def _check_small_english(doc: RulesDocument) -> None:
    assert doc.edition == "20220304"
    assert doc.lang == "en"
    assert doc.effective_text == "These rules are effective as of March 4, 2022."
    assert [(r.number, r.kind, r.parent) for r in doc.rules] == [
        ("1", "chapter", None),
        ("100", "section", "1"),
        ("100.1", "rule", "100"),
        ("100.1a", "subrule", "100.1"),
        ("100.1b", "subrule", "100.1"),
        ("100.2", "rule", "100"),
        ("101", "section", "1"),
        ("101.1", "rule", "101"),
    ]
    by_number = _by_number(doc)
    assert by_number["100.1"].text == "These Magic rules apply to any Magic game."
    assert by_number["100.2"].text == "To play, each player needs their own deck."
    assert by_number["100.2"].examples == [
        "A player plays with a 60-card deck.",
        "Another player plays with a 40-card deck.",
    ]
    assert by_number["101.1"].text.endswith(
        "takes precedence.\nCards printed long ago follow the same rule."
    )
    assert [(g.term, g.text, g.position) for g in doc.glossary] == [
        ("Ability", "1. Text on an object.\n2. An activated ability on the stack.", 0),
        ("Active Player", "The player whose turn it is.", 1),
    ]
    assert doc.credits == (
        "Magic: The Gathering Original Game Design: Richard Garfield\n\n"
        "These rules are effective as of March 4, 2022."
    )
    assert doc.warnings == []


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"], ids=["LF", "CRLF", "bare CR"])
def test_every_line_ending_form(newline: str) -> None:
    _check_small_english(_parse(_en_file(EN_BODY, newline)))


def test_bare_cr_with_cr_cr_lf_and_bom_like_the_2026_file() -> None:
    # The 2026 file separates paragraphs with `\r\r` and chapters with `\r\r\n`.
    text = "\r".join(EN_HEAD + EN_BODY[:14]) + "\r\r\n" + "\r".join(EN_BODY[14:] + EN_TAIL)
    _check_small_english(_parse(("\ufeff" + text).encode("utf-8")))


def test_utf8_bom_bytes() -> None:
    _check_small_english(_parse(b"\xef\xbb\xbf" + _en_file(EN_BODY, "\r\n").encode("utf-8")))


def test_file_without_table_of_contents() -> None:
    text = "\n".join(EN_HEAD[:4] + EN_BODY + EN_TAIL)
    _check_small_english(_parse(text))


def _body_with(*lines: str) -> list[str]:
    """The small body with extra lines inserted after 100.2's examples."""
    return EN_BODY[:13] + list(lines) + EN_BODY[13:]


def test_trailing_dot_missing_dot_and_missing_space() -> None:
    doc = _parse(
        _en_file(
            _body_with(
                "100.2a. A subrule with a trailing dot.",
                "100.3 A rule without its dot.",
                "100.4.A rule without a space.",
            )
        )
    )
    by_number = _by_number(doc)
    assert (by_number["100.2a"].kind, by_number["100.2a"].parent) == ("subrule", "100.2")
    assert by_number["100.2a"].text == "A subrule with a trailing dot."
    assert (by_number["100.3"].kind, by_number["100.3"].text) == ("rule", "A rule without its dot.")
    assert by_number["100.4"].text == "A rule without a space."
    assert doc.warnings == []


def test_subrule_letters_k_then_m() -> None:
    letters = "abcdefghijkmn"
    doc = _parse(_en_file(_body_with(*(f"100.2{c} Subrule {c}." for c in letters))))
    assert [r.number[-1] for r in doc.rules if r.parent == "100.2"] == list(letters)
    assert doc.warnings == []


def test_subrule_letter_l_is_kept_with_a_warning() -> None:
    doc = _parse(_en_file(_body_with("100.2l A subrule lettered l.")))
    assert _by_number(doc)["100.2l"].text == "A subrule lettered l."
    assert any("100.2l uses letter 'l'" in w for w in doc.warnings)


def test_duplicate_number_keeps_the_first_and_reports_the_second() -> None:
    doc = _parse(_en_file(_body_with("100.1b A second version of the multiplayer rule.")))
    assert _by_number(doc)["100.1b"].text.startswith("A multiplayer game")
    assert [r.number for r in doc.rules].count("100.1b") == 1
    assert any(
        "duplicate rule number 100.1b" in w and "A second version" in w for w in doc.warnings
    )


def test_rule_repeating_its_own_number() -> None:
    doc = _parse(_en_file(_body_with("100.3. 100.3. Firebending")))
    assert _by_number(doc)["100.3"].text == "Firebending"
    assert any("100.3 repeats its own number" in w for w in doc.warnings)


def test_rule_from_another_section_is_kept_as_text_with_a_warning() -> None:
    doc = _parse(_en_file([*EN_BODY, "100.9 A stray rule after section 101."]))
    assert "100.9" not in _by_number(doc)
    assert _by_number(doc)["101.1"].text.endswith("\n100.9 A stray rule after section 101.")
    assert any("out of order" in w and "100.9" in w for w in doc.warnings)


def test_out_of_order_chapter_and_section_lines_become_text() -> None:
    doc = _parse(_en_file([*EN_BODY, "1. Game Concepts again", "100. General again"]))
    assert [r.number for r in doc.rules if r.kind in ("chapter", "section")] == ["1", "100", "101"]
    assert _by_number(doc)["101.1"].text.endswith("\n1. Game Concepts again\n100. General again")
    assert sum("out of order" in w for w in doc.warnings) == 2


def test_unparseable_line_is_appended_and_reported() -> None:
    doc = _parse(_en_file(_body_with("100.3. A rule.", "A stray unindented line.")))
    assert _by_number(doc)["100.3"].text == "A rule.\nA stray unindented line."
    assert any("unparseable line appended to rule 100.3" in w for w in doc.warnings)


def test_example_text_continuation_goes_to_the_example() -> None:
    doc = _parse(_en_file(_body_with("100.3. A rule.", "Example: An example", "     continued.")))
    record = _by_number(doc)["100.3"]
    assert (record.text, record.examples) == ("A rule.", ["An example\ncontinued."])


JA_FILE = "\n".join(
    [
        "\u3000このルールに関して、英語を正文とします。",
        "もくじ",
        "0. はじめに",
        "1. ゲームの考え方",
        "100. 原則",
        "10. 用語集",
        "マジック：ザ・ギャザリング\u3000総合ルール",
        "0. はじめに",
        "\u3000この文書は、最高権威である。",
        "1. ゲームの考え方",
        "100. 原則",
        "100.1. このマジックのルールは、2人以上のプレイヤーによるゲームに適用される。",
        "100.1a 2人対戦とは、2人で開始されるゲームのことである。",
        "100.1b多人数戦とは、3人以上のプレイヤーで開始されるゲームのことである。",
        "100.2 プレイヤーはデッキを必要とする。",
        "\u3000字下げされた続きの行。",
        "例：",
        "次の行に書かれた例。",
        "例:半角コロンの例。",
        "100.2a",
        "次の行に書かれた本文。",
        "100.3. 100.3. 火の技／Firebending",
        "100.3. 二つ目の100.3。",
        "101 . マジックの黄金律",
        '101.1. カードが「あなたの Y">ライブラリー」を参照する。',
        "用語集",
        "相棒（あいぼう）／Companion",
        "\u3000相棒として選ぶことができるようにするキーワード能力。rule 702.139〔相棒〕参照。",
        "サブゲーム（さぶげーむ）／Subgame",
        "\u3000効果によって作られる、完全に別のマジックのゲーム。rule 100〔黄金律〕参照。",
        "(廃語)古い言い方。",
        "クレジット",
        "翻訳：日本マジックジャッジルール文書翻訳チーム",
        "このルールは2026年1月16日から有効です。",
    ]
)


def test_small_japanese_file() -> None:
    doc = _parse(JA_FILE, source="ja.txt")
    assert (doc.lang, doc.edition) == ("ja", "20260116")
    assert doc.effective_text == "このルールは2026年1月16日から有効です。"
    by_number = _by_number(doc)
    assert [r.number for r in doc.rules] == [
        "1", "100", "100.1", "100.1a", "100.1b", "100.2", "100.2a", "100.3", "101", "101.1",
    ]  # fmt: skip
    assert by_number["1"].text == "ゲームの考え方"
    assert (
        by_number["100.1b"].text
        == "多人数戦とは、3人以上のプレイヤーで開始されるゲームのことである。"
    )
    assert by_number["100.2"].text == "プレイヤーはデッキを必要とする。\n字下げされた続きの行。"
    assert by_number["100.2"].examples == ["次の行に書かれた例。", "半角コロンの例。"]
    assert by_number["100.2a"].text == "次の行に書かれた本文。"
    assert by_number["100.3"].text == "火の技／Firebending"
    assert by_number["101"].text == "マジックの黄金律"
    assert [(g.term, g.text) for g in doc.glossary] == [
        (
            "相棒（あいぼう）／Companion",
            "相棒として選ぶことができるようにするキーワード能力。rule 702.139〔相棒〕参照。",
        ),
        (
            "サブゲーム（さぶげーむ）／Subgame",
            "効果によって作られる、完全に別のマジックのゲーム。rule 100〔黄金律〕参照。\n"
            "(廃語)古い言い方。",
        ),
    ]
    assert doc.credits.startswith("翻訳：日本マジックジャッジルール文書翻訳チーム")
    warnings = "\n".join(doc.warnings)
    assert "100.3 repeats its own number" in warnings
    assert "duplicate rule number 100.3" in warnings and "二つ目の100.3。" in warnings
    assert "rule 101.1: HTML leftovers" in warnings
    assert "'100〔黄金律〕'" in warnings  # section 100 is 原則
    assert "unbalanced" not in warnings


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("", "empty"),
        (b"   \r\n\r\n", "empty"),
        ("<!DOCTYPE html><html><body>rules</body></html>", "HTML"),
        ("Lorem ipsum dolor sit amet.\nConsectetur adipiscing elit.", "no chapter heading"),
        ("1. A list\n2. of things\nwith no rules", "no numbered rules"),
    ],
    ids=["empty", "blank bytes", "html", "random text", "list without rules"],
)
def test_non_rules_input_raises_a_clear_error(data: str | bytes, message: str) -> None:
    with pytest.raises(RulesParseError, match=message):
        _parse(data, source="MagicCompRules_20240206.txt")


def test_missing_effective_date_falls_back_to_the_source_name() -> None:
    text = _en_file(EN_BODY).replace("These rules are effective as of March 4, 2022.", "")
    doc = _parse(text, source="MagicCompRules 20240206.txt")
    assert (doc.edition, doc.effective_text) == ("20240206", "")
    assert any("no effective date sentence" in w for w in doc.warnings)
    with pytest.raises(RulesParseError, match="no effective date"):
        _parse(text, source="rules.txt")


def test_windows_1252_bytes_are_read_with_a_warning() -> None:
    doc = _parse(_en_file(EN_BODY).encode("cp1252"))
    assert _by_number(doc)["101.1"].text.startswith("Whenever a card’s text")
    assert any("Windows-1252" in w for w in doc.warnings)


def test_unreadable_file_raises_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(RulesParseError, match="cannot read rules file"):
        parse_rules_file(tmp_path / "missing.txt")


_LINE_POOL = [
    "1. Game Concepts",
    "2. Parts of a Card",
    "100. General",
    "101. The Magic Golden Rules",
    "200. General",
    "100.1. A rule.",
    "100.1a A subrule.",
    "100.1b. Another subrule.",
    "100.2 A rule without a dot.",
    "101.1. A golden rule.",
    "101.1a",
    "200.1.A rule without a space.",
    "Example: An example.",
    "例：",
    "     An indented continuation.",
    "A stray line.",
    "Glossary",
    "Credits",
    "<p>html</p>",
    "",
]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_LINE_POOL), max_size=40), st.sampled_from(["\n", "\r", "\r\n"]))
def test_any_arrangement_of_rule_like_lines_parses_or_fails_cleanly(
    lines: list[str], newline: str
) -> None:
    text = newline.join(["These rules are effective as of May 1, 2020.", *lines])
    try:
        doc = _parse(text)
    except RulesParseError as error:
        assert str(error)
        return
    numbers = [r.number for r in doc.rules]
    assert len(numbers) == len(set(numbers))
    for record in doc.rules:
        assert record.parent is None or record.parent in numbers
    assert doc.edition == "20200501"


def _fastest_parse(text: str) -> float:
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        _parse(text)
        best = min(best, time.perf_counter() - started)
    return best


def test_out_of_order_lines_are_parsed_in_linear_time() -> None:
    # Every stray line was appended by rebuilding the rule's whole text: 3.6 MB of them took
    # 22 s. Sixteen times the lines may take about sixteen times as long, not 256 times.
    def stray_lines(count: int) -> str:
        return _en_file([*EN_BODY, *["100.9 A stray rule after section 101."] * count])

    small, large = _fastest_parse(stray_lines(4_000)), _fastest_parse(stray_lines(64_000))
    assert large < 64 * small, (small, large)
    doc = _parse(stray_lines(3))
    assert _by_number(doc)["101.1"].text.count("\n100.9 A stray rule") == 3
