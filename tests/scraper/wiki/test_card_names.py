"""Card names as MTG Wiki writes them: alone, with notes, and inside Japanese prose."""

from __future__ import annotations

import json

import pytest

from rulesdb.records import CardName
from scraper.wiki.card_names import (
    CardNameError,
    find_card_names,
    find_card_spans,
    parse_card_list_item,
    parse_card_name,
)
from tests.shared_data import shared_data


def valid_pairs() -> list[tuple[str, str]]:
    jpname = shared_data("cardnames", "jpname.json")
    entries = json.loads(jpname.read_text(encoding="utf-8"))
    return [
        (entry["jpname"], entry["name"])
        for entry in entries
        if "info" not in entry and "undefined" not in (entry["jpname"], entry["name"])
    ]


VRASKA_NOTE = "プレイヤーを敗北させる能力を持つトークンを生成する"
NAME_CASES = [
    # (as written, en, ja, note)
    ("白金の天使/Platinum Angel", "Platinum Angel", "白金の天使", None),
    ("闇の男爵、センギア/Sengir, the Dark Baron", "Sengir, the Dark Baron",
     "闇の男爵、センギア", None),
    (f"見えざる者、ヴラスカ/Vraska the Unseen({VRASKA_NOTE})", "Vraska the Unseen",
     "見えざる者、ヴラスカ", VRASKA_NOTE),
    ("Shahrazad （アラビアンナイト）", "Shahrazad", None, "アラビアンナイト"),
    ("カウントダウン残り１/The Countdown Is at One（Unstable）", "The Countdown Is at One",
     "カウントダウン残り１", "Unstable"),
    ("石成エンジン/Lithoform Engine等", "Lithoform Engine", "石成エンジン", None),
    ("Form of the Squirrel (アンヒンジド)", "Form of the Squirrel", None, "アンヒンジド"),
    ("Lich", "Lich", None, None),
    ("  Amulet of Quoz  ", "Amulet of Quoz", None, None),
    ("化学防護服（中古）/Hazmat Suit (Used)", "Hazmat Suit (Used)", "化学防護服（中古）", None),
    ("ペニーが操縦するSP//dr/SP//dr, Piloted by Peni", "SP//dr, Piloted by Peni",
     "ペニーが操縦するSP//dr", None),
    ("召喚：チョコボ＆モーグリ/Summon: Choco/Mog", "Summon: Choco/Mog", "召喚：チョコボ＆モーグリ",
     None),
    ("C.A.M.P./C.A.M.P.", "C.A.M.P.", "C.A.M.P.", None),
    ("ルーリング", None, "ルーリング", None),
]  # fmt: skip


@pytest.mark.parametrize(("text", "en", "ja", "note"), NAME_CASES)
def test_parse_card_name(text: str, en: str | None, ja: str | None, note: str | None) -> None:
    assert parse_card_name(text) == (CardName(en=en, ja=ja), note)


def test_card_ref_and_display() -> None:
    card, _ = parse_card_name("闇の男爵、センギア/Sengir, the Dark Baron")
    assert card.ref == "card:Sengir, the Dark Baron"
    assert card.display == "闇の男爵、センギア/Sengir, the Dark Baron"


@pytest.mark.parametrize("text", ["", "   ", "\n"])
def test_empty_card_name_is_a_clear_error(text: str) -> None:
    with pytest.raises(CardNameError, match="empty card name"):
        parse_card_name(text)


def test_brackets_alone_are_a_name_not_a_note() -> None:
    assert parse_card_name("（アンヒンジド）") == (CardName(en=None, ja="（アンヒンジド）"), None)


@pytest.mark.parametrize(
    ("text", "is_card"),
    [
        ("Lich", True),
        ("T.A.P.P.E.R.", True),
        ("カウント男爵/Baron Von Count(Unstable)", True),
        ("ルーリング", False),  # Japanese only: a link to an article, not a card
        ("白金の天使/Platinum Angelは強い。", False),
        ("The sum of any two Hermitian matrices is Hermitian.", False),
        ("Promote models for creating economic value; and", False),
        ("rule 704", False),
    ],
)
def test_parse_card_list_item(text: str, is_card: bool) -> None:
    assert (parse_card_list_item(text) is not None) == is_card


def test_names_with_commas_inside_a_comma_separated_sentence() -> None:
    text = (
        "血の暴君/Blood Tyrantや解き放たれたウィゼンガー/Withengar Unbound、"
        "闇の男爵、センギア/Sengir, the Dark Baron、戦利品の山分け/Share the Spoilsは、"
        "プレイヤーが敗北することで誘発する能力を持つ。"
    )
    assert find_card_names(text) == [
        CardName(en="Blood Tyrant", ja="血の暴君"),
        CardName(en="Withengar Unbound", ja="解き放たれたウィゼンガー"),
        CardName(en="Sengir, the Dark Baron", ja="闇の男爵、センギア"),
        CardName(en="Share the Spoils", ja="戦利品の山分け"),
    ]
    spans = find_card_spans(text)
    assert [text[s.start : s.end] for s in spans][2] == "闇の男爵、センギア/Sengir, the Dark Baron"


def test_english_only_name_before_a_particle() -> None:
    text = "したがって、Forkや石成エンジン/Lithoform Engine等によりサブゲームを発生させた"
    assert find_card_names(text) == [
        CardName(en="Fork", ja=None),
        CardName(en="Lithoform Engine", ja="石成エンジン"),
    ]


def test_epithet_before_a_katakana_name_after_a_long_clause() -> None:
    text = (
        "新たなるファイレクシアでは、サブゲームでなく新たにゲームを開始する"
        "解放された者、カーン/Karn Liberatedが登場した。"
    )
    assert find_card_names(text) == [CardName(en="Karn Liberated", ja="解放された者、カーン")]


@pytest.mark.parametrize(
    "text",
    [
        "なお、Unstable発売記念の期間限定でアン・カードが使用できる。",  # no particle after it
        "これはCR:312.2の例外である。",  # not Title case
        "MTGのルールはrule 704を参照。",  # acronym, lowercase
        "なお、パリンクロン",  # no English side
    ],
)
def test_prose_without_cards(text: str) -> None:
    assert find_card_names(text) == []


def test_a_comma_before_a_katakana_name_is_not_an_epithet() -> None:
    assert find_card_names("なお、パリンクロン/Palinchronは強い。") == [
        CardName(en="Palinchron", ja="パリンクロン")
    ]
    assert find_card_names("対戦相手は白金の天使/Platinum Angelを唱えた。") == [
        CardName(en="Platinum Angel", ja="白金の天使")
    ]


def test_known_cards_and_set_names() -> None:
    shahrazad = CardName(en="Shahrazad", ja=None)
    assert find_card_names("禁止カードはShahrazad。", known=[shahrazad]) == [shahrazad]
    assert find_card_names("禁止カードはShahrazad。") == []
    assert find_card_names("Unstableの期間限定") == [CardName(en="Unstable", ja=None)]
    assert find_card_names("Unstableの期間限定", not_cards={"Unstable"}) == []


def test_every_valid_jpname_pair_round_trips() -> None:
    pairs = valid_pairs()
    assert len(pairs) > 30_000
    failures = [
        (ja, en)
        for ja, en in pairs
        if parse_card_name(f"{ja}/{en}") != (CardName(en=en, ja=ja), None)
    ]
    assert failures == []


@pytest.mark.parametrize(
    "template",
    ["{name}は強い。", "なお、{name}は強い。", "Forkや{name}等", "対戦相手は{name}を唱えた。"],
)
def test_jpname_pairs_in_prose(template: str) -> None:
    """In prose the extent of a name is inferred. Measured on jpname.json: the English side
    (hence the card's ref) is right for 99.94%; it fails only where the Japanese name ends in
    Latin letters (`スパイダーマン2099`, `C.A.M.P.`). The Japanese side is exact for 96.4-96.6%;
    names containing a clause marker (`墓所を歩くもの`) lose the part before it."""
    pairs = valid_pairs()
    exact = english_right = 0
    for ja, en in pairs:
        names = [c for c in find_card_names(template.format(name=f"{ja}/{en}")) if c.en != "Fork"]
        exact += names == [CardName(en=en, ja=ja)]
        english_right += [c.en for c in names] == [en]
    assert exact / len(pairs) >= 0.96
    assert english_right / len(pairs) >= 0.999
