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
    "Baron Von Count": "カウント男爵",
    "Share the Spoils": "戦利品の山分け",
    "Lithoform Engine": "石成エンジン",
    "Burning Wish": "燃え立つ願い",
    "Laboratory Maniac": "研究室の偏執狂",
    "Worship": "崇拝",
    "Thassa's Oracle": "タッサの神託者",
    "Death Wish": "死せる願い",
    "Door to Nothingness": "空虚への扉",
    "Demonic Pact": "悪魔の契約",
    "Alchemist's Gambit": "錬金術師の計略",
    "Angel of Destiny": "運命の天使",
    "Atemsis, All-Seeing": "全てを見通す者、アテムシス",
    "Chance for Glory": "栄光の好機",
    "Enduring Angel": "不朽の天使",
    "Etrata, the Silencer": "静める者、エトラータ",
    "Final Fortune": "最後の賭け",
    "Forbidden Crypt": "禁忌の墓所",
    "Glorious End": "栄光の幕切れ",
    "Immortal Coil": "不死のコイル",
    "Intervention Pact": "仲裁の契約",
    "Karn Liberated": "解放された者、カーン",
    "Last Chance": "最後のチャンス",
    "Nefarious Lich": "極悪な死",
    "Nicol Bolas, Dragon-God": "龍神、ニコル・ボーラス",
    "Nine Lives": "九つの命",
    "Pact of Negation": "否定の契約",
    "Pact of the Titan": "タイタンの契約",
    "Phage the Untouchable": "触れられざる者フェイジ",
    "Sinner's Judgment": "兇徒の審判",
    "Slaughter Pact": "殺戮の契約",
    "Strixhaven Stadium": "ストリクスヘイヴンの競技場",
    "Summoner's Pact": "召喚士の契約",
    "The Deck of Many Things": "デック・オヴ・メニー・シングズ",
    "Triskaidekaphobia": "十三恐怖症",
    "Vorpal Sword": "ヴォーパル・ソード",
    "Vraska the Unseen": "見えざる者、ヴラスカ",
    "Vraska, Golgari Queen": "ゴルガリの女王、ヴラスカ",
    "Vraska, Scheming Gorgon": "ゴルゴンの陰謀家、ヴラスカ",
    "Warrior's Oath": "戦士の誓言",
    "Mirrodin Besieged": "ミラディン包囲戦",
    # the other faces and the tokens these cards make
    "Angelic Enforcer": "天使の処罰者",
    "Assassin": "暗殺者",
    "Giant": "巨人",
    "Squirrel": "リス",
}


def card_name(name: str, lang: str) -> str:
    if lang == "ja":
        return JA_CARD_NAMES.get(name, name)
    return name
