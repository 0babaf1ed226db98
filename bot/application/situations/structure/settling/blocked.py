"""Attackers told by their sizes, and a block told beside them: what got through ("opp swings
with three 2/2s, I block one", "they attack with a 5/5 and a 3/3, I chump the 5/5", 「相手が
3/3と2/2で攻撃してきて3/3はブロックしました」「4/4は1/1でチャンプブロックされた」). A blocked
creature deals its combat damage to the creature blocking it, not to the player (509.1a,
510.1c); the player attacked takes the powers of those not blocked, together (510.2), and none
where every attacker was blocked.

Only a block that says which attackers it stopped: the one size it names ("the 5/5", 「3/3は」),
one of attackers all of one size ("I block one", 「1体をブロック」), every attacker ("both",
"all of them", 「全部」), or the one attacker there is ("I block", 「ブロックされた」). A block of
"one" among different sizes, a block by another player than the one attacked, or a keyword that
lets damage through a block (trample, first or double strike: the vetoes refuse it) leave the
story unread.
"""

from __future__ import annotations

import re
from collections import Counter

from bot.application.situations.model import Lang

# A block and what it names; `w`: which attackers ("the 5/5", "1", "both"), empty for "I block".
BLOCKS = {
    "en": re.compile(
        r"⟨(?P<b>[a-z0-9]+)⟩ (?:then |just |only )?(?:chump[- ]?)?"
        r"(?:blocks?|blocked|chumps?|chumped)(?! (?:nothing|none|no\b|neither|nobody))"
        r"(?: (?P<w>(?:the |(?:his|her|their|⟨[a-z0-9]+⟩'s) )?\d+/\d+"
        r"|(?:1|one)(?: of (?:them|⟨they⟩))?|it|both(?: of them)?|all(?: of them)?|them(?: all)?"
        r"|everything))?"
        r"(?: with (?:a |an |⟨[a-z0-9]+⟩'s |his |her |their )?\d+/\d+)?(?=[ ,.;!?]|$)"
        r"|(?:the )?(?P<p>\d+/\d+) (?:is|was|gets|got|get) (?:chump[- ]?)?blocked"
    ),
    "ja": re.compile(
        r"(?:(?P<w>\d+/\d+|1体|両方|全部|2体とも|全員)(?:は|を|が|だけ|のみ)?、?)?"
        r"(?:(?:⟨(?P<b>[a-z0-9]+)⟩(?:は|が)、?)?(?:\d+/\d+|クリーチャー)で)?"
        r"(?:チャンプ)?ブロック(?P<passive>され)?(?:し|さ)?"
    ),
}
BLOCKED = "blocked"  # the option of a blow read through its block (settled.py blanks the words)
_EVERY = frozenset({"both", "all", "them", "everything", "両方", "全部", "2体とも", "全員"})
_ONE = frozenset({"1", "one", "1体"})  # ("one of them": its number is left a word)
_SIZE = re.compile(r"(\d+)/(\d+)")
_NOT_BLOCKED = re.compile(r"ブロック(?:され)?(?:ず|な|でき|ませ)|ノーブロック")


def blocked_total(
    powers: list[tuple[int, int]], told: str, lang: Lang
) -> tuple[int, str, tuple[int, int]] | None:
    """The damage the attackers of sizes `powers` ((power, toughness) each) deal the player
    attacked, with a block told in `told` (their sentence and the next), the one who blocked
    (a player's mark, or "" where the words leave it to the attacked player) and where the
    block's words are in `told`; None when no block says which attackers it stopped, or when
    two blocks are told."""
    blocks = [b for b in BLOCKS[lang].finditer(told) if not _not_a_block(b, told, lang)]
    if len(blocks) != 1:
        return None
    block = blocks[0]
    which = _which(block, lang)
    left = Counter(powers)
    if which in _EVERY:
        return 0, block.group("b") or "", block.span()
    if which in _ONE or (which == "" and len(powers) == 1) or which == "it":
        if len(left) != 1:
            return None  # one of several sizes: which one is not said
        only = next(iter(left))
        left[only] -= 1
    elif sized := _SIZE.fullmatch(which):
        size = (int(sized.group(1)), int(sized.group(2)))
        if not left[size]:
            return None
        left[size] -= 1
    else:
        return None
    total = sum(power * count for (power, _), count in left.items())
    return total, block.group("b") or "", block.span()


def _which(block: re.Match[str], lang: Lang) -> str:
    """What the block names: a size, "1", a word for every attacker, or ""."""
    named = block.group("p") if lang == "en" and block.group("p") else block.group("w") or ""
    named = re.sub(r"^(?:the |(?:his|her|their|⟨[a-z0-9]+⟩'s) )", "", named)
    return named.split(" ")[0] if not _SIZE.fullmatch(named) else named


def _not_a_block(block: re.Match[str], told: str, lang: Lang) -> bool:
    """A block said not to have happened ("didn't block", 「ブロックせず」) is none."""
    if lang == "ja":
        return bool(_NOT_BLOCKED.match(told, block.start(0) + block.group(0).find("ブロック")))
    before = told[max(0, block.start() - 12) : block.start()]
    return bool(re.search(r"(?:n't|not|never|no) $", before))
