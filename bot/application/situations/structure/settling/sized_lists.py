"""Several creatures told by their sizes that hit the asker, or attack them unblocked ("opp
swings with two 3/3s and I don't block", "a 3/3 and a 2/2 hit me", 「相手の3/3と2/2に殴られた」,
「3/3二体に殴られてノーブロック」): their powers together, as one creature told by its size
deals its power (structure/phrases.py `sized_blows`). So do the attackers told by the block that
did not happen, one or several ("I couldn't block his 5/5", 「相手の5/5をブロックできなかった」),
and those told on a player's board, then attacking all together ("opp has a 4/4 and a 5/5,
swings with both", 「相手の場に3/3が2体いて、両方で攻撃してきた」).

The list is read whole: a reading of its last size alone was the blow (「3/3と2/2に殴られた。
ブロックしてない」 was 2 damage: 'keeps_playing' at 5 life). A block told beside it ("I block
the 2/2", a chump block), a size changed, the asker's own attackers (at whom?), or the points
told right after it (「…に殴られて3点受けた」: those are the blow) leave it to the other
readings.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.model import Lang
from bot.application.situations.pattern_kit import Clause, sentence_start
from bot.application.situations.structure.phrases import (
    RESIZED,
    UNBLOCKED,
    UNBLOCKED_BY,
)
from bot.application.situations.structure.settling.blocked import BLOCKED, blocked_total
from bot.application.situations.structure.settling.sized_one import (
    OWN_AT_JA,
    PASSIVE_BY,
    blow_told,
    points_after,
)

# One creature by its size, with a count or an article and one word of description ("a 2/2
# infect guy", "2 3/3s"); the words that join a list or go on with the story are no description.
_WORD = r"(?: (?!and\b|for\b|unblocked\b|at\b|to\b|with\b|but\b|so\b|then\b|toward\b)[a-z]+)?"
_ITEM_EN = rf"(?:(?:an?|another|\d+) )?\d+/\d+s?{_WORD}"
_LIST_EN = rf"(?P<list>{_ITEM_EN}(?:(?:,|, and| and| \+) {_ITEM_EN})+|\d+ \d+/\d+s{_WORD})"
# (not at another: a player, a planeswalker)
_FOR = (
    r"(?P<u>,? (?:both |all )?unblocked)?(?: for (?P<m>\d+)(?: damage)?)?(?= |[,.;?!]|$)"
    r"(?! at\b| toward)"
)
# The attackers told by the block that did not happen ("I couldn't block his 5/5", 「相手の
# 5/5をブロックできなかった」): one creature as well as several.
_NOT_BLOCKED_EN = re.compile(
    r"⟨you⟩ (?:can't|couldn't|didn't|don't|do not|did not|could not|cannot|chose not to) block"
    rf" (?:(?:⟨(?P<q>[a-z0-9]+)⟩'s|his|her|their|the) )?(?P<list>{_ITEM_EN}"
    rf"(?:(?:,|, and| and| \+) {_ITEM_EN})*)(?= |[,.;?!]|$)"
)
# The creatures told on a player's board, then attacking all together ("opp has a 4/4 and a
# 5/5, swings with both", 「相手の場に3/3が2体いて、両方で攻撃してきた」).
_ALL_OF_THEM = (
    r"(?:both|both of them|everything|all of them|them|it|all|(?:his|her|their) (?:team|board))"
)
_BOARD_EN = re.compile(
    r"⟨(?P<q>[a-z0-9]+)⟩ (?:has|have|had|controls?|controlled|'s got|has got|'ve got) (?:out )?"
    rf"(?P<list>{_ITEM_EN}(?:(?:,|, and| and| \+) {_ITEM_EN})*)"
    r"(?: out| on (?:the )?(?:board|battlefield|field))?(?:,| and|\.)? (?:then |and )?"
    rf"(?:⟨[a-z0-9]+⟩ )?(?:swings?|swung|attacks?|attacked) (?:at ⟨you⟩ )?with {_ALL_OF_THEM}\b"
    r"(?! at\b| toward)"
)
_SIZED_LISTS_EN = (
    _BOARD_EN,
    re.compile(
        r"⟨(?P<q>[a-z0-9]+)⟩ (?P<v>attacks|attacked|attack|swings|swung|swing|hits|hit)"
        rf"(?: at)?(?: ⟨you⟩)? with (?:his |her |their )?{_LIST_EN}{_FOR}"
    ),
    _NOT_BLOCKED_EN,
    re.compile(rf"{PASSIVE_BY}{_LIST_EN}{_FOR}"),
    re.compile(
        rf"(?:⟨(?P<q>[a-z0-9]+)⟩(?:'s)? )?{_LIST_EN}"
        r" (?P<v>hits|hit|connects|connected|connect|attacks|attacked|attack|swings|swung|swing)"
        rf"(?: ⟨you⟩)?{_FOR}"
    ),
)
_KANJI_COUNT = {"二": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_ITEM_JA = r"\d+/\d+(?:(?:を|が)?(?:\d+|[二三四五六])体)?"
_NOT_BLOCKED_JA = re.compile(
    rf"(?:⟨(?P<q>[a-z0-9]+)⟩の)?(?P<list>{_ITEM_JA}(?:(?:と|、){_ITEM_JA})*)(?:の)?(?:クリーチャー)?"
    r"を(?P<u>ブロックでき(?:ず|なかっ)|ブロックしな(?:かっ)|ブロックせず)"
)
_BOARD_JA = re.compile(
    rf"⟨(?P<q>[a-z0-9]+)⟩の(?:場|戦場)に(?:は)?(?P<list>{_ITEM_JA}(?:(?:と|、){_ITEM_JA})*)(?:が)?"
    r"(?:い|あ)(?:て|る|ます|ました)[。、]?(?:⟨[a-z0-9]+⟩(?:が|は))?"
    r"(?:両方|全部|全員|全て|すべて|\d体とも|その\d体)で(?:攻撃|殴)(?![^。]{0,12}(?:プレインズ|PW|pw))"
)
_SIZED_LISTS_JA = (
    _BOARD_JA,
    # 「3/3が3体殴ってきた」: at the asker (「…てきた」), the blows landed; 「相手が4/4と3/3で
    # 攻撃してきた」: the attacker as the subject, the creatures its means, landed only where
    # nothing blocked them (`_struck`)
    re.compile(
        rf"(?:⟨(?P<q>[a-z0-9]+)⟩(?:の|が|は))?(?P<list>{_ITEM_JA}(?:(?:と|、){_ITEM_JA})*)"
        r"(?:が|で)?(?P<v>殴ってき|殴りかかってき|攻撃してき)(?:た|て|ました)"
    ),
    re.compile(
        rf"(?:⟨(?P<q>[a-z0-9]+)⟩の)?(?P<list>{_ITEM_JA}(?:(?:と|、){_ITEM_JA})*)(?:の)?"
        rf"(?:クリーチャー)?(?:に|で){UNBLOCKED_BY}(?P<v>殴られ|攻撃され)(?!そう|かけ|ずに|ない|なかっ|ません)"
    ),
    _NOT_BLOCKED_JA,
)
# 「⟨you⟩の5/5二体で攻撃して、ブロックされなかった」: the asker's own, at the other player.
_OWN_LIST_JA = re.compile(
    rf"{OWN_AT_JA}(?P<list>{_ITEM_JA}(?:(?:と|、){_ITEM_JA})*)(?:の)?(?:クリーチャー)?"
    r"で(?P<v>殴っ|殴り|攻撃し|攻撃|アタックし|アタック)(?!て(?:き|来)|され)"
)
# One attacker, read here only through a block told beside it (a blow that landed is
# sized_one.py's): "they attack me with a 2/2, I block", 「⟨you⟩の6/6が攻撃、相手は1/1で
# チャンプブロック」.
_ONE_BLOCKED_EN = re.compile(
    r"⟨(?P<q>[a-z0-9]+)⟩ (?P<v>attacks|attacked|attack|swings|swung|swing)(?: at)?(?: ⟨you⟩)?"
    r" with (?:a |an |his |her |their |⟨[a-z0-9]+⟩'s )(?P<list>\d+/\d+)(?![\d/])"
    r"(?!s\b|,? (?:and |\+ |& )?(?:an? |\d+ |another )?\d+/\d+)"  # (no list: one creature)
)
_ONE_BLOCKED_JA = re.compile(
    r"⟨(?P<q>[a-z0-9]+)⟩の(?P<list>\d+/\d+)(?:が|で)(?P<v>攻撃|アタック|殴)(?!され|られ)"
)
_BLOCKED_ONLY = (_ONE_BLOCKED_EN, _ONE_BLOCKED_JA)
_SIZED_LISTS_JA_ALL = (*_SIZED_LISTS_JA, _OWN_LIST_JA, _ONE_BLOCKED_JA)
_SIZES = re.compile(r"\d+/\d+")
_AMOUNT_TOLD = re.compile(r"\d")
_NOT_BLOCKED = (_NOT_BLOCKED_EN, _NOT_BLOCKED_JA)
_ONE_IS_ENOUGH = (_NOT_BLOCKED_EN, _NOT_BLOCKED_JA, _BOARD_EN, _BOARD_JA)
_SIZE = re.compile(r"(?:(\d+) )?(\d+)/\d+(?:(?:を|が)?(\d+|[二三四五六])体)?")
_ONE_SIZE = re.compile(r"(\d+)/(\d+)")
_STRIKES = frozenset(
    {"hits", "hit", "connects", "connected", "connect", "殴られ", "殴ってき", "殴りかかってき"}
)
_BLOCKED = re.compile(r"block|chump|ブロック")


def _powers(listed: str) -> tuple[int, int]:
    """(how many creatures, their powers together) of a list of sizes."""
    count = total = 0
    for size in _SIZE.finditer(listed):
        times = size.group(1) or size.group(3) or "1"
        each = _KANJI_COUNT.get(times) or int(times)
        count += each
        total += each * int(size.group(2))
    return count, total


def _struck(match: re.Match[str], told: str, lang: Lang) -> bool:
    """Whether the creatures dealt their damage: they hit, or nothing blocked them (a block
    told besides is a combat the reading cannot settle)."""
    unblocked = UNBLOCKED[lang].search(told) or match.groupdict().get("u")
    if _BLOCKED.search(UNBLOCKED[lang].sub("", told)):
        return False
    return bool(unblocked) or match.groupdict().get("v") in _STRIKES


def sized_lists(text: str, lang: Lang) -> list[Clause]:
    found = []
    for pattern in (*_SIZED_LISTS_EN, _ONE_BLOCKED_EN) if lang == "en" else _SIZED_LISTS_JA_ALL:
        for match in pattern.finditer(text):
            count, total = _powers(match.group("list"))
            least = 1 if pattern in _ONE_IS_ENOUGH else 2
            # The asker's own attack is at the other player, "they" (the opponent in a
            # two-player game only), as "I swing for 4" is (phrases.py); in Japanese, at whom?
            own = match.group("q") == "you"
            at_whom = lang == "en" or pattern in (_OWN_LIST_JA, _ONE_BLOCKED_JA)
            if own and (not at_whom or pattern in _NOT_BLOCKED):
                continue
            told, stop = blow_told(text, match)
            if RESIZED.search(told):
                continue
            player = "they" if own else "you" if lang == "en" or pattern is _BOARD_JA else None
            if not _struck(match, told, lang) or pattern in _BLOCKED_ONLY:
                # (one blocked creature too: phrases.py reads only blows that landed)
                if pattern not in _NOT_BLOCKED and (
                    blocked := _blocked(text, match, lang, told, stop)
                ):
                    found.append(replace(blocked, player=player))
                continue
            if count < least:
                continue  # one creature is phrases.py's
            if lang == "ja" and points_after(text, match.end()):
                continue
            # ("…, then I Bolt them for 3": a later event's amount, past `stop`)
            if _AMOUNT_TOLD.search(_SIZES.sub("", text[match.end() : stop])):
                continue  # "I don't block his 5/5 and take 5": the amount told is the blow
            amount = match.groupdict().get("m")
            found.append(
                Clause(
                    "damage",
                    # (the block that did not happen is no negated blow)
                    match.start("list") if pattern in _NOT_BLOCKED else match.start(),
                    match.end(),
                    player=player,
                    other=match.group("q"),
                    numbers=(int(amount) if amount else total,),
                )
            )
    return found


def _blocked(text: str, match: re.Match[str], lang: Lang, told: str, stop: int) -> Clause | None:
    """The attackers' blow where a block told beside them says which it stopped
    (settling/blocked.py): through the block's words, marked `BLOCKED`."""
    if match.groupdict().get("u") or match.groupdict().get("m") or UNBLOCKED[lang].search(told):
        return None  # "unblocked", "for 6", "I block nothing", "take it": told otherwise
    if match.groupdict().get("v") in _STRIKES:
        return None  # "they hit me, I chump the 3/3": landed, or blocked?
    if lang == "ja" and points_after(text, match.end()):
        return None
    sizes = [
        (int(size.group(1)), int(size.group(2)))
        for item in _SIZE.finditer(match.group("list"))
        for size in [_ONE_SIZE.search(item.group())]
        if size
        for _ in range(_count(item))
    ]
    found = blocked_total(sizes, told, lang)
    if found is None:
        return None
    total, blocker, (first, last) = found
    if blocker and (match.group("q") == "you") == (blocker == "you"):
        return None  # the block is the attacked player's: the asker's, or the asker's target
    begins = sentence_start(text, match.start())
    end = max(match.end(), begins + last)
    # An amount told besides the sizes and the block's own is another telling of the blow.
    rest = text[match.end() : begins + first] + text[begins + last : max(stop, end)]
    if _AMOUNT_TOLD.search(_SIZES.sub("", rest)):
        return None
    return Clause(
        "damage", match.start(), end, other=match.group("q"), numbers=(total,), option=BLOCKED
    )


def _count(item: re.Match[str]) -> int:
    times = item.group(1) or item.group(3) or "1"
    return _KANJI_COUNT.get(times) or int(times)
