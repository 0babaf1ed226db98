"""A Japanese blow or drain told by its noun, with no verb (「相手から5点のダメージ。」「そのあと
3点のドレイン。」「さらに火力で4点。」): the verb class the clause reader (japanese.py) reads
the amount with."""

from __future__ import annotations

import re

# A blow told by its noun alone, from a player or by their attack (「相手から5点のダメージ。」
# 「相手から3点の火力」「相手の攻撃で10点。」): no verb follows, the points end the clause.
_FROM_SOMEONE = re.compile(r"⟨[a-z0-9]+⟩(?:から|の(?:攻撃|クリーチャー)で)")
_DAMAGE_NOUN = re.compile(r"点(?:の(?:戦闘)?ダメージ|の火力|のバーン|ダメージ)?$")


# ... and one told with no one named, at a sentence's end, only when it came and by what
# means (「そのあと3点のドレイン。」「さらに火力で4点。」): whose it is, the attribution's to
# settle or leave open. 「さらに1点。」 alone is more of the event before (continued.py).
_BARE_BLOW = re.compile(
    r"(?P<when>(?:そのあと|その後|さらに|更に|続けて|次に|追加で|最後に|それから|[、,\s])*)"
    r"(?P<means>(?:火力|バーン|呪文|攻撃|一撃|パンチ)で)?$"
)
_THEN = re.compile(r"そのあと|その後|続けて|次に|最後に|それから")
_NOUN_LOSS = re.compile(r"点(?:の)?(?:ドレイン|ライフロス)$")
_SENTENCE_END = re.compile(r"[。.!?]|$")


def noun_blow(text: str, before: tuple[int, int], after: str, end: int) -> str | None:
    """ "take" for a blow told by its noun alone (see above), "lose" for a drain so told,
    else no verb class."""
    bare = _BARE_BLOW.match(text, *before)
    said = bare is not None and (bare.group("means") or _THEN.search(bare.group("when")))
    if said and _SENTENCE_END.match(text, end):
        if _NOUN_LOSS.match(after):
            return "lose"
        return "take" if _DAMAGE_NOUN.match(after) else None
    told = _FROM_SOMEONE.search(text, *before) and _DAMAGE_NOUN.match(after)
    return "take" if told else None
