"""Cards milled, told as players tell it ("opp mills me for 5", "I got milled 4", "I milled
3 cards", 「相手のライブラリーを5枚切削した」「山札を3枚ミルされた」): the top cards of that
player's library put into the graveyard (701.17a), the engine's mill, which loses no game by
itself; a draw from the library it emptied does (704.5b).

A mill is read only with a count; "milled me out" is an empty library (informal_en.py). The
story must say how many cards the library held before (story.py), or the verdict would rest
on the engine's default library. "The top card" is a count of one; the top cards exiled
instead ("exiles the top card of my library", 「ライブラリーの一番上を追放された」) leave the
library as a mill does, into exile (406.3), and are read so (option "exile").
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

_CARDS = r"(?: more)?(?: cards?)?(?: off the top)?"
_OBJECT = r"(?:myself|himself|herself|themselves|themself)"
EXILE = "exile"
_TOP = r"the top (?:card|{N} cards)"
_TOP_OF = rf"{_TOP} of "

EN: list[Pattern] = table(
    [
        (rf"{{Q}} (?:mill|mills|milled) {{P}}(?: for)? {{N}}{_CARDS}", clause("mill")),
        (
            rf"{{P}} (?:get|gets|got|was|were|am|is|are|been) milled(?: for)? {{N}}{_CARDS}",
            clause("mill"),
        ),
        (
            rf"{{P}} (?:mill|mills|milled)(?: {_OBJECT})?(?: for)? {{N}}{_CARDS}(?: {_OBJECT})?"
            r"(?! (?:of|from) ⟨)",
            clause("mill"),
        ),
        # The top card (or N) of a player's library, milled or exiled by a player.
        (rf"{{Q}} (?:mill|mills|milled) {_TOP_OF}{{P}}'s library", clause("mill")),
        (rf"{{P}} (?:mill|mills|milled) {_TOP}(?: of ⟨[a-z0-9]+⟩'s library)?", clause("mill")),
        (rf"{{Q}} (?:exile|exiles|exiled) {_TOP_OF}{{P}}'s library", clause("mill", option=EXILE)),
        (
            rf"{_TOP_OF}{{P}}'s library (?:is|was|got|gets|were|are) exiled",
            clause("mill", option=EXILE),
        ),
    ],
    words=True,
)

_LIBRARY = r"(?:ライブラリー?|デッキ|山札)"
_MILLED = r"(?:切削|ミル)(?:し(?:て|た|ました))?(?!さ)"
_PASSIVE = r"(?:切削|ミル)され(?:て|た|ました)"
_MILLED_FROM = rf"(?:{_LIBRARY}(?:を|が|は|から)?)?(?:上から)?{{N}}枚"
_TOP_JA = rf"{_LIBRARY}(?:の(?:一番)?上(?:の(?:カード)?)?(?:1枚)?|(?:の|を)?上から{{N}}枚)を"
_EXILED_JA = r"追放(?:し(?:て|た|ました))?(?!さ)"
JA: list[Pattern] = table(
    [
        (rf"{{P}}の{_LIBRARY}(?:を|が|は|から)?(?:上から)?{{N}}枚{_MILLED}", clause("mill")),
        (rf"(?:{{P}}(?:は|が|も))?{_MILLED_FROM}{_MILLED}", clause("mill")),
        # 「(相手に)3枚切削された」: the one it befell, told by no one else, is the asker.
        (
            rf"(?:{{P}}(?:は|が|も))?(?:{{Q}}に)?{_MILLED_FROM}{_PASSIVE}",
            clause("mill", player="you"),
        ),
        # The top card (or N from the top) exiled (「ライブラリーの一番上を追放した」).
        (rf"(?:{{Q}}(?:は|が|も)、?)?{{P}}の{_TOP_JA}{_EXILED_JA}", clause("mill", option=EXILE)),
        (rf"(?:{{P}}(?:は|が|も)、?)?{_TOP_JA}{_EXILED_JA}", clause("mill", option=EXILE)),
        (
            rf"(?:{{P}}(?:は|が|も)、?)?(?:{{Q}}に)?(?:⟨you⟩の)?{_TOP_JA}追放され(?:て|た|ました)",
            clause("mill", option=EXILE, player="you"),
        ),
    ]
)
