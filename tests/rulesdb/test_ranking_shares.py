"""The keyword groups' rarity and a candidate's weighted share, computed column by column and
from one sum a ranking (rulesdb.search.ranking), are what their definitions say, to the bit."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.search.keyword_shares import (
    presence_columns,
    rarities,
    rows_of_columns,
    weighted_share,
)
from rulesdb.search.weights import DEFAULT_WEIGHTS

WORDS = ["lose", "life", "draw", "attack", "ライフ", "敗北"]


def rarities_as_defined(groups: list[tuple[str, ...]], held: list[list[bool]]) -> list[float]:
    count = max(1, len(held))
    return [
        len(group[0]) * math.log(1 + count / (1 + sum(1 for row in held if row[index]))) + 1e-6
        for index, group in enumerate(groups)
    ]


def share_as_defined(weights: list[float], held: list[bool]) -> float:
    total = sum(weights)
    return sum(w for w, h in zip(weights, held, strict=True) if h) / total if total > 0 else 0.0


@settings(max_examples=200, deadline=None)
@given(st.data(), st.integers(0, len(WORDS)), st.integers(0, 40))
def test_rarities_count_each_group_among_the_candidates(
    data: st.DataObject, groups_count: int, candidates: int
) -> None:
    groups = [(word,) for word in WORDS[:groups_count]]
    held = [
        data.draw(st.lists(st.booleans(), min_size=groups_count, max_size=groups_count))
        for _ in range(candidates)
    ]
    frequencies = [sum(row[index] for row in held) for index in range(groups_count)]
    assert rarities(
        groups, frequencies, len(held), frozenset(), frozenset(), DEFAULT_WEIGHTS
    ) == rarities_as_defined(groups, held)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 50), st.booleans()), max_size=20))
def test_a_share_with_its_sum_given_is_the_share(pairs: list[tuple[float, bool]]) -> None:
    weights = [w for w, _ in pairs]
    held = [h for _, h in pairs]
    expected = share_as_defined(weights, held)
    assert weighted_share(weights, held) == expected
    assert weighted_share(weights, held, sum(weights)) == expected


def test_a_share_of_groups_not_weighed_is_refused() -> None:
    with pytest.raises(ValueError, match="2 weights for 3 groups"):
        weighted_share([1.0, 2.0], [True, False, True])


def presence_as_defined(groups: list[tuple[str, ...]], text: str) -> list[bool]:
    return [any(alternative in text for alternative in group) for group in groups]


_GROUP = st.lists(st.sampled_from([*WORDS, "ab", "b", "無"]), max_size=3).map(tuple)
_TEXT = st.lists(st.sampled_from([*WORDS, "a", "b", " ", "無効"]), max_size=8).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.lists(_GROUP, max_size=5), st.lists(_TEXT, max_size=6))
def test_the_groups_held_are_found_column_by_column_as_row_by_row(
    groups: list[tuple[str, ...]], texts: list[str]
) -> None:
    expected = [presence_as_defined(groups, text) for text in texts]
    rows = rows_of_columns(presence_columns(groups, texts), len(texts))
    assert [list(row) for row in rows] == expected


@given(
    st.lists(
        st.lists(st.sampled_from(["lose", "life", "毒", "poison", "x"]), min_size=1, max_size=3),
        max_size=6,
    ),
    st.lists(st.sampled_from(["you lose the game", "毒カウンター", "poison life", ""]), max_size=8),
)
def test_the_rankers_rarities_are_those_of_the_groups_held_by_each_candidate(
    groups: list[list[str]], texts: list[str]
) -> None:
    # The ranker sums the groups' columns for their rarity instead of the candidates' rows.
    held_groups = [tuple(group) for group in groups]
    columns = presence_columns(held_groups, texts)
    held = [presence_as_defined(held_groups, text) for text in texts]
    focus = frozenset(["lose"])
    found = rarities(
        held_groups,
        [sum(column) for column in columns],
        len(texts),
        focus,
        frozenset(),
        DEFAULT_WEIGHTS,
    )
    count = max(1, len(held))
    assert found == [
        (DEFAULT_WEIGHTS.focus_boost if group[0] in focus else 1.0)
        * len(group[0])
        * math.log(1 + count / (1 + sum(1 for row in held if row[index])))
        + 1e-6
        for index, group in enumerate(held_groups)
    ]
