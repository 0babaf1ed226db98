"""Casual words players use for what the rules name otherwise (死ぬ, scoop, deck out), read from
`data/casual.tsv`. A question gains the rules' word; the term table is not involved, so the rules'
word (敗北, concede) never turns into the casual one when a question is carried across languages."""

from __future__ import annotations

import functools
import re
from importlib import resources

from rulesdb.normalize import fold


@functools.cache
def _casual_table() -> tuple[tuple[re.Pattern[str], str], ...]:
    text = resources.files("rulesdb").joinpath("data/casual.tsv").read_text(encoding="utf-8")
    table = []
    for line in text.splitlines():
        casual, _, formal = line.partition("\t")
        if line.startswith("#") or not casual.strip() or not formal.strip():
            continue
        word = re.escape(fold(casual.strip()))
        # English words whole (`decked` is not `deck`); Japanese has no spaces to go by.
        pattern = rf"\b{word}\b" if word.isascii() else word
        table.append((re.compile(pattern), formal.strip()))
    return tuple(table)


def formal_words(folded_question: str) -> list[str]:
    """The rules' words for the casual words of a folded question, once each."""
    found = [formal for casual, formal in _casual_table() if casual.search(folded_question)]
    return list(dict.fromkeys(found))
