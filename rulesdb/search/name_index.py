"""Fuzzy lookup of short names (cards, card-list titles, headings): typo- and kana-tolerant,
over every alias of a name.

rapidfuzz compares in C++, but comparing a question with every name is still linear in the
number of names; an in-memory bigram index picks the few hundred names that share the rarest
bigrams with the question first, so a lookup stays fast with 100,000 names.

An index serves a few questions first, then many: until it has made MANY_AFTER shortlists (or
the process says it will answer many: `answer_many`), the shortlist is counted in Python and an
exact name found by bisection among the names in sorted order (stored with them); after, with
NumPy and in a dict of every name. NumPy's import (about 70 ms) and the dict (10 ms with 30,000
cards) are more than a command that searches once spends on the rest of its search; they save
about half a millisecond a shortlist and a microsecond a name. Either way the same names are
found, in the same order.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import chain
from operator import itemgetter
from typing import TYPE_CHECKING
from unicodedata import normalize

from rapidfuzz import fuzz, process

from rulesdb.derived.card_names import CARD_ROWS, card_name_entries, read_card_names
from rulesdb.search.name_scores import Found, whole_and_inside
from rulesdb.search.name_shortlist import counted_in_numpy
from rulesdb.search.shortened.english import AbbreviatedNames
from rulesdb.search.shortened.given import GivenNames
from rulesdb.search.shortened.katakana import SoundedNames
from rulesdb.text.katakana_sound import MIN_SOUNDS, kana_sounds
from rulesdb.text.name_columns import (
    NameColumns,
    bigrams,
    longest_by_head,
    name_columns,
    names_of,
)
from rulesdb.text.normalize import fold, fold_keeping_kana, fold_name

if TYPE_CHECKING:
    import aiosqlite
    import numpy as np
    import numpy.typing as npt

SHORTLIST = 300
ALIAS_HEAD = 2  # characters: `longest_alias`'s
MANY_AFTER = 100
COMMON_BIGRAM_SHARE = 0.05
INSIDE_CUTOFF = 85
POSTINGS_BUDGET = 40 * SHORTLIST
# Japanese names this short (崇拝, 稲妻, 思案) are too short for the fuzzy search to find inside a
# question, and a question writes them as a word of their own: a whole run of kanji or katakana.
SHORT_NAME_LENGTHS = range(2, 4)
KANJI_KATAKANA_RUN_RE = re.compile(r"[\u4e00-\u9fff\u3005\u30a1-\u30fa\u30fc]+")
# A verb's kanji before its kana closes a run (「稲妻撃たれた」: casual Japanese drops the を).
_VERB_KANJI = frozenset("撃打食喰持出使唱引受殴焼貰当通張置割消")
_HIRAGANA_RE = re.compile(r"[\u3041-\u309f]")
# A word in katakana, its middle dots kept: グリステナー・エルフ is one name.
_KATAKANA_RUN_RE = re.compile(r"[\u30a1-\u30fa\u30fc\u30fb]+")


@dataclass(frozen=True)
class NameMatch:
    """A name found: its key, the label shown for it and how well it matched."""

    key: str
    label: str
    score: float  # 0..1


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
        # What every search reads is made now; what only some questions read (the labels of the
        # names found, the English names' sounds and words), when first read.
        self._columns = columns
        self._alias_keys = columns.alias_keys
        self._word_places = columns.places
        # Views of one array, not lists of ints: what the shortlist counts, and smaller.
        offsets = columns.offsets.tolist()
        postings = memoryview(columns.postings)
        self._postings: dict[str, memoryview] = {
            gram: postings[offsets[g] : offsets[g + 1]]
            for g, gram in enumerate(names_of(columns.grams))
        }
        self._shortlists = 0
        self._numpy_postings: dict[str, npt.NDArray[np.intc]] | None = None
        self._sorted = columns.order
        self._read_columns(columns)
        self._derive_lookups()

    def _read_columns(self, columns: NameColumns) -> None:
        """The names a search reads: as columns (a stored one cuts a name out when it is
        read: rulesdb.text.name_columns), made lists by `answer_many`."""
        self._aliases: Sequence[str] = columns.aliases
        self._key_names: Sequence[str] = columns.keys
        self._labels: Sequence[str] = columns.labels

    def _match(self, key: int, score: float) -> NameMatch:
        """The match of the key at position `key`."""
        return NameMatch(self._key_names[key], self._labels[key], score)

    def _derive_lookups(self) -> None:
        """The lookups that follow from the names: cheap to make again, so never stored."""
        # Of key positions (a key and its label are read at a position).
        self._sounded: SoundedNames | None = None
        self._abbreviated: AbbreviatedNames[int] | None = None
        self._given: GivenNames | None = None
        self._exact: dict[str, int] | None = None  # made by `answer_many`
        self._heads: dict[str, int] | None = None  # likewise

    def __len__(self) -> int:
        return len(self._columns.keys)

    def exact(self, text: str) -> str | None:
        return self.exact_folded(fold_name(text))

    def exact_folded(self, folded: str) -> str | None:
        """`exact` for text already folded with `fold_name` (scanning text piece by piece): the
        first key of an alias several keys share."""
        key = self._exact_key(folded)
        return None if key is None else self._key_names[key]

    def exact_match_folded(self, folded: str) -> NameMatch | None:
        """`exact_folded`'s card as a match (of score 1)."""
        key = self._exact_key(folded)
        return None if key is None else self._match(key, 1.0)

    def longest_alias(self, folded: str) -> int:
        """How long an alias as long as ALIAS_HEAD characters or longer may be to be one of
        `folded`'s prefixes: the longest beginning with its first ALIAS_HEAD (0 for none; a
        text scanned for names looks up only those lengths). Before `answer_many`, any."""
        if self._heads is None or len(folded) < ALIAS_HEAD:
            return len(folded)
        return self._heads.get(folded[:ALIAS_HEAD], 0)

    def _exact_key(self, folded: str) -> int | None:
        """`exact_folded`'s key, by its position."""
        if self._exact is not None:
            return self._exact.get(folded)
        # The sort that made `_sorted` was stable: equal aliases are in index order.
        at = bisect_left(self._sorted, folded, key=self._aliases.__getitem__)
        if at < len(self._sorted) and self._aliases[self._sorted[at]] == folded:
            return self._alias_keys[self._sorted[at]]
        return None

    def answer_many(self) -> None:
        """Make what answering many questions wants (see the module's doc): NumPy counting the
        shortlists, a dict of the exact names, the names as lists."""
        import numpy as np

        if self._numpy_postings is None:
            self._numpy_postings = {gram: np.asarray(view) for gram, view in self._postings.items()}
        if self._exact is None:
            self._aliases = names_of(self._aliases)
            self._key_names = names_of(self._key_names)
            self._labels = names_of(self._labels)
            # The first key of an alias several keys share: later pairs are overwritten.
            keys = reversed(self._alias_keys.tolist())
            self._exact = dict(zip(reversed(self._aliases), keys, strict=True))
            self._heads = longest_by_head(self._aliases, ALIAS_HEAD)
            if self._abbreviated is not None:
                self._abbreviated.answer_many()

    def _shared_postings(self, query: str) -> list[str]:
        """The query's bigrams whose postings are worth counting, rarest first (as rare, in
        their own order: a set's order changes with the process's hash seed, and the order
        breaks the shortlist's ties)."""
        grams = sorted(
            (g for g in bigrams(query) if g in self._postings),
            key=lambda g: (len(self._postings[g]), g),
        )
        common = max(SHORTLIST, int(len(self._aliases) * COMMON_BIGRAM_SHARE))
        taken: list[str] = []
        counted = 0
        for position, gram in enumerate(grams):
            size = len(self._postings[gram])
            # A whole question has dozens of bigrams: once the rarest have been counted, the
            # common ones cost more (30,000 card names) than they change the shortlist.
            if position >= 2 and (size > common or counted > POSTINGS_BUDGET):
                break
            taken.append(gram)
            counted += size
        return taken

    def _shortlist(self, query: str) -> list[int]:
        """Aliases sharing the most (rarest first) bigrams with the query; among aliases sharing
        as many, those met first (the rarest bigram's, in index order)."""
        if len(self._aliases) <= SHORTLIST:
            return list(range(len(self._aliases)))
        taken = self._shared_postings(query)
        if not taken:
            return []
        self._shortlists += 1
        if self._shortlists == MANY_AFTER:
            self.answer_many()
        if self._numpy_postings is not None:
            postings = [self._numpy_postings[g] for g in taken]
            return counted_in_numpy(postings, len(self._aliases), SHORTLIST)
        # A Counter keeps its aliases in the order first met (the rarest bigram's first, each
        # bigram's in index order) and a stable sort keeps that order among equal counts.
        shared = Counter(chain.from_iterable(self._postings[g] for g in taken))
        ranked = sorted(shared.items(), key=itemgetter(1), reverse=True)[:SHORTLIST]
        return [alias for alias, _ in ranked]

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
        best: dict[int, float] = {}  # by key position
        if whole_name:
            whole = process.extract(
                query, choices, scorer=fuzz.ratio, limit=limit * 4, score_cutoff=cutoff * 100
            )
            inside: list[Found] = []
        else:
            # A name inside the question must be nearly all there (`partial_ratio`).
            inside_cutoff = max(cutoff * 100, INSIDE_CUTOFF) if len(query) >= 4 else None
            whole, inside = whole_and_inside(query, choices, cutoff * 100, limit * 4, inside_cutoff)
        for alias, score, position in whole:
            if len(alias) in SHORT_NAME_LENGTHS and not alias.isascii():
                # WRatio scores a name this short inside any longer text as nearly the whole
                # name (遅延, Delay, in 遅延誘発型能力): it is the name only as the whole text;
                # inside a question, `short_names_in` finds it.
                score = fuzz.ratio(query, alias)
                if score < cutoff * 100:
                    continue
            key = self._alias_keys[shortlist[position]]
            best[key] = max(best.get(key, 0.0), score / 100)
        for alias, score, position in inside:
            if len(alias) < 4 or len(alias) > len(query):
                continue
            key = self._alias_keys[shortlist[position]]
            best[key] = max(best.get(key, 0.0), score / 100 * 0.97)
        keys = self._key_names
        ranked = sorted(best.items(), key=lambda item: (-item[1], keys[item[0]]))[:limit]
        return [self._match(key, score) for key, score in ranked]

    def short_names_in(self, text: str) -> list[tuple[str, NameMatch]]:
        """The two- or three-character Japanese names that `text` writes as a word of their
        own, each with the word as the index folds it. Whether the word names the card or is
        the rules' own word (選択 is Opt's name) is for the caller to judge."""
        found: dict[int, tuple[str, NameMatch]] = {}
        text = fold_keeping_kana(text)
        for word in KANJI_KATAKANA_RUN_RE.finditer(text):
            run = word.group()
            if len(run) > 2 and run[-1] in _VERB_KANJI and _HIRAGANA_RE.match(text, word.end()):
                run = run[:-1]
            if len(run) in SHORT_NAME_LENGTHS:
                # A short name is an alias of those lengths, not in ASCII (looked up as such
                # rather than kept apart: that copy cost every process a scan of every name).
                folded = fold_name(run)
                short = len(folded) in SHORT_NAME_LENGTHS and not folded.isascii()
                key = self._exact_key(folded) if short else None
                if key is not None and key not in found:
                    found[key] = (fold(run), self._match(key, 1.0))
        return list(found.values())

    def aliases_holding(self, folded: str, cards: int) -> list[tuple[str, NameMatch]]:
        """The aliases holding `folded` (a text folded with `fold_name`, two characters at
        least), with their cards, until `cards` cards are found: those of its rarest bigram,
        each read."""
        grams = bigrams(folded)
        if not grams or any(gram not in self._postings for gram in grams):
            return []
        rarest = min(grams, key=lambda g: (len(self._postings[g]), g))
        found: list[tuple[str, NameMatch]] = []
        keys: set[int] = set()
        for at in self._postings[rarest]:
            alias = self._aliases[at]
            if folded in alias:
                keys.add(self._alias_keys[at])
                found.append((alias, self._match(self._alias_keys[at], 1.0)))
                if len(keys) >= cards:
                    break
        return found

    def abbreviated_in(self, text: str) -> list[tuple[str, NameMatch]]:
        """The names `text` shortens ("Lab Man": rulesdb.search.shortened.english), each with
        the words that shorten it."""
        if not AbbreviatedNames.may_name(text):
            return []
        named = self._abbreviations().named_in(text)
        return [(words, self._match(key, 0.9)) for words, key in named]

    def headed_in(self, text: str) -> list[tuple[str, list[NameMatch]]]:
        """The words introduced as a card ("the Angel") and the cards whose names they head
        (rulesdb.search.shortened.english: `AbbreviatedNames.headed_in`)."""
        if not AbbreviatedNames.may_name(text):
            return []
        headed = self._abbreviations().headed_in(text)
        return [(word, [self._match(key, 0.9) for key in keys]) for word, keys in headed]

    def given_named_in(self, text: str) -> list[tuple[str, list[NameMatch], bool]]:
        """The legends' names after their 「、」 that `text` writes (「カーン」), each with the
        cards of that name and whether it stands beside 「奥義」
        (rulesdb.search.shortened.given)."""
        if self._given is None:
            self._given = GivenNames(names_of(self._labels))
        return [
            (given.word, [self._match(key, 0.9) for key in given.keys], given.beside_ultimate)
            for given in self._given.named_in(text)
        ]

    def _abbreviations(self) -> AbbreviatedNames[int]:
        if self._abbreviated is None:
            self._abbreviated = AbbreviatedNames.from_places(
                self._columns.english_keys, self._columns.words, self._word_places
            )
            if self._exact is not None:  # (answering many)
                self._abbreviated.answer_many()
        return self._abbreviated

    def sounded_in(self, text: str) -> list[tuple[str, NameMatch]]:
        """The names `text` writes in katakana from their English sound (グリステナー・エルフ,
        Glistener Elf; シャハラザード, Shahrazad: rulesdb.search.shortened.katakana), each with
        the word as the index folds it; a sound that several names share names none of them,
        unless the word's letters tell one."""
        return self._katakana_in(fold_keeping_kana(text), self.sounds().sounded_key)

    def shortened_in(self, text: str) -> list[tuple[str, NameMatch]]:
        """The names `text` writes in katakana shortened, each word to its first sounds
        (ラボマン, Laboratory Maniac: rulesdb.search.shortened.katakana), each with the word as
        the index folds it. Whether a word of few sounds is the card's is for the caller."""
        # Its middle dots kept (folding drops them): a word written with its words apart
        # (グリステナー・エルフ) writes them whole, shortening none.
        return self._katakana_in(normalize("NFKC", text), self.sounds().shortened_key)

    def _katakana_in(
        self, text: str, key_of: Callable[[str], int | None]
    ) -> list[tuple[str, NameMatch]]:
        """The cards `key_of` finds for the katakana words of `text` (as written, or folded)."""
        found: dict[int, tuple[str, NameMatch]] = {}
        for run in _KATAKANA_RUN_RE.findall(text):
            key = key_of(run)
            if key is not None and key not in found:
                found[key] = (fold(run), self._match(key, 0.9))
        return list(found.values())

    def sounded(self, word: str) -> str | None:
        """The one name a katakana word writes from its English sound, or shortens with
        MIN_SOUNDS sounds at least (プラチナエンジェル; with nothing said of the card, fewer
        tell no name well enough), or None."""
        sounds = self.sounds()
        key = sounds.sounded_key(word)
        if key is None and len(kana_sounds(word)) >= MIN_SOUNDS:
            key = sounds.shortened_key(word)
        return None if key is None else self._key_names[key]

    def sounds(self) -> SoundedNames:
        """The English names as katakana writes them (made when first asked)."""
        if self._sounded is None:
            self._sounded = SoundedNames(self._columns)
        return self._sounded

    def prefix(self, text: str, *, limit: int = 25) -> list[NameMatch]:
        query = fold_name(text)
        found: dict[int, None] = {}  # key positions
        low = bisect_left(self._sorted, query, key=self._aliases.__getitem__)
        for index in self._sorted[low:]:
            if not self._aliases[index].startswith(query):
                break
            found.setdefault(self._alias_keys[index], None)
            if len(found) >= limit:
                break
        return [self._match(key, 1.0) for key in found]


async def load_card_index(db: aiosqlite.Connection) -> NameIndex:
    """The card name index as stored (rulesdb.derived.card_names), else built from the cards;
    here, so that a search's process need not import the card catalog's modules for it."""
    stored = await read_card_names(db)
    if stored is not None:
        return NameIndex.from_columns(stored)
    return NameIndex(card_name_entries(await db.execute_fetchall(CARD_ROWS)))
