"""A rule lookup's answers, composed from where the rule is printed and what was read around
it: the brief a walkthrough shows, and the whole answer."""

from __future__ import annotations

from rulesdb.answers import EarlierMeaning, OtherEdition, RuleAnswer, RuleBrief, RuleSource
from rulesdb.editions import Editions
from rulesdb.lookup.rule_languages import LANGS, BorrowedTexts
from rulesdb.lookup.rule_rows import PlacedRule, RelatedRows
from rulesdb.text.rule_numbers import sort_key


def rule_brief(
    found: PlacedRule, editions: Editions, borrowed: BorrowedTexts | None = None
) -> RuleBrief:
    """`borrowed`: the texts of the languages the edition lacks, from other editions."""
    number, edition, printings = found.number, found.edition, found.printings
    texts: dict[str, str | None] = {}
    origins: dict[str, OtherEdition | None] = {}
    for lang in LANGS:
        if lang in printings:
            printed_in, row = printings[lang]
            texts[lang], origins[lang] = row.text, {"edition": printed_in, "number": number}
        elif borrowed and lang in borrowed:
            origins[lang], texts[lang] = borrowed[lang]
        else:
            texts[lang], origins[lang] = None, None
    return {
        "ref": f"rule:{number}",
        "number": number,
        "edition": edition,
        "text": {"ja": texts["ja"], "en": texts["en"]},
        "text_from": {"ja": origins["ja"], "en": origins["en"]},
        "other_editions": [
            {"edition": other.edition, "number": other.number}
            for other in editions.other_numbers(edition, number)
        ],
    }


def _sources(
    found: PlacedRule, related: RelatedRows, editions: Editions, brief: RuleBrief
) -> list[RuleSource]:
    """The wiki pages quoting each printing, then the rules file each text is printed in."""
    sources: list[RuleSource] = []
    origins = brief["text_from"]
    for lang, origin in (("ja", origins["ja"]), ("en", origins["en"])):
        if origin is None:
            continue
        printed_in = origin["edition"]
        if lang in found.printings:
            row = found.printings[lang][1]
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
    for page in related.quoted_as:
        if page not in sources:
            sources.insert(0, page)
    return sources


def rule_answer(
    found: PlacedRule,
    related: RelatedRows,
    editions: Editions,
    borrowed: BorrowedTexts | None = None,
    earlier: list[EarlierMeaning] | None = None,
) -> RuleAnswer:
    number, edition, printings, own = found.number, found.edition, found.printings, found.own
    text = rule_brief(found, editions, borrowed)
    examples: dict[str, list[str]] = {
        lang: list(related.examples.get(row.id, [])) for lang, (_, row) in printings.items()
    }
    answer: RuleAnswer = {
        "ref": text["ref"],
        "number": number,
        "edition": edition,
        "text": text["text"],
        "text_from": text["text_from"],
        "parent": own[1].parent if own else None,
        "children": sorted(related.children, key=sort_key),
        "examples": examples.get("en") or examples.get("ja") or [],
        "examples_i18n": {"ja": examples.get("ja", []), "en": examples.get("en", [])},
        "other_editions": text["other_editions"],
        "sources": _sources(found, related, editions, text),
        "previous": related.previous,
        "next": related.next,
    }
    if found.origin is not None:
        origin, asked = found.origin
        answer["renumbered_from"] = {"edition": origin, "number": asked}
    if earlier:
        answer["earlier_meanings"] = earlier
    return answer
