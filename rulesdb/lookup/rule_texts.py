"""Rule texts for autocomplete: find rules by number prefix or by words of their text, in one
language, fast enough to run on every keystroke.

One text per (language, number): the newest edition that has the number, so that a suggestion
reads as the rule a player gets by default. Matching is on folded text
(`rulesdb.text.normalize.fold`) and by substring, which also works for Japanese, where words are
not separated by spaces. The work per keystroke is bounded by the suggestions wanted, not by the
number of rules: numbers and texts that start with the query come from sorted lists by bisection,
and texts that contain it from `str.find` over all texts of a language joined into one string, in
rule order, stopping once enough rules are found.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass

import aiosqlite

from rulesdb.text.normalize import fold
from rulesdb.text.rule_numbers import parse_rule_number, sort_key

SEPARATOR = "\x00"  # `fold` turns control characters into spaces, so no text or query holds it
_NUMBER_START_RE = re.compile(r"\d+(\.\d*[a-z]?)?$")


@dataclass(frozen=True)
class RuleText:
    number: str
    text: str


class _LanguageTexts:
    def __init__(self, rules: list[RuleText]) -> None:
        self.rules = rules
        folded = [fold(rule.text) for rule in rules]
        self.starts: list[int] = []
        offset = 0
        for text in folded:
            self.starts.append(offset)
            offset += len(text) + len(SEPARATOR)
        self.joined = SEPARATOR.join(folded)
        self.sorted_texts = sorted((text, index) for index, text in enumerate(folded))
        self.folded = folded
        self.sorted_numbers = sorted((rule.number, index) for index, rule in enumerate(rules))

    def numbered(self, prefix: str) -> list[int]:
        """Rules whose number starts with `prefix`, in rule order."""
        position = bisect.bisect_left(self.sorted_numbers, (prefix, -1))
        found = []
        while position < len(self.sorted_numbers):
            number, index = self.sorted_numbers[position]
            if not number.startswith(prefix):
                break
            found.append(index)
            position += 1
        return sorted(found)

    def starting_with(self, phrase: str) -> list[int]:
        """Rules whose text starts with `phrase`, shortest first (section titles first)."""
        first = bisect.bisect_left(self.sorted_texts, (phrase, -1))
        found = []
        for text, index in self.sorted_texts[first:]:
            if not text.startswith(phrase):
                break
            found.append((len(text), index))
        return [index for _, index in sorted(found)]

    def containing(self, word: str) -> Iterator[int]:
        """Rules whose text contains `word`, in rule order, each once."""
        position = self.joined.find(word)
        while position != -1:
            index = bisect.bisect_right(self.starts, position) - 1
            yield index
            following = index + 1
            if following >= len(self.starts):
                return
            position = self.joined.find(word, self.starts[following])


class RuleTexts:
    def __init__(self, rows: list[tuple[str, str, str]]) -> None:
        """`rows`: (lang, number, text), a later row replacing an earlier one of the same key."""
        by_lang: dict[str, dict[str, str]] = {}
        for lang, number, text in rows:
            by_lang.setdefault(lang, {})[number] = text
        self._by_lang = {
            lang: _LanguageTexts(
                [RuleText(number, texts[number]) for number in sorted(texts, key=sort_key)]
            )
            for lang, texts in by_lang.items()
        }

    @classmethod
    async def load(cls, db: aiosqlite.Connection) -> RuleTexts:
        # Only the newest printing of each number: the older ones would be read, then dropped.
        rows = await db.execute_fetchall(
            "SELECT lang, number, text FROM rules r WHERE edition = (SELECT max(edition)"
            " FROM rules o WHERE o.lang = r.lang AND o.number = r.number)"
        )
        return cls([(str(lang), str(number), str(text)) for lang, number, text in rows])

    def _texts(self, lang: str) -> _LanguageTexts | None:
        # A language with no rules of its own falls back to the other.
        return self._by_lang.get(lang) or next(iter(self._by_lang.values()), None)

    def by_number(self, partial: str, lang: str, *, limit: int) -> list[RuleText]:
        """Rules whose number starts with `partial` (`704.5` → 704.5, 704.5a…); the sections
        (100, 101…) when nothing is typed."""
        texts = self._texts(lang)
        if texts is None:
            return []
        wanted = (parse_rule_number(partial) or partial.strip().rstrip(".")).lower()
        if not wanted:
            sections = (r for r in texts.rules if "." not in r.number and len(r.number) == 3)
            return list(itertools.islice(sections, limit))
        return [texts.rules[index] for index in texts.numbered(wanted)[:limit]]

    def by_text(self, partial: str, lang: str, *, limit: int) -> list[RuleText]:
        """Rules whose text holds every word of `partial`: those that start with it first
        (titles such as 704 State-Based Actions, shortest first), then those that hold it as
        one phrase, then those that hold all its words, each group in rule order."""
        texts = self._texts(lang)
        phrase = fold(partial)
        words = phrase.split()
        if texts is None or not words:
            return []
        chosen = texts.starting_with(phrase)[:limit]
        seen = set(chosen)
        groups = [texts.containing(phrase)]
        if len(words) > 1:
            longest = max(words, key=len)
            groups.append(
                index
                for index in texts.containing(longest)
                if all(word in texts.folded[index] for word in words)
            )
        for group in groups:
            for index in group:
                if len(chosen) >= limit:
                    break
                if index not in seen:
                    seen.add(index)
                    chosen.append(index)
        return [texts.rules[index] for index in chosen]

    def suggest(self, partial: str, lang: str, *, limit: int) -> list[RuleText]:
        """By number when `partial` is (the start of) a rule number, else by text."""
        typed = partial.strip()
        if not typed or parse_rule_number(typed) or _NUMBER_START_RE.match(typed.lower()):
            return self.by_number(typed, lang, limit=limit)
        return self.by_text(typed, lang, limit=limit)
