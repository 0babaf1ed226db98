"""An English question whose asker is none of the story's players: asked for someone else
("Asking for a friend. She's at 4 and took 4.", "A friend asked me: he's at 3 ..."), told
of players named by seat with no word of the asker ("player A at 3 takes 3 from player B's
Lightning Bolt"), or asked of any player ("Does a player with 10 poison counters lose?",
"Players at 0 life lose, right?": a rule asked in general). Read as the asker's, "he" and
"she" became the asker's opponent and a seat's or any player's clauses the asker's own, and
the verdict ('wins', 'loses') was of nobody who asked.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_SOMEONE_ELSE = (
    r"(?:⟨friend⟩|(?:a|some) (?:friend|buddy|mate|pal|player|student|guy|kid)"
    r"|(?:a|some) friend of ⟨you⟩'s|a friend of mine)"
)
_FOR_ANOTHER = re.compile(
    rf"\b(?:asking|ask|asked|question|q)(?: this| it)? (?:for|on behalf of) {_SOMEONE_ELSE}"
    # "my friend asked me: ...", not "my buddy asked if I wanted to concede"
    rf"|{_SOMEONE_ELSE} (?:(?:asked|asks)(?: ⟨you⟩)?(?: this)?(?: question)?[:,]"
    r"|wants to know|wanted to know|is wondering|was wondering|wonders|wondered)"
)
# 「友達に聞かれたんだけど」「後輩に聞かれた」「友人から質問されました」「友達の代わりに質問です」
# (弟, 後輩 are ⟨someone⟩ by then, guards/nobody.py): the story is theirs, told with no subject
# and so read as the asker's ('loses' on main).
_FOR_ANOTHER_JA = re.compile(
    r"(?:⟨friend⟩|⟨someone⟩|友人|知人|知り合い)(?:に|から)(?:の)?(?:質問|聞かれ|訊かれ|尋ねられ"
    r"|相談され)|(?:⟨friend⟩|⟨someone⟩|友人|知人|知り合い)が(?:聞いて|訊いて|質問して|知りたが)"
    r"|(?:⟨friend⟩|⟨someone⟩|友人|知人|知り合い)の代わりに"
)
# "player a", "player b", "player 2" (a seat's number masked as ⟪⟫ or left as a digit).
_SEAT = re.compile(r"\bplayer (?:[a-d]\b|⟪⟫|\d\b)")
_ASKER = re.compile(r"⟨(?:you|team|teammate)⟩")
# Any player: "a player", "someone" (⟨someone⟩, text_normal.py), "the player", "players at".
_ANY_PLAYER = re.compile(
    r"⟨someone⟩|\b(?:the|a|any|each|every) player\b|(?:^|\b(?:do|does|would|will|can) )players\b"
    r"|\bplayers (?:at|with|who|that)\b"
)
_NAMED = re.compile(r"⟨(?!someone⟩)[a-z0-9]+⟩")


def not_the_askers(norm: Normalised) -> str | None:
    """Why the story's players may not include the asker, or None."""
    if norm.lang == "ja" and (found := _FOR_ANOTHER_JA.search(norm.text)):
        return f"not understood: a question asked for another player ({found.group()!r})"
    if norm.lang != "en":
        return None
    if found := _FOR_ANOTHER.search(norm.text):
        return f"not understood: a question asked for another player ({found.group()!r})"
    if _SEAT.search(norm.text) and not _ASKER.search(norm.text):
        return "not understood: players named by seat, none of them the asker"
    if "⟨friend⟩" in norm.text and not _ASKER.search(norm.text):
        # "my brother was at 3 and took 3. does he lose?": the asker is no player of it.
        return "not understood: a game of my friend (or relative), the asker in none of it"
    if _ANY_PLAYER.search(norm.text) and not _NAMED.search(norm.text):
        return "not a situation: a rule asked of any player"
    return None
