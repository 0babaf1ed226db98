"""Stories the engine settles though they speak of time or of several things at once (issue 23,
"the engine cannot settle this"), each kind beside wordings where the rules do not settle it
and there must stay no verdict. Probes of my own, in players' words.

- A turn ended and an upkeep named beside a permanent that triggers in it (503.1a, 513-514):
  the engine plays the turns in order, whose each is, and a modal trigger in each mode (603.3c).
- Two-Headed Giant's team outcome and shared poison (810.8a, 810.10, 704.6b): "1 more" after a
  head's counters goes on the team's count, two heads' different counts are what each got (the
  team has their sum), and an outcome the question supposes of a head picks the readings.
- What befalls a group happens at once (704.3): the state-based actions are checked after every
  player's part, and all players losing at once is a draw (104.4a).
- A blow from a creature with infect, told with its amount or its size, gives that many poison
  counters and no damage (702.90b): the poison count the story tells is read.
- An emblem no form of words gives a player, in a story whose one emblem card one player
  controls, or made by its controller's activation, is that player's (606.3: only a
  planeswalker's controller activates its loyalty abilities).
- A response the story denies ("no mana to respond", "he didn't respond", 「マナがなくて」): what
  it tells resolves with no response, as the engine plays it; a response told besides stays
  refused.
- Priority, or a trigger waiting on the stack, beside a total that already loses: the
  state-based actions come first (117.5, 704.3), so the total decides.
"""

from __future__ import annotations

import pytest

from tests.bot.situations.outcomes import asker_outcome

TRISK = ["Triskaidekaphobia"]
TYRANT = ["Blood Tyrant"]
MANIAC = ["Laboratory Maniac"]
GIDEON = ["Gideon of the Trials"]
GRACE = ["Angel's Grace"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # the upkeep the turn's end leads to: Triskaidekaphobia's controller's
        (
            "Opponent has Triskaidekaphobia. I ended my turn at exactly 13. Their upkeep comes,"
            " the trigger goes on the stack. What happens to me?",
            TRISK,
            "loses",
        ),
        (
            "My opponent has Triskaidekaphobia out. I'm at 13 life. I end my turn. Do I lose?",
            TRISK,
            "loses",
        ),
        (
            "opp has triskaidekaphobia, im at 13. on their upkeep it triggers. am i dead?",
            TRISK,
            "loses",
        ),
        (
            "相手の場に《十三恐怖症》があります。自分のライフは13でターンを終了しました。負けますか？",
            TRISK,
            "loses",
        ),
        ("相手の《十三恐怖症》が場にある。ライフ13でターンエンド。負け？", TRISK, "loses"),
        (
            "相手の場に《十三恐怖症》があって、ライフ13のままターンを終えました。"
            "相手のアップキープで誘発がスタックに乗りました。負けますか？",
            TRISK,
            "loses",
        ),
        # the asker's own Triskaidekaphobia at the asker's upkeep, the opponent at 13
        (
            "I have Triskaidekaphobia out and my opponent is at 13. Opp ends their turn. My"
            " upkeep, the trigger goes on the stack. Do I win?",
            TRISK,
            "wins",
        ),
        # both at 13: both lose at once, a draw (104.4a)
        (
            "Opponent controls Triskaidekaphobia. I'm at 13 and he's at 13 too. I end my turn."
            " What happens?",
            TRISK,
            "draw",
        ),
        (
            "相手の《十三恐怖症》が場にあって、自分も相手もライフ13です。ターンを終了しました。"
            "どうなりますか？",
            TRISK,
            "draw",
        ),
        # 14: gain 1 or lose 1, at 15 or 13 after the trigger: alive either way
        (
            "Opponent has Triskaidekaphobia. I'm at 14. I end my turn. Do I lose?",
            TRISK,
            "keeps_playing",
        ),
        ("Opp has Blood Tyrant, I'm at 2. I end my turn. Am I dead?", TYRANT, "keeps_playing"),
        (
            "Opponent has Blood Tyrant. I'm at 1 life. On their upkeep it triggers. Do I die?",
            TYRANT,
            "loses",
        ),
        (
            "相手の場に《血の暴君》がいて、ライフ1でターン終了しました。負け？",
            TYRANT,
            "loses",
        ),
        # traps: at 1, the mode decides (gain 1: alive; lose 1: dead), which no word says
        (
            "My opponent has Triskaidekaphobia out. I'm at 1 life. I end my turn. Do I lose?",
            TRISK,
            None,
        ),
        # no turn passes: "keeps playing" would rest on the upkeep not coming
        ("My opponent has Triskaidekaphobia out. I'm at 13 life. Do I lose?", TRISK, None),
        ("I have Triskaidekaphobia out. I'm at 13 life. Do I lose?", TRISK, None),
        ("十三恐怖症でライフがちょうど13だと負けるのは何のルールに基づくの?", TRISK, None),
        # an upkeep in which the permanent does not trigger (its controller's only)
        (
            "Opponent has Triskaidekaphobia. I'm at 13. On my upkeep it triggers. Do I lose?",
            TRISK,
            None,
        ),
        ("相手の場に《十三恐怖症》。ライフ13。自分のアップキープに誘発した？負け？", TRISK, None),
        # whose "their" upkeep is, in a game of four
        (
            "4 player game, opponent has Triskaidekaphobia, I'm at 13. On their upkeep, do I lose?",
            TRISK,
            None,
        ),
        # a response to the trigger, and an event told after it goes on the stack
        (
            "Opponent has Triskaidekaphobia. I'm at 13. I end my turn. In response to the"
            " trigger I gain 1 life. Do I lose?",
            TRISK,
            None,
        ),
        (
            "Opponent has Triskaidekaphobia. I'm at 13. I end my turn. Their upkeep, the"
            " trigger goes on the stack and I gain 1 life. Do I lose?",
            TRISK,
            None,
        ),
        # a total told after the upkeep: what the trigger saw, or what it left (main:
        # 'keeps_playing', played after the trigger)
        (
            "相手がターンを終えた。自分のアップキープに自分の《十三恐怖症》が誘発。相手のライフは13。"
            "勝ち？",
            TRISK,
            None,
        ),
        (
            "Opponent ends their turn. My upkeep, my Triskaidekaphobia triggers. Opponent is at"
            " 13. Do I win?",
            TRISK,
            None,
        ),
        ("Opponent has Triskaidekaphobia. I end my turn. I'm at 13. Do I lose?", TRISK, None),
        ("Opponent has Blood Tyrant. I pass the turn. I'm at 1 life. Am I dead?", TYRANT, None),
        ("相手の場に《十三恐怖症》。ターン終了。自分のライフは13。負け？", TRISK, None),
        # a turn no reading places
        ("Opponent has Triskaidekaphobia. I'm at 13. Next turn do I lose?", TRISK, None),
        # two turns' ends where the words give one (the damage between them)
        (
            "Opponent has Triskaidekaphobia. I ended my turn at 13, then I took 1 damage."
            " Their upkeep. Do I lose?",
            TRISK,
            None,
        ),
    ],
)
def test_a_turn_and_an_upkeep_are_played_in_order(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        ("2HG: I have 9 poison, my teammate has 5. Then I take 1 more. Do we lose?", [], "loses"),
        ("2HG: I have 9 poison, my teammate has 5. Do we lose?", [], "keeps_playing"),
        (
            "Two-Headed Giant. I'm at 8 poison and my partner is at 6 poison. Opponent's infect"
            " guy hits my partner for 1. Are we out?",
            [],
            "loses",
        ),
        (
            "2HG: my teammate got 7 poison from an infect creature, then I take 3 more."
            " Do we lose?",
            [],
            "keeps_playing",
        ),
        (
            "2HG: my teammate got 7 poison from an infect creature, then I take 8 more."
            " Do we lose?",
            [],
            "loses",
        ),
        (
            "2HG. Our team has 10 poison counters. My teammate gets hit by an infect creature for"
            " 3, and then I take 2 more. Are we dead?",
            [],
            "loses",
        ),
        ("双頭巨人戦で、チームの毒カウンターが14個。相方がさらに1個受けた。負け？", [], "loses"),
        # the teammate's win is the team's
        (
            "2HG. My teammate has Laboratory Maniac out and draws from an empty library. If my"
            " teammate wins, does our whole team win?",
            MANIAC,
            "wins",
        ),
        (
            "双頭巨人戦で相方が《研究室の偏執狂》を出していて、山札0枚でカードを引きました。"
            "相方が勝ったら自分も勝ち？",
            MANIAC,
            "wins",
        ),
        # traps: a team's life told as two heads' (no sum: the life is one total, 810.9)
        ("2HG: I'm at 10 life, my teammate at 15 life. Do we lose?", [], None),
        # a supposed win the story does not give
        ("2HG, my teammate is at 5 poison. If my teammate wins, do we win?", [], None),
        # whose draw it is left open, no supposition to pick: the asker's draw loses
        (
            "双頭巨人戦で相方が《研究室の偏執狂》を出していて、ライブラリー0枚でドローしました。"
            "勝ちですか？",
            MANIAC,
            None,
        ),
        # a head's draw is their own: "1 more" after the teammate's draw is not read as theirs
        (
            "2HG, my library is empty. My teammate drew 2 cards, then I draw 1 more. Do we lose?",
            [],
            None,
        ),
    ],
)
def test_a_team_wins_loses_and_counts_poison_together(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I'm at 1 and opp is at 1. We both lose 1 life. Who wins?", "draw"),
        ("I'm at 1 and opp is at 1. Everyone loses 1 life. Do I lose?", "draw"),
        ("I'm at 1 and opp is at 1, we both lose 1 life at the same time. Draw?", "draw"),
        ("We're both at 2 life. We both lose 2 life at the same time. Who wins?", "draw"),
        ("Both players are at 9 poison. Both of us get 1 more poison counter. Who wins?", "draw"),
        (
            "3 player game, everyone is at 1 life. Everyone loses 1 life at the same time."
            " Do I lose?",
            "draw",
        ),
        ("自分も相手もライフ1。全員が1点失いました。引き分けですか？", "draw"),
        ("全員ライフ2で、全員に2点のダメージ。引き分け？", "draw"),
        ("お互いのライフが同時に0になりました。どうなりますか？", "draw"),
        ("自分も相手もライフが同時に0になりました。引き分け？", "draw"),
        # totals told together before anything happens: the game starts with them
        (
            "自分の毒カウンターが10個になるのと同時に、相手のライフが0になりました。どうなる？",
            "draw",
        ),
        ("I'm at 0 life and my opponent is at 0 life at the same time. Who wins?", "draw"),
        # one player's part leaves them alive: the other alone loses
        ("I'm at 1, opponent is at 4. All players lose 1 life simultaneously. Am I dead?", "loses"),
        ("I'm at 2 and opp at 5. We both lose 2 life at once. Do I lose?", "loses"),
        ("Opp is at 1 and I'm at 6. Everyone loses 1 life. Did I win?", "wins"),
        # traps: two events told apart, "at the same time" of them: played one after the other,
        # which is not what the asker tells
        ("I'm at 3 and opp is at 3. I take 3 and he takes 3 at the same time. Draw?", None),
        (
            "I'm at 3 and opp is at 3. At the same time, I take 3 damage and he takes 3 damage."
            " Draw?",
            None,
        ),
        ("ライフ1同士で、お互い同時に1点失いました。引き分け？", None),
        ("相手と自分が同時にライブラリー0枚から引きました。引き分け？", None),
        ("ライフ5の時、相手と同時に5点受けました。引き分け？", None),
        # the group's total with words between it and its verb: not the asker's alone (main:
        # 'loses', the 2 life read as the asker's only)
        ("Everyone at the table is at 2 life. Everyone loses 2 life. 4 player game. Result?", None),
        # a group's part and a card that keeps one player in
        (
            "I'm at 3 with Platinum Angel, opponent at 1. We both lose 3 life at the same time."
            " Do I win?",
            "wins",
        ),
    ],
)
def test_what_befalls_a_group_happens_at_once(question: str, asker: str | None) -> None:
    cards = ["Platinum Angel"] if "Platinum Angel" in question else []
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "I'm at 10 life, opponent hits me with an infect creature for 4. Am I dead?",
            "keeps_playing",
        ),
        ("I'm at 10 life, opponent hits me with his infect guy for 4. Am I dead?", "keeps_playing"),
        (
            "I have 7 poison. Opponent swings at me with an infect creature for 3. Am I dead?",
            "loses",
        ),
        ("I'm at 3. Opponent attacks me with an infect 5/5, I don't block. Dead?", "keeps_playing"),
        (
            "I have 6 poison counters. Opp attacks me with an infect 4/4 and I don't block."
            " Do I lose?",
            "loses",
        ),
        ("ライフ5で、相手の感染持ちクリーチャーに6点殴られました。負け？", "keeps_playing"),
        # 11 poison counters, not 0 life (it was a trap of the plain "with a creature" blow)
        ("I'm at 4 with 7 poison. Opp hits me with an infect creature for 4. dead?", "loses"),
        (
            "I'm at 5 with 2 poison. Opp hits me with an infect creature for 5. dead?",
            "keeps_playing",
        ),
        # traps: no amount, an unmodelled card's blow beside it, a keyword, a pump
        ("I'm at 10 life, opponent hits me with an infect creature. Am I dead?", None),
        (
            "I'm at 10 life, opponent hits me with an infect creature for 4 and a Grizzly Bears"
            " for 2. Am I dead?",
            None,
        ),
        (
            "I'm at 2, opponent hits me with an infect creature for 4. It has lifelink. Am I dead?",
            None,
        ),
        (
            "I have 9 poison, opponent hits me with an infect creature pumped +2/+2 for 1. Dead?",
            None,
        ),
    ],
)
def test_a_blow_with_infect_is_poison_counters(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "My Gideon of the Trials is on the battlefield. There's an emblem too. I'm at -2."
            " Alive?",
            "keeps_playing",
        ),
        (
            "Opponent has Gideon of the Trials and an emblem. I'm at 5, opponent is at 0."
            " Do I win?",
            "keeps_playing",
        ),
        ("I used Gideon of the Trials' 0 to get the emblem. I'm at -2. Alive?", "keeps_playing"),
        (
            "I used Gideon of the Trials' 0 ability and got the emblem. Gideon is still out. I'm at"
            " -3 now. Do I lose?",
            "keeps_playing",
        ),
        (
            "I used Gideon's +0 to get an emblem, then my opponent killed Gideon. I'm at 0 life."
            " Am I dead?",
            "loses",
        ),
        (
            "私は《試練に臨むギデオン》の0能力を起動して紋章を得ました。ライフ-3。負け？",
            "keeps_playing",
        ),
        ("自分の場に《試練に臨むギデオン》。紋章もある。ライフ-1で生きてる？", "keeps_playing"),
        (
            "相手が《試練に臨むギデオン》を出していて、紋章もあります。相手のライフは0。勝ち？",
            "keeps_playing",
        ),
        # traps: two players with the card, an emblem only asked about, another ability
        (
            "Opponent has Gideon of the Trials and I have Gideon of the Trials too. There's an"
            " emblem. I'm at -2. Alive?",
            None,
        ),
        ("I'm at -2 with Gideon of the Trials out. Would an emblem save me?", None),
        ("I used Gideon of the Trials' +1 to get an emblem. I'm at -2. Alive?", None),
    ],
)
def test_an_emblem_is_its_planeswalkers_controllers(question: str, asker: str | None) -> None:
    assert asker_outcome(question, GIDEON) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        ("I'm at 3, opponent bolts me and I have no mana to respond. Am I dead?", [], "loses"),
        ("I'm at 3, opponent bolts me, I'm tapped out so no response. Dead?", [], "loses"),
        ("Opp at 2. I hit him for 2, he didn't respond. Do I win?", [], "wins"),
        ("I'm at 5. Opp hits me for 3 and I couldn't respond. Still alive?", [], "keeps_playing"),
        (
            "ライフ3で、相手の火力で3点受けた。マナがなくて何もできなかった。負けですか？",
            [],
            "loses",
        ),
        (
            "ライフ4で3点のダメージを受けた。タップアウトしてたので何もできず。負け？",
            [],
            "keeps_playing",
        ),
        # traps: a response told besides the denial, a question of what may be done, mana spent
        (
            "I'm at 3, I have no mana but I cast Angel's Grace in response to the Bolt. Dead?",
            GRACE,
            None,
        ),
        ("I'm at 3. Opponent bolts me. Can I respond?", [], None),
        ("I'm at 3. I tapped all my mana for a spell and then took 3 damage. Dead?", [], None),
        ("I'm at 5. I spent my mana on my turn, then opp hit me for 3. Dead?", [], None),
    ],
)
def test_a_response_denied_is_none_played(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        ("I went to 0 life but I still had priority. Do I lose immediately?", [], "loses"),
        ("I'm at -2. Do I get priority before I die?", [], "loses"),
        ("I have 10 poison counters. Do I get priority before I lose?", [], "loses"),
        ("At 0 life with a trigger on the stack, do I lose right away?", [], "loses"),
        ("ライフ0になりました。優先権をもらう前に負けますか？", [], "loses"),
        ("ライフが0になったけど、優先権があるうちは負けないですか？", [], "loses"),
        ("ライフ-1で、相手の誘発がスタックにある。すぐ負け？", [], "loses"),
        # a card that keeps the player in decides as ever
        (
            "I'm at 0 life with Platinum Angel out. I have priority. Do I lose?",
            ["Platinum Angel"],
            "keeps_playing",
        ),
        # traps: no total that loses (what is on the stack decides), a response told, an event
        # told after the priority
        ("I'm at 1. Opponent's trigger is on the stack. Do I lose?", [], None),
        ("I'm at 3. Bolt on the stack, I have priority. Do I lose?", [], None),
        ("I'm at 0 life. I have priority and I cast Angel's Grace. Do I survive?", GRACE, None),
    ],
)
def test_the_state_based_actions_come_before_priority(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker
