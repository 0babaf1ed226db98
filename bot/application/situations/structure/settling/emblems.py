"""A modelled planeswalker's emblem a player has ("I have the Gideon of the Trials emblem",
"my Gideon emblem", "Gideon and its emblem", 「《試練に臨むギデオン》の紋章があって」): read as
the emblem, not as the planeswalker held. The planeswalker itself is placed only by what else
the story tells of it. An emblem told any other way is refused (vetoes.py): played without it,
"I'm at -4 with Gideon and its emblem" lost.
"""

from __future__ import annotations

import re
from dataclasses import replace

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
        r"(?P<its>(?:its|his|her|their|the|an|a) emblem)"
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
    if not _WORD[norm.lang].search(norm.text):
        return reading  # (most stories: no emblem told)
    reading = _activated_for(norm, reading)
    named = [i for i, name in enumerate(norm.cards) if name in _EMBLEM_CARDS]
    for found in _TOLD[norm.lang].finditer(norm.text):
        if any(c.kind == "emblem" and c.start <= found.start() < c.end for c in reading.every):
            continue  # (read above)
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
    return _made_by_its_controller(norm, reading)


# "I used Gideon's +0 to get an emblem": its controller activated it (606.3), and has the emblem
# its 0 makes; the planeswalker is held.
_ACTIVATED_FOR = {
    "en": re.compile(
        r"⟨(?P<p>[a-z0-9]+)⟩ (?:used|activated|popped|ticked) ⟦(?P<c>\d+)⟧(?:'s|')?"
        r"(?: (?:\+0|0|zero|plus zero))?(?: ability)? (?:to|and) (?:get|got|make|made|create"
        r"|created) (?P<its>(?:an|the|its|his|her) emblem)"
    ),
    "ja": re.compile(
        r"⟨(?P<p>[a-z0-9]+)⟩(?:は|が)⟦(?P<c>\d+)⟧の(?:[+＋]?0|0能力|能力)(?:を)?(?:起動|使)"
        r"(?:して|い)(?P<its>紋章)"
    ),
}


def _activated_for(norm: Normalised, reading: Reading) -> Reading:
    """The reading with each emblem made as above: the card held, the emblem its controller's."""
    for found in _ACTIVATED_FOR[norm.lang].finditer(norm.text):
        index, player = int(found.group("c")), found.group("p")
        if norm.cards[index] not in _EMBLEM_CARDS:
            continue
        held = Clause("controls", found.start(), found.start("its"), player=player, card=index)
        held = replace(held, cards=(index,), carries=True)
        emblem = Clause("emblem", *found.span("its"), player=player, card=index, cards=(index,))

        def kept(item: Clause, span: tuple[int, int] = found.span()) -> bool:
            return not (item.start < span[1] and span[0] < item.end)

        told = [held, emblem]
        reading = Reading(
            sorted([*filter(kept, reading.clauses), *told], key=lambda c: c.start),
            sorted([*filter(kept, reading.every), *told], key=lambda c: c.start),
        )
    return reading


def _made_by_its_controller(norm: Normalised, reading: Reading) -> Reading:
    """An emblem no form above reads, told outside the question, in a story whose one emblem
    card one player controls: that player's, the only one who could have made it (606.3)."""
    named = {i for i, name in enumerate(norm.cards) if name in _EMBLEM_CARDS}
    if len({norm.cards[i] for i in named}) != 1:
        return reading
    holders = {c.player for c in reading.clauses if c.kind == "controls" and set(c.cards) & named}
    if len(holders) != 1 or None in holders:
        return reading
    read = [(c.start, c.end) for c in reading.every if c.kind == "emblem"]
    told = [
        Clause(
            "emblem", *word.span(), player=next(iter(holders)), card=min(named), cards=(min(named),)
        )
        for word in _WORD[norm.lang].finditer(norm.text)
        if not any(a <= word.start() < b for a, b in read) and not asked(norm, word.start())
    ]
    if not told:
        return reading
    return Reading(
        sorted([*reading.clauses, *told], key=lambda c: c.start),
        sorted([*reading.every, *told], key=lambda c: c.start),
    )


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
