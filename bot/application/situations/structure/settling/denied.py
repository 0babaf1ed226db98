"""A response the story denies ("I have no mana to respond", "he didn't respond", "I'm tapped
out", "nothing on the stack from me", 「マナがなくて何もできなかった」): what the story tells
resolves with no response, which is how the engine plays it (every spell and ability resolves
with no response unless the story tells one, structure/stack/). The words of the stack and of
mana in such a denial settle themselves: each is blanked out of the text the vetoes look at
(settled.py, vetoes.py).

Only the denial itself is blanked: a response told besides ("no mana, but I cast a free spell
in response") or mana told for anything else ("I tapped 5 mana for it") stays a veto.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_DENIED = {
    "en": re.compile(
        r"\b(?:no|without(?: any)?|zero) (?:open |untapped |available )?(?:mana|lands?)"
        r"(?: (?:open|up|left|untapped|available))?(?: to (?:respond|react|do anything))?"
        r"|\b(?:tapped out|all tapped(?: out)?)"
        r"|\b(?:can't|cannot|can not|couldn't|could not|didn't|did not|don't|do not|doesn't"
        r"|does not|won't|wouldn't|never) (?:respond|react)\b"
        r"|\bno (?:response|responses|counterspell)\b|\bwith no responses?\b"
        r"|\bnothing (?:else )?(?:on the stack|in response)(?: from ⟨[a-z0-9]+⟩)?"
    ),
    "ja": re.compile(
        r"マナ(?:が|も)?(?:なく|無く|ない|無い|足りな(?:く|い|かっ)|なし|無し)"
        r"|(?:ノーマナ|タップアウト)"
        r"|(?:スタック|対応)(?:は|に|で)?(?:何も)?(?:なし|無し|なく|ない|ありませ)"
    ),
}
# A response told anyway (the story's own words of the stack would be read: structure/stack/).
_TOLD = {
    "en": re.compile(r"\bin response\b|\b(?:responded|responds|respond) (?:with|by)\b"),
    "ja": re.compile(r"に対応して|対応して"),
}


def denied_responses(norm: Normalised) -> list[tuple[int, int]]:
    """The spans of the denials above, where the story tells no response besides."""
    denials = [found.span() for found in _DENIED[norm.lang].finditer(norm.text)]
    if not denials or _TOLD[norm.lang].search(norm.text):
        return []  # (most stories: no denial)
    return denials
