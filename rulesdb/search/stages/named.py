"""The documents a question names, and the cards it names read as context.

Rule numbers, cards (by the fuzzy name search, and short or katakana names found apart), the
section headings it says in either language, every card list when it asks for a list, and the
rules of the keyword abilities it names: these join the candidates whatever the index ranks. A
card the question names is shown apart, as context, unless the question is no more than the
card's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rapidfuzz import fuzz, process

from rulesdb.answers import RecognisedCard
from rulesdb.search.abbreviated_names import beside_ultimate
from rulesdb.search.card_context import (
    CardContext,
    card_phrases,
    context_keywords,
    name_words,
)
from rulesdb.search.keyword_rules import KeywordRules, Printing
from rulesdb.search.name_index import NameIndex, NameMatch
from rulesdb.search.query import AnalyzedQuery, with_context
from rulesdb.search.ranking import CARD_NAME_TRUSTED, CARD_QUESTION_WORDS
from rulesdb.search.stages.candidates import Scored
from rulesdb.search.stages.card_reads import CardReads
from rulesdb.search.stages.written import beside_written, written_names
from rulesdb.search.term_names import rules_words_named
from rulesdb.search.trigram_stats import TrigramStats

# A short Japanese card name that more rules (or glossary entries) than this say is the rules'
# word, not the card's name.
SHORT_NAME_RULES = 3
# How far the rules saying a shortened name and its card's whole name are counted to compare.
RULES_COUNTED_FOR_A_NAME = 40
# Words besides the cards' names that make a question about the cards rather than a lookup.
ASKING_WORDS = 2
NAME_WORD_LIKENESS = 80
RULE_NUMBERS_NAMED = 5
CARDS_NAMED = 5
CARD_NAME_CUTOFF = 0.6
# A name written out that the fuzzy search did not keep scores as one it finds inside a
# question (rulesdb.search.name_index: the whole name, at 0.97).
WRITTEN_NAME_SCORE = 0.97
HEADINGS_NAMED = 5
HEADING_CUTOFF = 0.75


@dataclass(frozen=True)
class Named:
    """What a question names: the refs of its rule numbers, its cards (ref -> how well the
    name matched), every named document's ref, the cards recognised and the keyword abilities'
    sections (per edition)."""

    numbers: set[str]
    cards: dict[str, float]
    refs: list[str]
    recognised: list[RecognisedCard]
    keywords: frozenset[Printing] = frozenset()


@dataclass(frozen=True)
class NamedCards:
    """The recognised cards' data, the question with their words and phrases as context, and
    those words (asked of the index apart, so that they crowd out none of the question's)."""

    contexts: list[CardContext]
    query: AnalyzedQuery
    words: list[str]


async def card_names_apart(
    query: AnalyzedQuery, cards: NameIndex, keywords: KeywordRules, index: TrigramStats
) -> list[NameMatch]:
    """Card names the fuzzy search cannot find inside a question: a short Japanese name (崇拝,
    稲妻) written as a word of its own, unless the word is the rules' own (a keyword
    ability's name: 想起 is Evoke, and Remembrance's name; or a word more than a few rules
    say: 遅延 is Delay's name, and the rules' 遅延誘発型能力); and an English name written
    in katakana (グリステナー・エルフ); and a name as players shorten it ("Lab Man",
    "Persecutor"), unless the rules say those words too."""
    found = []
    enough = SHORT_NAME_RULES + 1
    for word, match in cards.short_names_in(query.text):
        if word in keywords.japanese:
            continue
        if await index.rules_saying(word, enough) < enough:
            found.append(match)
    found += [match for _, match in cards.sounded_in(query.text)]
    for words, match in cards.abbreviated_in(query.text):
        if beside_ultimate(query.text, words) or await _the_cards_words(
            words, match, index, enough
        ):
            found.append(match)
    return found


async def _the_cards_words(words: str, match: NameMatch, index: TrigramStats, enough: int) -> bool:
    """Whether a shortened name is the card's rather than the rules' own words: "Two Headed
    Giant" is a card's name and the rules' variant; "Karn" the rules say only in the card's
    whole name ("One card (Karn Liberated) restarts the game"), so it is the card's."""
    said = await index.rules_quoting(words, RULES_COUNTED_FOR_A_NAME)
    if said < enough:
        return True
    name = match.key.removeprefix("card:")
    if " ".join(name.lower().replace("-", " ").split()) == words:
        return False
    return await index.rules_quoting(name, RULES_COUNTED_FOR_A_NAME) >= said


def named_documents(
    query: AnalyzedQuery,
    apart: list[NameMatch],
    cards: NameIndex,
    headings: NameIndex,
    list_refs: list[str],
    keywords: KeywordRules,
) -> Named:
    """Documents the question names: rule numbers, cards (the fuzzy search's and those
    found `apart`: short and katakana names), section headings (in either language), and
    every card list when the question asks for a list."""
    numbers = {f"rule:{number}" for number in query.rule_numbers[:RULE_NUMBERS_NAMED]}
    matches = _cards_named(query, apart, cards)
    named_cards = {m.key: m.score for m in matches}
    trusted = [m for m in matches if m.score >= CARD_NAME_TRUSTED]
    recognised: list[RecognisedCard] = [
        {"ref": m.key, "name": m.label} for m in trusted if not _inside_another(m.key, trusted)
    ]
    heading_refs: set[str] = set()
    for asked in (query.text, " ".join(query.translated)):
        if asked.strip():
            heading_refs.update(
                m.key for m in headings.search(asked, limit=HEADINGS_NAMED, cutoff=HEADING_CUTOFF)
            )
    if query.wants_list:
        heading_refs.update(list_refs)
    named_keywords = keywords.named(query.folded)
    refs = numbers | set(named_cards) | heading_refs | set(keywords.refs(named_keywords))
    return Named(numbers, named_cards, sorted(refs), recognised, named_keywords)


def _cards_named(query: AnalyzedQuery, apart: list[NameMatch], cards: NameIndex) -> list[NameMatch]:
    """The fuzzy search's names (none found where a name written out stands), then the names
    written out that it did not keep (never crowded out), then those found `apart`."""
    written = written_names(query.text, cards)
    fuzzy = cards.search(query.text, limit=CARDS_NAMED, cutoff=CARD_NAME_CUTOFF)
    found = {m.key for m in apart}
    matches = [m for m in beside_written(fuzzy, written, query.text) if m.key not in found]
    found.update(m.key for m in matches)
    for name in written:
        if name.match.key not in found:
            found.add(name.match.key)
            matches.append(replace(name.match, score=WRITTEN_NAME_SCORE))
    return matches + apart


async def rules_words_apart(query: AnalyzedQuery, named: Named, index: TrigramStats) -> Named:
    """The named documents without a one-word English card name found only inside a longer
    word of the question that the rules say (Delay in "delayed triggered ability"): the
    question says the rules' word, not the card's name. A name the question writes as a word
    of its own, or inside a word the rules do not say (a typo), stays, unless the name is the
    rules' word itself and the question says it as theirs (rulesdb.search.term_names:
    "sacrifice", Two-Headed Giant)."""
    words = set(re.findall(r"[a-z]+", query.folded))
    enough = SHORT_NAME_RULES + 1
    dropped = await rules_words_named(query.text, named.recognised, index)
    for card in named.recognised:
        name = card["ref"].removeprefix("card:").casefold()
        if card["ref"] in dropped or not name.isalpha() or not name.isascii() or name in words:
            continue
        longer = sorted(word for word in words if word.startswith(name))
        if longer and await index.rules_quoting(longer[0], enough) >= enough:
            dropped.add(card["ref"])
    if not dropped:
        return named
    return replace(
        named,
        cards={ref: score for ref, score in named.cards.items() if ref not in dropped},
        refs=[ref for ref in named.refs if ref not in dropped],
        recognised=[card for card in named.recognised if card["ref"] not in dropped],
    )


def _inside_another(ref: str, matches: list[NameMatch]) -> bool:
    """Whether the card's name is part of another name found ("Lich" in "Lich's Mirror"): the
    question names the longer card, not both."""
    name = ref.removeprefix("card:").casefold()
    return any(m.key != ref and name in m.key.removeprefix("card:").casefold() for m in matches)


async def read_named_cards(cards: CardReads, query: AnalyzedQuery, named: Named) -> NamedCards:
    """The recognised cards' data (a card without card data is left out) and the question
    with their text's words, their names' words and the rules' phrases their text says."""
    contexts = await cards.contexts([card["ref"] for card in named.recognised])
    words = context_keywords(contexts, query)
    with_cards = with_context(
        query, words, frozenset(name_words(contexts)), card_phrases(contexts, query)
    )
    return NamedCards(contexts, with_cards, words)


def cards_apart(
    merged: list[Scored], query: AnalyzedQuery, named: Named, contexts: list[CardContext]
) -> list[Scored]:
    """The hits with a card the question names, and card lists unless a list is asked for,
    after what may answer, when the question asks about the cards: a card's stub never takes
    the place of a rule, a ruling or a wiki section that could answer."""
    if not (named.recognised and _asks_about(query, contexts)):
        return merged
    return sorted(merged, key=lambda scored: _context_order(scored, query))


def _asks_about(query: AnalyzedQuery, contexts: list[CardContext]) -> bool:
    """Whether the question says more than the names of the cards it names."""
    names = name_words(contexts) if contexts else set()
    # A name's word misspelt ("Abysal Persecuter") is still the name.
    others = [
        word
        for word in query.keywords
        if not process.extractOne(word, names, scorer=fuzz.ratio, score_cutoff=NAME_WORD_LIKENESS)
    ]
    return len(others) >= ASKING_WORDS if contexts else len(query.keywords) > CARD_QUESTION_WORDS


def _context_order(scored: Scored, query: AnalyzedQuery) -> int:
    """0 for what may answer a question about named cards, 1 for a card list, 2 for a card."""
    candidate = scored.candidate
    if candidate.kind == "card":
        return 2
    return 1 if candidate.facet == "card_list" and not query.wants_list else 0
