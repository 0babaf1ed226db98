"""Whose a total is, where the words leave it to the asker by omission but another player is
the subject of what befalls such a total in its sentence (「ライブラリーが0枚の状態で相手が1枚
引きました」), or an unsaid draw follows another player's library alone (「相手のライブラリーは
0枚。1枚引いた」): it may as well be theirs (the reader then plays it as each player's,
open_facts/whose.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, Clause, same_sentence
from bot.application.situations.structure.owners.readings import told_as_means
from bot.application.situations.text_normal import Normalised

# What befalls a total: a draw a library, damage or life lost a life, poison counters poison.
_BEFALLS_TOTAL = {
    "library_is": {"draw", "decked"},
    "life_is": {"damage", "life_change"},
    "poison_is": {"poison_gain"},
}


def total_of_the_other(
    written: list[Clause], resolved: list[Clause], norm: Normalised
) -> Clause | None:
    """A total with no owner said, taken as the asker's, in a sentence where another player is
    named as the one whom such a total's event befalls (「ライブラリーが0枚の状態で相手が1枚
    引きました」「…相手に3枚引かせた」):
    it may as well be theirs. The clause (as resolved), or None (an English story names its
    subjects; a subject it drops is read both ways, attribution.py)."""
    if norm.lang != "ja":
        return None
    for told, item in zip(written, resolved, strict=True):
        if told.player is not None or item.player != "you" or item.kind not in _BEFALLS_TOTAL:
            continue
        befalls = [
            later
            for later in written
            if later.start > item.start
            and later.kind in _BEFALLS_TOTAL[item.kind]
            and same_sentence(norm.text, item.end, later.start)
        ]
        if any(later.player == "you" for later in befalls):
            continue  # 「ライフ1で相手から私が1点受けて」: the asker's, said
        if any(later.player not in {None, "you"} for later in befalls):
            return item
    # The other way round: 「相手のライブラリーは0枚。1枚引いた」, the draw may be theirs.
    totals = {(c.kind, c.player) for c in resolved if c.kind in _BEFALLS_TOTAL}
    for told, item in zip(written, resolved, strict=True):
        if told.player is not None or item.player != "you":
            continue
        for kind, befalls_it in _BEFALLS_TOTAL.items():
            owners = {player for k, player in totals if k == kind}
            if item.kind in befalls_it and owners - {"you", None} and not owners & {"you", "all"}:
                return item
    return None


# "… has Platinum Angel too", 「相手の場にも」: another copy.
_TOO = re.compile(r"\b(?:too|also|as well)\b|⟩の(?:場|戦場)にも|⟩も")


def held_twice(written: list[Clause], norm: Normalised) -> str | None:
    """A card told as held by the asker and by another player named, or by another player
    "too" ("I have Platinum Angel out, but my opponent has Platinum Angel too"): two copies,
    which the reading does not keep apart. Its name, or None."""
    holders: dict[int, list[Clause]] = {}
    for item in written:
        if item.kind == "controls":
            for card in item.cards:
                holders.setdefault(card, []).append(item)
    for card, told in holders.items():
        others = [c for c in told if c.player not in {None, "you"}]
        if len(told) < 2 or not others:
            continue
        end = SENTENCE_END.search(norm.text, others[-1].end)
        first = max(0, others[-1].start - 12)
        if any(c.player == "you" for c in told) or _TOO.search(
            norm.text, first, end.start() if end else len(norm.text)
        ):
            return norm.cards[card]
    return None


def held_by_two(attributed: list[Clause], norm: Normalised) -> str | None:
    """A card whose holder the attributed clauses give as two players ("I have Platinum Angel in
    play but it's my opponent's": one owns it and the other controls it, or it changed hands):
    its name, or None. (A card told as what keeps a player in, "thanks to X", is seated by what
    it does, owners/readings.py.)"""
    holders: dict[int, set[str]] = {}
    for item in attributed:
        if item.kind in {"controls", "cast"} and item.player and not told_as_means(item, norm):
            for card in item.cards:
                holders.setdefault(card, set()).add(item.player)
    return next((norm.cards[card] for card, held in holders.items() if len(held) > 1), None)


# "the other", "the other one/guy/player" (no "the other opponent", read as the second one):
# the one player left in a game of two, but in a game of three or more ("3 player game, one
# opponent conceded, the other is at 1 and I bolt him" was 'keeps_playing', the total and the
# Bolt given to the one who conceded) which one is meant is the story's to say.
_THE_OTHER = re.compile(
    r"\bthe other(?: one| guy| player| person| dude| opp(?!onent))?"
    # as the subject of a total or an event ("the other is at 1", "the other guy conceded"), not
    # "10 from one commander and 10 from the other"
    r"(?='s| (?:is|was|has|had|at|took|takes|conceded|concedes|scooped|scoops|drew|draws|lost"
    r"|loses|gets|got|attacks|attacked|bolts|bolted|deals|dealt|casts|cast|with|on)\b)"
)
_ONE_OF_MANY = re.compile(r"\bone (?:opponent|opp|guy|player|dude|of)\b")


def the_other_of_many(question: str, reading: Reading) -> str | None:
    """Why "the other" may be any of several opponents, or None."""
    text = question.lower()
    found = _THE_OTHER.search(text)
    if found is None:
        return None
    many = any(
        c.kind == "variant" and c.option == "multiplayer" and c.numbers[:1] != (2,)
        for c in reading.every
    )
    if many or _ONE_OF_MANY.search(text):
        return f"not understood: which player {found.group()!r} is, of three or more"
    return None


# A Japanese clause that modifies the player named right after it
# (「白金の天使をコントロールしている相手が投了した」「白金の天使を出してる相手のライフが0」
# 「ライフ3の相手に」): its subject is that player, not the asker left unsaid ('keeps_playing'
# and 'wins' on main, the Angel given to the asker).
_MODIFIES = re.compile(
    r"(?:の|る|た|だ|いる|てる|ている|してる|している|した|だった|ってる|っている)?"
    r"⟨(?P<p>(?!you⟩)[a-z0-9]+)⟩(?=が|は|の|に|を|も|から|と|。|、|$)"
)


_JOINED_TO = re.compile(r"[でて、]?")  # 「ライフ0で白金の天使を出してる相手」: one clause
# (A clause read with its particle, 「統率者戦で」, ends there: what follows is no noun it
# modifies.)
_PARTICLE_END = frozenset("でにはがをともへや、,")
_OF_NO_PLAYER = frozenset({"variant", "query"})


def modified_players(norm: Normalised, clauses: list[Clause]) -> list[Clause]:
    """The clauses, each one with no subject said that modifies the player after it (or is
    joined to one that does) given that player."""
    if norm.lang != "ja":
        return clauses
    out = list(clauses)
    for at in range(len(out) - 1, -1, -1):
        item = out[at]
        if item.player is not None or item.kind in _OF_NO_PLAYER:
            continue
        if norm.text[item.end - 1] in _PARTICLE_END:
            continue
        found = _MODIFIES.match(norm.text, item.end)
        following = out[at + 1] if at + 1 < len(out) else None
        if found is None and following is not None and following.player is not None:
            joined = _JOINED_TO.fullmatch(norm.text, item.end, following.start)
            found = joined and _MODIFIES.match(norm.text, following.end)
            if found and found["p"] != following.player:
                found = None
        if found:
            out[at] = replace(item, player=found["p"])
    return out
