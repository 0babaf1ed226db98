"""Card names as players shorten them: "Lab Man" (Laboratory Maniac), "plat angel" (Platinum
Angel), "Persecutor" (Abyssal Persecutor). A run of words of the question names a card when its
words begin the successive words of one name, and of no other name as short: a nickname names
the shortest name it abbreviates ("Platinum Angel", not "Platinum Angel Avatar"), and one that
abbreviates two names of the same length names neither.

Single words are where ordinary English meets card names ("alive" is Alive // Well's,
"counters" a card's whole name): one word names a card only when it is a whole word of the name
written with a capital ("Persecutor", "Phage") and of MIN_WORD_LETTERS letters at least; a run
of words needs MIN_SPAN_LETTERS letters. Whether the words are the rules' own ("Two Headed
Giant" is a card's name and a variant's) is for the caller to judge."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

import numpy as np
import numpy.typing as npt

from rulesdb.text.name_columns import WordPlaces, name_words, word_places

WORD = re.compile(r"[A-Za-z0-9']+")
MAX_SPAN = 3
MIN_PREFIX = 3
MIN_SPAN_LETTERS = 6
# "I'm", "Who" and "What" are whole names of cards too.
MIN_WORD_LETTERS = 5
# Words that begin or end no nickname ("the game", "of the").
_GLUE = frozenset("a an and at by for from in into is my of on or the to with your".split())


class AbbreviatedNames:
    def __init__(self, names: Iterable[tuple[str, str]]) -> None:
        """`names`: (key, English name)."""
        keys, words = [], []
        for key, name in names:
            keys.append(key)
            words.append(name_words(name))
        self._take(keys, [" ".join(w) for w in words], word_places(words))

    @classmethod
    def from_places(cls, keys: list[str], words: list[str], places: WordPlaces) -> AbbreviatedNames:
        """From each name's key, its words (space-separated, as `name_words` splits them) and
        their places, as stored (rulesdb.derived.card_names): nothing is split or counted."""
        abbreviated = cls.__new__(cls)
        abbreviated._take(keys, words, places)
        return abbreviated

    def _take(self, keys: list[str], words: list[str], places: WordPlaces) -> None:
        self._keys = keys
        self._joined = words
        self._split: dict[int, list[str]] = {}
        self._places = places
        self._offsets = places.offsets.tolist()
        # A place as one number, name * stride + position: a run of words is the places of its
        # first word whose name has its next word one position on (one array test a word).
        self._stride = int(places.at.max(initial=0)) + MAX_SPAN + 1

    def _words_of(self, number: int) -> list[str]:
        split = self._split.get(number)
        if split is None:
            split = self._split[number] = self._joined[number].split()
        return split

    def _places_of(self, word: str, *, whole: bool) -> npt.NDArray[np.int64]:
        """The places (name * stride + position) of every name word that is `word` (`whole`)
        or begins with it."""
        words = self._places.words
        low = bisect.bisect_left(words, word)
        high = (
            bisect.bisect_right(words, word)
            if whole
            else bisect.bisect_left(words, word + "\uffff")
        )
        start, end = self._offsets[low], self._offsets[high]
        names = self._places.names[start:end].astype(np.int64)
        return names * self._stride + self._places.at[start:end]

    def _named_by(self, span: list[str], whole: bool) -> str | None:
        found = self._places_of(span[0], whole=whole)
        for after, part in enumerate(span[1:], 1):
            if not len(found):
                return None
            found = found[np.isin(found, self._places_of(part, whole=False) - after)]
        lengths = {int(n): len(self._words_of(int(n))) for n in np.unique(found // self._stride)}
        if not lengths:
            return None
        shortest = min(lengths.values())
        names = [number for number, length in lengths.items() if length == shortest]
        return self._keys[names[0]] if len(names) == 1 else None

    @staticmethod
    def may_name(text: str) -> bool:
        """False when no run of `text`'s words is worth trying (a question in Japanese): then
        `named_in` finds nothing, and the names need not be indexed to say so."""
        return any(
            len(word) >= MIN_PREFIX and word.lower().replace("'", "") not in _GLUE
            for word in WORD.findall(text)
        )

    def named_in(self, text: str) -> list[tuple[str, str]]:
        """(the words, the card's key) for each card `text` names by a shortened name, in the
        order named."""
        tokens = [(m.group(), m.start()) for m in WORD.finditer(text)]
        found: list[tuple[str, str]] = []
        at = 0
        while at < len(tokens):
            for size in range(min(MAX_SPAN, len(tokens) - at), 0, -1):
                span = [word.lower().replace("'", "") for word, _ in tokens[at : at + size]]
                if not self._worth_trying(span, tokens, at):
                    continue
                key = self._named_by(span, whole=size == 1)
                if key is not None:
                    if key not in {known for _, known in found}:
                        found.append((" ".join(span), key))
                    at += size - 1
                    break
            at += 1
        return found

    @staticmethod
    def _worth_trying(span: list[str], tokens: list[tuple[str, int]], at: int) -> bool:
        if span[0] in _GLUE or span[-1] in _GLUE or any(len(w) < MIN_PREFIX for w in span):
            return False
        if len(span) > 1:
            return sum(len(w) for w in span) >= MIN_SPAN_LETTERS
        word = tokens[at][0]
        return word[:1].isupper() and len(word) >= MIN_WORD_LETTERS
