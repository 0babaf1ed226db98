"""Words of timing and the stack where the story settles them itself (structure/settled.py):
a trigger told with what it did, the upkeep told as when a told effect happened. Each reading
has its traps beside it: the same words where the order or the timing decides, or where a
modelled card's own trigger or "this turn" is in the story, get no verdict."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for

UNLIFE = ["Phyrexian Unlife"]

VERDICTS = [
    # A trigger read with its effect: the trigger is only where the told effect came from.
    (
        "I'm on 6 life. Opponent drains me for 2 with some enchantment trigger and later I pay"
        " 3 life for a fetch. Still alive?",
        [],
        "keeps_playing",
    ),
    ("im at 2 life and opp's Sulfuric Vortex trigger deals 2 dmg to me. am i dead?", [], "loses"),
    ("I'm at 5, opponent's trigger makes me lose 2 life. still alive?", [], "keeps_playing"),
    (
        "ok so I'm at 3 life and my opponents Guttersnipe trigger pings me for 2, then another"
        " spell trigger pings me for 2. am i dead lol",
        [],
        "loses",
    ),
    (
        "Opponent is at 2. My Impact Tremors trigger deals 1 damage to each opponent... no wait,"
        " just the one opponent, it deals 2 to them. Do I win?",
        [],
        "wins",
    ),
    ("ライフ6。相手のエンチャントの誘発で2点失いました。まだ生きてる？", [], "keeps_playing"),
    ("ライフ3です。相手のクリーチャーの誘発で3点のダメージを受けました。負けですか？", [], "loses"),
    (
        "相手のライフ8。自分のエンチャントの誘発で相手は3点失いました。相手は負けますか？",
        [],
        "keeps_playing",
    ),
    # The upkeep as the time of a told effect, with no card that waits for it.
    ("I'm at 3 life. At my upkeep I lose 3 life to my opponent's enchantment. Dead?", [], "loses"),
    (
        "I'm at -3 with Phyrexian Unlife out. At my upkeep opp pings me for 1. Do I lose?",
        UNLIFE,
        "keeps_playing",
    ),
    (
        "I'm at -3 with Phyrexian Unlife and 9 poison. At my upkeep opp pings me for 1. Do I lose?",
        UNLIFE,
        "loses",
    ),
    (
        "My opp is at 7. During their upkeep they lose 2 life from my enchantment. Do they lose?",
        [],
        "keeps_playing",
    ),
    ("ライフ2で、自分のアップキープに相手の《硫黄の渦》の誘発で2点受けました。負け？", [], "loses"),
    # A player targeted by what the sentence tells done to them; a block before the damage the
    # blocking player took.
    (
        "ライフ10。相手が私を対象にして呪文を唱え、私は4点のダメージを受けました。負けですか？",
        [],
        "keeps_playing",
    ),
    (
        "I'm at 4. Opponent attacks with his whole team, I block the biggest and take 5. Dead?",
        [],
        "loses",
    ),
    (
        "I'm at 6. Opp swings with a bunch of guys, I block the fatty and take 2. Alive?",
        [],
        "keeps_playing",
    ),
    (
        "I'm at 6 life, opp swings, I block with my bear and take 4 from the rest. Am I alive?",
        [],
        "keeps_playing",
    ),
    ("ライフ4。相手に総攻撃されて、一番大きいのをブロックして5点受けました。負け？", [], "loses"),
    # A land's name is no blow ("shockland" is not "shock").
    (
        "I'm at 5. I pay 2 life for a shockland, then opp pings me for 1. Alive?",
        [],
        "keeps_playing",
    ),
    ("I'm at 2. I pay 2 life for my shocklands. Am I dead?", [], "loses"),
    # A spell cast by its kind with what it did told after it; a player it targets.
    ("I'm at 5, opp casts a burn spell at me and I take 5. Dead?", [], "loses"),
    (
        "I'm at 6. Opp targets me with a burn spell and deals 5 damage to me. Alive?",
        [],
        "keeps_playing",
    ),
    ("Opp is at 4. I target him with a burn spell, dealing 4 damage to him. Do I win?", [], "wins"),
    # What a commander has dealt so far, told with 「今まで」「これまでに」.
    (
        "統率者戦。相手の統率者に今まで14点殴られていて、今回さらに7点殴られました。ライフは25。"
        "負け？",
        [],
        "loses",
    ),
    (
        "統率者戦。相手の統率者からこれまでに10点受けています。さらに5点殴られました。ライフは30。"
        "負け？",
        [],
        "keeps_playing",
    ),
    # A creature called a blocker where no combat is told.
    (
        "I'm at 3. I gain 4 life and then blow up their only blocker with a spell. Opp hits me"
        " for 5. Dead?",
        [],
        "keeps_playing",
    ),
    # 「毒」 naming the poison read right after it is no event.
    ("ライフ1、毒9。相手が何もせずターンを終えました。まだ生きてる？", [], "keeps_playing"),
    ("ライフ3、毒は8個です。相手が何もせずにターン終了。まだ負けてない？", [], "keeps_playing"),
    ("毒10個、ライフ20です。負けですか？", [], "loses"),
    (
        "毒9、ライフ4。相手の《稲妻》で3点受けてから、相手のクリーチャーに毒カウンターを1個"
        "置かれました。負け？",
        [],
        "loses",
    ),
    ("ライフ3、毒9。次のターンに毒がもう1個乗ったら負けですか？", [], "loses"),
]


@pytest.mark.parametrize(("question", "cards", "expect"), VERDICTS)
def test_a_word_the_story_settles_lets_the_verdict_stand(
    question: str, cards: list[str], expect: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == expect


NO_VERDICT = [
    # A trigger with no effect told, or one that would, will or may happen.
    ("I'm at 2. Opponent's Sulfuric Vortex triggers at my upkeep. Do I die?", []),
    ("I'm at 2, opponent's trigger would drain me for 2 but I have a trigger too. Dead?", []),
    ("I'm at 1. Opponent's Sulfuric Vortex will trigger at my upkeep for 2. Dead?", []),
    ("ライフ2。次のアップキープに誘発で2点失うなら負けですか？", []),
    # The order told against the text's, or left to the stack and to the players.
    ("I'm at 2. My lifegain trigger gains me 3 after opp's trigger drains me for 2. Dead?", []),
    ("I'm at 2. Opp's trigger drains me for 2 and my lifegain trigger gains me 3 first. Dead?", []),
    (
        "I'm at 2. Opp has a trigger on the stack that drains me for 2, in response I gain 3 life.",
        [],
    ),
    ("I'm at 3. Opp's trigger drains me for 3 but I respond by gaining 4 life. Alive?", []),
    ("I'm at 2 and opp has two triggers, each drains me for 1. I order them. Dead?", []),
    ("ライフ2で、相手の誘発で2点失う前に3点回復しました。生きてる？", []),
    ("ライフ2。相手の誘発がスタックにあって、それに対応して3点回復。生きてる？", []),
    # A trigger or an upkeep told more than once.
    (
        "I'm at 2. Opp's creature has a trigger that drains me for 1 whenever it attacks. It"
        " attacked twice. Dead?",
        [],
    ),
    ("I'm at 3. At my upkeep, a trigger deals 2 to me, and every upkeep after that too. Dead?", []),
    ("毎ターン、アップキープに2点失います。ライフ5。3ターン後は負け？", []),
    # A modelled card of the upkeep or of "this turn": the engine would need the turn played.
    ("I cast Angel's Grace at 2 life. At my upkeep I take 3 damage. Dead?", ["Angel's Grace"]),
    (
        "Opponent controls Triskaidekaphobia. At their upkeep I lose 1 life, I'm at 14. Dead?",
        ["Triskaidekaphobia"],
    ),
    (
        "At my upkeep my Pact of Negation trigger goes off and I can't pay. I'm at 20. Do I lose?",
        ["Pact of Negation"],
    ),
    (
        "《天使の嗜み》を撃ちました。ライフ2で、次の自分のアップキープに3点受けました。負け？",
        ["Angel's Grace"],
    ),
    # A target that is no player, or beside a modelled card; an effect that would happen.
    ("I'm at 3. Opp targets my creature with a burn spell and I take 3. Dead?", []),
    (
        "I'm at 3. Opp targets me and my Platinum Angel with a spell that deals 3 to me.",
        ["Platinum Angel"],
    ),
    ("I'm at 3. Opp targets me with a spell that would deal 3 damage to me. Dead?", []),
    ("ライフ3。相手が私のクリーチャーを対象に《稲妻》を撃ちました。負け？", ["Lightning Bolt"]),
    # A block after the damage told, or beside an attack told "for" its total (what got
    # through is not told), a blocking modelled card, or a pump after blocks.
    ("I'm at 4. Opponent attacks for 6, I block one of the attackers. Dead?", []),
    ("I'm at 4. Opponent hits me for 6 but I blocked the biggest one. Dead?", []),
    ("I'm at 4. I block with Platinum Angel and take 5. Dead?", ["Platinum Angel"]),
    ("I'm at 4. I block, then opp pumps the attacker and I take 5 after blocks. Dead?", []),
    ("ライフ4。相手が6点分で攻撃してきて、1体をブロックしました。負け？", []),
    ("ライフ4。5点受けてからブロックしました。負け？", []),
    # A blocker in a sentence that tells combat or its damage.
    ("I'm at 3. Opp's blocker deals 3 damage to me. Dead?", []),
    ("I'm at 3. I kill their blocker and attack; they take 3. Do I win?", []),
    ("ライフ3。相手のブロッカーに攻撃を止められました。負け？", []),
    # A spell by its kind with nothing told after it in its sentence, or more than one thing.
    ("I'm at 5. Opp casts a burn spell at me. Dead?", []),
    ("I'm at 5. Opp casts a spell and I take 3, then I lose 2 life. Dead?", []),
    ("I'm at 5. Opp casts a spell. I take 5. Dead?", []),
    ("I'm at 5. I take 5 and opp casts a burn spell. Dead?", []),
    ("ライフ3。相手が呪文を撃ちました。負け？", []),
    ("ライフ3。相手が呪文を撃って、自分はクリーチャーを失い、3点受けました。負け？", []),
    # A shock with no amount read is still a blow unread.
    ("I'm at 2. I pay 1 life for a shockland, then opp shocks me. Dead?", []),
    # 「毒」 with no count read after it: poison given by words no pattern reads.
    ("毒9で、さらに毒を受けました。負け？", []),
    ("ライフ5、毒9。相手が毒を与える呪文を撃ちました。負け？", []),
    ("ライフ10、毒9。相手の感染クリーチャーに殴られました。負け？", []),
    (
        "I'm at 14 with Transcendence. I take 3 at my upkeep, and the trigger gains me 6. Dead?",
        ["Transcendence"],
    ),
]


@pytest.mark.parametrize(("question", "cards"), NO_VERDICT)
def test_a_word_of_order_or_of_a_timed_card_stays_unsettled(
    question: str, cards: list[str]
) -> None:
    assert verdict_for(question, cards) is None


def test_damage_by_another_creature_is_not_the_commanders() -> None:
    """14 from the commander so far and 7 from another creature: no loss to commander damage."""
    question = (
        "統率者戦。相手の統率者に今まで14点殴られていて、今回は別のクリーチャーに7点殴られ"
        "ました。ライフは20。負け？"
    )
    verdict = verdict_for(question, [])
    assert verdict is None or verdict.asker == "keeps_playing"
