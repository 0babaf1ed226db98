"""Keyword abilities a question names (infect, 感染, lifelink): the keyword's own rules (702.N)
are what a question about it asks for, before the general rules that mention it in passing
("Damage dealt to a player by a source without infect …")."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

import aiosqlite

from rulesdb.search import statements
from rulesdb.text.normalize import fold

# Keyword names that are also everyday English: "my life reaches 0" is not about reach.
EVERYDAY_WORDS = frozenset(
    {
        "reach",
        "fear",
        "dash",
        "storm",
        "flash",
        "visit",
        "station",
        "solved",
        "ward",
        "shadow",
        "echo",
        "fading",
        "escape",
        "blitz",
        "bargain",
        "offering",
        "partner",
        "cleave",
        "boast",
        "ravenous",
        "gift",
        "more than meets the eye",
        "enchant",
        "equip",
        "melee",
        "champion",
        "haunt",
        "level up",
        "assist",
        "training",
        "decayed",
        "read ahead",
        "living weapon",
        "double",
        "craft",
        "plot",
        "saddle",
        "start your engines!",
        "exhaust",
        "harmonize",
        "mobilize",
        "sneak",
        "job select",
        "warp",
        "tiered",
    }
)
# Japanese names are matched anywhere (no spaces to go by): a single character would match
# too much.
MIN_JAPANESE_CHARS = 2
MIN_ENGLISH_CHARS = 4
MAX_NAME_CHARS = 30
_SECTION_RE = re.compile(r"^702\.\d+$")
_WORD = re.compile(r"[a-z][a-z'-]*")

Printing = tuple[str, str]  # (edition, section number)


@dataclass(frozen=True)
class KeywordRules:
    """The keyword abilities' sections (chapter 702) by their names in either language."""

    english: dict[str, frozenset[Printing]]
    japanese: dict[str, frozenset[Printing]]
    # (edition, section) -> the numbers of the section's rules
    members: dict[Printing, tuple[str, ...]]
    pattern: re.Pattern[str] | None
    # Every English name, the everyday words among them too: a one-word name as the beginning
    # of a word ("infected", "partnered"), a longer one as written ("level up"). What a
    # question may be speaking of, though it names nothing. (Looked up word by word: a
    # pattern of them all would take milliseconds to compile in every process.)
    loose: dict[str, frozenset[Printing]] = field(default_factory=dict)

    @classmethod
    async def load(cls, db: aiosqlite.Connection) -> KeywordRules:
        return cls.from_rows(await statements.keyword_rule_texts(db))

    @classmethod
    def from_rows(cls, rows: Iterable[tuple[str, str, str, str]]) -> KeywordRules:
        english: dict[str, set[Printing]] = {}
        japanese: dict[str, set[Printing]] = {}
        loose: dict[str, set[Printing]] = {}
        members: dict[Printing, list[str]] = {}
        for edition, lang, number, text in rows:
            section = number.rstrip("abcdefghijklmnopqrstuvwxyz")
            members.setdefault((edition, section), []).append(number)
            if not _SECTION_RE.match(number):
                continue
            # The Japanese rules head a keyword "感染/Infect"; 702.1 is a sentence, not a name.
            name = fold(text).split("/")[0].strip()
            if len(name) > MAX_NAME_CHARS:
                continue
            if lang == "ja" and len(name) >= MIN_JAPANESE_CHARS:
                japanese.setdefault(name, set()).add((edition, number))
            elif lang != "ja" and len(name) >= MIN_ENGLISH_CHARS:
                loose.setdefault(name, set()).add((edition, number))
                if name not in EVERYDAY_WORDS:
                    english.setdefault(name, set()).add((edition, number))
        return cls(
            english={k: frozenset(v) for k, v in english.items()},
            japanese={k: frozenset(v) for k, v in japanese.items()},
            members={k: tuple(dict.fromkeys(v)) for k, v in members.items()},
            pattern=_names_pattern(english),
            loose={k: frozenset(v) for k, v in loose.items()},
        )

    def named(self, folded_question: str) -> frozenset[Printing]:
        """The keyword sections (per edition) whose keyword the folded question names."""
        found: set[Printing] = set()
        if self.pattern is not None:
            for match in self.pattern.finditer(folded_question):
                found |= self.english[match.group(0)]
        for name, printings in self.japanese.items():
            if name in folded_question:
                found |= printings
        return frozenset(found)

    def spoken(self, folded_text: str) -> frozenset[Printing]:
        """The keyword sections a folded text may speak of without naming them (`named`):
        those whose English name begins one of its words, everyday words among them
        ("partner", "infected"), or, of several words, it says."""
        found: set[Printing] = set()
        for word in set(_WORD.findall(folded_text)):
            for end in range(MIN_ENGLISH_CHARS, len(word) + 1):
                found |= self.loose.get(word[:end], frozenset())
        for name, printings in self.loose.items():
            if " " in name and name in folded_text:
                found |= printings
        return frozenset(found)

    def refs(self, printings: frozenset[Printing]) -> list[str]:
        """The refs of the named sections' rules (every edition's share a ref)."""
        numbers = {n for printing in printings for n in self.members.get(printing, ())}
        return sorted(f"rule:{n}" for n in numbers)


def _names_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """The names (longest first) as whole words."""
    ordered = sorted(names, key=len, reverse=True)
    if not ordered:
        return None
    return re.compile(r"\b(?:" + "|".join(re.escape(n) for n in ordered) + r")\b")


@functools.lru_cache(maxsize=65536)
def keyword_ability_rule(number: str) -> bool:
    """Whether a rule is one keyword ability's (702.2 deathtouch … 702.101 extort …): 702.1 is
    the chapter's general rule."""
    if not number.startswith("702."):
        return False
    digits = number[4:].rstrip("abcdefghijklmnopqrstuvwxyz")
    return digits.isdigit() and int(digits) >= 2
