"""A Japanese question names a planeswalker as players do, by the legend's name after its 「、」
beside its 「奥義」 (「カーンの奥義」 for 解放された者、カーン): of several planeswalkers of that
name, the one whose Japanese text the question tells of, else the one the rules' examples
name, else none; the answer then shows the card and its ultimate, in Japanese, first."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from tests.bot.extra_cards import card_face, sample_with_faces

# Planeswalkers the sample lacks (texts abridged), of the names of its Karn and Vraskas.
WALKERS = [
    card_face(
        "Karn, the Great Creator",
        "Legendary Planeswalker — Karn",
        "Activated abilities of artifacts your opponents control can't be activated.\n"
        "[+1]: Until your next turn, up to one target noncreature artifact becomes an artifact"
        " creature.\n"
        "[−2]: You may reveal an artifact card you own from outside the game and put it into"
        " your hand.",
        "大いなる創造者、カーン",
        "あなたの対戦相手がコントロールしているアーティファクトの起動型能力は起動できない。\n"
        "+1：あなたの次のターンまで、クリーチャーでないアーティファクト最大１つを対象とする。"
        "それはアーティファクト・クリーチャーになる。\n"
        "−2：あなたがオーナーでありゲームの外部にあるアーティファクト・カード１枚を公開し、"
        "あなたの手札に加えてもよい。",
    ),
    card_face(
        "Vraska, Golgari Queen",
        "Legendary Planeswalker — Vraska",
        "[+2]: You may sacrifice another permanent. If you do, you gain 1 life and draw a card.\n"
        "[−3]: Destroy target nonland permanent with mana value 3 or less.\n"
        '[−9]: You get an emblem with "Whenever a creature you control deals combat damage to'
        ' a player, that player loses the game."',
        "ゴルガリの女王、ヴラスカ",
        "+2：あなたは他のパーマネント１つを生け贄に捧げてもよい。そうしたなら、あなたは１点の"
        "ライフを得てカードを１枚引く。\n"
        "−3：マナ総量が３以下の土地でないパーマネント１つを対象とし、それを破壊する。\n"
        "−9：あなたは「あなたがコントロールしているクリーチャー１体がプレイヤー１人に戦闘ダメージ"
        "を与えるたび、そのプレイヤーはこのゲームに敗北する。」を持つ紋章を得る。",
    ),
]
# A legend whose name after its 「、」 is a common word (達成, "achieved"), said alone.
TATSUNARI = card_face(
    "Tatsunari, Toad Rider",
    "Legendary Creature — Human Ninja",
    "Whenever you cast an enchantment spell, if you don't control a creature named Keimi,"
    ' create Keimi, a legendary 3/3 black and green Frog creature token with "Whenever you'
    ' cast an enchantment spell, each opponent loses 1 life and you gain 1 life."',
    "カエル乗り、達成",
    "あなたがエンチャント呪文を唱えるたび、あなたが「ケイミ」という名前のクリーチャーを"
    "コントロールしていない場合、「あなたがエンチャント呪文を唱えるたび、各対戦相手はそれぞれ"
    "１点のライフを失い、あなたは１点のライフを得る。」を持つ伝説の黒緑の３／３のカエル・"
    "クリーチャー・トークンである「ケイミ」を生成する。",
)
WATCHED = {
    "card:Tatsunari, Toad Rider",
    "card:Karn Liberated",
    "card:Karn, the Great Creator",
    "card:Vraska the Unseen",
    "card:Vraska, Golgari Queen",
    "card:Vraska, Scheming Gorgon",
    "card:Oko, Thief of Crowns",
    "card:Ith, High Arcanist",
}


@pytest.fixture(scope="module")
def walkers_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sample_with_faces(tmp_path_factory.mktemp("walkers"), [*WALKERS, TATSUNARI])


@pytest.fixture
async def app(walkers_db: Path) -> AsyncIterator[JudgeApp]:
    opened = await JudgeApp.open(walkers_db)
    yield opened
    await opened.close()


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # Two Karns say ゲーム: the rules' examples name Karn Liberated's restart.
        ("カーンの奥義でゲームをやり直したら、ライフは20に戻る？", {"card:Karn Liberated"}),
        # Three Vraskas: the one whose text the question tells of.
        (
            "ヴラスカの奥義で出た暗殺者トークンに殴られたら負け？",
            {"card:Vraska the Unseen"},
        ),
        ("ヴラスカのアルティメットで紋章を得たらどうなる？", {"card:Vraska, Golgari Queen"}),
        # Nothing told of either text, and the rules name neither: none.
        ("ヴラスカの奥義って何？", set()),
        # The one card of its name.
        ("オーコの奥義能力で鹿になったクリーチャーは？", {"card:Oko, Thief of Crowns"}),
        # Not beside 奥義: a common word (イス, a chair), and a name alone.
        ("イスに座ったまま奥義を撃ったら？", set()),
        ("カーンがいるときライフが0になったら？", set()),
        # A legend's name alone names no card, even the one card of that name whose text the
        # question tells of: the names after 「、」 are common words too (達成, 流星, ビースト).
        ("エンチャント呪文を唱えて条件を達成した。対戦相手はライフを失う？", set()),
    ],
)
async def test_a_legends_name_beside_its_ultimate_names_the_planeswalker(
    app: JudgeApp, question: str, cards: set[str]
) -> None:
    answer = await app.search(question)
    assert WATCHED.intersection(card["ref"] for card in answer["cards"]) == cards


async def test_the_answer_shows_the_planeswalker_and_its_ultimate_in_japanese(
    app: JudgeApp,
) -> None:
    answer = await app.search("カーンの奥義でゲームをやり直したら、ライフは20に戻る？")
    first = answer["answer"][0]
    assert (first["kind"], first["ref"]) == ("card", "card:Karn Liberated")
    assert first.get("sentence", "").startswith("-14:")
    assert "ゲームを再び開始する" in first.get("sentence", "")
