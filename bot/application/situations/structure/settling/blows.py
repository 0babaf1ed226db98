"""An unblocked attack by a modelled creature, told with no amount ("Opponent attacks me with
Phage and I don't block", 「相手の《触れられざる者フェイジ》に殴られました。ブロックしていません」),
or told as landing ("Phage hits me", "I got hit by opp's Phage", 「…の攻撃が通った」: the damage
reached the player, so nothing blocked it; 「殴られた」 alone is only attacked): the creature
dealt its power, which the card data gives, to the player attacked.

Only when the sentence or the next says nothing was blocked (or the verb says the blow landed),
the sentence names that one card and no number, no damage is read there (a total told before
the attack is no part of it), and who attacked whom is said (the attacker's opponent when only
one of them is). Anything else of the combat, a pump, first strike, trample, is left to the
vetoes; a creature whose power the card data does not give, whose own text may change it or
what its blow deals a player (counters, lifelink, double strike), or in a story that tells
something that may have changed it (counters, an Aura, a pump), gets no blow.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_around
from bot.application.situations.structure.phrases import LET_THROUGH, NO_BLOCKERS, NONE_BLOCKED
from bot.application.situations.text_normal import UNMODELLED, Normalised

_ATTACK = r"(?P<v>attacks?|attacked|swings?|swung|sends?|sent)"
# A blow told as landing: the damage reached the player, so nothing blocked it (510.1).
_HIT = (
    r"(?P<hit>hits|hit|connects with|connected with"
    # in the rules' and the cards' own words (510.2, "deals combat damage to a player")
    r"|(?:deals|dealt|has dealt) combat damage to)"
)
_BLOWS = {
    "en": (
        # "Opp attacks me with Phage", "opp attacked with Phage", "opp swings Phage at me".
        re.compile(
            rf"⟨(?P<by>[a-z0-9]+)⟩ {_ATTACK}(?: ⟨(?P<to>[a-z0-9]+)⟩)?(?: in)? with ⟦(?P<c>\d+)⟧"
        ),
        re.compile(
            rf"⟨(?P<by>[a-z0-9]+)⟩ {_ATTACK} ⟦(?P<c>\d+)⟧(?: in)?"
            r"(?: at ⟨(?P<to>[a-z0-9]+)⟩)?"
        ),
        # "Opp's Phage attacks me", "my opponent's Phage swung in".
        re.compile(
            rf"⟨(?P<by>[a-z0-9]+)⟩'s ⟦(?P<c>\d+)⟧ {_ATTACK}(?: in)?(?: at)?"
            r"(?: ⟨(?P<to>[a-z0-9]+)⟩)?"
        ),
        # "Opp's Phage hits me", "Phage hit me", "I got hit by opp's Phage": a blow landed.
        re.compile(rf"(?:⟨(?P<by>[a-z0-9]+)⟩'s )?⟦(?P<c>\d+)⟧ {_HIT} ⟨(?P<to>[a-z0-9]+)⟩"),
        re.compile(
            r"⟨(?P<to>[a-z0-9]+)⟩ (?:get|gets|got|was|were|am|is|are|'m) (?P<hit>hit) by"
            r" (?:⟨(?P<by>[a-z0-9]+)⟩'s )?⟦(?P<c>\d+)⟧"
        ),
        # "Phage attacks me": the attacker's controller is the other player.
        re.compile(rf"(?<!'s )⟦(?P<c>\d+)⟧ {_ATTACK}(?: in)?(?: at)? ⟨(?P<to>[a-z0-9]+)⟩"),
    ),
    "ja": (
        re.compile(r"⟨(?P<by>[a-z0-9]+)⟩の⟦(?P<c>\d+)⟧(?:に|で)(?P<passive>殴られ|攻撃され)"),
        # 「攻撃が通った」: the attack got through, unblocked (「殴られた」 is only attacked).
        re.compile(
            r"⟨(?P<by>[a-z0-9]+)⟩の⟦(?P<c>\d+)⟧の(?P<passive>(?P<hit>攻撃が(?:通|とお)(?:っ|り|る)))"
        ),
        re.compile(
            r"⟨(?P<by>[a-z0-9]+)⟩(?:が|は)⟦(?P<c>\d+)⟧で(?:⟨(?P<to>[a-z0-9]+)⟩(?:に|を))?"
            r"(?P<v>攻撃し|殴っ|殴り|アタックし)"
        ),
        # 「相手の⟦⟧が攻撃してきて」「相手の⟦⟧の攻撃を(スルーした)」: at the asker.
        re.compile(
            r"⟨(?P<by>[a-z0-9]+)⟩の⟦(?P<c>\d+)⟧(?:が|で)(?P<passive>攻撃し|アタックし|殴っ)て(?:き|来)"
        ),
        re.compile(r"⟨(?P<by>[a-z0-9]+)⟩の⟦(?P<c>\d+)⟧の(?P<passive>攻撃)を"),
        # Combat damage dealt, in the cards' own words (「戦闘ダメージを与える」): a blow landed.
        re.compile(
            r"⟨(?P<by>[a-z0-9]+)⟩の⟦(?P<c>\d+)⟧(?:に|から)(?P<passive>(?P<hit>戦闘ダメージを"
            r"(?:与えられ|受け|食らっ|くらっ)))"
        ),
        re.compile(
            r"⟨(?P<by>[a-z0-9]+)⟩の⟦(?P<c>\d+)⟧(?:が|は)、?⟨(?P<to>[a-z0-9]+)⟩に、?"
            r"(?P<hit>戦闘ダメージを与え)"
        ),
    ),
}
NOTHING_BLOCKED = {
    "en": re.compile(
        r"\b(?:(?:do|does|did|could)(?: not|n't) block|(?:can't|can not|cannot|chose not to) block"
        r"|no(?:thing| creatures?)? to block(?: with)?|unblocked|no blocks?|no blockers?"
        rf"|{NO_BLOCKERS}"
        r"|(?:isn't|wasn't|is not|was not|not|never|nothing|nobody|no one)"
        rf" (?:is |was |got |gets |been )?blocked|(?:block|blocks|blocked) nothing)\b"
        rf"|{LET_THROUGH['en']}|{NONE_BLOCKED}"
    ),
    "ja": re.compile(
        r"ブロック(?:せず|しな(?:い|かっ)|しませ|して(?:い)?(?:ない|なかっ|ません)|でき(?:ず|な(?:い|かっ)"
        r"|ませ)|されず|されな(?:い|かっ)|されませ|されていな|なし|はしな)(?:ん(?:でした)?)?"
        r"|ノーブロック|ブロッカー(?:が|は)?(?:いな|なし|いませ)"
        rf"|{LET_THROUGH['ja']}"
    ),
}
_FILLER = {
    "en": re.compile(
        r"(?:[\s,.;:!?—-]|\b(?:and|but|so|then|just|simply|also|straight|in|at|on|with|me|him|her"
        r"|them|it|they|he|she|i|my|his|their|face|'s|this turn)\b|⟨[a-z0-9]+⟩|⟦\d+⟧)*"
    ),
    # Kana only: the endings and particles; a noun or a verb of its own has kanji or katakana.
    "ja": re.compile(r"(?:[ぁ-ん、。,\s]|⟨[a-z0-9]+⟩)*"),
}
_OPPONENT = {"you": "opponent", "opponent": "you"}
_MARKS = re.compile(r"⟦[^⟧]*⟧|⟨[^⟩]*⟩")
_REMINDER = re.compile(r"\([^)]*\)")
_SAID = frozenset({"controls", "query", "variant"})  # no blow's amount among them
_TOTALS = frozenset({"life_is", "poison_is", "library_is", "main_life_is"})
# Words anywhere in the story that may have changed a creature's power since its card data
# (counters, an Aura, a pump, an anthem): the blow's amount is not its printed power.
_CHANGED = {
    "en": re.compile(
        r"[+-]\d|\bcounters? on\b|\+1/\+1|\baura\b|\benchant\w*|\bpump\w*|\banthem\b"
        r"|\bbuff\w*|\bpower\b|\bbigger\b|\bgrow\w*|\bboost\w*|\bgiant growth\b"
    ),
    "ja": re.compile(r"[+＋-]\d|カウンター|オーラ|修整|パンプ|強化|パワー|サイズ|でかく|大きく"),
}
# A creature's own text that changes what its blow deals a player, or its power: played at its
# printed power, the blow would be wrong.
_OWN_TEXT = re.compile(
    r"double strike|lifelink|infect|toxic|wither|poisonous|power|\+\d|counter|gets? [+-]"
    r"|whenever [^.]* attacks|equipped|enchanted"
)


def blow_powers(texts: Sequence[OracleCard]) -> dict[str, int | None]:
    """The printed power of each creature told, where its Oracle text changes nothing of it or
    of what its blow deals a player; None otherwise."""
    return {
        card.name: None if _OWN_TEXT.search(_REMINDER.sub("", card.text).lower()) else card.power
        for card in texts
    }


# An inert creature (card_effects/inert.py) is read as any creature where the story names it:
# its attack is read at those places, with the power of its card data.
_INERT_BLOWS = {
    lang: tuple(
        re.compile(p.pattern.replace(r"⟦(?P<c>\d+)⟧", r"(?P<k>creature|クリーチャー)"))
        for p in patterns
    )
    for lang, patterns in _BLOWS.items()
}


def powered_blows(norm: Normalised, reading: Reading, powers: Mapping[str, int | None]) -> Reading:
    """The reading with each such attack read as damage of the creature's power, and the
    creature as the attacker's (an inert creature is placed nowhere: it decides nothing)."""
    for pattern in _BLOWS[norm.lang]:
        for found in pattern.finditer(norm.text):
            blow = _blow(norm, reading, found, powers)
            if blow is not None and not any(_overlap(blow, c) for c in reading.every):
                reading = _with(reading, blow, _held(reading, found, blow.other))
    if not norm.inert_at:
        return reading
    for pattern in _INERT_BLOWS[norm.lang]:
        for found in pattern.finditer(norm.text):
            blow = _blow(norm, reading, found, powers)
            if blow is not None and not any(_overlap(blow, c) for c in reading.every):
                reading = _with(reading, blow, None)
    return reading


def _held(reading: Reading, found: re.Match[str], by: str | None) -> Clause:
    """The attacker's creature: the clause that places it, or one read from its name."""
    index = int(found["c"])
    for item in reading.clauses:
        if item.kind == "controls" and item.cards == (index,) and item.player in {None, by}:
            return item
    return Clause(
        "controls", found.start("c") - 1, found.end("c") + 1, by, card=index, cards=(index,)
    )


def _with(reading: Reading, blow: Clause, held: Clause | None) -> Reading:
    """The reading with the blow, and the creature placed before it is played, even where
    its name comes after the verb ("attacks me with ⟦0⟧"); an inert creature is not placed."""
    owned = replace(held, player=blow.other) if held else None

    def told(clauses: list[Clause]) -> list[Clause]:
        ordered = sorted([*(c for c in clauses if c is not held), blow], key=lambda c: c.start)
        at = ordered.index(blow)
        return [*ordered[:at], *([owned] if owned else []), *ordered[at:]]

    return Reading(told(reading.clauses), told(reading.every))


def _blow(
    norm: Normalised, reading: Reading, found: re.Match[str], powers: Mapping[str, int | None]
) -> Clause | None:
    parts = found.groupdict()
    inert = dict(norm.inert_at).get(found.start("k")) if "k" in parts else None
    if "k" in parts and inert is None:
        return None  # "creature" in the story's own words: no card data
    power = powers.get(inert or norm.cards[int(found["c"])])
    passive, hit = parts.get("passive"), parts.get("hit")
    to = parts.get("to") or ("you" if passive else _OPPONENT.get(parts.get("by") or ""))
    by = parts.get("by") or _OPPONENT.get(to or "")
    if not power or to is None or by is None or to == by or _CHANGED[norm.lang].search(norm.text):
        return None
    first, last = sentence_around(norm.text, found.start(), found.end())
    # A total told before the attack in its sentence ("I'm at 6 and Phage hits me") is no
    # part of the combat: the sentence is read from after it.
    first = max(
        [
            first,
            *(
                c.end
                for c in reading.clauses
                if c.kind in _TOTALS and first <= c.start and c.end <= found.start()
            ),
        ]
    )
    # The sentence of the attack and the next: "…attacks me with Phage. No blocks."
    following = SENTENCE_END.search(norm.text, last + 1) if last < len(norm.text) else None
    sentence = norm.text[first:last]
    told_there = any(first <= c.start < last and c.kind not in _SAID for c in reading.every)
    # A blow told as landing needs no word that nothing blocked it.
    unblocked = (
        found
        if hit
        else NOTHING_BLOCKED[norm.lang].search(
            norm.text, first, following.start() if following else len(norm.text)
        )
    )
    if (
        told_there
        or unblocked is None
        or re.search(r"\d", _MARKS.sub(" ", sentence))
        or UNMODELLED in sentence
        or set(re.findall(r"⟦(\d+)⟧", sentence)) != ({found["c"]} if inert is None else set())
        or sum(first <= at < last for at, _ in norm.inert_at) != (inert is not None)
    ):
        return None
    # Nothing else said of the combat (a pump, a trick) in the sentences of the attack and of
    # the block: only the two, and the words that join them.
    block_end = SENTENCE_END.search(norm.text, unblocked.end())
    said = norm.text[first : max(last, block_end.start() if block_end else len(norm.text))]
    for part in (found, unblocked):
        begin, end = part.start() - first, part.end() - first
        said = said[:begin] + " " * (end - begin) + said[end:]
    if not _FILLER[norm.lang].fullmatch(said):
        return None
    # The verb alone: the card is the placing clause's ("with ⟦0⟧", 「⟨opponent⟩の⟦0⟧」).
    verb = found.span("hit" if hit else "passive" if passive else "v")
    return Clause("damage", *verb, player=to, other=by, numbers=(power,))


def _overlap(one: Clause, other: Clause) -> bool:
    return one.start < other.end and other.start < one.end
