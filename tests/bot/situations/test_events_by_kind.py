"""Events told in words no reading took, read as kinds from the rules and the card data (issue
23, verdicts): a blow told as landing ("Phage hits me", 「…の攻撃が通った」) deals the attacker's
printed power, where nothing in its text or the story can have changed it; a creature whose
only other line is a way to cast it (suspend) is a plain creature; the top cards of a library
exiled or milled ("the top card") leave it as a mill does; a modelled card's trigger told by
what it does ("Share the Spoils triggers and exiles the top card of each library") is the
engine's own trigger, played once, and only where what makes it trigger is told; a modelled
ability aimed at a player ("opp pops Door to Nothingness at me", 「《空虚への扉》をこっちに起動
された」) is activated and resolves; a spell whose Oracle text is one plain effect, cast at a
player in more of the ways players say it (「こちらから…を相手に撃った」「相手本体に」「…が飛んで
きた」「…で私を焼いた」, "sends a Bolt his way"), does what its text does to that player; an
attack let through in players' words ("I take it", "I let it through", "it connects",
「スルーした」「攻撃が通った」「…が攻撃してきて、ブロックできなかった」) deals the attacker's
power, by its size or its card data; "…and it resolves" is the resolution of the spell just
told, and a spell told as not resolving gets no verdict (it was played as resolved); a
permanent its controller was made to sacrifice ("opp makes me sacrifice it", "I had to sacrifice
the Angel to an edict", 「…を生け贄に捧げさせられた」) leaves the battlefield; "it" right after a
commander's blows ("…has dealt me 15 so far, and now it hits me for 6") is that commander; a
board wipe told by its kind ("wraths the board", 「ラスを撃った」) destroys the creatures placed.

The stories are this branch's own probes, players' words in both languages; the traps beside
each kind are the same words where the reading would be wrong: a block, a pump, counters or an
Aura, a creature whose own text changes its blow, a supposition, quoted words, a count not
said, a library whose size is not told, a trigger with no cause told, an ability at no player
or at a permanent, wanted or countered, or of a card whose ability aims at no player.
"""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for
from bot.application.situations.card_effects.oracle import OracleCard


def _asker(
    question: str, cards: list[str] | None = None, texts: list[OracleCard] | None = None
) -> str | None:
    """The verdict's outcome for the asker, or None where there is none; `texts` are named too."""
    texts = texts or []
    verdict = verdict_for(question, [*(cards or []), *(t.name for t in texts)], texts)
    return verdict.asker if verdict else None


_SUSPEND = (
    "Suspend {n}—{{G}} (Rather than cast this card from your hand, you may pay {{G}} and exile"
    " it with {n} time counters on it. At the beginning of your upkeep, remove a time counter."
    " When the last is removed, cast it without paying its mana cost. It has haste.)"
)
PHAGE = OracleCard(
    "Phage the Untouchable",
    "When Phage the Untouchable enters the battlefield, if you didn't cast it from your hand,"
    " you lose the game.\nWhenever Phage deals combat damage to a creature, destroy that"
    " creature. It can't be regenerated.\nWhenever Phage deals combat damage to a player, that"
    " player loses the game.",
    "触れられざる者フェイジ",
    4,
)
PERSECUTOR = OracleCard(
    "Abyssal Persecutor",
    "Flying, trample\nYou can't win the game and your opponents can't lose the game.",
    "深淵の迫害者",
    6,
)
MANIAC = OracleCard(
    "Laboratory Maniac",
    "If you would draw a card while your library has no cards in it, you win the game instead.",
    "研究室の偏執狂",
    2,
)
TYRANT = OracleCard(
    "Blood Tyrant",
    "Flying, trample\nAt the beginning of your upkeep, each player loses 1 life. Put a +1/+1"
    " counter on Blood Tyrant for each 1 life lost this way.\nWhenever a player loses the game,"
    " put five +1/+1 counters on Blood Tyrant.",
    "血の暴君",
    5,
)
BALOTH = OracleCard("Durkwood Baloth", _SUSPEND.format(n=5), "ダークウッドのベイロス", 5)
HALBERDIER = OracleCard(
    "Keldon Halberdier", "First strike\n" + _SUSPEND.format(n=4), "ケルドの矛槍兵", 4
)
SPOILS = OracleCard(
    "Share the Spoils",
    "When Share the Spoils enters the battlefield or an opponent loses the game, exile the top"
    " card of each player's library.",
    "戦利品の山分け",
)

LANDED = [
    # A blow told as landing: the attacker's printed power, dealt to the player it hit.
    ("I'm at 20 and Phage the Untouchable hits me. Do I lose?", [PHAGE], "loses"),
    ("My opponent's Phage the Untouchable hits me. I'm at 20 life, am I out??", [PHAGE], "loses"),
    ("I'm at 20. Phage the Untouchable connects with me. gg?", [PHAGE], "loses"),
    ("opp is at 20 and my Phage the Untouchable hits them. do i win", [PHAGE], "wins"),
    ("I'm at 20 life. I got hit by my opponent's Phage the Untouchable. Dead?", [PHAGE], "loses"),
    # "Phage attacks me": its controller is the other player.
    ("I'm at 4. Phage the Untouchable attacks me and I don't block. What now?", [PHAGE], "loses"),
    # A total told before the attack in its sentence is no part of the combat.
    ("I'm at 7, opp's Laboratory Maniac hits me. Am I dead?", [MANIAC], "keeps_playing"),
    ("I'm at 2 and my opponent's Laboratory Maniac hits me. Dead?", [MANIAC], "loses"),
    ("I'm at 2, opp attacks me with Laboratory Maniac, I don't block. Dead?", [MANIAC], "loses"),
    ("ライフ20。相手の《触れられざる者フェイジ》の攻撃が通った。負け？", [PHAGE], "loses"),
    (
        "ライフ3で、相手の《研究室の偏執狂》の攻撃が通りました。死にますか？",
        [MANIAC],
        "keeps_playing",
    ),
    # Abyssal Persecutor: its controller's opponents can't lose, whatever its blow dealt.
    (
        "My opponent's Abyssal Persecutor hits me. I'm at 6. Am I dead?",
        [PERSECUTOR],
        "keeps_playing",
    ),
    # Suspend is a way to cast a creature: once cast, it is a plain creature of its power.
    ("I'm at 5. Opponent's Durkwood Baloth hits me. Am I dead?", [BALOTH], "loses"),
    ("I'm at 6. Opponent's Durkwood Baloth hits me. Am I dead?", [BALOTH], "keeps_playing"),
    ("I'm at 4 life and opponent's Keldon Halberdier hits me. Am I dead?", [HALBERDIER], "loses"),
    ("ライフ5で相手の《ダークウッドのベイロス》に殴られた。負け？", [BALOTH], "loses"),
    ("Opponent is at 4. My Keldon Halberdier hits them. Do I win?", [HALBERDIER], "wins"),
]

NOT_LANDED = [
    # Attacked, with no word that nothing blocked it: the blow may not have landed.
    ("I'm at 20. Phage the Untouchable attacks me. Do I lose?", [PHAGE]),
    ("ライフ20で相手の《触れられざる者フェイジ》に攻撃された。負け？", [PHAGE]),
    ("相手の《触れられざる者フェイジ》に殴られました。ライフ20。負けですか？", [PHAGE]),
    # A block told.
    ("I'm at 20. Phage the Untouchable attacks me but I block with my 2/2. Do I lose?", [PHAGE]),
    ("ライフ20。《触れられざる者フェイジ》の攻撃が通ったけどチャンプブロックした。負け？", [PHAGE]),
    # Its power may have changed: counters, an Aura, a pump.
    ("I'm at 3. Opp's Laboratory Maniac has a +1/+1 counter and hits me. Dead?", [MANIAC]),
    ("I'm at 3. Opponent's Laboratory Maniac hits me with an aura on it. Dead?", [MANIAC]),
    ("I'm at 3. Opp pumps his Laboratory Maniac, then it hits me. Dead?", [MANIAC]),
    ("I'm at 6. Opponent's Durkwood Baloth has two +1/+1 counters on it and hits me.", [BALOTH]),
    ("ライフ3。相手の《研究室の偏執狂》がパワー修整を受けて、攻撃が通った。負け？", [MANIAC]),
    # Its own text changes its power (Blood Tyrant's counters).
    ("I'm at 5. Opponent's Blood Tyrant hits me. Am I dead?", [TYRANT]),
    # A supposition, and a player's quoted words.
    ("I'm at 20. If Phage the Untouchable hits me, do I lose?", [PHAGE]),
    ("he said \"Phage the Untouchable hits you\" but it didn't, I'm at 20. do I lose?", [PHAGE]),
    # Two attackers in the sentence: which dealt what is not told.
    ("I'm at 20. Phage the Untouchable and Laboratory Maniac hit me. Dead?", [PHAGE, MANIAC]),
    # The attacker is the asker's own, hitting the asker: not a blow the words can tell.
    ("I'm at 20. My Phage the Untouchable hits me. Dead?", [PHAGE]),
]


@pytest.mark.parametrize(("question", "texts", "asker"), LANDED)
def test_a_blow_told_as_landing_deals_the_attackers_power(
    question: str, texts: list[OracleCard], asker: str
) -> None:
    assert _asker(question, texts=texts) == asker


@pytest.mark.parametrize(("question", "texts"), NOT_LANDED)
def test_a_blow_that_may_not_have_landed_or_may_deal_more_gets_no_verdict(
    question: str, texts: list[OracleCard]
) -> None:
    assert _asker(question, texts=texts) is None


LIBRARY = [
    (
        "I have 1 card left in my library. Opponent exiles the top card of my library. Then I"
        " draw. Do I lose?",
        [],
        "loses",
    ),
    (
        "I have 2 cards left in my library. Opponent exiles the top card of my library. Then I"
        " draw. Do I lose?",
        [],
        "keeps_playing",
    ),
    (
        "I have 3 cards in library. Opponent exiled the top two cards of my library, then I drew"
        " 2. Am I dead?",
        [],
        "loses",
    ),
    (
        "I have 3 cards in library. Opponent exiled the top 2 cards of my library, then I drew 1."
        " Am I dead?",
        [],
        "keeps_playing",
    ),
    ("My library has 1 card. The top card of my library got exiled. I draw. Lose?", [], "loses"),
    (
        "I have 1 card in library and I mill the top card. Then I draw for the turn. Dead?",
        [],
        "loses",
    ),
    (
        "ライブラリーが残り1枚。相手に自分のライブラリーの一番上を追放された。その後ドローしたら"
        "負け？",
        [],
        "loses",
    ),
    (
        "ライブラリー残り2枚。相手にライブラリーの一番上を追放された。そのあと1枚引いた。負け？",
        [],
        "keeps_playing",
    ),
    # An empty library loses only at a draw from it (704.5b).
    (
        "I have 1 card in library. If opponent exiles the top card of my library, do I lose?",
        [],
        "keeps_playing",
    ),
    # Laboratory Maniac: the draw from the emptied library wins instead.
    (
        "I have 1 card left in library and Laboratory Maniac in play. Opponent exiles the top"
        " card of my library. Then I draw. Do I win?",
        [MANIAC],
        "wins",
    ),
    # A modelled trigger told by what it does: the engine's own, after the loss that fires it.
    (
        "Multiplayer, I have Share the Spoils out and only 1 card left in library. Opponent #2"
        " dies, Share the Spoils triggers and exiles the top card of each library. Next turn I"
        " draw. Do I lose?",
        [SPOILS],
        "loses",
    ),
    (
        "4-player game. I have Share the Spoils and 2 cards in library. Opponent #3 loses, and"
        " Share the Spoils exiles the top card of each library. Then I draw. Am I dead?",
        [SPOILS],
        "keeps_playing",
    ),
]

NO_LIBRARY_VERDICT = [
    # The library's size before is not told: the engine's default would decide.
    ("Opponent exiles the top card of my library. Then I draw. Do I lose?", []),
    # No count: "cards" from a library.
    ("I have 1 card in library. Opponent exiles cards from my library. Then I draw. Lose?", []),
    ("ライブラリーが1枚。相手にライブラリーのカードを追放された。ドローしたら負け？", []),
    # 「相手が自分のライブラリー」: whose library 自分 is (the subject's) is not the asker's.
    (
        "ライブラリーが3枚。相手が自分のライブラリーの上から2枚を追放した。そのあと2枚引いた。"
        "負け？",
        [],
    ),
    # The trigger told with nothing that makes it trigger.
    (
        "I have Share the Spoils out and 1 card left in library. Share the Spoils exiles the top"
        " card of each library. Then I draw. Do I lose?",
        [SPOILS],
    ),
]


@pytest.mark.parametrize(("question", "texts", "asker"), LIBRARY)
def test_the_top_cards_of_a_library_leave_it(
    question: str, texts: list[OracleCard], asker: str
) -> None:
    assert _asker(question, texts=texts) == asker


@pytest.mark.parametrize(("question", "texts"), NO_LIBRARY_VERDICT)
def test_a_library_change_with_something_untold_gets_no_verdict(
    question: str, texts: list[OracleCard]
) -> None:
    assert _asker(question, texts=texts) is None


DOOR = ["Door to Nothingness"]
DOOR_AND_ANGEL = [*DOOR, "Platinum Angel"]

ACTIVATED = [
    # A modelled ability aimed at a player: activated by the player named, and resolved.
    ("Opponent activated Door to Nothingness on me. Do I lose?", DOOR, "loses"),
    ("My opponent pops Door to Nothingness at me. gg?", DOOR, "loses"),
    ("I used Door to Nothingness on my opponent. Did I win?", DOOR, "wins"),
    (
        "I have Platinum Angel. Opponent activates Door to Nothingness on me. Do I lose?",
        DOOR_AND_ANGEL,
        "keeps_playing",
    ),
    (
        "I used Door to Nothingness on my opponent, who controls Platinum Angel. Did I win?",
        DOOR_AND_ANGEL,
        "keeps_playing",
    ),
    # The Angel gone after the ability resolved: its loss was not waiting (104.3e).
    (
        "Opponent activated Door to Nothingness on me and I have Platinum Angel, then he killed"
        " my Angel. Do I lose?",
        DOOR_AND_ANGEL,
        "keeps_playing",
    ),
    ("相手に《空虚への扉》をこっちに起動された。負けですか？", DOOR, "loses"),
    (
        "相手が《空虚への扉》をこっちに使ってきた。《白金の天使》がいるけど負け？",
        DOOR_AND_ANGEL,
        "keeps_playing",
    ),
]

NOT_ACTIVATED = [
    # At no player said, or at 自分 (the subject's own, not the asker's).
    ("Opponent activates Door to Nothingness. Do I lose?", DOOR),
    ("相手が《空虚への扉》を自分に起動しました。負け？", DOOR),
    # Not done: wanted, could, about to.
    ("Opponent wants to activate Door to Nothingness on me next turn. Do I lose?", DOOR),
    ("Opponent could activate Door to Nothingness on me. Do I lose?", DOOR),
    ("相手が《空虚への扉》をこっちに起動しようとしている。負け？", DOOR),
    # Countered, or answered on the stack.
    ("Opponent activated Door to Nothingness on me but I countered the ability. Lose?", DOOR),
    (
        "Opponent activates Door to Nothingness on me, I respond by casting Angel's Grace. Lose?",
        [*DOOR, "Angel's Grace"],
    ),
    # Aimed at a permanent, and another card's ability (Vorpal Sword's is not aimed at a player).
    ("Opponent activated Door to Nothingness on my Platinum Angel. Do I lose?", DOOR_AND_ANGEL),
    ("相手に《ヴォーパル・ソード》を起動された。負け？", ["Vorpal Sword"]),
]


@pytest.mark.parametrize(("question", "cards", "asker"), ACTIVATED)
def test_an_ability_aimed_at_a_player_is_activated_and_resolves(
    question: str, cards: list[str], asker: str
) -> None:
    assert _asker(question, cards) == asker


@pytest.mark.parametrize(("question", "cards"), NOT_ACTIVATED)
def test_an_activation_not_told_whole_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert _asker(question, cards) is None


BOLT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")

CAST = [
    # A spell cast at a player, told from one player to another, at a face, or as come flying.
    ("相手ライフ3、こちらから《稲妻》を相手に打ちました。勝ち？", "wins"),
    ("相手のライフが3。私が《稲妻》を相手本体に撃った。勝ち？", "wins"),
    ("ライフ3のとき、相手が《稲妻》をこちらの顔面に撃ってきました。負け？", "loses"),
    ("ライフ3で、相手から《稲妻》が飛んできた。負け？", "loses"),
    ("ライフ4。相手から《稲妻》が飛んできた。負け？", "keeps_playing"),
    ("ライフ3。相手が《稲妻》で私を焼いた。負け？", "loses"),
    ("opp at 3, I send a Lightning Bolt his way. win?", "wins"),
    ("I'm at 3. Opponent sends a Lightning Bolt my way. Dead?", "loses"),
]

NOT_CAST = [
    # At a creature, not a player.
    "相手ライフ3、こちらから《稲妻》を相手のクリーチャーに撃ちました。勝ち？",
    "ライフ3で、相手から《稲妻》がクリーチャーに飛んできた。負け？",
    "ライフ3。相手が《稲妻》で私のクリーチャーを焼いた。負け？",
    "I'm at 3. Opponent sends a Lightning Bolt my creature's way. Dead?",
    # Countered, or not yet come.
    "ライフ3で、相手から《稲妻》が飛んできたけど打ち消した。負け？",
    "ライフ3。相手から《稲妻》が飛んでくるかも。負け？",
    "I'm at 3. Opponent cast Lightning Bolt at me, but I countered it. Dead?",
    # No player it was cast at.
    "I'm at 3 life. Opponent casts Lightning Bolt. Am I dead?",
]


@pytest.mark.parametrize(("question", "asker"), CAST)
def test_a_spell_cast_at_a_player_does_what_its_text_does(question: str, asker: str) -> None:
    assert _asker(question, texts=[BOLT]) == asker


@pytest.mark.parametrize("question", NOT_CAST)
def test_a_spell_not_cast_at_a_player_gets_no_verdict(question: str) -> None:
    assert _asker(question, texts=[BOLT]) is None


LET_THROUGH = [
    # An attack let through in players' words: nothing blocked it, the blow reached the player.
    ("I'm at 5. Opponent attacks with a 5/5. I take it. Dead?", [], "loses"),
    ("I'm at 5. Opponent attacks with a 5/5, I take the hit. Dead?", [], "loses"),
    ("I'm at 6. Opponent attacks with a 5/5 and I let it through. Dead?", [], "keeps_playing"),
    ("I'm at 5. Opponent attacks with a 5/5 and it connects. Dead?", [], "loses"),
    ("I'm at 6. Opponent attacks with a 5/5 and a 2/2, I take it. Dead?", [], "loses"),
    ("Opponent attacks me with Phage the Untouchable. I take it. Do I lose?", [PHAGE], "loses"),
    ("ライフ5で相手の5/5の攻撃が通った。負け？", [], "loses"),
    ("ライフ5。相手の5/5が攻撃してきて、ブロックできなかった。負け？", [], "loses"),
    ("ライフ5。5/5にアタックされてスルーした。負け？", [], "loses"),
    ("ライフ6。相手の5/5の攻撃をスルーした。負け？", [], "keeps_playing"),
    ("相手の《触れられざる者フェイジ》の攻撃をスルーした。負け？", [PHAGE], "loses"),
]

NOT_LET_THROUGH = [
    # Attacked, nothing said of blocks; a block told; a pump; at a planeswalker.
    ("ライフ5。相手の5/5が攻撃してきた。負け？", []),
    ("ライフ5。相手の5/5の攻撃をブロックした。負け？", []),
    ("I'm at 5. Opponent attacks with a 5/5 and I block it with my 2/2. I take it anyway?", []),
    ("I'm at 5. Opponent attacks with a 5/5 pumped to 7/7, I take it. Dead?", []),
    ("I'm at 5. Opponent attacks my planeswalker with a 5/5 and I let it through. Dead?", []),
    # "take it back" is no blow.
    ("I'm at 20. I take it back, opponent attacks me with Phage the Untouchable. Dead?", [PHAGE]),
]


@pytest.mark.parametrize(("question", "texts", "asker"), LET_THROUGH)
def test_an_attack_let_through_deals_its_power(
    question: str, texts: list[OracleCard], asker: str
) -> None:
    assert _asker(question, texts=texts) == asker


@pytest.mark.parametrize(("question", "texts"), NOT_LET_THROUGH)
def test_an_attack_not_let_through_gets_no_verdict(question: str, texts: list[OracleCard]) -> None:
    assert _asker(question, texts=texts) is None


GRACE = OracleCard("Angel's Grace", "(modelled)", "天使の嗜み")

RESOLVED = [
    # "…and it resolves": the spell just told resolving as it did.
    ("I'm at 3. Opponent casts Lightning Bolt at me and it resolves. Dead?", [BOLT], "loses"),
    (
        "I'm at 4. Opponent casts Lightning Bolt at me, and then it resolved. Dead?",
        [BOLT],
        "keeps_playing",
    ),
    ("Opponent is at 3. I cast Lightning Bolt at them and it resolves. Do I win?", [BOLT], "wins"),
    (
        "I'm at 2. I cast Angel's Grace and it resolves. Then opponent deals 5 damage to me. At"
        " end of turn am I alive?",
        [GRACE],
        "keeps_playing",
    ),
]

NOT_RESOLVED = [
    # Told as not resolving: what it would have done did not happen (these were 'loses').
    "I'm at 3. Opponent casts Lightning Bolt at me but it doesn't resolve. Dead?",
    "I'm at 3. Opponent casts Lightning Bolt at me but it didn't resolve. Am I dead?",
    "I'm at 3. Opponent bolts me for 3 but it never resolved. Dead?",
    "ライフ3で相手に《稲妻》を撃たれたけど解決しなかった。負け？",
    # A resolution supposed, fizzled, or told of nothing before it.
    "I'm at 3. Opponent casts Lightning Bolt at me. If it resolves, am I dead?",
    "I'm at 3. Opponent casts Lightning Bolt at me and it fizzles. Dead?",
    "I'm at 3. It resolves. Opponent casts Lightning Bolt at me. Dead?",
]


@pytest.mark.parametrize(("question", "texts", "asker"), RESOLVED)
def test_a_spell_told_resolving_does_what_it_does(
    question: str, texts: list[OracleCard], asker: str
) -> None:
    assert _asker(question, texts=texts) == asker


@pytest.mark.parametrize("question", NOT_RESOLVED)
def test_a_spell_not_told_resolving_gets_no_verdict(question: str) -> None:
    assert _asker(question, texts=[BOLT]) is None


ANGEL = ["Platinum Angel"]

SACRIFICED = [
    # Made to sacrifice a named permanent: it leaves, sacrificed by its controller.
    ("I'm at 0 life with Platinum Angel, opponent makes me sacrifice it. Dead?", "loses"),
    ("I'm at 0 life with Platinum Angel. Opponent forces me to sacrifice my Angel. Lose?", "loses"),
    ("I'm at -1 with Platinum Angel, and I had to sacrifice the Angel to an edict. Dead?", "loses"),
    (
        "I'm at 5 with Platinum Angel. Opponent made me sacrifice my Angel. Do I lose?",
        "keeps_playing",
    ),
    ("Opponent is at 0 with Platinum Angel. I make him sacrifice his Angel. Do I win?", "wins"),
    (
        "ライフ0で《白金の天使》がいる。相手に《白金の天使》を生け贄に捧げさせられた。負け？",
        "loses",
    ),
    (
        "ライフ5で《白金の天使》がいる。相手に《白金の天使》を生け贄に捧げさせられた。負け？",
        "keeps_playing",
    ),
]

NOT_SACRIFICED = [
    # Another permanent, one "it" may stand for beside it, tried, answered, nearly.
    "I'm at 0 with Platinum Angel. Opponent makes me sacrifice a creature. Do I lose?",
    "I'm at 0 with Platinum Angel and a token. Opponent makes me sacrifice it. Do I lose?",
    "I'm at 0 with Platinum Angel. Opponent tried to make me sacrifice the Angel. Do I lose?",
    "I'm at 0 with Platinum Angel. Opponent makes me sacrifice the Angel but I respond. Lose?",
    "ライフ0で《白金の天使》がいる。相手にクリーチャーを生け贄に捧げさせられた。負け？",
    "ライフ0で《白金の天使》がいる。相手に《白金の天使》を生け贄に捧げさせられそうになった。負け？",
]


@pytest.mark.parametrize(("question", "asker"), SACRIFICED)
def test_a_permanent_its_controller_was_made_to_sacrifice_leaves(question: str, asker: str) -> None:
    assert _asker(question, ANGEL) == asker


@pytest.mark.parametrize("question", NOT_SACRIFICED)
def test_a_sacrifice_of_something_else_or_not_done_gets_no_verdict(question: str) -> None:
    assert _asker(question, ANGEL) is None


COMMANDER_IT = [
    # "it" right after the commander's blows, in its sentence or the next: the commander (on
    # main the first was 'keeps_playing', its 6 played as plain damage: 15 + 6 is 21).
    (
        "Commander game. I'm at 30. Opponent's commander has dealt me 15 damage so far, and now"
        " it hits me for 6. Am I dead?",
        "loses",
    ),
    (
        "Commander game. I'm at 30. Opponent's commander has dealt me 15 so far. Now it hits me"
        " for 6. Am I dead?",
        "loses",
    ),
    (
        "EDH. Their commander hit me for 15 combat damage earlier. Now it hits me for 6 more. I'm"
        " at 19. Dead to commander damage?",
        "loses",
    ),
    (
        "EDH. I'm at 30. Opponent's commander has dealt me 15 so far. It hits me for 5 more.",
        "keeps_playing",
    ),
    # "it" after another creature told between: that creature's blow, plain damage.
    (
        "Commander game. I'm at 30. Opponent's commander has dealt me 15 so far, and a 6/6 token"
        " attacks and it hits me for 6. Am I dead?",
        "keeps_playing",
    ),
]


@pytest.mark.parametrize(("question", "asker"), COMMANDER_IT)
def test_it_after_a_commanders_blows_is_the_commander(question: str, asker: str | None) -> None:
    assert _asker(question) == asker


MANIAC_NAME = ["Laboratory Maniac"]

KIND_OF_SPELL = [
    # A spell told by its kind, with what it did told after it: the effect told is the event.
    (
        "ライブラリー0枚で《研究室の偏執狂》がいる。ドロー呪文を撃って1枚引いた。勝ち？",
        MANIAC_NAME,
        "wins",
    ),
    (
        "I have Laboratory Maniac and 0 cards in library. I cast a draw spell and draw 2. Win?",
        MANIAC_NAME,
        "wins",
    ),
    ("I have 0 cards in library. I cast a draw spell and draw 2. Do I lose?", [], "loses"),
    # What it did not told: no verdict.
    ("I have 0 cards in library. I cast a draw spell. Do I lose?", [], None),
    ("ライブラリー0枚。ドロー呪文を撃った。負け？", [], None),
]


@pytest.mark.parametrize(("question", "cards", "asker"), KIND_OF_SPELL)
def test_a_spell_told_by_its_kind_is_what_it_did(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert _asker(question, cards) == asker


WIPES = [
    # A board wipe: each modelled creature placed before it leaves the battlefield.
    ("I'm at 0 with Platinum Angel and the opponent wraths the board. Do I lose?", ANGEL, "loses"),
    ("I'm at 0 with Platinum Angel. Opponent plays a board wipe. Do I lose?", ANGEL, "loses"),
    (
        "I'm at 5 with Platinum Angel. Opponent casts a board wipe. Do I lose?",
        ANGEL,
        "keeps_playing",
    ),
    (
        "I control Abyssal Persecutor, opponent is at -3. Opponent wipes the board. Do I win?",
        ["Abyssal Persecutor"],
        "wins",
    ),
    ("ライフ0で《白金の天使》がいる。相手がラスを撃った。負け？", ANGEL, "loses"),
    ("ライフ0で《白金の天使》がいる。相手が全体除去を撃ってきた。負け？", ANGEL, "loses"),
    ("ライフ-2で《白金の天使》がいます。相手が盤面をリセットしました。負け？", ANGEL, "loses"),
    ("ライフ5で《白金の天使》がいる。相手が全体除去を撃ってきた。負け？", ANGEL, "keeps_playing"),
    # A permanent that is no creature beside it (a wipe's reach is not told), a creature cast
    # after it, one that survives it, a wipe still to come.
    (
        "I'm at 0 with Platinum Angel and Lich's Mirror. Opponent wraths the board. Do I lose?",
        [*ANGEL, "Lich's Mirror"],
        None,
    ),
    ("I'm at 0. Opponent wraths the board, then I cast Platinum Angel. Do I lose?", ANGEL, None),
    (
        "I'm at 0 with Platinum Angel. Opponent wraths the board but my Angel is indestructible.",
        ANGEL,
        None,
    ),
    ("ライフ0で《白金の天使》がいる。相手が全体除去を撃とうとしている。負け？", ANGEL, None),
]


@pytest.mark.parametrize(("question", "cards", "asker"), WIPES)
def test_a_board_wipe_destroys_the_creatures_placed_before_it(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert _asker(question, cards) == asker


LONG_POSTS = [
    # The kinds above in longer, casual posts.
    (
        "hey judges, my opponent popped Door to Nothingness at me but I had Platinum Angel on"
        " board the whole time. did I lose?? he insisted i did",
        DOOR_AND_ANGEL,
        "keeps_playing",
    ),
    (
        "《白金の天使》でライフ0のまま耐えてたんですが、相手がラスを撃ってきて天使も流れました。"
        "負けですよね？",
        ANGEL,
        "loses",
    ),
    (
        "ライブラリーが残り1枚の状態で、相手にライブラリーの一番上を追放されました。そのあと"
        "自分のドローで1枚引きました。負けですか？",
        [],
        "loses",
    ),
]


@pytest.mark.parametrize(("question", "cards", "asker"), LONG_POSTS)
def test_the_kinds_in_long_casual_posts(question: str, cards: list[str], asker: str) -> None:
    assert _asker(question, cards) == asker
