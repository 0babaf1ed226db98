"""Strings one of which every match of a regular expression holds, read from its parsed form: a
text holding none of them is passed over without trying the expression (Python's engine tries
an expression that begins with `\\b` or a lookbehind at every position of the text)."""

from __future__ import annotations

import re
import re._constants as sre
import re._parser as sre_parse
from collections.abc import Iterable, Sequence
from typing import Any


def held_by_every_match(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """Strings one of which every match of `pattern` holds, read from its parsed form (the
    longest such literal part of it); None when no part of it must be literal text."""
    if pattern.flags & re.IGNORECASE:
        return None
    held = _held(sre_parse.parse(pattern.pattern, pattern.flags))
    return tuple(sorted(held)) if held else None


def _held(items: Sequence[tuple[Any, Any]]) -> set[str] | None:
    """`held_by_every_match` of a parsed sequence: its literal runs (what matches nothing in
    between does not part them: anchors, lookarounds), and its groups, alternations and
    repeats of at least one, whichever asks for the longest strings."""
    best: set[str] | None = None
    run: list[str] = []

    def take(found: set[str] | None) -> None:
        nonlocal best
        if found and (best is None or _strength(found) > _strength(best)):
            best = found

    for op, value in items:
        if op is sre.LITERAL:
            run.append(chr(value))
            continue
        if op in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
            continue
        take({"".join(run)} if run else None)
        run = []
        if op is sre.SUBPATTERN and not value[1] & re.IGNORECASE:
            take(_held(value[-1]))
        elif op is sre.BRANCH:
            alternatives = [_held(branch) for branch in value[1]]
            if all(alternatives):
                take(set().union(*[a for a in alternatives if a]))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and value[0] >= 1:
            take(_held(value[2]))
    take({"".join(run)} if run else None)
    return best


def _strength(held: set[str]) -> tuple[int, int]:
    """Longer strings first, then fewer of them: the rarer in a text."""
    return min(map(len, held)), -len(held)


def screened_search(pattern: re.Pattern[str], held: Sequence[str] | None, text: str) -> bool:
    """Whether `pattern` matches `text`, tried only where the text holds one of the strings
    every match of it holds (`held`, from `held_by_every_match`; None: always tried)."""
    if held is not None and not any(string in text for string in held):
        return False
    return pattern.search(text) is not None


class HeldStrings:
    """Which of many strings a text holds, found without looking for each: a string of two or
    more characters is looked for only when the text holds its first two (a story holds a few
    hundred pairs of characters; the patterns' strings number hundreds)."""

    def __init__(self, strings: Iterable[str]) -> None:
        by_pair: dict[str, list[str]] = {}
        short: list[str] = []
        for string in dict.fromkeys(strings):
            if len(string) >= 2:
                by_pair.setdefault(string[:2], []).append(string)
            else:
                short.append(string)
        self._by_pair = {pair: tuple(strings) for pair, strings in by_pair.items()}
        self._short = tuple(short)

    def said(self, text: str) -> set[str]:
        """The strings `text` holds."""
        said = {string for string in self._short if string in text}
        for pair in set(map(str.__add__, text, text[1:])).intersection(self._by_pair):
            said.update(string for string in self._by_pair[pair] if string in text)
        return said
