"""A set of names (cards, headings) as the columns a fuzzy name index is made of: every name
folded (`fold_name`), the bigrams each folded name holds and the names in sorted order. Both the
in-memory index (rulesdb.search.name_index) and its stored form (rulesdb.derived.card_names) are
made from these, so the two can never disagree.

The positions are `array`s of C ints (the offsets of long long): read from the database in one
copy and counted or sliced without NumPy, whose import alone cost a command that searches once
more than the whole name lookup (rulesdb.search.name_index imports it only to count many
questions' shortlists)."""

from __future__ import annotations

import re
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import accumulate
from typing import Literal, TypeAlias, overload

from rulesdb.text.katakana_sound import english_sounds
from rulesdb.text.normalize import fold_name

_NOT_WORD_RE = re.compile(r"[^a-z0-9]+")
# The typecodes of positions (4 bytes, as stored) and of offsets (8 bytes).
Typecode: TypeAlias = Literal["i", "q"]
POSITION: Typecode = "i"
OFFSET: Typecode = "q"
# What joins a column's names as stored (rulesdb.derived.card_names): no name holds it.
SEPARATOR = "\x00"
# A column of positions: an array when made here, a view of the bytes read from the database
# when read (rulesdb.derived.card_names: not copied); either is indexed, sliced and listed alike.
Positions: TypeAlias = "array[int] | memoryview[int]"


class JoinedNames(Sequence[str]):
    """A column of names as stored: one string, the names joined by SEPARATOR. With where each
    name starts (`starts`, stored with it: `starts_of`), a name is cut out when it is read and
    the column is never split; without, it is split into strings when one is first read. With
    30,000 cards the columns are 220,000 names, of which a search reads a few hundred
    (splitting them all was a fifth of reading the index; `names` splits a column for a
    process that answers many questions)."""

    def __init__(self, joined: str, count: int, starts: Positions | None = None) -> None:
        """ValueError when `joined` does not hold `count` names, or `starts` does not end at
        its end (where each name starts is trusted as the stored checksum of it was)."""
        if starts is not None:
            if len(starts) != count + 1 or (
                count and (starts[0], starts[-1]) != (0, len(joined) + 1)
            ):
                raise ValueError(f"where {count} names start was not stored with them")
        elif count and joined.count(SEPARATOR) + 1 != count:
            raise ValueError(f"{count} names were stored, not as many joined")
        self._joined = joined
        self._count = count
        self._starts = starts
        self._names: list[str] | None = None

    def names(self) -> list[str]:
        if self._names is None:
            self._names = self._joined.split(SEPARATOR) if self._count else []
        return self._names

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        starts = self._starts
        if self._names is not None or starts is None or isinstance(index, slice):
            return self.names()[index]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError("no name at that position")
        return self._joined[starts[index] : starts[index + 1] - 1]


def starts_of(names: Sequence[str]) -> array[int]:
    """Where each of `names` starts when they are joined by SEPARATOR, and where one more
    would (`JoinedNames`)."""
    return array(POSITION, accumulate((len(name) + 1 for name in names), initial=0))


def longest_by_head(names: Iterable[str], head: int) -> dict[str, int]:
    """The length of the longest of `names` beginning with each `head` characters (a name
    shorter is counted as its own)."""
    longest: dict[str, int] = {}
    for name in names:
        longest[name[:head]] = max(longest.get(name[:head], 0), len(name))
    return longest


def names_of(column: Sequence[str]) -> list[str]:
    """A column's names as a list (a stored column split now)."""
    return column.names() if isinstance(column, JoinedNames) else list(column)


def name_words(name: str) -> list[str]:
    """The words of an English name as players shorten them ("Lab Man"): lower case, no
    apostrophes (rulesdb.search.shortened.english)."""
    words = name.lower().replace("'", "").split()
    return [w for word in words for w in _NOT_WORD_RE.split(word) if w]


@dataclass(frozen=True)
class WordPlaces:
    """Where each word of a list of names is: `words` sorted, each once; the places of
    `words[w]` are `names[offsets[w]:offsets[w + 1]]` (the name's number) and the same slice of
    `at` (the word's position in it), in name order (rulesdb.search.shortened.english)."""

    words: Sequence[str]
    offsets: Positions
    names: Positions
    at: Positions


def word_places(named: Iterable[Iterable[str]]) -> WordPlaces:
    """The places of every word of each name (its words as `name_words` splits them)."""
    places: dict[str, list[tuple[int, int]]] = {}
    for number, words in enumerate(named):
        for at, word in enumerate(words):
            places.setdefault(word, []).append((number, at))
    words = sorted(places)
    flat = [place for word in words for place in places[word]]
    return WordPlaces(
        words=words,
        offsets=offsets_of(len(places[word]) for word in words),
        names=array(POSITION, [number for number, _ in flat]),
        at=array(POSITION, [at for _, at in flat]),
    )


def offsets_of(sizes: Iterable[int]) -> array[int]:
    """Where each of a run of slices of `sizes` starts, and the end of the last."""
    return array(OFFSET, accumulate(sizes, initial=0))


def bigrams(text: str) -> set[str]:
    if len(text) < 2:
        return {text} if text else set()
    return {text[i : i + 2] for i in range(len(text) - 1)}


@dataclass(frozen=True)
class NameColumns:
    """`keys`/`labels`: each key once, in order; `alias_keys[i]`: the key (its position in
    `keys`) of folded alias `aliases[i]`; `english`: the names written in ASCII, as written,
    with their keys' positions in `english_keys`, each name's consonants as katakana keeps them
    in `sounds` (`english_sounds`) and its words as nicknames shorten them in `words`
    (`name_words`: space-separated); `grams[g]`'s aliases are
    `postings[offsets[g]:offsets[g + 1]]`, in alias order; `order`: the aliases' positions in
    sorted order. Built, the names are lists; read from the database, `JoinedNames`."""

    keys: Sequence[str]
    labels: Sequence[str]
    alias_keys: Positions
    aliases: Sequence[str]
    english_keys: Positions
    english: Sequence[str]
    sounds: Sequence[str]
    words: Sequence[str]
    places: WordPlaces  # of `words`' words, by English name number
    grams: Sequence[str]
    offsets: Positions
    postings: Positions
    order: Positions


def name_columns(entries: Iterable[tuple[str, str, Iterable[str]]]) -> NameColumns:
    """`entries`: (key, label, aliases); a key may have several aliases (ja and en names)."""
    positions: dict[str, int] = {}
    labels: list[str] = []
    alias_keys: list[int] = []
    aliases: list[str] = []
    english_keys: list[int] = []
    english: list[str] = []
    for key, label, names in entries:
        if key not in positions:
            positions[key] = len(labels)
            labels.append(label)
        else:
            labels[positions[key]] = label  # a later entry's label, as a dict keeps it
        for name in names:
            if name.isascii():
                english_keys.append(positions[key])
                english.append(name)
            folded = fold_name(name)
            if folded:
                alias_keys.append(positions[key])
                aliases.append(folded)
    named_words = [name_words(name) for name in english]
    postings: dict[str, list[int]] = {}
    for index, alias in enumerate(aliases):
        for gram in bigrams(alias):
            postings.setdefault(gram, []).append(index)
    grams = list(postings)
    return NameColumns(
        keys=list(positions),
        labels=labels,
        alias_keys=array(POSITION, alias_keys),
        aliases=aliases,
        english_keys=array(POSITION, english_keys),
        english=english,
        sounds=[english_sounds(name) for name in english],
        words=[" ".join(words) for words in named_words],
        places=word_places(named_words),
        grams=grams,
        offsets=offsets_of(len(postings[gram]) for gram in grams),
        postings=array(POSITION, [i for gram in grams for i in postings[gram]]),
        order=array(POSITION, sorted(range(len(aliases)), key=aliases.__getitem__)),
    )
