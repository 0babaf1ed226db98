"""Cards a story names that the search did not recognise (situations/unknown_names/), and
permanents told put out after the story's loss (guards/put_late.py): read without the card, the
story answered another one (「《超越》下でライフ-5」 was 'loses', "Opp at 0 life, Angel on board"
'wins', "Pestilence is activated once" 'keeps_playing', 「ライフが0になった。その後《白金の天使》を
出した」 'keeps_playing'). Beside them, the wordings that keep their verdicts: an unknown card
told only as the source of the effect the story states, a card the search knows by a nickname
("the Angel", ラボマン, プラチナエンジェル), a card put out before the story's events, a phrase
in 「」 that is no name. The cards passed are those the search recognises in each question."""

from __future__ import annotations

import json

import pytest

from bot.application.situations import verdict_for
from engine.cards import REGISTRY
from tests.bot.situations.outcomes import asker_outcome
from tests.shared_data import shared_data

ANGEL = ["Platinum Angel"]
MANIAC = ["Laboratory Maniac"]
ANGELS = ["Platinum Angel", "Exquisite Archangel"]
UNLIFE = ["Phyrexian Unlife"]


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # Japanese: a name in 《》 or 「」 the search did not recognise, told as held
        ("《超越》下でライフ-5。負け？", []),
        ("《超越》貼ってるのでライフ-5でも大丈夫？", []),
        ("《超越》の下でライフ-5、負け？", []),
        ("「超越」を貼ってて、ライフ-3。負け？", []),
        ("相手の場に「白金天使」がいるけどライフ0。勝ち？", []),
        ("ライフ0で「プラチナ天使」がいます。負け？", []),
        ("ライフ0で《白金天使》がいます。負け？", []),
        ("相手ライフ0、でも《プラチナ天使》いる。勝ち？", []),
        ("《ファイレクシアの非正》出しててライフ0、まだ生きてる？", []),
        ("《研究所の偏執狂》が場にいて、山札0でドロー、勝ち？", []),
        ("ライフ1同士で《疫病》を起動した。引き分け？", []),
        ("相手も自分もライフ1で、《疫病》の能力を起動。引き分け？", []),
        ("「疫病」起動でお互い1点ずつ。ライフはお互い1。引き分け？", []),
        # ... or with no brackets, put down as an enchantment is (「貼ってる」)
        ("超越貼ってるからライフ-5でも大丈夫？", []),
        # English: a word of a modelled card left unresolved (no Angel recognised, or two)
        ("Opp at 0 life, Angel on board. win?", []),
        ("Opp at 0 life, the Angel on board. win?", []),
        ("Angel on board, I'm at 0. lose?", []),
        ("Opp's at 0 with his Angel still on board, do I win?", []),
        ("Opp at 0, Angel on board. win?", ANGELS),
        ("I'm at 0, but my Angel's on board. lose?", []),
        ("opp is at 0 life but has Platinum Angle out. win?", []),
        ("I'm at 0 life but I have Platnum Angel out. Do I lose?", []),
        ("i'm at 0 life, i have platnum angel. do i lose?", []),
        ("I'm at 0 life, I have Platinium Angel. Do I lose?", []),
        ("yo quick one, im at 0 and got Platinum Angle on the field, still alive??", []),
        ("im at -3 but unlife is out. lose?", []),
        ("i got my pla angel out, and im at -1. do i lose?", []),
        ("The Abyssal is on the opponent's side, I'm at -2. lose?", []),
        ("Persecutor is on opp's board, I'm at -2. lose?", []),
        # a modelled card's spelling inside a longer name: another card
        (
            "Hey all, kitchen table question. I'm at -2 but I've got my Lich Lord out. am I"
            " still in?",
            [],
        ),
        (
            "So my opponent is at 0 life but he's got Angel of Serenity and the Platinum Angel?"
            " does he lose?",
            ANGEL,
        ),
        # English: a word told as a card (activated, on board, cast), capitalised or not
        ("I'm at 1 and opponent at 1. Pestilence is activated once. Draw?", []),
        ("im at 1 and opp at 1. pestilence activated once. draw?", []),
        ("At 1 life each, Pestilence's ability gets activated. draw?", []),
        ("We're both at 1. I activate Pestilence once. Draw?", []),
        ("I'm at 1. Opponent activates Pestilence for 1. Am I dead?", []),
        ("i'm at -2 with Transcendance on the battlefield. lose?", []),
        ("Opp at 0, the Dragon on board is mine. win?", []),
        ("I'm at 3. My opponent cast lightning bolt on me. Am I dead?", []),
        ("I cast Lightning Helix on opp who is at 3. win?", []),
    ],
)
def test_a_card_the_search_did_not_recognise_gets_no_verdict(
    question: str, cards: list[str]
) -> None:
    assert asker_outcome(question, cards) is None


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # the card the search recognised, by its name or a nickname it knows
        ("Opp at 0 life, Platinum Angel on board. win?", ANGEL, "keeps_playing"),
        ("im at -3 but unlife is out. lose?", UNLIFE, "keeps_playing"),
        ("アンライフ置いてるからライフ-3でも平気？", UNLIFE, "keeps_playing"),
        ("ラボマニ出てて山札0でドロー、勝ち？", MANIAC, "wins"),
        ("Opp at 0 life, the Angel on board. win?", ANGEL, "keeps_playing"),
        ("I'm at 0, but my Angel's on board. lose?", ANGEL, "keeps_playing"),
        ("I'm at 0 but the Angel is on my side, do I lose?", ANGEL, "keeps_playing"),
        ("I have the Angel out and I'm at -5. Do I lose?", ANGEL, "keeps_playing"),
        ("opp at 0 but he has his angel out. do i win?", ANGEL, "keeps_playing"),
        ("I'm at 0 life, I have platinum angel. Do I lose?", ANGEL, "keeps_playing"),
        ("Lab Man on board, I draw from an empty library. Win?", MANIAC, "wins"),
        ("I have Lab Man out and draw from an empty library. win?", MANIAC, "wins"),
        (
            "EDH game, Opponent's Abyssal Persecutor is out and I'm at -2. Do I lose?",
            ["Abyssal Persecutor"],
            "keeps_playing",
        ),
        ("Persecutor is on opp's board, I'm at -2. lose?", ["Abyssal Persecutor"], "keeps_playing"),
        ("ラボマン出てて山札0でドロー、負け？", [], "wins"),
        ("ラボマンを出したまま山札0でドロー。勝ち？", [], "wins"),
        ("《研究室の偏執狂》が場にいて、山札0でドロー、勝ち？", MANIAC, "wins"),
        ("プラチナエンジェル出てるけどライフ0、負け？", ANGEL, "keeps_playing"),
        ("《白金の天使》が場にいてライフ-2。負け？", ANGEL, "keeps_playing"),
        ("「白金の天使」が場にいて、ライフ0。負け？", ANGEL, "keeps_playing"),
        ("ライフ0で《白金の天使》がいます。負け？", ANGEL, "keeps_playing"),
        # a word of a recognised card's name is that card ("Grace" beside Angel's Grace)
        (
            "Angel's Grace + decking question. I cast Angel's Grace, then during the same turn"
            " I'm forced to draw with 0 cards in library. End of turn comes, Grace wears off."
            " Do I lose to the empty-library draw?",
            ["Angel's Grace"],
            "keeps_playing",
        ),
        # an unknown card told only as the source of the effect the story states
        (
            "We're both at 1 life. Opponent activates Pestilence and it deals 1 damage to each"
            " player. Draw?",
            [],
            "draw",
        ),
        (
            "We're both at 1. I activate Pestilence once, dealing 1 damage to each player. Draw?",
            [],
            "draw",
        ),
        ("I'm at 1. Opponent activates Pestilence, I take 1. Am I dead?", [], "loses"),
        ("I'm at 3, opp's Ball Lightning hits me for 6. dead?", [], "loses"),
        ("Opp is at 4 and I hit him with my dragon for 5. win?", [], "wins"),
        ("Opp at 2. I attack with my Grizzly Bears and it connects for 2. win?", [], "wins"),
        ("ライフ3で《ショック》を撃たれて2点。負け？", [], "keeps_playing"),
        ("《稲妻》を撃たれてライフ0。負け？", [], "loses"),
        # words for any card of a kind, and what a board has, are no names
        ("I have nothing on board and I'm at 0. lose?", [], "loses"),
        ("I'm at 3 life. My opponent attacks with two 2/2s and I don't block. dead?", [], "loses"),
        ("I'm at 2. Opponent casts a spell dealing 2 to me. Dead?", [], "loses"),
        # a phrase in 「」 that is the rules' own word, or a term quoted, is no name
        ("ライフ0。「状況起因処理」で負け？", [], "loses"),
        ("ジャッジに「裁定」をお願いしたいです。ライフ0で負け？", [], "loses"),
        ("いわゆる「ライブラリーアウト」です。山札0でドローしました。負け？", [], "loses"),
        ("「詰み」ですか？ライフ0です。", [], "loses"),
        ("「即死」ですか？ライフ-5です。", [], "loses"),
        ("「ライブラリアウト」しました。山札0で引いた。負け？", [], "loses"),
        ("ライフ0。「勝ち」？「負け」？", [], "loses"),
        # a sentence's first word that is a modelled card's word is no card
        ("Last turn I took 3 at 3 life. Am I dead?", [], None),
    ],
)
def test_a_card_the_search_knows_or_an_effect_told_keeps_its_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # put out after the loss told first: the rules had made the player lose before it came
        ("ライフが0になった。その後《白金の天使》を出した。負け？", ANGEL, None),
        ("ライフ0になってから《白金の天使》を出しました。セーフ？", ANGEL, None),
        ("ライフ0になったあとで白金の天使を場に出した。負け？", ANGEL, None),
        ("5点くらってライフ0。そのあと《白金の天使》を出した。生きてる？", ANGEL, None),
        ("毒カウンターが10個になった。その後《白金の天使》を出した。負け？", ANGEL, None),
        ("山札0でドローした。そのあとラボマンを出した。勝ち？", [], None),
        ("ライフ20。《白金の天使》を出した。その後10点を2回受けた。負け？", ANGEL, None),
        ("ライフ0になった。その後、《白金の天使》を場に出しておいた。負け？", ANGEL, None),
        # held at a later time than the loss told first: there now, maybe not then
        ("ライフが0になった。今は《白金の天使》がいる。負け？", ANGEL, None),
        ("I went to 0 life. Now I have Platinum Angel out. Do I lose?", ANGEL, None),
        (
            "I took 5 at 5 life. Afterwards I have Platinum Angel on the battlefield. alive?",
            ANGEL,
            None,
        ),
        # ... and a time word of the total's own clause, or a card held before: as told
        ("I'm at 0 now, I have Platinum Angel. Do I lose?", ANGEL, "keeps_playing"),
        ("今ライフ0で、《白金の天使》がいる。負け？", ANGEL, "keeps_playing"),
        ("I have Platinum Angel out. Now I'm at 0. Do I lose?", ANGEL, "keeps_playing"),
        # cast where told, the engine plays it where told
        (
            "ライフが0になりました。そのあと《白金の天使》をプレイしました。負けですか？",
            ANGEL,
            "loses",
        ),
        ("I went to 0 life. Then I cast Platinum Angel. Do I lose?", ANGEL, "loses"),
        # put out first, or the state the put left: held from the start
        (
            "《白金の天使》を出した。その後5点ダメージを受けてライフ0。負け？",
            ANGEL,
            "keeps_playing",
        ),
        ("《白金の天使》を出した。ライフは0。負け？", ANGEL, "keeps_playing"),
        ("プラチナエンジェルを出した。その後ライフ0。負け？", ANGEL, "keeps_playing"),
        ("《白金の天使》を出した状態でライフ0。負け？", ANGEL, "keeps_playing"),
        ("ライフ0だけど、《白金の天使》を出しているので大丈夫？", ANGEL, "keeps_playing"),
    ],
)
def test_a_permanent_put_out_after_the_loss_is_not_held_from_the_start(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


# Stories that name a card as in play or activated, each told with real card names the engine
# does not model and no card recognised: the verdicts given, at most 1% of them (measured 0.1%:
# "Ramosian Commander is activated" ends in a word for any card; 0.7% in 「」: names that are
# sentences, 「自然が供物を求めている」).
_TOLD_AS_CARDS = (
    ("en", "Opp at 0 life, {} on board. win?"),
    ("en", "I'm at 1 and opponent at 1. {} is activated once. Draw?"),
    ("ja", "《{}》下でライフ-5。負け？"),
    ("ja", "「{}」を貼ってて、ライフ-3。負け？"),
)
_EVERY_NTH_NAME = 20  # about 1,500 of the 30,600 names: 4 s


@pytest.mark.parametrize(("lang", "story"), _TOLD_AS_CARDS)
def test_real_card_names_told_as_cards_get_no_verdict(lang: str, story: str) -> None:
    entries = json.loads(shared_data("cardnames", "jpname.json").read_text(encoding="utf-8"))
    names = [
        entry["name" if lang == "en" else "jpname"]
        for entry in entries[::_EVERY_NTH_NAME]
        if "info" not in entry
        and "undefined" not in (entry["name"], entry["jpname"])
        and entry["name"] not in REGISTRY
    ]
    given = [name for name in names if verdict_for(story.format(name), []) is not None]
    assert len(names) > 1000
    assert len(given) <= len(names) // 100, given[:10]
