"""Whose a card is when the words say it by what the card does to a player or what a player
says of it, not by a possessive: a card that attacks or hits the asker is the other player's
("Abyssal Persecutor swings at me", 「《深淵の迫害者》に殴られた」: "they", the opponent only in a
two-player game); a card the asker calls their deck is theirs ("Lich's Mastery is my whole
deck"). Each reads only the card (the verb after it is left to the patterns that read the
damage), so it never takes the place of a longer reading. Damage the asker deals to no one
named is the other player's the same way.

A permanent told as there with no one's name on it ("Platinum Angel is out", "the Mirror
triggers", 「場に《白金の天使》がいて」) is read as whose the story leaves open: the story is told
once with each player controlling it (owned_readings), and the verdict stands only where every
reading gives it, or where the card's own effect says whose it must be (verdict.py).
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import replace

from bot.application.situations.model import Unreadable
from bot.application.situations.pattern_kit import Clause, Pattern, clause, sentence_start, table
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import Static

_AT_THE_ASKER = (
    r"(?: (?:attacks?|attacked|attacking|hits?|hitting|swings? at|swung at|swinging at"
    r"|connects? with|connected with|deals?|dealt|pings?|pinged|smacks?|smacked) ⟨you⟩)"
)
UNOWNED = "unowned"
# 「相手が出した《…》」: a relative clause of who put the card out.
RELATIVE_PUT = r"(?:出した|出している|出してる|唱えた|キャストした|プレイした|張った)"
_CARDS = r"⟦\d+⟧(?:(?:と|や|、|, and |, | and | & | plus )⟦\d+⟧)*"
_THERE = (
    r"(?:out|in play|on the battlefield|on board|on the board|on the field|on the table"
    r"|on the bf)"
)

EN: list[Pattern] = table(
    [
        (rf"{{C}}(?={_AT_THE_ASKER})", clause("controls", player="they")),
        (
            r"{C} (?:is|was) {P}'s (?:whole |entire |only )?(?:deck|win ?con(?:dition)?|combo)",
            clause("controls"),
        ),
        (
            rf"(?:there(?:'s| is| was| are| were) (?:an? )?)?{{C}}(?:'s| is| was| are| were"
            rf"| has been| have been| being| sitting| sits| still| both| all| himself| herself"
            rf"| itself| too| also)+ {_THERE}",
            clause("controls", option=UNOWNED),
        ),
        (rf"there(?:'s| is| was) (?:an? )?{{C}} {_THERE}", clause("controls", option=UNOWNED)),
        # Its ability at work: it is there ("Mirror triggers", "the Angel's effect applies").
        (
            r"{C}(?:'s)?(?: (?:trigger|ability|replacement(?: effect)?|effect|static))?"
            r" (?:triggers|triggered|kicks in|kicked in|applies|applied|shuffles|shuffled"
            r"|replaces|replaced)",
            clause("controls", option=UNOWNED),
        ),
        # What it does for a player says whose it is by its effect (owned_readings).
        # Told, not asked ("does X protect me?" may ask of the asker's own, or not).
        (
            r"(?<!does )(?<!did )(?<!would )(?<!will )(?<!can )(?<!could )(?<!should )"
            r"{C} (?:is |was |has been )?(?:protects|saves|covers|protected|saved|covered"
            r"|protecting|saving|covering) {P}",
            clause("controls"),
        ),
        # "I have the Gideon of the Trials emblem": the emblem, not the planeswalker.
        (
            r"(?:{P} (?:have|has|had|got|have got|has got|control|controls) )?(?:the |an? )?"
            r"{C}(?:'s)? emblem",
            clause("emblem", carries=True),
        ),
        # Whose, said after it: "Platinum Angel (opponent's) is out", "… is out, it's mine".
        (
            rf"{{C}}(?:(?: is| was)? {_THERE})?,? \((?:it's |its )?{{P}}'s\)"
            rf"(?: (?:is|was) {_THERE})?",
            clause("controls"),
        ),
        (
            rf"{{C}}(?: is| was) {_THERE},? (?:and |but )?(?:it's|it is|its) {{P}}'s"
            r"(?= *[.,;!?]|$)",
            clause("controls"),
        ),
        (
            rf"{{C}}(?:(?:(?: is| was)? {_THERE})?,? \((?:it's |its )?theirs\)"
            rf"| (?:is |was )?(?:out )?on their (?:side|battlefield|board))",
            clause("controls", player="they"),
        ),
    ]
)
JA: list[Pattern] = table(
    [
        # 「こっちは《稲妻》で3点与えました」: damage the asker deals, to no one named, is to the
        # other player ("they": the opponent only in a two-player game).
        (
            r"⟨you⟩(?:は|が|も)(?:⟦\*⟧で)?{N}点(?:の)?(?:ダメージ)?(?:を)?与え(?:た|て|ました|る|ます)",
            clause("damage", player="they"),
        ),
        (
            r"(?<![のが]){C}(?=(?:に|で)(?:殴ら|攻撃さ|叩か|ダメージを与えられ))",
            clause("controls", player="they"),
        ),
        # 「《試練に臨むギデオン》の紋章があって」: the emblem, not the planeswalker.
        (
            r"(?:{P}(?:は|が|も|に)?)?{C}の紋章(?:が|を|も)?"
            r"(?:あって|ある|あります|あり|持っていて|持って(?:い|る|ます))?",
            clause("emblem", carries=True),
        ),
        # 「《深淵の迫害者》を出しました」: put out in the polite past (the table reads 「出して」).
        (
            r"(?:{P}(?:が|は|も))?(?:(?:場|戦場)に)?{C}を(?:場に|戦場に)?"
            r"(?:出しました|出した|出してる|出してます|出しています|プレイしました|プレイした)",
            clause("controls", carries=True),
        ),
        # 「ライフ-3でも相手が負けません」: the total is the one's who does not lose at it.
        (
            r"ライフ(?:が|は)?{N}(?:点)?(?:でも|なのに)、?{P}(?:が|は)"
            r"(?=負けな|負けませ|負けてな|負けてい|負けてませ|生きて|生き残)",
            clause("life_is"),
        ),
        # 「《白金の天使》のおかげで」: what keeps a player going, as 「《…》で」 is.
        (r"(?<![のをがは]){C}のおかげで", clause("controls")),
        # 「相手が出した《白金の天使》が場にいて」: whoever put it out controls it.
        (
            rf"{{P}}(?:が|の){RELATIVE_PUT}{{C}}(?:が|は|も)?(?:(?:場|戦場)に)?"
            r"(?:いる|ある|いて|あって|います|あります)?",
            clause("controls"),
        ),
    ]
)
# 「場に《…》がいて」「《…》が戦場にある」: a permanent that is on the battlefield, told with no
# player before it and no one putting it there (「を出して」 has its subject, even an unsaid
# one; 「ライフ14で《卓絶》があります」, with no place, is the asker's having it).
_THERE_JA = re.compile(
    r"^(?:(?:場|戦場)に(?:は)?⟦\d+⟧[^⟨を]*|⟦\d+⟧[^⟨を]*(?:場|戦場)に)(?:いる|ある|いて|あって|出ている"
    r"|出ていて|出てて|います|あります|いました|ありました|いた|あった)"
)
# "I'm at -3 with Abyssal Persecutor out": the card is there, whoever's it is; "with Platinum
# Angel" alone is the subject's having it (the table's reading).
_WITH_IT_OUT = re.compile(rf"^(?:with|and) {_CARDS} {_THERE}$")
# A possessive the reading did not place ("it's not mine", "(his)", "it's my opponent's"):
# the words say whose a card is, and the reading missed it.
_LOOSE_POSSESSIVE = re.compile(
    r"⟨[a-z0-9]+⟩'s(?=\s*(?:[.,;:!?)]|$|(?:though|tho|too|either|anyway|btw|and|but)\b))"
    r"|\b(?:belongs?|belonged) to\b|\b(?:controls?|controlled|owns?|owned) (?:it|that|them)\b"
    # "The opponent has it", "he cast it last turn"; "on the other side of the table".
    r"|⟨[a-z0-9]+⟩ (?:\w+ )?(?:has|have|had|got|gets|cast|casts|played|plays|resolved)"
    r" (?:it|that|them|one)\b|\b(?:sides?|across|opposite|whose)\b"
)


# "Jake has Platinum Angel out", "this guy has …": a holder the reader knows no player for.
_NAMED_HOLDER = re.compile(
    r"(?P<who>[a-z][a-z'⟨⟩ ]{0,40}?) (?:has|have|had|got|controls|controlled|runs|owns)"
    r"(?: got)? (?:an? |the )?⟦"
)
# "The guy across from me has …": the player read is a preposition's object, not the holder.
_OBJECT_BEFORE = re.compile(r"(?:\b(?:from|to|of|at|by|with|beside|behind|near|next to) )$")


def unknown_holder(item: Clause, norm: Normalised) -> str | None:
    """The words for a holder no player was read for, or None."""
    if item.kind != "controls" or norm.lang != "en":
        return None
    if item.player is not None:
        start = sentence_start(norm.text, item.start)
        before = norm.text[start : item.start]
        held = _NAMED_HOLDER.match(norm.text, start, item.end)
        return before.strip() if held and _OBJECT_BEFORE.search(before) else None
    holder = _NAMED_HOLDER.match(norm.text, item.start, item.end)
    return holder.group("who") if holder else None


def ownerless(item: Clause, norm: Normalised, *, ja: bool = False) -> bool:
    """A permanent the words put on the battlefield without saying whose: in English told
    with its own subject, which nothing before it carries to; with `ja`, a Japanese one,
    which a topic before it in its sentence does carry to (「相手はライフ3で、場に…がいる」)."""
    if item.kind != "controls" or item.player is not None:
        return False
    told = norm.text[item.start : item.end]
    if ja:
        # Japanese leaves the asker's own things unmarked, but a card that only keeps its
        # controller's opponents in (「ライフ-3で《深淵の迫害者》がいます」) is told for them.
        held = "⟨" in told or "を" in told  # 「…をコントロールして」: the unsaid subject's
        opponents = not held and all(_keeps_opponents(norm.cards[i]) for i in item.cards)
        return norm.lang == "ja" and (bool(_THERE_JA.match(told)) or opponents)
    return item.option == UNOWNED or bool(_WITH_IT_OUT.match(told))


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


# What keeps a player in the game, told as the means ("thanks to X", "X keeps me alive",
# 「《…》のおかげで」「《…》の効果で」), not as what they hold ("my X", "I have X",
# 「相手の《…》」).
_MEANS = re.compile(
    r"^(?:thanks to|because of|due to|with the help of) ⟦"
    r"|(?:keeps?|keeping|kept|protects?|protecting|protected|saves?|saving|saved|covers?"
    r"|covering|covered) ⟨|^⟦\d+⟧(?:の効果|のおかげ)?で$"
)


# "I'm at -3 with Abyssal Persecutor": having it (and losing: a player may ask just that), or
# kept in by another player's: the words do not say.
_WITH = re.compile(r"^(?:with|and) ⟦\d+⟧$")


def _with_it(clauses: list[Clause], norm: Normalised) -> str | None:
    for item in clauses:
        told = norm.text[item.start : item.end]
        card = norm.cards[item.card] if item.card is not None else None
        if item.kind == "controls" and _WITH.match(told) and card and _keeps_opponents(card):
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
            sides = {_keeps_opponents(norm.cards[i]) for i in item.cards}
            if len(sides) == 1 and (sides == {True} or _keeps_controller(item, norm)):
                kept |= {index: (item.player, sides == {False}) for index in item.cards}
                item = replace(item, player=None, option=UNOWNED)
        out.append(item)
    return out, kept


def _keeps_controller(item: Clause, norm: Normalised) -> bool:
    return all(KEEPS_CONTROLLER & set(REGISTRY[norm.cards[i]].statics) for i in item.cards)


def _keeps_opponents(card: str) -> bool:
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
