"""MTG Wiki pages saved as plain text (the rendered page copied out of a browser).

The first line is the title; skin lines (`提供：MTG Wiki`) are dropped. Headings are bare lines,
so they are recognised from the table of contents when the dump has one (`目次 1 ルール 1.1 …`:
the numbers give the levels), and from the shape of the lines otherwise. Bullets are `• ` with
two spaces of indentation per level, or flat `- `.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rulesdb.records import WikiPage
from scraper.wiki.blocks import (
    Block,
    Bullet,
    Heading,
    Paragraph,
    WikiParseError,
    is_chrome_line,
    normalize_space,
)
from scraper.wiki.page import build_page
from scraper.wiki.page_address import declared_in_text, page_address
from scraper.wiki.rule_quotes import is_rules_quote_heading, parse_rule_line

log = logging.getLogger(__name__)

_BULLET = re.compile(r"^(?P<indent>[ \u3000]*)[•●◦▪*\-]\s+(?P<text>\S.*)$")
_TOC_NUMBER = re.compile(r"(?<!\S)(\d+(?:\.\d+)*)(?=\s)")
_TOC_PREFIX = "目次"
_INDENT_PER_LEVEL = 2

# Headings that close almost every MTG Wiki article; they are always top-level sections.
_CLOSING_HEADINGS = ("参考", "関連項目", "関連リンク", "脚注", "外部リンク", "その他")
_LONGEST_HEADING = 40
_NOT_HEADING_ENDINGS = tuple("。．.！!？?：:、,")


@dataclass(frozen=True)
class TocEntry:
    number: tuple[int, ...]
    title: str

    @property
    def level(self) -> int:
        return len(self.number)


def _follows(previous: tuple[int, ...] | None, number: tuple[int, ...]) -> bool:
    """Whether `number` can come next in a table of contents after `previous`."""
    if previous is None:
        return number == (1,)
    if number == (*previous, 1):
        return True
    return any(number == (*previous[:depth], previous[depth] + 1) for depth in range(len(previous)))


def parse_toc(text: str) -> list[TocEntry]:
    """`1 ルール 1.1 サブゲーム開始の手順 … 5 引用：総合ルール 20231117.0` -> entries.

    A number only starts an entry when it continues the numbering, so numbers inside headings
    (`20231117.0`) stay part of the heading.
    """
    starts: list[tuple[re.Match[str], tuple[int, ...]]] = []
    previous: tuple[int, ...] | None = None
    for match in _TOC_NUMBER.finditer(text):
        number = tuple(int(part) for part in match.group(1).split("."))
        if _follows(previous, number):
            starts.append((match, number))
            previous = number
    entries = []
    for index, (match, number) in enumerate(starts):
        end = starts[index + 1][0].start() if index + 1 < len(starts) else len(text)
        title = normalize_space(text[match.end() : end])
        if title:
            entries.append(TocEntry(number, title))
    return entries


def _split_toc(lines: Sequence[str]) -> tuple[list[TocEntry], list[str]]:
    """The table of contents (possibly empty) and the body lines without it."""
    for index, line in enumerate(lines):
        stripped = line.strip()
        if not stripped.startswith(_TOC_PREFIX):
            continue
        rest = stripped[len(_TOC_PREFIX) :].strip()
        end = index + 1
        if not rest:  # `目次` alone, entries on the following lines
            while end < len(lines) and re.match(r"^\d+(?:\.\d+)*\s+\S", lines[end].strip()):
                end += 1
            rest = " ".join(line.strip() for line in lines[index + 1 : end])
        entries = parse_toc(rest) if rest != "|" else []
        return entries, [*lines[:index], *lines[end:]]
    return [], list(lines)


def _bullet(line: str) -> Bullet | None:
    match = _BULLET.match(line)
    if match is None:
        return None
    depth = len(match.group("indent")) // _INDENT_PER_LEVEL + 1
    return Bullet(depth, match.group("text").strip())


def _blocks_from_toc(
    lines: Sequence[str], toc: Sequence[TocEntry], warnings: list[str]
) -> list[Block]:
    blocks: list[Block] = []
    pending = 0  # index of the next table-of-contents entry to find in the body
    for line in lines:
        bullet = _bullet(line)
        if bullet is not None:
            blocks.append(bullet)
            continue
        text = normalize_space(line)
        found = next((i for i in range(pending, len(toc)) if toc[i].title == text), None)
        if found is None:
            blocks.append(Paragraph(text))
            continue
        for missing in toc[pending:found]:
            warnings.append(f"heading {missing.title!r} of the table of contents has no body")
            blocks.append(Heading(missing.level, missing.title))
        blocks.append(Heading(toc[found].level, text))
        pending = found + 1
    for missing in toc[pending:]:
        warnings.append(f"heading {missing.title!r} of the table of contents has no body")
        blocks.append(Heading(missing.level, missing.title))
    return blocks


def _looks_like_heading(text: str, has_next_line: bool) -> bool:
    return (
        has_next_line
        and 0 < len(text) <= _LONGEST_HEADING
        and "。" not in text
        and not text.endswith(_NOT_HEADING_ENDINGS)
        and parse_rule_line(text) is None
    )


def _common_suffix_length(texts: Sequence[str]) -> int:
    length = 0
    shortest = min(len(text) for text in texts)
    while length < shortest and len({text[-length - 1] for text in texts}) == 1:
        length += 1
    return length


def _is_closing_heading(text: str) -> bool:
    return text in _CLOSING_HEADINGS or is_rules_quote_heading(text) or text.startswith("引用")


def heading_levels(headings: Sequence[str]) -> list[int]:
    """Levels for headings found without a table of contents.

    A run of two or more consecutive headings sharing an ending (`状況起因処理による敗北`,
    `その他ルールによる敗北`, …) lists kinds of the heading before it, so the run becomes its
    children. Every other heading is top-level.
    """
    levels = [1] * len(headings)
    index = 1
    while index < len(headings):
        end = index
        while (
            end + 1 < len(headings)
            and not _is_closing_heading(headings[end + 1])
            and _common_suffix_length(headings[index : end + 2]) >= 2
        ):
            end += 1
        parent = headings[index - 1]
        run = headings[index : end + 1]
        if (
            end > index
            and not _is_closing_heading(run[0])
            and _common_suffix_length([parent, *run]) < _common_suffix_length(run)
        ):
            for position in range(index, end + 1):
                levels[position] = levels[index - 1] + 1
            index = end + 1
        else:
            index += 1
    return levels


def _blocks_by_shape(lines: Sequence[str]) -> list[Block]:
    kinds: list[Block] = []
    heading_positions: list[int] = []
    for index, line in enumerate(lines):
        bullet = _bullet(line)
        if bullet is not None:
            kinds.append(bullet)
            continue
        text = normalize_space(line)
        seen_lead = any(isinstance(block, Paragraph) for block in kinds) or bool(heading_positions)
        if seen_lead and _looks_like_heading(text, index + 1 < len(lines)):
            heading_positions.append(index)
            kinds.append(Heading(1, text))
        else:
            kinds.append(Paragraph(text))
    levels = heading_levels([kinds[i].text for i in heading_positions])
    for position, level in zip(heading_positions, levels, strict=True):
        kinds[position] = Heading(level, kinds[position].text)
    return kinds


def parse_text_dump(text: str, *, url: str | None = None) -> WikiPage:
    """A `WikiPage` from a plain-text dump of an MTG Wiki page read from `url`; its address is
    the one its "retrieved from" line names, else `url` (see scraper.wiki.page_address)."""
    if not isinstance(text, str):
        raise WikiParseError(f"a text dump must be str, not {type(text).__name__}")
    lines = [line.rstrip() for line in text.lstrip("\ufeff").splitlines()]
    lines = [line for line in lines if line.strip()]
    if not lines:
        raise WikiParseError("empty text dump: there is no title line")
    title = normalize_space(lines[0])
    warnings: list[str] = []
    if "\x00" in text:
        raise WikiParseError("not a text dump: the input contains NUL bytes (binary data?)")
    toc, body = _split_toc([line for line in lines[1:] if not is_chrome_line(line)])
    blocks = _blocks_from_toc(body, toc, warnings) if toc else _blocks_by_shape(body)
    log.debug("text dump %r: %d blocks, %d toc entries", title, len(blocks), len(toc))
    address = page_address(declared_in_text(text), url)
    return build_page(title, blocks, url=address, source_format="text", warnings=warnings)
