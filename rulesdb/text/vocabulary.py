"""Carrying a question across languages with the term table (`terms`): an English question gains
the Japanese words of its terms and a Japanese question gains the English ones; the English
stems both are read in, and one form for a stem's inflections (`lemma`)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from rulesdb.text.normalize import fold

_WORD_RE = re.compile(r"[a-z0-9']+")


def _english_stem(word: str) -> str:
    """A crude suffix stripper, the same for questions and documents: `exiled`, `exile` and
    `exiles` all become `exil`, `losing`/`loses`/`lose` become `los`. Keywords are matched as
    substrings of the documents' text, so a stem finds every inflection there."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    for suffix, shortest in (("ing", 6), ("ed", 5), ("es", 5), ("s", 4)):
        if word.endswith(suffix) and len(word) >= shortest and not word.endswith(("ss", "'s")):
            word = word[: -len(suffix)]
            break
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


def english_words(folded: str) -> list[str]:
    return [_english_stem(w) for w in _WORD_RE.findall(folded)]


# One form for a word's inflections, to compare a question's words with a ruling's as words:
# the stems above meet where one form holds the other ("conced" in "concedes"), not where the
# verb changes ("lost" / "loses", "paid" / "pay") or the consonant doubles ("controlling" /
# "control").
# The irregular verbs of game stories, base form first: every form stands for the base.
_IRREGULAR = (
    "lose lost losing loses",
    "draw drew drawn draws drawing",
    "deal dealt deals dealing",
    "win won wins winning",
    "leave left leaves leaving",
    "take took taken takes taking",
    "pay paid pays paying",
    "die died dies dying",
    "choose chose chosen chooses choosing",
    "begin began begun begins beginning",
    "give gave given gives giving",
    "become became becomes becoming",
    "hold held holds holding",
    "keep kept keeps keeping",
    "fight fought fights fighting",
    "steal stole stolen steals stealing",
    "find found finds finding",
    "make made makes making",
    "bring brought brings bringing",
    "see saw seen sees seeing",
)
_LEMMAS = {
    stem: forms.split()[0]
    for forms in _IRREGULAR
    for form in forms.split()
    for stem in english_words(form)
}
# "controll" (controlling), "stopp" (stopped): the doubled consonant of an inflection.
_DOUBLED_RE = re.compile(r"([bdglmnprt])\1$")
# A regular stem shorter than this meets unrelated words ("los", "sav", "mor"): it is compared
# as it is, never as a lemma.
SHORTEST_LEMMA = 4
# Rulings are read for every question naming their card: each text's words are kept for this
# many texts (a card's rulings come back with the card).
RULINGS_REMEMBERED = 8192


@functools.lru_cache(maxsize=RULINGS_REMEMBERED)
def lemma(stem: str) -> str | None:
    """The one form of a stem of `english_words` (a keyword), None when it is too short to
    tell (see SHORTEST_LEMMA) or a contraction: "doesn't" of a story met Platinum Angel's
    "doesn’t" and put its ruling before Shahrazad's on a subgame question."""
    if "'" in stem:
        return None
    if stem in _LEMMAS:
        return _LEMMAS[stem]
    if _DOUBLED_RE.search(stem) and len(stem) > SHORTEST_LEMMA:
        stem = stem[:-1]
    return stem if len(stem) >= SHORTEST_LEMMA else None


@functools.lru_cache(maxsize=RULINGS_REMEMBERED)
def lemmas_of(folded: str) -> frozenset[str]:
    """The lemmas of a folded text's words; a contraction is one word ("won’t" is no "won")."""
    words = set(english_words(folded.replace("’", "'")))
    return frozenset(found for word in words if (found := lemma(word)) is not None)


@dataclass(frozen=True)
class Term:
    """A pair of the term table: its Japanese and English, folded as questions are."""

    ja: str
    en: str
    ja_folded: str
    en_words: tuple[str, ...]


class Vocabulary:
    def __init__(self, pairs: list[tuple[str, str]], known: frozenset[str] = frozenset()) -> None:
        # The words the English rules say: a question's word among them is no misspelling
        # (rulesdb.text.casual_words.respelt).
        self.known = known
        self.terms: list[Term] = []
        for ja, en in pairs:
            ja_folded = fold(ja)
            en_words = tuple(english_words(fold(en)))
            if ja_folded and en_words:
                self.terms.append(Term(ja, en, ja_folded, en_words))
        self._by_english: dict[tuple[str, ...], list[Term]] = {}
        self._by_japanese: dict[str, list[Term]] = {}
        for term in self.terms:
            self._by_english.setdefault(term.en_words, []).append(term)
            self._by_japanese.setdefault(term.ja_folded, []).append(term)
        self._last_japanese: tuple[str | None, list[Term]] = (None, [])
        self._by_first_word: dict[str, list[Term]] = {}
        # Term positions by the first character of their Japanese: a question holds a term only
        # if it holds that character (an English question holds none of most).
        self._by_first_char: dict[str, list[int]] = {}
        for position, term in enumerate(self.terms):
            self._by_first_word.setdefault(term.en_words[0], []).append(term)
            self._by_first_char.setdefault(term.ja_folded[0], []).append(position)
        self._ja_stems = [_verb_stem(term.ja_folded) for term in self.terms]

    def alternatives(self, keyword: str, folded_query: str, *, japanese: bool) -> tuple[str, ...]:
        """The keyword and its same-language synonyms: terms that share a translation with a
        term of the question containing it (`負け` -> lose -> `敗北`)."""
        found: dict[str, None] = {keyword: None}
        if japanese:
            for term in self._japanese_terms(folded_query):
                if keyword in term.ja_folded:
                    for other in self._by_english.get(term.en_words, ()):
                        found.setdefault(other.ja_folded, None)
        else:
            for term in self._by_english.get((keyword,), ()):
                for other in self._by_japanese.get(term.ja_folded, ()):
                    found.setdefault(" ".join(other.en_words), None)
        return tuple(found)

    def _english_terms(self, folded_query: str) -> list[Term]:
        """Terms whose English words stand, in order, in the question."""
        found: list[Term] = []
        words = english_words(folded_query)
        for index, word in enumerate(words):
            for term in self._by_first_word.get(word, ()):
                if tuple(words[index : index + len(term.en_words)]) == term.en_words:
                    found.append(term)
        return found

    def _japanese_terms(self, folded_query: str) -> list[Term]:
        # Analysing one question asks this for every keyword and again to translate: the
        # question's terms are found once (the last question's are kept), not in every call.
        if self._last_japanese[0] != folded_query:
            said = self._by_first_char
            held = [
                position
                for char in set(folded_query).intersection(said)
                for position in said[char]
                if self._ja_stems[position] in folded_query
            ]
            # In the table's order, as a scan of every term finds them.
            self._last_japanese = (folded_query, [self.terms[p] for p in sorted(held)])
        return self._last_japanese[1]

    def matched_sources(self, folded_query: str, *, japanese: bool) -> list[str]:
        """The folded terms of the question in its own language that the table translates: the
        terms `translate` gives it the other language's words for. (The table's Japanese `Y`
        stands in the letters of most English questions, in `my` or `play`, and translates
        nothing for them.)"""
        if japanese:
            return _unique([term.ja_folded for term in self._japanese_terms(folded_query)])
        return _unique([w for term in self._english_terms(folded_query) for w in term.en_words])

    def translate(self, folded_query: str) -> tuple[list[str], list[str]]:
        """(Japanese terms for the English words in the query, English terms for its Japanese),
        as the term table writes them."""
        to_japanese = [term.ja for term in self._english_terms(folded_query)]
        to_english = [fold(term.en) for term in self._japanese_terms(folded_query)]
        return _drop_contained(_unique(to_japanese)), _drop_contained(_unique(to_english))


# A term that is a verb in its dictionary form ("カードを引く", "戦場を離れる", "打ち消す",
# "ターンを終了する"): the question tells it in another form ("カードを引いた", "離れた",
# "打ち消された", "終了した"). The ending follows a kanji or one kana after it: a katakana word
# folds to hiragana, and "コイル" or "サイクリング" end alike.
# (Told by comparing characters: a pattern of the kanji's range takes some 20M instructions to
# compile, in every process that reads the term table.)
_VERB_ENDINGS = frozenset("うくぐすつぬぶむる")


def _kanji(char: str) -> bool:
    return "\u4e00" <= char <= "\u9fff"


def _verb_stem(folded: str) -> str:
    """A verb term without its ending, when what is left holds a kanji and two characters (one
    kanji, 引 of 引く, is in 引き分け too); otherwise the term."""
    if folded.endswith("する"):
        stem = folded[:-2]
    elif folded[-1:] in _VERB_ENDINGS and (
        _kanji(folded[-2:-1]) or ("\u3041" <= folded[-2:-1] <= "\u309f" and _kanji(folded[-3:-2]))
    ):
        stem = folded[:-1]
    else:
        return folded
    return stem if len(stem) >= 2 and any(_kanji(char) for char in stem) else folded


def _unique(items: list[str]) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:
        seen.setdefault(item, None)
    return list(seen)


def _drop_contained(terms: list[str]) -> list[str]:
    """`毒カウンター` makes `毒` and `カウンター` redundant; keep only the longest matches."""
    return [t for t in terms if not any(t != other and t in other for other in terms)]
