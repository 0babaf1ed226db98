"""The JSON-ready shapes of rulesdb's lookups: a rule, a search hit, a card, the card lists a
question means.

These are the shapes the application layer hands every surface (`bot/application/answer_types.py`
names them for the bot) and the command line prints with `--json`, key for key. A key marked
`NotRequired` is present only for some answers (a search hit names editions only when it is a rule).

Written without `from __future__ import annotations`: every process that answers imports these
shapes, and a TypedDict compiles each field's annotation written as a string (about 1.8 ms of a
command's start for this module, `bot/application/answer_types.py` and
`engine/result_types.py` together); a shape names only shapes defined above it.
"""

from typing import NotRequired, TypedDict


class OtherEdition(TypedDict):
    """The same rule's number in another edition."""

    edition: str
    number: str


class PageSource(TypedDict):
    """A wiki page that quotes a rule."""

    page: str
    url: str


class DocumentSource(TypedDict):
    """An official rules file a rule's text was read from."""

    document: str
    locator: str


class GlossaryRule(TypedDict):
    """A rule a glossary entry points to ("See rule 702.2"), with its text in the entry's
    language where the edition has it, else the other's (`null` when neither has it)."""

    number: str
    text: str | None
    url: NotRequired[str]  # as RuleAnswer's (added by the bot's answers)


class GlossaryAnswer(TypedDict):
    """A Comprehensive Rules glossary entry, in the reader's language where the database has it."""

    ref: str  # "glossary:Deathtouch", "glossary:接死（せっし）／Deathtouch"
    term: str
    lang: str
    edition: str
    text: str
    rules: list[GlossaryRule]
    other_terms: dict[str, str]  # the entry's term in the other language, when stored
    sources: list[DocumentSource]


RuleSource = PageSource | DocumentSource


class RuleTexts(TypedDict):
    """A rule's text per language; None where no loaded edition prints it in that language."""

    ja: str | None
    en: str | None


class RuleTextOrigins(TypedDict):
    """Where each language's text of a rule is printed: the answer's edition, the edition printing
    its numbering in the other language, or the newest edition printing the same rule in that
    language (with the number it has there); None where no loaded edition prints it."""

    ja: OtherEdition | None
    en: OtherEdition | None


class RuleExamples(TypedDict):
    ja: list[str]
    en: list[str]


class EarlierMeaning(TypedDict):
    """What a number meant in an older edition when it names another rule today ("724.5" was
    the subgame rule in 20231013, now 728.5): the older edition, the number, where that rule is
    now (None when the current edition dropped it), and the section it was in, with its title
    per language where an edition prints it."""

    edition: str
    number: str
    now: str | None
    section: str
    title: RuleTexts


class RuleAnswer(TypedDict):
    ref: str
    number: str
    edition: str
    text: RuleTexts
    text_from: RuleTextOrigins
    parent: str | None
    children: list[str]
    # In English when the English text has examples, else in Japanese (older readers).
    examples: list[str]
    examples_i18n: RuleExamples
    other_editions: list[OtherEdition]
    sources: list[RuleSource]
    previous: str | None
    next: str | None
    # Only when asked for a number of another edition: the number and edition asked for.
    renumbered_from: NotRequired[OtherEdition]
    # Only when the number named other rules in older editions (the wiki's numbering first).
    earlier_meanings: NotRequired[list[EarlierMeaning]]
    url: NotRequired[str]  # the rule on a public rules page, when the current rules have it


class RuleBrief(TypedDict):
    """A rule as a walkthrough shows it: `RuleAnswer`'s number and text in an edition and its
    numbers in the others, without what only the rule's own answer shows."""

    ref: str
    number: str
    edition: str
    text: RuleTexts
    text_from: RuleTextOrigins
    other_editions: list[OtherEdition]
    url: NotRequired[str]  # as RuleAnswer's


class SearchHit(TypedDict):
    ref: str
    kind: str  # "rule", "page", "section", "card" or "glossary"
    title: str
    text: str
    score: float  # 0..1
    edition: NotRequired[str | None]  # rules only
    lang: str
    other_editions: NotRequired[list[OtherEdition]]  # rules whose lineage is known
    sources: NotRequired[list[PageSource]]  # rules only
    page: NotRequired[str]
    url: NotRequired[str]
    section_path: NotRequired[list[str]]
    section_url: NotRequired[str]  # a section hit: its page at the section's heading
    rule_url: NotRequired[str]  # a rule hit: the rule on a public rules page, as RuleAnswer's url
    card_list: NotRequired[bool]  # a section hit that lists cards (the wiki's 一覧): True


class RecognisedCard(TypedDict):
    """A card the question names (from the card name index)."""

    ref: str
    name: str  # "日本語名/English name", or the one name the database has
    text: NotRequired[str]  # Oracle text, compact (when card data is loaded)
    ja_text: NotRequired[str]  # Japanese text, compact (when card data has it)
    power: NotRequired[str]  # a creature's printed power, for a card of one face ("2", "*")


class MatchingRuling(TypedDict):
    """A card ruling that answers the question, attributed to its card and date."""

    card: str  # the card's English name
    date: str
    text: str


class CardOnList(TypedDict):
    """Where a card stands on a wiki card list."""

    page: str
    section: str
    position: int  # from 1
    note: str | None
    url: str
    section_url: NotRequired[str]  # the page at the list's heading


class CardMention(TypedDict):
    page: str
    section_path: list[str]
    text: str
    url: str
    section_url: NotRequired[str]  # the page at the mention's heading


class JapaneseCardText(TypedDict):
    """A card's (or face's) Japanese printing; old cards have only a name (type and text null)."""

    name: str | None
    type_line: str | None
    text: str | None


class CardTextFields(TypedDict):
    """What a face prints, and what the Oracle entry gives for the whole card."""

    name: str
    mana_cost: str | None
    type_line: str
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None


class CardFaceText(CardTextFields):
    ja: JapaneseCardText | None


class OracleText(CardTextFields):
    """The card data's Oracle entry; a card of several faces joins them with " // " (text with a
    line "//") and lists them in `faces`."""

    layout: str
    keywords: list[str]
    faces: list[CardFaceText]
    scryfall_id: str | None
    oracle_id: str | None


class CardRuling(TypedDict):
    date: str  # YYYY-MM-DD
    text: str


class KeywordRule(TypedDict):
    """The rule a keyword of the card names, in the newest English edition loaded."""

    keyword: str
    ref: str
    number: str
    edition: str
    title: str
    url: NotRequired[str]  # as RuleAnswer's


class CardDataSource(TypedDict):
    """The card-data file the Oracle entry came from."""

    title: str
    version: str | None
    date: str | None


class CardCommentary(TypedDict):
    """The card's own wiki page (`白金の天使/Platinum Angel`), quoted as written."""

    page: str
    url: str
    text: str  # the lead and the first passages, whole, up to about COMMENTARY_CHARS


class CardAnswer(TypedDict):
    ref: str
    en: str | None
    ja: str | None
    lists: list[CardOnList]
    mentions: list[CardMention]
    # Present only for a card in the loaded card data (an ingested MTGJSON file).
    oracle: NotRequired[OracleText]
    ja_text: NotRequired[JapaneseCardText | None]  # the whole card's Japanese printing
    rulings: NotRequired[list[CardRuling]]  # oldest first
    image_url: NotRequired[str]
    keyword_rules: NotRequired[list[KeywordRule]]
    card_data: NotRequired[CardDataSource]
    commentary: NotRequired[list[CardCommentary]]  # only when the wiki has the card's page
    scryfall_url: NotRequired[str]  # the card's page on Scryfall (by its English name)


class ListedCard(TypedDict):
    en: str | None
    ja: str | None
    note: str | None


class CardList(TypedDict):
    page: str | None  # None for the cards whose Oracle text says what was asked
    section: str
    section_path: list[str]
    score: float
    cards: list[ListedCard]


class CardListAnswer(TypedDict):
    query: str
    lists: list[CardList]  # best first; empty when no list matches
