"""The message catalogue: both languages, the same placeholders, natural Japanese."""

from __future__ import annotations

import re
import string

from engine.cards import TRIGGERS
from engine.i18n import msg
from engine.i18n.catalog import CATALOG
from engine.i18n.labels import CardLabel, GameLabel
from engine.i18n.names import JA_CARD_NAMES

_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_message_has_both_languages_with_the_same_placeholders() -> None:
    for key, (ja, en) in CATALOG.items():
        assert ja and en, key
        assert placeholders(ja) == placeholders(en), key
        assert _JAPANESE.search(ja), f"{key}: the Japanese text has no Japanese"


def test_every_modelled_ability_has_a_description() -> None:
    for key in TRIGGERS:
        assert f"ability.{key}" in CATALOG


def test_english_sentences_start_with_a_capital() -> None:
    text = msg("subgame.resumes", main=GameLabel("main", 0), game=GameLabel("sub1", 1))
    assert text.render("en").startswith("Subgame 1 is over")
    assert text.render("ja").startswith("サブゲーム1が終了し")


def test_card_labels_use_japanese_names_where_printed() -> None:
    assert CardLabel("Platinum Angel").render("ja") == "《白金の天使》"
    assert CardLabel("Shahrazad").render("ja") == "《Shahrazad》"
    assert CardLabel("Platinum Angel").render("en") == "Platinum Angel"
    assert CardLabel(None).render("ja") == "名前のないカード"
    assert "Sengir, the Dark Baron" in JA_CARD_NAMES
