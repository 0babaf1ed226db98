"""A card named back by "it" as the object of a removal ("I'm at 0 with Platinum Angel. Opponent
destroys it."): the one card the story has named, so that the patterns read its leaving as they
read "destroys Platinum Angel". "Opponent removes it" was read as nothing: 'keeps_playing' at 0
life.

Only where a player does it ("⟨opponent⟩ destroys it", not "my Angel blocks and kills it": the
creature it fought), the story has named exactly one card before it, and nothing else it could
stand for (a creature by its size, a token, a spell, a trigger) comes between them.
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

_REMOVES_IT = re.compile(
    r"(?P<who>⟨[a-z0-9]+⟩ (?:just |then |also )?"
    # made to sacrifice it ("opponent makes me sacrifice it", "I had to sacrifice it")
    r"(?:(?:make|makes|made|force|forces|forced) ⟨[a-z0-9]+⟩(?: to)? |(?:had|has|have) to )?)"
    r"(?P<verb>destroys|destroyed|exiles|exiled|bounces|bounced|kills|killed|removes|removed"
    r"|murders|murdered|sacrifices|sacrificed|sacrifice|sac)"
    r" it\b(?! \w+ (?:damage|life))"
)
# ... and "it" as the subject of its own leaving ("I'm at -3 with Platinum Angel and it dies",
# "It got bounced to my hand"), where the patterns read "⟦0⟧ dies" as they read "my Angel died".
_IT_LEAVES = re.compile(
    r"\b(?:it|It)(?= (?:just |then |also |finally )?(?:dies|died|(?:gets|got|is|was|has been)"
    r" (?:destroyed|exiled|bounced|killed|removed|sacrificed|murdered)\b))"
)
_CARD = re.compile(r"⟦(\d+)⟧")
# What else "it" could stand for, between the card and the removal.
_OTHER_THING = re.compile(
    r"\d+/\d+|\b(?:creature|creatures|token|tokens|spell|spells|ability|trigger|permanent|card"
    r"|cards|blocker|attacker|guy|dude|emblem|counter|counters)\b|⟦\*⟧"
)


def named_back(text: str, lang: Lang) -> str:
    """The text with "it", removed by a player or leaving, as the one card named before it."""
    if lang != "en" or " it" not in text:
        return text

    def card_for(match: re.Match[str]) -> str:
        card = _the_one_card(text[: match.start()])
        if card is None:
            return match.group()
        return f"{match.group('who')}{match.group('verb')} ⟦{card}⟧"

    def subject_for(match: re.Match[str]) -> str:
        before = text[: match.start()]
        card = _the_one_card(before)
        if card is None:
            return match.group()
        # "with ⟦0⟧ and it dies" would read as a list of cards: "and then ⟦0⟧ dies"
        return f"{'then ' if before.endswith(' and ') else ''}⟦{card}⟧"

    return _IT_LEAVES.sub(subject_for, _REMOVES_IT.sub(card_for, text))


def _the_one_card(before: str) -> str | None:
    """The index of the one card named in `before`, with nothing else "it" could stand for
    after it; None when there is none or more."""
    cards = set(_CARD.findall(before))
    if len(cards) != 1:
        return None
    last = max(card.end() for card in _CARD.finditer(before))
    return None if _OTHER_THING.search(before, last) else cards.pop()


# A clause's own subject that is no player ("it", "which": a creature).
NO_PLAYER = frozenset({"it", "which"})
_SENTENCE = re.compile(r"[.!?]")
_ATTACKED = re.compile(r"⟨([a-z0-9]+)⟩ (?:attacks?|attacked|swings?|swung)\b")


def attacker(text: str, start: int) -> str | None:
    """Who "it" in "…, so it connects for 5" attacked with: the player of the sentence's last
    attack before it ("I swing with my 5/5 and they don't block, so it connects": the asker's,
    not "they"'s), or None."""
    begins = max((m.end() for m in _SENTENCE.finditer(text, 0, start)), default=0)
    found = list(_ATTACKED.finditer(text, begins, start))
    return found[-1].group(1) if found else None
