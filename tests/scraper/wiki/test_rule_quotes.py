"""Comprehensive Rules quoted on wiki pages: numbers, kinds, parents, editions, repeats."""

from __future__ import annotations

import pytest

from scraper.wiki.rule_quotes import (
    RuleQuoteCollector,
    edition_from_heading,
    is_rules_quote_heading,
    parse_rule_line,
    rule_kind,
    rule_parent,
)


@pytest.mark.parametrize(
    ("number", "kind", "parent"),
    [
        ("7", "chapter", None),
        ("724", "section", "7"),
        ("104", "section", "1"),
        ("724.5", "rule", "724"),
        ("724.10", "rule", "724"),
        ("724.5a", "subrule", "724.5"),
        ("104.3k", "subrule", "104.3"),
    ],
)
def test_kind_and_parent(number: str, kind: str, parent: str | None) -> None:
    assert rule_kind(number) == kind
    assert rule_parent(number) == parent


@pytest.mark.parametrize("number", ["0", "10", "7240", "724.", "724.5ab", "a1", ""])
def test_not_rule_numbers(number: str) -> None:
    assert rule_kind(number) is None and rule_parent(number) is None


def test_parse_rule_line_keeps_the_text_as_written() -> None:
    assert parse_rule_line("724.5a サブゲームの終了時に、補助デッキ内で…") == (
        "724.5a",
        "サブゲームの終了時に、補助デッキ内で…",
    )
    assert parse_rule_line("7 その他のルール") == ("7", "その他のルール")
    assert parse_rule_line("104.3. 条件") == ("104.3", "条件")  # a trailing dot after the number
    assert parse_rule_line("10個以上の毒カウンター") is None
    assert parse_rule_line("2007年7月の総合ルール変更") is None
    assert parse_rule_line("724.5a") is None  # a number without text


@pytest.mark.parametrize(
    ("heading", "edition"),
    [
        ("引用：総合ルール 20231117.0", "20231117"),
        ("引用:総合ルール 20231117.0", "20231117"),
        ("引用:総合ルール20240206", "20240206"),
        ("引用：総合ルール", None),
    ],
)
def test_edition_from_heading(heading: str, edition: str | None) -> None:
    assert is_rules_quote_heading(heading)
    assert edition_from_heading(heading) == edition


def test_other_headings_are_not_quotes() -> None:
    assert not is_rules_quote_heading("参考")
    assert not is_rules_quote_heading("総合ルール")


def test_collector_drops_breadcrumb_repeats_and_reports_conflicts() -> None:
    collector = RuleQuoteCollector()
    collector.add("104", "ゲームの終了", edition="20231117")
    collector.add("104.3", "条件がある。", edition="20231117")
    collector.add("104.3", "条件がある。", edition="20231117")  # breadcrumb: same text
    collector.add("104", "別の文", edition="20231117")  # same number, different text
    collector.add("104", "ゲームの終了", edition="20240206")  # another edition is another rule
    assert [(r.number, r.edition, r.position) for r in collector.rules] == [
        ("104", "20231117", 0),
        ("104.3", "20231117", 1),
        ("104", "20240206", 2),
    ]
    assert collector.warnings == ["rule 104 is quoted twice with different text; kept the first"]
    with pytest.raises(ValueError, match="not a rule number"):
        collector.add("10", "x", edition="20231117")
