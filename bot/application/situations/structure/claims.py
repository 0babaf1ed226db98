"""Whose a card is when the words say it by what the card does to a player or what a player
says of it, not by a possessive: a card that attacks or hits the asker is the other player's
("Abyssal Persecutor swings at me", 「《深淵の迫害者》に殴られた」: "they", the opponent only in a
two-player game); a card the asker calls their deck is theirs ("Lich's Mastery is my whole
deck"). Each reads only the card (the verb after it is left to the patterns that read the
damage), so it never takes the place of a longer reading. Damage the asker deals to no one
named is the other player's the same way.

A permanent told as there with no one's name on it ("Platinum Angel is out", "the Mirror
triggers", 「場に《白金の天使》がいて」) is read as whose the story leaves open: the story is
told once with each player controlling it (owners/readings.py), and the verdict stands only
where every reading gives it, or where the card's own effect says whose it must be
(verdict.py).
"""

from __future__ import annotations

import re

from bot.application.situations.pattern_kit import Clause, Pattern, clause, sentence_start, table
from bot.application.situations.structure.owners.readings import UNOWNED, keeps_opponents
from bot.application.situations.text_normal import Normalised

_AT_THE_ASKER = (
    r"(?: (?:attacks?|attacked|attacking|hits?|hitting|swings? at|swung at|swinging at"
    r"|connects? with|connected with|deals?|dealt|pings?|pinged|smacks?|smacked) ⟨you⟩)"
)
# 「相手が出した《…》」「相手がコントロールする《…》」: a relative clause of who put the card out
# or controls it.
RELATIVE_PUT = (
    r"(?:出した|出している|出してる|唱えた|キャストした|プレイした|張った|置いた|置いてる"
    r"|コントロールする|コントロールしている|コントロールしてる)"
)
_CARDS = r"⟦\d+⟧(?:(?:と|や|、|, and |, | and | & | plus )⟦\d+⟧)*"
_NOT_THEIRS = r"(?<!their )(?<!their own )(?<!her )(?<!her own )"
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
        # "Their Platinum Angel is out": the other player's ("their" is left as written), as a
        # subject; after a verb the verb's reading takes it.
        (
            r"(?:^|(?<=[.!?,;:(] )|(?<=\band )|(?<=\bbut )|(?<=\bso )|(?<=\bwith )|(?<=\bwhile ))"
            rf"(?:their|her) (?:own )?{{C}}(?:(?:'s| is| was| are| were| still)+ {_THERE})?",
            clause("controls", player="they"),
        ),
        (
            rf"{_NOT_THEIRS}(?:there(?:'s| is| was| are| were) (?:an? )?)?{{C}}(?:'s| is| was"
            rf"| are| were"
            rf"| has been| have been| being| sitting| sits| still| both| all| himself| herself"
            rf"| itself| too| also)+ {_THERE}",
            clause("controls", option=UNOWNED),
        ),
        (rf"there(?:'s| is| was) (?:an? )?{{C}} {_THERE}", clause("controls", option=UNOWNED)),
        # Its verb left out, as chat leaves it ("Transcendence on the board, I'm at -3", "opp at
        # 0, Angel on board"): the card and where it is, a clause of its own.
        (
            r"(?:^|(?<=[.!?,;:] )|(?<=\band )|(?<=\bbut ))(?:an? |the )?{C} "
            rf"{_THERE}(?= ?(?:[.,;:!]|$|and\b|but\b))",
            clause("controls", option=UNOWNED),
        ),
        # Its ability at work: it is there ("Mirror triggers", "the Angel's effect applies").
        (
            rf"{_NOT_THEIRS}{{C}}(?:'s)?(?: (?:trigger|ability|replacement(?: effect)?|effect"
            r"|static))?"
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
_CLAUSE_END_JA = r"(?=[。、,.!！]|$)"
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
        # Its verb left out (「相手の場に《深淵の迫害者》。」「場に《白金の天使》、ライフ0」): the
        # card and where it is, ending a clause; with no one's place, whose it is left open.
        (rf"{{P}}の(?:場|戦場)に(?:は)?{{C}}{_CLAUSE_END_JA}", clause("controls")),
        (
            rf"(?:^|(?<=[。、,.!！？?]))(?:場|戦場)に(?:は)?{{C}}{_CLAUSE_END_JA}",
            clause("controls", option=UNOWNED),
        ),
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
        opponents = not held and all(keeps_opponents(norm.cards[i]) for i in item.cards)
        return norm.lang == "ja" and (bool(_THERE_JA.match(told)) or opponents)
    return item.option == UNOWNED or bool(_WITH_IT_OUT.match(told))
