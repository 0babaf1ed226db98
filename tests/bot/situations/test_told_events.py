"""Events told in the forms players use rather than the phrase tables' (structure/events/), each
read beside stories whose same words must get no verdict or another one: probes written for
this reading, none taken from the evaluation sets."""

from __future__ import annotations

import pytest

from tests.bot.situations.outcomes import asker_outcome


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # a player gone, told by what befell them: the game goes on without them
        (
            "3-player game. Opponent A is dead. Opponent B is at 3 and I deal 3 damage to"
            " opponent B. Do I win?",
            "wins",
        ),
        (
            "3-player game. Opponent A got eliminated earlier. Opponent B is at 3 and I deal 3"
            " damage to opponent B. Do I win?",
            "wins",
        ),
        (
            "3-player game. Opponent A is dead. Opponent B is at 5 and I deal 3 damage to"
            " opponent B. Do I win?",
            "keeps_playing",
        ),
        (
            "3 player FFA, I knocked opponent A out last turn. opponent B is at 2 and i hit"
            " opponent B for 2. do i win?",
            "wins",
        ),
        (
            "3 player game. Opponent 1 died last turn. Opponent 2 is at 2 and I hit opponent 2"
            " for 2. Do I win?",
            "wins",
        ),
        (
            "3-player game: I killed opponent 1 last turn. Opponent 2 is at 2 and I hit"
            " opponent 2 for 2. Do I win?",
            "wins",
        ),
        # a seat named by letter, the object of the verb that put it out
        (
            "3-player game: opponent A is at 3, opponent B is at 10. I killed B last turn, and"
            " now I hit opponent A for 3. Do I win?",
            "wins",
        ),
        (
            "3-player game: opponent A is at 5, opponent B is at 10. I killed B last turn, and"
            " now I hit opponent A for 3. Do I win?",
            "keeps_playing",
        ),
        (
            "3-player game: opponent A is at 3, opponent B is at 10. I kill a 2/2, and hit"
            " opponent A for 3. Do I win?",
            None,
        ),
        ("My opponent died. Do I win?", "wins"),
        ("2 player game, my opponent is dead. I win, right?", "wins"),
        (
            "3人対戦です。相手Aはもう脱落していて、相手Bのライフは3。相手Bに3点のダメージを与え"
            "ました。勝ちですか？",
            "wins",
        ),
        (
            "3人対戦で、相手Aが死亡しました。相手Bのライフは2で、相手Bに2点のダメージを与えました。"
            "私の勝ち？",
            "wins",
        ),
        (
            "3人対戦で、相手Aが死亡しました。相手Bのライフは5で、相手Bに2点のダメージを与えました。"
            "私の勝ち？",
            "keeps_playing",
        ),
        ("3人対戦。相手Aを倒して、相手Bのライフは2。相手Bに2点与えた。勝ち？", "wins"),
        # what might have been, or lethal to come: the player is still in
        (
            "3-player game. Opponent A would be dead. Opponent B is at 3 and I deal 3 damage to"
            " opponent B. Do I win?",
            "keeps_playing",
        ),
        (
            "3-player game. Opponent A is dead on board. Opponent B is at 3 and I deal 3 damage"
            " to opponent B. Do I win?",
            "keeps_playing",
        ),
        (
            "3-player game. Opponent A almost died. Opponent B is at 3 and I deal 3 damage to"
            " opponent B. Do I win?",
            None,
        ),
        # players gone by words that name none of them: played with them in, 'keeps_playing'
        (
            "4-player game. B and C are already dead. Opponent D is at 3 and I deal 3 damage to"
            " him. Do I win?",
            None,
        ),
        (
            "4 player pod, the other two are already dead. Opponent at 3, I bolt opponent for 3."
            " Do I win?",
            None,
        ),
        # a death the rest of the story does not give
        ("Opponent at 5, I hit him for 3 and he died. Do I win?", None),
        # a pronoun's "kills him" is a planeswalker's as much as a player's
        (
            "3-player game. Opponent A is at 3 and I hit opponent A for 3. Opponent B attacks my"
            " Gideon and kills him. Do I win?",
            None,
        ),
        # "dead" asked, not told
        (
            "I'm at 10. I lose 4 life, then take 4 damage, then lose 2 more life. Dead or alive?",
            "loses",
        ),
    ],
)
def test_a_player_gone_is_read_where_the_words_name_them(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # a heading names the topic: its "poison", "damage", 「毒」 tell nothing that happened
        (
            "Poison question: I have 9 poison counters and an infect creature deals 1 damage to"
            " me. Dead?",
            "loses",
        ),
        (
            "Quick poison check - I have 9 poison counters and an infect creature deals 1 damage"
            " to me. Dead?",
            "loses",
        ),
        ("Mill question: I have 0 cards in library and draw a card. Do I lose?", "loses"),
        ("Drain question: I'm at 10 and opponent drained me for 3. Am I dead?", "keeps_playing"),
        (
            "Commander damage ruling please: my opponent's commander has dealt 21 combat damage"
            " to me. I'm at 30. Am I out?",
            "loses",
        ),
        ("【毒の質問】毒カウンターが9個で、感染クリーチャーに1点殴られました。負け？", "loses"),
        (
            "毒カウンターについて質問です。毒カウンターが9個乗っていて、もう1個乗りました。"
            "負けですか？",
            "loses",
        ),
        # the story after a heading, or a heading that tells something, is still read
        ("Quick question - opp milled me, I have 0 cards in library and draw. Do I lose?", None),
        (
            "Opponent poisoned me: I have 9 poison counters and an infect creature deals 1 damage"
            " to me. Dead?",
            None,
        ),
        ("Poison check: opponent poisoned me again. I have 9 poison counters. Dead?", None),
        ("I have 9 poison. Poison question: my friend says poison went down. Am I dead?", None),
        ("【急募】相手に毒を盛られた。毒カウンターは9個。負け？", None),
    ],
)
def test_a_heading_is_no_event(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


MANIAC = ["Laboratory Maniac"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # cards milled from a library told: a draw from the library emptied loses (704.5b)
        (
            "My library had 8 cards. My opponent milled me for 10, then I had to draw. Do I lose?",
            [],
            "loses",
        ),
        (
            "I have 5 cards in my library, opp mills me 5, then I draw a card. Do I lose?",
            [],
            "loses",
        ),
        (
            "I have 5 cards in my library and opponent mills me 3. Then I draw 1. Am I ok?",
            [],
            "keeps_playing",
        ),
        # milling alone loses nothing
        ("I have 5 cards in my library and opp mills me for 5. Do I lose?", [], "keeps_playing"),
        (
            "Opponent has 6 cards left in library. I mill him for 6 and then he draws. Do I win?",
            [],
            "wins",
        ),
        (
            "Opponent has 10 cards left in library. I mill him for 6 and then he draws. Do I win?",
            [],
            "keeps_playing",
        ),
        (
            "I have Laboratory Maniac out and 2 cards in library. Opp mills me 2 and I draw."
            " What happens?",
            MANIAC,
            "wins",
        ),
        (
            "ライブラリーが3枚の状態で、相手にライブラリーを3枚切削されました。その後ドローしたら"
            "負けですか？",
            [],
            "loses",
        ),
        (
            "ライブラリーが5枚の状態で、相手にライブラリーを3枚切削されました。その後1枚ドローし"
            "ました。負けですか？",
            [],
            "keeps_playing",
        ),
        (
            "相手のライブラリーは4枚。相手のライブラリーを4枚切削して、相手がドローしました。勝ち？",
            [],
            "wins",
        ),
        ("山札残り2枚で2枚ミルされて、そのままドロー。負け？", [], "loses"),
        (
            "相手の山札は残り3枚。相手は山札を3枚切削された。その後相手がドローした。勝ち？",
            [],
            "wins",
        ),
        # a library the story does not give: the default's verdict would be a guess
        ("Opp mills me for 10 and then I draw. Do I lose?", [], None),
        ("相手にライブラリーを10枚切削されました。その後ドローしたら負けですか？", [], None),
        ("相手はライブラリーを3枚切削された。私のライフは20。負け？", [], None),
        # a mill with no count, or by no one said
        ("Opp mills me and I have 2 cards in library. Then I draw 1. Do I lose?", [], None),
        ("ライブラリー3枚で、3枚切削した。その後ドロー。負け？", [], None),
        (
            "I have 5 cards in my library. Opp mills me for 5 on his turn... or was it 4? I draw."
            " Do I lose?",
            [],
            None,
        ),
    ],
)
def test_cards_milled_from_a_library_told(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # a commander's blow told by its parts in any order: source, verb, player, amount, unit
        (
            "Commander game: a single opposing commander has dealt me 21 combat damage over"
            " several turns. I'm at 18 life. Am I out?",
            "loses",
        ),
        (
            "Commander game: a single opposing commander has dealt me 20 combat damage over"
            " several turns. I'm at 18 life. Am I out?",
            "keeps_playing",
        ),
        (
            "EDH: I'm at 30 life. My opponent's commander hit me for 21 commander damage this"
            " game. Out?",
            "loses",
        ),
        (
            "EDH: I'm at 30 life. My opponent's commander hit me for 20 commander damage this"
            " game. Out?",
            "keeps_playing",
        ),
        (
            "In Commander I took 21 combat damage from a single commander. I have 15 life. Do I"
            " lose?",
            "loses",
        ),
        (
            "EDH, my opponent's commander connected for 21 over the game. I'm at 19. Am I out?",
            "loses",
        ),
        (
            "EDH, my opponent's commander connected for 20 over the game. I'm at 19. Am I out?",
            "keeps_playing",
        ),
        (
            "commander game, opponent's general swung at me for 21 total. I'm on 25 life. out?",
            "loses",
        ),
        (
            "Commander game. I'm at 40 and my opponent's commander has dealt me 11 combat damage"
            " this game. Then it hits me for 10 more. Am I out?",
            "loses",
        ),
        # two commanders: neither reached 21, and which is which the words leave to the reader
        (
            "Commander game, I'm at 40. One commander hit me for 11 and the other hit me for 10."
            " Am I out?",
            None,
        ),
        (
            "Commander game, I'm at 40. One commander dealt me 11 combat damage and the other one"
            " dealt me 10. Am I out?",
            None,
        ),
        # not the commander's combat damage, or not to the player
        (
            "Commander game, I'm at 40. The commander's ability dealt 21 damage to me. Am I out?",
            None,
        ),
        (
            "Commander game. The commander hit me for 21 with its ability. I'm at 40. Am I out?",
            None,
        ),
        (
            "Commander game, I'm at 40. My opponent's commander dealt 21 damage to my creature."
            " Am I out?",
            None,
        ),
    ],
)
def test_a_commanders_blow_told_in_any_order(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # an attack whose damage its own clause tells
        ("I was at 4 and my opponent's attack dealt 4 damage. Am I dead?", "loses"),
        ("I was at 10 and my opponent's attack dealt 4 damage. Am I dead?", "keeps_playing"),
        ("I'm at 4. The attack dealt me 5 damage. Dead?", "loses"),
        ("I'm at 2. Opponent's creature attacked me and dealt 2 damage. Dead?", "loses"),
        ("I'm at 10. Opponent's creature attacked me and dealt 2 damage. Dead?", "keeps_playing"),
        ("Opponent at 5. My attack dealt 3 damage. Do I win?", "keeps_playing"),
        ("I'm at 4. Opponent's attack dealt 4 damage to me. Dead?", "loses"),
        (
            "2HG, our team is at 6. Opponent's attack dealt 4 damage to me and my teammate took 3."
            " Do we lose?",
            "loses",
        ),
        (
            "2HG, our team is at 10. Opponent's attack dealt 4 damage to me and my teammate took"
            " 3. Do we lose?",
            "keeps_playing",
        ),
        ("ライフ4で相手の攻撃が通って4点のダメージ。負け？", "loses"),
        ("ライフ10で相手の攻撃が通って4点のダメージ。負け？", "keeps_playing"),
        (
            "ライフ2の時に相手のクリーチャーが攻撃してきて、ブロックせずに3点通った。負け？",
            "loses",
        ),
        ("ライフ10の時に相手のクリーチャーが攻撃してきて、3点通った。負け？", "keeps_playing"),
        # the other player's act toward the speaker (てくる): the blow is the asker's
        ("ライフ3で相手が攻撃してきて3点受けた。負け？", "loses"),
        ("ライフ5のとき相手が攻撃してきて2点受けた。負け？", "keeps_playing"),
        ("ライフ4で相手が殴ってきて、そのまま4点もらった。負けですか？", "loses"),
        ("ライフ2です。相手がアタックしてきて、3点食らいました。負け？", "loses"),
        # damage given toward the speaker (与えてくる): the asker's
        ("ライフ4。相手が5点与えてきました。負けますか？", "loses"),
        ("ライフ10。相手が5点与えてきました。負けますか？", "keeps_playing"),
        ("ライフ3で、相手が3点のダメージを与えてきた。負け？", "loses"),
        ("ライフ4。相手が5点与えてきたら負けますか？", "loses"),
        ("相手のライフは4。相手が自分に5点与えてきました。勝ち？", None),
        ("相手のライフは3。相手が5点与えて、私は勝ち？", None),
        # damage to a creature, the asker's attack in a game of three, a blow with no てくる
        ("I'm at 4 and my opponent's attack dealt 4 damage to my creature. Am I dead?", None),
        ("Opponent at 3. My attack dealt 3 damage to his creature. Do I win?", None),
        (
            "3-player game. Opponent A is at 3, opponent B at 5. My attack dealt 3 damage. Do I"
            " win?",
            None,
        ),
        ("相手のライフは3。相手が攻撃して3点受けた。勝ち？", None),
        ("相手のライフは3。私が攻撃して3点通った。勝ち？", None),
        ("相手が攻撃してきて、相手のクリーチャーが3点受けた。ライフ3。負け？", None),
    ],
)
def test_an_attack_and_the_damage_it_dealt(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


ANGEL = ["Platinum Angel"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # "it" as the subject of its own leaving: the one card named before it
        ("I'm at -3 with Platinum Angel and it dies. Do I lose?", ANGEL, "loses"),
        ("I'm at -3 with Platinum Angel. It got bounced to my hand. Do I lose?", ANGEL, "loses"),
        ("I'm at -3 with Platinum Angel, then it gets destroyed. Dead?", ANGEL, "loses"),
        ("I'm at 5 with Platinum Angel and it dies. Do I lose?", ANGEL, "keeps_playing"),
        ("I'm at -3 with Platinum Angel. If it dies, do I lose?", ANGEL, "loses"),
        # something else "it" may be: a token, a creature blocked, one of two cards
        (
            "I'm at -3 with Platinum Angel. Opponent attacks with a 2/2 token and it dies. Do I"
            " lose?",
            ANGEL,
            None,
        ),
        (
            "I'm at -3 with Platinum Angel. I block his creature and it dies. Do I lose?",
            ANGEL,
            None,
        ),
        (
            "I'm at -3 with Platinum Angel and Phyrexian Unlife, and it dies. Do I lose?",
            [*ANGEL, "Phyrexian Unlife"],
            None,
        ),
    ],
)
def test_a_card_named_back_as_the_subject_of_its_leaving(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


TRANSCENDENCE = ["Transcendence"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # a trigger told resolving: the engine resolved it already; no second casting
        (
            "I'm on Transcendence at 14. Opp hits me for 3, Transcendence trigger resolves. Then I"
            " gain 3. Where does that leave me?",
            TRANSCENDENCE,
            "loses",
        ),
        (
            "I control Transcendence and I'm at 14. Opponent hits me for 3 and the Transcendence"
            " trigger resolves. Am I still in?",
            TRANSCENDENCE,
            "keeps_playing",
        ),
        (
            "ライフ14で《Transcendence》をコントロールしています。3点のダメージを受けて、"
            "《Transcendence》の誘発が解決しました。その後3点回復。負け？",
            TRANSCENDENCE,
            "loses",
        ),
        (
            "I have Lich's Mirror and I'm at 2. Opponent hits me for 5 and the Lich's Mirror"
            " trigger resolves. Am I alive?",
            ["Lich's Mirror"],
            "keeps_playing",
        ),
        # the permanent whose trigger it is, placed by no one: the player the trigger fired on
        # (its trigger fires on its controller's damage, structure/owners/triggered.py); in
        # Japanese, a card no one is said to hold is the asker's, as 「白金の天使がいる」 is
        (
            "I'm at 14. Opp hits me for 3, Transcendence trigger resolves. Then I gain 3. Where"
            " does that leave me?",
            TRANSCENDENCE,
            "loses",
        ),
        (
            "ライフ14です。3点のダメージを受けて、《Transcendence》の誘発が解決しました。その後3点"
            "回復。負け？",
            TRANSCENDENCE,
            "loses",
        ),
    ],
)
def test_a_trigger_told_resolving_is_no_second_casting(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # poison told by the verb "poison", or by where the counters were put
        ("I have 5 poison counters and I get poisoned for 2 more. Am I out?", "keeps_playing"),
        ("I have 8 poison counters and I get poisoned for 2 more. Am I out?", "loses"),
        ("My opponent put 10 poison counters on me over the game. Am I out?", "loses"),
        ("My opponent put 3 poison counters on me. Am I out?", "keeps_playing"),
        ("I have 7 poison counters. Then my opponent poisons me for 3. Dead?", "loses"),
        ("I have 7 poison counters. Then my opponent poisons me for 2. Dead?", "keeps_playing"),
        ("I was poisoned up to 10 by his infect team. Am I out?", "loses"),
        ("I was poisoned up to 9 by his infect team. Am I out?", "keeps_playing"),
        ("Opponent has 8 poison counters and I poison him for 2 more. Do I win?", "wins"),
        ("I have 8 poison counters. If I get poisoned for 2 more, am I out?", "loses"),
        # counters put on a creature, not a player
        (
            "I put 2 poison counters on my opponent's creature. He has 9 poison counters. Do I"
            " win?",
            None,
        ),
        ("Opponent has 9 poison counters. I put 1 poison counter on his creature. Do I win?", None),
    ],
)
def test_poison_told_by_its_verb(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


PERSECUTOR = ["Abyssal Persecutor"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # control of a permanent the story places, taken for good: the engine's gain_control
        (
            "I'm at -2 with Platinum Angel. My opponent gains control of my Angel. Do I lose?",
            ANGEL,
            "loses",
        ),
        (
            "Opponent is at -5 with Platinum Angel. I take control of Platinum Angel. Do I win?",
            ANGEL,
            "wins",
        ),
        (
            "I'm at -2 and I control Platinum Angel. Opponent stole my Angel. Am I dead?",
            ANGEL,
            "loses",
        ),
        (
            "4-player game. Opponent A controls Abyssal Persecutor and I'm at -3. I gain control"
            " of Abyssal Persecutor. Am I dead?",
            PERSECUTOR,
            "loses",
        ),
        (
            "ライフ-2で《白金の天使》をコントロールしている。相手に《白金の天使》のコントロールを"
            "奪われた。負け？",
            ANGEL,
            "loses",
        ),
        # for a while only: the engine's is for the rest of the game
        (
            "I'm at -2 with Platinum Angel. My opponent gains control of my Angel until end of"
            " turn. Do I lose?",
            ANGEL,
            None,
        ),
        (
            "I'm at -2 with Platinum Angel. My opponent temporarily gains control of my Angel. Do"
            " I lose?",
            ANGEL,
            None,
        ),
        (
            "ライフ-2で《白金の天使》をコントロールしている。ターン終了時まで相手に《白金の天使》の"
            "コントロールを奪われた。負け？",
            ANGEL,
            None,
        ),
        (
            "ライフ-2で《白金の天使》をコントロールしている。相手に《白金の天使》のコントロールを"
            "一時的に奪われた。負け？",
            ANGEL,
            None,
        ),
        # asked, not told: the words stay refused; supposed, played
        (
            "I'm at -2 with Platinum Angel. Can my opponent gain control of my Angel? Do I lose?",
            ANGEL,
            None,
        ),
        (
            "I'm at -2 with Platinum Angel. If my opponent gains control of my Angel, do I lose?",
            ANGEL,
            "loses",
        ),
        # whose it was is not said, or it was the taker's already
        ("I'm at -2. My opponent gains control of Platinum Angel. Do I lose?", ANGEL, None),
        ("I'm at -2 with Platinum Angel. I gain control of my Angel. Do I lose?", ANGEL, None),
    ],
)
def test_control_taken_for_good(question: str, cards: list[str], asker: str | None) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # what a modelled card's trigger did, told beside it: the engine resolves the trigger
        # itself, and the effect told would be played twice ('loses' at 14 - 3 + 6 + 6)
        (
            "I control Transcendence and I'm at 14. Opponent hits me for 3 and the Transcendence"
            " trigger resolves, so I gain 6. Where does that leave me?",
            TRANSCENDENCE,
        ),
        (
            "I control Transcendence and I'm at 14. Opponent hits me for 3, Transcendence trigger"
            " resolves and I gain 6 life. Am I still in?",
            TRANSCENDENCE,
        ),
        (
            "I control Transcendence and I'm at 14. Opponent hits me for 3, then I gain 6 life"
            " from the Transcendence trigger. Am I still in?",
            TRANSCENDENCE,
        ),
        (
            "I control Transcendence and I'm at 14. Opponent hits me for 3, then I gain 6 life"
            " from Transcendence. Am I still in?",
            TRANSCENDENCE,
        ),
        (
            "ライフ14で《Transcendence》をコントロールしています。3点のダメージを受けて、"
            "《Transcendence》の誘発が解決して6点回復しました。負け？",
            TRANSCENDENCE,
        ),
    ],
)
def test_a_triggers_effect_told_beside_it_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert asker_outcome(question, cards) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # "nearly empty" describes a state whose total the next sentence tells exactly
        ("My deck is nearly empty. Library 0, and I have to draw a card. Do I lose?", "loses"),
        # with no exact total beside it, or a near miss told: no verdict
        ("My library is almost empty. I draw 2. Do I lose?", None),
        ("My deck is nearly empty and I have to draw 3 cards. Do I lose?", None),
        (
            "My library is nearly empty. I draw 2. Opponent's library has 0 cards. Do I lose?",
            None,
        ),
        ("Opponent is almost dead and I hit him for 3. Do I win?", None),
        ("I'm at 3 and opponent nearly killed me with a 5/5. Do I lose?", None),
        ("I'm at 3. Opponent almost dealt me 4 damage. Am I dead?", None),
        ("I'm almost at 3 life and take 3 damage. Do I lose?", None),
    ],
)
def test_a_state_described_as_nearly_so(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # a total told after the events as the one they started from: before every event
        (
            "Opponent bolted me for 3, then hit me for 2. I was at 5 to begin with. Am I dead?",
            [],
            "loses",
        ),
        (
            "Opponent bolted me for 3, then hit me for 2. I was at 6 to begin with. Am I dead?",
            [],
            "keeps_playing",
        ),
        ("I took 3 and then 4. I had 7 life initially. Dead?", [], "loses"),
        (
            "3点のダメージを受けて、さらに2点のダメージを受けました。最初はライフ5でした。負け？",
            [],
            "loses",
        ),
        (
            "3点のダメージを受けて、さらに2点のダメージを受けました。最初はライフ6でした。負け？",
            [],
            "keeps_playing",
        ),
        (
            "My friend cast Shahrazad. I was at 9 going in, and I conceded the subgame. Main game"
            " resumes - am I still alive?",
            ["Shahrazad"],
            "keeps_playing",
        ),
        # told in the past with no word of the start: before, between or after the blows
        ("Opponent bolted me for 3, then hit me for 2. I was at 5. Am I dead?", [], None),
        ("Opponent hit me for 3 and then for 2. I was at 5 before that. Am I dead?", [], None),
    ],
)
def test_a_total_told_as_the_starts(question: str, cards: list[str], asker: str | None) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # cards in a "deck" are the library's, a count a player tells of it now
        ("I have 0 cards in my deck and I draw. Lose?", "loses"),
        ("I have 3 cards in my deck and I draw 2. Lose?", "keeps_playing"),
        ("I have 2 cards in my deck and I draw 3. Lose?", "loses"),
        ("Opponent has 0 cards in his deck and draws a card. Do I win?", "wins"),
        ("Deck 0, hand 3. I draw for the turn. Do I lose?", "loses"),
        # a deck's size as built is not the library now, smaller by every card drawn
        ("My deck has 60 cards. Opponent mills me 50. I draw 5. Do I lose?", None),
        ("My deck has 60 cards and I'm at 0 life. Do I lose?", None),
        ("My deck is 40 cards. I'm at 3 and take 3. Do I lose?", None),
    ],
)
def test_a_deck_told_now_and_a_decks_size(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker
