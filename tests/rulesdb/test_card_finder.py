"""Card names in chat messages: `[[name]]` spans (typos forgiven) and names written plainly."""

from __future__ import annotations

from rulesdb.search.card_finder import bracketed_names, find_card_refs, plain_card_refs
from rulesdb.search.name_index import NameIndex

INDEX = NameIndex(
    [
        ("card:Platinum Angel", "Platinum Angel", ["Platinum Angel", "白金の天使"]),
        ("card:Angel", "Angel", ["Angel"]),
        ("card:Fork", "Fork", ["Fork"]),
        ("card:Sengir", "Sengir", ["Baron Sengir", "闇の男爵、センギア"]),
        ("card:Opt", "Opt", ["Opt"]),
    ]
)


def resolve(name: str) -> str | None:
    matches = INDEX.search(name, limit=1, cutoff=0.8, whole_name=True)
    return matches[0].key if matches else None


def test_longest_plain_name_wins_without_overlaps() -> None:
    text = "If Platinum Angel leaves, does the Angel token stay? Baron Sengir too."
    assert plain_card_refs(text, INDEX) == [
        "card:Platinum Angel",
        "card:Angel",
        "card:Sengir",
    ]


def test_japanese_names_inside_sentences() -> None:
    text = "白金の天使が戦場にあるとき、闇の男爵、センギアは？"
    assert plain_card_refs(text, INDEX) == ["card:Platinum Angel", "card:Sengir"]


def test_plain_english_needs_a_capital_and_three_letters() -> None:
    assert plain_card_refs("fork the spell, opt out", INDEX) == []
    assert plain_card_refs("Opt and Fork", INDEX) == ["card:Opt", "card:Fork"]


def test_bracketed_names_come_first_and_forgive_typos() -> None:
    text = "Fork this: [[platnum angel]] and [[nothing at all]]"
    assert bracketed_names(text) == ["platnum angel", "nothing at all"]
    assert find_card_refs(text, INDEX, resolve, limit=5) == ["card:Platinum Angel", "card:Fork"]
    assert find_card_refs(text, INDEX, resolve, limit=5, plain=False) == ["card:Platinum Angel"]


def test_at_most_limit_distinct_cards() -> None:
    text = "Fork Fork Opt Angel Baron Sengir"
    assert find_card_refs(text, INDEX, resolve, limit=3) == ["card:Fork", "card:Opt", "card:Angel"]
