"""A supposition told after the story's own events ("I'm at 1 life, taking 3. If my life went up
by 3, do I survive?", 「ライフ1で3点殴られる。ライフが3点増えたら生き残れる？」,
"Suppose I had gained 1 life earlier"): a what-if whose place in the story the words do not
give. Played after the events, as told, the gain came too late ('loses'); the asker may mean it
before them. The story is read with the supposed clauses where told and before each event told
before them, and the verdict stands only if every reading gives it (verdict.judge plays a
story's alternatives): a supposed blow after a blow ("I took 3 at 5. If he pings me for 2, am I
dead?") loses either way.

A supposition told as coming after ("if he then bolts me", 「その後…たら」「もう1個乗ったら」)
stays where told.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, STATE_KINDS
from bot.application.situations.pattern_kit import Clause, sentence_start
from bot.application.situations.text_normal import Normalised

# (A supposed end of the turn, 「ターンが終わったらどうなりますか」, is after the turn's events
# by its nature.)
_MOVED = (EVENT_KINDS | STATE_KINDS) - {"end_turn"}
# The words that put what follows in the same sentence as a supposition (an English one).
_SUPPOSING_EN = re.compile(
    r"\b(?:if|suppose|supposing|what if|imagine|assuming|assume|unless|in case"
    r"|say(?= ⟨)|had(?= ⟨)|were(?= ⟨))\b"
)
# A Japanese supposition follows its clause (「増えたら」「受けても」「いれば」「だった場合」).
_SUPPOSING_JA_AFTER = re.compile(r"たら|だら|ても|でも|れば|場合|なら|としたら")
_SUPPOSING_JA_REACH = 6  # characters after a clause its supposing ending may take
_SUPPOSING_JA_BEFORE = re.compile(r"もし|仮に")
# A supposition told as after what was told.
_AFTER = {
    "en": re.compile(
        r"\b(?:then|after that|afterwards|after this|next|later|again|more|another|now)\b"
    ),
    "ja": re.compile(
        r"その後|そのあと|その次|さらに|更に|追加で|続けて|次に|次の|もう|また|今度|後から|あとから|後で|あとで"
    ),
}


def _supposed(norm: Normalised, item: Clause) -> bool:
    first = sentence_start(norm.text, item.start)
    if norm.lang == "en":
        return bool(_SUPPOSING_EN.search(norm.text, first, item.start))
    ending = _SUPPOSING_JA_AFTER.search(norm.text, item.end - 2, item.end + _SUPPOSING_JA_REACH)
    return bool(ending) or bool(_SUPPOSING_JA_BEFORE.search(norm.text, first, item.start))


def _told_as_after(norm: Normalised, item: Clause) -> bool:
    first = sentence_start(norm.text, item.start)
    return bool(_AFTER[norm.lang].search(norm.text, first, item.end))


def supposed_placings(norm: Normalised, clauses: list[Clause]) -> list[list[Clause]]:
    """The clauses as given, then with the suppositions told after the story's own events (and
    not as coming after them) before each of those events. Told after is the words' order: the
    stack's order (structure/stack/) may have put a response before what it answered."""
    facts = [c for c in clauses if c.kind in EVENT_KINDS and not _supposed(norm, c)]
    if not facts:
        return [clauses]
    first_told = min(c.start for c in facts)
    moved = [
        c
        for c in clauses
        if c.start > first_told
        and c.kind in _MOVED
        and _supposed(norm, c)
        and not _told_as_after(norm, c)
    ]
    if not moved:
        return [clauses]
    rest = [c for c in clauses if all(c is not m for m in moved)]
    before = min(c.start for c in moved)
    points = [i for i, c in enumerate(rest) if any(c is f for f in facts) and c.start < before]
    return [clauses, *([*rest[:i], *moved, *rest[i:]] for i in points)]
