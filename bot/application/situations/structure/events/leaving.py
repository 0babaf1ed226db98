"""A player leaving the game, told by what befell them rather than by "lost" ("opponent B
died", "player 2 is dead", "I killed opponent 1", "he got eliminated", 「相手Bが死亡して」
「相手Bを倒した」): the player lost (the engine's loss, 800.4a in a multiplayer game), which
the engine checks against the rest of the story as it checks "he lost".

Only a player the words name is read, not a pronoun's ("attacks Gideon and kills him": the
planeswalker). Whatever might have been ("he'd be dead", "almost
died"), a player dead "on board" or "next turn" (lethal to come, not a loss) and a question
("is he dead?") are not: the words after the state must end its clause.
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

# What may follow a loss told as done: its clause ends, or the story goes on.
_DONE = (
    r"(?=[,.;!)(]| \(| and\b| but\b| then\b| so\b| already\b| earlier\b| before\b| last\b"
    r"| this turn\b| first\b| now\b|$)"
)
_STILL = r"(?: already| now| just| finally)?"
_NAMED = r"(?=⟨(?!they⟩))"  # a player named, not "he", "him", "they"

EN: list[Pattern] = table(
    [
        (rf"{_NAMED}{{P}}{_STILL} (?:died|dies){_DONE}", clause("lost")),
        (
            rf"{_NAMED}{{P}}(?: is| are| was| were|'s| got| gets| has been| have been| had been)"
            rf"{_STILL} (?:dead|eliminated|knocked out|killed|out of the game){_DONE}",
            clause("lost"),
        ),
        (
            rf"(?:kill|kills|killed|eliminate|eliminates|eliminated) {_NAMED}{{P}}{_DONE}",
            clause("lost"),
        ),
        (rf"(?:knock|knocks|knocked|took|take|takes) {_NAMED}{{P}} out{_DONE}", clause("lost")),
    ],
    words=True,
)

_JA_DONE = r"(?:し(?:て|た|ました|ていて|ている|ています)|済み|で|。|、)"
JA: list[Pattern] = table(
    [
        (
            rf"{_NAMED}{{P}}(?:が|は)(?:既に|すでに|もう|先に)?(?:死亡|脱落|退場|敗退){_JA_DONE}",
            clause("lost"),
        ),
        (
            rf"{_NAMED}{{P}}(?:が|は)(?:既に|すでに|もう|先に)?死ん(?:で|だ(?![?？]))",
            clause("lost"),
        ),
        (rf"{_NAMED}{{P}}を(?:倒し(?:て|た|ました)|脱落させ(?:て|た|ました))", clause("lost")),
    ]
)
