"""The application layer's one answer cache: spellings of one request share one entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.answer_cache import AnswerCache, answer_cache_of
from bot.application.answer_types import RuleAnswer, SearchAnswer
from bot.application.app import JudgeApp
from bot.application.app_protocol import BadInputError, NotFoundError
from bot.settings import Settings
from bot.walkthroughs.scenario_service import ScenarioService
from rulesdb.errors import BadLookupError, NotInDatabaseError
from rulesdb.lookup.rules_lookup import RuleOutcome
from rulesdb.text.rule_numbers import parse_rule_number
from tests.bot.conftest import record_calls
from tests.bot.fake_app import FakeApplication, rule_answer

WIKI_EDITION = "20231117"


class CountedRules:
    """A rule lookup that counts its calls and knows every number outside chapter 9, in the
    wiki's edition only."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str | None]] = []

    async def look_up(self, text: str, edition: str | None) -> RuleAnswer:
        """As rulesdb answers: its messages name the number as parsed, never as typed."""
        self.asked.append((text, edition))
        number = parse_rule_number(text)
        if number is None:
            raise BadLookupError(f"'{text}' is not a rule number", "number")
        if number.startswith("9") or edition not in (None, WIKI_EDITION):
            raise NotInDatabaseError(f"rule {number} not found", [f"{number[:3]}.1"])
        return rule_answer(number, WIKI_EDITION, f"ルール {number}", f"Rule {number}")

    async def look_up_many(self, texts: list[str], edition: str | None) -> list[RuleOutcome]:
        self.asked.append(("many", edition))
        outcomes: list[RuleOutcome] = []
        for text in texts:
            try:
                outcomes.append(await self.look_up(text, edition))
            except (NotInDatabaseError, BadLookupError) as error:
                outcomes.append(error)
        return outcomes


async def test_spellings_of_a_rule_and_its_edition_share_one_entry() -> None:
    cache, rules = AnswerCache(8), CountedRules()

    answers = [
        await cache.rule(spelling, edition, rules.look_up)
        for spelling, edition in [
            ("CR 724.5", None),
            ("724.5", None),
            ("７２４．５", None),
            ("rule 724.5.", None),
            ("724.5", WIKI_EDITION),
        ]
    ]

    assert rules.asked == [("CR 724.5", None)]
    assert all(answer == answers[0] for answer in answers)
    assert len(cache) == 1


async def test_a_rule_asked_in_its_edition_first_is_found_without_one() -> None:
    cache, rules = AnswerCache(8), CountedRules()

    await cache.rule("724.5", WIKI_EDITION, rules.look_up)
    await cache.rule("724.5", None, rules.look_up)  # which edition it picks is not known yet
    await cache.rule("CR 724.5", None, rules.look_up)

    assert rules.asked == [("724.5", WIKI_EDITION), ("724.5", None)]
    assert len(cache) == 1


async def test_a_rule_not_found_is_kept_under_its_number_and_the_edition_asked() -> None:
    cache, rules = AnswerCache(8), CountedRules()

    for spelling in ["999.9", "CR 999.9", "９９９．９", "rule 999.9."]:
        with pytest.raises(NotInDatabaseError, match=r"rule 999\.9 not found") as raised:
            await cache.rule(spelling, None, rules.look_up)
        assert raised.value.suggestions == ["999.1"]
        raised.value.suggestions.append("edited by a renderer")
    for _ in range(2):
        with pytest.raises(NotInDatabaseError):
            await cache.rule("724.5", "20260116", rules.look_up)
    found = await cache.rule("724.5", None, rules.look_up)  # found in another edition

    assert rules.asked == [("999.9", None), ("724.5", "20260116"), ("724.5", None)]
    assert found["edition"] == WIKI_EDITION and len(cache) == 3


async def test_bad_input_is_not_kept() -> None:
    cache, rules = AnswerCache(8), CountedRules()

    for _ in range(2):
        with pytest.raises(BadLookupError):
            await cache.rule("not a rule", None, rules.look_up)

    assert len(rules.asked) == 2 and len(cache) == 0


async def test_rules_not_found_are_bounded_with_every_other_answer() -> None:
    cache, rules = AnswerCache(2), CountedRules()

    for number in ["901.1", "902.1", "903.1", "903.1", "901.1"]:
        with pytest.raises(NotInDatabaseError):
            await cache.rule(number, None, rules.look_up)

    assert [text for text, _ in rules.asked] == ["901.1", "902.1", "903.1", "901.1"]
    assert len(cache) == 2


async def test_rules_read_together_ask_only_for_the_ones_not_remembered() -> None:
    cache, rules = AnswerCache(8), CountedRules()
    await cache.rule("724.5", None, rules.look_up)
    with pytest.raises(NotInDatabaseError):
        await cache.rule("999.9", None, rules.look_up)
    rules.asked.clear()

    numbers = ["CR 724.5", "104.3a", "999.9", "x", "９９９．９", "104.3a"]
    outcomes = await cache.rules(numbers, None, rules.look_up_many)
    again = await cache.rules(numbers, None, rules.look_up_many)

    first_time = [("many", None), ("104.3a", None), ("x", None), ("104.3a", None)]
    assert rules.asked == [*first_time, ("many", None), ("x", None)]  # bad input: not kept
    for first, second in zip(outcomes, again, strict=True):
        assert type(first) is type(second)
        assert str(first) == str(second) if isinstance(first, Exception) else first == second
    kinds = [type(o).__name__ if isinstance(o, Exception) else o["number"] for o in outcomes]
    assert kinds == [
        "724.5",
        "104.3a",
        "NotInDatabaseError",
        "BadLookupError",
        "NotInDatabaseError",
        "104.3a",
    ]


async def test_a_question_is_keyed_by_its_words_and_answers_as_asked() -> None:
    cache, computed = AnswerCache(8), []

    async def search(query: str) -> SearchAnswer:
        computed.append(query)
        return {"query": query, "hits": []}

    first = await cache.question("search", "毒  カウンター", lambda: search("毒  カウンター"), "10")
    second = await cache.question("search", " 毒 カウンター\n", lambda: search("x"), "10")
    other_limit = await cache.question("search", "毒 カウンター", lambda: search("y"), "5")

    assert computed == ["毒  カウンター", "y"]
    assert first["query"] == "毒  カウンター" and second["query"] == " 毒 カウンター\n"
    assert other_limit["query"] == "毒 カウンター"


async def test_a_cache_of_size_zero_keeps_nothing() -> None:
    cache, rules = AnswerCache(0), CountedRules()

    for _ in range(3):
        await cache.rule("724.5", None, rules.look_up)

    assert len(rules.asked) == 3 and len(cache) == 0


async def test_the_app_looks_a_rule_or_card_up_once_for_every_spelling(bundled_db: Path) -> None:
    app = await JudgeApp.open(bundled_db)
    looked_up = record_calls(app.rules, "lookup")
    # An exact name is described without the catalog; a typo goes through the catalog.
    described = record_calls(app.database, "describe_card")
    cards_found = record_calls((await app.catalog()), "card")
    try:
        first = await app.rule("CR 724.5")
        again = [await app.rule(s) for s in ("724.5", "７２４．５")]
        in_its_edition = await app.rule("724.5", edition=first["edition"])
        with pytest.raises(BadInputError):
            await app.rule("724.5", edition="19990101")
        card = await app.card("白金の天使")
        same_card = await app.card("  白金の天使 ")
        typo = await app.card("Platinum Angle")
        same_typo = await app.card("platinum angle")
    finally:
        await app.close()

    assert again == [first, first] and in_its_edition == first and same_card == card
    assert looked_up == ["CR 724.5", "724.5"]  # the second: the unknown edition, not kept
    assert described == [card["ref"]]
    assert typo == same_typo == card and cards_found == ["Platinum Angle"]


async def test_judgebot_answer_cache_0_turns_the_cache_off(bundled_db: Path) -> None:
    settings = Settings.from_environ({"JUDGEBOT_ANSWER_CACHE": "0"})
    app = await JudgeApp.open(bundled_db, answer_cache_size=settings.answer_cache_size)
    looked_up = record_calls(app.rules, "lookup")
    try:
        for _ in range(3):
            await app.rule("724.5")
    finally:
        await app.close()

    assert looked_up == ["724.5"] * 3 and len(app.answers) == 0


def test_a_preset_is_simulated_once_per_language_in_the_shared_cache() -> None:
    cache = AnswerCache(8)
    scenarios = ScenarioService(cache)

    first = scenarios.run_preset("subgame-fork", lang="en")
    first["title"] = "edited by a renderer"
    again = scenarios.run_source("subgame-fork", lang="en")
    japanese = scenarios.run_preset("subgame-fork", lang="ja")
    with pytest.raises(NotFoundError):
        scenarios.run_preset("no-such-preset", lang="en")

    assert scenarios.runs == 2 and len(cache) == 2  # en and ja; the unknown name is not kept
    assert again["title"] != first["title"] and again["lang"] == "en" and japanese["lang"] == "ja"


def test_an_answer_cache_of_size_0_simulates_every_time() -> None:
    scenarios = ScenarioService(AnswerCache(0))
    for _ in range(3):
        scenarios.run_preset("subgame-fork", lang="en")

    assert scenarios.runs == 3


async def test_the_app_and_its_scenarios_share_one_cache(bundled_db: Path) -> None:
    app = await JudgeApp.open(bundled_db)
    try:
        shared = answer_cache_of(app)
        ScenarioService(shared).run_preset("subgame-fork", lang="en")
        await app.rule("724.5")
    finally:
        await app.close()

    assert shared is app.answers and len(app.answers) == 2  # the preset and the rule
    assert answer_cache_of(FakeApplication()) is None
