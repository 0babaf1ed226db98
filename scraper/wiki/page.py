"""One builder from a stream of blocks to a `WikiPage`, whatever format the blocks came from.

Both parsers (`text_dump`, `html_page`) only produce blocks, so a page yields the same sections,
passages, quoted rules, card lists and card mentions from either format.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from rulesdb.records import (
    CardList,
    CardListItem,
    CardMention,
    CardName,
    Passage,
    Section,
    SectionPath,
    WikiPage,
)
from scraper.wiki.blocks import Block, Bullet, Heading, Paragraph
from scraper.wiki.card_names import find_card_names, has_japanese, parse_card_list_item
from scraper.wiki.rule_quotes import (
    RuleQuoteCollector,
    edition_from_heading,
    is_rules_quote_heading,
    parse_rule_line,
)

log = logging.getLogger(__name__)

# MTG Wiki names sections about cards `…カード` / `…カード一覧`; only such sections turn a list of
# prose bullets that each name cards into a card list (a trivia section naming a card in every
# bullet is not a list of cards).
CARD_SECTION_MARKER = "カード"


@dataclass
class _Outline:
    """The heading path as blocks arrive: levels may skip (h2 -> h4), paths never do."""

    stack: list[tuple[int, str]] = field(default_factory=list)

    def enter(self, heading: Heading) -> SectionPath:
        while self.stack and self.stack[-1][0] >= heading.level:
            self.stack.pop()
        self.stack.append((heading.level, heading.text))
        return tuple(text for _, text in self.stack)


def _split_blocks(
    blocks: Iterable[Block], warnings: list[str]
) -> tuple[list[str], list[Section], list[Passage], RuleQuoteCollector, str | None]:
    lead: list[str] = []
    sections: list[Section] = []
    passages: list[Passage] = []
    rules = RuleQuoteCollector()
    first_edition: str | None = None
    outline = _Outline()
    path: SectionPath = ()
    quote_edition: str | None = None  # set while inside a rules quote section
    for block in blocks:
        if isinstance(block, Heading):
            path = outline.enter(block)
            if any(section.path == path for section in sections):
                warnings.append(f"section {' > '.join(path)} appears twice")
            sections.append(Section(path=path, position=len(sections)))
            quote_edition = None
            if is_rules_quote_heading(path[0]):
                quote_edition = edition_from_heading(path[0])
                if quote_edition is None:
                    warnings.append(f"no rules edition in heading {path[0]!r}; kept as prose")
                first_edition = first_edition or quote_edition
            continue
        if not path and isinstance(block, Paragraph):
            lead.append(block.text)
            continue
        if quote_edition is not None:
            rule = parse_rule_line(block.text)
            if rule is not None:
                rules.add(*rule, edition=quote_edition)
                continue
        kind: Literal["paragraph", "bullet"] = (
            "bullet" if isinstance(block, Bullet) else "paragraph"
        )
        depth = block.depth if isinstance(block, Bullet) else 0
        passages.append(Passage(path, kind, depth, block.text, position=len(passages)))
    return lead, sections, passages, rules, first_edition


def _passages_by_section(passages: Sequence[Passage]) -> dict[SectionPath, list[Passage]]:
    grouped: dict[SectionPath, list[Passage]] = {}
    for passage in passages:
        grouped.setdefault(passage.section_path, []).append(passage)
    return grouped


def _top_bullets(passages: Sequence[Passage]) -> list[Passage]:
    return [p for p in passages if p.kind == "bullet" and p.depth == 1]


def _pure_card_list(path: SectionPath, passages: Sequence[Passage]) -> CardList | None:
    """A list whose items are nothing but card names (with notes).

    A list of English-only names counts under a `…カード` heading or when at least one item is a
    `ja/en` pair; otherwise it is more likely a list of article names than of cards.
    """
    bullets = _top_bullets(passages)
    parsed = [parse_card_list_item(bullet.text) for bullet in bullets]
    if not parsed or any(item is None for item in parsed):
        return None
    has_pair = any(item is not None and item[0].ja is not None for item in parsed)
    heading = path[-1] if path else ""
    if not has_pair and CARD_SECTION_MARKER not in heading:
        return None
    items = [
        CardListItem(card=card, note=note, position=index)
        for index, (card, note) in enumerate(item for item in parsed if item is not None)
    ]
    return CardList(section_path=path, items=items)


def _prose_card_list(
    path: SectionPath, passages: Sequence[Passage], mentioned: dict[int, list[CardName]]
) -> CardList | None:
    """A `…カード` section whose every bullet names cards: those cards, each noted with the
    bullet that names it."""
    bullets = _top_bullets(passages)
    if not path or CARD_SECTION_MARKER not in path[-1] or not bullets:
        return None
    if any(not mentioned.get(bullet.position) for bullet in bullets):
        return None
    items: list[CardListItem] = []
    seen: set[str] = set()
    for bullet in bullets:
        for card in mentioned[bullet.position]:
            if card.ref not in seen:
                seen.add(card.ref)
                items.append(CardListItem(card=card, note=bullet.text, position=len(items)))
    return CardList(section_path=path, items=items)


def _card_mentions(
    passages: Sequence[Passage], card_lists: dict[SectionPath, CardList]
) -> tuple[list[CardMention], dict[int, list[CardName]]]:
    """The cards each passage names (by passage position) and the mentions they make; the
    cards of pure card lists help recognise their names in prose."""
    listed = [item for card_list in card_lists.values() for item in card_list.items]
    known = {item.card.en: item.card for item in listed if item.card.en}
    # Latin notes in card lists are set names (`Unstable`); in prose they are not cards.
    set_names = {item.note for item in listed if item.note and not has_japanese(item.note)}
    mentions: list[CardMention] = []
    mentioned: dict[int, list[CardName]] = {}
    for passage in passages:
        if passage.section_path in card_lists and passage.kind == "bullet" and passage.depth == 1:
            continue  # a list item is listed, not mentioned
        cards = find_card_names(passage.text, known=known.values(), not_cards=set_names)
        mentioned[passage.position] = cards
        mentions.extend(CardMention(card, passage.section_path, passage.text) for card in cards)
    return mentions, mentioned


def build_page(
    title: str,
    blocks: Iterable[Block],
    *,
    url: str | None,
    source_format: Literal["text", "html"],
    links: Sequence[str] = (),
    warnings: Sequence[str] = (),
) -> WikiPage:
    """Sections, passages, quoted rules, card lists and mentions of one page.

    Paragraphs before the first heading form `lead` and are not passages; quoted rule lines are
    rules and are not passages either.
    """
    page_warnings = list(warnings)
    lead, sections, passages, rules, edition = _split_blocks(blocks, page_warnings)
    page_warnings.extend(rules.warnings)
    grouped = _passages_by_section(passages)

    card_lists: dict[SectionPath, CardList] = {}
    for path, section_passages in grouped.items():
        card_list = _pure_card_list(path, section_passages)
        if card_list is not None:
            card_lists[path] = card_list
    mentions, mentioned = _card_mentions(passages, card_lists)
    for path, section_passages in grouped.items():
        if path not in card_lists:
            card_list = _prose_card_list(path, section_passages, mentioned)
            if card_list is not None:
                card_lists[path] = card_list

    order = {section.path: section.position for section in sections}
    if not sections and not passages and not lead:
        page_warnings.append("the page has no content")
    return WikiPage(
        title=title,
        url=url or "",  # "": the page's address is unknown, and none is made up
        lead="\n".join(lead),
        source_format=source_format,
        sections=sections,
        passages=passages,
        rules=rules.rules,
        rules_edition=edition,
        card_lists=sorted(card_lists.values(), key=lambda c: order.get(c.section_path, -1)),
        mentions=mentions,
        links=list(links),
        warnings=page_warnings,
    )
