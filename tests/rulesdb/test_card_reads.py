"""The named cards' data remembered for a database (rulesdb.search.stages.card_reads): the same
cards in the same order as reading them now gives, whether read now or remembered; a card each
read once; never more cards remembered than the bound; a refreshed database's cards its own."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import pytest

from rulesdb.search import card_context
from rulesdb.search.stages import card_reads
from rulesdb.search.stages.card_reads import CardReads
from rulesdb.storage.store import open_read_only_async
from tests.bot.test_parent_rules_remembered import asked_across_a_refresh
from tests.mtgjson_samples import build_card_data_db


@pytest.fixture(scope="module")
def cards_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_card_data_db(tmp_path_factory.mktemp("card_reads"))


@pytest.fixture
async def db(cards_db: Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await open_read_only_async(cards_db)
    yield connection
    await connection.close()


ASKED = [
    ["card:Platinum Angel"],
    ["card:Lightning Bolt", "card:Platinum Angel", "card:No Such Card"],
    ["card:Platinum Angel", "card:Platinum Angel"],
    ["card:No Such Card"],
    [],
    ["card:Glistener Elf", "card:Lightning Bolt"],
]


def counting_reads(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    read: list[list[str]] = []
    real = card_context.load_card_context

    async def counted(db: aiosqlite.Connection, refs: list[str]) -> object:
        read.append(list(refs))
        return await real(db, refs)

    monkeypatch.setattr(card_reads, "load_card_context", counted)
    return read


async def test_the_cards_are_those_read_now_in_their_order_each_read_once(
    db: aiosqlite.Connection, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = [await card_context.load_card_context(db, refs) for refs in ASKED]
    assert expected[1] and expected[1][0].ref == "card:Lightning Bolt"
    read = counting_reads(monkeypatch)
    reads = CardReads(db)
    assert [await reads.contexts(refs) for refs in ASKED] == expected
    assert [await reads.contexts(refs) for refs in ASKED] == expected  # remembered
    asked = [ref for refs in read for ref in refs]
    assert sorted(asked) == sorted({ref for refs in ASKED for ref in refs})


async def test_never_more_cards_remembered_than_the_bound(db: aiosqlite.Connection) -> None:
    reads = CardReads(db, remembered=2)
    for refs in ASKED:
        expected = await card_context.load_card_context(db, refs)
        assert await reads.contexts(refs) == expected
        assert len(reads) <= 2


async def test_a_refreshed_database_reads_its_own_cards(
    cards_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read = counting_reads(monkeypatch)
    await asked_across_a_refresh(cards_db, "Platinum Angel: can I lose at 0 life?")
    assert read == [["card:Platinum Angel"], ["card:Platinum Angel"]]


LOSS_BY_EFFECT = "効果によってぷれいやーの負けになることがある"  # 104.3e's words, folded


async def test_a_card_the_card_data_lacks_says_what_the_wikis_list_of_it_says(
    bundled_db: Path,
) -> None:
    """Glorious End is on the wiki's list of the cards that make a player lose and has no card
    data in the bundled corpus: it says 104.3e's phrase as its text would. A card not on the
    list, or one whose card data says its own phrases, says none this way."""
    connection = await open_read_only_async(bundled_db)
    try:
        reads = CardReads(connection)
        assert LOSS_BY_EFFECT in await reads.listed_phrases(["card:Glorious End"])
        assert await reads.listed_phrases(["card:No Such Card"]) == []
    finally:
        await connection.close()


async def test_a_card_with_card_data_says_nothing_by_its_lists(db: aiosqlite.Connection) -> None:
    reads = CardReads(db)
    assert await reads.listed_phrases(["card:Platinum Angel", "card:Lightning Bolt"]) == []
