"""The application layer's one answer cache, keyed by what a request means rather than how it
was typed.

The database is read-only while the app runs, so an answer stays right; players ask the same
questions again and again, the bot pages through the same rules and lists, and walkthroughs cite
the same few dozen rules. Keys are canonical, so that spellings of one request share one entry:

- a rule by its number as rulesdb parses it ("CR 724.5", "724.5" and "７２４．５" are 724.5) and
  the edition it is in; asked without an edition, by the edition the lookup chose the first time;
- a card by its folded name (the catalog finds a card from nothing else);
- a question (search, card lists) by `question_key` and, for a search, the number of hits;
- a preset's simulation by the preset's name and the language (presets are seeded, so the result
  is always the same).

A rule that is not found is kept too, under its canonical number and the edition asked (its
message and suggestions name the number as rulesdb parses it, never as it was typed): a
walkthrough cites a dozen rules that the wiki's edition lacks, on every run. It is one more
entry of the same bounded cache. Other failed lookups are not kept (their messages quote what was
typed). Callers get their own copy of an answer: a renderer that edits its answer must not edit
the cache.
"""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar, cast

from bot.application.answer_types import (
    CardAnswer,
    CardListAnswer,
    RuleAnswer,
    SearchAnswer,
    SimulationResult,
)
from bot.application.lru import LruCache
from rulesdb.errors import BadLookupError, NotInDatabaseError
from rulesdb.lookup.rules_lookup import RuleOutcome
from rulesdb.text.normalize import fold_name
from rulesdb.text.rule_numbers import parse_rule_number

Key = tuple[str, ...]
# Looks up numbers in an edition (or the one each most likely means): an outcome each, in order.
LookUpRules = Callable[[list[str], str | None], Awaitable[Sequence[RuleOutcome]]]
AnyAnswer = TypeVar("AnyAnswer", RuleAnswer, SearchAnswer, CardAnswer, CardListAnswer)
Question = TypeVar("Question", SearchAnswer, CardListAnswer)
T = TypeVar("T")


class AnswerCache:
    """Answers by canonical key, least recently used dropped first; size 0 keeps nothing."""

    def __init__(self, size: int) -> None:
        self._answers: LruCache[Key, object] | None = LruCache(size) if size > 0 else None
        # The edition a number asked without one resolved to: a few bytes for each rule number
        # the database holds at most, so it needs no bound of its own.
        self._chosen_editions: dict[str, str] = {}

    def __len__(self) -> int:
        return len(self._answers) if self._answers is not None else 0

    @property
    def remembers(self) -> bool:
        """Whether answers are kept (a size above 0)."""
        return self._answers is not None

    async def _remembered(self, key: Key, compute: Callable[[], Awaitable[AnyAnswer]]) -> AnyAnswer:
        if self._answers is None:
            return await compute()
        if key in self._answers:
            # A key holds one kind of answer: the kind its first element names.
            return _own_copy(cast(AnyAnswer, self._answers.get(key)))
        answer = await compute()
        self._answers.put(key, answer)
        return _own_copy(answer)

    async def rule(
        self,
        number: str,
        edition: str | None,
        look_up: Callable[[str, str | None], Awaitable[RuleAnswer]],
    ) -> RuleAnswer:
        """`look_up(number, edition)`, remembered under the number and the edition it is in."""

        async def one_by_one(numbers: list[str], edition: str | None) -> list[RuleOutcome]:
            return [await _outcome(look_up(number, edition)) for number in numbers]

        (outcome,) = await self.rules([number], edition, one_by_one)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    async def rules(
        self, numbers: Sequence[str], edition: str | None, look_up: LookUpRules
    ) -> list[RuleOutcome]:
        """Each number's answer or error: remembered ones from here, the others from one call
        of `look_up(those numbers, edition)`. An answer is remembered under the number and the
        edition it is in (and, asked without an edition, the edition chosen); a rule not found
        under the number and the edition asked."""
        outcomes: list[RuleOutcome | None] = [None] * len(numbers)
        missing: list[int] = []
        for index, number in enumerate(numbers):
            outcomes[index] = self._remembered_rule(number, edition)
            if outcomes[index] is None:
                missing.append(index)
        if missing:
            found = await look_up([numbers[index] for index in missing], edition)
            for index, outcome in zip(missing, found, strict=True):
                outcomes[index] = self._remember_rule(numbers[index], edition, outcome)
        return [outcome for outcome in outcomes if outcome is not None]

    def _rule_keys(self, number: str, edition: str | None) -> tuple[Key | None, Key] | None:
        """(where its answer is, if known; where its absence is) for a number that can be
        remembered."""
        if self._answers is None:
            return None
        canonical = parse_rule_number(number)
        if canonical is None:
            return None
        chosen = edition or self._chosen_editions.get(canonical)
        found = ("rule", canonical, chosen) if chosen is not None else None
        return found, ("rule not found", canonical, edition or "")

    def _remembered_rule(self, number: str, edition: str | None) -> RuleOutcome | None:
        keys = self._rule_keys(number, edition)
        if keys is None or self._answers is None:
            return None
        for key in keys:
            if key is not None and key in self._answers:
                remembered = self._answers.get(key)
                if isinstance(remembered, NotInDatabaseError):
                    return _fresh(remembered)
                return _own_copy(cast(RuleAnswer, remembered))
        return None

    def _remember_rule(self, number: str, edition: str | None, outcome: RuleOutcome) -> RuleOutcome:
        keys = self._rule_keys(number, edition)
        if keys is None or self._answers is None or isinstance(outcome, BadLookupError):
            return outcome
        if isinstance(outcome, NotInDatabaseError):
            self._answers.put(keys[1], outcome)
            return _fresh(outcome)
        canonical = keys[1][1]
        if edition is None:
            self._chosen_editions[canonical] = outcome["edition"]
        self._answers.put(("rule", canonical, edition or outcome["edition"]), outcome)
        return _own_copy(outcome)

    async def card(self, name: str, look_up: Callable[[], Awaitable[CardAnswer]]) -> CardAnswer:
        return await self._remembered(("card", fold_name(name)), look_up)

    async def question(
        self, kind: str, query: str, look_up: Callable[[], Awaitable[Question]], *extra: str
    ) -> Question:
        """A search or card-list answer, with `query` as this caller asked it."""
        # The question's analysis is imported with the first question, not by every lookup.
        from rulesdb.search.query import question_key

        answer = await self._remembered((kind, question_key(query), *extra), look_up)
        answer["query"] = query
        return answer

    def preset_simulation(
        self, preset: str, lang: str, simulate: Callable[[], SimulationResult]
    ) -> SimulationResult:
        """`simulate()`, remembered under the preset's name and the language. Synchronous: the
        engine is, and callers run it in a thread when it may take long."""
        if self._answers is None:
            return simulate()
        key = ("simulation", preset, lang)
        if key not in self._answers:
            self._answers.put(key, simulate())
        return _own_copy(cast(SimulationResult, self._answers.get(key)))


# Immutable leaves: a copy shares them, as `copy.deepcopy` does.
_SHARED_LEAVES = (str, int, bool, type(None), float)


def _own_copy(answer: T) -> T:
    """A deep copy of an answer: its dicts, lists and tuples copied, its strings and numbers
    shared. Answers are plain data, and this walk is quicker than `copy.deepcopy` (no memo, no
    dispatch table): a walkthrough's simulation result is copied on every /simulate. Sharing
    the strings keeps what a session holds as small as a deepcopy's (a pickle round trip would
    be faster, but copies every string)."""
    return cast(T, _copied(answer))


def _copied(value: object) -> object:
    if type(value) is dict:
        return {k: v if type(v) in _SHARED_LEAVES else _copied(v) for k, v in value.items()}
    if type(value) is list:
        return [v if type(v) in _SHARED_LEAVES else _copied(v) for v in value]
    if type(value) is tuple:
        return tuple(_copied(v) for v in value)
    if type(value) in _SHARED_LEAVES:
        return value
    return copy.deepcopy(value)


def _fresh(error: NotInDatabaseError) -> NotInDatabaseError:
    """A copy of a remembered error, to raise or hand out again."""
    return type(error)(error.message, list(error.suggestions))


async def _outcome(answer: Awaitable[RuleAnswer]) -> RuleOutcome:
    """The answer, or the lookup's error as a value."""
    try:
        return await answer
    except (NotInDatabaseError, BadLookupError) as error:
        return error


def answer_cache_of(app: object) -> AnswerCache | None:
    """The answer cache an application layer keeps (`JudgeApp.answers`), for the scenario service
    to share; None for one that keeps none (a stand-in)."""
    answers = getattr(app, "answers", None)
    return answers if isinstance(answers, AnswerCache) else None
