"""A board wipe told by its kind ("opponent wraths the board", "plays a board wipe", 「全体除去で
流された」「ラスを撃たれた」): every creature on the battlefield is destroyed, so each modelled
creature the story placed before it leaves the battlefield for its owner's graveyard (as Wrath of
God's "Destroy all creatures", 701.8a). Refused before as an event told in words no pattern read.

Only where every modelled permanent the story names is a creature (a wipe's reach beyond
creatures is not told), at least one was named before the wipe, and no other clause is read in
the wipe's words; what survives a wipe (indestructible, regeneration) is the vetoes' to refuse.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, Clause
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY

_WIPE = {
    "en": re.compile(
        r"\b(?:wraths?|wrathed|nukes?|nuked|sweeps?|swept|wipes?|wiped) the board\b"
        r"|\b(?:casts?|cast|plays?|played|fires? off|fired off|resolves?|resolved|slams?|slammed)"
        r" (?:an? |the |his |her |their )?(?:wrath|board ?wipe|sweeper|mass removal)\b"
        r"|\b(?:wraths|wrathed)\b"
    ),
    "ja": re.compile(
        r"(?:全体除去|ラス)(?:呪文)?(?:を(?:撃|唱え|打|使)(?:っ|ち|い|た|れ)|で)"
        # (盤面 is read as 場 before the clauses are: text_normal._JA_BOARD.)
        r"|(?:盤面|場)(?:を|が)?(?:リセット|流)"
    ),
}
_PLACED = frozenset({"controls", "cast"})
_CLAUSE_END = {"en": re.compile(r"[,;]| and | but | then "), "ja": re.compile(r"[、,]")}


def wiped(norm: Normalised, reading: Reading) -> Reading:
    """The reading with each board wipe read as the leaving of the creatures placed before it."""
    found = _WIPE[norm.lang].search(norm.text)
    if found is None or not norm.cards:
        return reading
    kinds = [REGISTRY[name].types.types for name in norm.cards]
    if not all("creature" in types for types in kinds):
        return reading
    start = found.start()
    before = sorted(
        {i for c in reading.clauses if c.end <= start and c.kind in _PLACED for i in c.cards}
    )
    if not before:
        return reading
    end = _wipe_end(norm, reading, found)
    if any(start <= c.start < end for c in reading.every):
        return reading
    wipe = Clause("leaves", start, end, card=before[0], cards=tuple(before))
    clauses = sorted([*reading.clauses, wipe], key=lambda c: c.start)
    every = sorted([*reading.every, wipe], key=lambda c: c.start)
    return Reading(clauses, every, reading.responses, reading.settled)


def _wipe_end(norm: Normalised, reading: Reading, found: re.Match[str]) -> int:
    """The end of the wipe's own words: its clause, up to the next reading in its sentence."""
    stop = SENTENCE_END.search(norm.text, found.end())
    last = stop.start() if stop else len(norm.text)
    clause_end = _CLAUSE_END[norm.lang].search(norm.text, found.end(), last)
    last = clause_end.start() if clause_end else last
    later = [c.start for c in reading.every if found.end() <= c.start < last]
    return min([last, *later])
