"""Parse an official Comprehensive Rules text file (English or Japanese) into a `RulesDocument`.

Rule text is kept as written, without its number; `Example:` / `例：` lines go to the preceding
rule's `examples` (without the label). Damaged input (the Japanese file has garbled fragments,
a duplicated rule, HTML leftovers, stale cross-references) never crashes the parser: the first
occurrence of a number wins, and every anomaly becomes a human-readable message in `warnings`.
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

from rulesdb.records import GlossaryEntry, RuleKind, RuleRecord, RulesDocument
from scraper.official.continuation import ContinuationTarget
from scraper.official.cr_layout import (
    CHAPTER_LINE,
    RulesParseError,
    decode,
    detect_language,
    edition_from_source,
    find_effective,
    locate_regions,
    reject_non_rules,
    split_lines,
)

__all__ = ["RulesParseError", "parse_rules_file", "parse_rules_text"]

logger = logging.getLogger(__name__)

# `100.1.`, `100.1a`, `119.1d.`, `606.5` (no dot), `901.4.All` (no space), `708.12裏向き`.
_RULE_LINE = re.compile(
    r"^(?P<section>\d{3})\.(?P<rule>\d+)(?P<letter>[a-z])?(?P<dot>\.)?(?P<rest>.*)$", re.DOTALL
)
# `704. State-Based Actions`, and the Japanese file's `720 . 前兆カード`.
_SECTION_LINE = re.compile(r"^(?P<number>\d{3})\s*\.\s*(?P<title>\D.*)$")
_EXAMPLE_LINE = re.compile(r"^(?:Example|例)\s*[:：]\s*(?P<text>.*)$", re.DOTALL)
# The Japanese 701.20c carries its example on the rule's own line, after the sentence end.
_INLINE_EXAMPLE = re.compile(r"(?<=[。.])\s+(?:Example|例)\s*[:：]\s*")
_SKIPPED_LETTERS = frozenset("lo")
# `相棒（あいぼう）／Companion`; one term (`（へや）／Room`) lost its kanji in the source.
_JA_TERM_LINE = re.compile(r"^(?:[^\s(（].*?)?（[^（）]*）／\S.*$")
_HTML_LEFTOVER = re.compile(r"href=|[<>]")
# Cross-references to a section by number and title: `rule 704〔状況起因処理〕`,
# `rule 704, “State-Based Actions.”`. Rule-level references (`702.9〔飛行〕`) are not checked.
_JA_SECTION_REF = re.compile(r"(?<![\d.])(?P<number>\d{3})(?!\.?\d)\s*〔(?P<title>[^〕]+)〕")
_EN_SECTION_REF = re.compile(r"(?<![\d.])(?P<number>\d{3})(?!\.?\d), “(?P<title>[^”]+)”")
_TITLE_NOISE = re.compile(r"[\s.,;:。、・]")
_SNIPPET = 60


def _snippet(text: str) -> str:
    return text if len(text) <= _SNIPPET else text[:_SNIPPET] + "…"


class _BodyParser:
    """Reads the numbered rules, one line at a time, in file order."""

    def __init__(self, edition: str, lang: str, warnings: list[str]) -> None:
        self.edition = edition
        self.lang = lang
        self.warnings = warnings
        self.records: list[RuleRecord] = []
        self.by_number: dict[str, RuleRecord] = {}
        self.chapter: int | None = None
        self.section: int | None = None
        self.last_key: tuple[int, int] = (0, 0)
        self.target: ContinuationTarget | None = None
        self.dropping: str | None = None  # number of a duplicate whose lines are being dropped

    def feed(self, line_no: int, raw: str) -> None:
        line = raw.strip()
        if not line:
            return
        if (match := _RULE_LINE.match(line)) and self._is_rule_shape(match):
            self._rule(line_no, line, match)
        elif match := _SECTION_LINE.match(line):
            self._section(line_no, line, int(match.group("number")), match.group("title").strip())
        elif match := CHAPTER_LINE.match(line):
            self._chapter(line_no, line, int(match.group("number")), match.group("title").strip())
        elif match := _EXAMPLE_LINE.match(line):
            self._example(line_no, match.group("text").strip())
        else:
            self._text(line_no, line, indented=raw[:1].isspace())

    @staticmethod
    def _is_rule_shape(match: re.Match[str]) -> bool:
        # `100.1ab` or `100.1a5` is not a rule number followed by text.
        rest = match.group("rest")
        return bool(match.group("dot")) or not rest or not (rest[0].isascii() and rest[0].isalnum())

    def _add(self, number: str, text: str, parent: str | None, kind: RuleKind) -> RuleRecord:
        record = RuleRecord(
            number=number,
            edition=self.edition,
            lang=self.lang,
            text=text,
            parent=parent,
            kind=kind,
            position=len(self.records),
        )
        self.records.append(record)
        self.by_number[number] = record
        self._aim(ContinuationTarget(record))
        self.dropping = None
        return record

    def _aim(self, target: ContinuationTarget | None) -> None:
        """Continuation lines go to `target` from now on; the previous target is written."""
        if self.target is not None:
            self.target.close()
        self.target = target

    def feed_all(self, lines: list[str], start: int, end: int) -> None:
        """Lines `start` to `end` (0-based, end excluded), then the last target written."""
        for index in range(start, end):
            self.feed(index + 1, lines[index])
        self._aim(None)

    def _chapter(self, line_no: int, line: str, number: int, title: str) -> None:
        if self.chapter is not None and number <= self.chapter:
            self._out_of_order(line_no, line, f"chapter {number} after chapter {self.chapter}")
            return
        if self.chapter is not None and number != self.chapter + 1:
            self.warnings.append(f"line {line_no}: chapter {number} follows chapter {self.chapter}")
        self._add(str(number), title, None, "chapter")
        self.chapter, self.section = number, None

    def _section(self, line_no: int, line: str, number: int, title: str) -> None:
        chapter = number // 100
        if str(number) in self.by_number or (self.section is not None and number <= self.section):
            self._out_of_order(line_no, line, f"section {number} after section {self.section}")
            return
        if self.chapter is None or chapter < self.chapter:
            self._out_of_order(line_no, line, f"section {number} outside chapter {chapter}")
            return
        parent: str | None = str(chapter)
        if chapter != self.chapter:
            self.warnings.append(
                f"line {line_no}: section {number} has no chapter {chapter} heading"
            )
            parent = None
            self.chapter = chapter
        self._add(str(number), title, parent, "section")
        self.section, self.last_key = number, (0, 0)

    def _rule(self, line_no: int, line: str, match: re.Match[str]) -> None:
        section, rule, letter = match.group("section"), match.group("rule"), match.group("letter")
        number = f"{section}.{rule}{letter or ''}"
        text = match.group("rest").strip()
        if number in self.by_number:
            self.warnings.append(
                f"line {line_no}: duplicate rule number {number}; kept the first occurrence, "
                f"dropped this text: {text}"
            )
            self._aim(None)
            self.dropping = number
            return
        if self.section is None or int(section) != self.section:
            self._out_of_order(line_no, line, f"rule {number} outside section {self.section}")
            return
        key = (int(rule), ord(letter) - ord("a") + 1 if letter else 0)
        if key < self.last_key:
            self.warnings.append(f"line {line_no}: rule {number} is out of order (kept)")
        self.last_key = max(self.last_key, key)
        if text.startswith(number) and not text[len(number) : len(number) + 1].isalnum():
            self.warnings.append(f"line {line_no}: rule {number} repeats its own number; removed")
            text = text[len(number) :].lstrip(".").strip()
        if letter in _SKIPPED_LETTERS:
            self.warnings.append(f"line {line_no}: subrule {number} uses letter {letter!r}")
        inline_example = None
        if inline := _INLINE_EXAMPLE.search(text):
            self.warnings.append(f"line {line_no}: rule {number} has its example on the same line")
            text, inline_example = text[: inline.start()], text[inline.end() :].strip()
        parent = section
        if letter:
            parent = f"{section}.{rule}"
            if parent not in self.by_number:
                self.warnings.append(f"line {line_no}: subrule {number} has no rule {parent}")
                parent = section
        record = self._add(number, text, parent, "subrule" if letter else "rule")
        if inline_example is not None:
            record.examples.append(inline_example)
            self._aim(ContinuationTarget(record, 0))

    def _example(self, line_no: int, text: str) -> None:
        if self.dropping is not None:
            self.warnings.append(
                f"line {line_no}: dropped example of duplicate rule {self.dropping}: {text}"
            )
            return
        if self.target is None:
            self.warnings.append(f"line {line_no}: example before any rule dropped: {text}")
            return
        record = self.target.record
        if record.kind in ("chapter", "section"):
            self.warnings.append(
                f"line {line_no}: example directly under {record.kind} {record.number}"
            )
        record.examples.append(text)
        self._aim(ContinuationTarget(record, len(record.examples) - 1))

    def _text(self, line_no: int, line: str, *, indented: bool) -> None:
        if self.dropping is not None:
            self.warnings.append(
                f"line {line_no}: dropped continuation of duplicate rule {self.dropping}: {line}"
            )
            return
        if self.target is None:
            self.warnings.append(f"line {line_no}: text before the first heading dropped: {line}")
            return
        # `500.10a` or `例：` alone on its line (an empty target): the text follows on the next.
        if not self.target.is_empty() and not indented:
            self.warnings.append(
                f"line {line_no}: unparseable line appended to {self.target.label()}: "
                f"{_snippet(line)}"
            )
        self.target.add(line)

    def _out_of_order(self, line_no: int, line: str, why: str) -> None:
        """A line that looks like a heading or rule but cannot be one here: keep it as text."""
        self.warnings.append(f"line {line_no}: looks like a rule but is out of order ({why})")
        if self.target is None:
            self.warnings.append(f"line {line_no}: dropped: {line}")
            return
        self.target.add(line)


def parse_rules_text(data: bytes | str, *, source: str) -> RulesDocument:
    """Parse a whole Comprehensive Rules text file. Raises `RulesParseError` for non-rules input."""
    text, warnings = decode(data)
    reject_non_rules(text)
    lang = detect_language(text)
    lines = split_lines(text)
    effective = find_effective(lines, lang)
    if effective is None:
        edition = edition_from_source(source)
        if edition is None:
            raise RulesParseError(
                f"{source}: no effective date sentence found (such as 'These rules are effective "
                "as of January 16, 2026.') and no YYYYMMDD date in the source name"
            )
        warnings.append(f"no effective date sentence found; edition {edition} taken from {source}")
        effective_text = ""
    else:
        edition, effective_text = effective.edition, effective.text
    regions = locate_regions(lines)

    body = _BodyParser(edition, lang, warnings)
    body_end = regions.body_end if regions.body_end is not None else len(lines)
    body.feed_all(lines, regions.body_start, body_end)
    if not any(r.kind == "section" for r in body.records) or not any(
        r.kind in ("rule", "subrule") for r in body.records
    ):
        raise RulesParseError(
            f"{source}: no numbered rules (such as '100.1.') found after the chapter heading "
            f"{lines[regions.body_start].strip()!r}"
        )

    glossary: list[GlossaryEntry] = []
    if regions.glossary_start is None:
        warnings.append("no Glossary heading found after the rules")
    else:
        end = regions.credits_start if regions.credits_start is not None else len(lines)
        glossary = _parse_glossary(lines, regions.glossary_start + 1, end, lang, warnings)
    credits = ""
    if regions.credits_start is None:
        warnings.append("no Credits heading found")
    else:
        credits = _join_credits(lines[regions.credits_start + 1 :])

    _check_text_defects(body.records, glossary, warnings)
    _check_cross_references(body.records, glossary, lang, warnings)
    logger.info(
        "parsed %s: edition %s (%s), %d rules, %d glossary entries, %d warnings",
        source, edition, lang, len(body.records), len(glossary), len(warnings),
    )  # fmt: skip
    return RulesDocument(
        edition=edition,
        lang=lang,
        source=source,
        effective_text=effective_text,
        rules=body.records,
        glossary=glossary,
        credits=credits,
        warnings=warnings,
    )


def parse_rules_file(path: Path) -> RulesDocument:
    """Read and parse one rules file; the file name is the document's `source`."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise RulesParseError(f"cannot read rules file {path}: {error.strerror}") from error
    return parse_rules_text(data, source=path.name)


def _parse_glossary(
    lines: list[str], start: int, end: int, lang: str, warnings: list[str]
) -> list[GlossaryEntry]:
    """English: term line, definition lines, blank line. Japanese has no blank lines, so a term
    is recognised by its `用語（よみ）／English` shape."""
    entries: list[tuple[str, list[str]]] = []
    after_blank = True
    for index in range(start, end):
        raw = lines[index]
        line = raw.strip()
        if not line:
            after_blank = True
            continue
        starts_term = bool(_JA_TERM_LINE.match(raw)) if lang == "ja" else after_blank
        after_blank = False
        if starts_term:
            entries.append((line, []))
        elif entries:
            entries[-1][1].append(line)
        else:
            warnings.append(f"line {index + 1}: glossary text before any term dropped: {line}")
    result: list[GlossaryEntry] = []
    for term, definition in entries:
        if not definition:
            warnings.append(f"glossary term {term!r} has no definition")
        result.append(GlossaryEntry(term=term, text="\n".join(definition), position=len(result)))
    return result


def _join_credits(lines: list[str]) -> str:
    """The credits as written, with runs of blank lines collapsed to one."""
    kept: list[str] = []
    for line in lines:
        line = line.rstrip()
        if line or (kept and kept[-1]):
            kept.append(line)
    return "\n".join(kept).strip()


def _check_text_defects(
    records: list[RuleRecord], glossary: list[GlossaryEntry], warnings: list[str]
) -> None:
    """Flag text the source garbled: HTML leftovers, unbalanced 「」 (spliced fragments)."""
    texts: list[tuple[str, str]] = []
    for record in records:
        texts.append((f"{record.kind} {record.number}", record.text))
        texts.extend((f"example of {record.number}", example) for example in record.examples)
    texts.extend((f"glossary term {entry.term!r}", entry.text) for entry in glossary)
    for label, text in texts:
        if match := _HTML_LEFTOVER.search(text):
            around = text[max(0, match.start() - 15) : match.end() + 15]
            warnings.append(f"{label}: HTML leftovers in the text: …{around}…")
        if text.count("「") != text.count("」"):
            warnings.append(
                f"{label}: unbalanced 「」 ({text.count('「')} vs {text.count('」')}), "
                f"the text may be garbled: {_snippet(text)}"
            )


def _check_cross_references(
    records: list[RuleRecord], glossary: list[GlossaryEntry], lang: str, warnings: list[str]
) -> None:
    """Flag `rule 727〔サブゲーム〕` when section 727 has another title (a stale number)."""
    titles = {r.number: _TITLE_NOISE.sub("", r.text) for r in records if r.kind == "section"}
    pattern, marker = (_JA_SECTION_REF, "〔") if lang == "ja" else (_EN_SECTION_REF, "“")
    texts = [(f"{r.kind} {r.number}", text) for r in records for text in (r.text, *r.examples)]
    texts.extend((f"glossary term {entry.term!r}", entry.text) for entry in glossary)
    for label, text in texts:
        if marker not in text:
            continue
        for match in pattern.finditer(text):
            number, cited = match.group("number"), _TITLE_NOISE.sub("", match.group("title"))
            actual = titles.get(number)
            if actual is None or not cited or cited in actual or actual in cited:
                continue
            warnings.append(
                f"{label}: cross-reference {match.group(0)!r} "
                f"names another title than section {number} ({actual}); stale number?"
            )
