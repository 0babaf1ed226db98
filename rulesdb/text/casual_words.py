"""Casual words players use for what the rules name otherwise (死ぬ, scoop, deck out, "I'm at
-3"), read from `data/casual.tsv`. A question gains the rules' words; the term table is not
involved, so the rules' word (敗北, concede) never turns into the casual one when a question is
carried across languages."""

from __future__ import annotations

import functools
import re
import re._constants as sre
import re._parser as sre_parse
from collections.abc import Sequence
from importlib import resources
from typing import Any

from rulesdb.text.normalize import fold

# A pattern and the rules' word; and strings one of which every match of the pattern holds
# (None: none known), so that a text holding none is passed over without the regular
# expression: most of the table's, tried on a card's text, find nothing.
Casual = tuple[re.Pattern[str], str, tuple[str, ...] | None]


def _pattern(casual: str) -> re.Pattern[str]:
    """A `/regular expression/` as written; a word or phrase matched whole in English (`decked`
    is not `deck`) and anywhere in Japanese, which has no spaces to go by."""
    if len(casual) > 2 and casual.startswith("/") and casual.endswith("/"):
        return re.compile(casual[1:-1])
    word = re.escape(fold(casual))
    return re.compile(rf"\b{word}\b" if word.isascii() else word)


@functools.cache
def rules_phrases() -> tuple[tuple[str, str], ...]:
    """Each of the rules' phrases of the table, as written and folded."""
    formal = dict.fromkeys(f for _, f, _ in _casual_table())
    return tuple((f, fold(f)) for f in formal)


@functools.cache
def _casual_table() -> tuple[Casual, ...]:
    text = resources.files("rulesdb").joinpath("data/casual.tsv").read_text(encoding="utf-8")
    table = []
    for line in text.splitlines():
        casual, _, formal = line.partition("\t")
        if line.startswith("#") or not casual.strip() or not formal.strip():
            continue
        pattern = _pattern(casual.strip())
        table.append((pattern, formal.strip(), held_by_every_match(pattern)))
    return tuple(table)


def formal_words(folded_question: str) -> list[str]:
    """The rules' words for the casual words of a folded question, once each."""
    found = [
        formal
        for casual, formal, held in _casual_table()
        if (held is None or any(s in folded_question for s in held))
        and casual.search(folded_question)
    ]
    return list(dict.fromkeys(found))


def held_by_every_match(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Strings one of which every match of `pattern` holds, read from its parsed form (the
    longest such literal part of it); None when no part of it must be literal text."""
    if pattern.flags & re.IGNORECASE:
        return None
    held = _held(sre_parse.parse(pattern.pattern, pattern.flags))
    return tuple(sorted(held)) if held else None


def _held(items: Sequence[tuple[Any, Any]]) -> set[str] | None:
    """`held_by_every_match` of a parsed sequence: its literal runs (what matches nothing in
    between does not part them: anchors, lookarounds), and its groups, alternations and
    repeats of at least one, whichever asks for the longest strings."""
    best: set[str] | None = None
    run: list[str] = []

    def take(found: set[str] | None) -> None:
        nonlocal best
        if found and (best is None or _strength(found) > _strength(best)):
            best = found

    for op, value in items:
        if op is sre.LITERAL:
            run.append(chr(value))
            continue
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue
        take({"".join(run)} if run else None)
        run = []
        if op is sre.SUBPATTERN and not value[1] & re.IGNORECASE:
            take(_held(value[-1]))
        elif op is sre.BRANCH:
            alternatives = [_held(branch) for branch in value[1]]
            if all(alternatives):
                take(set().union(*[a for a in alternatives if a]))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and value[0] >= 1:
            take(_held(value[2]))
    take({"".join(run)} if run else None)
    return best


def _strength(held: set[str]) -> tuple[int, int]:
    """Longer strings first, then fewer of them: the rarer in a text."""
    return min(map(len, held)), -len(held)


def stated_phrases(folded_text: str) -> list[str]:
    """The rules' phrases a text says, in the rules' words or casually: what a card's Oracle
    text is about ("If you would lose the game, instead …" -> replacement effect)."""
    said = [formal for formal, folded in rules_phrases() if folded in folded_text]
    return list(dict.fromkeys([*formal_words(folded_text), *said]))
