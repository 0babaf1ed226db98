"""The readings of a story's ownerless permanents (`structure/claims.py` reads them): the story
once for each way of seating them, a card told as what keeps a player in placed by its effect,
the story without them (verdict.py plays it to see who is in danger), and the words that may
say whose they are though no reading placed them (no verdict then)."""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import replace

from bot.application.situations.model import Unreadable
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import Static

UNOWNED = "unowned"  # a controls clause's option: on the battlefield, whose not said

# A permanent whose effect keeps its controller in the game, or its controller's opponents.
KEEPS_CONTROLLER = frozenset(
    {
        Static.YOU_CANT_LOSE,
        Static.NO_LOSS_FOR_ZERO_LIFE,
        Static.LOSS_BECOMES_MIRROR,
        Static.LOSS_BECOMES_ARCHANGEL,
        Static.ZERO_LIFE_TRANSFORMS,
        Static.EMPTY_DRAW_WINS,
    }
)
KEEPS_OPPONENTS = frozenset({Static.OPPONENTS_CANT_LOSE})
# What a reading may place a card with besides holding it: whoever did it controls it.
# A Gideon told beside an emblem of its name is the emblem holder's (the emblem counts only
# its holder's own Gideon).
_PLACING = {"controls", "cast", "leaves", "phase_out", "hand", "emblem"}
_GOES = {"leaves", "phase_out"}
_MOST_READINGS = 16
Owners = tuple[tuple[str, str], ...]


def _open(item: Clause) -> bool:
    return item.kind == "controls" and item.player is None and item.option == UNOWNED


def _given(clauses: list[Clause]) -> dict[int, str]:
    return {
        index: c.player
        for c in clauses
        if c.kind in _PLACING and c.player is not None
        for index in c.cards
    }


def _left(clauses: list[Clause], leaving: bool) -> list[int]:
    """The ownerless permanents no other clause gives a player; with `leaving`, also those
    told only as leaving ("Opponent destroys Platinum Angel": it was there)."""
    told = {index for c in clauses if _open(c) for index in c.cards}
    if leaving:
        told |= {
            index for c in clauses if c.kind in _GOES and c.player is None for index in c.cards
        }
    return sorted(told - set(_given(clauses)))


def owned_readings(
    clauses: list[Clause], seats: list[str], norm: Normalised, *, leaving: bool
) -> list[tuple[Owners, list[Clause]]] | Unreadable:
    """The story once for each way of seating its ownerless permanents, with (card, role) for
    each; a card another clause gives a player ("it's my opponent's Angel") is theirs, and one
    told as what keeps a player in the game whose effect keeps its controller's opponents in
    ("thanks to Abyssal Persecutor") is one of that player's opponents'."""
    clauses, kept = _kept_in(clauses, norm)
    if doubtful := _with_it(clauses, norm):
        return Unreadable(f"whose {doubtful} is is not said")
    given = _given(clauses)
    left = _left(clauses, leaving)
    if spells := [norm.cards[i] for i in left if not REGISTRY[norm.cards[i]].types.is_permanent]:
        return Unreadable(f"who cast {', '.join(spells)} is not said")
    choices = [[s for s in seats if i not in kept or _fits(s, *kept[i])] for i in left]
    if math.prod(len(choice) for choice in choices) > _MOST_READINGS:
        names = ", ".join(norm.cards[index] for index in left)
        return Unreadable(f"who controls {names} is not said")
    readings: list[tuple[Owners, list[Clause]]] = []
    for chosen in itertools.product(*choices):
        owner = {**given, **dict(zip(left, chosen, strict=True))}
        placed: list[Clause] = []
        for item in clauses:
            if _open(item):
                placed += [_held(item, index, owner[index]) for index in item.cards]
                continue
            if item.kind in _GOES and item.player is None:
                placed += [_held(item, i, owner[i]) for i in item.cards if i in left]
            placed.append(item)
        readings.append((tuple((norm.cards[i], owner[i]) for i in left), placed))
    return readings


# What keeps a player in the game, told as the means ("thanks to X", "under X", "X keeps me alive",
# 「《…》のおかげで」「《…》の効果で」), not as what they hold ("my X", "I have X",
# 「相手の《…》」).
_MEANS = re.compile(
    r"^(?:thanks to|because of|due to|with the help of|under) ⟦"
    r"|(?:keeps?|keeping|kept|protects?|protecting|protected|saves?|saving|saved|covers?"
    r"|covering|covered|stops?|stopped|prevents?|prevented) ⟨|^⟦\d+⟧(?:の効果|のおかげ)?で$"
)


# "I'm at -3 with Abyssal Persecutor": having it (and losing: a player may ask just that), or
# kept in by another player's: the words do not say.
_WITH = re.compile(r"^(?:with|and) ⟦\d+⟧$")


def told_as_means(item: Clause, norm: Normalised) -> bool:
    """Whether a controls clause tells the card as what keeps its player in ("thanks to X"):
    that player is the one kept in, not always its controller."""
    return item.kind == "controls" and bool(_MEANS.search(norm.text[item.start : item.end]))


def _with_it(clauses: list[Clause], norm: Normalised) -> str | None:
    for item in clauses:
        told = norm.text[item.start : item.end]
        card = norm.cards[item.card] if item.card is not None else None
        if item.kind == "controls" and _WITH.match(told) and card and keeps_opponents(card):
            return card
    return None


def _side(role: str) -> str:
    return "us" if role in {"you", "teammate"} else role


def _fits(seat: str, kept: str, same_side: bool) -> bool:
    return (_side(seat) == _side(kept)) == same_side


def _kept_in(
    clauses: list[Clause], norm: Normalised
) -> tuple[list[Clause], dict[int, tuple[str, bool]]]:
    """The clauses with each card told as what keeps a player in left ownerless, and for each
    such card that player and whether its controller is on their side (a card that keeps its
    controller in) or not (one that keeps its controller's opponents in)."""
    kept: dict[int, tuple[str, bool]] = {}
    out = []
    for item in clauses:
        told = norm.text[item.start : item.end]
        if item.kind == "controls" and item.player is not None and _MEANS.search(told):
            sides = {keeps_opponents(norm.cards[i]) for i in item.cards}
            if len(sides) == 1 and (sides == {True} or _keeps_controller(item, norm)):
                kept |= {index: (item.player, sides == {False}) for index in item.cards}
                item = replace(item, player=None, option=UNOWNED)
        out.append(item)
    return out, kept


def _keeps_controller(item: Clause, norm: Normalised) -> bool:
    return all(KEEPS_CONTROLLER & set(REGISTRY[norm.cards[i]].statics) for i in item.cards)


def keeps_opponents(card: str) -> bool:
    return bool(KEEPS_OPPONENTS & set(REGISTRY[card].statics))


def _held(item: Clause, index: int, owner: str) -> Clause:
    return replace(item, kind="controls", player=owner, card=index, cards=(index,), option="")


def without_ownerless(clauses: list[Clause], *, leaving: bool) -> list[Clause] | None:
    """The story with none of its ownerless permanents: None where it does more with one than
    hold it or see it leave."""
    gone = set(_left(clauses, leaving))
    kept = []
    for item in clauses:
        if _open(item) or (item.kind in _GOES and set(item.cards) <= gone):
            continue
        if gone & set(item.cards):
            return None
        kept.append(item)
    return kept


# A possessive the reading did not place ("it's not mine", "(his)", "it's my opponent's"):
# the words say whose a card is, and the reading missed it.
_LOOSE_POSSESSIVE = re.compile(
    r"⟨[a-z0-9]+⟩'s(?=\s*(?:[.,;:!?)]|$|(?:though|tho|too|either|anyway|btw|and|but)\b))"
    r"|\b(?:belongs?|belonged) to\b|\b(?:controls?|controlled|owns?|owned) (?:it|that|them)\b"
    # "The opponent has it", "he cast it last turn"; "on the other side of the table".
    r"|⟨[a-z0-9]+⟩ (?:\w+ )?(?:has|have|had|got|gets|cast|casts|played|plays|resolved)"
    r" (?:it|that|them|one)\b|\b(?:sides?|across|opposite|whose)\b"
)


# 「天使は相手のです」「相手が出したものです」「向こうの」「誰の」.
_LOOSE_POSSESSIVE_JA = re.compile(
    r"⟨[a-z0-9]+⟩の(?:もの|物|です|だ|じゃ|では|でした)"
    r"|⟨[a-z0-9]+⟩(?:が|は)(?:出した|唱えた|キャストした|コントロールして|出して)"
    r"|向こう|誰の|だれの"
)


# Words tied to an ownerless card that may say whose it is ("Platinum Angel is out for him",
# "…, cast by my opponent").
_ATTACHED = re.compile(
    r"\s*[,;]?\s*(?:but |and )?(?:not )?(?:from|for|by|of|under|belonging|owned|controlled|cast"
    r"|played|put|brought|that|which|who|whose)\b"
)


def doubted_owner(norm: Normalised, read: list[Clause], owned: Owners) -> str | None:
    """Why whose the ownerless cards are may be said in words no reading placed them by, or
    None: a possessive or a player's verb with no card ("The opponent has it", 「相手のもの」),
    a word tied to the card's clause ("out for him"), or the card named where nothing was read
    ("Opponent slams Platinum Angel.")."""
    table = _LOOSE_POSSESSIVE_JA if norm.lang == "ja" else _LOOSE_POSSESSIVE
    names = ", ".join(card for card, _ in owned)
    if table.search(norm.text):
        return f"whose {names} is is not understood"
    for item in read:
        if item.option == UNOWNED and _ATTACHED.match(norm.text, item.end):
            return f"whose {names} is is not understood"
    for mark in re.finditer(r"⟦(\d+)⟧", norm.text):
        card = norm.cards[int(mark.group(1))]
        done = _DONE_BY.search(norm.text, max(0, mark.start() - 30), mark.start())
        if card in dict(owned) and done and not any(c.start <= mark.start() < c.end for c in read):
            return f"not understood: what a player did with {card}"
    return None


# A player right before a card in words nothing read ("Opponent slams Platinum Angel",
# 「相手が《…》を」): what they did with it may say whose it is.
_DONE_BY = re.compile(r"⟨[a-z0-9]+⟩(?:(?: \w+){1,2} (?:an? |the |⟨[a-z0-9]+⟩'s )?|(?:が|は|も))$")
