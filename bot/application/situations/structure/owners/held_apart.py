"""Whose a card is, told in words that hold it apart from the story: a card a player holds only
in a supposition ("if I had Platinum Angel out I'd be fine", 「もし《リッチ》があったら」: they
have it not), and a player's own words quoted with a speaker other than the asker ('"I have
Platinum Angel" my opponent said': that "I" is the opponent). Each was read as the asker's card
("I'm at 0, do I lose?" was 'keeps_playing'); the words do not give the story the engine would
play, so no verdict. Nor does a word a Japanese player is under (「超越下で」) that the search did
not recognise as a card.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_SUPPOSED_HELD = {
    "en": re.compile(
        r"\bif (?:only )?(?:⟨[a-z0-9]+⟩|there) (?:had|'d had|would have|were to have|controlled"
        r"|got|was|were|had been)\b[^.?!,;]*⟦\d+⟧"
        r"|\bif (?:only )?(?:⟨[a-z0-9]+⟩'s |the |an? )?⟦\d+⟧(?:'d| was| were| had)"
        r"|\b(?:had|would have) ⟨[a-z0-9]+⟩ (?:had|controlled|drawn|cast|played)\b[^.?!,;]*⟦\d+⟧"
    ),
    "ja": re.compile(
        r"⟦\d+⟧(?:が|を|も)[^。、,.!?]{0,8}?(?:あったら|いたら|あれば|いれば|あったとしたら"
        r"|いたとしたら|出していたら|出してたら|出していれば|出してれば|持っていたら|持ってたら"
        r"|コントロールしていたら|コントロールしてたら)"
    ),
}
_SPEECH = r"(?:said|says|say|claims?|claimed|goes|went|told|tells|replied|replies|yelled|asked)"
_QUOTED_EN = re.compile(
    rf"\"[^\"]*⟨you⟩[^\"]*\",? ⟨(?!you⟩)[a-z0-9]+⟩ {_SPEECH}\b"
    r"|⟨(?!you⟩)[a-z0-9]+⟩(?: [a-z]+)? ?: ?\"[^\"]*⟨you⟩"
)


# 「超越下でライフ-5」: a word a player is under, unbracketed and not recognised as a card (the
# verdict was 'loses', the card left out); rules, situations and variants are no card.
_UNDER_JA = re.compile(
    r"(?<![⟧⟩\w])([ァ-ヶー一-龠]{2,12}?)(?:の)?(?:下|影響下|支配下)(?:で|に|だと|なら)"
)
_NO_CARD_JA = re.compile(
    r"(?:ルール|状況|条件|環境|制限|戦|ゲーム|ターン|状態|効果|影響|支配|管理)$"
)


def held_apart(norm: Normalised) -> str | None:
    """Why a card the story names may be held in words apart from the story, or None."""
    under = _UNDER_JA.search(norm.text) if norm.lang == "ja" else None
    if under and not _NO_CARD_JA.search(under.group(1)):
        return f"the engine does not know {under.group(1)!r}, which the story has in play"
    if not norm.cards:
        return None
    if found := _SUPPOSED_HELD[norm.lang].search(norm.text):
        return f"not understood: a card held only in a supposition ({found.group()!r})"
    if norm.lang == "en" and (found := _QUOTED_EN.search(norm.text)):
        return f"not understood: a player's own words quoted ({found.group()!r})"
    return None
