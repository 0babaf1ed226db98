"""An in-memory application layer for the Discord tests, answering in the contract's shapes.

Japanese texts are quoted from the two wiki pages the product is specified from (the seeds); the
English rule texts are the corresponding Comprehensive Rules entries, abridged. Subgames are rule
724 in the wiki's 20231117 edition and 728 in 20260116. (Simulations need no application layer:
the bot runs them through `bot.walkthroughs.scenario_service`.)
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

import yaml
from rapidfuzz import fuzz, process

from bot.application.answer_types import (
    AboutAnswer,
    CardAnswer,
    CardList,
    CardListAnswer,
    CardMention,
    CardOnList,
    GlossaryAnswer,
    ListedCard,
    RuleAnswer,
    RuleBrief,
    SearchAnswer,
    SearchHit,
)
from bot.application.app_protocol import (
    AutocompleteKind,
    Choice,
    NotFoundError,
)
from bot.application.search_answer import structured_answer
from rulesdb.editions import Edition, Editions
from rulesdb.search.searcher import SearchResult

WIKI_EDITION, NEW_EDITION = "20231117", "20260116"
WIKI = "https://mtgwiki.com/wiki/"
SUBGAME_PAGE, LOSS_PAGE = "サブゲーム", "敗北条件"
QUOTE_SECTION = "引用:総合ルール 20231117.0"

DATA = yaml.safe_load((Path(__file__).with_name("fake_app_data.yaml")).read_text("utf-8"))
# number: (ja as quoted on the wiki, or None; en)
RULES: dict[str, tuple[str | None, str]] = {
    str(number): (texts["ja"], texts["en"]) for number, texts in DATA["rules"].items()
}
# The wiki's sections, quoted as written: (page, section path, text).
SECTIONS: list[tuple[str, tuple[str, ...], str]] = [
    (item["page"], tuple(item["path"]), item["text"]) for item in DATA["sections"]
]
# The bullets of 敗北条件 › 敗北に影響するカード, with the cards each names.
INFLUENCE_SECTION: tuple[str, ...] = tuple(DATA["influence"]["path"])
INFLUENCE: list[tuple[str, list[tuple[str, str]]]] = [
    (item["text"], [(ja, en) for ja, en in item["cards"]]) for item in DATA["influence"]["bullets"]
]
CARD_LISTS: list[dict[str, Any]] = DATA["lists"]
# The editions `about()` lists, as the application layer holds them.
EDITIONS = Editions(
    [
        Edition(WIKI_EDITION, "ja", is_wiki_quote=True),
        Edition(WIKI_EDITION, "en", is_wiki_quote=False, locator="MagicCompRules 20231013.txt"),
        Edition(NEW_EDITION, "en", is_wiki_quote=False, locator="MagicCompRules 20260116.txt"),
        Edition(NEW_EDITION, "ja", is_wiki_quote=False, locator="MagicCompRules_ja_20260116.txt"),
    ]
)


def normalize(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().strip()


def bigrams(text: str) -> set[str]:
    squeezed = re.sub(r"\s+", "", normalize(text))
    return {squeezed[i : i + 2] for i in range(len(squeezed) - 1)} or {squeezed}


@functools.lru_cache(maxsize=1024)
def text_bigrams(text: str) -> frozenset[str]:
    return frozenset(bigrams(text))


def overlap(query: str | set[str], text: str) -> float:
    """The share of the query's character bigrams found in `text`."""
    wanted = bigrams(query) if isinstance(query, str) else query
    return len(wanted & text_bigrams(text)) / len(wanted) if wanted else 0.0


def _parent(number: str) -> str | None:
    if number[-1].isalpha():
        parent = number[:-1]
    elif "." in number:
        parent = number.split(".")[0]
    else:
        return None
    return parent if parent in RULES else None


PARENTS = {number: _parent(number) for number in RULES}
CHILDREN: dict[str, list[str]] = {}
for _number, _parent_number in PARENTS.items():
    if _parent_number is not None:
        CHILDREN.setdefault(_parent_number, []).append(_number)
# Top-level entries (and orphans such as 704.5a here) are siblings of their own kind.
SIBLINGS = {
    number: CHILDREN[parent]
    if parent is not None
    else [n for n in RULES if PARENTS[n] is None and ("." in n) == ("." in number)]
    for number, parent in PARENTS.items()
}


def rule_answer(
    number: str, edition: str, ja: str | None, en: str | None, **more: Any
) -> RuleAnswer:
    """A rule's answer with its texts and nothing else, but for the keys in `more`."""
    answer: RuleAnswer = {
        "ref": f"rule:{number}",
        "number": number,
        "edition": edition,
        "text": {"ja": ja, "en": en},
        "parent": None,
        "children": [],
        "examples": [],
        "examples_i18n": {"ja": [], "en": []},
        "other_editions": [],
        "sources": [],
        "previous": None,
        "next": None,
        "text_from": {"ja": None, "en": None},
    }
    answer.update(more)  # type: ignore[typeddict-item]
    return answer


class CardNames(NamedTuple):
    en: str
    ja: str | None


def parse_list_line(line: str) -> ListedCard:
    match = re.match(r"^(.*?)\s*[(（](.*)[)）]$", line)
    name, note = (match.group(1), match.group(2)) if match else (line, None)
    ja, _, en = name.partition("/")
    if not en:  # a card the wiki writes only in English
        ja, en = None, name
    return {"en": en.strip(), "ja": ja.strip() if ja else None, "note": note}


class FakeApplication:
    """The `Application` protocol over the seed texts."""

    def __init__(self) -> None:
        self.lists: list[CardList] = [
            {
                "page": item["page"],
                "section": item["section"],
                "section_path": [item["section"]],
                "score": 1.0,
                "cards": [parse_list_line(line) for line in item["lines"]],
            }
            for item in CARD_LISTS
        ]
        self.cards_by_en: dict[str, CardNames] = {}
        for card_list in self.lists:
            for card in card_list["cards"]:
                if card["en"]:  # every card of the seed lists has its English name
                    self.cards_by_en.setdefault(card["en"], CardNames(card["en"], card["ja"]))
        for _, named in INFLUENCE:
            for ja, en in named:
                self.cards_by_en.setdefault(en, CardNames(en, ja))
        self.by_name = {
            normalize(key): card for card in self.cards_by_en.values() for key in card if key
        }
        self.calls: list[tuple[str, Any]] = []
        self.editions = EDITIONS

    # --- rules ---------------------------------------------------------------------------------

    @staticmethod
    def parse_number(text: str) -> str:
        text = normalize(text)
        text = re.sub(r"^(cr|rule)\s*", "", text).rstrip(".").strip()
        return text

    @staticmethod
    def to_edition(number: str, edition: str) -> str:
        if edition == NEW_EDITION and number.startswith("724"):
            return "728" + number[3:]
        return number

    @staticmethod
    def from_edition(number: str, edition: str) -> str:
        if edition == NEW_EDITION and number.startswith("728"):
            return "724" + number[3:]
        return number

    @staticmethod
    def parent_of(number: str) -> str | None:
        return PARENTS.get(number)

    @staticmethod
    def siblings(number: str) -> list[str]:
        return SIBLINGS[number]

    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        self.calls.append(("rule", (number, edition)))
        edition = edition or WIKI_EDITION
        if edition not in (WIKI_EDITION, NEW_EDITION):
            raise NotFoundError(f"no rules edition {edition}", [WIKI_EDITION, NEW_EDITION])
        shown = self.parse_number(number)
        base = self.from_edition(shown, edition)
        if base not in RULES or (edition == NEW_EDITION and shown.startswith("724")):
            close = [self.to_edition(n, edition) for n in RULES if n.startswith(base[:3])][:5]
            raise NotFoundError(f"no rule {number[:40]} in edition {edition}", close)
        ja, en = RULES[base]
        siblings = self.siblings(base)
        position = siblings.index(base)
        other = NEW_EDITION if edition == WIKI_EDITION else WIKI_EDITION

        def mapped(value: str | None) -> str | None:
            return self.to_edition(value, edition) if value else None

        page = SUBGAME_PAGE if base.startswith("724") else LOSS_PAGE
        return {
            "ref": f"rule:{self.to_edition(base, edition)}",
            "number": self.to_edition(base, edition),
            "edition": edition,
            "text": {"ja": ja, "en": en},
            "parent": mapped(self.parent_of(base)),
            "children": [self.to_edition(n, edition) for n in CHILDREN.get(base, [])],
            "examples": [],
            "examples_i18n": {"ja": [], "en": []},
            "other_editions": [{"edition": other, "number": self.to_edition(base, other)}],
            "sources": [{"page": page, "url": WIKI + page}] if ja else [],
            "previous": mapped(siblings[position - 1]) if position > 0 else None,
            "next": mapped(siblings[position + 1]) if position + 1 < len(siblings) else None,
            "text_from": {"ja": None, "en": None},
        }

    async def rules_found(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleAnswer]:
        found: dict[str, RuleAnswer] = {}
        for number in numbers:
            try:
                found[number] = await self.rule(number, edition=edition)
            except NotFoundError:
                continue
        return found

    async def rule_briefs(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleBrief]:
        return dict(await self.rules_found(numbers, edition=edition))

    # --- search --------------------------------------------------------------------------------

    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        self.calls.append(("search", query))
        english = lang == "en" if lang else query.isascii()
        hits: list[SearchHit] = []
        wanted = bigrams(query)
        for number, (ja, en) in RULES.items():
            text = en if english or ja is None else ja
            score = overlap(wanted, text)
            if score >= 0.5:
                page = SUBGAME_PAGE if number.startswith("724") else LOSS_PAGE
                hits.append(
                    {
                        "ref": f"rule:{number}",
                        "kind": "rule",
                        "edition": WIKI_EDITION,
                        "lang": "en" if text == en else "ja",
                        "title": number,
                        "text": text,
                        "page": page,
                        "section_path": [QUOTE_SECTION],
                        "score": round(score, 3),
                        "url": WIKI + page,
                    }
                )
        for page, path, text in SECTIONS:
            score = overlap(wanted, text + " ".join(path))
            if score >= 0.5:
                hits.append(
                    {
                        "ref": f"section:{page}#{path[-1]}",
                        "kind": "section",
                        "title": path[-1],
                        "lang": "ja",
                        "page": page,
                        "section_path": list(path),
                        "text": text,
                        "score": round(score, 3),
                        "url": WIKI + page,
                    }
                )
        hits.sort(key=lambda hit: -hit["score"])
        return structured_answer(query, SearchResult(hits[:limit], []), None)

    # --- cards ---------------------------------------------------------------------------------

    def _card_answer(self, card: CardNames) -> CardAnswer:
        names = {name for name in card if name}
        lists: list[CardOnList] = [
            {
                "page": item["page"],
                "section": item["section"],
                "position": position,
                "note": listed["note"],
                "url": WIKI + item["page"],
            }
            for item in self.lists
            for position, listed in enumerate(item["cards"], start=1)
            if listed["en"] == card.en and item["page"] is not None
        ]
        mentions: list[CardMention] = [
            {
                "page": LOSS_PAGE,
                "section_path": list(INFLUENCE_SECTION),
                "text": text,
                "url": WIKI + LOSS_PAGE,
            }
            for text, named in INFLUENCE
            if any(en == card.en for _, en in named)
        ]
        mentions += [
            {"page": page, "section_path": list(path), "text": text, "url": WIKI + page}
            for page, path, text in SECTIONS
            if any(name in text for name in names)
        ]
        return {
            "ref": f"card:{card.en}",
            "en": card.en,
            "ja": card.ja,
            "lists": lists,
            "mentions": mentions,
        }

    async def glossary(self, term: str, *, lang: str = "en") -> GlossaryAnswer:
        """One entry, Deathtouch / 接死, pointing to 702.2."""
        self.calls.append(("glossary", term))
        if normalize(term) not in {"deathtouch", "接死"}:
            close = ["Deathtouch"] if fuzz.ratio(normalize(term), "deathtouch") > 75 else []
            raise NotFoundError(f"no glossary term {term[:50]!r}", close)
        ja = lang == "ja"
        return {
            "ref": "glossary:接死（せっし）／Deathtouch" if ja else "glossary:Deathtouch",
            "term": "接死" if ja else "Deathtouch",
            "lang": lang,
            "edition": "20260116",
            "text": "キーワード能力。rule 702.2〔接死〕参照。" if ja else "See rule 702.2.",
            "rules": [{"number": "702.2", "text": "接死／Deathtouch" if ja else "Deathtouch"}],
            "other_terms": {"en": "Deathtouch"} if ja else {"ja": "接死"},
            "sources": [],
        }

    async def card(self, name: str) -> CardAnswer:
        self.calls.append(("card", name))
        wanted = normalize(name)
        by_name = self.by_name
        if wanted in by_name:
            return self._card_answer(by_name[wanted])
        closest = process.extractOne(wanted, list(by_name), scorer=fuzz.ratio)
        if closest and closest[1] >= 85:  # a typo, not another card
            return self._card_answer(by_name[closest[0]])
        best = process.extract(wanted, list(by_name), scorer=fuzz.WRatio, limit=5)
        suggestions = [by_name[key].en for key, score, _ in best if score >= 50]
        raise NotFoundError(f"no card named {name[:80]!r}", suggestions)

    async def cards_in(self, text: str, *, plain: bool = True) -> list[CardAnswer]:
        self.calls.append(("cards_in", text))
        named = [normalize(name) for name in re.findall(r"\[\[([^\[\]]+)\]\]", text)]
        if plain:
            folded = normalize(text)
            named += sorted((key for key in self.by_name if key in folded), key=folded.find)
        found: dict[str, CardNames] = {}
        for key in named:
            if key in self.by_name:
                found.setdefault(self.by_name[key].en, self.by_name[key])
        return [self._card_answer(card) for card in list(found.values())[:5]]

    async def cards(self, query: str) -> CardListAnswer:
        self.calls.append(("cards", query))
        scored = []
        for item in self.lists:
            score = overlap(query, f"{item['page']} {item['section']}")
            names = " ".join(f"{c['en']} {c['ja'] or ''}" for c in item["cards"])
            if normalize(query) in normalize(names):
                score = max(score, 0.6)
            if score >= 0.4:
                scored.append((score, item))
        scored.sort(key=lambda pair: -pair[0])
        return {"query": query, "lists": [item for _, item in scored]}

    async def autocomplete(
        self, kind: AutocompleteKind, partial: str, *, lang: str = "en"
    ) -> list[Choice]:
        self.calls.append(("autocomplete", (kind, partial)))
        wanted = normalize(partial)
        if kind == "rule":
            number = self.parse_number(partial)
            found = (
                [n for n in RULES if n.startswith(number)]
                if number
                else [n for n in RULES if "." not in n]
            )
            return [Choice(n, n) for n in found[:25]]
        if kind == "list":
            titles = [f"{item['page']} › {item['section']}" for item in self.lists]
            return [Choice(t, t.split(" › ")[-1]) for t in titles if wanted in normalize(t)][:25]
        choices = []
        for card in self.cards_by_en.values():
            label = f"{card.ja} / {card.en}" if card.ja else card.en
            if wanted in normalize(label):
                choices.append(Choice(label, card.en))
        choices.sort(key=lambda c: (not normalize(c.name).startswith(wanted), c.name))
        return choices[:25]

    async def about(self) -> AboutAnswer:
        return {
            "version": "0.1.0",
            "built_at": None,
            "editions": [
                {"edition": WIKI_EDITION, "lang": "ja", "source": "MTG Wiki quotes"},
                {"edition": WIKI_EDITION, "lang": "en", "source": "MagicCompRules 20231013.txt"},
                {"edition": NEW_EDITION, "lang": "en", "source": "MagicCompRules 20260116.txt"},
                {"edition": NEW_EDITION, "lang": "ja", "source": "MagicCompRules_ja_20260116.txt"},
            ],
            "sources": [
                {
                    "page": SUBGAME_PAGE,
                    "url": WIKI + SUBGAME_PAGE,
                    "attribution": "MTG Wiki (CC BY-SA) contributors",
                },
                {
                    "page": LOSS_PAGE,
                    "url": WIKI + LOSS_PAGE,
                    "attribution": "MTG Wiki (CC BY-SA) contributors",
                },
            ],
            "rules_attribution": "Magic: The Gathering Comprehensive Rules © Wizards of the Coast",
        }
