"""The pieces the pattern tables are written with: a clause a pattern reads, and the pattern.

A pattern is a regular expression over the normalised text with a few placeholders, so that
the tables read like the phrases they stand for:
`{P}` a player (group `p`), `{Q}` a second player (group `q`: who did it), `{N}`/`{M}` numbers,
`{C}` a card. A clause keeps the players as written (None when the words name nobody); the
reader attributes them afterwards, knowing the whole question.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

PLACEHOLDERS = {
    "{P}": r"⟨(?P<p>[a-z0-9]+)⟩",
    "{Q}": r"⟨(?P<q>[a-z0-9]+)⟩",
    "{N}": r"(?P<n>-?\d+)",
    "{M}": r"(?P<m>-?\d+)",
    # One card or a list of them ("A and B", 「AとB」): the clause is about each.
    "{C}": r"(?P<c>⟦\d+⟧(?:(?:と|や|、|, and |, | and | & | plus )⟦\d+⟧)*)",
}

# The removal named as its means by a word that says only that ("kills the Angel with Murder",
# "with a kill spell", "with removal"): the same leaving. A card named there may do more
# (Swords to Plowshares gains life), and is left to the card vetoes.
BY_REMOVAL = r"(?: with (?:a |an |some )?(?:murder|removal|kill|destruction)(?: spell)?)?"


@dataclass(frozen=True)
class Clause:
    """One thing a pattern read: `kind` says what, the rest are its parts as written."""

    kind: str
    start: int
    end: int
    player: str | None = None
    other: str | None = None  # the player who did it (damage "by"), when named
    numbers: tuple[int, ...] = ()
    card: int | None = None  # index into the normalised card list (the first, for a list)
    cards: tuple[int, ...] = ()  # every card the clause names
    option: str = ""  # a kind's variant: where a card went, which variant is played
    # An explicit subject carries to an unattributed clause right after it ("I'm at 0 life
    # with Platinum Angel"; 「相手はライフ3で、白金の天使がいる」).
    carries: bool = False
    # The other player the clause may be about, when the words leave two readings
    # (「相手がシャハラザードを唱えて、サブゲームで負けました」: the asker, or 相手 still): the
    # verdict plays both and stands only if they agree.
    or_player: str | None = None


Maker = Callable[[re.Match[str]], Clause]


def clause_at(kind: str, span: tuple[int, int], **parts: Any) -> Clause:
    """A clause of `kind` over text[span[0]:span[1]], read other than by a pattern."""
    return Clause(kind, span[0], span[1], **parts)


@dataclass(frozen=True)
class Pattern:
    regex: re.Pattern[str]
    make: Maker
    priority: int = field(default=0)


# A player written as the owner of a permanent ("dealt 3 damage to ⟨you⟩'s creature") is not
# the player: a placeholder the template does not itself follow with "'s" refuses one ("'s"
# alone is also "is" and "has": "⟨opponent⟩'s at 3").
_OWNER = (
    r"(?!'s (?:[a-z]+ )?(?:creatures?|planeswalkers?|walkers?|permanents?|tokens?|battles?"
    r"|blockers?|attackers?|guys?|dudes?|board|⟦))"
)
_WRITTEN_OWNER = re.compile(r"\(\?:'s\)|'s")


def compile_pattern(template: str) -> re.Pattern[str]:
    for placeholder, group in PLACEHOLDERS.items():
        if template.count(placeholder) > 1:
            raise ValueError(f"{placeholder} twice in {template!r}")
        at = template.find(placeholder)
        if placeholder in ("{P}", "{Q}") and at >= 0:
            after = template[at + len(placeholder) :]
            if not _WRITTEN_OWNER.match(after):
                group += _OWNER
        template = template.replace(placeholder, group)
    return re.compile(template)


def group(match: re.Match[str], name: str) -> str | None:
    return match.groupdict().get(name)


def clause(
    kind: str, *, option: str = "", carries: bool = False, sign: int = 1, player: str | None = None
) -> Maker:
    """A maker for `kind`: players, numbers and card taken from the match's groups.

    `sign` turns a number negative for the phrases that say "lose" (life lost is a negative
    change); `carries` marks a subject that a following subject-less clause may inherit;
    `player` is the player a phrase means without naming ("opponent swings for 5": at you).
    """

    def make(match: re.Match[str]) -> Clause:
        numbers = tuple(
            sign * int(value) for name in ("n", "m") if (value := group(match, name)) is not None
        )
        listed = tuple(int(i) for i in re.findall(r"⟦(\d+)⟧", group(match, "c") or ""))
        return Clause(
            kind=kind,
            start=match.start(),
            end=match.end(),
            player=group(match, "p") or player,
            other=group(match, "q"),
            numbers=numbers,
            card=listed[0] if listed else None,
            cards=listed,
            option=option or (group(match, "o") or ""),
            # In Japanese only a topic (は) carries on; "t" is that particle's group.
            carries=carries
            and group(match, "p") is not None
            and ("t" not in match.groupdict() or group(match, "t") is not None),
        )

    return make


def table(rows: list[tuple[str, Maker]], *, words: bool = False) -> list[Pattern]:
    """`words`: a match must end at a word's end, so that "concede" is not read in "concedes"
    with the "s" left over (an alternation takes its first alternative that fits)."""
    end = r"(?![a-z])" if words else ""
    return [Pattern(compile_pattern(template + end), make) for template, make in rows]


# Where a sentence of a story ends, in either language (a line break ends one too).
SENTENCE_END = re.compile(r"[.!?。！？\n]")


def sentence_start(text: str, at: int) -> int:
    """Where the sentence holding position `at` of `text` begins."""
    return max((m.end() for m in SENTENCE_END.finditer(text, 0, at)), default=0)


def same_sentence(text: str, first: int, second: int) -> bool:
    """Whether no sentence ends between positions `first` and `second` of `text`."""
    low, high = sorted((first, second))
    return not SENTENCE_END.search(text, low, high)


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the sentence holding text[start:end] begins and ends (before its end mark)."""
    stop = SENTENCE_END.search(text, end)
    return sentence_start(text, start), stop.start() if stop else len(text)
