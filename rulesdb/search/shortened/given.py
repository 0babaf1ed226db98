"""A legend's Japanese name as players say it: the part after its 「、」 (解放された者、カーン is
「カーン」, 見えざる者、ヴラスカ 「ヴラスカ」), and of a name written with ・ its last part too
(龍神、ニコル・ボーラス is 「ボーラス」), most often beside the planeswalker's 「奥義」, as English
players say "Karn's ult" (rulesdb.search.shortened.english).

The names are indexed once, from the cards' labels: a question's words are looked up, never the
names scanned. They are looked up in katakana with their long vowels, as `fold_keeping_kana`
keeps them, and only as a whole word of the question: `fold_name` would make カーン かん, ルル
(a legend's name) ルール's るる and オラ オーラ's おら. Which of the cards of a name the question
means is for the caller to tell by their text.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rulesdb.text.loyalty import ULTIMATE_WORDS_JA
from rulesdb.text.normalize import fold_keeping_kana, fold_name

# A word of kanji or katakana as the question writes it (its middle dots dropped by the fold).
_RUN = r"[\u4e00-\u9fff\u3005\u30a1-\u30fa\u30fc]+"
# Of a run mixing them (「者ヴラスカ」 after 見えざる), the katakana and the kanji apart.
_SCRIPT = r"[\u30a1-\u30fa\u30fc]+|[\u4e00-\u9fff\u3005]+"
# What may stand between a name and 奥義: a particle or two (「カーンの奥義」「カーンが奥義を」).
_BETWEEN = r"[\u3041-\u309f\s]{0,3}"


# (Compiled when first used: only a Japanese question beside 「奥義」 looks the names up, and a
# class of the kanji's range costs a millisecond to compile in every process that searches.)
@functools.cache
def _pattern(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


_COMMA = "、"
_JOIN = "|"
_DOT = "・"
# The last part of a name written with ・ is said alone when it is this long at least (ボーラス,
# ニクシリス): a shorter one is a common word (ケット・シー, ザ・マスター's not a walker).
MIN_LAST_PART = 4


@dataclass(frozen=True)
class GivenName:
    """A word of the question (as `fold_name` folds it, as other names found are) that is the
    given name of the cards at `keys` (their positions), and whether it stands beside 「奥義」."""

    word: str
    keys: tuple[int, ...]
    beside_ultimate: bool


class GivenNames:
    def __init__(self, labels: Sequence[str]) -> None:
        """`labels`: each card's label, by key position ("解放された者、カーン/Karn Liberated",
        the Japanese name first: rulesdb.derived.card_names)."""
        said = [
            (position, name)
            for position, label in enumerate(labels)
            if _COMMA in label
            for name in said_names(label.split("/", 1)[0])
        ]
        keys: dict[str, list[int]] = {}
        for (position, _), folded in zip(said, _folded([name for _, name in said]), strict=True):
            if folded:
                keys.setdefault(folded, []).append(position)
        self._keys = {name: tuple(positions) for name, positions in keys.items()}

    def __len__(self) -> int:
        return len(self._keys)

    def named_in(self, text: str) -> list[GivenName]:
        """The given names `text` writes as words of their own, each once, in the order
        written."""
        folded = fold_keeping_kana(text)
        found: dict[str, GivenName] = {}
        for run in _pattern(_RUN).finditer(folded):
            word, beside = _without_ultimate(run.group())
            beside = beside or _ultimate_follows(folded, run.end())
            for part in _parts(word):
                keys = self._keys.get(part)
                if keys is not None:
                    known = found.get(part)
                    if known is None or (beside and not known.beside_ultimate):
                        found[part] = GivenName(fold_name(part), keys, beside)
                    break
        return list(found.values())


def said_names(japanese: str) -> list[str]:
    """The names players say a card of this Japanese name by: the part after its last 「、」,
    and of a part written with ・ its last part too (when MIN_LAST_PART long)."""
    if _COMMA not in japanese:
        return []
    given = japanese.rsplit(_COMMA, 1)[1].strip()
    names = [given] if given else []
    last = given.rsplit(_DOT, 1)[-1]
    if _DOT in given and len(last) >= MIN_LAST_PART:
        names.append(last)
    return names


def _folded(names: list[str]) -> list[str]:
    """Each name as a question's word is looked up (`fold_keeping_kana`, without spaces): a
    name of katakana and kanji alone is so already; the others are folded all at once, joined
    by a mark no fold changes (a fold name by name was most of the index's making)."""
    folded = list(names)
    others = [at for at, name in enumerate(names) if not _pattern(_RUN).fullmatch(name)]
    joined = fold_keeping_kana(_JOIN.join(names[at] for at in others)).split(_JOIN)
    if len(joined) != len(others):  # a name holding the mark
        joined = [fold_keeping_kana(names[at]) for at in others]
    for at, name in zip(others, joined, strict=True):
        folded[at] = name.replace(" ", "")
    return folded


def _without_ultimate(run: str) -> tuple[str, bool]:
    """The run without a 「奥義」 written onto it (「カーン奥義」), and whether it had one."""
    for ultimate in ULTIMATE_WORDS_JA:
        at = run.find(ultimate)
        if at > 0:
            return run[:at], True
    return run, False


def _ultimate_follows(folded: str, end: int) -> bool:
    """Whether 「奥義」 follows `end` in the folded text with a particle or two between."""
    between = _pattern(_BETWEEN).match(folded, end)
    at = between.end() if between else end
    return folded.startswith(ULTIMATE_WORDS_JA, at)


def _parts(run: str) -> list[str]:
    """The run, then (a run mixing scripts) its katakana and kanji parts, the last first."""
    parts = _pattern(_SCRIPT).findall(run)
    return [run, *reversed(parts)] if len(parts) > 1 else [run]
