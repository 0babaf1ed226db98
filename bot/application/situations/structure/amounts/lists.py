"""Amounts listed player by player after the thing they count: "less than seven cards in our
libraries (I had 4, they had 3)", 「ライブラリーが7枚未満（自分3枚、相手6枚）」, "life totals:
me 5, opponent 2". Each listed player gets a total of the kind the sentence named before the
list (or its own unit names), and a bound said of them all ("less than 7", 「7枚未満」) that
every listed total keeps is read as told again, not as an amount of its own.

A list is read only when it names two players or more, each once, and its kind is plain; else
its numbers stay unread and the vetoes refuse the question.
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang
from bot.application.situations.pattern_kit import Clause, sentence_start

_EN_ITEM = (
    r"⟨(?P<p>[a-z0-9]+)⟩(?:'s)?(?: (?P<w>life|library|deck|hand|graveyard|poison))?"
    r"(?: (?:had|has|have|is at|was at|am at|are at|were at|at|on|with))?:? (?P<n>-?\d+)"
    r"(?: (?P<u>cards?|life|poison(?: counters?)?))?"
    # A listed total ends where the list or its sentence goes on, not at a word it counts ("I
    # have 3 creatures") nor at a size ("his 2/2"): those are no totals.
    r"(?! (?!and\b|vs\b|versus\b)[a-z])(?!/\d)"
)
_JA_ITEM = (
    r"⟨(?P<p>[a-z0-9]+)⟩(?:は|が|の)?(?:(?P<u>ライフ|毒|ライブラリー|ライブラリ|デッキ|手札|墓地)"
    # 「私のライフは3、相手は5」: the unit's own particle
    r"(?:は|が)?)?(?P<n>-?\d+)(?:枚|点|個|つ)?"
    # A listed total ends where the list or its sentence goes on, not at a verb
    # (「相手はライフ6、俺が6点叩き込んだ」 is a blow, not the asker's total).
    r"(?=[、,と。.!?)）\s]|で|だ|です|でした|の状態|$)"
)
_UNNAMED = re.compile(r"\(\?P<\w+>")
_EN_ANY, _JA_ANY = (_UNNAMED.sub("(?:", item) for item in (_EN_ITEM, _JA_ITEM))
_LIST = {
    "en": re.compile(rf"{_EN_ANY}(?:(?:, and |, | and |; | / | vs\.? | versus ){_EN_ANY})+"),
    "ja": re.compile(rf"{_JA_ANY}(?:(?:、|,|と){_JA_ANY})+"),
}
_ITEM = {"en": re.compile(_EN_ITEM), "ja": re.compile(_JA_ITEM)}
_KINDS: tuple[tuple[str, str], ...] = (
    (r"librar(?:y|ies)|decks?|ライブラリー?|デッキ|山札", "library_is"),
    (r"\bhands?\b|手札", "hand_is"),
    (r"graveyards?|墓地", "graveyard_is"),
    (r"poison|毒", "poison_is"),
    (r"\blife\b|life totals?|ライフ", "life_is"),
)
_MAIN = re.compile(r"main|メイン")
_UNIT_KINDS = {"card": "library_is", "life": "life_is", "poison": "poison_is"}
# "less than 7", 「7枚未満」 (text_normal.py wraps the number: ⟪~7⟫): a bound said of the
# listed totals.
_BOUND = {
    "en": re.compile(r"\b(?P<w>less than|fewer than|under|below|more than|over) ⟪~(?P<n>\d+)⟫"),
    "ja": re.compile(r"⟪~(?P<n>\d+)⟫(?:枚|点|個)?(?P<w>未満|以下|以上|超)"),
}


def read_lists(text: str, lang: Lang) -> list[Clause]:
    """The clauses of every list (see above); [] where there is none."""
    found: list[Clause] = []
    for listed in _LIST[lang].finditer(text):
        items = list(_ITEM[lang].finditer(text, listed.start(), listed.end()))
        players = [m.group("p") for m in items]
        if len(set(players)) != len(players):
            continue
        begins = sentence_start(text, listed.start())
        named = _kind(text[begins : listed.start()])
        # An item with no unit counts what the one before it counted ("life 5, opponent 30").
        each: list[str | None] = []
        for item in items:
            unit = item.group("u") or item.groupdict().get("w")
            each.append(_unit_kind(unit) or (each[-1] if each else None) or named)
        kinds = set(each)
        if len(kinds) != 1 or None in kinds:
            continue
        kind = kinds.pop()
        assert kind is not None
        if kind == "life_is" and _MAIN.search(text, begins, listed.end()):
            kind = "main_life_is"  # 「メインゲームでは（自分2、相手4）」: the main game's
        values = [int(m.group("n")) for m in items]
        found.extend(
            Clause(kind, m.start(), m.end(), player=m.group("p"), numbers=(value,))
            for m, value in zip(items, values, strict=True)
        )
        found.extend(_bounds(text, lang, begins, listed.start(), values))
    return found


def _kind(before: str) -> str | None:
    """The kind the last counted noun before the list names."""
    last = max(
        ((m.end(), kind) for pattern, kind in _KINDS for m in re.finditer(pattern, before)),
        default=None,
    )
    return last[1] if last else None


def _unit_kind(unit: str | None) -> str | None:
    if not unit:
        return None
    for word, kind in _UNIT_KINDS.items():
        if unit.startswith(word):
            return kind
    return _kind(unit)


def _bounds(text: str, lang: Lang, begins: int, end: int, values: list[int]) -> list[Clause]:
    """A bound every listed total keeps, before the list in its sentence: told again."""
    out = []
    for bound in _BOUND[lang].finditer(text, begins, end):
        limit, word = int(bound.group("n")), bound.group("w")
        if word in {"more than", "over", "超"}:
            keeps = all(v > limit for v in values)
        elif word == "以上":
            keeps = all(v >= limit for v in values)
        elif word == "以下":
            keeps = all(v <= limit for v in values)
        else:
            keeps = all(v < limit for v in values)
        if keeps:
            out.append(Clause("restated", bound.start(), bound.end()))
    return out
