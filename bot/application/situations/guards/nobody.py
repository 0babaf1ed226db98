"""Subjects that are no player's: a clause whose subject is a spectator, a judge, a friend
watching or a creature ("a spectator conceded", 「ジャッジが投了した」「観戦者がカードを1枚
引いた」), or two players named together (「相手Aも相手Bも」), would be read with its subject
unread, and so as the asker's. Over the text whose players are already named (text_normal.py),
such a subject becomes ⟨someone⟩, whose clause attribution.py refuses.
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

SOMEONE = "⟨someone⟩"
# A word of a noun phrase that is no player (a spectator, a creature), not one of what a
# player has (a total, a zone, a turn) or of what befalls them (the damage, a spell).
_NO_PLAYER = (
    r"(?!(?:life|totals?|poison|library|deck|graveyard|yard|hand|grip|counters?|team|side|board"
    r"|turn|game|damage|dmg|spell|effect|trigger|ability|stack|commander|general"
    # (nor a verb or a conjunction: "then A gets frustrated and scoops", A a seat)
    r"|and|or|but|then|gets?|got|is|was|has|had|who|which|that)\b)[a-z'\-]+"
)
_NOBODY: dict[Lang, re.Pattern[str]] = {
    # The subject of a concession, a draw, points or life taken or a card held.
    "en": re.compile(
        r"(?<![\w⟨])(?:(?<=^)|(?<=[.,;!?:] )|(?<=\band )|(?<=\bbut )|(?<=\bthen )|(?<=\bwhen )"
        r"|(?<=\bso ))"
        rf"(?:(?:an?|the|some|⟨(?:you|they|opponent\d?)⟩'s)(?: {_NO_PLAYER}){{1,3}}"
        # "the guy next to me", "the guy across from me", "the player on my left"
        r"(?: (?:(?:next )?to|across from|opposite|beside) ⟨you⟩"
        r"| (?:to|on) (?:⟨you⟩'s|the) (?:left|right)(?: of ⟨you⟩)?)?"
        r"|⟨(?:you|they|opponent\d?)⟩'s ⟦(?:\d+|\*)⟧)"
        r"(?= (?:(?:concede[sd]?|scoop(?:s|ed)?|drew|draws?|takes?|took|(?:gets?|got|is|was) hit"
        r"|loses|lost|gains?|gained)\b(?! ⟨)|(?:has|had|controls?|controlled) ⟦))"
    ),
    # The subject of a concession, a loss, a draw, a loss of life, points taken or a card held.
    "ja": re.compile(
        r"(?<![⟩\dァ-ヶー一-龥])(?!ライフ|ダメージ|毒|ライブラリ|デッキ|山札|手札|墓地|合計|累計|統率者"
        r"|カウンター|サブゲーム|メイン|ゲーム|今回|今度|今|次|最後|最初|結局|実際|普通|本当)"
        r"(?:向こう(?:側)?|むこう|あいつ|そいつ|こいつ|あっち|友だち|ともだち|(?:[ァ-ヶー]|[一-龥]){1,8})"
        r"(?=[がは](?:途中で|もう|すぐに|そこで)?(?:投了|降参|サレンダー|ゲームから抜け|抜け|離脱"
        r"|回線落ち|負け(?:た|て|ました|ちゃ)|敗北し"
        r"|⟦\d+⟧(?:を|が)?(?:コントロール|出して|戦場に出)|(?:カードを)?(?:\d+枚)?(?:引い|引き|ドロー)"
        r"|ライフを?\d+点?(?:を)?(?:失|受|得|回復)|\d+点(?:の(?:戦闘)?ダメージ)?(?:を)?"
        r"(?:受け|食らっ|くらっ|喰らっ|殴られ)|毒(?:カウンター)?(?:を|が)?\d+(?:個|つ)))"
    ),
}
# Two players named together (「自分も相手も」 is every player, text_normal.py): 「相手Aも相手Bも」,
# and a list joined by と, や, ・ or 、 (「自分と相手Aがライフ1」「相手AとBが」 was the second
# player's alone, the asker left at the starting total: 'keeps_playing' where the asker was at
# 1 and took 1).
# (「相手Aと相手Bと相手Cのライフが全員0」: the 「全員」 is the list's, not every player; 「私と
# 相手の対戦」「相方と私のチーム」 name no one's total.)
_NAMED_TOGETHER = re.compile(
    r"⟨[a-z0-9]+⟩も⟨[a-z0-9]+⟩(?=も)|⟨[a-z0-9]+⟩(?:(?:と|や|・|、)(?:⟨[a-z0-9]+⟩|[a-d](?![a-z])))+"
    r"(?=が|は|も|、|の(?:ライフ|ライブラリー|山札|デッキ|毒|手札|場|戦場))"
    r"(?P<said>の?(?:ライフ|ライブラリー|山札|デッキ|毒(?:カウンター)?)?(?:が|は|も)?)(?:⟨all⟩)?"
)
# A person the story names who is no seat the words give (「Aさん」「プレイヤーA」「弟」「うちの子」
# 「先輩」): the story is theirs, not the asker's (「Aさんがライフ0になりました」 was 'loses').
_THIRD_PERSON = re.compile(
    r"(?<![a-z\d])[a-z](?:さん|くん|君|ちゃん|氏)|プレイヤー[a-z\d](?![a-z\d人体枚個点つ回])"
    r"|⟨you⟩の子(?!供|ども)|お?(?:弟|兄|姉|妹|息子|娘|子供|子ども|先輩|後輩|知り合い|知人|同僚)"
    # ... with its honorific (「兄ちゃんがライフ0」 left 「⟨someone⟩ちゃん」, read as the asker)
    r"(?:ちゃん|さん|くん|君|貴)?"
)
# A player glossed in brackets (「対戦相手（初心者）が投了しました」「Aさん（対戦相手）が」): the
# clause after it read no subject, and so the asker's ('loses' where the opponent conceded).
# (「私のチーム（双頭巨人戦）で」 glosses no subject: the game it names stays.)
_GLOSSED = re.compile(r"⟨[a-z0-9]+⟩\((?:[^()\d⟨⟩戦]{1,12}|⟨[a-z0-9]+⟩)\)(?=が|は|の|に|も|から)")
# Anyone else the story names as the holder of a total (「その人がライフ3で」「店長がライフ1で」
# 「ケンくんがライフ0」「隣の人のライブラリー」): the total, and what follows, are theirs, not the
# asker's ('loses' on main). Words that say when or which game are no holder (「現在はライフ3」
# 「双頭巨人戦はライフ30」「開始時のライフ」).
_HOLDER = re.compile(
    r"(?<![⟩\dァ-ヶー一-龥a-z])(?!ライフ|ダメージ|毒|ライブラリ|デッキ|山札|手札|墓地|合計|累計|統率者"
    r"|カウンター|サブゲーム|メイン|ゲーム|今|次|最後|最初|結局|実際|普通|本当|現在|当時|元|初期"
    r"|本来|通常|基本|ターン|開始|スタート)"
    r"(?:[ァ-ヶー]|[一-龥]){1,8}(?:さん|くん|君|ちゃん|様|氏)?(?<!戦)(?<!時)(?<!中)(?<!後)(?<!前)"
    r"(?=(?:が|は)(?:ライフ(?:が|は)?-?\d|(?:ライブラリー?|山札|デッキ)(?:が|は)?\d|毒(?:カウンター)?(?:が|は)?\d)"
    r"|(?:(?<=人)|(?<=さん)|(?<=くん)|(?<=君)|(?<=ちゃん)|(?<=様)|(?<=氏))"
    r"の(?:ライフ|ライブラリー|山札|デッキ|毒))"
)
# The friend who is the other player at a kitchen table (text_normal.py), told as watching:
# a spectator ("my friend watching conceded", 「観戦してた友達が投了した」).
_WATCHING: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(r"⟨friend⟩(?= (?:who (?:is|was) )?(?:watching|spectating|sitting out))"),
    "ja": re.compile(r"(?:観戦|見学|見て)(?:して)?(?:い|て)?(?:た|る|中の)⟨friend⟩"),
}


def nobody(text: str, lang: Lang) -> str:
    """`text` with each subject that is no player's (and each pair named together) made
    ⟨someone⟩."""
    if lang == "ja":
        text = _NAMED_TOGETHER.sub(lambda found: SOMEONE + (found["said"] or ""), text)
        text = _GLOSSED.sub(SOMEONE, _THIRD_PERSON.sub(SOMEONE, text))
        text = _HOLDER.sub(SOMEONE, text)
    text = _WATCHING[lang].sub(SOMEONE, text)
    return _NOBODY[lang].sub(SOMEONE, text)
