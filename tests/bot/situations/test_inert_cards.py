"""Creatures whose Oracle text bears on nothing the engine plays (card_effects/inert.py): a
vanilla creature, evasion and combat keywords, a cost, a mana ability. Such a card takes part in
a story as any creature, as far as the story tells and no further: the blow of N it dealt (combat
or not, commander or not), the permanent it is beside the cards that decide. Traps: the same
stories with a creature whose text could decide (lifelink, infect, wither, deathtouch, a trigger,
a prevention, an activated ability, a static pump), with the amount unsaid, or with the creature
cast or only attacking; each gets no verdict or the verdict of what it does. The texts are real
cards' Oracle texts; the stories are this branch's own probes."""

from __future__ import annotations

import pytest

from bot.application.situations import model as m
from bot.application.situations import read_situation, verdict_for
from bot.application.situations.card_effects.inert import inert
from bot.application.situations.card_effects.inert_roles import unaccounted
from bot.application.situations.card_effects.oracle import OracleCard as C
from bot.application.situations.text_normal import Normalised
from tests.bot.situations.test_card_effects import BOLT, judged

BEARS = C("Grizzly Bears", "", "灰色熊", 2)
GHALTA = C(
    "Ghalta, Primal Hunger",
    "This spell costs {X} less to cast, where X is the total power of creatures you control."
    "\nTrample",
    "原初の飢え、ガルタ",
    12,
)
SERRA = C("Serra Angel", "Flying, vigilance", "セラの天使", 4)
DREADMAW = C("Colossal Dreadmaw", "Trample", "巨大な戦慄大口", 6)
ELVES = C("Llanowar Elves", "{T}: Add {G}.", "ラノワールのエルフ", 1)
BRUTE = C(
    "Boggart Brute",
    "Menace (This creature can't be blocked except by two or more creatures.)",
    "ボガートの粗暴者",
    3,
)
CRAW = C("Craw Wurm", "", "大喰らいのワーム", 6)
AIR = C("Air Elemental", "Flying", "大気の精霊", 4)
# Traps: a text that could decide.
NIGHTHAWK = C("Vampire Nighthawk", "Flying\nDeathtouch\nLifelink", "吸血鬼の夜鷲", 2)
ELF = C(
    "Glistener Elf",
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to"
    " players in the form of poison counters.)",
    "ぎらつかせのエルフ",
    1,
)
RAM_GANG = C(
    "Boggart Ram-Gang",
    "Haste\nWither (This deals damage to creatures in the form of -1/-1 counters.)",
    "ボガートの突撃隊",
    3,
)
RATS = C("Typhoid Rats", "Deathtouch", "チフス鼠", 1)
FOG_BANK = C(
    "Fog Bank",
    "Defender\nFlying\nPrevent all combat damage that would be dealt to and dealt by Fog Bank.",
    "濃霧の層",
    0,
)
NACATL = C(
    "Wild Nacatl",
    "Wild Nacatl gets +1/+1 as long as you control a Mountain.\nWild Nacatl gets +1/+1 as long"
    " as you control a Plains.",
    "野生のナカティル",
    1,
)
GUIDE = C(
    "Goblin Guide",
    "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their"
    " library. If it's a land card, that player puts that card into their hand.",
    "ゴブリンの先達",
    2,
)
KRENKO = C(
    "Krenko, Mob Boss",
    "{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control.",
    "群衆の親分、クレンコ",
    3,
)
GOYF = C(
    "Tarmogoyf",
    "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and"
    " its toughness is equal to that number plus 1.",
    "タルモゴイフ",
)
ANGEL = "Platinum Angel"


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        (BEARS, True),
        (GHALTA, True),
        (SERRA, True),
        (DREADMAW, True),
        (ELVES, True),
        (BRUTE, True),
        (C("Grand Arbiter", "White spells you cast cost {1} less to cast.", power=2), True),
        (C("Goblin", "Goblin attacks each combat if able.\nHaste", power=2), True),
        (C("Knight", "First strike, protection from black\nWard {2}", power=2), True),
        (NIGHTHAWK, False),
        (ELF, False),
        (RAM_GANG, False),
        (RATS, False),
        (FOG_BANK, False),
        (NACATL, False),
        (GUIDE, False),
        (KRENKO, True),  # creature tokens with no ability: what they deal is told
        (C("Maker", "When Maker enters the battlefield, create a Food token.", power=2), False),
        (
            C(
                "Maker",
                "When Maker enters, create a 1/1 white Spirit creature token with flying.",
                power=2,
            ),
            False,  # (a token with an ability is not read)
        ),
        (
            C("Maker", "{T}: Create a 1/1 creature token. Sacrifice it at end of turn.", power=2),
            False,
        ),
        (GOYF, False),  # no printed power
        (C("Grizzly Bears", ""), False),  # the card data gives no power: not known a creature
        (C("Mountain", "({T}: Add {R}.)"), False),
        (C("Ward Golem", "Ward—Pay 2 life.", power=2), False),
        (
            C(
                "Bear",
                "Flying\nWhenever Bear deals combat damage to a player, draw a card.",
                power=2,
            ),
            False,
        ),
        (C("Bear", "Flying…", power=2), False),  # cut short: what was cut could matter
    ],
)
def test_a_creature_is_inert_when_its_text_bears_on_nothing(card: C, expected: bool) -> None:
    assert inert(card) is expected


VERDICTS = [
    # A blow of N told beside the inert creature: combat damage, as any creature's.
    (
        "I'm at 2 life. My opponent attacks with Grizzly Bears and I take 2. Do I lose?",
        [BEARS],
        "loses",
    ),
    ("I'm at 5. Opp swings Colossal Dreadmaw at me, no blocks, I take 6. gg?", [DREADMAW], "loses"),
    (
        "I'm at 7. Opp swings Colossal Dreadmaw at me, no blocks, I take 6. gg?",
        [DREADMAW],
        "keeps_playing",
    ),
    (
        "ライフ3で、相手の《巨大な戦慄大口》が攻撃してきて6点受けました。負けですか？",
        [DREADMAW],
        "loses",
    ),
    (
        "ライフ8で、相手の巨大な戦慄大口が攻撃してきて6点受けました。まだ生きてますか？",
        [DREADMAW],
        "keeps_playing",
    ),
    ("opp at 4, i attack w/ my serra angel and they take 4. do i win??", [SERRA], "wins"),
    (
        "相手のライフは3。《セラの天使》で攻撃して、相手に4点のダメージを与えました。勝ちですよね？",
        [SERRA],
        "wins",
    ),
    ("相手のライフ3、セラの天使で4点殴りました。勝ち？", [SERRA], "wins"),
    ("相手のライフ5、セラの天使で4点殴りました。勝ち？", [SERRA], "keeps_playing"),
    # Beside a card the engine plays: the inert one decides nothing.
    (
        "I'm at 3 and I control Platinum Angel. Opponent attacks with Colossal Dreadmaw, I take 6."
        " Do I lose?",
        [ANGEL, DREADMAW],
        "keeps_playing",
    ),
    (
        "I have Platinum Angel and Llanowar Elves out, I'm at 1. They Lightning Bolt me. Lose?",
        [ANGEL, ELVES, BOLT],
        "keeps_playing",
    ),
    ("I'm at 2 with Krenko, Mob Boss out. They Lightning Bolt me. Dead?", [KRENKO, BOLT], "loses"),
    ("相手のライフ3。クレンコで3点殴りました。勝ち？", [KRENKO], "wins"),
    (
        "I'm at 2 with Llanowar Elves and Grizzly Bears on my board. They Lightning Bolt me. Dead?",
        [ELVES, BEARS, BOLT],
        "loses",
    ),
    (
        "自分の場には《ラノワールのエルフ》だけ。ライフ3で相手に《稲妻》を撃たれました。負け？",
        [ELVES, BOLT],
        "loses",
    ),
    # A commander named by its card: commander damage.
    ("EDH. I'm at 30 and their commander Ghalta hits me for 21. Dead?", [GHALTA], "loses"),
    (
        "EDH. I'm at 40 and their commander, Ghalta, Primal Hunger, hits me for 12. Dead?",
        [GHALTA],
        "keeps_playing",
    ),
    (
        "commander game, i'm on 35. their commander Serra Angel has hit me for 17 so far and now it"
        " hits me for 4 more. am i out",
        [SERRA],
        "loses",
    ),
    (
        "統率者戦でライフ30、相手の統率者の《原初の飢え、ガルタ》に21点殴られました。負け？",
        [GHALTA],
        "loses",
    ),
    ("統率者戦でライフ30、相手の統率者《灰色熊》に合計21点殴られました。負け？", [BEARS], "loses"),
    (
        "EDH. I'm at 30, my opponent's Ghalta has dealt me 14 commander damage so far and now hits"
        " me for 7 more. Dead?",
        [GHALTA],
        "loses",
    ),
]


VERDICTS += [
    # Players' words: lower case, no brackets, chat.
    (
        "ok so im at 4 life and my opp swings w/ his colossal dreadmaw, i dont block and take 6."
        " am i dead lol",
        [DREADMAW],
        "loses",
    ),
    (
        "opp on 5, i attack with craw wurm, they take 6 and no blocks obviously. gg right?",
        [CRAW],
        "wins",
    ),
    ("My opp is at 1. I attack with Llanowar Elves and they take 1. Did I win?", [ELVES], "wins"),
    (
        "Me: 3 life, Serra Angel + Grizzly Bears on board. Opp Lightning Bolts me. Dead?",
        [SERRA, BEARS, BOLT],
        "loses",
    ),
    ("I'm at 4. My opponent has Craw Wurm. Do I lose?", [CRAW], "keeps_playing"),
    ("I'm at 1 with Grizzly Bears. I draw from an empty library. Do I lose?", [BEARS], "loses"),
    ("I'm at 0 life with Serra Angel on board. Do I lose?", [SERRA], "loses"),
    ("I'm at 5. Opp's Serra Angel (it has a +1/+1 counter) hits me for 5. Dead?", [SERRA], "loses"),
    (
        "ライフ5です。相手の《灰色熊》と《大喰らいのワーム》に殴られて8点受けました。負け？",
        [BEARS, CRAW],
        "loses",
    ),
    (
        "ライフ1で《白金の天使》がいます。相手の《大喰らいのワーム》に6点殴られました。負けますか？",
        [ANGEL, CRAW],
        "keeps_playing",
    ),
    (
        "ライフ5で、場には《ラノワールのエルフ》と《灰色熊》。相手に《稲妻》を撃たれました。負け？",
        [ELVES, BEARS, BOLT],
        "keeps_playing",
    ),
]


VERDICTS += [
    # An unblocked attack told with no amount: the power its card data prints, when nothing in
    # the story may have changed it (structure/settling/blows.py).
    ("I'm at 6. Opponent's Craw Wurm attacks me, no blockers. Am I dead?", [CRAW], "loses"),
    ("I'm at 7. Opponent's Craw Wurm attacks me, no blockers. Am I dead?", [CRAW], "keeps_playing"),
    (
        "相手のライフ2。自分が《灰色熊》で攻撃して、相手はブロックしませんでした。勝ちですか？",
        [BEARS],
        "wins",
    ),
    (
        "相手のライフ3。自分が《灰色熊》で攻撃して、相手はブロックしませんでした。勝ちですか？",
        [BEARS],
        "keeps_playing",
    ),
    (
        "I'm at 4. Opp attacks me with Serra Angel, I don't block. Then they attack me with"
        " Grizzly Bears, no blocks. Dead?",
        [SERRA, BEARS],
        "loses",
    ),
]


VERDICTS += [
    # A modelled card's word inside its name ("Angel" of Serra Angel) is not the modelled card.
    (
        "opp is at 0 but has Serra Angel and Platinum Angel out. do i win?",
        [SERRA, ANGEL],
        "keeps_playing",
    ),
    (
        "I'm at 3 with Platinum Angel. Their Serra Angel hits me for 4. Dead?",
        [ANGEL, SERRA],
        "keeps_playing",
    ),
    (
        "ライフ3で《白金の天使》がいます。相手の《セラの天使》に4点殴られました。負け？",
        [ANGEL, SERRA],
        "keeps_playing",
    ),
]


VERDICTS += [
    # "it" in a clause whose blow is read, or in the question, or "it's".
    (
        "I'm at 8. Their Craw Wurm hits me for 2. Then it hits me again for 6. Dead?",
        [CRAW],
        "loses",
    ),
    ("I'm at 4. They have Craw Wurm. It attacks and I take 6. Dead?", [CRAW], "loses"),
    (
        "I'm at 3, it's their turn. Their Grizzly Bears hits me for 2. Dead?",
        [BEARS],
        "keeps_playing",
    ),
    ("I'm at 3. Their Grizzly Bears hits me for 2. Is it over for me?", [BEARS], "keeps_playing"),
    ("自分のライフ3、相手の《灰色熊》の攻撃で2点受けた。負け？", [BEARS], "keeps_playing"),
    # Its blow told with no amount, its printed power (card_effects/tellings.py), then another.
    (
        "I'm at 9. Opp's Craw Wurm hits me, then they Lightning Bolt me. Dead?",
        [CRAW, BOLT],
        "loses",
    ),
    (
        "I'm at 10. Opp's Craw Wurm hits me, then they Lightning Bolt me. Dead?",
        [CRAW, BOLT],
        "keeps_playing",
    ),
    # Poison counters are no counters on it.
    ("I have 9 poison counters. Their Glistener Elf hits me. Dead?", [ELF], "loses"),
    ("毒カウンターが9個。相手の《ぎらつかせのエルフ》に殴られた。負け？", [ELF], "loses"),
    ("I'm at 3. They pump. Their Grizzly Bears hits me for 4. Dead?", [BEARS], "loses"),
    # A commander game with fewer than 21 damage: commander or not, the same.
    ("EDH, I'm at 2. Their Grizzly Bears hits me for 2. Dead?", [BEARS], "loses"),
    ("EDH, I'm at 40. Their Grizzly Bears hits me for 2. Dead?", [BEARS], "keeps_playing"),
    ("自分のライフ2、相手の《灰色熊》の攻撃で2点受けた。負け？", [BEARS], "loses"),
    (
        "My opponent is at 6 life. I attack with Craw Wurm and they have no creatures, so they"
        " take 6. Do I win?",
        [CRAW],
        "wins",
    ),
    ("Opp at 2 life, 9 poison. My Grizzly Bears hits them for 2. Do I win?", [BEARS], "wins"),
    # A blow with no amount, then 「さらに」 a spell: another event (stated.py), so the Bolt's
    # damage is not the blow's; the blow is the creature's power, as told alone (5 - 3 - 3,
    # 5 - 6 - 3; on main, no verdict, and before that the Bolt alone: 'keeps_playing').
    (
        "ライフ5。相手の《ボガートの突撃隊》に殴られて、さらに《稲妻》を撃たれた。負け？",
        [RAM_GANG, BOLT],
        "loses",
    ),
    (
        "ライフ5。相手の《大喰らいのワーム》に殴られて、さらに《稲妻》を撃たれた。負け？",
        [CRAW, BOLT],
        "loses",
    ),
]


@pytest.mark.parametrize(("question", "cards", "asker"), VERDICTS)
def test_an_inert_creature_is_any_creature_in_the_story(
    question: str, cards: list[C | str], asker: str
) -> None:
    assert judged(question, *cards) == asker


NO_VERDICT = [
    # Lifelink, infect, wither, deathtouch: the same stories, the creature's text could decide.
    ("I'm at 3. Opponent attacks with Vampire Nighthawk and I take 2. Do I lose?", [NIGHTHAWK]),
    ("I'm at 2 life. My opponent attacks with Glistener Elf and I take 2. Do I lose?", [ELF]),
    ("ライフ1で、相手の《ぎらつかせのエルフ》が攻撃してきて1点受けました。負け？", [ELF]),
    ("I'm at 3. Opp attacks with Boggart Ram-Gang and I take 3. Dead?", [RAM_GANG]),
    (
        "I'm at 1 and I control Platinum Angel. Opp attacks with Typhoid Rats, I take 1. Dead?",
        [ANGEL, RATS],
    ),
    # A prevention, a trigger, an activated ability, a static pump.
    (
        "I'm at 3 with Fog Bank on my side. Opp attacks with Craw Wurm and I take 6. Dead?",
        [FOG_BANK, CRAW],
    ),
    ("I'm at 2. Opponent attacks with Goblin Guide and I take 2. Do I lose?", [GUIDE]),
    # A modelled card that counts the creatures or permanents (a legend for Nicol Bolas, the
    # permanents Lich's Tomb sacrifices, the creature that dealt Strixhaven Stadium's damage).
    (
        "I have Lich's Tomb and Grizzly Bears. I'm at 0 and they Lightning Bolt me. Do I lose?",
        ["Lich's Tomb", BEARS, BOLT],
    ),
    (
        "《リッチの墓》と《灰色熊》をコントロールしていて、ライフ0で《稲妻》を撃たれました。負け？",
        ["Lich's Tomb", BEARS, BOLT],
    ),
    (
        "I control Strixhaven Stadium with 9 point counters. My Grizzly Bears hits my opponent"
        " for 2. Do I win?",
        ["Strixhaven Stadium", BEARS],
    ),
    (
        "My opponent used Nicol Bolas, Dragon-God's -8. I have Krenko, Mob Boss on the"
        " battlefield. Do I lose?",
        ["Nicol Bolas, Dragon-God", KRENKO],
    ),
    ("I'm at 2. Opp's Wild Nacatl swings, no blocks. Dead?", [NACATL]),
    ("I'm at 2. Opp attacks with Tarmogoyf and I take 4. Dead?", [GOYF]),
    # The amount unsaid, or only an attack: what it dealt is not told.
    ("I'm at 4 and the opponent's Serra Angel attacks me. Dead?", [SERRA]),
    ("I'm at 2 and the opponent's Grizzly Bears attacks me. Dead?", [BEARS]),
    ("ライフ4で、相手の《セラの天使》が攻撃してきました。負けですか？", [SERRA]),
    # Its power changed, or may have: a pump, a counter, a trick; another attacker beside it.
    (
        "I'm at 4. Opp pumped their Serra Angel earlier. Now they attack me with Serra Angel, I"
        " don't block. Dead?",
        [SERRA],
    ),
    (
        "I'm at 6. Opp's Craw Wurm has a +1/+1 counter. Opp attacks me with Craw Wurm, I don't"
        " block. Dead?",
        [CRAW],
    ),
    (
        "I'm at 7. Opponent's Craw Wurm attacks me, no blockers, then they cast a trick. Dead?",
        [CRAW],
    ),
    (
        "相手のライフ3。自分が強化した《灰色熊》で攻撃して、相手はブロックしませんでした。勝ち？",
        [BEARS],
    ),
    (
        "I'm at 4. Opp attacks me with Serra Angel and Grizzly Bears, I don't block. Dead?",
        [SERRA, BEARS],
    ),
    ("I'm at 6. Opponent's Vampire Nighthawk attacks me, no blockers. Am I dead?", [NIGHTHAWK]),
    ("I'm at 2. Opponent's Wild Nacatl attacks me, no blockers. Am I dead?", [NACATL]),
    ("I'm at 2. Opponent's Tarmogoyf attacks me, no blockers. Am I dead?", [GOYF]),
    (
        "I'm at 7. They have Craw Wurm, pumped earlier. Opp attacks me with Craw Wurm, I don't"
        " block. Dead?",
        [CRAW],
    ),
    (
        "I'm at 7. Their Craw Wurm on board is bigger now. Opp attacks me with Craw Wurm, I"
        " don't block. Dead?",
        [CRAW],
    ),
    # "creature" in the story's own words has no card data.
    ("I'm at 6. Opponent's creature attacks me, no blockers. Am I dead?", []),
    # Cast, not a blow.
    ("I'm at 2. They cast Grizzly Bears at me. Dead?", [BEARS]),
    # A pump told beside the blow with no amount.
    ("I'm at 3. Their Grizzly Bears has two +1/+1 counters on it and hits me. Dead?", [BEARS]),
    (
        "I'm at 3. They pumped their Grizzly Bears with a giant growth and it hits me. Dead?",
        [BEARS],
    ),
    ("ライフ3で相手の《灰色熊》に+1/+1カウンターが2個乗ってて殴られた。負け？", [BEARS]),
    # The story's own words of what the engine does not settle.
    (
        "I'm at 3. Opp attacks with Colossal Dreadmaw, I block with a 2/2, trample goes through."
        " Dead?",
        [DREADMAW],
    ),
    (
        "I'm at 2. Their Serra Angel, equipped with a sword, hits me for 4 and they gain 4 life."
        " Dead?",
        [SERRA],
    ),
]


NO_VERDICT += [
    # Something done to the inert creature: the patterns would read it as done to a player.
    ("I'm at 3. My Grizzly Bears took 3 damage. Am I dead?", [BEARS]),
    ("I'm at 3. Grizzly Bears took 3 damage. Am I dead?", [BEARS]),
    ("I'm at 3. My Grizzly Bears is dealt 3 damage. Am I dead?", [BEARS]),
    ("I'm at 3. They dealt 3 damage to my Grizzly Bears. Am I dead?", [BEARS]),
    ("I'm at 3. They Bolt my Grizzly Bears. Am I dead?", [BOLT, BEARS]),
    (
        "I'm at 3. I blocked their Grizzly Bears, and their Craw Wurm hits me for 6. Dead?",
        [BEARS, CRAW],
    ),
    (
        "I'm at 3. Their Grizzly Bears got blocked, and their Craw Wurm hits me for 6. Dead?",
        [BEARS, CRAW],
    ),
    ("ライフ3。自分の《灰色熊》が3点のダメージを受けました。負け？", [BEARS]),
    ("ライフ3。《灰色熊》が3点のダメージを受けた。負け？", [BEARS]),
    ("ライフ3。相手が《灰色熊》に3点のダメージを与えた。負け？", [BEARS]),
    ("ライフ3。相手が自分の《灰色熊》を3点焼いた。負け？", [BEARS]),
    # What it did told in words no pattern reads: neither held nor an event read.
    ("I'm at 4. They fling their Craw Wurm at me. Dead?", [CRAW]),
    ("I'm at 4. They fling their Craw Wurm at me for 6. Dead?", [CRAW]),
    # ... or told of again ("it", 「それ」) in a clause with no blow read, held or told.
    ("I'm at 4. They have Craw Wurm and fling it at me. Dead?", [CRAW]),
    ("I'm at 4. They have Craw Wurm. They fling it at me. Dead?", [CRAW]),
    ("I'm at 8. Their Craw Wurm hits me for 2, then they fling it at me. Dead?", [CRAW]),
    ("I'm at 8. Their Craw Wurm hits me for 2. Then they fling it at me. Dead?", [CRAW]),
    ("ライフ4。相手の場に《大喰らいのワーム》がいて、それを投げつけられました。負け？", [CRAW]),
    (
        "ライフ8。相手の《大喰らいのワーム》に2点殴られて、そのあとそれを投げつけられた。負け？",
        [CRAW],
    ),
    ("自分のライフ2、相手の《灰色熊》の攻撃を受けた。負け？", [BEARS]),
    ("I'm at 1. Opp's Grizzly Bears hits my Platinum Angel for 2. Am I alive?", [BEARS, ANGEL]),
    # A creature's blow with no amount, then another's: the blow read is the other's alone
    # (on main, the Bolt alone: 'keeps_playing'), inert or not.
    (
        "I'm at 5. Opp's Boggart Ram-Gang hits me, then they Lightning Bolt me. Dead?",
        [RAM_GANG, BOLT],
    ),
    # A pump told anywhere, the power unsaid: told by its blow, its printed power is not read.
    ("I'm at 3. They pump. Their Grizzly Bears hits me. Dead?", [BEARS]),
    ("ライフ3。相手が強化呪文を唱えた。相手の《灰色熊》に殴られた。負け？", [BEARS]),
    # In a commander game, a creature the story names may be the commander it does not call
    # so: blows of 21 or more, as any creature's, would be its commander damage.
    ("EDH, I'm at 40. Their Grizzly Bears has hit me for 21 total. Dead?", [BEARS]),
    ("EDH, I'm at 40. Their Grizzly Bears hits me for 21. Dead?", [BEARS]),
    (
        "commander damage check: their Ghalta has hit me for 14 and then 7 more. I'm still on"
        " 19 life. is that it for me?",
        [GHALTA],
    ),
    ("統率者戦、ライフ40。相手の《灰色熊》に21点殴られました。負け？", [BEARS]),
    # ... a total in the sentence is no event that it took part in.
    ("I'm at 4 and they fling their Craw Wurm at me. Dead?", [CRAW]),
    ("I'm at 4 and my opponent's Craw Wurm comes at me. Dead?", [CRAW]),
    ("I'm at 4. I take 2 from their Craw Wurm's friend and their Craw Wurm watches. Dead?", [CRAW]),
    ("I'm at 2. Opp's Serra Angel (it has a +1/+1 counter) hits me. Dead?", [SERRA]),
    # "the Angel" beside Serra Angel and Platinum Angel names either: unread.
    (
        "I'm at 3 with Platinum Angel. Their Serra Angel hits me for 4, then they destroy the"
        " Angel. Dead?",
        [ANGEL, SERRA],
    ),
    ("I'm at 3 with the Angel. Their Serra Angel hits me for 4. Dead?", [ANGEL, SERRA]),
    # A text that could decide, told in Japanese.
    ("ライフ2で相手の《ゴブリンの先達》に2点殴られました。負け？", [GUIDE]),
    ("ライフ2で相手の《野生のナカティル》に殴られました。負け？", [NACATL]),
]


@pytest.mark.parametrize(("question", "cards"), NO_VERDICT)
def test_a_creature_whose_text_or_story_could_decide_gets_no_verdict(
    question: str, cards: list[C | str]
) -> None:
    assert judged(question, *cards) is None


def test_the_verdict_says_what_was_read_from_the_card_data() -> None:
    question = "I'm at 2 life. My opponent attacks with Grizzly Bears and I take 2. Do I lose?"
    verdict = verdict_for(question, [BEARS.name], [BEARS])
    assert verdict is not None
    assert "Grizzly Bears has no ability that bears on the story" in verdict.assumptions


def test_an_inert_creature_told_by_its_blow_is_said_to_be_read_from_its_card_data() -> None:
    # (its blow rewritten as the damage of its power, card_effects/tellings.py)
    verdict = verdict_for("I'm at 3. Their Grizzly Bears hits me. Dead?", [BEARS.name], [BEARS])
    assert verdict is not None and verdict.asker == "keeps_playing"
    assert "Grizzly Bears has no ability that bears on the story" in verdict.assumptions
    # ... and it is none of the permanents a card that counts them sees.
    question = "I control Strixhaven Stadium. I'm at 3 and their Grizzly Bears hits me. Dead?"
    assert verdict_for(question, ["Strixhaven Stadium", BEARS.name], [BEARS]) is None


def test_an_inert_creature_is_played_as_the_blow_told_and_nothing_more() -> None:
    question = "I'm at 5. Opp swings Colossal Dreadmaw at me, no blocks, I take 6. gg?"
    situation = read_situation(question, [DREADMAW.name], [DREADMAW])
    assert isinstance(situation, m.Situation)
    assert situation.events == (m.Damage("you", 6),)


@pytest.mark.parametrize(
    ("modelled", "counts"),
    [
        ("Lich's Tomb", True),  # which permanents it sacrifices
        ("Lich's Mastery", True),
        ("Nicol Bolas, Dragon-God", True),  # whether a legend is held
        ("Strixhaven Stadium", True),  # whose creature dealt combat damage
        ("Angel of Destiny", True),
        ("The Book of Exalted Deeds", True),  # which creature is an Angel
        ("Vorpal Sword", True),  # which creature it equips
        ("Platinum Angel", False),
        ("Phyrexian Unlife", False),
        ("Laboratory Maniac", False),
    ],
)
def test_an_inert_creature_beside_a_card_that_counts_creatures_gets_no_verdict(
    modelled: str, counts: bool
) -> None:
    text = "⟨you⟩ have ⟦0⟧ and creature. ⟨they⟩ deal 3 damage to ⟨you⟩."
    at = ((text.index("creature"), "Grizzly Bears"),)
    norm = Normalised(text, "en", (modelled,), inert=("Grizzly Bears",), inert_at=at)
    reason = unaccounted(norm, [("damage", text.index("⟨they⟩"), len(text) - 1, 3)])
    assert (reason is not None) is counts
