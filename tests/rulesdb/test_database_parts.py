"""A lookup costs what it reads: the parts of the database only some commands use (the search,
the card catalog and its name index, the autocomplete texts, the glossary) are read the first
time they are asked for, once, and a rule lookup reads none of them."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.lookup import rule_texts
from rulesdb.lookup.rules_lookup import RuleNotFoundError

REPO = Path(__file__).resolve().parents[2]


async def test_a_rule_lookup_reads_no_other_part(bundled_db: Path) -> None:
    database = await RulesDatabase.open(bundled_db)
    try:
        answer = await database.rules.lookup("724.1")
        assert answer["number"] == "724.1"
        assert database.loaded_parts() == frozenset()
        assert database.loaded_card_index is None
    finally:
        await database.close()


async def test_the_rule_numbers_are_read_at_the_first_suggestion(bundled_db: Path) -> None:
    """Every rule number, sorted, serves only the suggestions for a number that is nowhere: a
    lookup that finds its rule never reads them."""
    database = await RulesDatabase.open(bundled_db)
    try:
        await database.rules.lookup("724.1")
        assert not database.rules.numbers_loaded
        with pytest.raises(RuleNotFoundError) as missed:
            await database.rules.lookup("724.99")
        assert database.rules.numbers_loaded
        assert "724.1" in missed.value.suggestions
    finally:
        await database.close()


async def test_a_search_reads_the_search_and_the_card_names_only(bundled_db: Path) -> None:
    database = await RulesDatabase.open(bundled_db)
    try:
        assert await (await database.searcher()).search("サブゲーム")
        assert database.loaded_parts() == {"searcher", "card_index", "vocabulary"}
        # The catalog shares the search's card names and vocabulary: nothing is read twice.
        index = database.loaded_card_index
        assert (await database.catalog()).index is index
    finally:
        await database.close()


async def test_two_first_calls_at_once_read_a_part_once(
    bundled_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads = []
    load = rule_texts.RuleTexts.load

    async def counted(db: object) -> rule_texts.RuleTexts:
        reads.append(db)
        await asyncio.sleep(0.01)  # both calls are waiting while the first reads
        return await load(db)  # type: ignore[arg-type]

    monkeypatch.setattr(rule_texts.RuleTexts, "load", counted)
    database = await RulesDatabase.open(bundled_db)
    try:
        first, second = await asyncio.gather(database.rule_texts(), database.rule_texts())
        assert first is second
        assert len(reads) == 1
    finally:
        await database.close()


async def test_warm_reads_every_part(bundled_db: Path) -> None:
    database = await RulesDatabase.open(bundled_db)
    try:
        await database.warm()
        assert database.loaded_parts() == {
            "card_index",
            "vocabulary",
            "searcher",
            "catalog",
            "rule_texts",
            "glossary",
        }
        # A process that warms answers many questions: NumPy counts its shortlists at once.
        assert (await database.card_index())._numpy_postings is not None
    finally:
        await database.close()


# The other subcommands' modules (a command makes its own parser alone) and the scraper, which
# only they use.
OTHER_COMMANDS = ("bot.cli.database.ingest", "bot.cli.serve.run", "scraper")
# What only a search, a walkthrough, Discord, a suggestion for a miss or a writer needs; and
# importlib.resources, whose import (with tempfile and zipfile) cost more than the files read.
HEAVY = (
    *OTHER_COMMANDS,
    "bot.application.search_answer",  # the structured answer to a search, its composed sentence
    "rulesdb.provenance",  # what the health check and the bot's about say
    "numpy",
    "yaml",
    "engine.simulation",
    "rulesdb.search.searcher",
    # the question's analysis, its casual words and the situation its story tells
    "rulesdb.search.query",
    "rulesdb.text.casual_words",
    "rulesdb.text.variants",
    "bot.application.situation_rules",
    "discord",
    "rapidfuzz",
    "importlib.resources",
    "rulesdb.storage.migrations",
)


@pytest.mark.parametrize(
    ("command", "expected"),
    [(["rule", "724.1"], "724.1"), (["card", "白金の天使"], "Platinum Angel")],
    ids=["rule", "card by its exact name"],
)
def test_a_lookup_imports_nothing_it_does_not_use(
    bundled_db: Path, command: list[str], expected: str
) -> None:
    """A lookup neither searches, simulates nor talks to Discord: it must not import what those
    need (together they cost a command-line lookup more than its answer)."""
    answer, imported = _imported_by(bundled_db, command, HEAVY)
    assert expected in answer
    assert imported == []


# What a search needs only for long questions (NumPy: rapidfuzz's cdist), for many of them
# (NumPy again: rulesdb.search.name_index) or for the rules' vectors, or never; and
# importlib.resources (the search's tables are read as paths).
SEARCH_HEAVY = (
    *OTHER_COMMANDS,
    "rulesdb.provenance",
    "numpy",
    "yaml",
    "engine.simulation",
    "discord",
    "rulesdb.storage.migrations",
    "importlib.resources",
)


def test_a_search_imports_nothing_its_answer_does_not_use(bundled_db: Path) -> None:
    answer, imported = _imported_by(bundled_db, ["search", "ライフが0になったら"], SEARCH_HEAVY)
    assert "104.3b" in answer
    assert imported == []


def _imported_by(db: Path, command: list[str], heavy: tuple[str, ...]) -> tuple[str, list[str]]:
    """What `judgebot COMMAND` printed, and the modules of `heavy` (or in them) it imported."""
    code = (
        "import sys\n"
        "from bot.cli import main\n"
        "status = main([*sys.argv[2:], '--db', sys.argv[1]])\n"
        f"heavy = sorted(m for m in sys.modules if m.split('.')[0] in {heavy!r}"
        f" or m in {heavy!r})\n"
        "print('HEAVY', status, *heavy, file=sys.stderr)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(db), *command],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    status, *imported = done.stderr.rsplit("HEAVY ", 1)[-1].split()
    assert status == "0", done.stderr
    return done.stdout, imported
