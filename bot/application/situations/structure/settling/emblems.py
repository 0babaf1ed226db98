"""A modelled planeswalker's emblem a player has ("I have the Gideon of the Trials emblem",
"my Gideon emblem", "Gideon and its emblem", 「《試練に臨むギデオン》の紋章があって」): read as
the emblem, not as the planeswalker held. The planeswalker itself is placed only by what else
the story tells of it. An emblem told any other way is refused (vetoes.py): played without it,
"I'm at -4 with Gideon and its emblem" lost.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.structure.gap_words import asked
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import Do

# Gideon of the Trials' emblem only: Vraska, Golgari Queen's makes a creature's combat damage
# a loss, and the damage a story tells is played as no creature's combat damage.
_EMBLEM_CARDS = frozenset(
    name
    for name, card in REGISTRY.items()
    if any(a.does is Do.GIDEON_EMBLEM for a in card.activated)
)
_TOLD = {
    "en": re.compile(
        r"(?:⟨(?P<p>[a-z0-9]+)⟩ (?:have|has|had|got|get|gets|'ve got|'ve) "
        r"|⟨(?P<q>[a-z0-9]+)⟩'s )?(?:an |the |a )?⟦(?P<c>\d+)⟧(?:'s)? emblem"
        r"|(?:⟨(?P<r>[a-z0-9]+)⟩ (?:have|has|had|got) )?(?:an |the )?emblem"
        r" (?:from|of) ⟦(?P<d>\d+)⟧"
        # "Gideon and its emblem": the emblem alone; the card before it is held.
        r"|⟦(?P<e>\d+)⟧ (?:on the battlefield |in play |out )?(?:and|plus|with|&) "
        r"(?P<its>(?:its|his|the) emblem)"
        # "I have the emblem", "I already made the emblem": the story's one emblem card's.
        r"|⟨(?P<s>[a-z0-9]+)⟩ (?:already |also )?(?:have|has|had|got|get|gets|made|make|makes)"
        r" (?:already |also )?(?:an |the |a |its |his |her |my |their )?emblem\b"
    ),
    "ja": re.compile(
        r"(?:⟨(?P<p>[a-z0-9]+)⟩(?:は|が|に|の))?⟦(?P<c>\d+)⟧の紋章"
        r"|⟦(?P<e>\d+)⟧(?:と|、)(?P<its>(?:その|それの)紋章)"
        # 「《ギデオン》で紋章を得て」: the card named as the means.
        r"|(?:⟨(?P<s>[a-z0-9]+)⟩(?:は|が))?⟦(?P<d>\d+)⟧(?:の能力)?(?:で|から)紋章を"
        r"(?:得|手に入れ|もら|出し|作っ|作り)"
    ),
}
_WORD = {"en": re.compile(r"\bemblems?\b"), "ja": re.compile(r"紋章")}


def read_emblems(norm: Normalised, reading: Reading) -> Reading:
    """The reading with each emblem told as above, and no permanent read from its words."""
    named = [i for i, name in enumerate(norm.cards) if name in _EMBLEM_CARDS]
    for found in _TOLD[norm.lang].finditer(norm.text):
        parts = found.groupdict()
        told = parts.get("c") or parts.get("d") or parts.get("e")
        index = int(told) if told else (named[0] if len(set(named)) == 1 else None)
        if index is None or norm.cards[index] not in _EMBLEM_CARDS:
            continue
        subject = parts.get("p") or parts.get("r") or parts.get("s")
        span = found.span("its") if parts.get("its") else found.span()
        player = subject or parts.get("q") or _holder(reading, parts.get("e"))
        # "I have the emblem and Gideon is out": the subject carries, as a holding's does.
        emblem = Clause(
            "emblem", *span, player=player, card=index, cards=(index,), carries=bool(subject)
        )
        # The card before "its emblem" is held: its holding stays read.
        replaced = {"emblem"} if parts.get("its") else {"controls", "emblem"}

        def kept(item: Clause, span: tuple[int, int] = span, replaced: set[str] = replaced) -> bool:
            inside = item.start < span[1] and span[0] < item.end
            return not inside or item.kind not in replaced

        reading = Reading(
            sorted([*filter(kept, reading.clauses), emblem], key=lambda c: c.start),
            sorted([*filter(kept, reading.every), emblem], key=lambda c: c.start),
        )
    return reading


def _holder(reading: Reading, card: str | None) -> str | None:
    """Who holds the card "its emblem" follows, where its holding says."""
    held = [
        c.player
        for c in reading.clauses
        if c.kind == "controls" and card and c.cards == (int(card),)
    ]
    return held[0] if len(held) == 1 else None


def unread_emblem(norm: Normalised, reading: Reading) -> str | None:
    """Why an emblem told is not played: no emblem clause reads it (where the question asks,
    it is the one told: 「紋章があるから負けない？」, when one is read)."""
    read = [(c.start, c.end) for c in reading.every if c.kind == "emblem"]
    for word in _WORD[norm.lang].finditer(norm.text):
        if any(a <= word.start() < b for a, b in read):
            continue
        if not read or not asked(norm, word.start()):
            return "the engine cannot settle this: an emblem the reading gives no player"
    return None
