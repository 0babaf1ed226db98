"""Japanese card names as players shorten them: to the name's last word, after its の
(「迫害者がいると」 for 深淵の迫害者, 「非生があって」 for ファイレクシアの非生), as English players
say "Persecutor" (rulesdb.search.shortened.english).

A word of kanji or katakana names a card so only when one card's name ends with it after の and
no other name holds it at all (白金 begins Platinum Angel's and Platinum Emperion's names: it
names neither). Whether the word is the rules' own, and whether the question speaks of what the
card does (昨日, 一手 and ホテル are the last words of names too), is for the caller to judge.
"""

from __future__ import annotations

from rulesdb.search.name_index import KANJI_KATAKANA_RUN_RE, NameIndex, NameMatch
from rulesdb.text.name_columns import bigrams
from rulesdb.text.normalize import fold_keeping_kana, fold_name

# A question's runs tried, at most: each reads the names holding it.
RUNS_TRIED = 12
_OF = "の"


def head_names_in(text: str, cards: NameIndex) -> list[tuple[str, NameMatch]]:
    """(the word, as names are folded; the card) for each card `text` names by its name's last
    word and nowhere writes out whole, in the order written."""
    found: dict[str, tuple[str, NameMatch]] = {}
    whole = fold_name(text)
    # (the words of kanji and katakana a question writes: a name's last word is one of them)
    runs = [
        run
        for run in dict.fromkeys(KANJI_KATAKANA_RUN_RE.findall(fold_keeping_kana(text)))
        if len(run) >= 2
    ]
    for run in runs[:RUNS_TRIED]:
        word = fold_name(run)
        if len(word) < 2 or word.isascii():
            continue
        holding = cards.aliases_holding(word, 2)
        keys = {match.key for _, match in holding}
        if len(keys) != 1:
            continue
        alias, match = holding[0]
        # A name the question also writes out whole is found as written, where it stands.
        if alias.endswith(_OF + word) and alias not in whole and match.key not in found:
            found[match.key] = (word, match)
    return list(found.values())


def japanese_bigrams(text: str) -> set[str]:
    """The bigrams of the words of kanji and katakana `text` writes, folded as names are."""
    grams: set[str] = set()
    for run in KANJI_KATAKANA_RUN_RE.findall(fold_keeping_kana(text)):
        word = fold_name(run)
        if len(word) >= 2:  # (`bigrams` gives a word of one character as its own)
            grams.update(bigrams(word))
    return grams
