"""The shapes of the application layer's answers, named once for every surface.

The CLI prints these dicts as they are (`--json`), the console and Discord render them; `fields may
be added, never removed`. What rulesdb builds (rules, search hits, cards, card lists) is shaped in
`rulesdb/answers.py` and a simulation's result in `engine/log/result_types.py`; both are named here
again for the bot; the rest is the application layer's own.
A key marked `NotRequired` is present only in some answers.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from engine.log.result_types import (
    GameSnapshot,
    PendingItem,
    PlayerSnapshot,
    SimulationResult,
    SimulationStep,
    StackItemSnapshot,
    ZoneSnapshot,
)
from rulesdb.answers import (
    CardAnswer,
    CardDataSource,
    CardFaceText,
    CardList,
    CardListAnswer,
    CardMention,
    CardOnList,
    CardRuling,
    DocumentSource,
    JapaneseCardText,
    KeywordRule,
    ListedCard,
    OracleText,
    OtherEdition,
    PageSource,
    RuleAnswer,
    RuleExamples,
    RuleSource,
    RuleTexts,
    SearchHit,
)


class SearchAnswer(TypedDict):
    query: str  # as asked
    hits: list[SearchHit]  # best first; empty when nothing matches


class EditionInfo(TypedDict):
    """A loaded rules edition and where it came from (a file, or the wiki's quotes)."""

    edition: str
    lang: str
    source: str


class AttributedPage(TypedDict):
    page: str
    url: str
    attribution: str


class AboutAnswer(TypedDict):
    version: str
    built_at: str | None
    editions: list[EditionInfo]
    sources: list[AttributedPage]
    rules_attribution: str


class ErrorDescription(TypedDict):
    """What `--json` prints for a failed command: a not-found error has suggestions, a bad input
    names its field."""

    error: str
    suggestions: NotRequired[list[str]]
    field: NotRequired[str | None]


__all__ = [
    "AboutAnswer",
    "AttributedPage",
    "CardAnswer",
    "CardDataSource",
    "CardFaceText",
    "CardList",
    "CardListAnswer",
    "CardMention",
    "CardOnList",
    "CardRuling",
    "DocumentSource",
    "EditionInfo",
    "ErrorDescription",
    "GameSnapshot",
    "JapaneseCardText",
    "KeywordRule",
    "ListedCard",
    "OracleText",
    "OtherEdition",
    "PageSource",
    "PendingItem",
    "PlayerSnapshot",
    "RuleAnswer",
    "RuleExamples",
    "RuleSource",
    "RuleTexts",
    "SearchAnswer",
    "SearchHit",
    "SimulationResult",
    "SimulationStep",
    "StackItemSnapshot",
    "ZoneSnapshot",
]
