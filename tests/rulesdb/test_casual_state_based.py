"""Casual words for state-based actions, life and damage ask for the rules' own phrases: "do
they all die at once" is 704.3's "simultaneously as a single event", "does damage wear off" is
120.6's "remains until the cleanup step"; the same words told of something else ask nothing."""

from __future__ import annotations

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.text.casual_words import formal_words
from rulesdb.text.normalize import fold

TOGETHER = "performs all applicable state-based actions simultaneously as a single event"
TOGETHER_JA = "すべての状況起因処理を同時に、単一のイベントとして処理する"
CHECKED = "the game checks for any of the listed conditions for state-based actions"
NEGATIVE = "If a calculation or comparison needs to use a negative value, it does so"
RESOLUTION = "pay no attention to what happens during the resolution of a spell or ability"
RESOLUTION_JA = "状況起因処理は呪文や能力の解決中に何が起こっているかは確認しない"
REMAINS = "damage marked on a creature remains until the cleanup step"


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        ("Wrath and my life hits 0, do all my creatures die at once with me?", TOGETHER),
        ("are SBAs done one at a time or at the same time?", TOGETHER),
        ("タフネス0とライフ0、状況起因処理はどっちが先？", TOGETHER_JA),
        ("全体除去で俺のクリーチャーと相手のクリーチャーが同時に死んだ", TOGETHER_JA),
        ("how often are state-based actions checked?", CHECKED),
        (
            "状況起因処理っていつチェックされるの？",
            "ゲームは状況起因処理の発生する条件のどれかが満たされていないかを確認し",
        ),
        ("my life was 0 mid-resolution, then the spell gained me 5", RESOLUTION),
        ("toughness 0 while the spell is resolving, then back to 3", RESOLUTION),
        ("効果の解決中にライフが0になった", RESOLUTION_JA),
        ("呪文を解決したら途中でマイナスになる", RESOLUTION_JA),
        ("do I lose midway through resolving it at -2 life?", RESOLUTION),
        ("can I pay life at 0?", "allows a player to pay an amount of life greater than 0"),
        ("I milled myself to 0 cards", "draw a card from a library with no cards"),
        ("he milled his whole deck and passed", "draw a card from a library with no cards"),
        (
            "he was at 2 and paid 3 life, can he finish resolving the spell before dying?",
            RESOLUTION,
        ),
        ("I draw 3 with only 2 cards left", "draw more cards than are left in their library"),
        (
            "a spell makes him draw 3 with only 2 cards in his library",
            "draw more cards than are left in their library",
        ),
        ("山札残り1枚で2枚引く", "ライブラリーに残っているよりも多いカードを引く"),
        ("does damage on a creature wear off at end of turn?", REMAINS),
        ("前のターンのダメージって持ち越される？", "くりんなっぷすてっぷまで残る"),
        ("an effect sets my life total to 10", "sets a player's life total to a specific number"),
        ("ライフが10になる効果", "ライフの総量を特定の値にする"),
        ("can I pay 4 life at 3 life?", "allows a player to pay an amount of life greater than 0"),
        ("ライフ2で4点払える？", "ライフを支払うことを認める場合"),
        ("I can't gain life this turn", "If an effect says that a player can't gain life"),
        ("ライフは得られないけど", "効果によってプレイヤーがライフを得られない場合"),
        ("I can't lose life right now", "If an effect says that a player can't lose life"),
        ("I'm at -3, if I gain 5 am I at 2?", NEGATIVE),
        (
            "-3から5点回復したら2？",
            "計算や比較のために負の値を用いる必要がある場合、そのまま負の値を用いる",
        ),
        ("my walker went to 0 loyalty", "If a planeswalker has loyalty 0"),
        ("it got -2/-2 and has 0 toughness", "If a creature has toughness 0 or less"),
        ("修整でタフネス0になった", "タフネスが0以下のクリーチャー"),
        ("忠誠度が0になった", "忠誠度が0であるプレインズウォーカー"),
        ("in 2HG my teammate gained life with lifelink", "happen to each player individually"),
        (
            "one card says I can attack, the other says I can't",
            "the “can’t” effect takes precedence",
        ),
        (
            "「唱えられる」って書いてあるけど相手の効果で唱えられない",
            "「できない」という効果が優先される",
        ),
        (
            "does infect damage to a player make them lose life?",
            "Damage dealt to a player by a source with infect",
        ),
        ("感染で本体を殴ったらライフは減る？", "感染を持つ発生源からプレイヤーが受けたダメージ"),
    ],
)
def test_the_casual_words_ask_the_rules_phrase(question: str, formal: str) -> None:
    assert fold(formal) in [fold(f) for f in formal_words(fold(question))]


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        # A team that loses together is the team rule, not state-based actions together.
        ("双頭巨人で相方が投了したら一緒に負け？", TOGETHER_JA),
        # Conceding during a resolution says nothing of a life or a toughness.
        ("投了っていつでもできる？相手の呪文の解決中でも？", RESOLUTION_JA),
        ("can I respond during the resolution of a spell?", RESOLUTION),
        ("my creature deals damage to a player", REMAINS),
        # 残り of a life total left is not damage that remains.
        ("5点ダメージを受けて残りライフ2", "くりんなっぷすてっぷまで残る"),
        # Two-Headed Giant damage in Japanese asks nothing of its own (the held-out half lost).
        ("双頭巨人で相方にダメージ", "それぞれのプレイヤー個々に発生する"),
        ("I gain 3 life", "sets a player's life total to a specific number"),
        ("I gain 3 life at 5", NEGATIVE),
        # A life total that fell to 0 was not set by an effect (119.5), nor is a card's
        # "becomes 20" (Lich's Mirror) asked of every story naming it.
        ("チームのライフが0になったら負け？", "ライフの総量を特定の値にする"),
        ("your life total becomes 20", "sets a player's life total to a specific number"),
        # Infect named in a poison story does not ask where its damage goes unless life is asked.
        ("双頭巨人で感染持ちに殴られて毒が8個", "感染を持つ発生源からプレイヤーが受けたダメージ"),
        (
            "infect creature, I have 8 poison now",
            "Damage dealt to a player by a source with infect",
        ),
        # Two-Headed Giant's payments are the variant's rules (810.9), not 119.4's.
        ("双頭巨人でチームのライフ4、2人でライフ3ずつ払える？", "ライフを支払うことを認める場合"),
        ("my creature has 0 power", "If a planeswalker has loyalty 0"),
        ("a 0/3 wall with 0 power", "If a creature has toughness 0 or less"),
        ("can I cast this spell?", "the “can’t” effect takes precedence"),
        ("do state-based actions use the stack?", CHECKED),
    ],
)
def test_the_same_words_told_of_something_else_ask_nothing(question: str, not_formal: str) -> None:
    assert fold(not_formal) not in [fold(f) for f in formal_words(fold(question))]


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("I pinged a 2/2 for 1 in combat and 1 more after combat. does the damage stay?", "120.6"),
        ("a spell sets my life total to 5 from 20, did I lose 15 life?", "119.5"),
        ("呪文の解決中にライフが0になったけど、同じ呪文でライフを得たら負けない？", "704.4"),
        ("When one effect says I can and another says I can't, which wins?", "101.2"),
    ],
)
async def test_a_story_in_casual_words_finds_the_rule(
    full: RulesDatabase, question: str, rule: str
) -> None:
    hits = await (await full.searcher()).search(question, limit=3)
    refs = [h["ref"] for h in hits]
    assert f"rule:{rule}" in refs, refs
