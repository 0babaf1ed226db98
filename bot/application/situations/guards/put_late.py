"""A permanent told as put onto the battlefield after what the story told first
(「ライフが0になった。その後《白金の天使》を出した」「山札0でドローした。そのあとラボマンを出した」):
the reading holds a permanent from the story's start, and the loss the story told first would be
played with the card already there ('keeps_playing', 'wins'). The rules had made the player
lose before the card came (704.3: state-based actions are checked before any player may cast a
spell), or it came in time: the words do not tell which, so the story is refused.

A permanent told as put in the past perfective only counts (「出した」「出しました」
「プレイした」「貼った」「置いた」); the state it left is held (「出した状態で」「出したまま」
「出している」), and one put out before the story's first total or event is held from the
start, as it is.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, STATE_KINDS, Reading
from bot.application.situations.text_normal import Normalised

# The put told as done, where the clause ends (「⟦0⟧を出した」「⟦0⟧を場に出しました」).
_PUT_DONE = re.compile(
    r"(?:出し|プレイし|貼っ|張っ|置い)(?:た|ました)$|(?:出し|プレイし|貼り|張り|置き)ました$"
)
# ... and the state it left, said right after the clause.
_LEFT_HELD = re.compile(r"^(?:ままの?|状態|上で|うえで)")


def put_late(norm: Normalised, reading: Reading) -> str | None:
    """Why a permanent put out after the story's first total or event gets no verdict, or
    None."""
    if norm.lang != "ja":
        return None  # an English story's put is read as its cast, played where told
    first = None
    for item in reading.clauses:
        if item.kind in EVENT_KINDS or item.kind in STATE_KINDS:
            first = first or item
            continue
        told = norm.text[item.start : item.end]
        if (
            first is not None
            and item.kind == "controls"
            and _PUT_DONE.search(told)
            and not _LEFT_HELD.match(norm.text[item.end :])
        ):
            names = ", ".join(norm.cards[index] for index in item.cards)
            before = norm.text[first.start : first.end]
            return f"not understood: {names} put onto the battlefield after {before!r}, told first"
    return None
