"""The words a question and a card's text are compared by (bot.application.composed_answer):
English words but the commonest, with their inflections; the character pairs of Japanese
runs; and whether a question is a card's name alone, misspelt or in katakana."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.application.answer_types import RecognisedCard
from rulesdb.text.katakana_romaji import romaji
from rulesdb.text.normalize import fold

_ENGLISH_WORD = re.compile(r"[a-z0-9']{3,}")
# Japanese is not spaced: its kanji and katakana runs are compared by character pairs.
_JAPANESE_RUN = re.compile(r"[\u30a0-\u30ff\u4e00-\u9fff]{2,}")
# Words every question and every card text has: sharing them says nothing.
_ENDINGS = ("ing", "es", "ed", "s", "d")
_COMMON = frozenset(
    "the and you your can does what when with this that for are from have has not game card"
    " cards its it's into any may".split()
)
# A question's word this like a word of the card's name (rapidfuzz's ratio) is that word
# misspelt ("Platnium Angle"), and a katakana word read out this like its English name is the
# name in katakana (シャハラザド).
NAME_LIKENESS = 80
_KATAKANA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc\u30fb]{3,}")
_NOT_LETTER = re.compile(r"[^a-z]")


def words_of(text: str) -> set[str]:
    """The words a question or a card's text is compared by: English words of three letters
    or more but the commonest, and the character pairs of Japanese runs."""
    folded = fold(text)
    found = {word for word in _ENGLISH_WORD.findall(folded) if word not in _COMMON}
    for run in _JAPANESE_RUN.findall(text):
        found.update(run[i : i + 2] for i in range(len(run) - 1))
    return found


@functools.lru_cache(maxsize=4096)
def forms(word: str) -> frozenset[str]:
    """An English word and what it may be without its inflection ("loses": lose, los): two
    words meet when their forms do ("controls" and "control", "reduced" and "reduces")."""
    return frozenset(
        [word]
        + [
            word[: -len(ending)]
            for ending in _ENDINGS
            if word.endswith(ending) and len(word) - len(ending) >= 3
        ]
    )


@functools.lru_cache(maxsize=2048)
def line_words(line: str) -> frozenset[str]:
    """A card line's words (the same cards' lines come back question after question)."""
    return frozenset(words_of(line))


@dataclass(frozen=True)
class Asked:
    """The question's words, their forms, and the English stems a word of a text may begin."""

    forms: frozenset[str]
    stems: tuple[str, ...]

    @classmethod
    def of(cls, asked: set[str]) -> Asked:
        every = frozenset().union(*(forms(word) for word in asked))
        return cls(every, tuple(word for word in asked if len(word) >= 3 and word.isascii()))


def shared_count(text_words: Iterable[str], asked: Asked) -> int:
    """How many of a text's words the question asks: the same word or stem, or one the
    question's stem begins (the term table's translations are stems: "subgam" asks "subgame")."""
    return sum(
        1
        for word in text_words
        if not forms(word).isdisjoint(asked.forms) or word.startswith(asked.stems)
    )


def name_words(card: RecognisedCard) -> set[str]:
    """The words of each of the card's names."""
    return {word for part in card["name"].split("/") for word in words_of(part)}


def named_alone(question: str, card: RecognisedCard, about: int) -> bool:
    """Whether the question is the card's name misspelt ("Platnium Angle") or in katakana
    (「シャハラザド」) and at most `about` other words: as about the card as its
    name written right."""
    english = [_NOT_LETTER.sub("", part.lower()) for part in card["name"].split("/")]
    english = [name for name in english if name]
    rest, named = question, False
    for word in _KATAKANA_WORD.findall(question):
        reading = romaji(word).replace(" ", "")
        if any(fuzz.ratio(reading, name) >= NAME_LIKENESS for name in english):
            rest, named = rest.replace(word, " "), True
    names = name_words(card)
    words = words_of(rest) - names
    like = {
        word
        for word in words
        if word.isascii() and any(fuzz.ratio(word, name) >= NAME_LIKENESS for name in names)
    }
    return (named or bool(like)) and len(words - like) <= about
