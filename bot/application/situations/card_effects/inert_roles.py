"""Where an inert creature (inert.py) stands in a story, once the story's tellings of the known
cards are read (tellings.py): what is left of its mark is read as any creature ("creature",
「クリーチャー」), or as the commander the story's words name it ("their commander Ghalta hits me"
is "their commander hits me"), and the verdict says its text was read.

Its card data lets it do no more than deal damage and be on the battlefield: a story that tells
something done to it (damage it took, a spell at it, its death) is refused (`befallen`), for the
phrase patterns would read that as done to a player ("⟨you⟩'s creature is dealt 3 damage").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bot.application.situations.card_effects.tellings import Known
from bot.application.situations.model import Lang
from engine.cards import REGISTRY
from engine.cards.base import Do, When

ANY_CREATURE = {"en": "creature", "ja": "クリーチャー"}
_LEFT = re.compile(r"⟦\+(\d+)⟧")
_NAMED_COMMANDER = {
    "en": re.compile(r"(?P<w>commander)(?:,? | \()⟦\+(?P<i>\d+)⟧(?:,(?= )|\))?"),
    "ja": re.compile(r"(?P<w>統率者)(?:の|、|である|「|（|\()?⟦\+(?P<i>\d+)⟧(?:」|）|\))?"),
}


@dataclass(frozen=True)
class Left:
    text: str
    inert: tuple[str, ...]  # the inert cards the story names
    at: tuple[tuple[int, str], ...]  # where each is read as any creature, and which


def settle_left(text: str, lang: Lang, known: Sequence[Known], unmodelled: str) -> Left:
    """The text with each known card left in it read as any creature when it is inert, else
    marked `unmodelled` (the vetoes then refuse it where it matters)."""
    if "⟦+" not in text:
        return Left(text, (), ())
    names: list[str] = []

    def commander(found: re.Match[str]) -> str:
        item = known[int(found["i"])]
        if not item.inert:
            return found.group()
        names.append(item.card.name)
        return found["w"]

    text = _NAMED_COMMANDER[lang].sub(commander, text)
    parts: list[str] = []
    at: list[tuple[int, str]] = []
    length = last = 0
    for found in _LEFT.finditer(text):
        item = known[int(found[1])]
        word = ANY_CREATURE[lang] if item.inert else unmodelled
        before = text[last : found.start()]
        length += len(before)
        if item.inert:
            names.append(item.card.name)
            at.append((length, item.card.name))
        parts += [before, word]
        length += len(word)
        last = found.end()
    parts.append(text[last:])
    return Left("".join(parts), tuple(dict.fromkeys(names)), tuple(at))


# Something done to the creature: it is the object of a blow, a spell or a removal, or the
# subject of damage taken, a death or a block. (Its own blow, its attack, its being held are
# what the phrase patterns read.)
_OWN = r"(?:(?:⟨[a-z0-9]+⟩'s|their|his|her|my|our|the|a|an|that|this|own|plain|opposing) )*"
_DONE_TO = {
    "en": (
        re.compile(
            r"(?:\bto|\bon|\bat|\binto|\btargeting|\btargeted|\bkill\w*|\bdestroy\w*|\bsac\w*"
            r"|\bexile\w*|\bbounce\w*|\bblock\w*|\bbolt\w*|\bshock\w*|\bchump\w*|\bfight\w*"
            r"|\bfought|\bremove\w*|\bmurder\w*|\bping\w*|\bdamage|\bhit|\bhits|\bburn\w*)"
            rf" {_OWN}$"
        ),
        re.compile(
            r"(?:'s)?,? (?:(?:is|was|were|got|gets|get|has been|had been|just|then|also) )*"
            r"(?:took|takes|take|taking|dealt|hit by|damaged|blocked|blocks|dies|died|dying"
            r"|destroyed|killed|sacrificed|exiled|bounced|returned|countered|tapped|fought"
            r"|receives?|received|got hit|gets hit|shot|burned|bolted|pinged|targeted|chumps?)\b"
        ),
    ),
    "ja": (
        re.compile(r"(?!)"),
        re.compile(
            r"(?:(?:が|は|も)[^、。て]{0,12}(?:受け|食らっ|くらっ|喰らっ|破壊|死|追放|生け贄|戻"
            r"|ブロック|タップ|対象)"
            r"|に[^、。て]{0,12}(?:与え|撃|打|唱え|向け|ブロック)"
            r"|を[^、。て]{0,8}(?:破壊|追放|生け贄|戻|殴|対象|ブロック|焼|除去|殺))"
        ),
    ),
}


# Held: "they have creature", "with creature and creature", "creature + creature on board",
# 「場には《…》」「《…》が場にいる」.
_HELD = {
    "en": (
        re.compile(
            r"(?:\bhave|\bhas|\bhad|\bcontrol|\bcontrols|\bcontrolled|\bwith|\bgot|\brunning)"
            rf" {_OWN}(?:(?:\d+|two|three) )?(?:(?:creature|⟦\d+⟧)(?:,| and| \+| &) {_OWN})*$"
        ),
        re.compile(
            r"(?:(?:,| and| \+| &) (?:a |an |the )?creature)*(?:'s|\))? (?:is |are |was |were )?"
            r"(?:still )?(?:out|in play|on (?:the )?(?:battlefield|board|field)"
            r"|on ⟨[a-z0-9]+⟩'s (?:side|board|battlefield|field))\b"
        ),
    ),
    "ja": (
        re.compile(r"(?:場|戦場|盤面)(?:に|には|では|の)(?:(?:クリーチャー|⟦\d+⟧)(?:と|、))*$"),
        re.compile(
            r"(?:(?:と|、)(?:クリーチャー|⟦\d+⟧))*(?:とか|など)?(?:が|は|も|を)?(?:場に|戦場に)?"
            r"(?:い|あ|出|残|コントロール)"
        ),
    ),
}
_SENTENCE = re.compile(r"[.!?。！？\n]")


# What a modelled card does with the permanents or the creatures of the battlefield: which
# legend its controller holds (Nicol Bolas, Dragon-God), which permanent is lost to life lost
# (Lich's Mastery, Lich's Tomb, Lich), which creature is an Angel or equipped, whose creature
# dealt combat damage (Strixhaven Stadium, Angel of Destiny). An inert creature read as any
# creature is none of the story's permanents: beside such a card, it could decide.
_COUNTING_DOES = frozenset(
    {
        Do.OPPONENTS_WITHOUT_LEGEND_LOSE,
        Do.EXILE_PER_LIFE_LOST,
        Do.SACRIFICE_PER_LIFE_LOST,
        Do.SACRIFICE_NONTOKEN_OR_LOSE,
        Do.ENLIGHTEN_ANGEL,
        Do.VORPAL,
        Do.KARN_EXILE_PERMANENT,
        Do.GORGON_EMBRACE,
        Do.DECK_ROLL,
        Do.RESTART_THE_GAME,
        Do.ATTACKED_PLAYERS_LOSE,
    }
)
_COUNTING_WHENS = frozenset(
    {
        When.A_CREATURE_DEALS_COMBAT_DAMAGE_TO_YOU,
        When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT,
        When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
    }
)


def _counting(name: str) -> bool:
    card = REGISTRY.get(name)
    if card is None:
        return False
    return (
        any(a.does in _COUNTING_DOES for a in card.activated)
        or any(t.does in _COUNTING_DOES for t in card.triggers)
        or any(t.when in _COUNTING_WHENS for t in card.triggers)
    )


def unaccounted(
    text: str,
    lang: Lang,
    at: Sequence[tuple[int, str]],
    events: Sequence[tuple[int, int]],
    beside: tuple[Sequence[str], Sequence[str]] = ((), ()),
) -> str | None:
    """Why a story gets no verdict for an inert creature in it: something is done to it (the
    patterns would read that as done to a player: "⟨you⟩'s creature is dealt 3 damage"), it
    is neither held nor in a sentence whose event was read ("they fling creature at me" is
    a blow no pattern reads), or a modelled card counts the creatures or permanents (see
    above). `events`: where the reading's events are told; `beside`: the inert cards and the
    modelled cards the story names."""
    inert, cards = beside
    if inert and (counting := [name for name in cards if _counting(name)]):
        return f"not understood: what {inert[0]} is to {counting[0]}"
    before, after = _DONE_TO[lang]
    held_before, held_after = _HELD[lang]
    word = len(ANY_CREATURE[lang])
    for start, name in at:
        # (`after` patterns are matched from where the creature ends: anchored there)
        if before.search(text, max(0, start - 48), start) or after.match(text, start + word):
            return f"not understood: what was done to {name}"
        if held_before.search(text, max(0, start - 48), start) or held_after.match(
            text, start + word
        ):
            continue
        ends = [found.start() for found in _SENTENCE.finditer(text)]
        first = max((end + 1 for end in ends if end < start), default=0)
        last = min((end for end in ends if end >= start), default=len(text))
        if not any(begin < last and first < end for begin, end in events):
            return f"not understood: what {name} did"
    return None
