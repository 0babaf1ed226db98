"""Cards named as the rules' own words. Sacrifice, Exile, Flash, Lifelink, Library and
Two-Headed Giant are cards (双頭巨人, 絆魂 and 閃光 in Japanese), and words the rules say in rule
after rule: with the whole card data loaded, "If I sacrifice Platinum Angel do I lose?" named the
card Sacrifice and showed it first, and 「双頭巨人戦で毒カウンターは共有？」 the card
Two-Headed Giant.

Such a name is the rules' word unless the question marks it as the card's: between `[[ ]]` or
《 》, or, for a word the rules write in lower case (sacrifice, lifelink), capitalised where no
sentence begins ("I cast Sacrifice on my Angel"). A name the rules capitalise themselves (the
variants: Two-Headed Giant, Brawl) is the card's only between brackets. The cards the rules name
in their examples (Shahrazad, Karn Liberated: a rule or two in each edition) are not the rules'
words. Nor is a one-word card the question does not write, found a letter or two from a rules'
word it does ("commander damage" named Commandeer).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from rapidfuzz.distance import Levenshtein

from rulesdb.answers import RecognisedCard
from rulesdb.search.trigram_stats import TrigramStats
from rulesdb.text.normalize import has_japanese

# English rules and glossary entries saying the name as a word of its own, every edition counted:
# a card an example names is said by a rule or two an edition (Shahrazad, Karn Liberated: 2 to
# 4 in all), a rules' word by many (Lifelink 13, Brawl 12, Sacrifice over 80).
RULES_WORD = 8
# The rules' texts read to count them and to see how they write the name (the index matches
# inside words: "delay" is read in "delayed", which is not the word).
TEXTS_READ = 60
# Japanese is not spaced: its rules saying the name anywhere are counted, by the index.
JAPANESE_RULES_WORD = 10
# A name the fuzzy search found this many letters away from a word of the question.
MISSPELT_LETTERS = 2
_ONE_WORD = re.compile(r"[A-Za-z]{4,}")
_MARKED = re.compile(r"\[\[[^\[\]\n]*\]\]|《[^《》\n]*》")
# What a sentence begins after: nothing, a full stop, a colon, a line's end, an opening quote.
_SENTENCE_OPENERS = frozenset(".!?:;。！？：(「『\"“'‘")


@functools.lru_cache(maxsize=4096)
def _spelled(name: str) -> re.Pattern[str]:
    """The name as a question may space it: "Two-Headed Giant", "two headed giant"."""
    words = re.split(r"[\s\-]+", name)
    return re.compile(
        r"(?<![\w])" + r"[\s\-]+".join(re.escape(w) for w in words) + r"(?![\w])",
        re.IGNORECASE,
    )


def begins_sentence(text: str, at: int) -> bool:
    """Whether a sentence begins at `text[at]` (a capital there is the sentence's)."""
    before = text[:at]
    said = before.rstrip()
    return not said or said[-1] in _SENTENCE_OPENERS or "\n" in before[len(said) :]


def _capitalised(written: str) -> bool:
    return written[:1].isupper()


def _inside(span: tuple[int, int], marked: Sequence[tuple[int, int]]) -> bool:
    return any(start <= span[0] and span[1] <= end for start, end in marked)


def _capitalised_by_the_rules(name: str, texts: Sequence[str]) -> bool:
    """Whether the rules write the name capitalised inside a sentence more often than not (a
    variant's name, as proper names are), rather than in lower case (a word)."""
    spelled = _spelled(name)
    capital = lower = 0
    for text in texts:
        for match in spelled.finditer(text):
            if begins_sentence(text, match.start()):
                continue
            if _capitalised(match.group()):
                capital += 1
            else:
                lower += 1
    return capital > lower


def _marked_as_the_card(question: str, name: str, rules: Sequence[str]) -> bool | None:
    """Whether the question writes the English name as the card's (True), as the rules' word
    (False), or not at all (None)."""
    found = list(_spelled(name).finditer(question))
    if not found:
        return None
    marked = [m.span() for m in _MARKED.finditer(question)]
    if any(_inside(m.span(), marked) for m in found):
        return True
    if _capitalised_by_the_rules(name, rules):
        return False
    return any(_capitalised(m.group()) and not begins_sentence(question, m.start()) for m in found)


async def _rules_saying_the_word(name: str, index: TrigramStats) -> list[str]:
    spelled = _spelled(name)
    return [
        text for text in await index.rules_texts_quoting(name, TEXTS_READ) if spelled.search(text)
    ]


async def _japanese_rules_say(words: str, index: TrigramStats) -> bool:
    if len(words) >= 3:
        return await index.rules_quoting(words, JAPANESE_RULES_WORD) >= JAPANESE_RULES_WORD
    return await index.rules_saying(words, JAPANESE_RULES_WORD) >= JAPANESE_RULES_WORD


async def _misspelt_from_the_rules_word(question: str, name: str, index: TrigramStats) -> bool:
    """Whether a one-word name the question does not write is a rules' word the question
    writes a letter or two away ("commander" found Commandeer): the fuzzy search took the
    rules' word for a misspelt name."""
    if not _ONE_WORD.fullmatch(name):
        return False
    folded = name.casefold()
    near = {
        word
        for word in (w.casefold() for w in _ONE_WORD.findall(question))
        if word != folded and Levenshtein.distance(word, folded) <= MISSPELT_LETTERS
    }
    for word in sorted(near):
        if len(await _rules_saying_the_word(word, index)) >= RULES_WORD:
            return True
    return False


async def _the_rules_word(question: str, card: RecognisedCard, index: TrigramStats) -> bool:
    name = card["ref"].removeprefix("card:")
    rules = await _rules_saying_the_word(name, index)
    marked = _marked_as_the_card(question, name, rules) if len(rules) >= RULES_WORD else None
    if marked is not None:
        return not marked
    if not _spelled(name).search(question) and await _misspelt_from_the_rules_word(
        question, name, index
    ):
        return True
    marks = [m.span() for m in _MARKED.finditer(question)]
    for written in (part for part in card["name"].split("/") if has_japanese(part)):
        spans = [(m.start(), m.end()) for m in re.finditer(re.escape(written), question)]
        if spans and await _japanese_rules_say(written, index):
            return not any(_inside(span, marks) for span in spans)
    return False


async def rules_words_named(
    question: str, recognised: Sequence[RecognisedCard], index: TrigramStats
) -> set[str]:
    """The refs of the recognised cards whose names the question says as the rules' words."""
    return {card["ref"] for card in recognised if await _the_rules_word(question, card, index)}
