"""The name search's two fuzzy passes put together from one `ratio` and one `partial_ratio` a
name (rulesdb.search.name_scores) give what rapidfuzz's `process.extract` gives with `WRatio`
and with `partial_ratio`: the same names, scores to the bit and order, over generated questions
and names (short and long, equal, inside the question, empty), at the cutoffs the search uses
and others, with text at a cutoff and text with whitespace."""

from __future__ import annotations

import random

import pytest
from rapidfuzz import fuzz, process

from rulesdb.search.name_scores import Found, whole_and_inside

ALPHABETS = ("ab", "abc", "abcde", "あいう天使", "abcdefghij", "abcdefghijklmnopqrstuvwxyz")
LENGTHS = (0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 30, 60, 100)


def _extracted(
    query: str, names: list[str], cutoff: float, limit: int, inside_cutoff: float | None
) -> tuple[list[Found], list[Found]]:
    whole = process.extract(query, names, scorer=fuzz.WRatio, limit=limit, score_cutoff=cutoff)
    inside = []
    if inside_cutoff is not None:
        inside = process.extract(
            query, names, scorer=fuzz.partial_ratio, limit=None, score_cutoff=inside_cutoff
        )
    return [tuple(found) for found in whole], sorted(inside, key=lambda found: found[2])


def _names(query: str, alphabet: str, pick: random.Random) -> list[str]:
    names = [
        "".join(pick.choice(alphabet) for _ in range(pick.choice(LENGTHS)))
        for _ in range(pick.randint(1, 40))
    ]
    inside = [query[start : start + pick.randint(1, 20)] for start in range(0, len(query), 7)]
    return names + inside + [query]


@pytest.mark.parametrize("seed", range(4))
def test_both_passes_as_rapidfuzz_extracts_them(seed: int) -> None:
    pick = random.Random(seed)
    for _ in range(300):
        alphabet = pick.choice(ALPHABETS)
        query = "".join(pick.choice(alphabet) for _ in range(pick.randint(1, 120)))
        names = _names(query, alphabet, pick)
        for cutoff in (0.0, 50.0, 0.6 * 100, 0.75 * 100):
            inside_cutoff = max(cutoff, 85.0) if len(query) >= 4 else None
            limit = pick.choice([1, 4, 20, 40])
            expected = _extracted(query, names, cutoff, limit, inside_cutoff)
            assert whole_and_inside(query, names, cutoff, limit, inside_cutoff) == expected


def test_scores_at_a_cutoff_are_rapidfuzz_s() -> None:
    # A partial_ratio that, scaled by 0.9, is the cutoff 75 (75.00000000000001), and a ratio
    # that is exactly 75: at a cutoff, rapidfuzz reckons with a tolerance of its own.
    at_partial = ("cbcbcabacbbcabccccbabccaacbbb", "cababccccbca")
    at_ratio = ("abbaabcbccbaacbbacbc", "aaabcbbabbcb")
    for query, name in (at_partial, at_ratio):
        assert abs(fuzz.WRatio(query, name, score_cutoff=75.0) - 75.0) < 1e-9
        names = [name, "cab", "zzzz", query]
        for inside_cutoff in (85.0, 83.33333333333334, None):
            expected = _extracted(query, names, 75.0, 20, inside_cutoff)
            assert (name, fuzz.WRatio(query, name), 0) in expected[0]
            assert whole_and_inside(query, names, 75.0, 20, inside_cutoff) == expected


def test_text_with_whitespace_is_compared_token_by_token_as_rapidfuzz_does() -> None:
    query, names = "lightning bolt to the face", ["bolt lightning", "lightning", "face bolt", ""]
    for cutoff in (0.0, 60.0):
        expected = _extracted(query, names, cutoff, 20, 85.0)
        assert whole_and_inside(query, names, cutoff, 20, 85.0) == expected
        assert whole_and_inside("lightningbolt", [" bolt"], cutoff, 20, None) == _extracted(
            "lightningbolt", [" bolt"], cutoff, 20, None
        )
