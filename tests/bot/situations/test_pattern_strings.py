"""A story is searched only with the patterns one of whose strings it holds
(`matching.read_clauses`): every match of a pattern holds one of the strings read out of it
(rulesdb.text.regex_literals), so the clauses read are those that trying every pattern reads.
Checked on the tuning halves of the evaluation sets and of the coverage probes (failures name
a question's id, never its text)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.application.situations import matching
from bot.application.situations.text_normal import normalise
from rulesdb.text.regex_literals import held_by_every_match

REPO = Path(__file__).resolve().parents[3]


def _stories() -> list[tuple[str, str]]:
    """(id, question) of every tuning question of the evaluation sets and of the probes."""
    paths = [
        *sorted((REPO / "benchmarks" / "eval").glob("*.jsonl")),
        Path(__file__).with_name("coverage_probes.jsonl"),
    ]
    found = []
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line) if line.strip() else {}
            if row.get("split") == "tune":
                found.append((f"{path.name}:{row['id']}", row["q"]))
    return found


STORIES = _stories()


def test_every_pattern_has_strings_and_every_match_holds_one() -> None:
    unheld = []
    for story_id, question in STORIES:
        norm = normalise(question, [])
        for number, (pattern, held) in enumerate(matching._screened(norm.lang)):
            for match in pattern.regex.finditer(norm.text):
                if held is None or not any(s in match.group() for s in held):
                    unheld.append((story_id, norm.lang, number))
    assert len(STORIES) > 300, len(STORIES)
    assert unheld == []


def test_each_pattern_is_screened_by_its_own_strings() -> None:
    for lang in ("ja", "en"):
        screened = matching._screened(lang)
        assert [pattern for pattern, _ in screened] == matching._patterns(lang)
        assert [held for _, held in screened] == [
            held_by_every_match(pattern.regex) for pattern in matching._patterns(lang)
        ]


def test_the_clauses_read_are_those_every_pattern_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    norms = [(story_id, normalise(question, [])) for story_id, question in STORIES]
    read = [matching.read_clauses(norm) for _, norm in norms]
    every_pattern_tried = {
        lang: tuple((pattern, None) for pattern in matching._patterns(lang))
        for lang in ("ja", "en")
    }
    monkeypatch.setattr(matching, "_screened", every_pattern_tried.__getitem__)
    differing = [
        story_id
        for (story_id, norm), reading in zip(norms, read, strict=True)
        if matching.read_clauses(norm) != reading
    ]
    assert differing == []


def test_screening_the_patterns_reads_every_languages_strings() -> None:
    matching._screened.cache_clear()
    matching.screen_patterns()
    assert matching._screened.cache_info().currsize == len(matching._PATTERNS) == 2


def test_the_strings_a_story_holds_are_found_at_once() -> None:
    """read_clauses finds the strings a story holds once, not pattern by pattern: the same as
    looking for each of them."""
    for _, question in STORIES:
        norm = normalise(question, [])
        every = {s for _, held in matching._screened(norm.lang) for s in held or ()}
        assert matching._strings(norm.lang).said(norm.text) == {s for s in every if s in norm.text}
