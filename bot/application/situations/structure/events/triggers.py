"""A permanent's trigger told as resolving ("Transcendence trigger resolves", "the Mirror's
trigger resolved", 「《超越》の誘発が解決して」): the engine resolves a trigger as soon as it
triggers (engine_runs.py), so the words tell nothing more than the event before them did; the
permanent must be one the story places (story.py), or what triggered is not told. Read as
"cast" by the structure reader, it played the card a second time.

A trigger told by what it does ("Share the Spoils triggers and exiles the top card of each
library", 「《戦利品の山分け》の誘発で各ライブラリーの一番上が追放された」) is the same: the effect
is the engine's own, played once, so the words are read as the trigger resolving, its ability
(option) named so that the story checks the card has it and what makes it trigger was told.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.application.situations import model as m
from bot.application.situations.pattern_kit import Pattern, clause, table
from engine.cards import REGISTRY
from engine.cards.base import Do, When

KIND = "trigger_resolves"
# What a trigger does, in the words players tell it with.
_EXILES_TOPS = Do.EXILE_TOP_OF_EACH_LIBRARY.value
_EACH_TOP_EN = r"(?:exiles|exiled|exiling) the top card of each (?:player's )?library"
_EACH_TOP_JA = (
    r"(?:各プレイヤーの|全員の|みんなの|それぞれの|各)?(?:ライブラリー?|山札|デッキ)の(?:一番)?上"
    r"(?:のカード)?(?:を|が)(?:それぞれ|1枚ずつ)?追放(?:され|し)(?:て|た|ました)?"
)
_TRIGGER = r"(?:trigger|triggered ability|ability)"
_RESOLVED = r"(?:resolves|resolved|goes off|went off|happens|happened)"

EN: list[Pattern] = table(
    [
        (
            rf"(?:the |⟨[a-z0-9]+⟩'s )?{{C}}(?:'s)? {_TRIGGER} (?:then |just )?{_RESOLVED}",
            clause(KIND),
        ),
        (
            rf"(?:the |⟨[a-z0-9]+⟩'s )?{{C}}(?:'s {_TRIGGER})?(?: (?:triggers|triggered|resolves"
            rf"|resolved)(?:,? and)?)? {_EACH_TOP_EN}",
            clause(KIND, option=_EXILES_TOPS),
        ),
    ],
    words=True,
)
JA: list[Pattern] = table(
    [
        (
            rf"{{C}}の(?:誘発(?:型能力)?|能力)(?:が|は)?(?:解決し(?:て|た|ました)?)?(?:で|により|によって)、?"
            rf"{_EACH_TOP_JA}",
            clause(KIND, option=_EXILES_TOPS),
        ),
        (r"{C}の(?:誘発(?:型能力)?|能力)(?:が|は)?(?:解決(?:し(?:て|た|ました)?)?)", clause(KIND)),
    ]
)


_LOSSES = frozenset({When.AN_OPPONENT_LOSES, When.ANOTHER_PLAYER_LOSES, When.A_PLAYER_LOSES})


def uncaused(
    card: str, does: str, events: Sequence[m.Event], controller: Callable[[str], str]
) -> str | None:
    """Why a trigger told by what it does (`does`, "" when told only as resolving) cannot be the
    card's own: the card has no such trigger, or the loss that makes it trigger is not told
    before it (the engine would not trigger it, and what the words tell would be lost). Its
    permanent must be one the story places (`controller` says who controls it, or raises)."""
    controller(card)
    if not does:
        return None
    whens = {t.when for t in REGISTRY[card].triggers if t.does.value == does}
    caused = any(isinstance(e, m.LosesGame | m.Concede) for e in events)
    if whens & _LOSSES and caused:
        return None
    return f"what made {card}'s trigger do what is told is not said"
