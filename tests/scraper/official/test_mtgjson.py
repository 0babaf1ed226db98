"""MTGJSON card files, read streaming from the real records: both layouts, every compression,
printings merged by Oracle identity, the data's quirks, and files that must be refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from rulesdb.card_records import OracleCard
from scraper.official.mtgjson import CardFile, CardFileError, is_card_file, oracle_card
from tests.mtgjson_samples import (
    COMPRESSORS,
    atomic_cards,
    load_sample,
    printings,
    sample_path,
    write_card_file,
    write_sidecar,
)
from tests.shared_data import shared_data


@pytest.fixture(scope="module")
def sample() -> dict[str, Any]:
    return load_sample()


def by_name(path: Path) -> dict[str, OracleCard]:
    cards = list(CardFile.open(path).cards())
    named = {card.name: card for card in cards}
    assert len(named) == len(cards), "one record per card"
    return named


def test_allprintings_sample_gives_every_card_once() -> None:
    card_file = CardFile.open(sample_path())
    cards = by_name(sample_path())

    assert card_file.info.layout == "AllPrintings"
    assert (card_file.info.version, card_file.info.date) == ("5.2.0+20220425", "2022-04-25")
    assert len(cards) == 277
    angel = cards["Platinum Angel"]
    assert angel.faces[0].mana_cost == "{7}"
    assert angel.faces[0].type_line == "Artifact Creature — Angel"
    assert angel.faces[0].text == (
        "Flying\nYou can't lose the game and your opponents can't win the game."
    )
    assert (angel.faces[0].power, angel.faces[0].toughness) == ("4", "4")
    assert angel.keywords == ("Flying",)
    assert angel.scryfall_id == "59bb5aee-b334-4c24-875b-56751d4add02"
    assert angel.oracle_id == "b148578c-c0bf-4785-b97c-4b6f83028008"
    assert angel.ja_name == "白金の天使"
    assert angel.faces[0].ja is not None
    assert angel.faces[0].ja.text == (
        "飛行\nあなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。"
    )
    assert angel.rulings[0].date == "2004-12-01"
    assert len(angel.rulings) == 5


@pytest.mark.parametrize("suffix", sorted(COMPRESSORS))
def test_atomic_layout_in_every_compression_reads_as_the_printings_do(
    sample: dict[str, Any], tmp_path: Path, suffix: str
) -> None:
    path = write_card_file(atomic_cards(sample), tmp_path, "AtomicCards", suffix)
    assert is_card_file(path)

    card_file = CardFile.open(path)
    atomic = by_name(path)
    printed = by_name(sample_path())

    assert card_file.info.layout == "AtomicCards"
    assert card_file.info.version == "5.2.0+20220425"
    assert set(atomic) == set(printed)
    for name, card in printed.items():
        assert atomic[name].faces == card.faces, name
        assert atomic[name].rulings == card.rulings, name
        assert atomic[name].oracle_id == card.oracle_id
    # AtomicCards has no printing, so no Scryfall printing id.
    assert atomic["Platinum Angel"].scryfall_id is None


def test_quirks_of_the_real_data() -> None:
    cards = by_name(sample_path())

    shahrazad = cards["Shahrazad"]  # no Japanese printing at all
    assert shahrazad.ja_name is None and shahrazad.faces[0].ja is None
    soul_echo = cards["Soul Echo"]  # an old card: Japanese name only
    assert soul_echo.ja_name == "魂の残響"
    assert soul_echo.faces[0].ja is not None
    assert (soul_echo.faces[0].ja.type_line, soul_echo.faces[0].ja.text) == (None, None)
    assert cards["Lightning Bolt"].rulings == ()  # `rulings: []`
    assert cards["Glistener Elf"].keywords == ("Infect",)


def test_a_single_set_file_is_read_whole() -> None:
    path = shared_data("cards", "mtgjson", "mtgjson-ARN.json")
    card_file = CardFile.open(path)
    cards = by_name(path)

    assert card_file.info.layout == "set"
    assert len(cards) == 78
    assert "Shahrazad" in cards and "Ali from Cairo" in cards


def test_printings_in_several_sets_are_one_card_with_the_richest_japanese(
    sample: dict[str, Any], tmp_path: Path
) -> None:
    angel = next(c for c in printings(sample) if c["name"] == "Platinum Angel")
    old = copy.deepcopy(angel)
    for entry in old["foreignData"]:
        if entry["language"] == "Japanese":
            del entry["text"], entry["type"]
    old["rulings"] = []
    document = {
        "meta": sample["meta"],
        "data": {"OLD": {"code": "OLD", "cards": [old]}, "NEW": {"code": "NEW", "cards": [angel]}},
    }
    path = write_card_file(document, tmp_path, "AllPrintings", ".json")

    cards = list(CardFile.open(path).cards())

    assert [c.name for c in cards] == ["Platinum Angel"]
    face = cards[0].faces[0]
    assert face.ja is not None and face.ja.text and face.ja.type_line
    assert len(cards[0].rulings) == 5


def test_two_faced_card_is_one_card_named_a_slash_slash_b(sample: dict[str, Any]) -> None:
    bolt, counterspell = (
        next(c for c in printings(sample) if c["name"] == name)
        for name in ("Lightning Bolt", "Counterspell")
    )
    faces = []
    for side, printing in (("b", counterspell), ("a", bolt)):
        face = dict(printing, name="Lightning Bolt // Counterspell", layout="split", side=side)
        face["faceName"] = printing["name"]
        faces.append(face)

    card = oracle_card(faces)

    assert card.name == "Lightning Bolt // Counterspell"
    assert [f.name for f in card.faces] == ["Lightning Bolt", "Counterspell"]
    assert card.faces[1].mana_cost == "{U}{U}"
    assert card.layout == "split"


def test_a_truncated_file_is_refused(sample: dict[str, Any], tmp_path: Path) -> None:
    for suffix in (".json", ".json.xz", ".json.gz"):
        path = write_card_file(atomic_cards(sample), tmp_path, "AtomicCards", suffix)
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])

        with pytest.raises(CardFileError, match="truncated or not valid JSON"):
            list(CardFile.open(path).cards())


def test_a_json_file_that_is_not_mtgjson_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"events": []}), encoding="utf-8")

    with pytest.raises(CardFileError, match="not an MTGJSON card file"):
        CardFile.open(path)


def test_the_sha256_sidecar_is_checked(sample: dict[str, Any], tmp_path: Path) -> None:
    path = write_card_file(atomic_cards(sample), tmp_path, "AtomicCards", ".json.xz")
    write_sidecar(path)
    assert CardFile.open(path).info.layout == "AtomicCards"

    write_sidecar(path, "0" * 64)
    with pytest.raises(CardFileError, match="SHA-256 mismatch"):
        CardFile.open(path)
    with pytest.raises(CardFileError, match="SHA-256 mismatch"):
        CardFile.open(sample_path(), sha256="f" * 64)


def test_a_card_file_s_version_that_is_not_one_is_left_unknown(
    sample: dict[str, Any], tmp_path: Path
) -> None:
    document = atomic_cards(sample)
    document["meta"] = {"version": "5.2.0\nrules-en: updated 29991231\x1b[2J", "date": "\x1b[31m"}
    path = write_card_file(document, tmp_path, "AtomicCards", ".json")

    card_file = CardFile.open(path)

    assert (card_file.info.version, card_file.info.date) == (None, None)
    assert card_file.title == "MTGJSON AtomicCards"
