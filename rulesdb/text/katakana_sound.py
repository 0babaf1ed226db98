"""Card names written in katakana from their English sound (グリステナー・エルフ for Glistener
Elf, whose Japanese name is ぎらつかせのエルフ): Japanese players write a card's English name
that way as often as its Japanese one.

Both spellings are reduced to the consonants a Japanese ear keeps, in classes the two writing
systems share: vowels (and the vowels katakana adds after every consonant) go, l and r are one
sound, as are b and v, s, z and soft g or j; an English r that no vowel follows is silent, as
katakana writes it (glistener → グリステナー). Two names sound alike when these skeletons are
equal; a skeleton shorter than MIN_SOUNDS matches too many names to tell one.
"""

from __future__ import annotations

import re

from rulesdb.text.normalize import fold_kana

# Six consonants tell a name among 33,000: over the katakana words of the Comprehensive Rules
# said at most three times, every six-consonant match was the card meant (フェルダグリフ,
# Phelddagrif; ドラゴン・エンジン, Dragon Engine), and five matched names at random.
MIN_SOUNDS = 6
_KANA_ROWS = {
    "k": "かきくけこ",
    "g": "がぎぐげご",
    "s": "さしすせそざじずぜぞ",
    "t": "たちつてと",
    "d": "だぢづでど",
    "n": "なにぬねのん",
    "h": "はひへほ",
    "f": "ふ",
    "b": "ばびぶべぼゔ",
    "p": "ぱぴぷぺぽ",
    "m": "まみむめも",
    "r": "らりるれろ",
}
_KANA_SOUND = {kana: sound for sound, row in _KANA_ROWS.items() for kana in row}
_ENGLISH_DIGRAPHS = (
    ("tion", "sn"),
    ("ph", "f"),
    ("th", "s"),
    ("sh", "s"),
    ("ch", "t"),
    ("ck", "k"),
    ("gh", ""),
    ("qu", "k"),
)
_ENGLISH_SOUND = {"l": "r", "v": "b", "q": "k", "x": "ks", "j": "s", "z": "s"}
_VOWELS = frozenset("aeiouy")
_NOT_LETTER_RE = re.compile(r"[^a-z ]")


def kana_sounds(text: str) -> str:
    """The consonants of a katakana (or hiragana) word: グリステナー・エルフ → grstnrf."""
    sounds: list[str] = []
    for kana in fold_kana(text):
        sound = _KANA_SOUND.get(kana)
        if sound is not None and not (kana == "ん" and sounds and sounds[-1] == "n"):
            sounds.append(sound)
    return "".join(sounds)


def english_sounds(name: str) -> str:
    """The consonants of an English name as katakana would keep them: Glistener Elf →
    grstnrf."""
    word = _NOT_LETTER_RE.sub("", name.lower())
    for spelling, sound in _ENGLISH_DIGRAPHS:
        word = word.replace(spelling, sound)
    sounds: list[str] = []
    for at, letter in enumerate(word):
        after = word[at + 1] if at + 1 < len(word) else " "
        if letter in _VOWELS or letter in " w" or (letter == "h" and at and word[at - 1] != " "):
            continue
        if letter == "r" and after not in _VOWELS:
            continue
        if letter == "c":
            letter = "s" if after in "eiy" else "k"
        elif letter == "g" and after in "eiy":
            letter = "s"
        sound = _ENGLISH_SOUND.get(letter, letter)
        if not sounds or sounds[-1] != sound:
            sounds.append(sound)
    return "".join(sounds)
