"""What a rule number meant in older editions when the current edition gives it to another rule:
724.5 is the monarch's rule in 20260116, and was the subgame rule (now 728.5) in 20231013, the
numbering the wiki quotes. A lookup without an edition answers the current rule and says so."""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite

from rulesdb.answers import EarlierMeaning, RuleTexts
from rulesdb.editions import Editions
from rulesdb.lookup.rule_placement import RulePlacement, is_chapter
from rulesdb.lookup.rule_reads import read_printings
from rulesdb.lookup.rule_rows import PlacedRule, RuleRows

# (older edition, number, its number in the current edition or None)
_Holder = tuple[str, str, str | None]


def _section(number: str) -> str:
    return number.split(".", 1)[0]


def _older_holders(found: PlacedRule, rows: RuleRows, editions: Editions) -> list[_Holder]:
    """The older editions where `found`'s number named another rule, one per rule: the wiki's
    numbering first, an official rules file before the wiki's quotes of it, then newest first."""
    number, edition = found.number, found.edition
    lineage = editions.lineage_of(edition, number)
    if found.origin is not None or lineage is None or is_chapter(number):
        return []

    def preference(holder: str) -> tuple[int, bool, str]:
        from_file = any(not e.is_wiki_quote for e in editions.all if e.edition == holder)
        return (editions.numbering_rank(holder), from_file, holder)

    seen = {lineage}
    holders: list[_Holder] = []
    for holder in sorted({e for e, _ in rows if e < edition}, key=preference, reverse=True):
        other = editions.lineage_of(holder, number)
        if other is None or other in seen:
            continue
        seen.add(other)
        holders.append((holder, number, editions.number_in(number, holder, edition)))
    return holders


def _title(
    holder: _Holder, edition: str, sections: dict[str, RuleRows], placement: RulePlacement
) -> RuleTexts:
    """The section's title where the older edition prints it, else where it is now."""
    older, number, now = holder
    places = [(older, _section(number))] + ([(edition, _section(now))] if now else [])
    found: dict[str, str] = {}
    for printed_in, section in places:
        for lang, (_, row) in placement.printings(printed_in, sections.get(section, {})).items():
            found.setdefault(lang, row.text)
    return {"ja": found.get("ja"), "en": found.get("en")}


async def earlier_meanings(
    db: aiosqlite.Connection,
    placed: Sequence[PlacedRule],
    rows: dict[str, RuleRows],
    placement: RulePlacement,
) -> list[list[EarlierMeaning]]:
    """For each of `placed` (each answered in its number's own edition), what its number meant
    in the older editions that gave it to another rule; the sections' titles are read in one
    round trip for all of them."""
    holders = [_older_holders(p, rows.get(p.number, {}), placement.editions) for p in placed]
    wanted = {
        _section(n) for found in holders for _, asked, now in found for n in (asked, now) if n
    }
    sections = await read_printings(db, sorted(wanted)) if wanted else {}
    return [
        [
            {
                "edition": holder[0],
                "number": holder[1],
                "now": holder[2],
                "section": _section(holder[1]),
                "title": _title(holder, p.edition, sections, placement),
            }
            for holder in found
        ]
        for p, found in zip(placed, holders, strict=True)
    ]
