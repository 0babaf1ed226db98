"""English card names written in katakana (グリステナー・エルフ for Glistener Elf) are found by
how they sound (rulesdb.text.katakana_sound, NameIndex.sounded_in)."""

from __future__ import annotations

import json

import pytest

from rulesdb.search.name_index import NameIndex
from rulesdb.text.katakana_sound import MIN_SOUNDS, english_sounds, kana_sounds
from tests.shared_data import shared_data


@pytest.mark.parametrize(
    ("english", "katakana"),
    [
        ("Glistener Elf", "グリステナー・エルフ"),
        ("Laboratory Maniac", "ラボラトリー・マニアック"),
        ("Platinum Angel", "プラチナム・エンジェル"),
        ("Abyssal Persecutor", "アビサル・パーセキューター"),
        ("Phelddagrif", "フェルダグリフ"),
        ("Nicol Bolas", "ニコル・ボーラス"),
        ("Lich's Mirror", "リッチズ・ミラー"),
    ],
)
def test_an_english_name_and_its_katakana_sound_alike(english: str, katakana: str) -> None:
    assert english_sounds(english) == kana_sounds(katakana)


def test_sounds_that_differ() -> None:
    assert english_sounds("Glistener Elf") != kana_sounds("グリーン・エルフ")
    assert english_sounds("Platinum Angel") != kana_sounds("プラチナム・デーモン")


CARDS = [
    ("card:Glistener Elf", "ぎらつかせのエルフ/Glistener Elf", ["Glistener Elf", "ぎらつかせの"]),
    ("card:Worship", "崇拝/Worship", ["Worship", "崇拝"]),
    ("card:Lightning Bolt", "稲妻/Lightning Bolt", ["Lightning Bolt", "稲妻"]),
    ("card:Lightning Blast", "稲妻の波動/Lightning Blast", ["Lightning Blast"]),
]


def test_a_name_written_in_katakana_inside_a_question() -> None:
    index = NameIndex(CARDS)

    def found(text: str) -> list[tuple[str, str]]:
        return [(word, match.key) for word, match in index.sounded_in(text)]

    assert found("相手がグリステナー・エルフで殴ってきた。毒カウンターは何個?") == [
        ("ぐりすてなーえるふ", "card:Glistener Elf")
    ]
    # Names that sound nearly alike stay apart.
    assert found("ライトニング・ボルトを撃った") == [("らいとにんぐぼると", "card:Lightning Bolt")]
    assert found("ライトニング・ブラストを撃った") == [
        ("らいとにんぐぶらすと", "card:Lightning Blast")
    ]
    # Too few sounds to tell one name among many (ワーシップ: the w is not heard).
    assert found("ワーシップがいる") == []
    assert found("クリーチャーとプレインズウォーカー") == []


def test_a_sound_several_names_share_names_none() -> None:
    index = NameIndex(
        [
            ("card:Triskelion", "Triskelion", ["Triskelion"]),
            ("card:Triskelyon", "Triskelyon", ["Triskelyon"]),
        ]
    )
    assert index.sounded_in("トリスケリオンを出した") == []


def test_the_rules_katakana_words_name_no_card() -> None:
    # Over the 33,000 real names: the words the rules use every day are not heard as a name.
    entries = json.loads(shared_data("cardnames", "jpname.json").read_text(encoding="utf-8"))
    index = NameIndex((f"card:{e['name']}", e["name"], [e["name"]]) for e in entries if "name" in e)
    for word in (
        "コントロール",
        "クリーチャー・カード",
        "プレインズウォーカー",
        "インスタント",
        "アクティブ・プレイヤー",
        "ライブラリー",
        "ターン・ベースド・アクション",
        "ブースター・ドラフト",
    ):
        assert len(kana_sounds(word)) >= MIN_SOUNDS - 3
        assert index.sounded_in(word) == [], word
    found = index.sounded_in("グリステナー・エルフ")
    assert [match.key for _, match in found] == ["card:Glistener Elf"]
