"""Comprehensive Rules quoted at the end of a wiki page (`引用：総合ルール 20231117.0`).

Each quoted line is `<number> <text>`: `7 その他のルール` (chapter), `724 サブゲーム` (section),
`724.5 …` (rule), `724.5a …` (subrule). Parents follow from the number alone, so the nesting of
the quote on the page (indented bullets or a flat list) does not matter.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field

from rulesdb.records import RuleKind, RuleRecord
from rulesdb.text.rule_numbers import parent_of

log = logging.getLogger(__name__)

_QUOTE_HEADING = re.compile(r"^引用\s*[:：]?\s*総合ルール")
_EDITION = re.compile(r"総合ルール\s*(\d{8})(?:\.\d+)?")
_RULE_LINE = re.compile(r"^(\d{1,3}(?:\.\d+[a-z]?)?)\.?\s+(\S.*)$")
_KIND_PATTERNS: tuple[tuple[RuleKind, re.Pattern[str]], ...] = (
    ("chapter", re.compile(r"^[1-9]$")),
    ("section", re.compile(r"^[1-9]\d\d$")),
    ("rule", re.compile(r"^[1-9]\d\d\.\d+$")),
    ("subrule", re.compile(r"^[1-9]\d\d\.\d+[a-z]$")),
)


def is_rules_quote_heading(heading: str) -> bool:
    return _QUOTE_HEADING.match(heading.strip()) is not None


def edition_from_heading(heading: str) -> str | None:
    """`引用：総合ルール 20231117.0` -> `20231117` (the edition as YYYYMMDD)."""
    match = _EDITION.search(heading)
    return match.group(1) if match else None


def rule_kind(number: str) -> RuleKind | None:
    for kind, pattern in _KIND_PATTERNS:
        if pattern.match(number):
            return kind
    return None


def rule_parent(number: str) -> str | None:
    """7 -> None, 724 -> 7, 724.5 -> 724, 724.5a -> 724.5; None for what is not a rule number."""
    return parent_of(number) if rule_kind(number) is not None else None


def parse_rule_line(text: str) -> tuple[str, str] | None:
    """(`724.5a`, rule text as written) for a quoted rule line, else None."""
    match = _RULE_LINE.match(text.strip())
    if match is None or rule_kind(match.group(1)) is None:
        return None
    return match.group(1), match.group(2).strip()


@dataclass
class RuleQuoteCollector:
    """Gathers a page's quoted rules in order, once each per edition.

    Pages repeat a quote's ancestors after it as breadcrumbs (`104.3 …`, `104 …` after 104.3k);
    a repeat with the same text is dropped silently, a repeat with different text is kept out
    and reported.
    """

    rules: list[RuleRecord] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    _seen: dict[tuple[str, str], RuleRecord] = field(default_factory=dict)

    def add(self, number: str, text: str, *, edition: str) -> None:
        kind = rule_kind(number)
        if kind is None:
            raise ValueError(f"not a rule number: {number!r}")
        existing = self._seen.get((edition, number))
        if existing is not None:
            if existing.text != text:
                self.warnings.append(
                    f"rule {number} is quoted twice with different text; kept the first"
                )
            else:
                log.debug("dropping repeated quote of rule %s", number)
            return
        record = RuleRecord(
            number=number,
            edition=edition,
            lang="ja",
            text=text,
            parent=rule_parent(number),
            kind=kind,
            position=len(self.rules),
        )
        self._seen[(edition, number)] = record
        self.rules.append(record)
