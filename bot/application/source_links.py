"""Where a reader can check what an answer cites: a rule on a public page that anchors rule
numbers, a card on Scryfall, a wiki section on its page at its heading.

Rules are linked on a page that shows the current rules (`JUDGEBOT_RULE_LINKS`, Yawgatog's by
default: `#R7045a` anchors 704.5a), so a rule is linked by its number in the newest official
edition loaded; a rule of an older numbering that the newest edition no longer has, and every rule
while only the wiki's quotes are loaded (whose numbering may not be today's), gets no link rather
than a link to another rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar, cast
from urllib.parse import quote, quote_plus

from bot.application.answer_types import (
    CardAnswer,
    CardItem,
    CardMention,
    CardOnList,
    GlossaryAnswer,
    KeywordRule,
    RuleAnswer,
    RuleBrief,
    SearchAnswer,
    SearchHit,
)
from bot.settings import DEFAULT_RULE_LINKS
from rulesdb.editions import Editions

# An exact-name search: Scryfall shows the card's own page when one card has the name.
SCRYFALL_CARD = "https://scryfall.com/search?q="


def card_page_url(english_name: str) -> str:
    """The card's page on Scryfall, by its English name."""
    return SCRYFALL_CARD + quote_plus(f'!"{english_name}"')


def section_url(page_url: str, heading: str) -> str:
    """The page at a heading: MediaWiki's anchor is the heading with spaces as underscores,
    percent-encoded like the page's own address (a Japanese heading stays clickable in chat)."""
    if not page_url.startswith(("https://", "http://")) or not heading:
        return page_url
    page, _, _ = page_url.partition("#")
    base = quote(page, safe=":/?&=%#+@!$,;~")
    return f"{base}#{quote(heading.strip().replace(' ', '_'), safe='')}"


class SourceLinks:
    """Adds links to answers; `rule_links` is the rules page's address up to the anchor, the
    rule's number without its dots appended (`…#R` + `7045a`)."""

    def __init__(self, editions: Editions, rule_links: str = DEFAULT_RULE_LINKS) -> None:
        self.rule_links = rule_links
        official = [e.edition for e in editions.all if not e.is_wiki_quote]
        self.current = max(official, default=None)
        self.editions = editions

    def rule_url(self, number: str, edition: str | None) -> str | None:
        """The link of rule `number` of `edition`, or None when the current rules lack it (or
        nothing says which rules are current)."""
        if self.current is None or edition is None:
            return None
        current = self.editions.number_in(number, edition, self.current)
        return self.rule_links + current.replace(".", "") if current else None

    def rule(self, answer: RuleAnswer) -> RuleAnswer:
        return _with_url(answer, self.rule_url(answer["number"], answer["edition"]))

    def brief(self, answer: RuleBrief) -> RuleBrief:
        return _with_url(answer, self.rule_url(answer["number"], answer["edition"]))

    def glossary(self, answer: GlossaryAnswer) -> GlossaryAnswer:
        """Each rule a glossary entry points to, linked (the entry's edition's numbers)."""
        for rule in answer["rules"]:
            url = self.rule_url(rule["number"], answer["edition"])
            if url:
                rule["url"] = url
        return answer

    def hits(self, hits: Sequence[SearchHit]) -> None:
        """Rule hits get their rule's link; section hits the link to their heading."""
        for hit in hits:
            if hit["kind"] == "rule":
                url = self.rule_url(hit["ref"].removeprefix("rule:"), hit.get("edition"))
                if url:
                    hit["rule_url"] = url
            elif hit["kind"] == "section" and hit.get("url") and hit.get("section_path"):
                hit["section_url"] = section_url(hit["url"], hit["section_path"][-1])

    def search(self, answer: SearchAnswer) -> SearchAnswer:
        """The card a search answers with, linked to its Scryfall page."""
        for item in answer["answer"]:
            if item["kind"] == "card":
                card = cast(CardItem, item)
                card["scryfall_url"] = card_page_url(card["ref"].removeprefix("card:"))
        return answer

    def card(self, answer: CardAnswer) -> CardAnswer:
        if answer["en"]:
            answer["scryfall_url"] = card_page_url(answer["en"])
        for item in answer["lists"]:
            _link_list(item)
        for mention in answer["mentions"]:
            _link_mention(mention)
        for keyword in answer.get("keyword_rules", []):
            self._link_keyword(keyword)
        return answer

    def _link_keyword(self, keyword: KeywordRule) -> None:
        url = self.rule_url(keyword["number"], keyword["edition"])
        if url:
            keyword["url"] = url


Linked = TypeVar("Linked", RuleAnswer, RuleBrief)


def _with_url(answer: Linked, url: str | None) -> Linked:
    if url:
        answer["url"] = url
    return answer


def _link_list(item: CardOnList) -> None:
    item["section_url"] = section_url(item["url"], item["section"])


def _link_mention(mention: CardMention) -> None:
    if mention["section_path"]:
        mention["section_url"] = section_url(mention["url"], mention["section_path"][-1])
