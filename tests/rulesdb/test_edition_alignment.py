"""Aligning rule numbers across editions: synthetic editions for each kind of drift, then the
three real English editions (20231013, 20240202, 20260116)."""

from __future__ import annotations

import pytest

from rulesdb.edition_alignment import Alignment, align_rules, pair_languages
from rulesdb.editions import numbering_partner
from rulesdb.records import RuleKind, RuleRecord, RulesDocument
from tests.shared_data import shared_data


def _edition(edition: str, entries: list[tuple[str, str]], lang: str = "en") -> list[RuleRecord]:
    """Records from (number, text) pairs; kind and parent follow from the number's shape."""
    records = []
    for position, (number, text) in enumerate(entries):
        kind: RuleKind
        parent: str | None
        if "." not in number:
            kind, parent = ("chapter", None) if len(number) == 1 else ("section", number[0])
        elif number[-1].isalpha():
            kind, parent = "subrule", number[:-1]
        else:
            kind, parent = "rule", number.split(".")[0]
        records.append(RuleRecord(number, edition, lang, text, parent, kind, position))
    return records


OLD = _edition(
    "20231013",
    [
        ("1", "Game Concepts"),
        ("100", "General"),
        ("100.1", "These Magic rules apply to any Magic game with two or more players."),
        ("100.2", "To play, each player needs their own deck of traditional Magic cards."),
        ("100.3", "Some cards require coins or traditional dice to be played with."),
        ("100.4", "Each player may also have a sideboard of extra cards."),
        ("3", "Card Types"),
        ("308", "Tribals"),
        ("308.1", "Each tribal card has another card type. Casting and resolving a tribal card "
                  "follows the rules for casting and resolving a card of the other type."),
        ("308.2", "Tribal subtypes are always a single word and are listed after a long dash."),
        ("7", "Additional Rules"),
        ("704", "State-Based Actions"),
        ("704.5", "The state-based actions are as follows:"),
        ("704.5a", "If a player has 0 or less life, that player loses the game."),
        ("704.5b", "If a player attempted to draw a card from a library with no cards in it "
                   "since the last time state-based actions were checked, that player loses."),
        ("704.5c", "If a player has ten or more poison counters, that player loses the game."),
        ("721", "The Monarch"),
        ("721.1", "The monarch is a designation a player can have."),
        ("724", "Subgames"),
        ("724.1", "One card (Shahrazad) allows players to play a Magic subgame."),
        ("724.2", "A subgame is a completely separate Magic game created by an effect."),
        ("724.2a", "Each player brings their library into the subgame."),
        ("724.2b", "Cards in the subgame are traditional Magic cards."),
    ],
)  # fmt: skip

NEW = _edition(
    "20260116",
    [
        ("1", "Game Concepts"),
        ("100", "General"),
        ("100.1", "These Magic rules apply to any Magic game with two or more players."),
        ("100.2", "To play, each player needs their own deck of traditional Magic cards."),
        ("100.3", "Each player may also have a sideboard of extra cards."),
        ("3", "Card Types"),
        ("308", "Kindreds"),
        ("308.1", "Each kindred card has another card type. Casting and resolving a kindred card "
                  "follows the rules for casting and resolving a card of the other type."),
        ("308.2", "Kindred subtypes are always a single word and are listed after a long dash."),
        ("7", "Additional Rules"),
        ("704", "State-Based Actions"),
        ("704.5", "The state-based actions are as follows:"),
        ("704.5a", "If a player has 0 or less life, that player loses the game."),
        ("704.5b", "If a player has no cards in their hand and a speed of zero, nothing happens."),
        ("704.5c", "If a player attempted to draw a card from a library with no cards in it "
                   "since the last time state-based actions were checked, that player loses."),
        ("704.5d", "If a player has ten or more poison counters, that player loses the game."),
        ("724", "The Monarch"),
        ("724.1", "The monarch is a designation a player can have."),
        ("728", "Subgames"),
        ("728.1", "One card (Shahrazad) allows players to play a Magic subgame."),
        ("728.2", "A subgame is a completely separate Magic game created by an effect."),
        ("728.2a", "Each player brings their library into the subgame."),
        ("728.2b", "Cards in the subgame are traditional Magic cards."),
    ],
)  # fmt: skip


@pytest.fixture(scope="module")
def synthetic() -> dict[str, Alignment]:
    return align_rules(OLD, NEW)


def test_renumbered_section_follows_its_title(synthetic: dict[str, Alignment]) -> None:
    assert synthetic["724"] == Alignment("728", 1.0, "section-title")
    assert synthetic["724.1"] == Alignment("728.1", 1.0, "section-title")
    assert synthetic["724.2a"] == Alignment("728.2a", 1.0, "section-title")
    assert synthetic["724.2b"].number == "728.2b"
    assert synthetic["721"] == Alignment("724", 1.0, "section-title")
    assert synthetic["721.1"].number == "724.1"


def test_retitled_section_at_the_old_number_does_not_map_by_number(
    synthetic: dict[str, Alignment],
) -> None:
    # New 724 is The Monarch: nothing of the old Subgames section may land there.
    assert all(not a.number.startswith("724") for n, a in synthetic.items() if n.startswith("724"))
    landing_on_724 = [old for old, a in synthetic.items() if a.number == "724"]
    assert landing_on_724 == ["721"]


def test_section_renamed_in_place_aligns_by_its_rules(synthetic: dict[str, Alignment]) -> None:
    assert synthetic["308"].number == "308"
    assert synthetic["308"].method == "text"  # "Tribals" -> "Kindreds": the titles differ
    assert synthetic["308.1"].number == "308.1"
    assert synthetic["308.2"].method == "same-number"
    assert 0.7 < synthetic["308.2"].confidence < 1.0


def test_inserted_subrule_shifts_letters(synthetic: dict[str, Alignment]) -> None:
    assert synthetic["704.5a"] == Alignment("704.5a", 1.0, "same-number")
    assert synthetic["704.5b"] == Alignment("704.5c", 1.0, "text")
    assert synthetic["704.5c"] == Alignment("704.5d", 1.0, "text")
    assert "704.5b" not in {a.number for a in synthetic.values()}  # the new subrule is new


def test_deleted_rule_is_absent_and_later_rules_shift(synthetic: dict[str, Alignment]) -> None:
    assert "100.3" not in synthetic
    assert synthetic["100.4"] == Alignment("100.3", 1.0, "text")
    assert synthetic["100.1"] == Alignment("100.1", 1.0, "same-number")


def test_chapters_align_by_number_and_targets_are_distinct(
    synthetic: dict[str, Alignment],
) -> None:
    for chapter in ("1", "3", "7"):
        assert synthetic[chapter] == Alignment(chapter, 1.0, "same-number")
    targets = [a.number for a in synthetic.values()]
    assert len(targets) == len(set(targets))
    assert all(0.0 <= a.confidence <= 1.0 for a in synthetic.values())
    assert set(synthetic) == {r.number for r in OLD} - {"100.3"}


def test_identical_editions_align_to_themselves() -> None:
    result = align_rules(OLD, OLD)
    assert result == {r.number: Alignment(r.number, 1.0, "same-number") for r in OLD}


def test_empty_inputs() -> None:
    assert align_rules([], NEW) == {}
    assert align_rules(OLD, []) == {}


def test_pair_languages_pairs_numbers_present_in_both() -> None:
    ja = _edition(
        "20260116", [("1", "ゲームの考え方"), ("100", "原則"), ("100.9", "翻訳のみ")], "ja"
    )
    en = _edition("20260116", [("1", "Game Concepts"), ("100", "General"), ("100.1", "Rules")])
    assert pair_languages(ja, en) == {"1": "1", "100": "100"}


AVAILABLE = [("20231013", "en"), ("20240202", "en"), ("20260116", "en"), ("20260116", "ja")]


@pytest.mark.parametrize(
    ("edition", "lang", "partner"),
    [
        ("20231117", "ja", "20231013"),  # the wiki's quotes
        ("20231117.0", "ja", "20231013"),
        ("20260116", "ja", "20260116"),
        ("20240210", "ja", "20240202"),
        ("20240202", "en", "20240202"),
        ("20230101", "ja", None),
    ],
)
def test_numbering_partner(edition: str, lang: str, partner: str | None) -> None:
    assert numbering_partner(edition, lang, AVAILABLE) == partner


def test_numbering_partner_rejects_a_malformed_edition() -> None:
    with pytest.raises(ValueError, match="YYYYMMDD"):
        numbering_partner("2023-11-17", "ja", AVAILABLE)


# --- the real editions ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def real() -> dict[str, RulesDocument]:
    from scraper.official.cr_text import parse_rules_file

    names = {
        "2023": "MagicCompRules_20231013.txt",
        "2024": "MagicCompRules_20240206.txt",
        "2026": "MagicCompRules_20260116.txt",
        "ja2026": "MagicCompRules_ja_20260116.txt",
    }
    return {key: parse_rules_file(shared_data("cr", name)) for key, name in names.items()}


def test_subgames_move_724_725_728(real: dict[str, RulesDocument]) -> None:
    to_2024 = align_rules(real["2023"].rules, real["2024"].rules)
    to_2026 = align_rules(real["2024"].rules, real["2026"].rules)
    assert to_2024["724"] == Alignment("725", 1.0, "section-title")
    assert to_2026["725"] == Alignment("728", 1.0, "section-title")
    assert to_2026[to_2024["724.5"].number].number == "728.5"


def test_2023_to_2026(real: dict[str, RulesDocument]) -> None:
    result = align_rules(real["2023"].rules, real["2026"].rules)
    assert result["724"].number == "728"
    assert result["724.5"].number == "728.5"
    assert result["724.2c"].number == "728.2c"
    assert result["104.3a"] == Alignment("104.3a", 1.0, "same-number")
    for number in ("704.5a", "704.5b", "704.5c"):
        assert result[number] == Alignment(number, 1.0, "same-number")
    # 2026's 724 (The Monarch) is not the 2023 724 (Subgames); it was 721 in 2023.
    assert [old for old, a in result.items() if a.number == "724"] == ["721"]
    # Keyword actions were renumbered: Abandon 701.26 -> 701.33 (the glossary says so too).
    assert result["701.26"].number == "701.33"
    assert result["701.26a"].number == "701.33a"
    assert result["308"].number == "308"  # Tribals -> Kindreds

    total = len(real["2023"].rules)
    moved = sum(1 for old, a in result.items() if a.number != old)
    print(f"2023 -> 2026: {len(result)}/{total} aligned ({len(result) / total:.1%}), "
          f"{moved} to another number, {total - len(result)} without counterpart")  # fmt: skip
    assert len(result) / total > 0.98
    targets = [a.number for a in result.values()]
    assert len(targets) == len(set(targets))
    new_numbers = {r.number for r in real["2026"].rules}
    assert all(a.number in new_numbers for a in result.values())


def test_pair_languages_on_the_2026_files(real: dict[str, RulesDocument]) -> None:
    pairs = pair_languages(real["ja2026"].rules, real["2026"].rules)
    assert pairs["728.5"] == "728.5"
    assert "805.10g" not in pairs  # only in the Japanese file
    assert len(pairs) == len(real["ja2026"].rules) - 1
