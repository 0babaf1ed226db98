"""The clauses no phrase pattern read, read by their structure (english.py, japanese.py)."""

from __future__ import annotations

from bot.application.situations.pattern_kit import Clause
from bot.application.situations.structure import english, japanese
from bot.application.situations.structure.amounts import continued
from bot.application.situations.structure.segments import clauses
from bot.application.situations.text_normal import Normalised


def read_gaps(norm: Normalised, chosen: list[Clause]) -> list[Clause]:
    """Readings for the clauses between the patterns' readings; a clause a pattern touched is
    the pattern's, one that tells more of the event before it is that event again
    (continued.py), and one the structure cannot read is left for the vetoes."""
    reader = japanese.read if norm.lang == "ja" else english.read
    edges = sorted((c.start, c.end) for c in chosen)
    found: list[Clause] = []
    at = 0
    for first, last in [*edges, (len(norm.text), len(norm.text))]:
        if first > at:
            for span in clauses(norm.text, at, first, norm.lang):
                more = continued.read(norm.text, span, norm.lang, [*chosen, *found])
                found.extend(more or reader(norm.text, span) or [])
        at = max(at, last)
    return found
