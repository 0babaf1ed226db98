"""The documents a question names, and the cards it names read as context.

Rule numbers, cards (by the fuzzy name search, and short or katakana names found apart), the
section headings it says in either language, every card list when it asks for a list, and the
rules of the keyword abilities it names: these join the candidates whatever the index ranks. A
card the question names is shown apart, as context, unless the question is no more than the
card's name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from rapidfuzz import fuzz, process

from rulesdb.answers import RecognisedCard
from rulesdb.search.card_context import (
    CardContext,
    card_phrases,
    context_keywords,
    name_words,
    told_among,
)
from rulesdb.search.keyword_rules import KeywordRules, Printing
from rulesdb.search.name_index import NameIndex, NameMatch
from rulesdb.search.query import AnalyzedQuery, keywords_of, with_context
from rulesdb.search.ranking import CARD_NAME_TRUSTED, CARD_QUESTION_WORDS
from rulesdb.search.shortened.english import ULTIMATE_NAMES, beside_ultimate
from rulesdb.search.shortened.japanese import head_names_in, japanese_bigrams
from rulesdb.search.stages.candidates import Scored
from rulesdb.search.stages.card_reads import CardReads
from rulesdb.search.stages.written import beside_written, outside_written, written_names
from rulesdb.search.term_names import rules_words_named
from rulesdb.search.trigram_stats import TrigramStats
from rulesdb.text.katakana_sound import MIN_SOUNDS, kana_sounds
from rulesdb.text.loyalty import ULTIMATE_WORDS_JA, loyalty_abilities
from rulesdb.text.name_columns import bigrams
from rulesdb.text.normalize import fold_name

# A short Japanese card name that more rules (or glossary entries) than this say is the rules'
# word, not the card's name.
SHORT_NAME_RULES = 3
# The share of a question's words a katakana name of few sounds shortened needs its card's
# Japanese text to say (`_told_of`).
TOLD_OF_SHARE = 0.5
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
    # The keyword abilities the question may speak of without naming them (an everyday word,
    # "partner"; a word they begin, "infected") and those the named cards' texts name
    # (Glistener Elf: infect): no rule of theirs is taken for one asked of by no one.
    spoken_keywords: frozenset[Printing] = frozenset()


@dataclass(frozen=True)
class NamedCards:
    """The recognised cards' data, the question with their words and phrases as context, and
    those words (asked of the index apart, so that they crowd out none of the question's)."""

    contexts: list[CardContext]
    query: AnalyzedQuery
    words: list[str]


async def card_names_apart(
    query: AnalyzedQuery,
    cards: NameIndex,
    keywords: KeywordRules,
    index: TrigramStats,
    reads: CardReads,
) -> list[tuple[str, NameMatch]]:
    """Card names the fuzzy search cannot find inside a question: a short Japanese name (崇拝,
    稲妻) written as a word of its own, unless the word is the rules' own (a keyword
    ability's name: 想起 is Evoke, and Remembrance's name; or a word more than a few rules
    say: 遅延 is Delay's name, and the rules' 遅延誘発型能力); and an English name written
    in katakana (グリステナー・エルフ); and a name as players shorten it ("Lab Man",
    "Persecutor"; 「迫害者」, when the question speaks of what the card does:
    rulesdb.search.shortened.japanese), unless the rules say those words too; a legend's name
    after its 「、」 beside its 「奥義」 (「カーンの奥義」); and "the
    Angel": of the cards the word heads, the one whose text alone the question tells of
    (`told_among`). Each with the words that name it."""
    found = []
    enough = SHORT_NAME_RULES + 1
    for word, match in cards.short_names_in(query.text):
        if word in keywords.japanese:
            continue
        if await index.rules_saying(word, enough) < enough:
            found.append((word, match))
    found += cards.sounded_in(query.text)
    said = japanese_bigrams(query.text) if query.japanese else set[str]()
    for word, match in cards.shortened_in(query.text):
        # A word of few sounds (ラボマン) is the card's where the question says mostly words
        # of its text: half such words found are other names' (コンパス, Confront the Past).
        if await index.rules_saying(word, enough) < enough and (
            len(kana_sounds(word)) >= MIN_SOUNDS
            or await _told_of(reads, match, said, word, TOLD_OF_SHARE)
        ):
            found.append((word, match))
    found += await _abbreviated_apart(query, cards, index, reads)
    found += await _given_apart(query, cards, index, reads, said)
    headed = cards.headed_in(query.text)  # told of in the question's words, not the casual's
    asked = keywords_of(query.text, keep_hiragana=False) if headed else []
    for word, matches in headed:
        told = told_among(await reads.contexts([m.key for m in matches]), asked)
        found += [(word, match) for match in matches if match.key == told]
    for word, match in head_names_in(query.text, cards):
        if await index.rules_saying(word, enough) < enough and await _told_of(
            reads, match, said, word
        ):
            found.append((word, match))
    # A card found twice (卓絶 and "Transcendence" in one question) is named once.
    first: dict[str, tuple[str, NameMatch]] = {}
    for words, match in found:
        first.setdefault(match.key, (words, match))
    return list(first.values())


async def _abbreviated_apart(
    query: AnalyzedQuery, cards: NameIndex, index: TrigramStats, reads: CardReads
) -> list[tuple[str, NameMatch]]:
    """The names the question shortens as English players do ("Lab Man", "Persecutor"),
    unless the rules say those words too; a first name beside "ultimate", the planeswalker of
    that name whose text the question tells of (`_ultimate_meant`)."""
    shortened: dict[str, list[NameMatch]] = {}
    for words, match in cards.abbreviated_in(query.text):
        shortened.setdefault(words, []).append(match)
    found = []
    for words, matches in shortened.items():
        if len(matches) > 1:
            told = _english_told(set(query.keywords) - set(words.split()))
            meant = await _ultimate_meant(index, reads, matches, told)
            if meant is not None:
                found.append((words, meant))
        elif beside_ultimate(query.text, words) or await _the_cards_words(
            words, matches[0], index, SHORT_NAME_RULES + 1
        ):
            found.append((words, matches[0]))
    return found


async def _given_apart(
    query: AnalyzedQuery, cards: NameIndex, index: TrigramStats, reads: CardReads, said: set[str]
) -> list[tuple[str, NameMatch]]:
    """The planeswalkers a Japanese question names by a legend's name after its 「、」 beside
    「奥義」 (「カーンの奥義」: rulesdb.search.shortened.given): the one card of that name, or
    of several the one whose Japanese text the question tells of (`_ultimate_meant`)."""
    if not query.japanese or not any(word in query.text for word in ULTIMATE_WORDS_JA):
        return []
    found = []
    for word, matches, beside in cards.given_named_in(query.text):
        if beside and len(matches) == 1:  # as a first name beside "ult" is (English)
            found.append((word, matches[0]))
        elif beside and len(matches) <= ULTIMATE_NAMES:
            told = _japanese_told(said - bigrams(word))
            meant = await _ultimate_meant(index, reads, matches, told)
            if meant is not None:
                found.append((word, meant))
    return found


async def _ultimate_meant(
    index: TrigramStats,
    reads: CardReads,
    matches: list[NameMatch],
    told: Callable[[CardContext], int],
) -> NameMatch | None:
    """Of the cards a planeswalker's first name beside "ultimate" (or its name beside 「奥義」)
    may be (shortest names first), the planeswalker whose text `told` says the most of the
    question's words of ("Jace's ultimate with an empty library": Jace, Wielder of Mysteries
    wins with no cards in library), else the one of them the rules name; none when several
    remain (a guess would show another card's ability as the one asked of)."""
    contexts = {c.ref: c for c in await reads.contexts([m.key for m in matches])}
    scored = []
    for match in matches:
        context = contexts.get(match.key)
        if context is None or loyalty_abilities(context.text.splitlines()) < 2:
            continue
        scored.append((told(context), match))
    if not scored:
        return None
    best = max(score for score, _ in scored)
    leading = [match for score, match in scored if score == best]
    if len(leading) > 1:  # the one the rules' own examples name (Karn Liberated restarts)
        leading = [m for m in leading if await index.rules_quoting(m.key.removeprefix("card:"), 1)]
    return leading[0] if len(leading) == 1 else None


def _english_told(asked: set[str]) -> Callable[[CardContext], int]:
    """How many of the question's words (`asked`: its keywords but the name's) a card's
    English text says, its name's words aside."""

    def told(context: CardContext) -> int:
        said = asked & set(keywords_of(context.text, keep_hiragana=False))
        return len(said - name_words([context]))

    return told


def _japanese_told(asked: set[str]) -> Callable[[CardContext], int]:
    """How many of the question's kanji and katakana bigrams (`asked`: the name's aside) a
    card's Japanese text says, its names' aside."""

    def told(context: CardContext) -> int:
        names = set().union(*(japanese_bigrams(name) for name in context.names))
        return len((asked & japanese_bigrams(context.ja_text or "")) - names)

    return told


async def _told_of(
    reads: CardReads, match: NameMatch, said: set[str], word: str, share: float = 0.0
) -> bool:
    """Whether the question (`said`: its kanji and katakana bigrams) says, besides the name's
    last `word`, a word of the card's Japanese text (more than `share` of its words' bigrams):
    「迫害者がいると相手は勝てない」 speaks of Abyssal Persecutor's 「あなたの対戦相手はゲームに
    勝利できない」; 「昨日の…ホテルに帰った」 of no card's."""
    contexts = await reads.contexts([match.key])
    card_text = contexts[0].ja_text if contexts else None
    if not card_text:
        return False
    asked = said - bigrams(fold_name(word))  # (a word folded to hiragana too)
    told = asked & japanese_bigrams(card_text)
    return bool(told) and len(told) > share * len(asked)


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
    apart: list[tuple[str, NameMatch]],
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


def _cards_named(
    query: AnalyzedQuery, apart: list[tuple[str, NameMatch]], cards: NameIndex
) -> list[NameMatch]:
    """The fuzzy search's names (none found where a name written out, or one found `apart`,
    stands: Persecute where "Persecutor" shortens Abyssal Persecutor), then the names written
    out that it did not keep (never crowded out), then those found `apart` (none inside
    another card's written name)."""
    written = written_names(query.text, cards)
    apart = outside_written(apart, written, query.text)
    fuzzy = cards.search(query.text, limit=CARDS_NAMED, cutoff=CARD_NAME_CUTOFF)
    found = {m.key for _, m in apart}
    said = [words for words, _ in apart]
    beside = beside_written(fuzzy, written, query.text, said)
    matches = [m for m in beside if m.key not in found]
    found.update(m.key for m in matches)
    for name in written:
        if name.match.key not in found:
            found.add(name.match.key)
            matches.append(replace(name.match, score=WRITTEN_NAME_SCORE))
    return matches + [match for _, match in apart]


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
    refs = [card["ref"] for card in named.recognised]
    contexts = await cards.contexts(refs)
    words = context_keywords(contexts, query)
    phrases = card_phrases(contexts, query)
    if query.japanese:
        # The wiki's lists are Japanese: what they say is asked of a Japanese question only.
        with_data = {context.ref for context in contexts}
        phrases += await cards.listed_phrases([ref for ref in refs if ref not in with_data])
    with_cards = with_context(query, words, frozenset(name_words(contexts)), phrases)
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
