"""What a question's numbers do to the one creature it tells of: "my 2/2 got -2/-2", 「3点ダメージを
受けた4/4にさらに1点」. Players tell a creature's state-based death by arithmetic, never by the
rules' words (toughness 0 or less, lethal damage); the sum says which of 704.5f, 704.5g and 704.5h
the story is about, and the rules' phrase for it is asked as a casual word's is
(rulesdb.text.casual_words).

Only a question that tells of one creature's power and toughness is summed: with two ("my 3/3
blocked his 2/2") nothing says which one a "-1/-1" or "2 damage" is on.
"""

from __future__ import annotations

import re

# The rules' phrases, in each language (tests/rulesdb/test_creature_state.py finds each in a rule).
TOUGHNESS_GONE = {
    "en": "If a creature has toughness 0 or less",
    "ja": "タフネスが0以下のクリーチャー",
}
LETHAL_DAMAGE = {"en": "has been dealt lethal damage", "ja": "致死ダメージを受けている"}
DEATHTOUCH_DAMAGE = {
    "en": "dealt damage by a source with deathtouch",
    "ja": "接死を持つ発生源からダメージを受けた",
}

# Folded text (casefolded, NFKC, katakana as hiragana, every dash ー). A creature's power and
# toughness: not a modification's ("+1/+1", "ー2/ー2") nor part of a longer run ("1/2/3").
_BASE_RE = re.compile(r"(?<![\d/+ー.])(\d{1,2})/(\d{1,2})(?![\d/])")
# A creature told by its toughness alone (「タフネス1のクリーチャー」, "a toughness 2 creature"),
# when no power and toughness is told; not a card's condition ("toughness 2 or less", 「タフネス3
# 以下」).
_TOUGHNESS_RE = re.compile(
    r"たふねす(?:が|は)?(\d{1,2})(?![\d/]|以下|以上|未満)"
    r"|\btoughness (?:of )?(\d{1,2})\b(?! or (?:less|more|greater))"
)
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_COUNT = r"(\d{1,2}|a|an|one|two|three|four|five|six)"
# A modification, with how many when they are counters ("two -1/-1 counters", 「ー1/ー1かうんたー
# を2個」); its toughness part is what decides.
_MODIFICATION_RE = re.compile(
    rf"(?:\b{_COUNT} )?([+ー])(\d{{1,2}})/([+ー])(\d{{1,2}})"
    r"(?:(?: counters?)|(?:かうんたー(?:を|が)?(\d{1,2})(?:個|つ)))?"
)
_DAMAGE_RE = re.compile(
    rf"\b{_COUNT} (?:points? of |more |extra )?damage\b|\bdamage of (\d{{1,2}})\b"
    r"|\b(?:pinged|bolted|shot) for (\d{1,2})\b"
    r"|(\d{1,2})点(?:の)?(?:だめーじ|を?与え|を?受け|を?食らっ|を?くらっ)"
)
_DEATHTOUCH_RE = re.compile(r"\bdeathtouch\b|接死")


def _count(word: str | None) -> int:
    if not word:
        return 1
    return int(word) if word.isdigit() else _NUMBER_WORDS[word]


def creature_phrases(folded: str, *, japanese: bool) -> list[str]:
    """The rules' phrase for what the question's numbers do to the creature it tells of (its
    toughness gone, lethal damage, deathtouch damage); none when it tells of no creature's
    power and toughness, of more than one, or its numbers leave the creature alive."""
    bases = set(_BASE_RE.findall(folded)) or {
        ("", ja or en) for ja, en in _TOUGHNESS_RE.findall(folded)
    }
    if len(bases) != 1:
        return []
    ((_, toughness_text),) = bases
    toughness = int(toughness_text)
    for count, _, _, sign, amount, counted in _MODIFICATION_RE.findall(folded):
        change = int(amount) * _count(count or counted or None)
        toughness += change if sign == "+" else -change
    damage = sum(
        _count(next(part for part in found if part)) for found in _DAMAGE_RE.findall(folded)
    )
    lang = "ja" if japanese else "en"
    if toughness <= 0:
        return [TOUGHNESS_GONE[lang]]
    if damage and _DEATHTOUCH_RE.search(folded):
        return [DEATHTOUCH_DAMAGE[lang]]
    if damage >= toughness:
        return [LETHAL_DAMAGE[lang]]
    return []
