"""Card names as players shorten them: "Lab Man" (Laboratory Maniac), "plat angel" (Platinum
Angel), "Persecutor" (Abyssal Persecutor). A run of words of the question names a card when its
words begin the successive words of one name, and of no other name as short: a nickname names
the shortest name it abbreviates ("Platinum Angel", not "Platinum Angel Avatar"), and one that
abbreviates two names of the same length names neither.

Single words are where ordinary English meets card names ("alive" is Alive // Well's,
"counters" a card's whole name): one word names a card only when it is a whole word of the name
written with a capital ("Persecutor", "Phage") and of MIN_WORD_LETTERS letters at least; a run
of words needs MIN_SPAN_LETTERS letters. Whether the words are the rules' own ("Two Headed
Giant" is a card's name and a variant's) is for the caller to judge, as is which card "the
Angel" is of those whose names the word heads (`headed_in`)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from typing import Generic, TypeVar

from rulesdb.search.term_names import begins_sentence
from rulesdb.text.loyalty import ULTIMATE_WORDS_EN
from rulesdb.text.name_columns import WordPlaces, name_words, names_of, word_places

WORD = re.compile(r"[A-Za-z0-9']+")
MAX_SPAN = 3
MIN_PREFIX = 3
MIN_SPAN_LETTERS = 6
# "I'm", "Who" and "What" are whole names of cards too.
MIN_WORD_LETTERS = 5
# Players name a planeswalker by its first name beside its "ultimate" ("Karn's ult",
# rulesdb.text.loyalty.ULTIMATE_WORDS_EN): a word that short names a card only there.
# A first name beside "ultimate" names each of this many planeswalkers' names at most.
ULTIMATE_NAMES = 24
# Words that begin or end no nickname ("the game", "of the").
_GLUE = frozenset("a an and at by for from in into is my of on or the to with your".split())
# "the Angel", "my Angel": a word these introduce may name one of the cards it heads.
_DETERMINERS = frozenset("the my your his her their our".split())
# "an Angel", "Angel token": the word said as a creature type, not as a card's name.
_ARTICLES = frozenset(("a", "an"))
_TYPE_NOUNS = frozenset(
    "token tokens creature creatures card cards type types spell spells".split()
    + "permanent permanents".split()
)
# A word that heads more names than this ("Dragon", 144 among 33,000) is left unread.
HEAD_NAMES = 128
Key = TypeVar("Key")
# (word, whole) -> the places `_starting` found for it, for one text
_Places = dict[tuple[str, bool], list[tuple[int, int]]]


class AbbreviatedNames(Generic[Key]):
    def __init__(self: AbbreviatedNames[str], names: Iterable[tuple[str, str]]) -> None:
        """`names`: (key, English name)."""
        keys: list[str] = []
        words = []
        for key, name in names:
            keys.append(key)
            words.append(name_words(name))
        self._take(keys, [" ".join(w) for w in words], word_places(words))

    @classmethod
    def from_places(
        cls, keys: Sequence[Key], words: Sequence[str], places: WordPlaces
    ) -> AbbreviatedNames[Key]:
        """From each name's key (or any key to answer with: the card name index's positions),
        its words (space-separated, as `name_words` splits them) and their places, as stored
        (rulesdb.derived.card_names): nothing is split or counted."""
        abbreviated: AbbreviatedNames[Key] = cls.__new__(cls)
        abbreviated._take(keys, words, places)
        return abbreviated

    def _take(self, keys: Sequence[Key], words: Sequence[str], places: WordPlaces) -> None:
        self._keys = keys
        self._joined = words
        self._split: dict[int, list[str]] = {}
        self._places = places
        self._words = places.words
        self._offsets = places.offsets.tolist()

    def answer_many(self) -> None:
        """The stored columns as lists, for a process that answers many questions
        (rulesdb.search.name_index): a bisection among the words then compares strings in C,
        not a word cut out of the column at each step (a long story's 90 bisections cost it
        half a millisecond)."""
        self._words = names_of(self._words)
        self._joined = names_of(self._joined)

    def _words_of(self, number: int) -> list[str]:
        split = self._split.get(number)
        if split is None:
            split = self._split[number] = self._joined[number].split()
        return split

    def _range(self, prefix: str, whole: bool = False) -> tuple[int, int]:
        """Where the places of the name words that begin with `prefix` (that are `prefix`,
        when `whole`) start and end."""
        words = self._words
        low = bisect.bisect_left(words, prefix)
        if whole:
            high = low + 1 if low < len(words) and words[low] == prefix else low
        else:
            high = bisect.bisect_left(words, prefix + "\uffff", low)
        return self._offsets[low], self._offsets[max(low, high)]

    def _starting(self, prefix: str, whole: bool = False) -> list[tuple[int, int]]:
        """(name number, position) of every name word that begins with `prefix` (that is
        `prefix`, when `whole`)."""
        start, end = self._range(prefix, whole)
        if start >= end:
            return []
        names = self._places.names[start:end].tolist()
        return list(zip(names, self._places.at[start:end].tolist(), strict=True))

    def _placed(
        self, span: list[str], whole: bool = False, memo: _Places | None = None
    ) -> list[tuple[int, int]]:
        """(name number, position) of the name words that begin with the span's first word
        (that are it, when `whole`); for a span of more words, only those whose next word
        begins with its second, found from the fewer places: a set of the second word's (a
        common first word, "spell", "lich", is in hundreds of names), or each first place's
        next word (a second word "the" or "of" begins words in thousands). `memo`: the places
        already found for a word in this text (each is a span's first word up to three
        times)."""
        first = self._starting_memo(span[0], whole, memo)
        if len(span) < 2 or not first:
            return first
        second = span[1]
        start, end = self._range(second)
        if end - start > len(first):
            return [
                (number, at)
                for number, at in first
                if at + 1 < len(words := self._words_of(number))
                and words[at + 1].startswith(second)
            ]
        following = {(number, at - 1) for number, at in self._starting_memo(second, False, memo)}
        return [place for place in first if place in following]

    def _starting_memo(
        self, prefix: str, whole: bool, memo: _Places | None
    ) -> list[tuple[int, int]]:
        if memo is None:
            return self._starting(prefix, whole)
        places = memo.get((prefix, whole))
        if places is None:
            places = memo[prefix, whole] = self._starting(prefix, whole)
        return places

    def _named_by(
        self, span: list[str], whole: bool, opening: bool = False, memo: _Places | None = None
    ) -> Key | None:
        """The one card the span shortens; a word `opening` a sentence (capitalised by the
        sentence) only as players shorten a name to one word: its last ("Persecutor") or the
        legend's own name ("Phage" the Untouchable), not its first ("Kitchen table game" is
        not Kitchen Finks, nor "Infinite loop" Infinite Reflection)."""
        lengths: dict[int, int] = {}
        firsts: set[int] = set()
        for number, at in self._placed(span, whole, memo):
            words = self._words_of(number)
            if at + len(span) > len(words):
                continue
            if whole and words[at] != span[0]:
                continue
            if all(words[at + i].startswith(part) for i, part in enumerate(span)):
                lengths[number] = len(words)
                if opening and at + 1 < len(words) and words[at + 1] not in _GLUE:
                    firsts.add(number)
        if not lengths:
            return None
        shortest = min(lengths.values())
        names = [number for number, length in lengths.items() if length == shortest]
        if len(names) != 1 or names[0] in firsts:
            return None
        return self._keys[names[0]]

    @staticmethod
    def may_name(text: str) -> bool:
        """False when no run of `text`'s words is worth trying (a question in Japanese): then
        `named_in` finds nothing, and the names need not be indexed to say so."""
        return any(
            len(word) >= MIN_PREFIX and word.lower().replace("'", "") not in _GLUE
            for word in WORD.findall(text)
        )

    def named_in(self, text: str) -> list[tuple[str, Key]]:
        """(the words, the card's key) for each card `text` names by a shortened name, in the
        order named."""
        tokens = [(m.group(), m.start()) for m in WORD.finditer(text)]
        bare = [_bare(word) for word, _ in tokens]  # (each word once, not once a span)
        found: list[tuple[str, Key]] = []
        memo: _Places = {}
        at = 0
        while at < len(tokens):
            for size in range(min(MAX_SPAN, len(tokens) - at), 0, -1):
                span = bare[at : at + size]
                if not self._worth_trying(span, tokens, at):
                    continue
                ultimate = size == 1 and _beside_ultimate(tokens, at)
                # "Jace ult…": a sentence may open with a planeswalker's first name.
                opening = size == 1 and not ultimate and _opens_sentence(text, tokens, at)
                key = self._named_by(span, whole=size == 1, opening=opening, memo=memo)
                if key is not None and _within_another_name(text, tokens, at, size):
                    key = None
                if key is not None:
                    keys = self._first_named(span[0]) if ultimate else [key]
                    for named in keys or [key]:
                        if named not in {known for _, known in found}:
                            found.append((" ".join(span), named))
                    at += size - 1
                    break
            at += 1
        return found

    def headed_in(self, text: str) -> list[tuple[str, list[Key]]]:
        """(the word, the cards) for each capitalised word a determiner introduces ("the
        Angel", "my Angel") and the cards whose names it heads: their last word ("Platinum
        Angel") or the word before their "of" ("Angel of Mercy"), shortest names first. Which
        of them the question means, if any, only the cards' text can tell (the caller's to
        judge). None where the question says the word as a type ("an Angel", "Angel tokens"),
        inside a longer capitalised name, or where it heads more than HEAD_NAMES names."""
        tokens = [(m.group(), m.start()) for m in WORD.finditer(text)]
        found: dict[str, list[Key]] = {}
        for at in range(1, len(tokens)):
            (before, start), (word, end) = tokens[at - 1], tokens[at]
            bare = _bare(word)
            if (
                before.lower() not in _DETERMINERS
                or text[start + len(before) : end].strip()
                or not word[:1].isupper()
                or len(bare) < MIN_WORD_LETTERS
                or bare in found
                or _said_as_type(tokens, bare)
                or _within_another_name(text, tokens, at, 1)
            ):
                continue
            found[bare] = self._headed_by(bare)
        return [(word, keys) for word, keys in found.items() if keys]

    def _headed_by(self, word: str) -> list[Key]:
        """The cards whose names `word` heads, when no more than HEAD_NAMES."""
        named = []
        for number, at in self._starting(word, whole=True):
            words = self._words_of(number)
            heads = at == len(words) - 1 or words[at + 1] == "of"
            if words[at] == word and len(words) > 1 and heads:
                named.append(number)
        if len(named) > HEAD_NAMES:
            return []
        named = sorted(set(named), key=lambda n: (len(self._words_of(n)), n))
        return [self._keys[n] for n in named]

    def _first_named(self, word: str) -> list[Key]:
        """The cards whose names begin with `word` (a planeswalker's first name: "Jace, Mirror
        Mage", "Jace, Wielder of Mysteries"), when no more than ULTIMATE_NAMES: beside
        "ultimate" the first name is any of theirs, for the caller to tell by their text."""
        numbers = {number for number, at in self._starting(word, whole=True) if at == 0}
        named = [n for n in numbers if self._words_of(n)[0] == word]
        if len(named) > ULTIMATE_NAMES:
            return []
        return [self._keys[n] for n in sorted(named, key=lambda n: (len(self._words_of(n)), n))]

    @staticmethod
    def _worth_trying(span: list[str], tokens: list[tuple[str, int]], at: int) -> bool:
        if span[0] in _GLUE or span[-1] in _GLUE or any(len(w) < MIN_PREFIX for w in span):
            return False
        if len(span) > 1:
            return sum(len(w) for w in span) >= MIN_SPAN_LETTERS
        word = tokens[at][0]
        if not word[:1].isupper():
            return False
        return len(_bare(word)) >= MIN_WORD_LETTERS or _beside_ultimate(tokens, at)


def _said_as_type(tokens: list[tuple[str, int]], word: str) -> bool:
    """Whether the text says `word` (or its plural) as a creature type: after "a"/"an" or
    before "token", "creature", "card"..."""
    said = (word, word + "s")
    for at, (token, _) in enumerate(tokens):
        if _bare(token) in said:
            before = tokens[at - 1][0].lower() if at else ""
            after = tokens[at + 1][0].lower() if at + 1 < len(tokens) else ""
            if before in _ARTICLES or after in _TYPE_NOUNS:
                return True
    return False


def _capitalised(word: str) -> bool:
    return word[:1].isupper() and len(word) >= MIN_PREFIX and _bare(word) not in _GLUE


def _within_another_name(text: str, tokens: list[tuple[str, int]], at: int, size: int) -> bool:
    """Whether the span tokens[at:at+size] is part of a longer capitalised name, a card the
    index does not hold ("Platinum Emperion" is not "Platinum" Angel, nor "Baneslayer Angel"):
    a capitalised word right beside it, with only spaces between, that does not begin a
    sentence."""
    end = at + size
    if end < len(tokens):
        word, start = tokens[end]
        last_word, last_start = tokens[end - 1]
        between = text[last_start + len(last_word) : start]
        if _capitalised(word) and not between.strip():
            return True
    if at > 0:
        word, start = tokens[at - 1]
        between = text[start + len(word) : tokens[at][1]]
        if (
            _capitalised(word)
            and not between.strip()
            and not _begins_sentence(text, tokens, at - 1)
        ):
            return True
    return False


def _opens_sentence(text: str, tokens: list[tuple[str, int]], at: int) -> bool:
    """Whether tokens[at] is the first word of a sentence, not a possessive ("Kitchen table",
    but not "Persecutor's ability")."""
    return _begins_sentence(text, tokens, at) and not tokens[at][0].lower().endswith("'s")


def _begins_sentence(text: str, tokens: list[tuple[str, int]], at: int) -> bool:
    """Whether tokens[at] is the first word of a sentence."""
    return at == 0 or begins_sentence(text, tokens[at][1])


def _beside_ultimate(tokens: list[tuple[str, int]], at: int) -> bool:
    beside = {_bare(word) for word, _ in tokens[max(at - 1, 0) : at + 2]}
    return not beside.isdisjoint(ULTIMATE_WORDS_EN)


def _bare(word: str) -> str:
    """A word as a name's word is stored: lower case, without a possessive's 's or an
    apostrophe ("Persecutor's" is "persecutor", "Urza's" in a name "urzas")."""
    word = word.lower()
    if word.endswith("'s"):
        word = word[:-2]
    return word.replace("'", "")


def beside_ultimate(text: str, words: str) -> bool:
    """Whether the shortened name `words` stands beside "ult"/"ultimate" in `text` ("Karn's
    ultimate"): only a planeswalker card has one, whatever else the rules call the word (Karn
    is also a planeswalker type, 205.3j)."""
    tokens = [_bare(word) for word in WORD.findall(text)]
    span = words.split()
    for at in range(len(tokens) - len(span) + 1):
        if tokens[at : at + len(span)] == span:
            beside = {*tokens[max(at - 1, 0) : at], *tokens[at + len(span) : at + len(span) + 1]}
            if not beside.isdisjoint(ULTIMATE_WORDS_EN):
                return True
    return False
