"""The layout of an official Comprehensive Rules text file, before any rule is read.

Decodes the bytes, splits lines whatever the line ends, tells English from Japanese, finds the
effective date, and locates the three regions after the table of contents: the numbered rules,
the glossary and the credits. `cr_text` parses what is inside those regions.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import date

logger = logging.getLogger(__name__)


class RulesParseError(ValueError):
    """The input is not a Comprehensive Rules text file (or is too damaged to be read as one)."""


# `\r\n` first, so that the 2026 file's `\r\r\n` reads as one blank line, not two.
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
# A chapter heading: `7. Additional Rules`, `7. 追加ルール`. The table of contents repeats them.
CHAPTER_LINE = re.compile(r"^(?P<number>\d{1,2})\.\s+(?P<title>\D.*)$")
_HTML_START = re.compile(r"<!doctype\s+html|<html[\s>]|<body[\s>]|<head[\s>]", re.IGNORECASE)

GLOSSARY_HEADINGS = frozenset({"Glossary", "用語集"})
CREDITS_HEADINGS = frozenset({"Credits", "クレジット"})
_JAPANESE_MARKERS = ("もくじ", "用語集", "総合ルール")
_JAPANESE_CHAR = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_LATIN_CHAR = re.compile(r"[A-Za-z]")

_MONTHS = {
    name: number
    for number, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ],
        start=1,
    )
    for name in names
}
_EN_EFFECTIVE = re.compile(
    r"These rules are effective as of (?P<month>[A-Za-z]+)\.? (?P<day>\d{1,2}), (?P<year>\d{4})\.?"
)
_JA_EFFECTIVE = re.compile(
    r"(?P<year>\d{4})年\s*(?P<month>\d{1,2})月\s*(?P<day>\d{1,2})日(?:から|より)?\s*(?:有効|発効)"
)
_DATE_IN_NAME = re.compile(r"(?<!\d)(20\d{2})(\d{2})(\d{2})(?!\d)")


@dataclass(frozen=True)
class Effective:
    edition: str  # YYYYMMDD
    text: str  # the sentence as written


@dataclass(frozen=True)
class Regions:
    """Line indexes (into the split lines) of the parts after the table of contents."""

    body_start: int
    glossary_start: int | None  # index of the `Glossary` heading line
    credits_start: int | None  # index of the `Credits` heading line

    @property
    def body_end(self) -> int | None:
        return self.glossary_start if self.glossary_start is not None else self.credits_start


def decode(data: bytes | str) -> tuple[str, list[str]]:
    """Text without BOM, and warnings about the decoding (never silent about a fallback)."""
    warnings: list[str] = []
    if isinstance(data, str):
        text = data
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16")
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            # Pre-2020 rules files were sometimes saved as Windows-1252.
            text = data.decode("cp1252", errors="replace")
            warnings.append(
                f"input is not valid UTF-8 (byte {error.start}); decoded as Windows-1252"
            )
    return text.lstrip("\ufeff"), warnings


def split_lines(text: str) -> list[str]:
    """Lines for any mix of `\\r\\n`, `\\r\\r\\n`, bare `\\r` and `\\n` line ends."""
    return _LINE_BREAK.split(text)


def reject_non_rules(text: str) -> None:
    """Raise `RulesParseError` for input that is plainly not a rules text file."""
    if not text.strip():
        raise RulesParseError("input is empty: expected a Comprehensive Rules text file")
    if _HTML_START.search(text[:2000]):
        raise RulesParseError(
            "input looks like an HTML page, not a Comprehensive Rules text file "
            "(download the .txt version of the rules)"
        )


def detect_language(text: str) -> str:
    """`ja` when the text is mostly Japanese (or has the Japanese headings), else `en`."""
    if any(marker in text for marker in _JAPANESE_MARKERS):
        return "ja"
    sample = text[:50_000]
    japanese = len(_JAPANESE_CHAR.findall(sample))
    latin = len(_LATIN_CHAR.findall(sample))
    return "ja" if japanese > latin else "en"


def find_effective(lines: list[str], lang: str) -> Effective | None:
    """The first effective-date sentence (English at the top, Japanese at the end)."""
    pattern = _JA_EFFECTIVE if lang == "ja" else _EN_EFFECTIVE
    for line in lines:
        match = pattern.search(line)
        if match is None:
            continue
        month_text = match.group("month")
        month = int(month_text) if month_text.isdigit() else _MONTHS.get(month_text.lower())
        if month is None:
            continue
        try:
            day = date(int(match.group("year")), month, int(match.group("day")))
        except ValueError:
            continue
        return Effective(edition=day.strftime("%Y%m%d"), text=_sentence_around(line, match))
    return None


def _sentence_around(line: str, match: re.Match[str]) -> str:
    """The whole sentence holding the match: `このルールは2026年1月16日から有効です。`."""
    if match.re is _EN_EFFECTIVE:
        return match.group(0).strip()
    start = line.rfind("。", 0, match.start()) + 1
    end = line.find("。", match.end())
    return line[start : end + 1 if end >= 0 else len(line)].strip()


def edition_from_source(source: str) -> str | None:
    """A YYYYMMDD date in the file name, the fallback when the text states no effective date."""
    match = _DATE_IN_NAME.search(source)
    if match is None:
        return None
    try:
        return date(*(int(part) for part in match.groups())).strftime("%Y%m%d")
    except ValueError:
        return None


def locate_regions(lines: list[str]) -> Regions:
    """Find where the rules start (after the table of contents), the glossary and the credits.

    The body starts at the second occurrence of the first chapter heading (`1. Game Concepts`,
    `1. ゲームの考え方`): the first is the table of contents. A file without a table of contents
    starts at the first occurrence.
    """
    first_chapter: str | None = None
    first_index = -1
    for index, line in enumerate(lines):
        match = CHAPTER_LINE.match(line.strip())
        if match and match.group("number") == "1":
            first_chapter, first_index = line.strip(), index
            break
    if first_chapter is None:
        raise RulesParseError(
            "no chapter heading such as '1. Game Concepts' found: "
            "this does not look like a Comprehensive Rules text file"
        )
    body_start = next(
        (i for i in range(first_index + 1, len(lines)) if lines[i].strip() == first_chapter),
        first_index,
    )
    glossary_start = _find_heading(lines, GLOSSARY_HEADINGS, body_start)
    credits_start = _find_heading(
        lines, CREDITS_HEADINGS, glossary_start if glossary_start is not None else body_start
    )
    return Regions(body_start, glossary_start, credits_start)


def _find_heading(lines: list[str], headings: frozenset[str], start: int) -> int | None:
    return next((i for i in range(start, len(lines)) if lines[i].strip() in headings), None)
