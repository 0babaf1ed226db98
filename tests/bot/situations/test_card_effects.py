"""Cards the engine does not model, told by the plain effect their own Oracle text gives them
(card_effects/): a spell cast at a player ("they Bolt me", 「《稲妻》を撃たれた」), X from the
story's number, the target from the story's words; a card whose text does more, or a telling
that leaves the target or the amount open, gets no verdict."""

from __future__ import annotations

import pytest

from bot.application.answer_types import RecognisedCard
from bot.application.situation_verdict import situation_verdict
from bot.application.situations import model as m
from bot.application.situations import read_situation, verdict_for
from bot.application.situations.card_effects.oracle import OracleCard
from engine import simulate

# The cards' Oracle texts as the card data has them (the search passes them with the names).
BOLT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")
SHOCK = OracleCard("Shock", "Shock deals 2 damage to any target.", "ショック")
SPIKE = OracleCard(
    "Lava Spike", "Lava Spike deals 3 damage to target player or planeswalker.", "溶岩の撃ち込み"
)
BLAZE = OracleCard("Blaze", "Blaze deals X damage to any target.", "猛火")
FIREBALL = OracleCard(
    "Fireball",
    "This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage"
    " divided evenly, rounded down, among any number of targets.",
    "火の玉",
)
DIVINATION = OracleCard("Divination", "Draw two cards.", "予言")
ELF = OracleCard(
    "Glistener Elf",
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to"
    " players in the form of poison counters.)",
    "ぎらつかせのエルフ",
)
NIGHTHAWK = OracleCard("Vampire Nighthawk", "Flying\nDeathtouch\nLifelink", "吸血鬼の夜鷲")
BEARS = OracleCard("Grizzly Bears", "", "灰色熊", power=2)
NO_POWER = OracleCard("Grizzly Bears", "", "灰色熊")  # card data without the power
ANGEL = "Platinum Angel"


def judged(question: str, *cards: OracleCard | str) -> str | None:
    texts = [card for card in cards if isinstance(card, OracleCard)]
    names = [card if isinstance(card, str) else card.name for card in cards]
    verdict = verdict_for(question, names, texts)
    if verdict is not None:
        simulate(verdict.scenario)  # valid engine input
    return verdict.asker if verdict is not None else None


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        ("I'm sitting at 3 life. My opponent Lightning Bolts me. Is that game?", [BOLT], "loses"),
        (
            "I'm on 4 and they cast Lightning Bolt at my face. Do I survive?",
            [BOLT],
            "keeps_playing",
        ),
        ("My opponent is at 2. I point Lightning Bolt at them. Do I win?", [BOLT], "wins"),
        ("I'm at 3 and I get hit by a Lava Spike. Still in it?", [SPIKE], "loses"),
        ("I'm at 5 and they Fireball me for 5. Dead?", [FIREBALL], "loses"),
        ("I'm at 5 and they cast Fireball at me with X=4. Dead?", [FIREBALL], "keeps_playing"),
        ("I'm on 3 and they Shock to the face. Still alive?", [SHOCK], "keeps_playing"),
        ("I'm at 3 and I take 3 damage from a Lightning Bolt. Dead?", [BOLT], "loses"),
        ("I'm on 6 and my opponent Blazes me for 4. Still alive?", [BLAZE], "keeps_playing"),
        ("I'm at 6 and they Shock me twice. Am I alive?", [SHOCK], "keeps_playing"),
        (
            "I'm at 2 life with Platinum Angel out, they Lightning Bolt me. Do I lose?",
            [ANGEL, BOLT],
            "keeps_playing",
        ),
        ("My library has 1 card left and I cast Divination. Do I lose?", [DIVINATION], "loses"),
        ("ライフ2のときに相手から《ショック》を撃たれました。負けですか？", [SHOCK], "loses"),
        ("相手のライフは3。僕が《稲妻》を相手に撃ちました。勝ちですか？", [BOLT], "wins"),
        ("相手のライフは3。稲妻を相手に撃った。勝った？", [BOLT], "wins"),
        ("ライフ4で《稲妻》を食らった。まだ生きてる？", [BOLT], "keeps_playing"),
        ("ライフ5です。相手が《火の玉》をX=5でこっちに撃ってきました。負け？", [FIREBALL], "loses"),
        ("ライブラリーが1枚しかないのに《予言》を唱えた。負けますか？", [DIVINATION], "loses"),
        ("ライフ2の時に相手に稲妻を本体に撃たれた。まだ続く？", [BOLT], "loses"),
        ("ライフ3のとき《溶岩の撃ち込み》を撃ち込まれました。負け？", [SPIKE], "loses"),
        ("ライフ4で相手の《ショック》を食らって、まだ生きてる？", [SHOCK], "keeps_playing"),
        ("I'm on 3 and I got Lightning Bolted. Am I out?", [BOLT], "loses"),
        ("I'm at 2 and the opponent casts Shock, targeting me. Dead?", [SHOCK], "loses"),
        (
            "《白金の天使》がいてライフ1、相手に稲妻を撃たれた。負け？",
            [ANGEL, BOLT],
            "keeps_playing",
        ),
        # Infect: the blow is poison counters, not damage (2 life is no loss).
        ("Opponent's Glistener Elf hits me for 2. I'm at 2. Am I dead?", [ELF], "keeps_playing"),
        ("相手の《ぎらつかせのエルフ》に2点殴られた。ライフは2。負け？", [ELF], "keeps_playing"),
    ],
)
def test_a_card_told_by_its_plain_effect_gets_a_verdict(
    question: str, cards: list[OracleCard | str], asker: str
) -> None:
    assert judged(question, *cards) == asker


def test_the_told_effect_is_the_cards_damage_from_the_caster_to_the_player_named() -> None:
    situation = read_situation("I'm at 7. They Lightning Bolt me.", [BOLT.name], [BOLT])
    assert isinstance(situation, m.Situation)
    assert situation.events == (m.Damage("you", 3, "opponent"),)
    passive = read_situation("ライフ7で相手に《稲妻》を撃たれた。", [BOLT.name], [BOLT])
    assert isinstance(passive, m.Situation)
    assert passive.events == (m.Damage("you", 3, "opponent"),)


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # The card's text does more than the damage the story tells.
        ("I'm at 2 and their Vampire Nighthawk hits me for 2. Dead?", [NIGHTHAWK]),
        # The spell is at a creature, or at nobody the words name.
        (
            "I'm at 0 with Platinum Angel and they Lightning Bolt my Angel. Do I lose?",
            [ANGEL, BOLT],
        ),
        ("ライフ0で《白金の天使》がいます。天使に《稲妻》を撃たれた。負け？", [ANGEL, BOLT]),
        ("ライフ3。相手は、《稲妻》を撃った。負け？", [BOLT]),
        ("ライフ3です。《稲妻》をこっちに撃った。負け？", [BOLT]),
        # X the story does not give, or a number that is not the card's.
        ("I'm at 5 and they Fireball me. Dead?", [FIREBALL]),
        ("I'm at 5 and they Lightning Bolt me for 5. Dead?", [BOLT]),
        ("I'm at 5 and I take 5 from a Lightning Bolt. Dead?", [BOLT]),
        # The face of one who casts it at nobody named is not the asker's.
        ("My opponent is at 3. I Lightning Bolt to the face. Win?", [BOLT]),
        # The card's text is not known (the search has no card data): no effect to tell.
        ("I'm at 3. They Lightning Bolt me. Am I dead?", ["Lightning Bolt"]),
    ],
)
def test_a_card_whose_effect_the_words_do_not_settle_gets_no_verdict(
    question: str, cards: list[OracleCard | str]
) -> None:
    assert judged(question, *cards) is None


def test_an_effect_the_story_also_tells_in_its_own_words_is_played_once() -> None:
    question = "I'm at 5. They Lightning Bolt me and I take 3 damage. Am I dead?"
    assert judged(question, BOLT) == "keeps_playing"
    assert judged("ライフ5で相手に稲妻を撃たれて3点のダメージを受けた。負け？", BOLT) == (
        "keeps_playing"
    )


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        ("I'm at 5. Opponent's Grizzly Bears hits me for 2. Am I dead?", [BEARS], "keeps_playing"),
        ("I'm at 2 and my opponent's Grizzly Bears hits me for 2. Dead?", [BEARS], "loses"),
        ("ライフ2で相手の《灰色熊》に2点殴られた。負け？", [BEARS], "loses"),
        # Lifelink: the controller gains what the creature dealt.
        (
            "I'm at 5 and my opponent's Vampire Nighthawk hits me for 2. Dead?",
            [NIGHTHAWK],
            "keeps_playing",
        ),
        (
            "My opponent is at 2. My Vampire Nighthawk hits them for 2. Do I win?",
            [NIGHTHAWK],
            "wins",
        ),
        ("ライフ1で相手の《吸血鬼の夜鷲》に1点殴られた。負け？", [NIGHTHAWK], "loses"),
        # No number: the creature's power, when the card data has it.
        ("I'm at 2 and the opponent's Grizzly Bears hits me. Dead?", [BEARS], "loses"),
        ("ライフ3で相手の《灰色熊》に殴られた。負け？", [BEARS], "keeps_playing"),
        ("ライフ2で相手の《灰色熊》に殴られた。負け？", [NO_POWER], None),
        # An attack is not a blow (it may be blocked); a cast creature deals nothing.
        ("I'm at 2 and the opponent's Grizzly Bears attacks me. Dead?", [BEARS], None),
        ("I'm at 2. They cast Grizzly Bears at me. Dead?", [BEARS], None),
        # No controller: whose the gain is is not said.
        ("I'm at 2 and a Vampire Nighthawk hits me for 2. Dead?", [NIGHTHAWK], None),
    ],
)
def test_a_creature_whose_keywords_change_nothing_hits_for_the_damage_told(
    question: str, cards: list[OracleCard], asker: str | None
) -> None:
    assert judged(question, *cards) == asker


def test_a_lifelink_hit_is_the_damage_and_the_controllers_gain() -> None:
    question = "I'm at 5 and my opponent's Vampire Nighthawk hits me for 2. Dead?"
    situation = read_situation(question, [NIGHTHAWK.name], [NIGHTHAWK])
    assert isinstance(situation, m.Situation)
    assert situation.events == (m.Damage("you", 2, "opponent"), m.LifeChange("opponent", 2))


def test_a_creature_told_as_a_commander_is_left_to_commander_damage() -> None:
    # Not the card's plain blow: commander damage (structure/commander_told.py), 21 of it.
    question = "EDH. I'm at 30 and their commander Grizzly Bears hits me for 21. Dead?"
    assert judged(question, BEARS) == "loses"


def test_the_search_answer_passes_the_recognised_cards_texts_to_the_reader() -> None:
    cards: list[RecognisedCard] = [
        {"ref": "card:Lightning Bolt", "name": "稲妻/Lightning Bolt", "text": BOLT.text}
    ]
    verdict = situation_verdict("ライフ3で相手に稲妻を撃たれた。負け？", cards)
    assert verdict is not None
    assert verdict["asker"] == "loses"
    assert situation_verdict("ライフ3で相手に稲妻を撃たれた。負け？", cards[:0]) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "I lost The Countdown Is at One subgame. Back in the main game I'm at 4 and they"
            " Shock me. Am I out?",
            "loses",  # the damage is doubled for a player who did not win the subgame
        ),
        (
            "I won The Countdown Is at One subgame. Back in the main game I'm at 4 and they"
            " Shock me. Am I out?",
            "keeps_playing",
        ),
        (
            "The Countdown Is at One のサブゲームに負けました。メインゲームに戻ってライフ4、"
            "相手に《ショック》を撃たれました。負け？",
            "loses",
        ),
    ],
)
def test_a_subgame_card_besides_shahrazad_plays_its_own_subgame(question: str, asker: str) -> None:
    assert judged(question, "The Countdown Is at One", SHOCK) == asker
