"""Card names in chat messages: `[[name]]` spans (typos forgiven) and names written plainly."""

from __future__ import annotations

from itertools import accumulate, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.search import card_finder
from rulesdb.search.card_finder import (
    WrittenName,
    bracketed_names,
    find_card_refs,
    plain_card_names,
    plain_card_refs,
)
from rulesdb.search.name_index import NameIndex, NameMatch

ENTRIES = [
    ("card:Platinum Angel", "Platinum Angel", ["Platinum Angel", "白金の天使"]),
    ("card:Angel", "Angel", ["Angel"]),
    ("card:Fork", "Fork", ["Fork"]),
    ("card:Sengir", "Sengir", ["Baron Sengir", "闇の男爵、センギア"]),
    ("card:Opt", "Opt", ["Opt"]),
]
INDEX = NameIndex(ENTRIES)


def answering_many() -> NameIndex:
    """The same names as an index answering many questions has them (a dict of the exact names
    and the longest alias by its first characters: `NameIndex.answer_many`)."""
    index = NameIndex(ENTRIES)
    index.answer_many()
    return index


MANY = answering_many()


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


def names_found_trying_every_start(text: str, index: NameIndex) -> list[WrittenName]:
    """The names written out as found by looking every run of tokens up, longest first, and
    keeping a match only where a name may start (the way they were found before)."""
    tokens = card_finder._tokens(text)
    joins = [
        card_finder._JOINER_RE.fullmatch(text[before.end : after.start]) is not None
        for before, after in pairwise(tokens)
    ]
    found, position = [], 0
    while position < len(tokens):
        end = position + 1
        while end - position < card_finder.MAX_NAME_TOKENS and end < len(tokens) and joins[end - 1]:
            end += 1
        run = tokens[position:end]
        folded = list(accumulate(token.folded for token in run))
        matched = 0
        for length in range(len(run), 0, -1):
            match = index.exact_match_folded(folded[length - 1])
            if match is not None and card_finder._plausible(run[0], length):
                found.append(WrittenName(match, run[0].start, run[length - 1].end, length))
                matched = length
                break
        position += matched or 1
    return found


_PIECES = [
    "Platinum Angel",
    "platinum angel",
    "Angel",
    "angel",
    "Fork",
    "fork",
    "Opt",
    "opt",
    "Baron Sengir",
    "baron",
    "白金の天使",
    "闇の男爵、センギア",
    "の",
    "天使",
    "If",
    "the",
    ", ",
    " ",
    "? ",
    "が",
    "-",
]


@settings(max_examples=400)
@given(st.lists(st.sampled_from(_PIECES), max_size=25))
def test_names_are_looked_up_only_where_one_may_start_and_found_alike(pieces: list[str]) -> None:
    text = " ".join(pieces)
    assert plain_card_names(text, INDEX) == names_found_trying_every_start(text, INDEX)
    assert plain_card_names(text, MANY) == names_found_trying_every_start(text, INDEX)


def test_a_text_in_lower_case_looks_no_english_name_up(monkeypatch: pytest.MonkeyPatch) -> None:
    looked_up: list[str] = []
    real = INDEX.exact_match_folded

    def counted(folded: str) -> NameMatch | None:
        looked_up.append(folded)
        return real(folded)

    monkeypatch.setattr(INDEX, "exact_match_folded", counted)
    assert plain_card_refs("fork the spell, opt out if the angel dies", INDEX) == []
    assert looked_up == []


def test_a_japanese_text_looks_up_only_lengths_an_alias_beginning_so_has() -> None:
    """Answering many, a run is looked up no longer than the longest alias beginning with its
    first two characters: a story's characters that begin no name look nothing up."""
    index = answering_many()
    looked_up: list[str] = []
    real = index.exact_match_folded

    def counted(folded: str) -> NameMatch | None:
        looked_up.append(folded)
        return real(folded)

    index.exact_match_folded = counted  # type: ignore[method-assign]
    assert plain_card_refs("戦場に白金の天使があるとき", index) == ["card:Platinum Angel"]
    assert looked_up == ["白金の天使"]
