"""Totals, zones and players as typed in a chat in the middle of a game, rewritten to the forms
the patterns read: "drew from empty lib" (the library), "opp's life total hit 0" (was read as a
hit for 0: 'keeps_playing'), 「らいふ3」「あいてライフ3」 (words typed in hiragana), and 「相手
ライフ0」 (a player, a space, and that player's total: was the asker's 0, 'loses')."""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

_LIB = re.compile(r"\blib\b")
_LIFE_REACHED = re.compile(r"\blife(?: total)? (?:hit|hits|reached|reaches)(?= -?\d)")
_KANA_WORD = {"らいふ": "ライフ", "あいて": "相手"}
_HIRAGANA_WORDS = re.compile(r"らいふ|(?<![ぁ-ん])あいて(?=[のがはにもラ\d ])")
_PLAYER_SPACED = re.compile(r"(⟨[a-z0-9]+⟩) +(?=[ぁ-んァ-ヶ一-龠])")


def chat_words(text: str, lang: Lang) -> str:
    """The text with the words a chat shortens or spells in kana written out (before the
    players are marked)."""
    if lang == "en":
        return _LIFE_REACHED.sub("life total is", _LIB.sub("library", text))
    return _HIRAGANA_WORDS.sub(lambda word: _KANA_WORD[word.group()], text)


def player_spaced(text: str, lang: Lang) -> str:
    """The text with a Japanese player's mark joined to the clause a space left after it."""
    return _PLAYER_SPACED.sub(r"\1", text) if lang == "ja" else text
