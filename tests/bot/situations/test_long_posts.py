"""Long posts, as players write them on forums and Discord (several paragraphs, side remarks, a
second question, a correction, a game told before the one asked), that got a wrong verdict on
main (025ea3f): a game the asker watched read as the asker's, two games read as one, a card's
quoted rules text left unread, a card told only in a what-if read as held, a named person's
clause read as the asker's (Japanese), an event told again played twice (English). Each gets no
verdict now, and beside each the same words where the verdict is right keep it (a wrong verdict
is worse than none). The kinds are refused in guards/retold.py."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.application.situation_verdict import refusal
from tests.bot.situations.outcomes import asker_outcome

ANGEL = ["Platinum Angel"]
BOLT = ["Lightning Bolt"]


def answered(question: str, cards: Sequence[str] = ()) -> str | None:
    """The outcome `search` answers with: none where the question asks something else."""
    return None if refusal(question) else asker_outcome(question, cards)


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', 'wins', 'keeps_playing' for a viewer of the game
        (
            "This was on a stream I was watching. I'm at 3. My opponent bolts me. Am I dead?",
            (),
            None,
        ),
        (
            "I'm at 3. My opponent bolts me. Am I dead? (this is from a stream I was watching, "
            "not my game)",
            (),
            None,
        ),
        ("Watching the coverage: he's at 3 and his opponent bolts him. Is he dead?", (), None),
        (
            "Streamer question: I'm at 3 and take 3. Am I dead? I mean the streamer, I'm just "
            "retelling.",
            (),
            None,
        ),
        (
            "Sorry for the wall of text.\n\nI was watching a stream, writing it from the player's "
            "side. I'm at 5 and my opponent deals 5 damage to me. Do I lose?\n\nThanks!",
            (),
            None,
        ),
        ("配信で見た話です。ライフ3で、相手に《稲妻》を撃たれました。負けですか？", BOLT, None),
        (
            "大会の中継で見た試合を、プレイヤー目線で書きます。ライフ2で、相手に2点のダメージを"
            "受けました。負けですか？",
            (),
            None,
        ),
        (
            "動画で見た試合の話です。相手のライフが3で、《稲妻》を撃ちました。勝ちですか？",
            BOLT,
            None,
        ),
        # the asker's own game, a friend or a person watching it
        (
            "My friend who was watching said I was dead for sure, but I'm not convinced. I'm at "
            "7 and my opponent deals 4 damage to me. Am I dead?",
            (),
            "keeps_playing",
        ),
        ("Long post, sorry in advance. I'm at 3. My opponent bolts me. Am I dead?", (), "loses"),
        ("I was judging a casual match at my store. I'm at 3 and take 3. Am I dead?", (), None),
        (
            "From my point of view it was obvious: my opponent was at 2 and I dealt 2 damage to "
            "him. Did I win?",
            (),
            "wins",
        ),
        (
            "I asked a judge at my store and he wasn't sure. I'm at 3 and take 3. Am I dead?",
            (),
            "loses",
        ),
        (
            "店長さんが見てる前で、ライフ3で、相手に3点のダメージを受けました。負けですか？",
            (),
            "loses",
        ),
    ],
)
def test_a_game_the_asker_watched_gets_no_verdict(
    question: str, cards: Sequence[str], asker: str | None
) -> None:
    assert answered(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses' (the other game's damage played in this one)
        ("Last week I was at 1 and took 1. Today I'm at 5 and take 3. Am I dead?", None),
        (
            "In a different game last week I was at 1 and took 1, but that's a separate story. "
            "Today I'm at 5 and take 3. Am I dead?",
            None,
        ),
        (
            "Last night in game one I was at 4 and took 4. In game two I'm at 10 and took 4. "
            "Am I dead?",
            None,
        ),
        ("Yesterday I was at 4 and took 4. My opponent is at 3. I bolt him. Did I win?", None),
        # main: 'loses' (the other game's damage, then this game's concession)
        (
            "In a different game last week I was at 2 and took 5. My opponent conceded. Do I win?",
            None,
        ),
        (
            "先週の別のゲームでライフ1の時に1点受けました。今日はライフ5で3点受けました。負けですか？",
            None,
        ),
        (
            "先週のゲームではライフ1で1点受けて負けました。それは仕方ない。\n\n今日のゲームでは"
            "ライフ5で、相手に3点のダメージを受けました。まだ生きてますか？",
            None,
        ),
        # one game, told with when it was played or by its number
        (
            "Yesterday at the store: I'm at 4 and my opponent deals 4 damage to me. Am I dead?",
            "loses",
        ),
        ("Today at the store: I'm at 4, my opponent deals 4 damage to me. Am I dead?", "loses"),
        ("昨日お店で、ライフ4で、相手に4点のダメージを受けました。負けですか？", "loses"),
        ("In game 1 I was at 3 and took 3. Did I lose that game?", "loses"),
        ("Match point, game 3: opp is at 3 and I bolt him. Did I win the game?", "wins"),
        ("I'm up 1-0. In game 2 I'm at 3 and take 3. Did I lose game 2?", "loses"),
        ("2本目です。ライフ3で3点受けました。2本目は負けですか？", "loses"),
        (
            "1本目はライフ3で3点受けて負けました。2本目はライフ8で3点受けました。2本目はまだ生きて"
            "ますか？",
            None,
        ),
    ],
)
def test_two_games_told_get_no_verdict(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing' (the gain the quoted text forbids was played)
        (
            "My opponent has an enchantment that says \"Players can't gain life.\" I'm at 3, I "
            "gain 4 life, then he deals 5 damage to me. Am I dead?",
            (),
            None,
        ),
        ('The card says "you lose the game". I\'m at 5 and take 2. Do I lose?', (), None),
        # main: 'loses' (no life is lost while players can't lose life)
        (
            "I'm at 3 and take 3. Am I dead? My opponent's creature's text says \"Players can't "
            "lose life.\" but I think it's only about loss of life not damage?",
            (),
            None,
        ),
        (
            "相手の場に「プレイヤーはライフを得られない。」と書いてあるエンチャントがあります。"
            "ライフ3で4点回復して、そのあと5点受けました。生きてる？",
            (),
            None,
        ),
        (
            "ライフ3で4点回復して、そのあと5点受けました。生きてる？\n\nあ、言い忘れてたけど相手の"
            "エンチャントに「プレイヤーはライフを得られない。」って書いてあります。関係ある？",
            (),
            None,
        ),
        # main: 'loses' (the artifact's text keeps the asker in the game)
        (
            "自分の場に「あなたは、0以下のライフによってはゲームに敗北しない。」と書かれた"
            "アーティファクトがあります。ライフ2で6点受けました。\n\n相手は負けだと言ってますが、"
            "負けですか？",
            (),
            None,
        ),
        (
            "ライフ3で3点受けました。負けですか？相手のクリーチャーのテキストに「プレイヤーはライフ"
            "を失うことができない。」と書いてあるんですが、これってダメージには関係ないですよね？",
            (),
            None,
        ),
        (
            "I control Platinum Angel. I'm at 3 and take 5. His deck has a card that says "
            '"Players can\'t gain life." Am I dead?',
            ANGEL,
            None,
        ),
        # the named modelled card's own text, and what players said
        (
            "I control Platinum Angel. I'm at 2 and take 5. Am I dead? For reference the card "
            "says \"You can't lose the game and your opponents can't win the game.\"",
            ANGEL,
            "keeps_playing",
        ),
        (
            "《白金の天使》をコントロールしてます。ライフ2で5点受けました。負けですか？ちなみに"
            "カードには「あなたはゲームに敗北できず、あなたの対戦相手はゲームに勝利できない。」と"
            "書いてあります。",
            ANGEL,
            "keeps_playing",
        ),
        (
            "《白金の天使》「あなたはゲームに敗北できず、あなたの対戦相手はゲームに勝利できない。」"
            " 自分が《白金の天使》をコントロールしていて、ライフ2で5点受けました。まだゲームは続き"
            "ますか？",
            ANGEL,
            "keeps_playing",
        ),
        (
            "My opponent said \"that's lethal\". I'm at 5 and my opponent deals 3 damage to me. "
            "Am I dead?",
            (),
            "keeps_playing",
        ),
        (
            "相手は「それで終わり」と言ってました。ライフ5で、相手に3点のダメージを受けました。"
            "負けですか？",
            (),
            "keeps_playing",
        ),
    ],
)
def test_a_quoted_card_text_the_engine_does_not_play_gets_no_verdict(
    question: str, cards: Sequence[str], asker: str | None
) -> None:
    assert answered(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing' (the Angel of the what-if played as held)
        (
            "I'm at 2 and my opponent deals 4 damage to me. Do I lose? If I had Platinum Angel "
            "in play would it be different? I don't, just asking.",
            None,
        ),
        ("I'm at 3 and take 3. Am I dead? What if I had Platinum Angel, would that save me?", None),
        (
            "ライフ2で相手に4点のダメージを受けました。負けですか？\n\nあと、もし《白金の天使》が"
            "場にいたら生き残れましたか？今回はデッキの中にありました。",
            None,
        ),
        ("ライフ3で3点受けました。負けですか？もし《白金の天使》がいたら助かりましたか？", None),
        # the card held in the story, and a whole story supposed
        (
            "《白金の天使》をコントロールしています。ライフ3で3点受けました。負けですか？"
            "もしさらに10点受けても大丈夫？",
            "keeps_playing",
        ),
        (
            "もし《白金の天使》をコントロールしていて、ライフ1で4点受けたら負けますか？天使を軸に"
            "したデッキなので確認したいです。",
            "keeps_playing",
        ),
        ("If I control Platinum Angel and I'm at 2 and take 5, do I lose?", "keeps_playing"),
    ],
)
def test_a_card_told_only_in_a_what_if_gets_no_verdict(question: str, asker: str | None) -> None:
    assert answered(question, ANGEL) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses' (the named person's concession read as the asker's)
        (
            "4人戦で、自分、ケンジ、サラ、マイク。マイクが用事で帰るので自分のターンに投了しました。"
            "自分はライフ12で何もされていません。ゲームは続きますか？",
            None,
        ),
        (
            "田中さんが用事で帰るので自分のターンに投了しました。4人戦です。自分はライフ12です。"
            "ゲームは続きますか？",
            None,
        ),
        (
            "4人戦。田中さんは用事があったので、途中で投了しました。自分はライフ12です。"
            "ゲームは続きますか？",
            None,
        ),
        ("マイクが帰るので自分のターンに投了しました。勝ちですか？", None),
        # a person named as an opponent, or as where it happened
        (
            "田中さんと対戦しました。ライフ3で、相手に3点のダメージを受けました。負けですか？",
            "loses",
        ),
        ("ライフ3で、ケンジに3点のダメージを受けました。負けですか？", "loses"),
        ("店長さんが見てる前で、ライフ3で3点受けました。負けですか？", "loses"),
    ],
)
def test_a_clause_after_a_named_person_is_not_the_askers(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses' / 'wins' (the damage told again played twice)
        (
            "I'm at 5. To be clear, my opponent deals 3 damage to me. Again: 3 damage. Am I dead?",
            None,
        ),
        (
            "I'm at 5. My opponent deals 3 damage to me. So basically I took 3 damage. Am I dead?",
            None,
        ),
        (
            "I'm at 5. My opponent deals 3 damage to me. I repeat, he deals 3 damage to me. "
            "Am I dead?",
            None,
        ),
        ("I'm at 6. My opponent deals 3 damage to me, i.e. 3 damage. Am I dead?", None),
        ("My opponent is at 5. I deal 3 damage to him. Just 3 damage. Do I win?", None),
        ("My opponent is at 5. I deal 3 damage to him. Again, 3 damage. Do I win?", None),
        ("I'm at 5 and take 3. So I'm at 2. Basically I took 3. Am I dead?", None),
        # two events, told as two
        ("I'm at 6, I take 3 damage and 3 damage. Am I dead?", "loses"),
        ("I'm at 6. I take 3 damage, then 3 damage. Am I dead?", "loses"),
        ("I'm at 3. Opp bolts me. Then he bolts me again. Am I dead?", "loses"),
        (
            "I'm at 9. My opponent deals 3 damage to me. Later he deals 3 damage to me again. "
            "Am I still in?",
            "keeps_playing",
        ),
        (
            "I'm at 5 and my opponent deals 3 damage to me. Then he deals 1 damage to me.\n\n"
            "TLDR I'm at 5 and took 3 and then 1. Alive?",
            "keeps_playing",
        ),
        ("I'm at 5 and take 3. TLDR I'm at 5 and took 3. Am I dead?", "keeps_playing"),
    ],
)
def test_an_event_told_again_is_not_played_twice(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: none (the paragraphs' first words, "It", "Cheers", read as unknown cards)
        (
            "Long post, sorry in advance. We looked it up on our phones and got even more "
            "confused. \n\nI'm at 3. My opponent bolts me. Am I dead?  \n\nIt was late and we were "
            "all tired, so maybe we missed something. Cheers.",
            "loses",
        ),
        (
            "Okay so this came up in our playgroup and nobody agrees.\n\nMy opponent is at 3. I "
            "bolt him. Do I win?\n\nThanks!",
            "wins",
        ),
        # a name written with capitals inside a sentence is still an unknown card
        (
            "Long post, sorry.\n\nI'm at 3. My opponent has Sheoldred out. My opponent bolts me. "
            "Am I dead?",
            None,
        ),
    ],
)
def test_a_paragraphs_first_word_begins_its_sentence(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses' (the sum told as a third blow)
        ("ライフ8で、3点受けて、そのあと4点受けました。合計7点受けました。負けですか？", None),
        (
            "ライフ8で、3点受けて、そのあと4点受けました。全部で7点受けたことになります。負けですか？",
            None,
        ),
        (
            "ライフ8で、3点受けて、そのあと4点受けました。トータル7点のダメージを受けました。負けですか？",
            None,
        ),
        ("ライフ8で、3点受けて、そのあと4点受けました。つまり7点受けました。負けですか？", None),
        ("I'm at 8. I take 3 and then I take 4, so altogether I take 7. Am I dead?", None),
        # the sum in the sentence of its parts, and one more blow
        ("ライフ8で、3点受けて、4点受けて、合計7点受けました。負けですか？", "keeps_playing"),
        ("ライフ8で、3点と4点、合わせて7点受けました。負けですか？", "keeps_playing"),
        ("ライフ20で、3点受けて、4点受けて、さらに7点受けました。負けですか？", "keeps_playing"),
        ("I'm at 20. I take 3, then 4, then 7 more. Am I dead?", "keeps_playing"),
        ("I'm at 20. I take 3, I take 4, and then I take 7. Am I dead?", "keeps_playing"),
        ("ライフ8で、3点受けて、そのあと5点受けました。負けですか？", "loses"),
    ],
)
def test_the_sum_of_the_events_told_is_not_one_more(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', 'wins' (two situations played as one story)
        ("Case A: I'm at 4 and take 4. Case B: I'm at 6 and take 4. Do I lose in case B?", None),
        (
            "First situation: I'm at 3 and I take 3 damage. Second situation: I'm at 10 and take "
            "3 damage. Am I dead in the second?",
            None,
        ),
        (
            "Also, separately: my opponent is at 4 and I deal 4 damage to him. I'm at 3 and take "
            "2. Am I alive?",
            None,
        ),
        # one situation, however it is called
        ("Case B: I'm at 6 and take 4. Do I lose in case B?", "keeps_playing"),
        ("In this situation I'm at 3 and take 3. Am I dead?", "loses"),
        ("Weird situation: I'm at 3 and take 3. Am I dead?", "loses"),
        ("この状況でライフ3で3点受けました。負けですか？", "loses"),
    ],
)
def test_two_situations_in_one_post_get_no_verdict(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing' (the opponent's Angel, told by a cleft, read as the asker's)
        (
            "相手の《白金の天使》が戦場にいます。自分はライフ2で4点受けました。負けですか？"
            "天使をコントロールしているのは相手だけです。",
            None,
        ),
        ("ライフ2で4点受けました。《白金の天使》を出しているのは相手です。負けですか？", None),
        (
            "《白金の天使》をコントロールしているのは相手です。ライフ2で4点受けました。負けですか？",
            None,
        ),
        # the holder said as the subject, or the asker said around the card
        ("《白金の天使》は相手が出しています。ライフ2で4点受けました。負けですか？", "loses"),
        (
            "自分がコントロールする《白金の天使》が戦場にいます。ライフ2で4点受けました。負けですか？",
            "keeps_playing",
        ),
        (
            "《白金の天使》が場にいます（自分の）。ライフ2で4点受けました。負けですか？",
            "keeps_playing",
        ),
        ("相手の《白金の天使》が戦場にいます。自分はライフ2で4点受けました。負けですか？", "loses"),
        (
            "《白金の天使》をコントロールしているのは自分です。ライフ2で4点受けました。負けですか？",
            "keeps_playing",
        ),
    ],
)
def test_a_holder_told_after_the_card_is_not_the_asker(question: str, asker: str | None) -> None:
    assert answered(question, ANGEL) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses' (the poster's "I" read as the asker)
        (
            "Someone in another thread wrote:\n\n> I'm at 3 and my opponent bolts me, am I dead?"
            "\n\nand people said no. Isn't that wrong?",
            None,
        ),
        ("Someone posted: I'm at 3 and take 3. Am I dead?", None),
        ("A guy on our discord asked this: I'm at 3 and my opponent bolts me, am I dead?", None),
        ("Saw this on Twitter: I'm at 3 and take 3. Am I dead?", None),
        ("別スレで見た質問なんですが、ライフ3で3点受けたら負けですか？", None),
        ("ツイッターで見たんですが、ライフ3で3点受けた人が負けてました。負けですか？", None),
        # the asker's own game, asked about elsewhere too
        ("I'm at 3 and take 3. Am I dead? People on the discord say no.", "loses"),
        ("I'm at 3 and take 3. Am I dead? I asked on reddit too but nobody answered.", "loses"),
        (
            "ライフ3で、相手に3点のダメージを受けました。スレで聞いても答えが割れてます。負けですか？",
            "loses",
        ),
        ("Board state:\nMe: 3 life\nOpponent: 10 life\nHe bolts me. Am I dead?", "loses"),
    ],
)
def test_a_story_someone_else_posted_gets_no_verdict(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing' (the opponent's teammate read as the asker's)
        ("My opponent was at 3. Then his teammate in 2HG took 3. Did we win?", None),
        ("In 2HG my opponent is at 3 and my opponent's teammate takes 3 damage. Do we win?", None),
        (
            "双頭巨人戦で、相手チームのライフが3でした。相手の相方が3点受けました。勝ちですか？",
            None,
        ),
        # the asker's own teammate
        ("In 2HG our team is at 3 and my teammate takes 3 damage. Did we lose?", "loses"),
        (
            "双頭巨人戦です。自分たちのチームのライフが5で、相手チームのクリーチャーに6点の戦闘"
            "ダメージを受けました。自分たちの負けですか？",
            "loses",
        ),
    ],
)
def test_the_opponents_teammate_is_not_the_askers(question: str, asker: str | None) -> None:
    assert answered(question) == asker
