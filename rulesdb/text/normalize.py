"""Folding text so that what a user types meets what the wiki and the rules print.

NFKC (full-width digits and letters, half-width kana), case folding, katakana to hiragana, every
dash and long-vowel variant to one mark, middle dots dropped, runs of spaces collapsed. Documents
and questions go through the same fold, so the search compares like with like.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_KATAKANA_START = 0x30A1
_KATAKANA_END = 0x30F6
_KANA_OFFSET = 0x60
_DASHES = "ー－―‐‑‒–—−-ｰ"
_DASH_MARK = "ー"
_MIDDLE_DOTS = "・･·•"
_SPACES_RE = re.compile(r"\s+")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# Characters that never matter for matching a name: punctuation of both scripts.
_NAME_NOISE_RE = re.compile(r"[\s、。，,.．'’\"“”「」『』()（）\[\]【】!！?？:：;；/／]+")

# Kana, common kanji and half-width kana: one search in C, not a test of every character in Python.
_JAPANESE_RE = re.compile("[\u3040-\u30ff\u4e00-\u9fff\uff66-\uff9f]")

_KANA_TABLE = {code: code - _KANA_OFFSET for code in range(_KATAKANA_START, _KATAKANA_END + 1)}
_MARKS_TABLE: dict[int, str | None] = {ord(dash): _DASH_MARK for dash in _DASHES}
_MARKS_TABLE.update({ord(dot): None for dot in _MIDDLE_DOTS})


# A question is folded by several stages of its search (its analysis, the card names in it, the
# situation reader, the walkthroughs): the fold of a text this long is remembered, for the last
# few texts only (each of the three folds apart). Folding is a function of the text alone, so
# nothing remembered goes stale; memory: at most 3 * FOLDS_REMEMBERED texts of at most
# REMEMBERED_CHARS characters, each with its fold (2 MB at most, 4 bytes a character).
REMEMBERED_FROM_CHARS = 48
REMEMBERED_CHARS = 4096
FOLDS_REMEMBERED = 16
# A shorter text is a word or a name: the same few thousand come back question after question
# (a story's words are folded one by one to find the card names it writes out), and the fold of
# each of the last WORDS_REMEMBERED is remembered (5 MB at most, about 1 MB of a story's words).
WORDS_REMEMBERED = 8192


def fold_keeping_kana(text: str) -> str:
    """Everything `fold` does except katakana to hiragana (which hides where words are)."""
    if len(text) < REMEMBERED_FROM_CHARS:
        return _word_folded_keeping_kana(text)
    if len(text) <= REMEMBERED_CHARS:
        return _long_folded_keeping_kana(text)
    return _folded_keeping_kana(text)


@functools.lru_cache(maxsize=FOLDS_REMEMBERED)
def _long_folded_keeping_kana(text: str) -> str:
    return _folded_keeping_kana(text)


@functools.lru_cache(maxsize=WORDS_REMEMBERED)
def _word_folded_keeping_kana(text: str) -> str:
    return _folded_keeping_kana(text)


def _folded_keeping_kana(text: str) -> str:
    if text.isascii() and text.isprintable():
        # Most texts a process folds as it starts are English (the term table, the keyword
        # rules, the card names' words): NFKC changes no printable ASCII character, case
        # folding one is lowering it, its one mark is the hyphen and its one space the space.
        # The same fold as below, a tenth of the time.
        return " ".join(text.lower().replace("-", _DASH_MARK).split())
    return _folded_in_full(text)


def _folded_in_full(text: str) -> str:
    text = _CONTROL_RE.sub(" ", text)
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.translate(_MARKS_TABLE)
    return _SPACES_RE.sub(" ", text).strip()


def fold_kana(text: str) -> str:
    # The table maps katakana only: an ASCII text (most a process folds) is its own fold.
    return text if text.isascii() else text.translate(_KANA_TABLE)


def fold(text: str) -> str:
    """The comparable form of any text."""
    if REMEMBERED_FROM_CHARS <= len(text) <= REMEMBERED_CHARS:
        return _long_folded(text)
    return fold_kana(fold_keeping_kana(text))


@functools.lru_cache(maxsize=FOLDS_REMEMBERED)
def _long_folded(text: str) -> str:
    return fold_kana(fold_keeping_kana(text))


def fold_name(text: str) -> str:
    """The comparable form of a name: `闇の男爵、センギア` and `やみのだんしゃくせんぎあ`-like
    variants, `Nicol Bolas, Dragon-God` and `nicol bolas dragon god` meet."""
    if REMEMBERED_FROM_CHARS <= len(text) <= REMEMBERED_CHARS:
        return _long_folded_name(text)
    return _NAME_NOISE_RE.sub("", fold(text).replace(_DASH_MARK, ""))


@functools.lru_cache(maxsize=FOLDS_REMEMBERED)
def _long_folded_name(text: str) -> str:
    return _NAME_NOISE_RE.sub("", fold(text).replace(_DASH_MARK, ""))


def has_japanese(text: str) -> bool:
    """Whether the text holds a kana or a common kanji (half-width kana included)."""
    return _JAPANESE_RE.search(text) is not None


def is_kana_only(text: str) -> bool:
    """Written in hiragana (and long-vowel marks) alone, e.g. a name typed by its reading."""
    letters = [ch for ch in text if not ch.isspace()]
    return bool(letters) and all("\u3041" <= ch <= "\u309f" or ch == "ー" for ch in letters)


def is_katakana_word(text: str) -> bool:
    """Written in katakana alone (with ・ and ー), as a card's English name is when it is
    spelt by its sound (シャハラザード)."""
    letters = [ch for ch in text if not ch.isspace()]
    return bool(letters) and all("\u30a1" <= ch <= "\u30fc" for ch in letters)


def apostrophe_spellings(text: str) -> tuple[str, ...]:
    """The text as typed (straight apostrophes) and as the rules print it (curly: `can’t`)."""
    return tuple(dict.fromkeys([text, text.replace("'", "\u2019")]))


# Control, format, surrogate, line and paragraph separators: nothing else acts on a terminal.
_ESCAPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


def shown(text: str) -> str:
    """`text` as a terminal or a log shows it literally: every character that is not shown as
    itself (`\\n`, `\\x1b`, `\\u202e`) escaped, so that a server's words can neither start a
    line of their own nor act on the terminal, and nothing of them is lost."""
    return "".join(
        ch.encode("unicode_escape").decode("ascii")
        if unicodedata.category(ch) in _ESCAPED_CATEGORIES
        else ch
        for ch in text
    )
