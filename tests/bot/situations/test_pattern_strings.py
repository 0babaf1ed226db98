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
        for number, pattern in enumerate(matching._patterns(norm.lang)):
            held = matching._held(pattern.regex)
            for match in pattern.regex.finditer(norm.text):
                if held is None or not any(s in match.group() for s in held):
                    unheld.append((story_id, norm.lang, number))
    assert len(STORIES) > 300, len(STORIES)
    assert unheld == []


def test_the_clauses_read_are_those_every_pattern_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    norms = [(story_id, normalise(question, [])) for story_id, question in STORIES]
    read = [matching.read_clauses(norm) for _, norm in norms]
    monkeypatch.setattr(matching, "_held", lambda regex: None)  # every pattern tried
    differing = [
        story_id
        for (story_id, norm), reading in zip(norms, read, strict=True)
        if matching.read_clauses(norm) != reading
    ]
    assert differing == []
