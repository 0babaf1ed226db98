"""Turning any user text into a safe FTS5 query over the trigram index.

A user's question is never passed to MATCH as written: FTS5 syntax (`"`, `AND`, `NEAR(`, `*`, `:`)
would be interpreted or rejected. Instead the folded question is cut into trigrams, each quoted as
a string, and OR-ed: BM25 then ranks a document by how many of the question's trigrams it shares,
weighted by rarity, which tolerates typos, missing particles and word order.
"""

from __future__ import annotations

import re

from rulesdb.text.normalize import apostrophe_spellings, fold_kana

MAX_TRIGRAMS = 48
MAX_SELECTED = 16
POSTINGS_BUDGET = 800
# In a question this short, its grammar (`ままだった`) is a large part of what it says.
SHORT_QUESTION_CHARS = 16
_PARTICLE_TRIGRAM_RE = re.compile(r"^[\u3041-\u3096]{3}$")


def trigrams(text: str) -> list[str]:
    """Distinct trigrams of each space-separated chunk, in order of first appearance."""
    seen: dict[str, None] = {}
    for chunk in text.split():
        for start in range(len(chunk) - 2):
            seen.setdefault(chunk[start : start + 3], None)
    return list(seen)


def _quote(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def question_trigrams(terms: list[str], *, keep_hiragana: bool) -> list[str]:
    """The trigrams of a question, folded like the index, in order of first appearance.

    `terms` are folded but for kana (`fold_keeping_kana`): pure-hiragana trigrams there are
    grammar (`になっ`, `ったら`) and are left out unless the question is written in kana only
    or is short enough that its grammar is much of what it says.
    """
    grams: list[str] = []
    keep_hiragana = keep_hiragana or sum(len(t) for t in terms) <= SHORT_QUESTION_CHARS
    for term in terms:
        for gram in trigrams(term):
            if not keep_hiragana and _PARTICLE_TRIGRAM_RE.match(gram):
                continue
            gram = fold_kana(gram)
            if gram not in grams:
                grams.append(gram)
    return grams


def match_expression(
    grams: list[str], limit: int = MAX_TRIGRAMS, *, every: bool = False
) -> str | None:
    """An OR (or, with `every`, an AND) of quoted trigrams, or None when there are none."""
    if not grams:
        return None
    if len(grams) > limit:
        # Spread the sample over the whole question rather than keeping only its start.
        step = len(grams) / limit
        grams = [grams[int(i * step)] for i in range(limit)]
    return (" AND " if every else " OR ").join(_quote(g) for g in grams)


def phrase_expression(phrase: str) -> str | None:
    """A folded phrase as one FTS5 phrase: on the trigram index, a substring match. The rules
    print apostrophes curly (`can’t`), players type them straight: either is asked."""
    if len(phrase) < 3:
        return None
    return " OR ".join(_quote(s) for s in apostrophe_spellings(phrase))


def selective_trigrams(
    grams: list[str],
    frequency: dict[str, int],
    *,
    budget: int = POSTINGS_BUDGET,
    minimum: int = 3,
    keep: int = MAX_SELECTED,
) -> list[str]:
    """The question's rarest trigrams, up to a budget of postings (documents to score).

    Posting lists of common trigrams (`the`, `げーむ`) are what makes an OR query slow, and they
    say little about which document is meant; the ranking reads the whole question anyway. A
    fixed budget bounds the cost of a query however large the corpus grows.
    """
    present = sorted((g for g in grams if frequency.get(g, 0) > 0), key=lambda g: frequency[g])
    chosen: list[str] = []
    postings = 0
    for gram in present:
        if len(chosen) >= keep or (len(chosen) >= minimum and postings + frequency[gram] > budget):
            break
        chosen.append(gram)
        postings += frequency[gram]
    return chosen


def over_budget(grams: list[str], frequency: dict[str, int], budget: int = POSTINGS_BUDGET) -> bool:
    """Whether even the rarest trigrams are common enough that OR-ing them scores too many
    documents; then a document must hold all of them (an AND narrows the set before BM25)."""
    return sum(frequency.get(g, 0) for g in grams) > budget * 4
