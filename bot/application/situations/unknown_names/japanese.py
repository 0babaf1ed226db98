"""A Japanese card name written in 「」 as players write one when they do not use 《》
(「「超越」を貼ってて、ライフ-3」): a name the search did not recognise is a card as one in 《》 is.
What else 「」 holds is no name: a phrase ending in a predicate (「負けない」「ライフが0になる」),
a term the question quotes (「詰み」ですか, 「ライブラリーアウト」しました), the game's or the
rules' own words (「状況起因処理」「敗北」), a number, a sentence; a recognised card in it is
marked already (「⟦0⟧」). Reported speech (「…」と言われた) is gone before this.
"""

from __future__ import annotations

import re

_LONGEST_NAME = 22  # the longest Japanese card name of the 33,029 names' list has 22 letters
# A term the question quotes, followed by a copula, a する verb or a word naming it (「詰み」
# ですか, 「ライブラリーアウト」しました, 「毒殺」された, 「負け確」ってやつ): no card.
_QUOTED = re.compile(
    rf"「([^「」《》]{{1,{_LONGEST_NAME}}})」"
    r"(?!\s*(?:です|でし|だ|じゃ|なの|しま|した|して|する|し(?=[、。,]|$)|され|させ|って|と(?:は|か|いう)"
    r"|扱い|状態|になっ|になる|になり|をお願い|を教え|を確認|について))"
)
# A predicate ends a phrase, not a name (about one name in nine ends in kana: 「…もの」「…り」
# 「…の呪い」; an adjective's い is left to the game's words).
_PREDICATE_END = re.compile(r"(?:[るただすずぬよねかう]|ない|たい|しい|ます|です)$")
_NOT_A_NAME = re.compile(
    r"[⟦⟨0-9。！？!? ]|[がをは]、"
    # the game's words few of the 30,600 names hold (ライフ 1, ダメージ 2, ライブラリー 1, none the
    # others)
    r"|ライフ|ダメージ|引き分け|状況起因|投了|ライブラリ|山札|手札|カウンター|効果|クリーチャー"
    r"|トークン|プレイヤー|相手|詰み|即死|負け確|勝ち確"
)
# The game's and the rules' own words, a phrase of nothing else: 「敗北」「勝利」「ルール」.
_GAME_WORDS = re.compile(
    r"(?:敗北|勝利|負け|勝ち|処理|ターン|終了|ドロー|墓地|毒|紋章|統率者|置換|誘発|起動|能力|ルール"
    r"|呪文|土地|ゲーム|戦場|自分|裁定|ジャッジ|の|・)+"
)


def bracketed(text: str) -> str:
    """`text` with each name in 「」 in 《》 instead (text_normal marks a name there)."""
    return _QUOTED.sub(_as_name, text)


def _as_name(found: re.Match[str]) -> str:
    name = found.group(1)
    if _NOT_A_NAME.search(name) or _PREDICATE_END.search(name) or _GAME_WORDS.fullmatch(name):
        return found.group()
    return f"《{name}》"
