"""Card names in free text (a chat message): `[[name]]` spans, and names written plainly, in
Japanese or English.

A `[[name]]` span is what the writer asked for, so it is resolved like a lookup (typos allowed).
Plain text is scanned for exact names only (after folding, so case, width, kana and punctuation do
not matter), longest first and without overlaps, so that "Platinum Angel" is one card and not
"Angel" too. A plain English name must start with a capital letter and a one-word name must be
at least three letters long: "fork the spell" names nothing, "Fork" does. A plain Japanese name
is at least two characters long.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass
from itertools import accumulate
from operator import attrgetter
from typing import NamedTuple

from rulesdb.search.name_index import ALIAS_HEAD, NameIndex, NameMatch
from rulesdb.text.normalize import fold_name, has_japanese

BRACKETED_RE = re.compile(r"\[\[([^\[\]\n]{1,200})\]\]")
_WORD_RE = re.compile(r"[^\W_]+(?:['’\-][^\W_]+)*")
# What may stand between two words of one name: "Sengir, the Dark Baron", "闇の男爵、センギア".
_JOINER_RE = re.compile(r"[ \t,、・:'’\-]{0,3}")
MAX_NAME_TOKENS = 24  # words, or Japanese characters
MIN_JAPANESE_CHARS = 2
MIN_ENGLISH_LETTERS = 3
_FOLDED = attrgetter("folded")


class _Token(NamedTuple):
    # (A tuple: made for every word, and every Japanese character, of every question; a frozen
    # dataclass took half as long again to make.)
    start: int
    end: int
    folded: str
    japanese: bool
    capital: bool


def bracketed_names(text: str) -> list[str]:
    """The `[[name]]` spans of `text`, in order."""
    return [match.group(1).strip() for match in BRACKETED_RE.finditer(text)]


def _tokens(text: str) -> list[_Token]:
    tokens = []
    for match in _WORD_RE.finditer(text):
        word = match.group(0)
        if has_japanese(word):
            # Japanese has no spaces: every character may start or end a name.
            for offset, char in enumerate(word):
                start = match.start() + offset
                tokens.append(_Token(start, start + 1, fold_name(char), True, False))
        else:
            tokens.append(
                _Token(match.start(), match.end(), fold_name(word), False, word[0].isupper())
            )
    return tokens


def _plausible(first: _Token, tokens: int) -> bool:
    """Whether a name of `tokens` tokens may start at `first`."""
    if first.japanese:
        return tokens >= MIN_JAPANESE_CHARS
    return first.capital and (tokens > 1 or len(first.folded) >= MIN_ENGLISH_LETTERS)


@dataclass(frozen=True)
class WrittenName:
    """A card name written out in a text: the card, and where (`text[start:end]`)."""

    match: NameMatch
    start: int
    end: int
    tokens: int  # English words, or Japanese characters


def plain_card_refs(text: str, index: NameIndex) -> list[str]:
    """Refs of the card names written out in `text`, in order of appearance."""
    return [written.match.key for written in plain_card_names(text, index)]


def plain_card_names(text: str, index: NameIndex) -> list[WrittenName]:
    """The card names written out in `text`, in order of appearance."""
    tokens = _tokens(text)
    found: list[WrittenName] = []
    reach = _reach(text, tokens)
    position = 0
    while position < len(tokens):
        if not (tokens[position].japanese or tokens[position].capital):
            position += 1  # (no name starts at an English word in lower case: most words)
            continue
        end = min(reach[position], position + MAX_NAME_TOKENS)
        written = _longest_name(tokens[position:end], index)
        if written is not None:
            found.append(written)
        position += written.tokens if written is not None else 1
    return found


def _reach(text: str, tokens: list[_Token]) -> list[int]:
    """For each token, where the tokens that may continue a name starting at it end: those
    joined to the one before (by a space, a comma, nothing in Japanese)."""
    reach = list(range(1, len(tokens) + 1))
    for at in range(len(tokens) - 2, -1, -1):
        if _JOINER_RE.fullmatch(text[tokens[at].end : tokens[at + 1].start]):
            reach[at] = reach[at + 1]
    return reach


def _longest_name(run: list[_Token], index: NameIndex) -> WrittenName | None:
    """The longest name the run's first tokens write, looked up only where a name may be: of a
    plausible length, and no longer than the aliases beginning as the run does (a Japanese
    story's every character starts a run of tens of characters)."""
    folded = list(accumulate(map(_FOLDED, run)))
    # (The run's folded prefixes are in order of length: the first `lengths` may be aliases.)
    bound = max(index.longest_alias(folded[-1]), ALIAS_HEAD - 1)
    lengths = bisect_right(folded, bound, key=len)
    for length in range(lengths, 0, -1):
        if not _plausible(run[0], length):
            continue
        match = index.exact_match_folded(folded[length - 1])
        if match is not None:
            return WrittenName(match, run[0].start, run[length - 1].end, length)
    return None


def find_card_refs(
    text: str,
    index: NameIndex,
    resolve: Callable[[str], str | None],
    *,
    limit: int,
    plain: bool = True,
) -> list[str]:
    """At most `limit` distinct card refs named in `text`: `[[name]]` spans first (resolved with
    `resolve`, which may forgive typos), then, if `plain`, names written plainly."""
    refs: dict[str, None] = {}
    for name in bracketed_names(text):
        ref = resolve(name)
        if ref is not None:
            refs.setdefault(ref, None)
    if plain:
        for ref in plain_card_refs(BRACKETED_RE.sub(" ", text), index):
            refs.setdefault(ref, None)
    return list(refs)[:limit]
