"""Numbers as English players write them, made plain before the patterns read them: number
words as digits ("one" as a pronoun left), a number only stressed ("exactly 13"), "@ 3", "a
poison counter", "minus 2". text_normal.py calls it on every English question.
"""

from __future__ import annotations

import re

_EN_NUMBERS = {
    word: str(value)
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_EN_NUMBERS.update({"thirty": "30", "forty": "40", "fifty": "50"})
_EN_NUMBERS.update(
    {
        f"{tens}{joint}{unit}": str(value + index)
        for tens, value in (("twenty", 20), ("thirty", 30), ("forty", 40))
        for index, unit in enumerate("one two three four five six seven eight nine".split(), 1)
        for joint in ("-", " ")
    }
)


def english_numbers(text: str) -> str:
    text = _EN_NUMBER_WORDS.sub(_number_word, text)
    # What only stresses a number ("at exactly 13", "only 2 cards") says no other one.
    text = _STRESSED_NUMBER.sub("", text)
    text = _AT_SIGN.sub(" at ", text)  # "me @ 3"
    text = _ONE_OF.sub(r"1 \1", text)
    text = _ONE_MORE.sub(r"1 more \1", text)
    return _NEGATIVE.sub(r"-\1", text)


# The longest number words first: "twenty-one" before "twenty".
_EN_NUMBER_WORDS = re.compile(
    r"\b("
    + "|".join(re.escape(word) for word in sorted(_EN_NUMBERS, key=len, reverse=True))
    + r")\b"
)
_STRESSED_NUMBER = re.compile(r"\b(?:exactly|only|just|precisely|a mere|a measly) (?=-?\d)")
_AT_SIGN = re.compile(r" ?@ ?(?=-?\d)")
_ONE_OF = re.compile(r"\b(?:a|an|1) (poison counter|point of damage)\b")
_ONE_MORE = re.compile(r"\b(?:another|1 more) (poison counter)\b")
_NEGATIVE = re.compile(r"\b(?:minus|negative) ?(\d)")


# "one" as a pronoun counts nothing: "one of his creatures", "the other one", "no one".
# A count follows it ("the one card in my library") when a counted noun does.
_PRONOUN_ONE = re.compile(r"(?:the|this|that|no|any|every|some|each|which|other|another) $")
_COUNTED_AFTER = re.compile(
    r" (?:more |last |single |extra )?(?:cards?|life|poison|counters?|damage|points?|creatures?"
    r"|turns?|times?|lands?|mana|blockers?|attackers?|tokens?)\b"
)


def _number_word(match: re.Match[str]) -> str:
    word = match.group(1)
    if (
        word == "one"
        and not _COUNTED_AFTER.match(match.string, match.end())
        and (
            match.string.startswith(" of ", match.end())
            or _PRONOUN_ONE.search(match.string, max(0, match.start() - 8), match.start())
        )
    ):
        return word
    return _EN_NUMBERS[word]
