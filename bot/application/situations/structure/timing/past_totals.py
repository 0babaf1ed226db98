"""A total told in the past after the story's events ("Pestilence hit everyone for 2. They were
at 2, I was at 10", 「相手2人はライフ2、自分はライフ10でした」): the total before them, what they
left, or one in between? The story is read with the totals at each of those points, and the
verdict stands only if every reading gives it (verdict.judge plays a story's alternatives).

Only where the placings are few and plain: the totals told in one sentence, at most
`_MOST_EVENTS` events before them, and no subgame among them (a total before a subgame is the
main game's, after it the subgame's: another game, not another moment).
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS
from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_start
from bot.application.situations.text_normal import Normalised

TOTALS = frozenset(
    {"life_is", "main_life_is", "poison_is", "library_is", "hand_is", "graveyard_is"}
)
_MOST_EVENTS = 3
_SUBGAME = re.compile(r"subgame|main_game")
# A total told in the past ("I was at 1", 「ライフは1でした」).
_PAST_TOTAL = {
    "en": re.compile(r"\b(?:was|were|had)\b"),
    "ja": re.compile(
        r"(?:点|個|枚)?(?:でした|だった|だっ|ありました|あった)"
    ),  # matched at its end
}
_MAIN_GAME = re.compile(r"メイン|main game|main-game")


def _sentence(norm: Normalised, start: int, end: int) -> tuple[int, int]:
    stop = SENTENCE_END.search(norm.text, end)
    return sentence_start(norm.text, start), stop.start() if stop else len(norm.text)


def past_totals(norm: Normalised, clauses: list[Clause]) -> list[Clause]:
    """The totals told in the past after an event of the story."""
    events = [c for c in clauses if c.kind in EVENT_KINDS]
    found = []
    for total in (c for c in clauses if c.kind in TOTALS - {"main_life_is"}):
        first, last = _sentence(norm, total.start, total.end)
        if not any(e.end <= total.start for e in events) or _MAIN_GAME.search(
            norm.text, first, last
        ):
            continue  # the main game's life is the one before its subgame, whenever told
        if norm.lang == "ja":
            past = _PAST_TOTAL["ja"].match(norm.text, total.end)
        else:
            past = _PAST_TOTAL["en"].search(norm.text, first, total.end)
        if past:
            # and the totals told with it ("they were at 2, I was at 10")
            found += [t for t in clauses if t.kind in TOTALS and first <= t.start < last]
    return sorted({id(t): t for t in found}.values(), key=lambda t: t.start)


def unplaceable(norm: Normalised, clauses: list[Clause]) -> bool:
    """Whether the story has past totals after its events that `placings` cannot place."""
    told = past_totals(norm, clauses)
    if not told:
        return False
    sentences = {_sentence(norm, t.start, t.end) for t in told}
    events = [c for c in clauses if c.kind in EVENT_KINDS and c.end <= told[0].start]
    return (
        len(sentences) > 1
        or len(events) > _MOST_EVENTS
        or any(_SUBGAME.search(c.kind) for c in clauses if c.end <= told[0].start)
    )


def placings(norm: Normalised, clauses: list[Clause]) -> list[list[Clause]]:
    """The story's clauses with its past totals where told, then before each event told
    before them (the first reading is the story as told)."""
    told = past_totals(norm, clauses)
    if not told:
        return [clauses]
    rest = [c for c in clauses if all(c is not t for t in told)]
    points = [i for i, c in enumerate(rest) if c.kind in EVENT_KINDS and c.end <= told[0].start]
    return [clauses, *([*rest[:i], *told, *rest[i:]] for i in points)]
