"""Whether a question asks when something happens, and whether a rule's text says when.

Two rules can say the same loss (704.5a "a player with 0 or less life loses", 104.3b "… loses
the game the next time a player would receive priority"): the answer shows one of them, and
for a question asking when ("いつ負ける", "when exactly do they lose"), the one that says the
moment answers it."""

from __future__ import annotations

import re

from bot.application.answer_types import SearchHit
from rulesdb.text.normalize import fold
from rulesdb.text.question_type import TIMING, asked_kinds

# The moment 104.3b-d give a loss, in the rules' words: "the next time a player would
# receive priority", 「次に優先権が発生したとき」; and 704.3's "whenever a player would get
# priority", 「優先権を得るたび」.
_MOMENT_RE = re.compile(r"\bthe next time\b|\bwhenever\b|次に[^。]{0,10}(?:とき|時)|たび")


def asks_moment(question: str) -> bool:
    return TIMING in asked_kinds(fold(question))


def states_moment(hit: SearchHit) -> bool:
    return bool(_MOMENT_RE.search(fold(hit.get("text", ""))))
