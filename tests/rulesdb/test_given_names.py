"""A legend's Japanese name after its 「、」 (解放された者、カーン is 「カーン」; of a name written
with ・ its last part too: 「ボーラス」) is looked up as a whole word of the question, with its
long vowels (rulesdb.search.shortened.given), and is said beside 「奥義」 or not."""

from __future__ import annotations

import json

import pytest

from rulesdb.derived.card_names import card_name_entries
from rulesdb.search.name_index import NameIndex
from rulesdb.search.shortened.given import GivenNames, said_names
from tests.shared_data import shared_data

NAMES = [
    ("Karn Liberated", "解放された者、カーン"),
    ("Karn, the Great Creator", "大いなる創造者、カーン"),
    ("Vraska the Unseen", "見えざる者、ヴラスカ"),
    ("Nicol Bolas, Dragon-God", "龍神、ニコル・ボーラス"),
    ("Oko, Thief of Crowns", "王冠泥棒、オーコ"),
    ("Ith, High Arcanist", "高位の秘儀術師、イス"),  # イス: a chair, too
    ("Lulu, Stern Guardian", "厳格なガード、ルールー"),  # folded as ルール is: るる
    ("Orah, Skyclave Hierophant", "スカイクレイブの秘儀司祭、オラー"),  # as オーラ: おら
    ("Cait Sith, Fortune Teller", "占い師、ケット・シー"),  # シー: too short said alone
    ("Platinum Angel", "白金の天使"),
]


@pytest.fixture(scope="module")
def cards() -> NameIndex:
    return NameIndex(card_name_entries((f"card:{en}", en, ja) for en, ja in NAMES))


def _given(cards: NameIndex, text: str) -> list[tuple[str, set[str], bool]]:
    return [
        (word, {m.key for m in matches}, beside)
        for word, matches, beside in cards.given_named_in(text)
    ]


KARNS = {"card:Karn Liberated", "card:Karn, the Great Creator"}


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("カーンの奥義でゲームをやり直したら？", [("かん", KARNS, True)]),
        ("カーンが奥義を使ったら", [("かん", KARNS, True)]),
        ("カーン奥義能力で再開", [("かん", KARNS, True)]),  # written onto the name
        ("カーンのアルティメット", [("かん", KARNS, True)]),
        ("ヴラスカの奥義って何？", [("ゔらすか", {"card:Vraska the Unseen"}, True)]),
        ("見えざる者ヴラスカの奥義", [("ゔらすか", {"card:Vraska the Unseen"}, True)]),
        ("ボーラスの奥義", [("ぼらす", {"card:Nicol Bolas, Dragon-God"}, True)]),
        ("ニコル・ボーラスの奥義", [("にこるぼらす", {"card:Nicol Bolas, Dragon-God"}, True)]),
        ("オーコで鹿にされた", [("おこ", {"card:Oko, Thief of Crowns"}, False)]),
        ("カーンがいて、カーンの奥義", [("かん", KARNS, True)]),  # once, beside it
    ],
)
def test_a_legends_name_after_its_comma_is_looked_up(
    cards: NameIndex, text: str, found: list[tuple[str, set[str], bool]]
) -> None:
    assert _given(cards, text) == found


@pytest.mark.parametrize(
    "text",
    [
        "ルールの奥義",  # ルールー's name folded alike, not written alike
        "オーラの奥義",  # オラー's
        "カンの奥義",  # カーン without its long vowel
        "カーンパニーの奥義",  # inside a longer word
        "シーの奥義",  # the last part of ケット・シー: too short to be said alone
        "天使の奥義",  # the last word after の is no legend's name after 、
    ],
)
def test_what_is_no_legends_name_names_none(cards: NameIndex, text: str) -> None:
    assert _given(cards, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "イスに座ったまま奥義を撃った",  # more than a particle between
        "奥義のカーン",  # after 奥義, not before
        "カーンがいるから、奥義",
    ],
)
def test_a_name_not_beside_ultimate_is_said_so(cards: NameIndex, text: str) -> None:
    assert all(not beside for _, _, beside in _given(cards, text))


def test_the_names_players_say_a_card_by() -> None:
    assert said_names("解放された者、カーン") == ["カーン"]
    assert said_names("龍神、ニコル・ボーラス") == ["ニコル・ボーラス", "ボーラス"]
    assert said_names("占い師、ケット・シー") == ["ケット・シー"]
    assert said_names("白金の天使") == []


def test_the_index_holds_each_name_once_by_its_cards() -> None:
    labels = ["解放された者、カーン/Karn Liberated", "Karn, the Great Creator", "創造者、カーン"]
    index = GivenNames(labels)
    assert len(index) == 1
    assert [given.keys for given in index.named_in("カーンの奥義")] == [(0, 2)]


def test_the_legends_among_the_real_names() -> None:
    entries = json.loads(shared_data("cardnames", "jpname.json").read_text(encoding="utf-8"))
    rows = [
        (f"card:{e['name']}", e["name"], e.get("jpname"))
        for e in entries
        if e.get("name") and e["name"] != "undefined" and e.get("jpname") != "undefined"
    ]
    index = NameIndex(card_name_entries(rows))
    karns = _given(index, "カーンの奥義")[0][1]
    assert {"card:Karn Liberated", "card:Karn, Scion of Urza"} <= karns
    assert len(_given(index, "ボーラスの奥義")[0][1]) >= 4
    # The rules' words folded as legends' names are (ルール as ルル, オーラ as オラ) are not.
    for word in ("ルール", "オーラ", "ターン", "カード", "ライフ", "ゲーム", "プレイヤー"):
        assert _given(index, f"{word}の奥義") == [], word
