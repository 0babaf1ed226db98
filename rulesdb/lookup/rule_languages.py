"""A rule's text in a language its edition does not print: from the newest edition that prints
the same rule in that language. The wiki quotes only some rules in Japanese (20231117) and the
official English files have no Japanese, so a Japanese reader of the wiki's 601.2 gets the
Japanese rules file's 601.2 (with the edition and number it comes from) instead of English."""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite

from rulesdb.answers import OtherEdition
from rulesdb.editions import Editions, RuleInEdition
from rulesdb.lookup.rule_reads import read_printings
from rulesdb.lookup.rule_rows import PlacedRule

LANGS = ("ja", "en")
# lang -> (where it is printed, its text)
BorrowedTexts = dict[str, tuple[OtherEdition, str]]


def _lenders(found: PlacedRule, lang: str, editions: Editions) -> list[RuleInEdition]:
    """The same rule in the editions printing `lang`, newest first."""
    if lang in found.printings:
        return []
    # The lineage is known by the editions that print the rule (the edition itself may only
    # borrow its numbering's other language, as the wiki's quotes do).
    members = next(
        (
            same
            for printed_in, _ in found.printings.values()
            if (same := editions.same_rule(printed_in, found.number))
        ),
        [],
    )
    return sorted((m for m in members if editions.get(m.edition, lang)), reverse=True)


async def borrowed_texts(
    db: aiosqlite.Connection, placed: Sequence[PlacedRule], editions: Editions
) -> list[BorrowedTexts]:
    """For each of `placed`, its text in each language its printings lack, where another
    edition prints the rule in it; one round trip for all of them."""
    lenders = [{lang: _lenders(p, lang, editions) for lang in LANGS} for p in placed]
    numbers = sorted({m.number for by_lang in lenders for ms in by_lang.values() for m in ms})
    if not numbers:
        return [{} for _ in placed]
    rows = await read_printings(db, numbers)
    borrowed: list[BorrowedTexts] = []
    for by_lang in lenders:
        texts: BorrowedTexts = {}
        for lang, members in by_lang.items():
            for member in members:
                row = rows[member.number].get((member.edition, lang))
                if row is not None:
                    texts[lang] = ({"edition": member.edition, "number": member.number}, row.text)
                    break
        borrowed.append(texts)
    return borrowed
