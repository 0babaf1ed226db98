"""docs/engine-coverage.md's card table covers every card the two wiki pages name: each row's
presets exist and use the card, its tests exist, a modelled card has a preset, and a card the
engine does not model is said to be one in the setup step, in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import simulate
from engine.cards import (
    LOSS_CONDITION_CARDS,
    LOSS_PAGE_CARDS,
    SUBGAME_PAGE_CARDS,
    SUBGAME_PAGE_TOOLS,
    lookup,
)
from engine.i18n.names import JA_CARD_NAMES
from engine.presets import get_preset, preset_names
from tests.engine.test_rule_coverage import _test_names
from tests.shared_data import SHARED

REPO = Path(__file__).resolve().parents[2]
PAGE_CARDS = tuple(
    dict.fromkeys(
        (*SUBGAME_PAGE_CARDS, *SUBGAME_PAGE_TOOLS, *LOSS_PAGE_CARDS, *LOSS_CONDITION_CARDS)
    )
)


def _card_rows() -> dict[str, list[str]]:
    text = (REPO / "docs" / "engine-coverage.md").read_text(encoding="utf-8")
    section = text[text.index("## Cards") : text.index("## Choices the engine makes")]
    rows = {}
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| ") and cells[0] not in ("card", "---") and len(cells) == 7:
            rows[cells[0]] = cells
    return rows


def test_every_card_of_the_two_pages_has_a_row_and_nothing_else_does() -> None:
    assert len(PAGE_CARDS) == 60
    assert list(_card_rows()) == list(PAGE_CARDS)


@pytest.mark.parametrize("card", PAGE_CARDS)
def test_a_cards_row_names_real_presets_that_use_it_and_real_tests(card: str) -> None:
    _, japanese, _, modelled, _, presets, tested = _card_rows()[card]
    assert japanese == JA_CARD_NAMES.get(card, "— (English only)")
    named = re.findall(r"`([a-z0-9-]+)`", presets)
    assert set(named) <= set(preset_names())
    for name in named:
        assert card in json.dumps(get_preset(name), ensure_ascii=False), (card, name)
    assert modelled.startswith("no:") is (lookup(card) is None)
    if lookup(card) is not None:
        assert named, f"{card} is modelled but no preset plays it"
    referenced = re.findall(r"`(test_\w+\.py::test_\w+)`", tested)
    assert referenced and set(referenced) <= _test_names()


@pytest.mark.parametrize("card", [card for card in PAGE_CARDS if lookup(card) is None])
def test_a_card_still_not_modelled_says_so_in_the_setup_step(card: str) -> None:
    scenario = {"players": [{"name": "Alice", "battlefield": [card]}, {"name": "Bob"}]}
    for lang, words in (
        ("en", "The engine doesn't model"),
        ("ja", "エンジンが効果を再現していない"),
    ):
        setup = simulate(scenario, lang=lang)["steps"][0]
        assert words in setup["text"]


def test_the_loss_condition_list_is_the_wikis() -> None:
    seed = SHARED / "seeds" / "002_924fa5ac9cb8a082.txt"
    if not seed.is_file():
        pytest.skip(f"{seed} is absent (../shared is reference data, not part of a clone)")
    text = seed.read_text(encoding="utf-8")
    listing = text[text.index("敗北条件カード一覧\n") : text.index("参考")]
    names = [
        match.group(1).strip()
        for line in listing.splitlines()
        if (match := re.match(r"- (?:[^/]*/)?([^（(]+)", line))
    ]
    assert tuple(names) == LOSS_CONDITION_CARDS
