"""A modelled permanent's activated ability told aimed at a player ("opp activates Door to
Nothingness on me", "he popped the Door at me", 「相手に《空虚への扉》をこっちに起動された」): the
engine's activate of that ability with the player as its target, then its resolution (602.2,
608.2). Only a card whose one modelled ability targets a player (Door to Nothingness) is read
so; an activation of any other ability, or one told in words no pattern reads, is refused
(`unread_activation`): played without it, what the ability did is lost («ヴォーパル・ソード» …
能力を起動されたあとに攻撃が通りました was 'keeps_playing').
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from bot.application.situations import model as m
from bot.application.situations.pattern_kit import Clause, Pattern, clause, table
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import Do

if TYPE_CHECKING:  # matching.py reads this module's patterns
    from bot.application.situations.matching import Reading

KIND = "activate"
# The abilities whose one target is a player, which the story's words name.
_AT_A_PLAYER = frozenset({Do.TARGET_PLAYER_LOSES})

_ACTIVATE_EN = (
    r"(?:activates|activated|activate|uses|used|use|pops|popped|pop|cracks|cracked|crack"
    r"|fires off|fired off|sacrifices|sacrificed|sacs|sac'd|sacced)"
)
_WHOSE = r"(?:(?:the|their|his|her|⟨[a-z0-9]+⟩'s) )?"
_AT = r",? (?:on|at|against|aimed at|pointed at|targeting|targetting|that targets|to target)"
_AT_JA = r"に(?:対して|向けて)?、?"
# The ability's target told as such (602.2b: the player activating it chooses its target):
# 「《空虚への扉》を起動して私を対象にした」「私を対象に《空虚への扉》を起動した」.
_TARGETED_JA = r"(?:を対象に(?:して|し|とって)?、?)"
EN: list[Pattern] = table(
    [
        # ("on me or my creature": which of them, the words do not say)
        (rf"{{Q}} {_ACTIVATE_EN} {_WHOSE}{{C}}(?:'s ability)?{_AT} {{P}}(?! or\b)", clause(KIND)),
        (
            rf"{_WHOSE}{{C}}(?:'s ability)? (?:was|got|is|gets|has been) (?:activated|used"
            rf"|popped){_AT} {{P}}(?: by {{Q}})?(?! or\b)",
            clause(KIND),
        ),
    ],
    words=True,
)
JA: list[Pattern] = table(
    [
        (rf"{{Q}}(?:が|は|も)、?{{C}}を、?{{P}}{_AT_JA}(?:起動し|使っ|使い)", clause(KIND)),
        (rf"{{Q}}(?:が|は|も)、?{{P}}{_AT_JA}{{C}}を(?:起動し|使っ|使い)", clause(KIND)),
        (rf"{{Q}}(?:が|は|も)、?{{P}}{_TARGETED_JA}{{C}}を(?:起動し|使っ|使い)", clause(KIND)),
        (
            r"{Q}(?:が|は|も)、?{C}を(?:起動し|使っ|使い)て?、?{P}を対象に(?:し|とっ)",
            clause(KIND),
        ),
        # In the passive, at the asker unless another is named (「こっちに」 is the asker).
        (
            rf"(?:{{Q}}に)?、?{{C}}を、?(?:{{P}}{_AT_JA})?(?:起動され|使われ)",
            clause(KIND, player="you"),
        ),
    ]
)


class _Story(Protocol):
    def card(self, item: Clause) -> str: ...
    def control(self, player: str, card: str) -> None: ...
    def controller(self, card: str) -> str: ...


def told(item: Clause, story: _Story) -> m.Activate:
    """The activation, by the player named (who then controls the card) or by the card's
    controller the story places; at the player the words name."""
    card = story.card(item)
    if item.other is not None:
        story.control(item.other, card)
    return m.Activate(item.other or story.controller(card), card, item.player or "")


_ACTIVATED = {"en": re.compile(r"\bactivat\w*"), "ja": re.compile(r"起動")}
_TARGET_WORD = {"en": re.compile(r"\btarget\w*"), "ja": re.compile(r"対象")}


def targets_read(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """The spans of the target words inside a read activation of an ability aimed at a player:
    the reading has the target (602.2b), which the engine plays (settled.py blanks them)."""
    return [
        word.span()
        for item in reading.every
        if item.kind == KIND
        for word in _TARGET_WORD[norm.lang].finditer(norm.text, item.start, item.end)
    ]


def unread_activation(norm: Normalised, reading: Reading) -> str | None:
    """The card whose activation the story tells and the engine would not play, or None: a
    modelled card with an activated ability, in a story with an activation no reading took
    (an emblem is read, and so is an ability aimed at a player); or such an ability read of a
    card whose abilities do not target one player."""
    read = [c for c in reading.every if c.kind == KIND]
    for item in read:
        card = REGISTRY[norm.cards[item.card or 0]]
        if len(card.activated) != 1 or card.activated[0].does not in _AT_A_PLAYER:
            return norm.cards[item.card or 0]
    told = [
        word
        for word in _ACTIVATED[norm.lang].finditer(norm.text)
        if not any(c.start <= word.start() < c.end for c in read)
    ]
    if not told or any(c.kind == "emblem" for c in reading.every):
        return None
    able = [name for name in norm.cards if name in REGISTRY and REGISTRY[name].activated]
    return able[0] if able else None
