"""A rule's siblings told apart by what each says that the others do not.

The subrules of one rule share their parent's opening (rulesdb.text.rule_structure) and most of
their words: 800.4a and 800.4j both say "a player leaves the game", 704.5a and 704.5b both "a
player … loses the game". The rules' phrase a story's casual words ask for is said by one case
(800.4a), which ranks first, while the story asks another in its own words ("their turn": 800.4j,
which its words alone may not even reach). So the family of each of the best-scored rules is
read whole (when it is a concept's cases, not a chapter's list), the members the question's words
did not reach scored as the first candidates were, and each member is weighed again by the
question's words that set it apart in its family: a word weighs the ranker's weight for it times
how few of the family's rules say it (their own text and their `Example:` paragraphs, in each
edition and language). The family's members then take the scores they held between them in
that order (and the members read in, theirs): no other candidate moves.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Mapping, Sequence

import aiosqlite

from rulesdb.search import statements
from rulesdb.search.ranking import Group, Ranker, presence_in_each
from rulesdb.search.stages.candidates import Scored
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.search.stages.scoring import ScoredPool
from rulesdb.text.normalize import fold
from rulesdb.text.rule_numbers import parent_number

# The best-scored printings whose family is read whole and told apart, when it is small enough
# to be the cases of one concept or a short list (800.4's fourteen: a departed player's objects,
# the damage assigned to them, their turn…; 704.5's 23 state-based actions). A larger one is a
# chapter's list of concepts (702's keywords, 701's keyword actions). (Reading the families of
# the best 8 found the same gold rules on the tuning questions as the best 3.)
READ_FROM = 3
MAX_FAMILY = 24
# Families remembered, each read once a process (the same few recur: 104.3, 704.5, 800.4).
FAMILIES_REMEMBERED = 512

Family = tuple[str, str, str]  # (edition, language, parent number)


def distinctive_shares(
    groups: Sequence[Group], weights: Sequence[float], texts: Mapping[str, str]
) -> dict[str, float]:
    """For each rule of a family (number -> its folded text), the share it holds of the weight
    of the question's words that some of the family say: a word weighs `weights`' weight for it
    times log((n + 1) / (k + 1)) / log(n + 1) for k of the family's n rules saying it (every
    rule saying it: nothing)."""
    size = len(texts)
    if size < 2 or not groups:
        return dict.fromkeys(texts, 0.0)
    held = dict(zip(texts, presence_in_each(groups, list(texts.values())), strict=True))
    counts = [sum(column) for column in zip(*held.values(), strict=True)]
    scale = math.log(size + 1)
    telling = [
        weight * math.log((size + 1) / (count + 1)) / scale if count else 0.0
        for weight, count in zip(weights, counts, strict=True)
    ]
    total = sum(telling)
    if total <= 0:
        return dict.fromkeys(texts, 0.0)
    return {
        number: sum(w for w, says in zip(telling, row, strict=True) if says) / total
        for number, row in held.items()
    }


class RuleFamilies:
    """The rules under a parent, with their examples, folded; read once and remembered."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        self._texts: dict[Family, dict[str, str]] = {}

    async def texts(self, families: set[Family]) -> dict[Family, dict[str, str]]:
        """For each family, its rules' numbers and folded texts (their examples included)."""
        unread = {family for family in families if family not in self._texts}
        if unread:
            if len(self._texts) + len(unread) > FAMILIES_REMEMBERED:
                self._texts.clear()
            read: dict[Family, dict[str, str]] = {family: {} for family in unread}
            for edition, lang, parent, number, text, examples in await statements.rule_families(
                self.db, unread
            ):
                read[(edition, lang, parent)][number] = fold(f"{text} {examples or ''}")
            self._texts.update(read)
        return {family: self._texts[family] for family in families}


def families_of_best(pool: ScoredPool, count: int = READ_FROM) -> set[Family]:
    """The families of the best-scored `count` printings that are rules under a parent."""
    best = heapq.nlargest(count, pool.values(), key=lambda s: (s.score, -s.candidate.doc_id))
    families = set()
    for s in best:
        c = s.candidate
        parent = parent_number(c.ref.removeprefix("rule:")) if c.kind == "rule" else None
        if parent is not None and c.edition:
            families.add((c.edition, c.lang, parent))
    return families


async def with_siblings_told_apart(
    pool: ScoredPool,
    ranker: Ranker,
    families: RuleFamilies,
    printings: RulePrintings,
    share: float,
) -> ScoredPool:
    """The pool with the small families of its best rules read whole (the rules the question's
    words did not reach scored as the first candidates were), and each family's members
    reordered by their score plus `share` times their share of the family's telling words,
    taking the scores they held."""
    wanted = families_of_best(pool) if share > 0 else set()
    if not wanted:
        return pool
    texts = await families.texts(wanted)
    # (edition, language, ref) of each member of a family small enough -> its family
    member_of = {
        (family[0], family[1], f"rule:{number}"): family
        for family in wanted
        if 1 < len(texts[family]) <= MAX_FAMILY
        for number in texts[family]
    }
    members: dict[Family, list[Scored]] = {}
    for s in pool.values():
        c = s.candidate
        family = member_of.get((c.edition or "", c.lang, c.ref)) if c.kind == "rule" else None
        if family is not None:
            members.setdefault(family, []).append(s)
    present = {
        (s.candidate.edition or "", s.candidate.lang, s.candidate.ref)
        for f in members.values()
        for s in f
    }
    unread = {key[2] for key in member_of if key not in present}
    if unread:
        extra = [
            c
            for c in await printings.rules(unread)
            if (c.edition or "", c.lang, c.ref) in member_of and c.doc_id not in pool
        ]
        for candidate, score in zip(extra, ranker.score_more(extra, resembled=False), strict=True):
            family = member_of[(candidate.edition or "", candidate.lang, candidate.ref)]
            members.setdefault(family, []).append(Scored(candidate, score))
    told = dict(pool)
    for family, scored in members.items():
        for s in _told_apart(scored, ranker, texts[family], family[1], share):
            told[s.candidate.doc_id] = s
    return told


def _told_apart(
    members: list[Scored], ranker: Ranker, texts: Mapping[str, str], lang: str, share: float
) -> list[Scored]:
    """A family's members (as scored) in the order of their score plus `share` times their share
    of its telling words, the best taking the best of their scores."""
    groups: Sequence[Group] = ranker.query.keyword_groups
    weights: Sequence[float] = ranker.own_weights
    if (lang == "ja") != ranker.query.japanese:
        groups, weights = ranker.translated_groups, ranker.translated_weights
    shares = distinctive_shares(groups, weights, texts)
    order = sorted(
        members,
        key=lambda s: -(s.score + share * shares.get(s.candidate.ref.removeprefix("rule:"), 0.0)),
    )
    scores = sorted((s.score for s in members), reverse=True)
    return [Scored(s.candidate, score) for s, score in zip(order, scores, strict=True)]
