"""A rule's siblings answer beside it: the subrules of one rule are the cases of one concept
("800.4 multiplayer games can continue after one or more players have left the game": what
becomes of the player's objects, of combat damage assigned to them, of their turn, of effects
lasting until it), and a story asks one case in its own words, while the rules' phrase for the
concept ("when a player leaves the game", from its casual words) is said by one case only
(800.4a), which ranks first. So when the best-scored rule says a rules' phrase the
question asks, the other subrules of its parent are read and scored as the first candidates were
(the parent's opening counted as their own words, rulesdb.text.rule_structure): a sibling
outranks the case it was read for only by holding more of the question's words ("turn",
"damage", "choose"). Not for a rule that says none of the phrases asked: the casting steps of
601.2 read for "his spell was on the stack" crowded out the concession rule."""

from __future__ import annotations

import heapq

import aiosqlite

from rulesdb.search import statements
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Candidate, Scored
from rulesdb.search.stages.scoring import ScoredPool
from rulesdb.text.rule_numbers import parent_number

# The best-scored rules whose siblings are read: the first. (The first three found the same
# gold rules on the tuning questions, at twice the cost.)
SIBLINGS_OF = 1
# A family larger than this is a list of concepts, not the cases of one (704.5's 24 state-based
# actions; 800.4 has 14 subrules): its siblings are not read.
MAX_FAMILY = 16
# Families remembered, each read once a process (the same few recur: 104.3, 800.4, 810.8).
FAMILIES_REMEMBERED = 500

Family = tuple[str, str, str]  # (edition, language, parent number)


def parents_of_best(pool: ScoredPool, ranker: Ranker, count: int = SIBLINGS_OF) -> set[Family]:
    """The families of those of the best-scored `count` rules that are subrules and say a
    rules' phrase the question asks (the concept whose cases they are)."""
    best = heapq.nlargest(count, pool.values(), key=lambda s: s.score)
    parents: set[Family] = set()
    for s in best:
        c = s.candidate
        parent = parent_number(c.ref.removeprefix("rule:")) if c.kind == "rule" else None
        if parent is None or not c.edition:
            continue
        if any(p in c.folded for spellings in ranker.phrases for p in spellings):
            parents.add((c.edition, c.lang, parent))
    return parents


class SiblingRules:
    """The subrules of a parent, read once and remembered (a bounded number of families)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        self._families: dict[Family, list[Candidate]] = {}

    async def family(self, parents: set[Family]) -> list[Candidate]:
        """The subrules of the parents, those of a family over MAX_FAMILY left out."""
        unread = {parent for parent in parents if parent not in self._families}
        if unread:
            if len(self._families) + len(unread) > FAMILIES_REMEMBERED:
                self._families.clear()
            read: dict[Family, list[Candidate]] = {parent: [] for parent in unread}
            for row in await statements.sibling_rules(self.db, unread):
                candidate = Candidate.from_row(row)
                number = candidate.ref.removeprefix("rule:")
                key = (candidate.edition or "", candidate.lang, parent_number(number) or "")
                read[key].append(candidate)
            self._families.update(read)
        found = [self._families[parent] for parent in sorted(parents)]
        return [c for family in found if len(family) <= MAX_FAMILY for c in family]

    async def beside(self, pool: ScoredPool, ranker: Ranker) -> ScoredPool:
        """The pool with the siblings of its best rules scored beside them by its ranker."""
        parents = parents_of_best(pool, ranker)
        if not parents:
            return pool
        extra = [c for c in await self.family(parents) if c.doc_id not in pool]
        if not extra:
            return pool
        siblings = dict(pool)
        for candidate, score in zip(extra, ranker.score_more(extra, worded=True), strict=True):
            siblings[candidate.doc_id] = Scored(candidate, score)
        return siblings
