"""Casual words players use for what the rules name otherwise (死ぬ, scoop, deck out, "I'm at
-3"), read from `data/casual.tsv`. A question gains the rules' words; the term table is not
involved, so the rules' word (敗北, concede) never turns into the casual one when a question is
carried across languages."""

from __future__ import annotations

import functools
import re
from pathlib import Path

from rulesdb.text.normalize import fold
from rulesdb.text.regex_literals import held_by_every_match

# A pattern and the rules' word; and strings one of which every match of the pattern holds
# (None: none known), so that a text holding none is passed over without the regular
# expression: most of the table's, tried on a card's text, find nothing.
Casual = tuple[re.Pattern[str], str, tuple[str, ...] | None]

# Read as a path: importlib.resources cost a search's start more than the read.
CASUAL_FILE = Path(__file__).resolve().parents[1] / "data" / "casual.tsv"


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
    text = CASUAL_FILE.read_text(encoding="utf-8")
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


def stated_phrases(folded_text: str) -> list[str]:
    """The rules' phrases a text says, in the rules' words or casually: what a card's Oracle
    text is about ("If you would lose the game, instead …" -> replacement effect)."""
    said = [formal for formal, folded in rules_phrases() if folded in folded_text]
    return list(dict.fromkeys([*formal_words(folded_text), *said]))
