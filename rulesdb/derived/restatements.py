"""Rules the wiki restates: a passage of a wiki section that says a rule almost word for word
(「ライフが0以下のプレイヤーは、ゲームに敗北する。」 and rule 704.5a). Found once at build time;
when such a section matches a question, the rule it restates can answer in its place (the wiki
is friendlier to search, the rule is what a judge cites), and a rule the question's own words
never reached becomes a candidate.

Pairing every passage with every rule would cost passages × rules comparisons, too many for the
whole wiki; each passage is compared only with the few rules that share most of its rarest
trigrams (an inverted index held in memory while the index is rebuilt).
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from rulesdb.text.normalize import fold

# How alike (rapidfuzz's ratio, 0-100) a passage and a rule must be for the one to restate the
# other: the wiki's Japanese rewords particles and order now and then.
RESTATED_LIKENESS = 70
# A passage shorter than this is a heading or a fragment, not a rule said again.
MIN_PASSAGE_CHARS = 12
# A trigram held by more rules than this says little about which rule a passage restates.
COMMON_TRIGRAM_RULES = 300
SHORTLIST = 5
# A passage's rarest trigrams are enough to find the rules it may restate.
RAREST_TRIGRAMS = 16
# A passage that restates a rule shares at least this share of its rarest trigrams with it.
MIN_SHARED_SHARE = 0.4
# Of the sections that match a question best, this many lend their score to the rules they
# restate; the rule gets the section's score, and up to this much more for a passage that holds
# the question's words.
LENDING_SECTIONS = 3
PASSAGE_WORDS_WEIGHT = 0.1
# A passage holding none of the question's words lends this share of the section's score: the
# section matched on its other lines ("Laboratory Maniac with an empty library" matched the
# section of state-based losses by its library line, and 704.5a, the one rule it restates word
# for word, 0 life, came first).
WORDLESS_PASSAGE = 0.6


@dataclass(frozen=True)
class Restatement:
    """A wiki section's passage that restates a rule (the rule's number in `edition`)."""

    section_ref: str
    passage: str  # folded
    edition: str
    number: str


def _lengths_allow(a: str, b: str) -> bool:
    """Whether texts of these lengths can reach RESTATED_LIKENESS at all (rapidfuzz's ratio is
    at most twice the shorter length over the sum of both)."""
    return 200 * min(len(a), len(b)) >= RESTATED_LIKENESS * (len(a) + len(b))


def _trigrams(text: str) -> set[str]:
    return {text[i : i + 3] for i in range(len(text) - 2)}


def find_restatements(
    sections: Iterable[tuple[str, str]], rules: Sequence[tuple[str, str, str]]
) -> list[Restatement]:
    """For each passage (a line) of each section `(ref, text)`, the rule `(edition, number,
    text)` it restates, if any."""
    folded = [fold(text) for _, _, text in rules]
    postings: dict[str, list[int]] = {}
    for index, text in enumerate(folded):
        for gram in _trigrams(text):
            postings.setdefault(gram, []).append(index)
    found: list[Restatement] = []
    for ref, text in sections:
        for line in text.split("\n"):
            passage = fold(line)
            if len(passage) < MIN_PASSAGE_CHARS:
                continue
            held = [postings[g] for g in _trigrams(passage) if g in postings]
            rarest = sorted((h for h in held if len(h) <= COMMON_TRIGRAM_RULES), key=len)
            shared: Counter[int] = Counter()
            for holders in rarest[:RAREST_TRIGRAMS]:
                shared.update(holders)
            best: tuple[float, int] | None = None
            needed = MIN_SHARED_SHARE * min(len(rarest), RAREST_TRIGRAMS)
            for index, count in shared.most_common(SHORTLIST):
                if count < needed:
                    break  # too little in common, and the rest of the shortlist shares less
                if not _lengths_allow(passage, folded[index]):
                    continue
                likeness = fuzz.ratio(passage, folded[index], score_cutoff=RESTATED_LIKENESS)
                if likeness and (best is None or likeness > best[0]):
                    best = (likeness, index)
            if best is not None:
                edition, number, _ = rules[best[1]]
                found.append(Restatement(ref, passage, edition, number))
    return found


def rebuild_restatements(connection: sqlite3.Connection) -> None:
    """The restatements of the wiki's sections (already in `documents`) by the Japanese rules."""
    connection.execute("DELETE FROM restatements")
    rules = [
        (str(e), str(n), str(t))
        for e, n, t in connection.execute(
            "SELECT edition, number, text FROM rules WHERE lang = 'ja' ORDER BY id"
        )
    ]
    if not rules:
        return
    sections = connection.execute("SELECT ref, text FROM documents WHERE kind = 'section'")
    connection.executemany(
        "INSERT INTO restatements (section_ref, passage, edition, number) VALUES (?, ?, ?, ?)",
        [
            (r.section_ref, r.passage, r.edition, r.number)
            for r in find_restatements(sections, rules)
        ],
    )


RuleKey = tuple[str, str]  # (edition, "rule:<number>")


def lent_scores(
    sections: Sequence[tuple[float, Sequence[Restatement]]], keywords: Sequence[str]
) -> dict[RuleKey, float]:
    """The score each restated rule takes from the best-matching sections `(score, their
    restatements)`: the section's, plus a little for a passage holding the question's words."""
    lent: dict[RuleKey, float] = {}
    total = sum(len(k) for k in keywords)
    for score, restatements in sorted(sections, key=lambda s: -s[0])[:LENDING_SECTIONS]:
        for restatement in restatements:
            held = sum(len(k) for k in keywords if k in restatement.passage)
            share = held / total if total else 0.0
            key = (restatement.edition, f"rule:{restatement.number}")
            factor = 1.0 + PASSAGE_WORDS_WEIGHT * share if held else WORDLESS_PASSAGE
            lent[key] = max(lent.get(key, 0.0), score * factor)
    return lent
