"""Words of how or when a told effect came about, which the story settles by telling the
effect itself: each is blanked out of the text the vetoes look at (settled.py, vetoes.py).

- a trigger read with what it did ("drains me for 2 with some enchantment trigger", "opp's
  Vortex trigger deals 2 to me", 「相手のエンチャントの誘発で2点失いました」);
- the upkeep told as when a told effect happened ("at my upkeep opp pings me for 1");
- a player targeted by what the sentence tells done to that player ("opp targets me with a burn
  spell that deals 5 damage", 「相手が私を対象に…4点のダメージ」);
- a block before the damage the blocking player says they took ("I block one and take 5",
  「1体をブロックして5点受けました」): the told damage is what got through.

A creature called a blocker where no combat is told ("I Helix their blocker and gain 3",
「相手のブロッカーを除去して」) is only a creature: the word is blanked in a sentence with no
attack, no block and no damage read, and no modelled card.

Each of the first four only in a sentence with no word of order, repetition or supposition
("after", "first", "would", "each", 「前に」「たら」), and with no modelled card in the story
that triggers, waits for a step or lasts a turn (its own trigger, upkeep or turn the engine
would have to play). A trigger, a target or a block beside a modelled card in its sentence
stays a veto: the card's "trigger" may be its replacement, which the engine plays itself, and
a blocking or targeted card may die.
"""

from __future__ import annotations

import re

from bot.application.situations.card_names import TURN_SPELLS
from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY

_WORDS = {
    "en": re.compile(
        r"\b(?:(?P<trigger>trigger(?:s|ed)?)|(?P<upkeep>upkeep)"
        r"|(?P<block>block|blocks|blocked|blocking|blockers?))\b"
        r"|\b(?P<target>target(?:s|ed|ing)?) ⟨(?P<whom>[a-z0-9]+)⟩(?!')"
    ),
    "ja": re.compile(
        r"(?P<trigger>誘発)|(?P<upkeep>アップキープ)|⟨(?P<whom>[a-z0-9]+)⟩を(?P<target>対象)"
        r"|(?P<block>ブロック)"
    ),
}
_ORDER = {
    "en": re.compile(
        r"\b(?:after\w*|before|first|last|resolv\w*|order\w*|stack\w*|respon\w*|would"
        r"|could|might|will|if|when|whenever|each|every|again|twice)\b"
    ),
    "ja": re.compile(r"後|あと|前|先|順|解決|スタック|対応|たら|れば|なら|場合|毎|たび|度|また"),
}
# The words between a trigger and the clause of its effect: "trigger pings me", 「誘発で2点」.
_NEAR = {
    "en": re.compile(r"(?: *[a-z']+){0,3} *"),
    "ja": re.compile(r"(?:で|により|によって|して|し)?[、,]?"),
}
_EFFECTS = frozenset({"damage", "life_change", "poison_gain", "draw"})
# The modelled cards whose own trigger or delayed trigger, or whose "this turn", the engine
# plays: beside them, a trigger or an upkeep told may be theirs.
_TIMED_CARDS = TURN_SPELLS | frozenset(
    name for name, card in REGISTRY.items() if card.triggers or card.delayed is not None
)
_MODELLED = re.compile(r"⟦\d+⟧")


def means_told(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """The spans of the words above that the story settles."""
    if any(name in _TIMED_CARDS for name in norm.cards):
        return []
    spans = []
    for found in _WORDS[norm.lang].finditer(norm.text):
        first, last = sentence_around(norm.text, found.start(), found.end())
        sentence = norm.text[first:last]
        if _ORDER[norm.lang].search(sentence):
            continue
        if found.group("upkeep") is None and _MODELLED.search(sentence):
            continue
        told = [c for c in reading.every if first <= c.start < last and c.kind in EVENT_KINDS]
        if _settles(norm, found, told):
            span = "target" if found.group("target") else found.lastgroup or ""
            spans.append(found.span(span))
    return spans


def _settles(norm: Normalised, found: re.Match[str], told: list[Clause]) -> bool:
    effects = [c for c in told if c.kind in _EFFECTS and c.numbers]
    if found.group("target"):
        # Everything the sentence tells is done to the player targeted.
        return bool(told) and all(c in effects and c.player in {found["whom"], None} for c in told)
    if found.group("block"):
        # Nothing told before the block (an attack "for 6"), the damage taken after it.
        return bool(effects) and all(c.start >= found.end() for c in told)
    inside = any(c.start <= found.start() < c.end for c in effects)
    following = [c for c in told if c.start >= found.end()]
    before = (
        bool(following)
        and following[0] in effects
        and bool(_NEAR[norm.lang].fullmatch(norm.text[found.end() : following[0].start]))
    )
    return inside or before or (len(told) == 1 and bool(effects))


_BLOCKER = {
    "en": re.compile(
        r"\b(?:their|his|her|its|the|a|an|⟨[a-z0-9]+⟩'s) (?:only |last |one |big |biggest |best )?"
        r"(?P<w>blockers?)\b"
    ),
    "ja": re.compile(r"(?P<w>ブロッカー)(?:を|に|が|は)"),
}
_COMBAT = {
    "en": re.compile(r"\b(?:attack\w*|swing\w*|swung|combat|block|blocks|blocked|blocking)\b"),
    "ja": re.compile(r"攻撃|殴|アタック|戦闘|ブロック(?!ッカー)(?!ー)"),
}
_BLOWS = frozenset({"damage", "commander_damage", "life_put"})


def blockers_named(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """The spans of "blocker" naming a creature where no combat is told (see above)."""
    spans = []
    for found in _BLOCKER[norm.lang].finditer(norm.text):
        first, last = sentence_around(norm.text, found.start(), found.end())
        sentence = norm.text[first:last].replace(found.group("w"), " ")
        blows = any(first <= c.start < last and c.kind in _BLOWS for c in reading.every)
        if not (blows or _COMBAT[norm.lang].search(sentence) or _MODELLED.search(sentence)):
            spans.append(found.span("w"))
    return spans
