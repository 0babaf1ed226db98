"""English card names written in katakana: whole, from their sound (グリステナー・エルフ, Glistener
Elf; シャハラザード, Shahrazad: rulesdb.text.katakana_sound), or shortened as players shorten
them, each word of the name to its first sounds (ラボマン for "Lab Man", Laboratory Maniac;
プラチナエンジェル, Platinum Angel, whose プラチナ is "platinum" without its -um).

A shortened spelling, written as one word (no ・), names a card when its consonants are, in
order, the first consonants (two at least, or the whole word's) of every word of one name, glue
words ("of", "the") aside, and its letters read out (rulesdb.text.katakana_romaji) spell the
beginnings of those words clearly better than any other name's it fits, and it does not sound
one word of a name (スプライト is "sprite", not Septic Rats shortened). Over the katakana words
of 33,000 Japanese names, those of MIN_SOUNDS sounds or more that this finds are the names they
shorten; of those of fewer, about half are (コンパス is no Confront the Past): whether such a
word is the card's is for the caller to judge by what the question says
(rulesdb.search.stages.named)."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from functools import cached_property, lru_cache
from itertools import accumulate

from rapidfuzz import fuzz

from rulesdb.text.katakana_romaji import romaji
from rulesdb.text.katakana_sound import MIN_SOUNDS, english_sounds, kana_sounds
from rulesdb.text.name_columns import NameColumns, names_of

# A katakana word of fewer consonants than MIN_SOUNDS names a card only when its letters spell
# one of the names with its consonants.
LETTERS_MIN_SOUNDS = 4
LETTERS_LIKENESS = 80
LETTERS_MARGIN = 10
# Katakana words whose shortened name is remembered (the rules' words come back in every
# question: ライブラリー, プレインズウォーカー), and name words' beginnings.
WORDS_REMEMBERED = 4096
# The consonants a shortened word keeps at least (ラボ of "laboratory"), unless it has fewer.
SHORTENED_SOUNDS = 2
_NOT_LETTERS_RE = re.compile(r"[^a-z]")
_WORDS_APART = "・"
_GLUE = frozenset("a an and of the".split())
_VOWELS = frozenset("aeiouy")
# Letters katakana cannot tell apart, written one way (ラ is la or ra).
_SAME_LETTERS = str.maketrans("lvcq", "rbkk")
# (katakana adds u to a consonant, o to t and d: ト, ド)
_ADDED_VOWEL_RE = re.compile(r"([bfgkmprsz]u|[td]o)(?=[bdfgkmnprstz]|$)")


def _letters(name: str) -> str:
    return _NOT_LETTERS_RE.sub("", name.lower())


class SoundedNames:
    def __init__(self, columns: NameColumns) -> None:
        self._columns = columns
        self._sounds: dict[str, set[int]] | None = None
        self._skeletons: dict[str, str] = {}
        self._shortened_of: dict[str, tuple[int, float] | None] = {}
        self._whole_of: dict[str, int | None] = {}

    @cached_property
    def english(self) -> list[tuple[int, str]]:
        """(key position, English name as written): what a name in katakana may sound like."""
        english = names_of(self._columns.english)
        return list(zip(self._columns.english_keys.tolist(), english, strict=True))

    @cached_property
    def _english_of(self) -> dict[int, str]:
        """Each key's first English name (made when first needed)."""
        return dict(reversed(self.english))

    def sounded_key(self, word: str) -> int | None:
        """The position of the one key a katakana word writes from its English sound, unless
        the word's letters spell another name's words shortened clearly better (プラチナエンジェル
        sounds as Opal Archangel and is Platinum Angel shortened)."""
        whole = self._whole_key(word)
        return whole if whole is None or self._outspelt(word, whole) is None else None

    def shortened_key(self, word: str) -> int | None:
        """The position of the one key whose name's words a katakana word shortens (ラボマン,
        Laboratory Maniac), unless it sounds a whole name (`sounded_key`) that its letters
        spell as well; None for a word that sounds the name it shortens (found so)."""
        whole = self._whole_key(word)
        if whole is None:
            shortened = self._shortened(word)
            return None if shortened is None else shortened[0]
        return self._outspelt(word, whole)

    def _outspelt(self, word: str, whole: int) -> int | None:
        """The key a katakana word shortens when its letters spell that key's name's words
        LETTERS_MARGIN better than they spell `whole`'s name, the one it sounds."""
        shortened = self._shortened(word)
        if shortened is None or shortened[0] == whole:
            return None
        name = _letters(self._english_of[whole]).translate(_SAME_LETTERS)
        spelt = fuzz.ratio(_katakana_letters(word), name)
        return shortened[0] if shortened[1] - spelt >= LETTERS_MARGIN else None

    def _whole_key(self, word: str) -> int | None:
        """The one key whose whole name a katakana word sounds (remembered: WORDS_REMEMBERED
        words; a question's words are asked for as sounded and as shortened)."""
        if word not in self._whole_of:
            if len(self._whole_of) >= WORDS_REMEMBERED:
                self._whole_of.clear()
            self._whole_of[word] = self._whole_key_now(word)
        return self._whole_of[word]

    def _whole_key_now(self, word: str) -> int | None:
        sounds = kana_sounds(word)
        if len(sounds) < min(LETTERS_MIN_SOUNDS, MIN_SOUNDS):
            return None  # no name: nor are the names grouped by sound to say so (ライフ, ゲーム)
        by_sound = self.by_sound()
        keys = by_sound.get(sounds, set())
        if len(sounds) >= MIN_SOUNDS and len(keys) == 1:
            return next(iter(keys))
        # Katakana writes an English h inside a word (シャハラザード) that the skeleton of the
        # English spelling drops.
        unvoiced = sounds[0] + sounds[1:].replace("h", "")
        return self._by_letters(word, keys | by_sound.get(unvoiced, set()))

    def _by_letters(self, word: str, keys: set[int]) -> int | None:
        """Of the names sharing a word's consonants, the one its letters spell, when one does
        clearly (LETTERS_LIKENESS, and LETTERS_MARGIN ahead of the next)."""
        english_of = self._english_of
        reading = romaji(word).replace(" ", "")
        scored = [(fuzz.ratio(reading, _letters(english_of[key])), key) for key in keys]
        return _clearly_best(scored, self._columns.keys)

    def by_sound(self) -> dict[str, set[int]]:
        # Grouped on first use; each name's sounds were worked out with the names (and stored).
        if self._sounds is None:
            self._sounds = {}
            english_sounds_ = names_of(self._columns.sounds)
            for (key, _), sounds in zip(self.english, english_sounds_, strict=True):
                if len(sounds) >= LETTERS_MIN_SOUNDS:
                    self._sounds.setdefault(sounds, set()).add(key)
        return self._sounds

    def _shortened(self, word: str) -> tuple[int, float] | None:
        """The key whose name's words a katakana word's letters spell shortened clearly best
        of those its sounds fit, with how well (remembered: WORDS_REMEMBERED words)."""
        if word not in self._shortened_of:
            if len(self._shortened_of) >= WORDS_REMEMBERED:
                self._shortened_of.clear()
            self._shortened_of[word] = self._shortened_now(word)
        return self._shortened_of[word]

    def _shortened_now(self, word: str) -> tuple[int, float] | None:
        sounds = kana_sounds(word)
        # (a word written with its words apart, グリステナー・エルフ, writes them whole)
        if len(sounds) < LETTERS_MIN_SOUNDS or _WORDS_APART in word:
            return None
        reading = _katakana_letters(word)
        scored = [
            (fuzz.ratio(reading, self._shortened_letters(number, sounds)), number)
            for number in self._fitting(sounds)
        ]
        best = _clearly_best(scored, range(len(self.english)))
        # A word that sounds one word of a name (スプライト, "sprite") is that word, not
        # another name shortened (Septic Rats).
        if best is None or sounds in self._word_sounds:
            return None
        return self.english[best][0], max(score for score, _ in scored)

    @cached_property
    def _word_sounds(self) -> frozenset[str]:
        """The sounds of every word of the names (made when a shortened word is first found:
        some tens of milliseconds with 30,000 cards)."""
        return frozenset(english_sounds(word) for word in self._columns.places.words)

    def _fitting(self, sounds: str) -> list[int]:
        """The English names whose words `sounds` shortens (`_fits`): of those whose sounds
        begin as they do and hold them in order, found in one scan of those names' sounds."""
        first, rest = sounds[:SHORTENED_SOUNDS], sounds[SHORTENED_SOUNDS:]
        joined, starts = self._by_first.get(first, ("", []))
        pattern = "^" + first + "".join(f"[^\n]*{s}" for s in rest)
        found = []
        for match in re.finditer(pattern, joined, re.MULTILINE):
            number = starts[1][bisect_right(starts[0], match.start()) - 1]
            words = self._word_lists(number)
            if len(words) >= 2 and _fits(sounds, [self._skeleton(w) for w in words]):
                found.append(number)
        return found

    def _word_lists(self, number: int) -> list[str]:
        """An English name's words, glue words left out (as `name_words` splits them)."""
        return [word for word in self._columns.words[number].split() if word not in _GLUE]

    def _skeleton(self, word: str) -> str:
        skeleton = self._skeletons.get(word)
        if skeleton is None:
            skeleton = self._skeletons[word] = english_sounds(word)
        return skeleton

    @cached_property
    def _by_first(self) -> dict[str, tuple[str, tuple[list[int], list[int]]]]:
        """The English names' sounds by their first two, each group joined by newlines, with
        where each name's starts and its number: a shortened word is looked for among them in
        one scan (made when a katakana word first asks: the names grouped, nothing sounded)."""
        grouped: dict[str, list[tuple[int, str]]] = {}
        for number, sounds in enumerate(names_of(self._columns.sounds)):
            if len(sounds) >= LETTERS_MIN_SOUNDS:
                grouped.setdefault(sounds[:SHORTENED_SOUNDS], []).append((number, sounds))
        joined = {}
        for first, names in grouped.items():
            starts = list(accumulate((len(sounds) + 1 for _, sounds in names), initial=0))[:-1]
            joined[first] = ("\n".join(s for _, s in names), (starts, [n for n, _ in names]))
        return joined

    def _shortened_letters(self, number: int, sounds: str) -> str:
        """The beginnings of the name's words whose consonants `sounds` shortens them to, each
        with the vowels after (the letters katakana writes): "labo" "mani"."""
        letters = []
        at = 0
        for word in self._word_lists(number):
            skeleton = self._skeleton(word)
            # (a consonant said once where two words meet is the later word's too)
            kept = 1 if at and skeleton[:1] == sounds[at - 1 : at] != sounds[at : at + 1] else 0
            while kept < len(skeleton) and at < len(sounds) and sounds[at] == skeleton[kept]:
                kept += 1
                at += 1
            letters.append(_word_beginning(word, kept))
        return "".join(letters).translate(_SAME_LETTERS)


@lru_cache(maxsize=WORDS_REMEMBERED)
def _word_beginning(word: str, sounds: int) -> str:
    """The first letters of `word` that sound its first `sounds` consonants, and the vowels
    after them unless the last is an n, which katakana writes without one (ン)."""
    end = 0
    for at in range(1, len(word) + 1):
        # (a vowel after: an r at the end of a beginning is heard, "labor" is three sounds)
        if len(english_sounds(word[:at] + "a")) > sounds:
            break
        if word[at - 1] not in _VOWELS:
            end = at
    if word[end - 1 : end] not in ("n", "m"):
        while end < len(word) and word[end] in _VOWELS:
            end += 1
    return word[:end]


def _katakana_letters(word: str) -> str:
    """A katakana word's letters as English would spell them: without the vowel katakana
    adds to a consonant no vowel follows (プラ, pura: "pla") and with Hepburn's digraphs as
    English writes those sounds (チ, chi: "ti")."""
    letters = romaji(word).replace(" ", "")
    for hepburn, english in (("chi", "ti"), ("tsu", "tu"), ("shi", "si"), ("ji", "gi")):
        letters = letters.replace(hepburn, english)
    return _ADDED_VOWEL_RE.sub(lambda m: m.group()[0], letters).translate(_SAME_LETTERS)


def _fits(sounds: str, words: Sequence[str]) -> bool:
    """Whether `sounds` are, in order, the first consonants of every word (SHORTENED_SOUNDS at
    least, or all of a shorter word's), a consonant two words share at their meeting said once
    (プラチナ・エンジェル: the n of "platina" and of "angel")."""
    places = {0}
    for skeleton in words:
        reached = set()
        for at in places:
            starts = (0, 1) if at and skeleton and sounds[at - 1] == skeleton[0] else (0,)
            for start in starts:
                kept = 0
                while (
                    start + kept < len(skeleton)
                    and at + kept < len(sounds)
                    and sounds[at + kept] == skeleton[start + kept]
                ):
                    kept += 1
                    if start + kept >= min(SHORTENED_SOUNDS, len(skeleton)):
                        reached.add(at + kept)
        places = reached
        if not places:
            return False
    return len(sounds) in places


def _clearly_best(scored: list[tuple[float, int]], names: Sequence[object]) -> int | None:
    """The number of the best-scored name, when LETTERS_LIKENESS and LETTERS_MARGIN ahead of
    the next (equal scores in the order of their names, last first)."""
    ranked = sorted(((score, names[number], number) for score, number in scored), reverse=True)
    if not ranked or ranked[0][0] < LETTERS_LIKENESS:
        return None
    if len(ranked) > 1 and ranked[0][0] - ranked[1][0] < LETTERS_MARGIN:
        return None
    return ranked[0][2]
