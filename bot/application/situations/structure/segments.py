"""Where a stretch of the normalised text breaks into clauses.

A clause ends at punctuation and, in English, where a conjunction starts a new one ("and", "but",
"then", "so", "when", "after" before a player or a verb); in Japanese at the connectives that end
a told fact (「〜て、」「〜ので」「〜けど」「〜が、」 all carry punctuation or stand before one, and
「〜たら」「〜ので」「〜けど」「〜のに」 without it).
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

_EN_BREAK = re.compile(
    r"[,.;:!?()\[\]\"]|\s[-—–]+\s|\s(?:and then|and|but|then|so|when|after|while|because|since"
    r"|which|until|before|or)\s(?!⟦)"
)
_JA_BREAK = re.compile(
    r"[、。,.!?！？()（）「」『』\[\]]|(?<=ので)|(?<=けど)|(?<=のに)|(?<=たら)(?!、)"
    r"|(?<=ですが)|(?<=んですが)|(?<=ましたが)|(?<=けれど)"
)


def clauses(text: str, start: int, end: int, lang: Lang) -> list[tuple[int, int]]:
    """The (start, end) of each clause in text[start:end], blanks trimmed, empty ones left out."""
    pattern = _JA_BREAK if lang == "ja" else _EN_BREAK
    spans: list[tuple[int, int]] = []
    at = start
    for mark in pattern.finditer(text, start, end):
        spans.append((at, mark.start()))
        at = mark.end()
    spans.append((at, end))
    trimmed = []
    for first, last in spans:
        while first < last and text[first].isspace():
            first += 1
        while last > first and text[last - 1].isspace():
            last -= 1
        if last > first:
            trimmed.append((first, last))
    return trimmed
