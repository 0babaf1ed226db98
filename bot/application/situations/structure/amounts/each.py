"""Blows counted with an amount each: "two creatures hit me for 3 each", "it hit me three
times, 7 each time", 「クリーチャー2体に2点ずつ殴られました」「2点ずつ3回受けました」. One clause
is read over the whole phrase, marked with how many times it happened (`option="times:N"`);
the matching (matching.py) tells it that many times. What a commander "has" dealt so far so is
its total of commander damage taken (commander_told.py).

Only a count of blows or of attackers with one amount each, a blow's verb and the player hit is
read so; anything else in the phrase leaves it to the other readers and the vetoes.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.model import Lang
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.structure.amounts.commander_told import HAD

TIMES = "times:"
_MOST = 10
_BLOW = (
    r"(?:hit|hits|attack|attacks|attacked|swing|swings|swung at|swung|connect|connects"
    r"|connected|deal|deals|dealt)"
)
_COUNTED = r"(?:creatures?|attackers?|guys|dudes|tokens|bears|of them|unblocked creatures)"
_EN = (
    # "2 creatures hit me for 3 each", "opp's 3 tokens attack me for 1 damage each"
    re.compile(
        rf"(?:⟨(?P<q>[a-z0-9]+)⟩(?:'s)? (?:[a-z]+ )?)?(?P<k>\d+)"
        rf" (?:of (?:his|her|their|⟨(?P<o>[a-z0-9]+)⟩'s) )?(?:[a-z]+ )?{_COUNTED}"
        rf" {_BLOW} ⟨(?P<p>[a-z0-9]+)⟩ (?:for )?(?P<n>\d+)(?: damage| dmg)? each(?: time)?\b"
    ),
    # "… hit me three times, 7 each time", "hit me twice for 3 each"
    re.compile(
        rf"(?:⟨(?P<q>[a-z0-9]+)⟩(?:'s)? (?:(?P<src>[a-z]+|⟦\*⟧) )?)?(?P<perfect>has |have |had )?"
        rf"{_BLOW} ⟨(?P<p>[a-z0-9]+)⟩"
        r" (?:(?P<k>\d+) times|(?P<two>twice))(?: this game| this turn| in a row)?,?"
        r" (?:for )?(?P<n>\d+)(?: damage| dmg)? each(?: time)?\b"
    ),
)
_JA = (
    # 「(相手の)クリーチャー2体に2点ずつ殴られました」
    re.compile(
        r"(?:⟨(?P<q>[a-z0-9]+)⟩の)?(?:クリーチャー|トークン|攻撃クリーチャー)?(?P<k>\d+)体(?:のクリーチャー)?"
        r"(?:の攻撃)?(?:に|から|で)(?P<n>\d+)点ずつ(?:の)?(?:ダメージを)?(?:殴られ|受け|食らっ|くらっ)"
    ),
    # 「2点ずつ3回受けました」「3回、2点ずつ殴られた」
    re.compile(
        r"(?:(?P<n>\d+)点ずつ(?:の(?:ダメージ)?を?)?(?P<k>\d+)回|(?P<k2>\d+)回(?:、|,)?(?P<n2>\d+)点ずつ)"
        r"(?:の)?(?:ダメージを)?(?:殴られ|受け|食らっ|くらっ)"
    ),
)


def read_each(text: str, lang: Lang) -> list[Clause]:
    found = []
    for pattern in _EN if lang == "en" else _JA:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            times = 2 if groups.get("two") else int(groups.get("k") or groups.get("k2") or 0)
            amount = int(groups.get("n") or groups.get("n2") or 0)
            target, by = groups.get("p"), groups.get("q") or groups.get("o")
            if not 1 < times <= _MOST or amount <= 0 or (target is not None and target == by):
                continue
            blows = Clause("damage", match.start(), match.end(), player=target, other=by)
            if not groups.get("perfect"):
                found.append(replace(blows, numbers=(amount,), option=f"{TIMES}{times}"))
            elif groups.get("src") == "commander":
                # "… has hit me three times": what it has done so far, which a life told
                # beside it may already count; only a commander's is read (its total, had).
                total = replace(blows, kind="commander_damage", numbers=(amount * times,))
                found.append(replace(total, option=HAD))
    return found
