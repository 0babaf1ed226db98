"""The shapes of the application layer's answers, named once for every surface.

The CLI prints these dicts as they are (`--json`), the console and Discord render them; `fields may
be added, never removed`. What rulesdb builds (rules, search hits, cards, card lists) is shaped in
`rulesdb/answers.py` and a simulation's result in `engine/result_types.py`; both are named here
again for the bot; the rest is the application layer's own.
A key marked `NotRequired` is present only in some answers.

Written without `from __future__ import annotations`, as `rulesdb/answers.py` says why.
"""

from typing import Any, NotRequired, TypedDict

from engine.result_types import (
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
    EarlierMeaning,
    GlossaryAnswer,
    GlossaryRule,
    JapaneseCardText,
    KeywordRule,
    ListedCard,
    MatchingRuling,
    OracleText,
    OtherEdition,
    PageSource,
    RecognisedCard,
    RuleAnswer,
    RuleBrief,
    RuleExamples,
    RuleSource,
    RuleTexts,
    SearchHit,
)

# A card ruling that answers the question, attributed (card, date).
RulingAnswer = MatchingRuling


class ParentRule(TypedDict):
    """The rule above the best answer's rule (704.5 for 704.5a), for context."""

    ref: str
    number: str
    edition: str
    text: RuleTexts


class BestAnswer(TypedDict):
    """The hit that answers (a rule, a wiki section or page, a glossary entry; never a card,
    which is context) and, for a rule, the rule it belongs to."""

    hit: SearchHit
    parent: ParentRule | None


class RelatedWalkthrough(TypedDict):
    """A preset walkthrough that cites the answer's rules ("/simulate loss-platinum-angel")."""

    preset: str
    title: dict[str, str]  # {"ja": …, "en": …}
    command: str
    rules: list[str]  # the rules it shares with the answer, in the engine's numbering


class ShownRule(TypedDict):
    """A rule a verdict applied, as the reader is shown it: numbered in the current edition
    where that edition has it, else in the engine's numbering."""

    number: str
    edition: str


class VerdictAnswer(TypedDict):
    """What the engine says of the situation a question describes, for the player who asks."""

    asker: str  # "loses", "keeps_playing", "wins" or "draw"
    summary: str  # one sentence in the question's language
    summary_i18n: dict[str, str]  # {"ja": …, "en": …}
    scenario: dict[str, Any]  # the simulated scenario: valid input for `judgebot simulate`
    rules_cited: list[str]  # the rules the engine applied (its numbering: `rules_edition`)
    rules_edition: str
    # `rules_cited` as the reader looks them up: the engine's 724.5 (a subgame's loser) is
    # 728.5 today, and today's 724.5 is another rule (the monarch's).
    rules_shown: list[ShownRule]
    assumed: list[str]  # what the question did not say and the verdict assumed (life 20, …)


class VerdictItem(VerdictAnswer):
    kind: str  # "verdict"
    ref: str  # "verdict"


class CardItem(TypedDict):
    """A named card as the answer: its Oracle text and the sentence of it that decides."""

    kind: str  # "card"
    ref: str
    title: str  # "日本語名/English name"
    text: str  # Oracle text
    lang: str  # the language of `text`: "en"
    score: NotRequired[float]  # when the card was also a search hit
    ja_text: NotRequired[str]
    sentence: NotRequired[str]  # the Oracle (or Japanese) sentence closest to the question
    scryfall_url: NotRequired[str]  # the card's page on Scryfall


class RulingItem(TypedDict):
    kind: str  # "ruling"
    ref: str  # "ruling:<card>@<date>"
    card: str
    date: str
    text: str


# An item of the composed answer: a verdict, a card, a ruling, or a rule/section/page hit.
AnswerItem = VerdictItem | CardItem | RulingItem | SearchHit


class SearchAnswer(TypedDict):
    query: str  # as asked
    hits: list[SearchHit]  # best first; empty when nothing matches
    best: BestAnswer | None  # None when no hit but cards
    cards: list[RecognisedCard]  # cards the question names
    rules: list[SearchHit]  # the rule hits, best first
    rulings: list[RulingAnswer]  # rulings of the named cards that match, best first; at most 3
    wiki: list[SearchHit]  # the wiki's sections and pages among the hits, best first
    related: list[RelatedWalkthrough]  # best first; at most RELATED_LIMIT
    answer: list[AnswerItem]  # what the user is shown first, in order; empty: nothing answers
    verdict: VerdictAnswer | None  # when the engine simulated the situation the question tells
    suggestions: list[str]  # when nothing answers: the names closest to the question's words


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
    rules_not_loaded: NotRequired[bool]  # a rule missed while the official rules are not loaded
    field: NotRequired[str | None]


__all__ = [
    "AboutAnswer",
    "AnswerItem",
    "AttributedPage",
    "BestAnswer",
    "CardAnswer",
    "CardDataSource",
    "CardFaceText",
    "CardItem",
    "CardList",
    "CardListAnswer",
    "CardMention",
    "CardOnList",
    "CardRuling",
    "DocumentSource",
    "EarlierMeaning",
    "EditionInfo",
    "ErrorDescription",
    "GameSnapshot",
    "GlossaryAnswer",
    "GlossaryRule",
    "JapaneseCardText",
    "KeywordRule",
    "ListedCard",
    "OracleText",
    "OtherEdition",
    "PageSource",
    "ParentRule",
    "PendingItem",
    "PlayerSnapshot",
    "RecognisedCard",
    "RelatedWalkthrough",
    "RuleAnswer",
    "RuleBrief",
    "RuleExamples",
    "RuleSource",
    "RuleTexts",
    "RulingAnswer",
    "RulingItem",
    "SearchAnswer",
    "SearchHit",
    "SimulationResult",
    "SimulationStep",
    "StackItemSnapshot",
    "VerdictAnswer",
    "VerdictItem",
    "ZoneSnapshot",
]
