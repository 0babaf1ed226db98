"""Katakana read out in Latin letters (シャハラザード → shaharazaado), to compare a katakana
spelling with the English names whose consonants it shares when the consonants alone do not
tell one name (Shahrazad's "srsd" is five names' among 33,000; its letters are one's).

Hepburn-like: a small kana (ャュョァィゥェォ) replaces the vowel before it, ッ doubles the next
consonant, ー lengthens the vowel before it, ン is n. Hiragana is read the same way."""

from __future__ import annotations

from rulesdb.text.normalize import fold_kana

_ROWS = {
    "": "あいうえお",
    "k": "かきくけこ",
    "g": "がぎぐげご",
    "s": "さしすせそ",
    "z": "ざじずぜぞ",
    "t": "たちつてと",
    "d": "だぢづでど",
    "n": "なにぬねの",
    "h": "はひふへほ",
    "b": "ばびぶべぼ",
    "p": "ぱぴぷぺぽ",
    "m": "まみむめも",
    "y": "や-ゆ-よ",
    "r": "らりるれろ",
    "w": "わ---を",
}
_VOWELS = "aiueo"
_READING = {
    kana: consonant + _VOWELS[column]
    for consonant, row in _ROWS.items()
    for column, kana in enumerate(row)
    if kana != "-"
}
# The readings English names are written with.
_READING.update({"し": "shi", "ち": "chi", "つ": "tsu", "ふ": "fu", "じ": "ji", "ゔ": "vu"})
_SMALL = {"ゃ": "ya", "ゅ": "yu", "ょ": "yo", "ぁ": "a", "ぃ": "i", "ぅ": "u", "ぇ": "e", "ぉ": "o"}


def romaji(text: str) -> str:
    """シャハラザード → shaharazaado; characters that are not kana are left out."""
    out: list[str] = []
    double = False
    for kana in fold_kana(text):
        if kana == "っ":
            double = True
            continue
        if kana == "ー":
            if out and out[-1][-1:] in _VOWELS:
                out.append(out[-1][-1])
            continue
        if kana == "ん":
            out.append("n")
            continue
        if kana in _SMALL and out:
            previous = out.pop()
            stem = previous[:-1]
            small = _SMALL[kana]
            # シャ is "sha", not "shya": the y of a small ya/yu/yo goes after sh, ch and j.
            if small.startswith("y") and stem in ("sh", "ch", "j"):
                small = small[1:]
            out.append(stem + small)
            continue
        reading = _READING.get(kana)
        if reading is None:
            if kana in " ・":
                out.append(" ")
            continue
        if double and reading[0] not in _VOWELS:
            reading = reading[0] + reading
        double = False
        out.append(reading)
    return "".join(out)
