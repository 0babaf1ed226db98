"""A permanent told put onto the battlefield, or held at a later time, after the story's first
total or event (「ライフが0になった。その後《白金の天使》を出した」「山札0でドローした。そのあと
ラボマンを出した」, "I went to 0 life. Now I have Platinum Angel out"): the reading holds a
permanent from the story's start, and the loss told first was played with the card already
there ('keeps_playing', 'wins'). The rules had made the player lose before the card came (704.3:
state-based actions are checked before any player may cast a spell), or it came in time: the
words do not tell which, so the story is refused.

A Japanese put counts told done or supposed (「出した」「出しました」「出しておいた」「プレイした」
「貼った」「出したら」); the state it left is held (「出した状態で」「出したまま」「出している」). A
card held counts with a word of a later time in its own clause (「今は」「その後」, "now",
"afterwards"). One put out or held before the story's first total or event is held from the
start, as it is; an English put is read as a cast, played where told.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, STATE_KINDS, Reading
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised

# The put told as done, its verb ending the clause or right after it (「⟦0⟧を出した」
# 「⟦0⟧を場に出しました」「⟦0⟧を出しておいた」; supposed too: 「出したら」).
_PUT_DONE = re.compile(
    r"(?:出し|プレイし|貼っ|張っ|置い)(?:て(?:おい|しまっ)|とい|ちゃっ)?た"
    r"|(?:出し|プレイし|貼り|張り|置き)(?:てしまい|ておき)?ました"
)
_AFTER_THE_VERB = 8  # letters past the clause a put's ending may run ("ておいた")
# ... and the state it left, said right after the put.
_LEFT_HELD = re.compile(r"^(?:ままの?|状態|上で|うえで)")
# A card held told with a word of a later time in its own clause, after the story's first
# total or event (「ライフが0になった。今は《白金の天使》がいる」, "I went to 0 life. Now I have
# Platinum Angel out"): there now, and maybe not then.
_LATER = {
    "ja": re.compile(r"今は?|その後|そのあと|あとで|後で|後から|次に|それから"),
    "en": re.compile(r"\b(?:now|then|afterwards?|after that|later|next)\b"),
}
_CLAUSE_START = {"ja": re.compile(r"[。.!?！？]"), "en": re.compile(r"[.,;:!?]")}


def put_late(norm: Normalised, reading: Reading) -> str | None:
    """Why a permanent put out, or told held at a later time, after the story's first total or
    event gets no verdict, or None."""
    first = None
    for item in reading.clauses:
        if item.kind in EVENT_KINDS or item.kind in STATE_KINDS:
            first = first or item
            continue
        if first is None or item.kind != "controls":
            continue
        if _put(norm, item) or _later(norm, first, item):
            names = ", ".join(norm.cards[index] for index in item.cards)
            before = norm.text[first.start : first.end]
            return f"not understood: whether {names} was on the battlefield when {before!r}"
    return None


def _put(norm: Normalised, item: Clause) -> bool:
    if norm.lang != "ja":
        return False  # an English story's put is read as its cast, played where told
    tail = norm.text[item.start : item.end + _AFTER_THE_VERB]
    done = next((d for d in _PUT_DONE.finditer(tail) if d.start() < item.end - item.start), None)
    return done is not None and not _LEFT_HELD.match(tail[done.end() :])


def _later(norm: Normalised, first: Clause, item: Clause) -> bool:
    starts = [m.end() for m in _CLAUSE_START[norm.lang].finditer(norm.text, first.end, item.start)]
    return bool(_LATER[norm.lang].search(norm.text, max([first.end, *starts]), item.start))
