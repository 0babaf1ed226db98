"""How much of a question's keywords a candidate's text holds, each keyword group weighted by how
rare it is among the candidates (a word every candidate has decides nothing) and, for the
question's own words, by whether it is a word of the sentence that asks or of a named card's
text: the content part of a candidate's score (rulesdb.search.ranking)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import compress

from rulesdb.search.weights import RankingWeights


def coverage(keywords: Sequence[str], folded_text: str) -> float:
    """Share of the keywords found in the text, longer keywords weighing more."""
    if not keywords:
        return 0.0
    total = sum(len(k) for k in keywords)
    found = sum(len(k) for k in keywords if k in folded_text)
    return found / total


Group = tuple[str, ...]


def rows_of_columns(columns: list[list[bool]], texts: int) -> list[tuple[bool, ...]]:
    """`presence_columns`' answer for each of the `texts` texts: which groups it holds (as
    tuples, as the columns are turned: a list made of each cost a ranking more than finding
    the keywords did)."""
    if not columns:
        return [() for _ in range(texts)]
    return list(zip(*columns, strict=True))


def presence_columns(groups: Sequence[Group], texts: Sequence[str]) -> list[list[bool]]:
    """For each keyword group, which of the texts hold it, found a group at a time over every
    text (one comprehension per keyword, not a loop per candidate): a ranking tests tens of
    keywords in about a hundred texts."""
    columns: list[list[bool]] = []
    for group in groups:
        if not group:
            columns.append([False] * len(texts))
            continue
        column = [group[0] in text for text in texts]
        for alternative in group[1:]:
            column = [held or alternative in text for held, text in zip(column, texts, strict=True)]
        columns.append(column)
    return columns


def rarities(
    groups: Sequence[Group],
    frequencies: Sequence[int],
    candidates: int,
    focus: frozenset[str],
    context: frozenset[str],
    weights: RankingWeights,
) -> list[float]:
    """Rarity of each keyword group among the candidates (held by `frequencies` of the
    `candidates`), times its length: a word every candidate has decides nothing. A word of the
    sentence that asks (`focus`) weighs more, a word of a named card's text (`context`) less."""
    count = max(1, candidates)
    rarities = []
    for group, frequency in zip(groups, frequencies, strict=True):
        boost = weights.focus_boost if group[0] in focus else 1.0
        if group[0] in context:
            boost = weights.context_factor
        rarities.append(boost * len(group[0]) * math.log(1 + count / (1 + frequency)) + 1e-6)
    return rarities


def weighted_share(
    weights: Sequence[float], held: Sequence[bool], total: float | None = None
) -> float:
    """The share of `weights` whose groups are `held`; `total`: sum(weights), when the caller
    has summed them already (a ranking shares one sum among all its candidates)."""
    if total is None:
        total = sum(weights)
    if total <= 0:
        return 0.0
    if len(weights) != len(held):
        raise ValueError(f"{len(weights)} weights for {len(held)} groups held")
    return sum(compress(weights, held)) / total
