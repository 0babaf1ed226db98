"""Combat damage by a creature with an ability that triggers on it, and whether the story
tells it.

A creature whose combat damage to a player makes that player lose (Phage the Untouchable), told
attacking or hitting in the sentence that tells the damage ("Phage attacked me and I took 4
damage", 「《触れられざる者フェイジ》に殴られて4点受けました」): the damage is that creature's
combat damage, so that its ability triggers. Only the sentence's one card, with no unmodelled
card beside it and nothing that makes the damage non-combat (a fight, "non-combat",
「戦闘じゃない」). Any other damage or attack in a story with a creature whose ability triggers
on combat damage (Etrata's hit counters, Strixhaven Stadium) is refused: played with no source,
its ability would never trigger ("My opponent's Phage hits me for 4" played as 4 damage was a
wrong verdict).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, same_sentence, sentence_start
from bot.application.situations.structure.gap_words import ATTACK_WORDS
from bot.application.situations.text_normal import UNMODELLED, Normalised
from engine.cards import REGISTRY
from engine.cards.base import Do, When

# The cards whose combat damage to a player makes that player lose, and nothing else.
LOSING_BLOWS = frozenset(
    name
    for name, card in REGISTRY.items()
    if card.triggers
    and all(
        t.when is When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER and t.does is Do.THAT_PLAYER_LOSES
        for t in card.triggers
    )
)
_BLOWS = {
    "en": re.compile(r"\b(?:hits?|hitting)\b"),
    "ja": re.compile(r"戦闘ダメージを(?:与え|受け|食らっ|くらっ)"),
}
_NOT_COMBAT = {
    "en": re.compile(r"\b(?:non-?combat|not combat|fight\w*|fought|ping\w*|ability|spell)\b"),
    "ja": re.compile(r"戦闘(?:じゃ|では|で)?な|非戦闘|格闘|能力|呪文"),
}


def mark_combat(norm: Normalised, reading: Reading) -> Reading:
    """The reading with each damage told as a losing blow's combat damage marked so."""
    if not any(name in LOSING_BLOWS for name in norm.cards):
        return reading
    marked = {}
    for item in reading.every:
        if item.kind != "damage":
            continue
        first = sentence_start(norm.text, item.start)
        stop = SENTENCE_END.search(norm.text, item.end)
        sentence = norm.text[first : stop.start() if stop else len(norm.text)]
        cards = {int(i) for i in re.findall(r"⟦(\d+)⟧", sentence)}
        if len(cards) != 1 or UNMODELLED in sentence or _NOT_COMBAT[norm.lang].search(sentence):
            continue
        index = cards.pop()
        attacked = ATTACK_WORDS[norm.lang].search(sentence) or _BLOWS[norm.lang].search(sentence)
        if norm.cards[index] in LOSING_BLOWS and attacked:
            marked[id(item)] = replace(item, option="combat", card=index, cards=(index,))
    if not marked:
        return reading
    return Reading(
        [marked.get(id(c), c) for c in reading.clauses],
        [marked.get(id(c), c) for c in reading.every],
    )


_COMBAT_WHENS = frozenset(
    {
        When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
        When.A_CREATURE_DEALS_COMBAT_DAMAGE_TO_YOU,
        When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT,
        When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
    }
)


def unplayed_combat(norm: Normalised, reading: Reading) -> str | None:
    """Why a combat-damage card's damage is not played, or None: every damage must be read as a
    losing blow's combat damage, and every attack told in a sentence with one."""
    damage = [c for c in reading.every if c.kind in {"damage", "commander_damage"}]
    attacks = list(ATTACK_WORDS[norm.lang].finditer(norm.text))
    if not damage and not attacks:
        return None
    blows = [c for c in damage if c.option == "combat"]
    told = len(blows) == len(damage) and all(
        any(same_sentence(norm.text, blow.start, attack.start()) for blow in blows)
        for attack in attacks
    )
    for name in norm.cards:
        card = REGISTRY[name]
        if not any(t.when in _COMBAT_WHENS for t in card.triggers):
            continue
        if not (told and name in LOSING_BLOWS):
            return f"not understood: whether {name} dealt combat damage"
    return None
