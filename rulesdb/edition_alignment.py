"""Align rule numbers across editions of the Comprehensive Rules.

Numbers drift: subgames are 724 in 20231013, 725 in 20240202 and 728 in 20260116, where 724 has
become "The Monarch". So a section never maps by its number alone: sections align by title (exact,
then fuzzy, then by their rules' text), chapters by number, and rules inside an aligned section
by their suffix when the texts agree, else by the most similar text in that section, and as a last
resort anywhere in the new edition with a stricter threshold. Fuzzy comparisons stay inside one
section (or one parent rule) so the whole file aligns in well under a second.
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from rapidfuzz import fuzz, process
from rapidfuzz.utils import default_process

from rulesdb.records import RuleRecord

logger = logging.getLogger(__name__)

AlignmentMethod = Literal["same-number", "section-title", "text"]
# (rank, similarity, old number, new number, method); rank orders the greedy assignment.
_Candidate = tuple[float, float, str, str, AlignmentMethod]

# Similarities are rapidfuzz `ratio` / 100 on lower-cased, punctuation-free text.
_SECTION_TITLE_MIN = 0.80  # fuzzy title match ("Tribals" -> "Kindreds" needs the content instead)
_SECTION_CONTENT_MIN = 0.60
_SAME_SUFFIX_MIN = 0.50  # a rule keeping its suffix needs only this much text in common...
_SUFFIX_BONUS = 0.10  # ...and beats a differently numbered rule unless that one is clearly closer
_IN_SECTION_MIN = 0.70
_GLOBAL_MIN = 0.85
_CANDIDATES_PER_RULE = 5
_SECTION_SAMPLE_CHARS = 1500


@dataclass(frozen=True)
class Alignment:
    """Where an old rule number went in the new edition."""

    number: str
    confidence: float  # 0..1
    method: AlignmentMethod


def _section_of(number: str) -> str:
    return number.split(".", 1)[0]


class _Edition:
    """One edition's rules, indexed for alignment."""

    def __init__(self, records: Sequence[RuleRecord]) -> None:
        self.by_number: dict[str, RuleRecord] = {}
        for record in records:
            self.by_number.setdefault(record.number, record)
        self.chapters = [r for r in self.by_number.values() if r.kind == "chapter"]
        self.sections = [r for r in self.by_number.values() if r.kind == "section"]
        self.rules_in: dict[str, list[RuleRecord]] = defaultdict(list)
        self.subrules_in: dict[str, list[RuleRecord]] = defaultdict(list)
        self.children: dict[str, list[RuleRecord]] = defaultdict(list)
        for record in self.by_number.values():
            if record.kind == "rule":
                self.rules_in[_section_of(record.number)].append(record)
            elif record.kind == "subrule":
                self.subrules_in[_section_of(record.number)].append(record)
                if record.parent is not None:
                    self.children[record.parent].append(record)
        self.processed = {n: default_process(r.text) for n, r in self.by_number.items()}

    def section_sample(self, number: str) -> str:
        members = self.rules_in.get(number, []) + self.subrules_in.get(number, [])
        members.sort(key=lambda r: r.position)
        return " ".join(self.processed[r.number] for r in members)[:_SECTION_SAMPLE_CHARS]


class _Aligner:
    def __init__(self, old: Sequence[RuleRecord], new: Sequence[RuleRecord]) -> None:
        self.old = _Edition(old)
        self.new = _Edition(new)
        self.result: dict[str, Alignment] = {}
        self.claimed: set[str] = set()

    def run(self) -> dict[str, Alignment]:
        self._chapters()
        self._sections()
        for section in self.old.sections:
            target = self.result.get(section.number)
            if target is not None:
                self._members_of(section.number, target.number)
        self._global_fallback()
        return self.result

    def _similarity(self, old_number: str, new_number: str) -> float:
        old_text = self.old.processed[old_number]
        new_text = self.new.processed[new_number]
        return float(fuzz.ratio(old_text, new_text)) / 100

    def _content_similarity(self, old_section: str, new_section: str) -> float:
        old_sample = self.old.section_sample(old_section)
        new_sample = self.new.section_sample(new_section)
        return float(fuzz.ratio(old_sample, new_sample)) / 100

    def _claim(
        self, old_number: str, new_number: str, score: float, method: AlignmentMethod
    ) -> None:
        confidence = round(min(1.0, max(0.0, score)), 3)
        self.result[old_number] = Alignment(new_number, confidence, method)
        self.claimed.add(new_number)

    def _chapters(self) -> None:
        for chapter in self.old.chapters:
            if chapter.number in self.new.by_number:
                # Chapters are never renumbered; a changed title only lowers the confidence.
                score = max(0.5, self._similarity(chapter.number, chapter.number))
                self._claim(chapter.number, chapter.number, score, "same-number")

    def _sections(self) -> None:
        by_title: dict[str, list[RuleRecord]] = defaultdict(list)
        for section in self.new.sections:
            by_title[self.new.processed[section.number]].append(section)
        for section in self.old.sections:
            candidates = [
                s
                for s in by_title.get(self.old.processed[section.number], [])
                if s.number not in self.claimed
            ]
            chosen = _closest_number(section.number, candidates)
            if chosen is not None:
                self._claim_section(section.number, chosen.number, 1.0)
        # Retitled sections: fuzzy title, then the text of their rules, within the same chapter.
        pairs: list[tuple[float, str, str]] = []
        for old_section in self._unaligned_sections():
            for new_section in self._free_sections_in(old_section.parent):
                title = self._similarity(old_section.number, new_section.number)
                if title >= _SECTION_TITLE_MIN:
                    pairs.append((1.0 + title, old_section.number, new_section.number))
                    continue
                content = self._content_similarity(old_section.number, new_section.number)
                if content >= _SECTION_CONTENT_MIN:
                    pairs.append((content, old_section.number, new_section.number))
        for score, old_number, new_number in sorted(pairs, reverse=True):
            if old_number in self.result or new_number in self.claimed:
                continue
            if score > 1.0:
                self._claim_section(old_number, new_number, score - 1.0)
            else:
                self._claim(old_number, new_number, score, "text")

    def _claim_section(self, old_number: str, new_number: str, score: float) -> None:
        method: AlignmentMethod = "same-number" if old_number == new_number else "section-title"
        self._claim(old_number, new_number, score, method)

    def _unaligned_sections(self) -> list[RuleRecord]:
        return [s for s in self.old.sections if s.number not in self.result]

    def _free_sections_in(self, chapter: str | None) -> list[RuleRecord]:
        return [
            s for s in self.new.sections if s.parent == chapter and s.number not in self.claimed
        ]

    def _members_of(self, old_section: str, new_section: str) -> None:
        section_method: AlignmentMethod = (
            "same-number" if old_section == new_section else "section-title"
        )
        self._match_group(
            self.old.rules_in.get(old_section, []),
            self.new.rules_in.get(new_section, []),
            _suffix_mapper(old_section, new_section),
            section_method,
        )
        # Subrules first among the children of their parent's counterpart...
        by_parent: dict[str, list[RuleRecord]] = defaultdict(list)
        for subrule in self.old.subrules_in.get(old_section, []):
            by_parent[subrule.parent or old_section].append(subrule)
        for parent, subrules in by_parent.items():
            target = self.result.get(parent)
            if target is None:
                continue
            method: AlignmentMethod
            if target.number == parent:
                method = "same-number"
            else:
                method = "section-title" if target.method == "section-title" else "text"
            self._match_group(
                subrules,
                self.new.children.get(target.number, []),
                _suffix_mapper(parent, target.number),
                method,
            )
        # ...then anywhere in the section (a subrule moved under another rule).
        self._match_group(
            [r for r in self.old.subrules_in.get(old_section, []) if r.number not in self.result],
            self.new.subrules_in.get(new_section, []),
            _suffix_mapper(old_section, new_section),
            section_method,
        )

    def _match_group(
        self,
        olds: list[RuleRecord],
        news: list[RuleRecord],
        expected_number: Callable[[RuleRecord], str],
        suffix_method: AlignmentMethod,
    ) -> None:
        """Greedy best-first matching inside one group; the kept suffix gets a small bonus."""
        free = [r for r in news if r.number not in self.claimed]
        if not olds or not free:
            return
        free_numbers = {r.number for r in free}
        choices = [self.new.processed[r.number] for r in free]
        pairs: list[_Candidate] = []
        for old in olds:
            if old.number in self.result:
                continue
            expected = expected_number(old)
            if expected in free_numbers:
                score = self._similarity(old.number, expected)
                if score >= 0.999:
                    pairs.append((2.0, score, old.number, expected, suffix_method))
                    continue
                if score >= _SAME_SUFFIX_MIN:
                    pairs.append(
                        (score + _SUFFIX_BONUS, score, old.number, expected, suffix_method)
                    )
            for _, ratio, index in process.extract(
                self.old.processed[old.number],
                choices,
                scorer=fuzz.ratio,
                limit=_CANDIDATES_PER_RULE,
                score_cutoff=_IN_SECTION_MIN * 100,
            ):
                number = free[index].number
                if number != expected:
                    pairs.append((ratio / 100, ratio / 100, old.number, number, "text"))
        self._assign(pairs)

    def _assign(self, pairs: list[_Candidate]) -> None:
        for _, score, old_number, new_number, method in sorted(pairs, reverse=True):
            if old_number not in self.result and new_number not in self.claimed:
                self._claim(old_number, new_number, score, method)

    def _global_fallback(self) -> None:
        for kind in ("rule", "subrule"):
            olds = [
                r
                for r in self.old.by_number.values()
                if r.kind == kind and r.number not in self.result
            ]
            free = [
                r
                for r in self.new.by_number.values()
                if r.kind == kind and r.number not in self.claimed
            ]
            if not olds or not free:
                continue
            choices = [self.new.processed[r.number] for r in free]
            pairs: list[_Candidate] = []
            for old in olds:
                for _, ratio, index in process.extract(
                    self.old.processed[old.number],
                    choices,
                    scorer=fuzz.ratio,
                    limit=_CANDIDATES_PER_RULE,
                    score_cutoff=_GLOBAL_MIN * 100,
                ):
                    pairs.append((ratio / 100, ratio / 100, old.number, free[index].number, "text"))
            self._assign(pairs)


def _suffix_mapper(old_prefix: str, new_prefix: str) -> Callable[[RuleRecord], str]:
    """`724.2c` under `724` -> `728.2c` under `728`: the number keeps its suffix."""

    def expected(record: RuleRecord) -> str:
        return new_prefix + record.number[len(old_prefix) :]

    return expected


def _closest_number(number: str, candidates: list[RuleRecord]) -> RuleRecord | None:
    """Among same-titled sections (every chapter has a "General"), the one that fits best."""
    if not candidates:
        return None
    for candidate in candidates:
        if candidate.number == number:
            return candidate
    same_chapter = [c for c in candidates if c.number[:1] == number[:1]]
    if len(same_chapter) == 1:
        return same_chapter[0]
    return candidates[0] if len(candidates) == 1 else None


def align_rules(old: Sequence[RuleRecord], new: Sequence[RuleRecord]) -> dict[str, Alignment]:
    """Map each number of `old` to its number in `new` (same language). Removed rules are absent."""
    result = _Aligner(old, new).run()
    logger.debug("aligned %d of %d old numbers", len(result), len(old))
    return result


def pair_languages(ja: Sequence[RuleRecord], en: Sequence[RuleRecord]) -> dict[str, str]:
    """Japanese number -> English number for one edition: the numbering is shared, so this pairs
    the numbers present in both."""
    english = {r.number for r in en}
    return {r.number: r.number for r in ja if r.number in english}
