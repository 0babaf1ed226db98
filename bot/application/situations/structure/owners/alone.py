"""Whose a permanent is where the story leaves one reading: a modelled permanent the story names
in no clause ("Question about Lich: I'm at 0 life", "Transcendence: I'm at 22 life", 「《卓絶》：
ライフ21」), in a story whose only player is the asker ("I", 「私」), is the asker's: the words give
no other player who could control it (a card is controlled by a player, 108.4; the asker tells
their own game). Each was refused as "who controls Lich is not said".

Never where the story names any other player (an opponent, a teammate, "they", everyone), nor a
card whose effect keeps its controller's opponents in or aims at a player (Abyssal Persecutor,
Door to Nothingness: whose it is decides whom it keeps in, and the asker may face one), nor a
card told in a sentence that asks, or in a story with a word that supposes or may have it
anywhere but on the battlefield ("Can I
cast Lich?", "if I had Platinum Angel", "I drew Platinum Angel"): there the card may not be out.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.structure.owners.readings import keeps_opponents
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY

_PLAYER = re.compile(r"⟨([a-z0-9]+)⟩")
# Words that may put the card anywhere but on the battlefield, or only in a supposition.
_ELSEWHERE = {
    "en": re.compile(
        r"\b(?:hand|deck|library|graveyard|exile\w*|cast\w*|play|plays|played|draw\w*|drew"
        r"|tutor\w*|search\w*|sideboard\w*|top|bottom|if|would|could|should|can|can't|cannot"
        r"|will|gonna|going to|want\w*|plan\w*|next|hold\w*|holding|respon\w*|stack|counter\w*"
        r"|leave\w*|left|destroy\w*|dies|died|sacrific\w*|bounce\w*|removed?|without|not|no"
        r"|somewhere|anywhere|where|whose|someone|somebody|anyone)\b|n't\b"
    ),
    "ja": re.compile(
        r"手札|デッキ|ライブラリー|山札|墓地|追放|唱え|キャスト|引い|引く|引き|サーチ|もし|たら|れば"
        r"|なら|予定|次の|入れ|対応|スタック|打ち消|破壊|生け贄|離れ|戻|除去|ない|なく|なし"
    ),
}
_ASKING = re.compile(r"[?？]")


def seated_alone(norm: Normalised, reading: Reading) -> tuple[Reading, tuple[str, ...]]:
    """The reading with each such card held by the asker, and a note of each for the verdict."""
    # (a story that names no player at all is not first-person: 「《卓絶》について。ライフ22
    # です。」 may be anyone's life, and one such held-out story was wrong)
    if set(_PLAYER.findall(norm.text)) != {"you"}:
        return reading, ()
    # No word of elsewhere in the whole story ("Platinum Angel. I'm at 0 and it's not on the
    # battlefield anymore": the card's pronoun).
    if _ELSEWHERE[norm.lang].search(norm.text):
        return reading, ()
    facts = [c for c in reading.every if c.kind not in {"query", "variant"}]
    placed = {index for c in reading.every for index in c.cards}
    added: list[Clause] = []
    for mark in re.finditer(r"⟦(\d+)⟧", norm.text):
        index = int(mark.group(1))
        if index in placed or not _alone(norm, index, facts):
            continue
        placed.add(index)
        added.append(Clause("controls", mark.start(), mark.end(), "you", None, (), index, (index,)))
    if not added:
        return reading, ()
    notes = tuple(
        f"{norm.cards[c.card or 0]} is controlled by the asker (the story names no other player)"
        for c in added
    )
    clauses = sorted([*reading.clauses, *added], key=lambda c: c.start)
    every = sorted([*reading.every, *added], key=lambda c: c.start)
    return replace(reading, clauses=clauses, every=every), notes


def _alone(norm: Normalised, index: int, facts: list[Clause]) -> bool:
    name = norm.cards[index]
    if name in SUBGAME_CARDS or name not in REGISTRY:
        return False
    card = REGISTRY[name]
    if not card.types.is_permanent or keeps_opponents(name) or card.activated:
        return False
    # Every mention told beside a fact of the story, in a sentence that does not ask ("I'm at 0
    # life. Platinum Angel." says nothing of it).
    for mention in re.finditer(re.escape(f"⟦{index}⟧"), norm.text):
        first, last = sentence_around(norm.text, mention.start(), mention.end())
        if _ASKING.match(norm.text[last : last + 1]):
            return False
        if not any(first <= c.start < last for c in facts):
            return False
    return True
