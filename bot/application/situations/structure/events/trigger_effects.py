"""What a modelled card's trigger did, told beside the trigger (events/triggers.py): the engine
resolves the trigger itself, so the effect told would be played a second time."""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.pattern_kit import sentence_around
from bot.application.situations.structure.events.triggers import KIND
from bot.application.situations.text_normal import Normalised

# An event told as a trigger's doing ("I gain 6 life from the Transcendence trigger",
# 「《…》の誘発で6点回復」): the engine's own trigger, told again.
_BY_A_TRIGGER = {
    "en": re.compile(
        r"[^.!?]{0,24}?\b(?:from|by|off|thanks to|due to|because of|via|with|to)"
        r" (?:the |⟨[a-z0-9]+⟩'s |his |her |their )?⟦\d+⟧(?:'s)? (?:trigger|triggered ability"
        r"|ability)"
    ),
    "ja": re.compile(r"⟦\d+⟧の(?:誘発(?:型能力)?|能力)(?:で|によって|により)[^。!?！？]*$"),
}


# A life change or poison told as a modelled card's doing, trigger or not ("then I gain 6 life
# from Transcendence" was 'loses' at 14 - 3 + 6 + 6): its effect is the engine's, as above.
# (Damage from a card is a creature's blow, which the story plays: "took 5 from Phage".)
_FROM_A_CARD = re.compile(
    r"[^.!?]{0,24}?\b(?:from|off|thanks to|due to|because of|via) (?:the |⟨[a-z0-9]+⟩'s |his"
    r" |her |their )?⟦\d+⟧"
)
_BY_A_CARD_KINDS = frozenset({"life_change", "poison_gain"})


_TOLD_TWICE = "not understood: what a modelled card's ability did, told beside the engine's own"


def retold_effect(norm: Normalised, reading: Reading) -> str | None:
    """Why a story that tells what a modelled card's trigger did gets no verdict: the engine
    resolves the trigger itself, and the effect told beside it would be played twice ("the
    Transcendence trigger resolves and I gain 6" was 'loses' at 14 - 3 + 6 + 6)."""
    for item in reading.clauses:
        if item.kind == KIND:
            _, last = sentence_around(norm.text, item.start, item.end)
            if any(item.end <= c.start < last and c.kind in EVENT_KINDS for c in reading.clauses):
                return _TOLD_TWICE
        elif item.kind in EVENT_KINDS:
            first, last = sentence_around(norm.text, item.start, item.end)
            if norm.lang == "en":
                told = _BY_A_TRIGGER["en"].match(norm.text, item.end, last) or (
                    item.kind in _BY_A_CARD_KINDS and _FROM_A_CARD.match(norm.text, item.end, last)
                )
            else:
                told = _BY_A_TRIGGER["ja"].search(norm.text, first, item.start)
            if told:
                return _TOLD_TWICE
    return None
