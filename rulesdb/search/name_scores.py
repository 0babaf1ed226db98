"""The name search's two fuzzy passes over a question's shortlisted names, each name compared
once: the names that resemble the whole question (rapidfuzz's `WRatio`) and the names nearly all
there inside it (`partial_ratio`), as `process.extract` gives them with each scorer.

For text without whitespace (a folded name is: `fold_name` drops it) every token-based part of
`WRatio` is one token against one token, so `WRatio` is `ratio`, or the larger of `ratio` and
`partial_ratio` scaled by 0.9 (the name at most 8 times shorter or longer) or 0.6: the same
`partial_ratio` that the inside pass asks for. `WRatio` computed that `partial_ratio` and
another like it for each name, and the inside pass a third time. Here `ratio` and
`partial_ratio` are each asked once over the names, and `WRatio` is put together from them; a
score within NEAR of a cutoff (which rapidfuzz tests with a tolerance of its own) is asked of
rapidfuzz's own scorer, as is any text with whitespace. `tests/rulesdb/test_name_scores.py`
compares both passes with `process.extract` over generated names and questions."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rapidfuzz import fuzz, process

# (name, score, its place among the names), as process.extract gives them
Found = tuple[str, float, int]

UNBASED_RATIO = 1.5  # WRatio compares the lengths' ratio with these
PARTIAL_SCALE_LENGTHS = 8.0
PARTIAL_SCALE, FAR_PARTIAL_SCALE = 0.9, 0.6
# Scores are ratios of lengths of a few hundred characters at most: two differ by far more.
NEAR = 0.01
_SPACE_RE = re.compile(r"\s")


def whole_and_inside(
    query: str, names: Sequence[str], cutoff: float, limit: int, inside_cutoff: float | None
) -> tuple[list[Found], list[Found]]:
    """The best `limit` names by `WRatio` of at least `cutoff` (best first, the first among
    equals first), and, unless `inside_cutoff` is None, every name whose `partial_ratio` is at
    least `inside_cutoff` (in the names' order)."""
    # (Whitespace in any name is whitespace in the names joined: one search, not one a name.)
    if _SPACE_RE.search(query) or _SPACE_RE.search("".join(names)):
        return _asked_apart(query, names, cutoff, limit, inside_cutoff)
    lowest = cutoff / PARTIAL_SCALE
    if inside_cutoff is not None:
        lowest = min(lowest, inside_cutoff)
    ratios = _scores(query, names, cutoff, partial=False)
    partials = _scores(query, names, lowest, partial=True)
    whole: list[Found] = []
    # A name neither score found scores 0, under any cutoff above NEAR.
    places = sorted(ratios.keys() | partials.keys()) if cutoff > NEAR else range(len(names))
    for place in places:
        name = names[place]
        score = _wratio(query, name, ratios.get(place, 0.0), partials.get(place, 0.0), cutoff)
        if score is None:  # at a cutoff: rapidfuzz decides
            whole += [(name, found, place) for _, found, _ in _extract(query, name, cutoff)]
        elif score >= cutoff:
            whole.append((name, score, place))
    whole.sort(key=lambda found: (-found[1], found[2]))
    inside: list[Found] = []
    if inside_cutoff is not None:
        for place, score in sorted(partials.items()):
            name = names[place]
            if abs(score - inside_cutoff) < NEAR:
                found = process.extract(
                    query, [name], scorer=fuzz.partial_ratio, limit=None, score_cutoff=inside_cutoff
                )
                inside += [(name, score, place) for _, score, _ in found]
            elif score >= inside_cutoff:
                inside.append((name, score, place))
    return whole[:limit], inside


def _wratio(query: str, name: str, ratio: float, partial: float, cutoff: float) -> float | None:
    """`WRatio(query, name, score_cutoff=cutoff)` of unspaced text from its `ratio` and
    `partial_ratio` (each 0 where below what was asked); None where one is at a cutoff."""
    if not name:
        return 0.0
    if abs(ratio - cutoff) < NEAR:
        return None
    ratio = ratio if ratio >= cutoff else 0.0
    longer, shorter = max(len(query), len(name)), min(len(query), len(name))
    lengths = longer / shorter
    if lengths < UNBASED_RATIO:
        return ratio
    scale = PARTIAL_SCALE if lengths <= PARTIAL_SCALE_LENGTHS else FAR_PARTIAL_SCALE
    if abs(partial - cutoff / scale) < NEAR:
        return None
    return max(ratio, partial * scale if partial >= cutoff / scale else 0.0)


def _scores(query: str, names: Sequence[str], cutoff: float, *, partial: bool) -> dict[int, float]:
    """Place -> `ratio` (or `partial_ratio`) of the names scoring at least about `cutoff` (NEAR
    below it, so that a score at the cutoff is seen)."""
    scorer = fuzz.partial_ratio if partial else fuzz.ratio
    found = process.extract(
        query, names, scorer=scorer, limit=None, score_cutoff=max(0.0, cutoff - NEAR)
    )
    return {place: score for _, score, place in found}


def _extract(query: str, name: str, cutoff: float) -> list[tuple[str, float, int]]:
    return process.extract(query, [name], scorer=fuzz.WRatio, limit=1, score_cutoff=cutoff)


def _asked_apart(
    query: str, names: Sequence[str], cutoff: float, limit: int, inside_cutoff: float | None
) -> tuple[list[Found], list[Found]]:
    """Both passes asked of rapidfuzz as they are (text with whitespace: tokens of its own)."""
    whole = process.extract(query, names, scorer=fuzz.WRatio, limit=limit, score_cutoff=cutoff)
    if inside_cutoff is None:
        return list(whole), []
    inside = process.extract(
        query, names, scorer=fuzz.partial_ratio, limit=None, score_cutoff=inside_cutoff
    )
    return list(whole), sorted(inside, key=lambda found: found[2])
