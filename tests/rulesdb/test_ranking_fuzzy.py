"""The title comparisons of a question, each distinct title once and many in one call, score
exactly as one comparison at a time (rapidfuzz's WRatio of the question and the title)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rapidfuzz import fuzz

from rulesdb.search.query import analyze
from rulesdb.search.ranking import (
    FUZZY_BATCHED_FROM,
    SHORT_QUESTION,
    Ranker,
    folded_title,
)
from rulesdb.search.weights import RankingWeights
from rulesdb.text.normalize import fold
from rulesdb.text.vocabulary import Vocabulary


@dataclass
class Document:
    title: str
    folded: str
    kind: str = "rule"
    lang: str = "en"
    edition: str | None = "20260116"
    ref: str = "rule:104.3a"
    page: str | None = None
    prior: float = 0.0
    facet: str | None = None
    bm25: float = 1.0
    name_score: float = 0.0
    exact_number: bool = False
    keyword_rule: bool = False
    keyword_unasked: bool = False


def one_at_a_time(ranker: Ranker, index: int, name: float = 0.0) -> float:
    """What a candidate's resemblance was when each was compared on its own."""
    query = ranker.query
    candidate = ranker.candidates[index]
    resemblance = 0.0
    if len(query.folded) <= SHORT_QUESTION and (candidate.lang == "ja") == query.japanese:
        resemblance = fuzz.partial_ratio(query.folded, ranker.texts[index]) / 100
    title = folded_title(candidate.title)
    similarity = fuzz.WRatio(query.folded, title) / 100 if title else 0.0
    weights = RankingWeights()
    return weights.text * resemblance + weights.title * max(similarity, name)


_WORDS = st.text(alphabet="abcdefg loseあいう毒カウンター ", max_size=30)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    question=st.text(alphabet="abcdefg loseあいう毒カウンター ?", min_size=1, max_size=300),
    titles=st.lists(_WORDS, min_size=1, max_size=FUZZY_BATCHED_FROM * 3),
)
def test_batched_title_comparisons_equal_single_ones(question: str, titles: list[str]) -> None:
    query = analyze(question, Vocabulary([]))
    documents = [Document(title=t, folded=fold(f"{t} the player loses")) for t in titles]
    ranker = Ranker(query, documents)
    parts = [ranker._cheap(i) for i in range(len(documents))]
    assert ranker._fuzzy(parts) == [one_at_a_time(ranker, i) for i in range(len(documents))]


def test_a_story_scores_its_candidates_as_one_comparison_at_a_time() -> None:
    story = (
        "My opponent attacked with Phage the Untouchable, I chump blocked, then he cast a "
        "spell that gave me ten poison counters while I controlled Platinum Angel: do I lose?"
    )
    query = analyze(story, Vocabulary([]))
    titles = [f"104.3{letter}" for letter in "abcdefghijklmnopqrst"] + [
        "Platinum Angel",
        "Phage the Untouchable",
        "毒カウンター",
        "",
        "Poison Counters",
    ] * 4
    documents = [Document(title=t, folded=fold(f"{t} loses the game")) for t in titles]
    ranker = Ranker(query, documents)
    # the comparison in one call, each title once
    assert len(set(titles) - {""}) >= FUZZY_BATCHED_FROM
    parts = [ranker._cheap(i) for i in range(len(documents))]
    expected = [one_at_a_time(ranker, i) for i in range(len(documents))]
    assert ranker._fuzzy(parts) == expected
    assert expected[titles.index("Platinum Angel")] > expected[titles.index("")]


def test_printings_scored_later_are_compared_only_for_titles_not_yet_compared(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A rule's printing in the other language, scored after the first ranking (`score_more`),
    # shares its title (its number) with the printing ranked first: the title is compared with
    # the question once, and the later printing scores as a fresh comparison would score it.
    story = "My opponent attacked with Phage the Untouchable and I was at 3 life: do I lose?"
    query = analyze(story, Vocabulary([]))
    first = [Document(title=t, folded=fold(f"{t} loses the game")) for t in ("104.3a", "704.5a")]
    later = [Document(title="704.5a", folded=fold("704.5a 0 or less life"), lang="ja")]
    expected = Ranker(query, first).score_more(later)  # its title compared afresh
    ranker = Ranker(query, first)
    ranker.scores()
    compared: list[str] = []
    real = fuzz.WRatio

    def counted(question: str, title: str, **options: object) -> float:
        compared.append(title)
        return float(real(question, title, **options))

    monkeypatch.setattr("rulesdb.search.ranking.fuzz.WRatio", counted)
    assert ranker.score_more(later) == expected
    assert compared == []


def test_a_title_sharing_no_character_with_the_question_scores_0_uncompared(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A rule's number beside a question in words: no part of WRatio finds a character in
    # common, so the title resembles the question not at all, as a comparison would say.
    query = analyze("呪文を唱えたあとで対象が消えたらどうなりますか", Vocabulary([]))
    documents = [Document(title=t, folded=fold(f"{t} loses")) for t in ("608.2b", "対象")]
    ranker = Ranker(query, documents)
    parts = [ranker._cheap(i) for i in range(len(documents))]
    expected = [one_at_a_time(ranker, i) for i in range(len(documents))]
    compared: list[str] = []
    real = fuzz.WRatio

    def counted(question: str, title: str, **options: object) -> float:
        compared.append(title)
        return float(real(question, title, **options))

    monkeypatch.setattr("rulesdb.search.ranking.fuzz.WRatio", counted)
    assert ranker._fuzzy(parts) == expected
    assert compared == [folded_title("対象")]
    assert fuzz.WRatio(query.folded, "608.2b") == 0
