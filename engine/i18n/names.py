"""Japanese names of the cards the engine models, as the MTG Wiki writes them.

Cards printed only in English (Shahrazad, Enter the Dungeon, Lich, Fork) keep their English name.
"""

from __future__ import annotations

JA_CARD_NAMES: dict[str, str] = {
    "The Countdown Is at One": "カウントダウン残り１",
    "Tug of War": "綱引き",
    "Platinum Angel": "白金の天使",
    "Angel's Grace": "天使の嗜み",
    "Lich's Mastery": "リッチの熟達",
    "Abyssal Persecutor": "深淵の迫害者",
    "Soul Echo": "魂の残響",
    "Transcendence": "卓絶",
    "Lich's Tomb": "死者の墳墓",
    "Phyrexian Unlife": "ファイレクシアの非生",
    "Gideon of the Trials": "試練に臨むギデオン",
    "The Book of Exalted Deeds": "高貴なる行いの書",
    "Lich's Mirror": "死者の鏡",
    "Exquisite Archangel": "極上の大天使",
    "Blood Tyrant": "血の暴君",
    "Withengar Unbound": "解き放たれたウィゼンガー",
    "Sengir, the Dark Baron": "闇の男爵、センギア",
    "Share the Spoils": "戦利品の山分け",
    "Lithoform Engine": "石成エンジン",
    "Burning Wish": "燃え立つ願い",
    "Laboratory Maniac": "研究室の偏執狂",
}


def card_name(name: str, lang: str) -> str:
    if lang == "ja":
        return JA_CARD_NAMES.get(name, name)
    return name
