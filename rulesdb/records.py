"""Plain records that travel from the scraper into the database.

The scraper produces these from any source format (plain-text page dumps, MediaWiki HTML, live
pages, official rules text files); the writer stores them. They carry no I/O and no SQL, so both
sides can be tested on their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

SectionPath = tuple[str, ...]
RuleKind = Literal["chapter", "section", "rule", "subrule"]
PassageKind = Literal["paragraph", "bullet"]


@dataclass(frozen=True)
class CardName:
    """A card as the wiki writes it: `白金の天使/Platinum Angel`, `Shahrazad`, `Lich`."""

    en: str | None
    ja: str | None

    @property
    def ref(self) -> str:
        # The contract: card:<English name>, falling back to the Japanese name.
        return f"card:{self.en or self.ja}"

    @property
    def display(self) -> str:
        if self.en and self.ja:
            return f"{self.ja}/{self.en}"
        return self.en or self.ja or ""


@dataclass(frozen=True)
class CardListItem:
    card: CardName
    note: str | None
    position: int


@dataclass
class CardList:
    """A bulleted list of cards under one heading, in page order."""

    section_path: SectionPath
    items: list[CardListItem] = field(default_factory=list)

    @property
    def title(self) -> str:
        return self.section_path[-1] if self.section_path else ""


@dataclass(frozen=True)
class CardMention:
    """A card named in prose; `text` is the passage that names it, as written."""

    card: CardName
    section_path: SectionPath
    text: str


@dataclass(frozen=True)
class Section:
    path: SectionPath
    position: int

    @property
    def heading(self) -> str:
        return self.path[-1] if self.path else ""

    @property
    def level(self) -> int:
        return len(self.path)


@dataclass(frozen=True)
class Passage:
    """A paragraph or a bullet of a wiki page. `depth` is 0 for paragraphs, 1+ for bullets."""

    section_path: SectionPath
    kind: PassageKind
    depth: int
    text: str
    position: int


@dataclass
class RuleRecord:
    """One numbered entry of the Comprehensive Rules (or a wiki page's quote of it).

    `text` is the rule's own text without its number; for chapters and sections it is the title.
    """

    number: str
    edition: str
    lang: str
    text: str
    parent: str | None
    kind: RuleKind
    position: int
    examples: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class GlossaryEntry:
    term: str
    text: str
    position: int


@dataclass
class RulesDocument:
    """A whole Comprehensive Rules file, one edition in one language."""

    edition: str
    lang: str
    source: str
    effective_text: str
    rules: list[RuleRecord] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    credits: str = ""
    warnings: list[str] = field(default_factory=list)


@dataclass
class WikiPage:
    """One MTG Wiki page reduced to its structure, whatever format it came in."""

    title: str
    url: str
    lead: str
    source_format: Literal["text", "html"]
    sections: list[Section] = field(default_factory=list)
    passages: list[Passage] = field(default_factory=list)
    rules: list[RuleRecord] = field(default_factory=list)
    rules_edition: str | None = None
    card_lists: list[CardList] = field(default_factory=list)
    mentions: list[CardMention] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class FetchRecord:
    """What a crawl learned about one URL (the one whose response carried it, after redirects):
    its HTTP validators, status and body hash, kept so the next crawl asks only for what changed."""

    url: str
    etag: str | None
    last_modified: str | None
    status: int | None
    content_hash: str | None
