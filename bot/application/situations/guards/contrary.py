"""What the reading took, where the story's words say otherwise.

- `emptiness_unread`: a library told empty in words no reading took ("out of cards", "he has
  no library", 「デッキがもうない状態で引いた」): left unread, it is played full.
- `not_commander_damage`: commander damage read where the story says the damage was none, the
  commander's ability and not its combat damage (903.10a counts combat damage only):
  「相手の統率者から合計21点、でも統率者ダメージじゃなくて能力ダメージ」 was read as 21 commander
  damage ('loses' at 40 life). Nor where the story names a format with no commander: "Opponent's
  commander hit me for 21. We're playing standard." was 'loses' (903.10a is the Commander
  variant's rule).
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, sentence_around
from bot.application.situations.text_normal import Normalised

# Said of the damage in the story, not asked: no commander damage, non-combat, an ability's.
_NOT_COMMANDER_DAMAGE = {
    "en": re.compile(
        r"\b(?:not|isn't|wasn't|no|never) (?:counted as |count as |counting as )?commander damage"
        r"|\bnon-?combat\b|\bnot combat\b|\b(?:its|the|an|his|her|their) ability\b"
    ),
    "ja": re.compile(
        r"統率者ダメージ(?:じゃ|では)な|統率者ダメージにならな|能力(?:の|で)?ダメージ|能力で|非戦闘"
        r"|戦闘(?:ダメージ)?(?:じゃ|では)な"
    ),
}


# A format played without commanders, said of the game ("we're playing standard", 「スタンダード
# で」), not a word for a rule ("standard rules") nor a commander variant ("Pauper EDH").
_FORMAT_WITHOUT_COMMANDER = {
    "en": re.compile(
        r"\b(?:standard|modern|pioneer|legacy|vintage|pauper|draft|sealed|limited|block|historic"
        r"|alchemy|explorer|timeless|premodern|oathbreaker)\b"
        r"(?! (?:rules?|commander|edh|cube|procedure|deck ?size|damage|way|practice|issue)\b)"
        r"(?<!\bstandard)(?<!\blegacy)"
        r"|\b(?:playing|play|played|in|at|a|this is|it's|it was|we're|were) (?:standard|legacy)\b"
        r"(?! (?:rules?|commander|edh|damage|way)\b)"
    ),
    "ja": re.compile(
        r"(?:スタンダード|モダン|パイオニア|レガシー|ヴィンテージ|パウパー|ドラフト|シールド|リミテッド"
        r"|ヒストリック|アルケミー|エクスプローラー)(?!統率者|EDH|edh|キューブ|ルール)"
    ),
}


def not_commander_damage(norm: Normalised, reading: Reading) -> str | None:
    """Why commander damage read beside words that say it was none, or in a game of a format
    without commanders, gets no verdict, or None."""
    for item in reading.every:
        if item.kind != "commander_damage":
            continue
        if played := _FORMAT_WITHOUT_COMMANDER[norm.lang].search(norm.text):
            return f"not understood: commander damage in a game of {played.group()!r}"
        # its sentence and the next ("It hit me for 21. Not commander damage though.")
        first, last = sentence_around(norm.text, item.start, item.end)
        following = SENTENCE_END.search(norm.text, last + 1)
        stop = following.start() if following else len(norm.text)
        said = _NOT_COMMANDER_DAMAGE[norm.lang].search(norm.text, first, stop)
        if said:
            return f"not understood: commander damage told as {said.group()!r}"
    return None


# A library told empty in words no reading took ("out of cards", "my library isn't empty"),
# where no library is read: left unread, it is played full. An empty hand, graveyard or board
# is no library.
_EMPTINESS = re.compile(
    r"\b(?:empty|emptied|out of cards|no (?:more )?cards|no (?:library|deck)"
    # "he has no library" and "he doesn't have any cards in his library" were played full
    r"|(?:does|do|did|has|have|had)(?:n't| not) (?:have |got )?(?:a|any) (?:library|deck|cards)"
    r"|(?:ran|run|runs) out)\b"
)
_LIBRARY = re.compile(r"\b(?:library|deck)\b")
_OTHER_ZONE = re.compile(r"\b(?:hand|graveyard|yard|board|battlefield|field|exile)\b")


# In Japanese, a library told empty, beside a draw (「デッキがもうない状態で引いた」).
_EMPTY_JA = re.compile(
    r"(?:ライブラリー?|デッキ|山札)[^。、]{0,8}?(?:ない|無い|空|尽き|切れ|使い切|ゼロ|ありませ|なくな)"
)


def emptiness_unread(norm: Normalised, reading: Reading) -> str | None:
    """Why a story with a library told empty and none read gets no verdict, or None."""
    if any(c.kind in {"library_is", "decked"} for c in reading.every):
        return None  # an empty library read, the words around it say it again
    if norm.lang == "ja":
        found = _EMPTY_JA.search(norm.text)
        drawn = any(c.kind == "draw" for c in reading.every)
        return f"not understood: a library told as {found.group()!r}" if found and drawn else None
    for found in _EMPTINESS.finditer(norm.text):
        at = found.start()
        cards = found.group().endswith("cards")  # "no cards in hand": the zone follows
        near = norm.text[at if cards else max(0, at - 14) : found.end() + 10]
        library = cards or _LIBRARY.search(norm.text, max(0, at - 16), found.end() + 16)
        read = any(c.start <= at < c.end for c in reading.every)
        if library and not read and not _OTHER_ZONE.search(near):
            return f"not understood: a library told as {found.group()!r}"
    return None


# A commander told hitting or dealing damage ("their commander has hit me three times",
# 「相手の統率者に殴られ続けて」), not the game's name (「統率者戦」, "a commander game").
_COMMANDER_BLOWS = {
    "en": re.compile(
        r"\b(?:commander|general)(?:'s)?(?! (?:game|format|deck|rules?|tax|zone|pod|night))"
        r"[^.!?]{0,24}?\b(?:hit|hits|hitting|attack\w*|swing\w*|swung|dealt|deals?|damage)\b"
    ),
    "ja": re.compile(
        r"統率者(?!戦|税|領域)(?:に|から|が|で|の攻撃で)[^。！？]{0,8}?(?:殴|攻撃|ダメージ|叩)"
    ),
}


def commander_blows_untold(norm: Normalised, reading: Reading) -> str | None:
    """Why a story that tells a commander's blows with no commander damage read gets no verdict,
    or None: the total of its combat damage decides (903.10a), and played without it the story
    kept a player in ("統率者戦で相手の統率者に殴られ続けて、ライフ15" was 'keeps_playing')."""
    if any(c.kind.startswith("commander") for c in reading.every):
        return None
    found = _COMMANDER_BLOWS[norm.lang].search(norm.text)
    return (
        f"not understood: a commander's blows with no commander damage told ({found.group()!r})"
        if found
        else None
    )
