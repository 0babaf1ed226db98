"""A total of 0 or less told beside a card that would have replaced it: Enduring Angel turns a
life total going to 0 or less into 3 (614.1a), so a story that says the total went there (「不朽の
天使がいて、ライフ0になった」, "I control Enduring Angel and my life went to 0") tells either
what the card replaced or a total reached when the card did not apply; played as told, it was
'loses'. The damage or loss that took the total there, where the story tells it, is played.
"""

from __future__ import annotations

from bot.application.situations.matching import Reading
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import Static


def replaced_total(norm: Normalised, reading: Reading) -> str | None:
    """Why a told total at 0 or less may be one the story's card replaced, or None."""
    replacing = [
        name
        for name in norm.cards
        if name in REGISTRY and Static.ZERO_LIFE_TRANSFORMS in REGISTRY[name].statics
    ]
    if not replacing:
        return None
    for item in reading.every:
        if item.kind == "life_is" and item.numbers and min(item.numbers) <= 0:
            return f"not understood: a total of {min(item.numbers)} that {replacing[0]} replaces"
    return None
