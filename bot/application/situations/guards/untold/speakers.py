"""A Japanese player's own words quoted after their name, as a chat log is retold
(「相手「ライフ2です」 自分「ボルト」 相手「負けました」 勝ち？」 was 'keeps_playing'): the
total in the quote is the speaker's, but a clause with no subject is read as the asker's.
The asker's own words (「自分「ライフ1」」) are the asker's, as read.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_QUOTED_SPEAKER = re.compile(r"⟨(?!you⟩)[a-z0-9]+⟩ ?[:：]? ?「")


def quoted_speaker(norm: Normalised) -> str | None:
    """Why a quote may be another player's words, read as the asker's, or None."""
    if norm.lang != "ja" or not (found := _QUOTED_SPEAKER.search(norm.text)):
        return None
    return f"not understood: a player's own words quoted ({found.group()!r})"
