"""A post's heading, the topic it names before the story ("Poison question:", "2HG poison
check -", "Commander damage ruling:", 「【毒カウンターの質問】」
「統率者ダメージについて質問です。」): its words name what the story is about and
tell nothing that happened, so an event's word in it ("poison", "damage", 「毒」) is no event
left unread.

A heading is short, first, and ends with a colon or a dash (a bracketed title in Japanese);
it names a question, a check or a ruling, and no player, number or card's doing.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_HEADING = {
    "en": re.compile(
        r"(?:[a-z0-9'/+-]+ ){0,4}"
        r"(?:question|questions|q|check|ruling|rulings|help|scenario|situation|query|interaction"
        r"|confusion|doubt|edge case|corner case|rules q)"
        r"(?: (?:here|needed|please|pls|time))?(?::| -| —|—)(?= )"
    ),
    "ja": re.compile(
        r"【[^】⟨⟩\d]{1,20}】"
        r"|[^。、!?！？⟨⟩\d]{1,20}(?:について|に関して|の)(?:質問|確認|疑問)(?:です|があります)?[。:：]"
    ),
}
# A number standing alone ("3 damage question:") or a player is a story's, not a topic's.
_TOLD = re.compile(r"⟨|(?<![a-z0-9])\d+(?![a-z0-9])")


def heading(norm: Normalised) -> tuple[int, int] | None:
    """Where the post's heading stands in the normalised text, or None."""
    found = _HEADING[norm.lang].match(norm.text)
    if found is None or _TOLD.search(found.group()):
        return None
    return found.span()
