"""A rule lookup's answers, composed from where the rule is printed and what was read around
it: the brief a walkthrough shows, and the whole answer."""

from __future__ import annotations

from rulesdb.answers import RuleAnswer, RuleBrief, RuleSource
from rulesdb.editions import Editions
from rulesdb.lookup.rule_rows import PlacedRule, RelatedRows
from rulesdb.text.rule_numbers import sort_key


def rule_brief(found: PlacedRule, editions: Editions) -> RuleBrief:
    number, edition, printings = found.number, found.edition, found.printings
    return {
        "ref": f"rule:{number}",
        "number": number,
        "edition": edition,
        "text": {
            "ja": printings["ja"][1].text if "ja" in printings else None,
            "en": printings["en"][1].text if "en" in printings else None,
        },
        "other_editions": [
            {"edition": other.edition, "number": other.number}
            for other in editions.other_numbers(edition, number)
        ],
    }


def _sources(found: PlacedRule, related: RelatedRows, editions: Editions) -> list[RuleSource]:
    """The wiki pages quoting each printing, then the rules file it is printed in."""
    sources: list[RuleSource] = []
    for lang, (printed_in, row) in found.printings.items():
        sources += [
            {"page": page["page"], "url": page["url"]} for page in related.pages.get(row.id, [])
        ]
        printed = editions.get(printed_in, lang)
        if printed is not None and printed.locator:
            sources.append(
                {
                    "document": f"Comprehensive Rules {printed_in} ({lang})",
                    "locator": printed.locator,
                }
            )
    return sources


def rule_answer(found: PlacedRule, related: RelatedRows, editions: Editions) -> RuleAnswer:
    number, edition, printings, own = found.number, found.edition, found.printings, found.own
    text = rule_brief(found, editions)
    examples: dict[str, list[str]] = {
        lang: list(related.examples.get(row.id, [])) for lang, (_, row) in printings.items()
    }
    answer: RuleAnswer = {
        "ref": text["ref"],
        "number": number,
        "edition": edition,
        "text": text["text"],
        "parent": own[1].parent if own else None,
        "children": sorted(related.children, key=sort_key),
        "examples": examples.get("en") or examples.get("ja") or [],
        "examples_i18n": {"ja": examples.get("ja", []), "en": examples.get("en", [])},
        "other_editions": text["other_editions"],
        "sources": _sources(found, related, editions),
        "previous": related.previous,
        "next": related.next,
    }
    if found.origin is not None:
        origin, asked = found.origin
        answer["renumbered_from"] = {"edition": origin, "number": asked}
    return answer
