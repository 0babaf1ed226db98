"""The asking sentences of a story, and whether words in them were read: what the guards of
this folder look at."""

from __future__ import annotations

import re
from collections.abc import Iterator

from bot.application.situations.pattern_kit import sentence_start
from bot.application.situations.text_normal import Normalised

_ASKED = re.compile(r"[?？]")

Span = tuple[int, int]


def asking_sentences(norm: Normalised) -> Iterator[Span]:
    """(start, end) of each sentence that ends in a question mark."""
    for asked in _ASKED.finditer(norm.text):
        yield sentence_start(norm.text, asked.start()), asked.end()


def unread(found: re.Match[str], read: list[Span]) -> bool:
    """Whether no read clause's span meets the words found."""
    return not any(start < found.end() and found.start() < end for start, end in read)
