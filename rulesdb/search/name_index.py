"""Fuzzy lookup of short names (cards, card-list titles, headings): typo- and kana-tolerant,
over every alias of a name.

rapidfuzz compares in C++, but comparing a question with every name is still linear in the
number of names; an in-memory bigram index picks the few hundred names that share the rarest
bigrams with the question first, so a lookup stays fast with 100,000 names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt
from rapidfuzz import fuzz, process

from rulesdb.search.abbreviated_names import AbbreviatedNames
from rulesdb.text.katakana_romaji import romaji
from rulesdb.text.katakana_sound import MIN_SOUNDS, kana_sounds
from rulesdb.text.name_columns import NameColumns, bigrams, name_columns
from rulesdb.text.normalize import fold, fold_keeping_kana, fold_name

SHORTLIST = 300
COMMON_BIGRAM_SHARE = 0.05
INSIDE_CUTOFF = 85
POSTINGS_BUDGET = 40 * SHORTLIST
# Japanese names this short (崇拝, 稲妻, 思案) are too short for the fuzzy search to find inside a
# question, and a question writes them as a word of their own: a whole run of kanji or katakana.
SHORT_NAME_LENGTHS = range(2, 4)
_KANJI_KATAKANA_RUN_RE = re.compile(r"[\u4e00-\u9fff\u3005\u30a1-\u30fa\u30fc]+")
# A word in katakana, its middle dots kept: グリステナー・エルフ is one name.
_KATAKANA_RUN_RE = re.compile(r"[\u30a1-\u30fa\u30fc\u30fb]+")


@dataclass(frozen=True)
class NameMatch:
    key: str
    label: str
    score: float  # 0..1


# A katakana word of fewer consonants than MIN_SOUNDS names a card only when its letters spell
# one of the names with its consonants (see `NameIndex.sounded`).
LETTERS_MIN_SOUNDS = 4
LETTERS_LIKENESS = 80
LETTERS_MARGIN = 10
_NOT_LETTERS_RE = re.compile(r"[^a-z]")


def _letters(name: str) -> str:
    return _NOT_LETTERS_RE.sub("", name.lower())


class NameIndex:
    def __init__(self, entries: Iterable[tuple[str, str, Iterable[str]]]) -> None:
        """`entries`: (key, label, aliases); a key may have several aliases (ja and en names)."""
        self._take(name_columns(entries))

    @classmethod
    def from_columns(cls, columns: NameColumns) -> NameIndex:
        """The index of the names `columns` describe (as stored: rulesdb.derived.card_names),
        without folding or counting anything again."""
        index = cls.__new__(cls)
        index._take(columns)
        return index

    def _take(self, columns: NameColumns) -> None:
        keys = columns.keys
        self._labels: dict[str, str] = dict(zip(keys, columns.labels, strict=True))
        self._aliases: list[str] = columns.aliases
        self._keys: list[str] = list(map(keys.__getitem__, columns.alias_keys.tolist()))
        # (key, English name as written): what a name written in katakana may sound like.
        self._english: list[tuple[str, str]] = list(
            zip(map(keys.__getitem__, columns.english_keys.tolist()), columns.english, strict=True)
        )
        self._english_sounds = columns.sounds
        self._english_words = columns.words
        self._word_places = columns.places
        # Views of one array, not lists of ints: what the shortlist counts with, and smaller.
        offsets = columns.offsets.tolist()
        self._postings: dict[str, npt.NDArray[np.int32]] = {
            gram: columns.postings[offsets[g] : offsets[g + 1]]
            for g, gram in enumerate(columns.grams)
        }
        self._sorted: list[int] = columns.order.tolist()
        self._derive_lookups()

    def _derive_lookups(self) -> None:
        """The lookups that follow from the names: cheap to make again, so never stored."""
        self._sounds: dict[str, set[str]] | None = None
        self._english_of: dict[str, str] = {}
        self._abbreviated: AbbreviatedNames | None = None
        # The first key of an alias several keys share: later pairs are overwritten by earlier.
        self._exact: dict[str, str] = dict(
            zip(reversed(self._aliases), reversed(self._keys), strict=True)
        )
        self._short = {
            alias: key
            for alias, key in self._exact.items()
            if len(alias) in SHORT_NAME_LENGTHS and not alias.isascii()
        }

    def __len__(self) -> int:
        return len(self._labels)

    def exact(self, text: str) -> str | None:
        return self._exact.get(fold_name(text))

    def exact_folded(self, folded: str) -> str | None:
        """`exact` for text already folded with `fold_name` (scanning text piece by piece)."""
        return self._exact.get(folded)

    def _shared_postings(self, query: str) -> list[npt.NDArray[np.int32]]:
        """The postings of the query's bigrams worth counting, rarest first."""
        grams = sorted(
            (g for g in bigrams(query) if g in self._postings),
            key=lambda g: len(self._postings[g]),
        )
        common = max(SHORTLIST, int(len(self._aliases) * COMMON_BIGRAM_SHARE))
        taken: list[npt.NDArray[np.int32]] = []
        counted = 0
        for position, gram in enumerate(grams):
            postings = self._postings[gram]
            # A whole question has dozens of bigrams: once the rarest have been counted, the
            # common ones cost more (30,000 card names) than they change the shortlist.
            if position >= 2 and (len(postings) > common or counted > POSTINGS_BUDGET):
                break
            taken.append(postings)
            counted += len(postings)
        return taken

    def _shortlist(self, query: str) -> list[int]:
        """Aliases sharing the most (rarest first) bigrams with the query; among aliases sharing
        as many, those met first (the rarest bigram's, in index order)."""
        if len(self._aliases) <= SHORTLIST:
            return list(range(len(self._aliases)))
        taken = self._shared_postings(query)
        if not taken:
            return []
        # Counted in NumPy (a Counter was a sizeable share of a story's search; docs/
        # evaluation.md, "Search speed"): how many bigrams each alias shares, and the first
        # bigram it was met in, for the order of equal counts.
        count = len(self._aliases)
        met = np.concatenate(taken)
        shared = np.bincount(met, minlength=count)
        first = np.full(count, len(taken), dtype=np.int64)
        for position in range(len(taken) - 1, -1, -1):
            first[taken[position]] = position
        found = np.flatnonzero(shared)
        # One number an alias, each its own, in the order wanted (the most bigrams shared, then
        # the first met, then the index's order): the first SHORTLIST of them are picked out
        # and only they sorted, not every alias sharing a bigram.
        key = ((len(taken) - shared[found]) * (len(taken) + 1) + first[found]) * count + found
        if len(key) > SHORTLIST:
            key = key[np.argpartition(key, SHORTLIST - 1)[:SHORTLIST]]
        key.sort()
        return [int(i) for i in key % count]

    def search(
        self, text: str, *, limit: int = 10, cutoff: float = 0.0, whole_name: bool = False
    ) -> list[NameMatch]:
        """Best names for `text`, whole-name similarity first; a name contained in a longer
        question ("Gideon of the Trials emblem") also counts, unless `whole_name` asks for the
        text to be the name itself (a direct lookup)."""
        query = fold_name(text)
        if not query:
            return []
        shortlist = self._shortlist(query)
        choices = [self._aliases[i] for i in shortlist]
        best: dict[str, float] = {}
        whole = process.extract(
            query,
            choices,
            scorer=fuzz.ratio if whole_name else fuzz.WRatio,
            limit=limit * 4,
            score_cutoff=cutoff * 100,
        )
        for alias, score, position in whole:
            if len(alias) in SHORT_NAME_LENGTHS and not alias.isascii():
                # WRatio scores a name this short inside any longer text as nearly the whole
                # name (遅延, Delay, in 遅延誘発型能力): it is the name only as the whole text;
                # inside a question, `short_names_in` finds it.
                score = fuzz.ratio(query, alias)
                if score < cutoff * 100:
                    continue
            key = self._keys[shortlist[position]]
            best[key] = max(best.get(key, 0.0), score / 100)
        if len(query) >= 4 and not whole_name:
            # A name inside the question: the name must be nearly all there.
            inside = process.extract(
                query,
                choices,
                scorer=fuzz.partial_ratio,
                limit=None,
                score_cutoff=max(cutoff * 100, INSIDE_CUTOFF),
            )
            for alias, score, position in inside:
                if len(alias) < 4 or len(alias) > len(query):
                    continue
                key = self._keys[shortlist[position]]
                best[key] = max(best.get(key, 0.0), score / 100 * 0.97)
        ranked = sorted(best.items(), key=lambda item: (-item[1], item[0]))[:limit]
        return [NameMatch(key, self._labels[key], score) for key, score in ranked]

    def short_names_in(self, text: str) -> list[tuple[str, NameMatch]]:
        """The two- or three-character Japanese names that `text` writes as a word of their
        own, each with the word as the index folds it. Whether the word names the card or is
        the rules' own word (選択 is Opt's name) is for the caller to judge."""
        found: dict[str, tuple[str, NameMatch]] = {}
        for run in _KANJI_KATAKANA_RUN_RE.findall(fold_keeping_kana(text)):
            if len(run) in SHORT_NAME_LENGTHS:
                key = self._short.get(fold_name(run))
                if key is not None and key not in found:
                    found[key] = (fold(run), NameMatch(key, self._labels[key], 1.0))
        return list(found.values())

    def abbreviated_in(self, text: str) -> list[tuple[str, NameMatch]]:
        """The names `text` shortens ("Lab Man": rulesdb.search.abbreviated_names), each with
        the words that shorten it."""
        if not AbbreviatedNames.may_name(text):
            return []
        if self._abbreviated is None:
            self._abbreviated = AbbreviatedNames.from_places(
                [key for key, _ in self._english], self._english_words, self._word_places
            )
        return [
            (words, NameMatch(key, self._labels[key], 0.9))
            for words, key in self._abbreviated.named_in(text)
        ]

    def sounded_in(self, text: str) -> list[tuple[str, NameMatch]]:
        """The names `text` writes in katakana from their English sound (グリステナー・エルフ,
        Glistener Elf; シャハラザード, Shahrazad: rulesdb.text.katakana_sound), each with the word
        as the index folds it; a sound that several names share names none of them, unless the
        word's letters tell one (rulesdb.text.katakana_romaji)."""
        found: dict[str, tuple[str, NameMatch]] = {}
        for run in _KATAKANA_RUN_RE.findall(fold_keeping_kana(text)):
            key = self.sounded(run)
            if key is not None:
                found.setdefault(key, (fold(run), NameMatch(key, self._labels[key], 0.9)))
        return list(found.values())

    def sounded(self, word: str) -> str | None:
        """The one name a katakana word writes from its English sound, or None."""
        sounds = kana_sounds(word)
        by_sound = self._by_sound()
        keys = by_sound.get(sounds, set())
        if len(sounds) >= MIN_SOUNDS and len(keys) == 1:
            return next(iter(keys))
        if len(sounds) < LETTERS_MIN_SOUNDS:
            return None
        # Katakana writes an English h inside a word (シャハラザード) that the skeleton of the
        # English spelling drops.
        unvoiced = sounds[0] + sounds[1:].replace("h", "")
        return self._by_letters(word, keys | by_sound.get(unvoiced, set()))

    def _by_letters(self, word: str, keys: set[str]) -> str | None:
        """Of the names sharing a word's consonants, the one its letters spell, when one does
        clearly (LETTERS_LIKENESS, and LETTERS_MARGIN ahead of the next)."""
        reading = romaji(word).replace(" ", "")
        scored = sorted(
            ((fuzz.ratio(reading, _letters(self._english_of[key])), key) for key in keys),
            reverse=True,
        )
        if not scored or scored[0][0] < LETTERS_LIKENESS:
            return None
        if len(scored) > 1 and scored[0][0] - scored[1][0] < LETTERS_MARGIN:
            return None
        return scored[0][1]

    def _by_sound(self) -> dict[str, set[str]]:
        # Grouped on first use; each name's sounds were worked out with the names (and stored).
        if self._sounds is None:
            self._sounds = {}
            for (key, name), sounds in zip(self._english, self._english_sounds, strict=True):
                if len(sounds) >= LETTERS_MIN_SOUNDS:
                    self._sounds.setdefault(sounds, set()).add(key)
                self._english_of.setdefault(key, name)
        return self._sounds

    def prefix(self, text: str, *, limit: int = 25) -> list[NameMatch]:
        query = fold_name(text)
        found: dict[str, None] = {}
        low, high = 0, len(self._sorted)
        while low < high:  # first alias not below the query, in sorted order
            middle = (low + high) // 2
            if self._aliases[self._sorted[middle]] < query:
                low = middle + 1
            else:
                high = middle
        for index in self._sorted[low:]:
            if not self._aliases[index].startswith(query):
                break
            found.setdefault(self._keys[index], None)
            if len(found) >= limit:
                break
        return [NameMatch(key, self._labels[key], 1.0) for key in found]
