"""A permanent's control taken by another player, told as players tell it ("my opponent gains
control of my Angel", "I take control of Platinum Angel", "he stole my Angel",
「相手に《白金の天使》のコントロールを奪われた」): the engine's gain_control (613.1b), for the
rest of the game. Refused before as words the engine cannot settle ("gains control").

A change told as lasting a while ("until end of turn", "this turn", 「ターン終了時まで」
「一時的に」) is not read: the engine's is for the rest of the game, and the words still refuse
it (vetoes.py, guards/changed.py).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application.situations.pattern_kit import Clause, Pattern, clause, sentence_around, table
from bot.application.situations.text_normal import Normalised

KIND = "gain_control"
_WHOSE = r"(?:{Q}'s |the |their |his |her |my )?"
# Not a while only ("until end of turn", "this turn", "temporarily", "back").
_FOR_GOOD = r"(?! (?:until|till|for the turn|this turn|temporarily|back|again)\b)"
_EN_WHILE = r"(?<!temporarily )(?<!briefly )"

EN: list[Pattern] = table(
    [
        (
            rf"{_EN_WHILE}{{P}} (?:gains?|gained|gaining|takes?|took|taking|gets?|got) control of"
            rf" {_WHOSE}{{C}}{_FOR_GOOD}",
            clause(KIND),
        ),
        (rf"{_EN_WHILE}{{P}} (?:steals?|stole) {_WHOSE}{{C}}{_FOR_GOOD}", clause(KIND)),
    ],
    words=True,
)
_JA_WHILE = r"(?<!一時的に)(?<!ターン終了時まで)"
JA: list[Pattern] = table(
    [
        (
            rf"{_JA_WHILE}(?:{{P}}(?:が|は))?{{C}}のコントロールを(?:得|奪)(?:た|て|ました)",
            clause(KIND),
        ),
        # 「(相手に)…のコントロールを奪われた」: taken from the asker, by the other player
        (
            rf"{_JA_WHILE}(?:{{P}}に)?{{C}}のコントロールを(?:奪わ|取ら)れ(?:た|て|ました)",
            clause(KIND, player="opponent"),
        ),
    ]
)


_A_WHILE = re.compile(
    r"\b(?:until|till|temporar\w*|this turn|end of turn|for a turn)\b"
    r"|一時的|ターン終了時まで|このターン(?:だけ|の間|中)|終了時に戻"
)


def taken_for_good(norm: Normalised, read: Sequence[Clause]) -> list[tuple[int, int]]:
    """Where the control changes read stand, those whose sentence tells of no while only:
    the words the vetoes need not refuse (structure/settled.py, guards/changed.py)."""
    spans = []
    for item in read:
        if item.kind != KIND:
            continue
        first, last = sentence_around(norm.text, item.start, item.end)
        if not _A_WHILE.search(norm.text, first, last):
            spans.append((item.start, item.end))
    return spans
