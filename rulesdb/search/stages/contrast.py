"""A rule's siblings told apart by what each says that the others do not.

The subrules of one rule share their parent's opening (rulesdb.text.rule_structure) and most of
their words: 800.4a and 800.4j both say "a player leaves the game", 704.5a and 704.5b both "a
player … loses the game". The rules' phrase a story's casual words ask for is said by one case
(800.4a), which ranks first, while the story asks another in its own words ("their turn": 800.4j,
which its words alone may not even reach). So the family of each of the best-scored rules is
read (when it is a concept's cases, not a chapter's list), and each member is weighed by the
question's words that set it apart in its family: a word weighs the ranker's weight for it times
how few of the family's rules say it (their own text and their `Example:` paragraphs, in each
edition and language). A member the question's words did not reach joins, scored as the first
candidates were, when it is set apart at least as well as those they reached; the family's
members then take the scores they held between them in the order of their score plus a share of
how well they are set apart: no other candidate moves.
"""

from __future__ import annotations

import functools
import heapq
import math
import re
from collections.abc import Mapping, Sequence
from operator import attrgetter

import aiosqlite

from rulesdb.search import statements
from rulesdb.search.keyword_shares import Group, presence_columns
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Scored
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.search.stages.scoring import ScoredPool
from rulesdb.text.normalize import fold, fold_kana
from rulesdb.text.rule_numbers import parent_number

# The best-scored printings whose family is read and told apart, when it is small enough to be
# the cases of one concept or a short list (800.4's fourteen: a departed player's objects, the
# damage assigned to them, their turn…; 704.5's 23 state-based actions). A larger one is a
# chapter's list of concepts (702's keywords, 701's keyword actions). (The best 3 found two
# fewer gold rules on the tuning questions, the best 8 one more at more cost:
# docs/evaluation.md.)
READ_FROM = 5
MAX_FAMILY = 24
# Families remembered, each read once a process (the same few recur: 104.3, 704.5, 800.4).
# Room for every family of the rules files: a family is a rule's number in an edition and
# language, with the rules under it (12,081 numbers in the four files of 2026, 2,730 of them
# parents: their folded texts and examples take 8 MB, the rest are empty). With 512 the 251
# stories (about 850 families) forgot all once or twice a round and read a third again.
FAMILIES_REMEMBERED = 16384
# (family, word) pairs whose rules saying the word are remembered.
WORDS_REMEMBERED = 65536

Family = tuple[str, str, str]  # (edition, language, parent number)


def telling_shares(
    numbers: Sequence[str], said: Sequence[Sequence[bool]], weights: Sequence[float]
) -> dict[str, float]:
    """For each of a family's rules, the share it holds of the weight of the question's words
    (`said[i][j]`: word i is said by rule j) that some of the family say: a word weighs its
    weight times log((n + 1) / (k + 1)) / log(n + 1) for k of the family's n rules saying it
    (every rule saying it: nothing)."""
    size = len(numbers)
    if size < 2:
        return dict.fromkeys(numbers, 0.0)
    scale = math.log(size + 1)
    telling = [
        (weight * math.log((size + 1) / (count + 1)) / scale, column)
        for weight, column in zip(weights, said, strict=True)
        if (count := sum(column))
    ]
    total = sum(weight for weight, _ in telling)
    if total <= 0:
        return dict.fromkeys(numbers, 0.0)
    held = [0.0] * size
    for weight, column in telling:
        for j, says in enumerate(column):
            if says:
                held[j] += weight
    return {number: share / total for number, share in zip(numbers, held, strict=True)}


class RuleFamilies:
    """The rules under a parent, with their examples, folded; read once and remembered, and
    which of them say a word, remembered too (a story's common words come back question after
    question)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        self._texts: dict[Family, dict[str, str]] = {}
        self._said: dict[tuple[Family, Group], tuple[bool, ...]] = {}

    async def texts(self, families: set[Family]) -> dict[Family, dict[str, str]]:
        """For each family, its rules' numbers and folded texts (their examples included)."""
        unread = {family for family in families if family not in self._texts}
        if unread:
            if len(self._texts) + len(unread) > FAMILIES_REMEMBERED:
                # Forgotten all: those asked that were remembered are read again with the rest.
                self._texts.clear()
                self._said.clear()
                unread = set(families)
            read: dict[Family, dict[str, str]] = {family: {} for family in unread}
            for edition, lang, parent, number, text, examples in await statements.rule_families(
                self.db, unread
            ):
                read[(edition, lang, parent)][number] = fold(f"{text} {examples or ''}")
            self._texts.update(read)
        return {family: self._texts[family] for family in families}

    def shares(
        self, family: Family, groups: Sequence[Group], weights: Sequence[float]
    ) -> dict[str, float]:
        """For each rule of a family read by `texts`, the share it holds of the weight of the
        question's words that some of the family say (`telling_shares`; which of the family
        say each group is remembered between questions)."""
        texts = self._texts[family]
        if len(self._said) + len(groups) > WORDS_REMEMBERED:
            self._said.clear()
        missing = [group for group in groups if (family, group) not in self._said]
        for group, column in zip(
            missing, presence_columns(missing, list(texts.values())), strict=True
        ):
            self._said[(family, group)] = tuple(column)
        said = [self._said[(family, group)] for group in groups]
        return telling_shares(list(texts), said, weights)


def families_of_best(pool: ScoredPool) -> set[Family]:
    """The families of the best-scored READ_FROM printings that are rules under a parent."""
    best = heapq.nlargest(READ_FROM, pool.values(), key=_score)
    families = set()
    for s in best:
        c = s.candidate
        if c.kind != "rule" or not c.edition:
            continue
        number = c.ref.removeprefix("rule:")
        parent = parent_number(number)
        if parent is not None:
            families.add((c.edition, c.lang, parent))
        families.add((c.edition, c.lang, number))
    return families


async def with_siblings_told_apart(
    pool: ScoredPool,
    ranker: Ranker,
    families: RuleFamilies,
    printings: RulePrintings,
    share: float,
) -> ScoredPool:
    """The pool with the small families of its best rules told apart: the members the question's
    words did not reach but set apart at least as well as those they reached scored as the first
    candidates were, and each family's members reordered by their score plus `share` times
    their share of the family's telling words, taking the scores they held."""
    wanted = families_of_best(pool) if share > 0 else set()
    if not wanted:
        return pool
    texts = await families.texts(wanted)
    small = {family for family in wanted if 1 < len(texts[family]) <= MAX_FAMILY}
    member_of = {
        (family[0], family[1], f"rule:{number}"): family
        for family in small
        for number in texts[family]
    }
    members: dict[Family, list[Scored]] = {family: [] for family in small}
    for s in pool.values():
        c = s.candidate
        family = member_of.get((c.edition or "", c.lang, c.ref))
        if family is not None and c.kind == "rule":
            members[family].append(s)
    shares = {family: _shares(ranker, families, family) for family in small}
    # (edition, language, ref) of each member worth reading -> its family
    unread: dict[tuple[str, str, str], Family] = {}
    for family, present in members.items():
        said = shares[family]
        best = max((said[_number(s)] for s in present), default=0.0)
        reached = {_number(s) for s in present}
        for number, telling in said.items():
            if number not in reached and telling > 0 and telling >= best:
                unread[(family[0], family[1], f"rule:{number}")] = family
    if unread:
        extra = [
            c
            for c in await printings.rules({key[2] for key in unread})
            if (c.edition or "", c.lang, c.ref) in unread and c.doc_id not in pool
        ]
        for candidate, score in zip(extra, ranker.score_more(extra, resembled=False), strict=True):
            family = unread[(candidate.edition or "", candidate.lang, candidate.ref)]
            members[family].append(Scored(candidate, score))
    told = dict(pool)
    for family, scored in members.items():
        for s in _told_apart(scored, shares[family], share):
            told[s.candidate.doc_id] = s
    return told


_score = attrgetter("score")


def _number(s: Scored) -> str:
    return s.candidate.ref[len("rule:") :]


# A Japanese noun phrase of two words joined by の (「自分のターン」): kanji or katakana runs.
_WORD = r"[\u4e00-\u9fff\u3005]+|[\u30a1-\u30fa\u30fc]+"


# (Compiled when a Japanese question first asks: a class of the kanji's range costs a
# millisecond to compile in every process that searches.)
@functools.cache
def _noun_phrase_re() -> re.Pattern[str]:
    return re.compile(rf"(?=({_WORD})の({_WORD}))")


def _noun_phrases(
    query_text: str, groups: Sequence[Group], weights: Sequence[float]
) -> tuple[list[Group], list[float]]:
    """The question's Japanese noun phrases "X の Y" of two of its keywords, each weighing
    both: 800.4a and 800.4j both say 自分 and ターン, 800.4j alone 「自分のターン」."""
    weight_of = {group[0]: weight for group, weight in zip(groups, weights, strict=True)}
    phrases: list[Group] = []
    phrase_weights: list[float] = []
    for first, second in _noun_phrase_re().findall(query_text):
        head, tail = fold_kana(first), fold_kana(second)
        if head in weight_of and tail in weight_of and (head + "の" + tail,) not in phrases:
            phrases.append((head + "の" + tail,))
            phrase_weights.append(weight_of[head] + weight_of[tail])
    return phrases, phrase_weights


def _shares(ranker: Ranker, families: RuleFamilies, family: Family) -> dict[str, float]:
    """The telling shares of a family's rules for the ranker's question: its own words for
    rules in its language, their translations for the other's."""
    if (family[1] == "ja") == ranker.query.japanese:
        groups, weights = list(ranker.query.keyword_groups), list(ranker.own_weights)
        if ranker.query.japanese:
            phrases, phrase_weights = _noun_phrases(ranker.query.kana_kept, groups, weights)
            groups += phrases
            weights += phrase_weights
        return families.shares(family, groups, weights)
    return families.shares(family, ranker.translated_groups, ranker.translated_weights)


def _told_apart(members: list[Scored], shares: Mapping[str, float], share: float) -> list[Scored]:
    """A family's members (as scored) in the order of their score plus `share` times their share
    of its telling words, the best taking the best of their scores."""
    order = sorted(members, key=lambda s: -(s.score + share * shares.get(_number(s), 0.0)))
    scores = sorted((s.score for s in members), reverse=True)
    return [Scored(s.candidate, score) for s, score in zip(order, scores, strict=True)]
