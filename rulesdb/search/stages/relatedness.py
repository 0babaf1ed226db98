"""Whether the hits say anything the question asks: a hit is related when it holds one of the
question's words (in its own language or translated; a typo within one or two letters counts),
names a card the question names, or is the rule or keyword rule it names. The trigram index
finds documents for any text at all ("EVILMARKERZQX" shares trigrams with "marker"); when no hit
is related, there is no answer, and what is shown instead is the names closest to the words."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from rapidfuzz import fuzz, process

from rulesdb.search.name_index import NameIndex
from rulesdb.search.query import AnalyzedQuery
from rulesdb.search.ranking import CARD_NAME_TRUSTED
from rulesdb.search.stages.candidates import Candidate, Scored

# A word of the question and a word of the hit within this similarity are the same word misspelt
# ("poisen", "poison"); shorter words must match exactly, their one letter is a fifth of them.
TYPO_SIMILARITY = 80
TYPO_MIN_LENGTH = 5
SUGGESTIONS = 5
SUGGESTION_CUTOFF = 0.8
_WORD = re.compile(r"[a-z0-9']+")


def _question_words(query: AnalyzedQuery) -> list[str]:
    words = [word for group in query.keyword_groups for word in group]
    return [*words, *query.translated_keywords, *query.formal]


def holds_the_question(candidate: Candidate, query: AnalyzedQuery) -> bool:
    """The hit says something the question asks (see the module's docstring)."""
    if candidate.exact_number or candidate.keyword_rule:
        return True
    if candidate.kind == "card" and candidate.name_score >= CARD_NAME_TRUSTED:
        return True
    words = _question_words(query)
    if any(word in candidate.folded for word in words):
        return True
    spelt = [word for word in words if len(word) >= TYPO_MIN_LENGTH and word.isascii()]
    if not spelt:
        return False
    own_words = set(_WORD.findall(candidate.folded))
    return any(
        process.extractOne(word, own_words, scorer=fuzz.ratio, score_cutoff=TYPO_SIMILARITY)
        for word in spelt
    )


def any_related(shown: Iterable[Scored], query: AnalyzedQuery) -> bool:
    return any(holds_the_question(scored.candidate, query) for scored in shown)


def close_names(query: AnalyzedQuery, names: Sequence[NameIndex]) -> list[str]:
    """The names (cards, lists, headings) closest to the question's words, most alike first,
    for a question nothing answers; none when nothing is close."""
    found: dict[str, float] = {}
    for word in [word for group in query.keyword_groups for word in group][:SUGGESTIONS]:
        for index in names:
            for match in index.search(word, limit=2, cutoff=SUGGESTION_CUTOFF, whole_name=True):
                found[match.label] = max(found.get(match.label, 0.0), match.score)
    return [label for label, _ in sorted(found.items(), key=lambda i: (-i[1], i[0]))][:SUGGESTIONS]
