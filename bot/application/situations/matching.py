"""Every pattern over the normalised question; the clauses read, or what was left unread.

The longest readings win where readings overlap, so that "take 21 commander damage" is one
commander-damage clause and not a damage clause with a stray word. Whatever lies between the
clauses must be punctuation or filler (words that frame the question); any other word means a
part of the story was not understood, and the question gets no verdict.
"""

from __future__ import annotations

import re
from functools import cache

from bot.application.situations import patterns_en, patterns_ja
from bot.application.situations.model import Lang, Unreadable
from bot.application.situations.pattern_kit import Clause, Pattern
from bot.application.situations.text_normal import Normalised

_PUNCTUATION = r"[\s,.?!;:()\[\]「」『』…・~\-\"'/]"


@cache
def _filler(lang: Lang) -> re.Pattern[str]:
    words = patterns_ja.FILLER if lang == "ja" else patterns_en.FILLER
    if lang == "ja":
        return re.compile(rf"(?:{_PUNCTUATION}|{words})*")
    return re.compile(rf"(?:{_PUNCTUATION}|\b(?:{words})\b)*")


def _patterns(lang: Lang) -> list[Pattern]:
    return patterns_ja.PATTERNS if lang == "ja" else patterns_en.PATTERNS


def read_clauses(norm: Normalised) -> list[Clause] | Unreadable:
    found: list[Clause] = []
    for pattern in _patterns(norm.lang):
        for match in pattern.regex.finditer(norm.text):
            if match.end() > match.start():
                found.append(pattern.make(match))
    chosen: list[Clause] = []
    taken = [False] * len(norm.text)
    for item in sorted(found, key=lambda c: (-(c.end - c.start), c.start)):
        if not any(taken[item.start : item.end]):
            chosen.append(item)
            taken[item.start : item.end] = [True] * (item.end - item.start)
    chosen.sort(key=lambda c: c.start)
    unread = _unread(norm, chosen)
    if unread:
        return Unreadable(f"not understood: {unread!r}")
    return chosen


def _unread(norm: Normalised, chosen: list[Clause]) -> str:
    """The first stretch between clauses that is more than punctuation and filler, or ""."""
    filler = _filler(norm.lang)
    edges = [0, *(x for c in chosen for x in (c.start, c.end)), len(norm.text)]
    for start, end in zip(edges[::2], edges[1::2], strict=True):
        gap = norm.text[start:end]
        if not filler.fullmatch(gap):
            return _readable(gap.strip(), norm)
    return ""


def _readable(gap: str, norm: Normalised) -> str:
    """The unread words as the asker wrote them, with card names back for the markers."""
    gap = re.sub(r"⟦(\d+)⟧", lambda m: norm.cards[int(m.group(1))], gap)
    return re.sub(r"⟨([a-z0-9]+)⟩", r"\1", gap)
