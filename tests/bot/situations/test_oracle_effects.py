"""Cards the engine does not model, told by the effects their Oracle text gives them beyond
damage, loss and drawing (card_effects/): a gain ("I cast Angel's Mercy",
「《天使の慈悲》で7点回復した」), a drain ("he drained me for 3 with Sovereign's Bite",
「《君主の一噛み》で3点ドレインされた」), a poison spell, and creatures whose blow the engine plays
(infect, toxic, double strike), a draw and its loss (Sign in Blood), a removal told at a
permanent the engine models ("they Murder my Platinum Angel"). The texts are real cards' Oracle
texts; the stories are this branch's own probes. A text with a choice, a condition or a second
effect of another kind, or a telling of what the text does not do (another number, a drain by a
card that does not drain, a removal at a permanent of a type it cannot reach), gets no verdict.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from bot.application.situations import model as m
from bot.application.situations import read_situation
from bot.application.situations.card_effects.oracle import (
    OracleCard,
    PlainCreature,
    SpellEffect,
    Then,
    plain_effect,
)
from tests.bot.situations.test_card_effects import judged
from tests.shared_data import shared_data

C = OracleCard
MERCY = C("Angel's Mercy", "You gain 7 life.", "天使の慈悲")
BITE = C("Sovereign's Bite", "Target player loses 3 life and you gain 3 life.", "君主の一噛み")
HELIX = C(
    "Lightning Helix",
    "Lightning Helix deals 3 damage to any target and you gain 3 life.",
    "稲妻のらせん",
)
WHELIX = C(
    "Warleader's Helix",
    "Warleader's Helix deals 4 damage to any target and you gain 4 life.",
    "戦導者のらせん",
)
REUNION = C("Heroes' Reunion", "Target player gains 7 life.", "勇士の再会")
ELF = C(
    "Glistener Elf",
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to"
    " players in the form of poison counters.)",
    "ぎらつかせのエルフ",
    1,
)
AGENT = C(
    "Blighted Agent",
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to"
    " players in the form of poison counters.)\nBlighted Agent can't be blocked.",
    "荒廃の工作員",
    1,
)
STINGER = C(
    "Plague Stinger",
    "Flying\nInfect (This creature deals damage to creatures in the form of -1/-1 counters and"
    " to players in the form of poison counters.)",
    "疫病のとげ刺し",
    1,
)
SWIFT = C("Boros Swiftblade", "Double strike", "ボロスの速太刀", 1)
CRUSADER = C(
    "Mirran Crusader",
    "Double strike, protection from black and from green",
    "ミラディンの十字軍",
    2,
)
TOUCH = C(
    "Vampiric Touch",
    "Vampiric Touch deals 2 damage to target opponent or planeswalker and you gain 2 life.",
    "吸血の感触",
)
ALMS = C(
    "Alms of the Vein",
    "Target opponent loses 3 life and you gain 3 life.\nMadness {B} (If you discard this card,"
    " discard it into exile. When you do, cast it for its madness cost or put it into your"
    " graveyard.)",
    "血管の施し",
)
FEAST = C("Soul Feast", "Target player loses 4 life and you gain 4 life.", "魂の饗宴")
NOURISH = C("Nourish", "You gain 6 life.", "滋養")
STREAM = C("Stream of Life", "Target player gains X life.", "命の川")
SIGN = C("Sign in Blood", "Target player draws two cards and loses 2 life.", "血の署名")
SALVE = C(
    "Healing Salve",
    "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be"
    " dealt to any target this turn.",
    "治癒の軟膏",
)
REST = C(
    "Rest for the Weary",
    "Target player gains 4 life.\nLandfall — If you had a land enter the battlefield under your"
    " control this turn, that player gains 8 life instead.",
    "疲弊の休息",
)
KISS = C(
    "Kiss of Death",
    "Kiss of Death deals 4 damage to target opponent or planeswalker. You gain 4 life.",
    "死のくちづけ",
)
TENDRILS = C(
    "Tendrils of Corruption",
    "Tendrils of Corruption deals X damage to target creature and you gain X life, where X is"
    " the number of Swamps you control.",
    "堕落の触手",
)
DOUSE = C(
    "Douse in Gloom",
    "Douse in Gloom deals 2 damage to target creature and you gain 2 life.",
    "薄暗がりへの消失",
)
ICHOR = C(
    "Ichorclaw Myr",
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to"
    " players in the form of poison counters.)\nWhenever Ichorclaw Myr becomes blocked, it gets"
    " +2/+2 until end of turn.",
    "イコルの爪のマイア",
    1,
)
NIGHTHAWK = C("Vampire Nighthawk", "Flying\nDeathtouch\nLifelink", "吸血鬼の夜鷲", 2)
LAVA_AXE = C("Lava Axe", "Lava Axe deals 5 damage to target player or planeswalker.", "溶岩の斧")
TAINT = C("Virulent Dose", "Target player gets two poison counters.", "")  # inline shape only
TOXIC = C(
    "Toxic Rat",
    "Toxic 2 (Players dealt combat damage by this creature also get two poison counters.)",
    "",
    1,
)
MURDER = C("Murder", "Destroy target creature.", "殺害")
DISENCHANT = C("Disenchant", "Destroy target artifact or enchantment.", "解呪")
DOOM = C("Doom Blade", "Destroy target nonblack creature.", "破滅の刃")
UNSUMMON = C("Unsummon", "Return target creature to its owner's hand.", "送還")
VINDICATE = C("Vindicate", "Destroy target permanent.", "名誉回復")
SWORDS = C(
    "Swords to Plowshares",
    "Exile target creature. Its controller gains life equal to its power.",
    "剣を鍬に",
)
KISSED = C(
    "Kiss of the Amesha", "Target player gains 7 life and draws two cards.", "アメーシャの口づけ"
)
CHILL = C(
    "Blood Tithe",
    "Each opponent loses 3 life. You gain life equal to the life lost this way.",
    "血の取り立て",
)
GIFT = C("Vampire Gift", "Each opponent loses 1 life and you gain 1 life.", "")
REVOKE = C("Revoke Existence", "Exile target artifact or enchantment.", "存在の破棄")


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        (
            "ok so I'm at 2 life, I cast Angel's Mercy in response to nothing lol, then opp"
            " swings and I take 8 from his team. am I still alive?",
            [MERCY],
            "keeps_playing",
        ),
        (
            "I'm at 1 life. I cast Angel's Mercy, then my opponent hits me for 9 with his"
            " dragons. Dead?",
            [MERCY],
            "loses",
        ),
        (
            "at 3 life I gained 7 off Angel's Mercy and then took 9 damage from the opp's"
            " attack. still in it right?",
            [MERCY],
            "keeps_playing",
        ),
        (
            "I was at 1, I cast Nourish, then their dude hit me for 6. alive?",
            [NOURISH],
            "keeps_playing",
        ),
        (
            "casual game: I'm on 1 life, I cast Nourish and then they hit me for 7. that's game"
            " right?",
            [NOURISH],
            "loses",
        ),
        (
            "I'm at 2 life and I cast Heroes' Reunion on myself, then they deal 8 damage to me."
            " am I alive?",
            [REUNION],
            "keeps_playing",
        ),
        (
            "I'm at 1 and I cast Stream of Life on myself for 10. Then opponent hits me for 10."
            " still alive?",
            [STREAM],
            "keeps_playing",
        ),
        (
            "ライフ2で《天使の慈悲》を唱えた。そのあと相手に8点殴られた。まだ生きてる？",
            [MERCY],
            "keeps_playing",
        ),
        (
            "ライフ1で《天使の慈悲》を唱えて、そのあと相手から9点のダメージを受けました。負けですか？",
            [MERCY],
            "loses",
        ),
        (
            "ライフ3のとき《天使の慈悲》で7点回復して、そのあと相手に9点殴られた。まだ大丈夫？",
            [MERCY],
            "keeps_playing",
        ),
        (
            "ライフ1。《滋養》を唱えた後、相手から6点のダメージを受けた。生きてる？",
            [NOURISH],
            "keeps_playing",
        ),
        ("opp is at 3. I cast Sovereign's Bite targeting him. do I win?", [BITE], "wins"),
        ("my opponent is at 2 life, I drain him for 3 with Sovereign's Bite. win?", [BITE], "wins"),
        (
            "I'm at 1 life, opponent at 10. I cast Sovereign's Bite on them, then they hit me"
            " for 3. am I alive?",
            [BITE],
            "keeps_playing",
        ),
        (
            "I'm at 1 life, opponent at 3. I cast Sovereign's Bite on them, then they hit me for"
            " 3. am I alive?",
            [BITE],
            "wins",
        ),
        ("I'm at 3. they drained me for 3 with Sovereign's Bite. am I dead?", [BITE], "loses"),
        ("I'm at 4 and opponent Sovereign's Bites me. do I survive?", [BITE], "keeps_playing"),
        ("opponent is at 3, I Lightning Helix him. win?", [HELIX], "wins"),
        (
            "I'm at 1 and opp at 10. I cast Lightning Helix at their face, then they hit me for"
            " 4. still alive?",
            [HELIX],
            "loses",
        ),
        (
            "I'm at 1 and opp at 10. I cast Lightning Helix at their face, then they hit me for"
            " 2. still alive?",
            [HELIX],
            "keeps_playing",
        ),
        ("I'm at 3 life and the opponent Lightning Helixes me. dead?", [HELIX], "loses"),
        ("opponent on 4, I throw Warleader's Helix at his face. I win right?", [WHELIX], "wins"),
        (
            "I'm at 1, opponent at 5. I cast Vampiric Touch targeting them, then they deal 1"
            " damage to me. am I alive?",
            [TOUCH],
            "keeps_playing",
        ),
        ("opponent at 3, I cast Alms of the Vein targeting them. win?", [ALMS], "wins"),
        ("I'm at 4 and my opponent casts Soul Feast on me. Dead?", [FEAST], "loses"),
        (
            "I'm at 2 with 5 cards in library. I cast Sign in Blood on myself. do I lose?",
            [SIGN],
            "loses",
        ),
        ("相手のライフは3。《君主の一噛み》を相手に撃った。勝ち？", [BITE], "wins"),
        ("ライフ3のときに相手に《君主の一噛み》で3点ドレインされた。負け？", [BITE], "loses"),
        (
            "ライフ4で相手に《君主の一噛み》を撃たれました。まだ続けられますか？",
            [BITE],
            "keeps_playing",
        ),
        ("相手のライフは3。自分が《稲妻のらせん》を相手に撃った。勝ちですか？", [HELIX], "wins"),
        (
            "自分のライフ1、相手のライフ10。《稲妻のらせん》を相手に撃って、そのあと自分が相手から2点のダメージを受けた。生きてる？",
            [HELIX],
            "keeps_playing",
        ),
        ("ライフ2でライブラリーは5枚。僕が《血の署名》を自分に撃った。負け？", [SIGN], "loses"),
        (
            "ライブラリー残り1枚でライフ10。僕が《血の署名》を自分に撃って、ライフを2点失った。負け？",
            [SIGN],
            "loses",
        ),
        (
            "ライフ5でライブラリーは10枚。僕が《血の署名》を自分に撃って、ライフを2点失った。まだ大丈夫？",
            [SIGN],
            "keeps_playing",
        ),
        ("I'm at 2 life. I cast Sign in Blood on myself and lost 2. dead?", [SIGN], "loses"),
        ("I'm on 9 poison and their Glistener Elf hits me for 1. am I out?", [ELF], "loses"),
        (
            "I'm at 1 life, 0 poison. Their Glistener Elf hits me for 4. Still alive?",
            [ELF],
            "keeps_playing",
        ),
        (
            "I'm sitting at 7 poison counters. Opponent's Blighted Agent hits me for 3. Dead?",
            [AGENT],
            "loses",
        ),
        ("I have 5 poison. their Blighted Agent hits me for 4. alive?", [AGENT], "keeps_playing"),
        ("I'm on 9 poison, their Plague Stinger hits me. am I dead?", [STINGER], "loses"),
        (
            "毒カウンターが9個あって、相手の《ぎらつかせのエルフ》に1点殴られた。負け？",
            [ELF],
            "loses",
        ),
        (
            "ライフ1で毒カウンターは0個。相手の《ぎらつかせのエルフ》に4点殴られた。まだ生きてる？",
            [ELF],
            "keeps_playing",
        ),
        ("I'm at 2 life. their Boros Swiftblade hits me. dead?", [SWIFT], "loses"),
        ("I'm at 5 life. their Mirran Crusader hits me. alive?", [CRUSADER], "keeps_playing"),
        ("I'm at 4 life. their Mirran Crusader hits me. alive?", [CRUSADER], "loses"),
        ("I'm at 4 life. their Mirran Crusader hits me for 4. alive?", [CRUSADER], "loses"),
        ("ライフ2で相手の《ボロスの速太刀》に殴られた。負け？", [SWIFT], "loses"),
        ("I'm at 8 poison. their Toxic Rat hits me. dead?", [TOXIC], "loses"),
        (
            "I have 5 poison counters and I'm at 10 life. their Toxic Rat hits me for 1. dead?",
            [TOXIC],
            "keeps_playing",
        ),
        (
            "I have 8 poison counters and they cast Virulent Dose targeting me. dead?",
            [TAINT],
            "loses",
        ),
        (
            "I'm at 0 life with Platinum Angel out. My opponent casts Murder on my Platinum"
            " Angel. Do I lose now?",
            [MURDER, "Platinum Angel"],
            "loses",
        ),
        (
            "I'm at -2 and my Platinum Angel is keeping me alive. they Murder the Angel. am I"
            " dead?",
            [MURDER, "Platinum Angel"],
            "loses",
        ),
        (
            "ライフ0で《白金の天使》がいます。相手に《殺害》で天使を破壊されました。負けですか？",
            [MURDER, "Platinum Angel"],
            "loses",
        ),
        (
            "ライフ-3で《白金の天使》に生かされてたんですが、《解呪》で天使を割られました。負け？",
            [DISENCHANT, "Platinum Angel"],
            "loses",
        ),
        (
            "I'm at -1 life with my Platinum Angel. Opponent Vindicates my Angel. Am I out?",
            [VINDICATE, "Platinum Angel"],
            "loses",
        ),
        (
            "I'm at 0 with Platinum Angel on the battlefield. they Unsummon my Platinum Angel."
            " do I lose?",
            [UNSUMMON, "Platinum Angel"],
            "loses",
        ),
        (
            "I'm at 0 life with Platinum Angel out. my opponent casts Disenchant on my Platinum"
            " Angel. do I lose?",
            [DISENCHANT, "Platinum Angel"],
            "loses",
        ),
        (
            "I'm at 5 life with Platinum Angel out. they cast Murder on my Platinum Angel. do I"
            " lose?",
            [MURDER, "Platinum Angel"],
            "keeps_playing",
        ),
        (
            "ライフ0で《白金の天使》がいます。相手に《破滅の刃》で天使を破壊されました。負け？",
            [DOOM, "Platinum Angel"],
            "loses",
        ),
        (
            "my opponent is at -3 but my Abyssal Persecutor keeps them in. I cast Murder on my"
            " own Abyssal Persecutor. do I win now?",
            [MURDER, "Abyssal Persecutor"],
            "wins",
        ),
        (
            "I'm at -4 with Phyrexian Unlife. my opponent Disenchants my Phyrexian Unlife. am I"
            " dead?",
            [DISENCHANT, "Phyrexian Unlife"],
            "loses",
        ),
        (
            "ライフ-4で《ファイレクシアの非生》があります。相手に《解呪》で非生を割られました。負け？",
            [DISENCHANT, "Phyrexian Unlife"],
            "loses",
        ),
        (
            "相手のライフは-3だけど自分の《深淵の迫害者》がいて負けない。自分で《殺害》で迫害者を破壊した。勝ち？",
            [MURDER, "Abyssal Persecutor"],
            "wins",
        ),
        (
            "I'm at 2 life with 5 poison. their Glistener Elf deals 3 damage to me. still alive?",
            [ELF],
            "keeps_playing",
        ),
        (
            "I'm at 1 life. I gained 7 off Heroes' Reunion, then took 6 damage. alive?",
            [REUNION],
            "keeps_playing",
        ),
        (
            "相手のライフは1。相手が《天使の慈悲》を唱えた。そのあと自分が相手に9点のダメージを与えた。勝ち？",
            [MERCY],
            "wins",
        ),
        (
            "相手のライフは1。相手が《天使の慈悲》を唱えた。そのあと自分が相手に7点のダメージを与えた。勝ち？",
            [MERCY],
            "keeps_playing",
        ),
        ("ライフ4の時、相手に《魂の饗宴》を撃たれた。負け？", [FEAST], "loses"),
        ("ライフ5の時、相手に《魂の饗宴》を撃たれた。まだ生きてる？", [FEAST], "keeps_playing"),
        ("毒カウンターが7個。相手の《荒廃の工作員》に3点殴られた。負けですか？", [AGENT], "loses"),
        (
            "毒カウンターが6個。相手の《荒廃の工作員》に3点殴られた。負けですか？",
            [AGENT],
            "keeps_playing",
        ),
        ("ライフ4で相手の《ミラディンの十字軍》に殴られた。負けた？", [CRUSADER], "loses"),
        (
            "ライフ5で相手の《ミラディンの十字軍》に殴られた。まだ生きてる？",
            [CRUSADER],
            "keeps_playing",
        ),
        (
            "I'm at -2 and my Platinum Angel keeps me alive. The opponent casts Unsummon"
            " targeting my Platinum Angel. Am I out?",
            [UNSUMMON, "Platinum Angel"],
            "loses",
        ),
        ("ライフ2。相手が《血の署名》を僕に撃ってきた。負け？", [SIGN], "loses"),
        (
            "ライフ0で《白金の天使》がいます。天使に《殺害》を撃たれました。負け？",
            [MURDER, "Platinum Angel"],
            "loses",
        ),
        ("opponent at 1, I cast Vampire Gift. do I win?", [GIFT], "wins"),
        (
            "ライフ-2で《ファイレクシアの非生》があります。相手が非生に《存在の破棄》を撃ってきた。負けですか？",
            [REVOKE, "Phyrexian Unlife"],
            "loses",
        ),
        (
            "I'm at -2 with Phyrexian Unlife out. They cast Revoke Existence targeting my"
            " Phyrexian Unlife. Am I dead?",
            [REVOKE, "Phyrexian Unlife"],
            "loses",
        ),
        (
            "ライフ3で《白金の天使》がいます。相手が天使に《殺害》を撃ちました。負け？",
            [MURDER, "Platinum Angel"],
            "keeps_playing",
        ),
        (
            "毒カウンター8個のところに相手の《ぎらつかせのエルフ》に2点殴られた。負け？",
            [ELF],
            "loses",
        ),
        (
            "毒カウンター7個のところに相手の《ぎらつかせのエルフ》に2点殴られた。負け？",
            [ELF],
            "keeps_playing",
        ),
        (
            "I'm at 5 life. I Unsummon my own Platinum Angel. do I lose?",
            [UNSUMMON, "Platinum Angel"],
            "keeps_playing",
        ),
        ("I'm at 2 life. I cast Sign in Blood targeting myself. am I dead?", [SIGN], "loses"),
        (
            "my opponent is at 2 with a full library. I cast Sign in Blood targeting my"
            " opponent. do I win?",
            [SIGN],
            "wins",
        ),
        (
            "ライフ10。相手に《君主の一噛み》を撃たれて3点失った。生きてる？",
            [BITE],
            "keeps_playing",
        ),
        (
            "I'm at 0 with Platinum Angel. If they cast Murder on my Platinum Angel, do I lose?",
            [MURDER, "Platinum Angel"],
            "loses",
        ),
    ],
)
def test_a_card_told_by_its_oracle_effect_gets_a_verdict(
    question: str, cards: list[OracleCard | str], asker: str
) -> None:
    assert judged(question, *cards) == asker


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("at 3 life I gained 4 off Angel's Mercy and then took 6. still alive?", [MERCY]),
        (
            "I'm at 2 life and they cast Heroes' Reunion, then deal 8 damage to me. am I alive?",
            [REUNION],
        ),
        (
            "I'm at 1 and I cast Stream of Life. Then opponent hits me for 10. still alive?",
            [STREAM],
        ),
        (
            "I'm at 1, I cast Healing Salve on myself and then they hit me for 3. Do I survive?",
            [SALVE],
        ),
        (
            "I'm at 1, I cast Rest for the Weary on myself and then they hit me for 5. Do I"
            " survive?",
            [REST],
        ),
        (
            "ライフ3のとき《天使の慈悲》で4点回復して、そのあと相手に6点殴られた。まだ大丈夫？",
            [MERCY],
        ),
        ("ライフ1で《治癒の軟膏》を自分に撃った。その後相手に3点殴られた。負け？", [SALVE]),
        ("I'm at 3. they drained me for 2 with Sovereign's Bite. am I dead?", [BITE]),
        ("I'm at 5. they drained me for 5 with Lava Axe. dead?", [LAVA_AXE]),
        ("I'm at 1. I cast Vampiric Touch on myself. alive?", [TOUCH]),
        (
            "I'm at 1, opponent at 4. I cast Kiss of Death at them, then they hit me for 4. alive?",
            [KISS],
        ),
        (
            "I'm at 1 and cast Tendrils of Corruption for 4, then they hit me for 4. alive?",
            [TENDRILS],
        ),
        ("I'm at 1 and cast Douse in Gloom, then they hit me for 2. alive?", [DOUSE]),
        ("ライフ3のときに相手に《君主の一噛み》で2点ドレインされた。負け？", [BITE]),
        (
            "ライフ5でライブラリーは10枚。僕が《血の署名》を自分に撃って、ライフを3点失った。まだ大丈夫？",
            [SIGN],
        ),
        ("I'm at 2 life. I cast Sign in Blood on myself, drew 2 and lost 2. dead?", [SIGN]),
        ("I'm at 3 life. I cast Sign in Blood on myself, drew 2 and lost 3. dead?", [SIGN]),
        ("I'm on 9 poison, their Ichorclaw Myr hits me for 1. am I dead?", [ICHOR]),
        ("I'm at 4 life. their Mirran Crusader hits me for 2. alive?", [CRUSADER]),
        ("I'm at 2. their Vampire Nighthawk hits me for 2 and I take 2 damage. dead?", [NIGHTHAWK]),
        (
            "I'm at 0 with Platinum Angel on the battlefield. they Swords my Platinum Angel. do"
            " I lose?",
            [SWORDS, "Platinum Angel"],
        ),
        ("I'm at 3 and they Murder me. am I dead?", [MURDER]),
        (
            "I'm at 0 life. my opponent Disenchants my Serra Angel. do I lose?",
            [DISENCHANT, "Platinum Angel"],
        ),
        (
            "I'm at 0 life with Platinum Angel out. They cast Doom Blade on my Platinum Angel."
            " Do I lose?",
            [DOOM, "Platinum Angel"],
        ),
        (
            "my opponent is at -3 but my Abyssal Persecutor keeps them in. I cast Disenchant on"
            " my Abyssal Persecutor. do I win now?",
            [DISENCHANT, "Abyssal Persecutor"],
        ),
        (
            "I'm at -4 with Phyrexian Unlife. my opponent Murders my Phyrexian Unlife. am I dead?",
            [MURDER, "Phyrexian Unlife"],
        ),
        (
            "相手のライフは-3だけど自分の《深淵の迫害者》がいて負けない。自分で《解呪》で迫害者を割った。勝ち？",
            [DISENCHANT, "Abyssal Persecutor"],
        ),
        (
            "相手のライフは-3だけど自分の《深淵の迫害者》がいて負けない。自分で《解呪》で迫害者を割った。勝ち？",
            [DISENCHANT, "Abyssal Persecutor"],
        ),
        (
            "I'm at 0 with Platinum Angel. they cast Lightning Helix on my Platinum Angel. do I"
            " lose?",
            [HELIX, "Platinum Angel"],
        ),
        ("I'm at 2 life. their Glistener Elf hits me for 2 and I take 2 damage. dead?", [ELF]),
        ("ライフ5の時、相手に《魂の饗宴》で2点ドレインされた。負け？", [FEAST]),
        ("毒カウンターが9個。相手の《イコルの爪のマイア》に1点殴られた。負け？", [ICHOR]),
        (
            "相手のライフは-3。自分の《深淵の迫害者》に《解呪》を撃った。勝ち？",
            [DISENCHANT, "Abyssal Persecutor"],
        ),
        (
            "I'm at 1 life with 1 card in library. I cast Kiss of the Amesha on myself. do I lose?",
            [KISSED],
        ),
        ("4 player game, each opponent at 3. I cast Blood Tithe. do I win?", [CHILL]),
        ("I'm at 3 and they Sovereign's Bite my Platinum Angel. dead?", [BITE]),
        (
            "ライフ0で《白金の天使》がいます。天使に《送還》を撃たれました。負け？",
            [UNSUMMON, "Platinum Angel"],
        ),
        (
            "毒カウンター7個のところに相手の《ぎらつかせのエルフ》に2点殴られて毒が2個増えた。負け？",
            [ELF],
        ),
        (
            "毒カウンター8個のところに相手の《ぎらつかせのエルフ》に2点殴られて毒が2個増えた。負け？",
            [ELF],
        ),
        (
            "I'm on 7 poison. Their Glistener Elf hits me for 2 and my poison went up by 2. dead?",
            [ELF],
        ),
        (
            "I was at 5, cast Angel's Mercy but it got countered. Then took 6 damage. alive?",
            [MERCY],
        ),
        ("I'm at 3. they cast Sovereign's Bite on me but I countered it. alive?", [BITE]),
        (
            "I'm at 0 with Platinum Angel. they cast Murder on my Platinum Angel but I countered"
            " it. do I lose?",
            [MURDER, "Platinum Angel"],
        ),
        (
            "ライフ0で《白金の天使》がいます。相手が天使に《殺害》を撃ったけど打ち消しました。負け？",
            [MURDER, "Platinum Angel"],
        ),
        ("I'm at 8 poison. their Glistener Elf got Giant Growth and hits me. dead?", [ELF]),
        ("ライフ5で《天使の慈悲》を唱えたけど打ち消された。そのあと6点受けた。負け？", [MERCY]),
        ("I'm on 8 poison. Their Glistener Elf attacks but I block it. Dead?", [ELF]),
        (
            "my opponent is at -3 but my Abyssal Persecutor keeps them in. I killed my"
            " Persecutor with Disenchant. do I win now?",
            [DISENCHANT, "Abyssal Persecutor"],
        ),
    ],
)
def test_a_text_that_does_more_or_a_telling_it_does_not_do_gets_no_verdict(
    question: str, cards: list[OracleCard | str]
) -> None:
    assert judged(question, *cards) is None


def test_a_drain_is_the_loss_and_the_casters_gain_of_as_much() -> None:
    situation = read_situation(
        "I'm at 3. They drained me for 3 with Sovereign's Bite.", [BITE.name], [BITE]
    )
    assert isinstance(situation, m.Situation)
    assert situation.events == (m.LifeChange("you", -3), m.LifeChange("opponent", 3))
    helix = read_situation("ライフ5。相手に《稲妻のらせん》を撃たれた。", [HELIX.name], [HELIX])
    assert isinstance(helix, m.Situation)
    assert helix.events == (m.Damage("you", 3, "opponent"), m.LifeChange("opponent", 3))


def test_an_infect_blow_is_poison_and_a_toxic_one_damage_and_poison() -> None:
    elf = read_situation("Their Glistener Elf hits me for 3.", [ELF.name], [ELF])
    assert isinstance(elf, m.Situation)
    assert elf.events == (m.PoisonGain("you", 3),)
    rat = read_situation("Their Toxic Rat hits me.", [TOXIC.name], [TOXIC])
    assert isinstance(rat, m.Situation)
    assert rat.events == (m.Damage("you", 1), m.PoisonGain("you", 2))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You gain 7 life.", SpellEffect("life_gain", 7, "caster")),
        ("Target player gains X life.", SpellEffect("life_gain", None, "chosen")),
        ("Target player gets two poison counters.", SpellEffect("poison", 2, "chosen")),
        (
            "Target player loses 3 life and you gain 3 life.",
            SpellEffect("life_loss", 3, "chosen", Then("life_gain", 3, "caster")),
        ),
        (
            "Each opponent loses 1 life and you gain 1 life.",
            SpellEffect("life_loss", 1, "opponents", Then("life_gain", 1, "caster")),
        ),
        (
            "Card Name deals 2 damage to target opponent or planeswalker and you gain 2 life.",
            SpellEffect("damage", 2, "opponent", Then("life_gain", 2, "caster")),
        ),
        (
            "You gain 6 life.\nCycling {2} (Discard this card: Draw a card.)",
            SpellEffect("life_gain", 6, "caster"),
        ),
        ("Convoke\nYou gain 4 life.", SpellEffect("life_gain", 4, "caster")),
        ("Infect", PlainCreature(infect=True)),
        ("Flying\nInfect", PlainCreature(infect=True)),
        ("Infect\nCard Name can't be blocked.", PlainCreature(infect=True)),
        ("Double strike, protection from black", PlainCreature(double_strike=True)),
        ("Toxic 2", PlainCreature(toxic=2)),
        ("Card Name can't block.", PlainCreature()),
        (
            "Target player draws two cards and loses 2 life.",
            SpellEffect("draw", 2, "chosen", Then("life_loss", 2, "same")),
        ),
        (
            "You draw two cards and you lose 2 life.",
            SpellEffect("draw", 2, "caster", Then("life_loss", 2, "same")),
        ),
        (
            "Destroy target artifact or enchantment.",
            SpellEffect(
                "destroy", None, "chosen", permanents=frozenset({"artifact", "enchantment"})
            ),
        ),
        (
            "Return target creature to its owner's hand.",
            SpellEffect("bounce", None, "chosen", permanents=frozenset({"creature"})),
        ),
        # Which permanents it reaches is not the types alone: read, but never told by its text.
        ("Destroy target nonblack creature.", SpellEffect("destroy", None, "chosen")),
        (
            "This spell costs {1} more to cast for each target beyond the first.\nCard Name deals X"
            " damage divided evenly, rounded down, among any number of targets.",
            SpellEffect("damage", None, "chosen"),
        ),
    ],
)
def test_the_new_shapes_are_read(text: str, expected: SpellEffect | PlainCreature) -> None:
    assert plain_effect(OracleCard("Card Name", text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        # A drain that gains another amount, or that gains what it took (an amount not told).
        "Target player loses 3 life and you gain 2 life.",
        "Each opponent loses 2 life. You gain life equal to the life lost this way.",
        # A second effect of another kind, a condition, a choice.
        "Target player draws X cards and loses 2 life.",
        "Exile target creature. Its controller gains life equal to its power.",
        "Destroy target creature. It can't be regenerated.",
        "Card Name deals 4 damage to target opponent or planeswalker. You gain 4 life.",
        "Target player gains 4 life.\nLandfall — If you had a land enter the battlefield under"
        " your control this turn, that player gains 8 life instead.",
        "Choose one —\n• Target player gains 3 life.\n• Prevent the next 3 damage that would be"
        " dealt to any target this turn.",
        "Card Name deals 2 damage to target creature and you gain 2 life.",
        # Two keywords that each change the blow; a triggered poison (poisonous).
        "Lifelink\nInfect",
        "Double strike\nLifelink",
        "Poisonous 1 (Whenever this creature deals combat damage to a player, that player gets"
        " a poison counter.)",
        # A basic land's reminder: no creature at all.
        "({T}: Add {R}.)",
    ],
)
def test_texts_beyond_the_shapes_stay_unread(text: str) -> None:
    assert plain_effect(OracleCard("Card Name", text)) is None


@cache
def _set_texts(name: str) -> dict[str, str]:
    data = json.loads(shared_data("cards", "mtgjson", name).read_bytes())["data"]
    sets = [data] if "cards" in data else list(data.values())  # a whole set file, or the sample
    return {card["name"]: card.get("text", "") for found in sets for card in found["cards"]}


@pytest.mark.parametrize(
    ("file", "name", "expected"),
    [
        ("mtgjson-sample.json", "Heroes Remembered", SpellEffect("life_gain", 20, "caster")),
        ("mtgjson-sample.json", "Glistener Elf", PlainCreature(infect=True)),
        ("mtgjson-sample.json", "Phyrexian Crusader", PlainCreature(infect=True)),
        (
            "mtgjson-DGM.json",
            "Warleader's Helix",
            SpellEffect("damage", 4, "chosen", Then("life_gain", 4, "caster")),
        ),
    ],
)
def test_real_cards_of_the_new_shapes_are_read(
    file: str, name: str, expected: SpellEffect | PlainCreature
) -> None:
    assert plain_effect(OracleCard(name, _set_texts(file)[name])) == expected
