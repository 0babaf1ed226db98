"""A Japanese permanent told present by a word no card takes, in the words the reading of
unmodelled permanents (structure/unsettled.py) leaves: 「ミラーがある」「負けない系の
アーティファクトがある」 (ある, for a thing), 「プラチナの天使がいたら」「エンチャントがあれば」 (a
supposed presence), 「場にプラチナ天使。」 (a name with kanji). Each was 'loses' at 0 life: what
the permanent does is not told. Words for what a player has that do nothing of their own
(手札, 土地, クリーチャー, 時間, 余裕 ...) are no such permanent.

The same in English, a player said to have one by a word no card takes: "I'm at 1 and he has a
pinger. Am I dead?" was 'keeps_playing', where the pinger is the question ("he has an
enchantment out", "she's got a lifelinker"). A card the story names is read (⟦n⟧), and a size
("a 3/3") or a count is no word.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_NOUN = r"[一-龠ァ-ヶー・a-z]"
_PRESENT = re.compile(
    rf"(?<![⟧⟩{_NOUN[1:-1]}])(?P<x>{_NOUN}{{1,12}})(?:が|も|は|とか|なら)(?:まだ|もう|一応)?"
    r"(?:ある|あって|あった|あり|あれば|あったら|いたら|いれば)"
    rf"|(?:場|戦場|盤面)に(?:は)?(?P<w>{_NOUN}{{2,12}})(?=[、。,]|$)"
)
# Nouns of a game that do nothing of their own where a story has them (the zones, a player's
# counts, creatures, lands and tokens as such), and words of no game at all.
_NOTHING_OF_ITS_OWN = re.compile(
    r"^(?:.*(?:ライフ|ライブラリー?|山札|デッキ|手札|墓地|毒|カウンター|クリーチャー|土地|トークン|カード"
    r"|マナ|ダメージ|ターン|紋章|エンブレム|エムブレム|ブロッカー|アタッカー|パワー|タフネス|サイズ|枚数|点数|合計))$"
    r"|^(?:時間|余裕|可能性|問題|意味|理由|必要|方法|手|勝ち目|チャンス|自信|記憶|ルール|質問|相手|自分"
    r"|壁|人|誰|何|他|次|前|後|先|今|間|気|違い|差|順番|選択肢|猶予|心配|不安|疑問|例外|制限|上限|下限"
    r"|記載|説明|裁定|ルーリング|テキスト|文章|優先権)$"
)


# 「対応はありません」: a response denied (structure/settling/denied.py), no permanent; one
# told present (「対応はあります」) stays refused.
_DENIED_RESPONSE = re.compile(r"(?:対応|レスポンス)(?:は|が|も)?(?:何も)?ありませ")


_HELD_EN = re.compile(
    r"⟨[a-z0-9]+⟩ (?:has|have|had|controls?|controlled|got|'s got|'ve got|has got|have got)"
    r" (?:a|an|another|some) (?:(?:big|small|little|random|weird|nasty)[ -])?(?P<x>[a-z][a-z-]+)"
)
# What a player may have that does nothing of its own in a story (a zone, a count, a plain body,
# a player's chance), and words of no permanent at all.
_NOTHING_OF_ITS_OWN_EN = frozenset(
    "life total library deck hand graveyard card cards land lands token tokens creature creatures"
    " blocker attacker attackers blockers mana turn chance way lot problem question choice answer"
    " plan feeling window idea friend game match draw clock emblem empty full few couple bunch"
    " number point points poison counter counters commander partner team teammate opponent"
    " copy spell spells board hit".split()
)


def unknown_present(norm: Normalised) -> str | None:
    """Why a story may have a permanent in play that no card reading took, or None."""
    if norm.lang != "ja":
        for held in _HELD_EN.finditer(norm.text):
            if held["x"] not in _NOTHING_OF_ITS_OWN_EN:
                return f"the engine does not know {held['x']!r}, which the story has in play"
        return None
    for found in _PRESENT.finditer(norm.text):
        name = found["x"] or found["w"]
        if _DENIED_RESPONSE.match(norm.text, found.start()):
            continue
        if not _NOTHING_OF_ITS_OWN.match(name):
            return f"the engine does not know {name!r}, which the story has in play"
    return None
