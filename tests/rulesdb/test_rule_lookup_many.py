"""Looking many rules up at once (`RulesLookup.lookup_many`, what a walkthrough's cited rules are
read with) answers each exactly as looking it up alone does, errors included."""

from __future__ import annotations

from typing import Any

import pytest

from engine import simulate
from engine.presets import get_preset, preset_names
from rulesdb.database import RulesDatabase
from rulesdb.errors import BadLookupError
from rulesdb.lookup.rule_reads import RULES_PER_QUERY
from rulesdb.lookup.rules_lookup import RuleOutcome, RulesLookup, load_rule_numbers


async def one_by_one(rules: RulesLookup, texts: list[str], edition: str | None) -> list[Any]:
    found: list[Any] = []
    for text in texts:
        try:
            found.append(await rules.lookup(text, edition=edition))
        except (LookupError, ValueError) as error:
            found.append(error)
    return found


def comparable(outcome: RuleOutcome | Exception) -> Any:
    if isinstance(outcome, Exception):
        return (type(outcome), str(outcome), getattr(outcome, "suggestions", None))
    return outcome


async def assert_batch_is_one_by_one(
    rules: RulesLookup, texts: list[str], edition: str | None
) -> None:
    batch = await rules.lookup_many(texts, edition=edition)
    alone = await one_by_one(rules, texts, edition)
    assert len(batch) == len(texts)
    for text, together, single in zip(texts, batch, alone, strict=True):
        assert comparable(together) == comparable(single), (text, edition)


def cited_by_presets() -> dict[str, list[str]]:
    """Every preset's cited rule numbers (in order, once each), by the edition they cite."""
    cited: dict[str, dict[str, None]] = {}
    for name in preset_names():
        result = simulate(get_preset(name), lang="en")
        numbers = cited.setdefault(result["rules_edition"] or "", {})
        for step in result["steps"]:
            numbers.update(dict.fromkeys(step["rules"]))
    return {edition: list(numbers) for edition, numbers in cited.items()}


async def test_every_presets_cited_rules_read_at_once_are_what_each_lookup_answers(
    full: RulesDatabase,
) -> None:
    cited = cited_by_presets()
    assert sum(map(len, cited.values())) >= 20
    for cited_edition, numbers in cited.items():
        # As a walkthrough asks: in the cited edition, then in every edition a reader may pick
        # (most renumbered, some missing), and with no edition at all.
        for edition in [cited_edition or None, None, *full.editions.names()]:
            await assert_batch_is_one_by_one(full.rules, numbers, edition)


async def test_a_mixed_batch_keeps_its_order_duplicates_and_each_error(
    full: RulesDatabase,
) -> None:
    texts = ["724.5a", "CR 724.5a", "not a number", "999.9z", "７２４．５", "724.5a", "7", "728.5a"]
    for edition in [None, "20231117", "20260116"]:
        await assert_batch_is_one_by_one(full.rules, texts, edition)
    renumbered = await full.rules.lookup_many(texts, edition="20260116")
    assert isinstance(renumbered[2], BadLookupError) and renumbered[2].field == "number"
    first, last = renumbered[0], renumbered[-1]
    assert not isinstance(first, Exception) and not isinstance(last, Exception)
    assert first["number"] == last["number"] == "728.5a" and "renumbered_from" in first
    assert renumbered[0] is not renumbered[5]


async def test_a_bad_edition_fails_every_number_as_a_single_lookup_does(
    full: RulesDatabase,
) -> None:
    for edition in ["2026", "19990101"]:
        await assert_batch_is_one_by_one(full.rules, ["724.5", "bad", "104.3a"], edition)


@pytest.mark.parametrize("edition", [None, "20240206"])
async def test_more_rules_than_one_query_holds_are_read_in_several(
    full: RulesDatabase, edition: str | None
) -> None:
    numbers = (await load_rule_numbers(full.connection))[: RULES_PER_QUERY * 3 + 7]
    await assert_batch_is_one_by_one(full.rules, numbers, edition)
