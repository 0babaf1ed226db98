"""Casual words players use for what the rules name otherwise (死ぬ, scoop, deck out, "I'm at
-3"), read from `data/casual.tsv`. A question gains the rules' words; the term table is not
involved, so the rules' word (敗北, concede) never turns into the casual one when a question is
carried across languages."""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rapidfuzz import process
from rapidfuzz.distance import OSA

from rulesdb.text.normalize import fold
from rulesdb.text.regex_literals import (
    HeldStrings,
    Need,
    held_by_every_match,
    holds,
    need_strings,
    needed_by_every_match,
)

# Read as paths: importlib.resources cost a search's start more than the reads.
CASUAL_FILE = Path(__file__).resolve().parents[1] / "data" / "casual.tsv"
# The strings each `/regular expression/` of the table needs, worked out when the table changes
# (`python -m rulesdb.text.casual_words`; a test fails when stale): `held`, strings one of which
# every match holds (rulesdb.text.regex_literals.held_by_every_match), and `need`, all that every
# match holds (needed_by_every_match). Reading them out of the parsed expressions cost every
# search's process 20 ms, and compiling every expression 25.
LITERALS_FILE = CASUAL_FILE.with_name("casual_literals.json")


@dataclass(frozen=True)
class Casual:
    """A casual word or `/regular expression/` as written, the rules' word for it, strings one of
    which every match holds (`held`) and all it holds (`need`; None: none known), so that a text
    without them is passed over without the expression, which is compiled when first tried: a
    text holding one of `held` is looked for in the table's strings (a few hundred, found at
    once), then asked whether it holds the `need` (a question saying "life" holds one of many
    expressions' `held`, and what few of them need)."""

    written: str
    formal: str
    held: tuple[str, ...] | None
    need: Need | None

    @property
    def pattern(self) -> re.Pattern[str]:
        return _pattern(self.written)


def _is_expression(casual: str) -> bool:
    return len(casual) > 2 and casual.startswith("/") and casual.endswith("/")


@functools.cache
def _pattern(casual: str) -> re.Pattern[str]:
    """A `/regular expression/` as written; a word or phrase matched whole in English (`decked`
    is not `deck`) and anywhere in Japanese, which has no spaces to go by."""
    if _is_expression(casual):
        return re.compile(casual[1:-1])
    word = re.escape(fold(casual))
    return re.compile(rf"\b{word}\b" if word.isascii() else word)


@functools.cache
def rules_phrases() -> tuple[tuple[str, str], ...]:
    """Each of the rules' phrases of the table, as written and folded."""
    formal = dict.fromkeys(casual.formal for casual in _casual_table())
    return tuple((f, fold(f)) for f in formal)


def _table_lines() -> list[tuple[str, str]]:
    """(casual, the rules' word) of each line of the table."""
    lines = []
    for line in CASUAL_FILE.read_text(encoding="utf-8").splitlines():
        casual, _, formal = line.partition("\t")
        if line.startswith("#") or not casual.strip() or not formal.strip():
            continue
        lines.append((casual.strip(), formal.strip()))
    return lines


def worked_out_literals() -> dict[str, dict[str, Any]]:
    """The strings each regular expression of the table needs, read from its parsed form."""
    return {
        casual: _literals(_pattern(casual))
        for casual, _ in _table_lines()
        if _is_expression(casual)
    }


def _literals(pattern: re.Pattern[str]) -> dict[str, Any]:
    held = held_by_every_match(pattern)
    return {"held": None if held is None else list(held), "need": needed_by_every_match(pattern)}


def _stored_literals() -> dict[str, dict[str, Any]]:
    try:
        stored = json.loads(LITERALS_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return stored if isinstance(stored, dict) else {}


def _casual(casual: str, formal: str, stored: dict[str, dict[str, Any]]) -> Casual:
    if not _is_expression(casual):
        return Casual(casual, formal, (fold(casual),), fold(casual))
    known = stored.get(casual)
    if not _well_formed(known):
        # Not stored (or damaged): read out of the expression, as the stored file was.
        known = _literals(_pattern(casual))
    assert known is not None
    held = known["held"]
    return Casual(casual, formal, None if held is None else tuple(held), known["need"])


def _well_formed(literals: object) -> bool:
    if not isinstance(literals, dict) or set(literals) != {"held", "need"}:
        return False
    held, need = literals["held"], literals["need"]
    if held is not None and not (isinstance(held, list) and all(isinstance(h, str) for h in held)):
        return False
    try:
        need_strings(need)
    except ValueError:
        return False
    return True


@functools.cache
def _casual_table() -> tuple[Casual, ...]:
    stored = _stored_literals()
    return tuple(_casual(c, formal, stored) for c, formal in _table_lines())


def formal_words(folded_question: str) -> list[str]:
    """The rules' words for the casual words of a folded question, once each."""
    lookup = _lookup()
    tried = set(lookup.unheld)
    for said in lookup.strings.said(folded_question):
        tried.update(lookup.holders[said])
    found = [
        casual.formal
        for casual in map(lookup.table.__getitem__, sorted(tried))  # in the table's order
        if holds(casual.need, folded_question) and casual.pattern.search(folded_question)
    ]
    return list(dict.fromkeys(found))


class _Lookup:
    """The table's strings, found in a text without looking for each, and the casuals that hold
    each: those whose strings a text holds none of are passed over. (A plain class: a dataclass
    costs every search's process its making at import.)"""

    def __init__(self, table: tuple[Casual, ...]) -> None:
        self.table = table
        holders: dict[str, list[int]] = {}
        for position, casual in enumerate(table):
            for held in casual.held or ():
                holders.setdefault(held, []).append(position)
        self.strings = HeldStrings(holders)
        # The positions in the table of the casuals holding each string; and of those with no
        # string known, always tried.
        self.holders = {held: tuple(positions) for held, positions in holders.items()}
        self.unheld = tuple(i for i, casual in enumerate(table) if casual.held is None)


_LOOKUP: list[_Lookup] = []  # the one for the table as last read


def _lookup() -> _Lookup:
    table = _casual_table()
    if not _LOOKUP or _LOOKUP[0].table is not table:
        _LOOKUP[:] = [_Lookup(table)]
    return _LOOKUP[0]


# A question's word one letter away (a letter missing, added, changed or two swapped) from a
# word of the table is that word misspelt ("oponent", "libary", "conceed"): unless the rules say
# it (a word of theirs is a word: "taken" is no "token"), or the two part only at their end
# ("poisons", "conceded": words of their own), or it is shorter than this.
SPELT_MIN_LETTERS = 5
_SPELT_WORD_RE = re.compile(rf"[a-z]{{{SPELT_MIN_LETTERS},}}")
_ESCAPE_RE = re.compile(r"\\[a-zA-Z]")


@functools.cache
def _table_words() -> tuple[str, ...]:
    """The English words of the table's casual column, its expressions' included."""
    words: set[str] = set()
    for casual, _ in _table_lines():
        words.update(_SPELT_WORD_RE.findall(_ESCAPE_RE.sub(" ", fold(casual))))
    return tuple(sorted(words))


@functools.lru_cache(maxsize=8192)  # a story's words come back question after question
def _meant(word: str) -> str | None:
    """The one word of the table `word` is a letter away from, parting inside the word."""
    near = {
        found
        for found, _, _ in process.extract(
            word, _table_words(), scorer=OSA.distance, score_cutoff=1, limit=None
        )
        if found[0] == word[0]
        and found[:-1] != word[:-1]
        and not found.startswith(word)
        and not word.startswith(found)
    }
    return near.pop() if len(near) == 1 else None


def respelt(folded_question: str, known: frozenset[str]) -> str:
    """The question with its misspellings of the table's words written as the table does; a
    word in `known` (the rules' own words) is left as written."""
    table = frozenset(_table_words())

    def spelt(match: re.Match[str]) -> str:
        word = match.group()
        if word in table or word in known:
            return word
        return _meant(word) or word

    return _SPELT_WORD_RE.sub(spelt, folded_question)


def stated_phrases(folded_text: str) -> list[str]:
    """The rules' phrases a text says, in the rules' words or casually: what a card's Oracle
    text is about ("If you would lose the game, instead …" -> replacement effect)."""
    said = [formal for formal, folded in rules_phrases() if folded in folded_text]
    return list(dict.fromkeys([*formal_words(folded_text), *said]))


def write_literals() -> str:
    """Writes the table's expressions' strings (LITERALS_FILE), an expression a line; returns
    its path."""
    literals = sorted(worked_out_literals().items())
    lines = [f"{_json(casual)}: {_json(need)}" for casual, need in literals]
    LITERALS_FILE.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")
    return str(LITERALS_FILE)


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


if __name__ == "__main__":
    print(write_literals())
