"""The cards a question names, read as context: their Oracle and Japanese text (which words the
rules that answer are likely to use: Platinum Angel -> "can't lose the game" -> 104.3) and their
rulings (judges' answers to questions like it)."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import aiosqlite
from rapidfuzz import fuzz

from rulesdb.answers import MatchingRuling, RecognisedCard
from rulesdb.search import statements
from rulesdb.search.query import AnalyzedQuery, keywords_of
from rulesdb.text.casual_words import stated_phrases
from rulesdb.text.normalize import fold
from rulesdb.text.variants import opening_variant
from rulesdb.text.vocabulary import lemma, lemmas_of

# Words of the cards' text added to a question: enough for a card's one or two abilities.
CONTEXT_KEYWORDS = 12
# A card's text beside the answer is whole up to here: the sentence that decides is often its
# last (Thassa's Oracle's win, 406 characters; Gideon of the Trials' emblem, 402), and a
# verdict reads the card's effects from it. No printed card's Oracle text is this long; the
# surfaces clip what they show.
COMPACT_TEXT = 1_500
RULINGS_SHOWN = 3
# A ruling answers when it holds this share of the question's own words (longer words weigh
# more), and at least MIN_RULING_WORDS of them: one shared word is chance.
RULING_MATCH = 0.4
MIN_RULING_WORDS = 2
# A word of the question that the card's own text says tells which card, not which ruling: a
# ruling holding it gains this share of its weight, and it is not part of what is asked.
OWN_TEXT_WEIGHT = 0.25
# The other named cards' words are the story's too (the cards in it act on each other), below
# the question's own.
STORY_WEIGHT = 0.5
# A ruling that names its card is that card's own; the rest (a keyword's, a format's) are
# printed beside every card of the kind: of two that hold the same words, the card's own first.
NAMED_BONUS = 0.05
# A ruling for one variant ("In a Commander game, …") weighs as the variant's rules do
# (RankingWeights.variant_factor) unless the question names the variant: a Lightning Bolt story
# got Angel's Grace's ruling on commander damage first.
VARIANT_RULING_FACTOR = 0.4
# Words beginning with the same this many letters are one word asked twice.
SAME_WORD_PREFIX = 6
# Among the rulings that match, the one worded most like the question comes first (rapidfuzz's
# token-set similarity, weighing half as much as the words held).
RESEMBLANCE_WEIGHT = 0.5
# Reminder text restates a keyword's rule; the rule itself is found by the keyword.
_REMINDER_RE = re.compile(r"\([^)]*\)|（[^）]*）")
# What a card's names and text say is the same for every question that names the card: read
# once for this many of them (the cards players ask about come back question after question).
CARDS_REMEMBERED = 2048


# "with the Angel out", "in play": where a card is, not what it does.
_FRAME_WORDS = frozenset(("out", "play"))


@dataclass(frozen=True)
class CardContext:
    """What the search reads of a card the question names: its names, text and rulings."""

    ref: str
    name: str  # the English name (rulings are attributed to it)
    names: tuple[str, ...]  # every name, to tell the question's own words from the card's
    text: str
    ja_text: str | None
    rulings: tuple[tuple[str, str], ...]  # (date, text), oldest first
    power: str | None = None  # a creature of one face: its printed power ("2", "*")


async def load_card_context(db: aiosqlite.Connection, refs: Sequence[str]) -> list[CardContext]:
    """The card data of the named cards, in the order given; a card without card data (a wiki
    card only) is left out."""
    if not refs:
        return []
    faces: dict[str, list[tuple[str, str, str | None, str | None]]] = {}
    names: dict[str, tuple[str, ...]] = {}
    ids: dict[int, str] = {}
    powers: dict[str, str | None] = {}
    for (
        card_id,
        ref,
        en,
        ja,
        face,
        text,
        ja_name,
        ja_text,
        type_line,
        power,
    ) in await statements.card_faces(db, refs):
        ids[card_id] = ref
        faces.setdefault(ref, []).append((face, text, ja_name, ja_text))
        names[ref] = tuple(n for n in (en, ja) if n)
        creature = power is not None and "Creature" in (type_line or "")
        # A card of two faces has no one power (the second face is left out).
        powers[ref] = power if creature and ref not in powers else None
    rulings: dict[str, list[tuple[str, str]]] = {}
    if ids:
        for card_id, date, text in await statements.card_rulings(db, list(ids)):
            rulings.setdefault(ids[card_id], []).append((date, text))
    contexts = []
    for ref in refs:
        if ref not in faces:
            continue
        card_faces = faces[ref]
        face_names = tuple(f[0] for f in card_faces) + tuple(f[2] for f in card_faces if f[2])
        ja_texts = [f[3] for f in card_faces if f[3]]
        contexts.append(
            CardContext(
                ref=ref,
                name=ref.removeprefix("card:"),
                names=names[ref] + face_names,
                text="\n//\n".join(f[1] for f in card_faces),
                ja_text="\n//\n".join(ja_texts) if ja_texts else None,
                rulings=tuple(rulings.get(ref, [])),
                power=powers.get(ref),
            )
        )
    return contexts


def name_words(contexts: Sequence[CardContext]) -> set[str]:
    words: set[str] = set()
    for context in contexts:
        for name in context.names:
            words.update(_name_keywords(name))
    return words


@functools.lru_cache(maxsize=CARDS_REMEMBERED)
def _name_keywords(name: str) -> tuple[str, ...]:
    return tuple(keywords_of(name, keep_hiragana=False))


@functools.lru_cache(maxsize=CARDS_REMEMBERED)
def _text_keywords(text: str) -> tuple[str, ...]:
    """The words of a card's text, its reminder text left out."""
    return tuple(keywords_of(_REMINDER_RE.sub(" ", text), keep_hiragana=False))


@functools.lru_cache(maxsize=CARDS_REMEMBERED)
def _text_phrases(text: str) -> tuple[str, ...]:
    """The rules' phrases a card's text says, folded, its reminder text left out."""
    return tuple(fold(phrase) for phrase in stated_phrases(fold(_REMINDER_RE.sub(" ", text))))


def told_among(contexts: Sequence[CardContext], asked: Sequence[str]) -> str | None:
    """The ref of the card whose text tells the most of the question's words (`asked`: its
    keywords), each word weighing the less the more cards' texts say it, more than any other
    card's and with at least half the words and one no other card's text says: "lose" of
    Platinum Angel's among the Angels' texts ("can I lose at 0 life with the Angel out");
    "life", which a dozen Angels gain, tells little. Names' words, numbers and the
    situation's frame ("out", "play") are not what a card does. None when no card or
    several are told of so."""
    names = name_words(contexts) | _FRAME_WORDS
    content = {word for word in asked if word not in names and not word.isdigit()}
    said = [(c.ref, content.intersection(_text_keywords(c.text))) for c in contexts]
    sayers = Counter(word for _, words in said for word in words)
    ranked = sorted(
        ((sum(1 / sayers[word] for word in words), ref, words) for ref, words in said),
        reverse=True,
    )
    if not ranked or 2 * len(ranked[0][2]) < len(content):
        return None
    if len(ranked) > 1 and ranked[1][0] >= ranked[0][0]:
        return None
    _, ref, words = ranked[0]
    return ref if any(sayers[word] == 1 for word in words) else None


def context_keywords(contexts: Sequence[CardContext], query: AnalyzedQuery) -> list[str]:
    """The words of the cards' rules text (in the question's language) that the question does not
    already hold, reminder text and the cards' own names left out."""
    asked = set(query.keywords)
    names = name_words(contexts)
    found: dict[str, None] = {}
    for context in contexts:
        text = context.ja_text if query.japanese and context.ja_text else context.text
        for word in _text_keywords(text):
            if word not in asked and word not in names and not word.isdigit():
                found.setdefault(word, None)
    return list(found)[:CONTEXT_KEYWORDS]


def card_phrases(contexts: Sequence[CardContext], query: AnalyzedQuery) -> list[str]:
    """The rules' phrases the cards' text says (in the question's language), folded: Phage's
    "that player loses the game" asks for the rule that an effect may make a player lose."""
    phrases: dict[str, None] = {}
    for context in contexts:
        text = context.ja_text if query.japanese and context.ja_text else context.text
        for phrase in _text_phrases(text):
            phrases.setdefault(phrase, None)
    return list(phrases)


def matching_rulings(contexts: Sequence[CardContext], query: AnalyzedQuery) -> list[MatchingRuling]:
    """The rulings that hold most of what the question asks of their card, best first (see
    _ruling_score); a Japanese question through its translations, since rulings are in English."""
    names = name_words(contexts)
    # The question's own words: not the rules' words its casual phrases added.
    own = (
        query.translated_keywords
        if query.japanese
        else keywords_of(query.text, keep_hiragana=False)
    )
    words = _distinct([w for w in own if w not in names and len(w) > 1])
    if len(words) < MIN_RULING_WORDS:
        return []
    scored: list[tuple[float, int, MatchingRuling]] = []
    for context in contexts:
        card_text = _folded_ruling(context.text)
        story = _story_words(contexts, context, names, words)
        weighed, asked = _weighed_words(card_text, words, story)
        # Rulings print the name with a typographic apostrophe ("Angel’s Grace").
        named = {_folded_ruling(context.name), _folded_ruling(context.name).replace("'", "’")}
        for date, text in context.rulings:
            folded = _folded_ruling(text)
            share = _ruling_score(folded, weighed, asked)
            if share >= RULING_MATCH and _for_another_variant(folded, query.variants):
                share *= VARIANT_RULING_FACTOR
            if share >= RULING_MATCH:
                resemblance = fuzz.token_set_ratio(query.folded, folded) / 100
                if any(name in folded for name in named):
                    share += NAMED_BONUS
                ruling: MatchingRuling = {"card": context.name, "date": date, "text": text}
                scored.append((share + RESEMBLANCE_WEIGHT * resemblance, len(scored), ruling))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [ruling for *_, ruling in scored[:RULINGS_SHOWN]]


def _distinct(words: list[str]) -> list[str]:
    """The words, one of those that begin alike kept: two translations of one word ("respond",
    "response") are asked once."""
    seen: set[str] = set()
    kept = []
    for word in words:
        if word[:SAME_WORD_PREFIX] not in seen:
            seen.add(word[:SAME_WORD_PREFIX])
            kept.append(word)
    return kept


def _story_words(
    contexts: Sequence[CardContext], card: CardContext, names: set[str], asked: list[str]
) -> list[str]:
    """The words of the other named cards' text: what they do to each other in the story
    (Lightning Bolt "deals damage" to the player who cast Angel's Grace)."""
    found: dict[str, None] = {}
    for other in contexts:
        if other is not card:
            for word in _text_keywords(other.text):
                if word not in names and len(word) > 1 and not word.isdigit():
                    found.setdefault(word, None)
    asked_prefixes = {w[:SAME_WORD_PREFIX] for w in asked}
    return [w for w in _distinct(list(found)) if w[:SAME_WORD_PREFIX] not in asked_prefixes]


# A word a ruling may hold: the word, its lemma (rulesdb.text.vocabulary.lemma), its weight and
# whether it tells the ruling.
_Weighed = tuple[str, str | None, float, bool]


def _weighed_words(
    card_text: str, asked: list[str], story: list[str]
) -> tuple[list[_Weighed], float]:
    """Each word a ruling may hold, with its lemma, its weight and whether it tells the ruling
    (the card's own text does not say it), and the weight of what the question asks of the
    card: the question's words that the card's own text says weigh OWN_TEXT_WEIGHT (they tell
    which card, not which ruling) and are left out of what is asked. The other cards' words
    weigh STORY_WEIGHT, fully even when the card says them too (there the cards meet: Bolt's
    damage, Angel's Grace's damage)."""
    weighed: list[_Weighed] = []
    asked_weight = 0.0
    for word in asked:
        said = word in card_text
        if not said:
            asked_weight += len(word)
        share = OWN_TEXT_WEIGHT if said else 1.0
        weighed.append((word, lemma(word), len(word) * share, not said))
    weighed.extend((word, lemma(word), len(word) * STORY_WEIGHT, True) for word in story)
    return weighed, max(asked_weight, 1.0)


def _ruling_score(folded: str, weighed: list[_Weighed], asked: float) -> float:
    """The share of what is asked that a ruling holds (_weighed_words); 0 for a ruling that
    holds fewer than MIN_RULING_WORDS words, or only the card's own."""
    held = 0
    weight = 0.0
    telling = False
    # A word is held as it is written or in another inflection ("lost" where the ruling
    # says "loses").
    lemmas = lemmas_of(folded)
    for word, word_lemma, word_weight, tells in weighed:
        if word in folded or word_lemma in lemmas:
            held += 1
            telling = telling or tells
            weight += word_weight
    if held < MIN_RULING_WORDS or not telling:
        return 0.0
    return weight / asked


@functools.lru_cache(maxsize=CARDS_REMEMBERED * 4)
def _folded_ruling(text: str) -> str:
    return fold(text)


@functools.lru_cache(maxsize=CARDS_REMEMBERED * 4)
def _ruling_variant(folded: str) -> str | None:
    return opening_variant(folded)


def _for_another_variant(folded: str, named: frozenset[str]) -> bool:
    """Whether a ruling holds for a variant the question does not name."""
    variant = _ruling_variant(folded)
    return variant is not None and variant not in named


def compact(text: str) -> str:
    return text if len(text) <= COMPACT_TEXT else text[: COMPACT_TEXT - 1] + "…"


def with_card_text(
    cards: Sequence[RecognisedCard], contexts: Sequence[CardContext]
) -> list[RecognisedCard]:
    """The recognised cards with their Oracle and Japanese text, where card data has them."""
    by_ref = {context.ref: context for context in contexts}
    shown: list[RecognisedCard] = []
    for card in cards:
        context = by_ref.get(card["ref"])
        entry: RecognisedCard = {"ref": card["ref"], "name": card["name"]}
        if context is not None:
            entry["text"] = compact(context.text)
            if context.ja_text:
                entry["ja_text"] = compact(context.ja_text)
            if context.power is not None:
                entry["power"] = context.power
        shown.append(entry)
    return shown
