"""Strings one of which every match of a regular expression holds, read from its parsed form: a
text holding none of them is passed over without trying the expression (Python's engine tries
an expression that begins with `\\b` or a lookbehind at every position of the text)."""

from __future__ import annotations

import re
import re._constants as sre
import re._parser as sre_parse
from collections.abc import Collection, Iterable, Sequence
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


# What every match of an expression holds: a string, or all / any of several needs. As JSON (the
# form it is stored in): a string, {"all": [...]} or {"any": [...]}.
Need = str | dict[str, list[Any]]


def needed_by_every_match(pattern: re.Pattern[str]) -> Need | None:
    """What every match of `pattern` holds, read from its parsed form: its literal runs, and of
    each group, repeat of at least one and lookaround that must hold what it needs; of an
    alternation, what one of its branches needs. A text that holds no such strings is passed
    over: with one set of strings only (`held_by_every_match`), a question saying "life" tried
    each of the many expressions whose one branch asks for "life", and compiled each. None when
    no part of the expression must be literal text."""
    if pattern.flags & re.IGNORECASE:
        return None
    return _need(sre_parse.parse(pattern.pattern, pattern.flags))


def _need(items: Sequence[tuple[Any, Any]]) -> Need | None:
    parts: list[Need | None] = []
    run: list[str] = []
    for op, value in items:
        if op is sre.LITERAL:
            run.append(chr(value))
            continue
        if op in (sre.AT, sre.ASSERT_NOT):
            continue
        if op is sre.ASSERT:  # zero-width: the run goes on; what it asserts is in the text
            parts.append(_need(value[1]))
            continue
        parts.append("".join(run) or None)
        run = []
        if op is sre.SUBPATTERN and not value[1] & re.IGNORECASE:
            parts.append(_need(value[-1]))
        elif op is sre.BRANCH:
            branches = [_need(branch) for branch in value[1]]
            if all(b is not None for b in branches):
                parts.append(_joined("any", branches))
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT) and value[0] >= 1:
            parts.append(_need(value[2]))
    parts.append("".join(run) or None)
    return _joined("all", parts)


def _joined(kind: str, needs: Sequence[Need | None]) -> Need | None:
    """All (or any) of the needs, the same kind nested in it flattened, each once."""
    found: list[Need] = []
    for need in needs:
        if need is None:
            continue
        inner = need[kind] if isinstance(need, dict) and kind in need else [need]
        found += [n for n in inner if n not in found]
    if not found:
        return None
    return found[0] if len(found) == 1 else {kind: found}


def holds(need: Need | None, said: Collection[str]) -> bool:
    """Whether a text holds what `need` asks (None asks nothing): `said` is the text itself
    (each string looked for in it), or the strings of the need it holds."""
    if need is None:
        return True
    if isinstance(need, str):
        return need in said
    if "all" in need:
        return all(holds(n, said) for n in need["all"])
    return any(holds(n, said) for n in need["any"])


def is_need(value: object) -> bool:
    """Whether `value` (read from JSON) is a need as `needed_by_every_match` gives one."""
    try:
        need_strings(value)  # type: ignore[arg-type]
    except ValueError:
        return False
    return value is not None


def need_strings(need: Need | None) -> set[str]:
    """Every string `need` names; ValueError when it is no need (read from a damaged file).
    (One pass over its parts, no recursion: a process reads the needs of a few hundred
    expressions as it starts.)"""
    if need is None:
        return set()
    found: set[str] = set()
    pending: list[object] = [need]
    while pending:
        part = pending.pop()
        if isinstance(part, str) and part:
            found.add(part)
            continue
        if not isinstance(part, dict) or len(part) != 1:
            raise ValueError(f"not a need: {part!r}")
        kind, needs = next(iter(part.items()))
        if kind not in ("all", "any") or not isinstance(needs, list):
            raise ValueError(f"not a need: {part!r}")
        pending += needs
    return found


class ScreenedPattern:
    """An expression compiled when a text first holds one of `held`, the strings every match of
    it holds (`held_by_every_match` of it, written beside it: reading them out of the parsed
    expression costs most of compiling it; tests/rulesdb/test_screened_patterns.py holds the
    two together). A text holding none is passed over uncompiled: a process that meets no text
    holding them never compiles it."""

    __slots__ = ("_compiled", "held", "source")

    def __init__(self, source: str, held: tuple[str, ...] | None) -> None:
        self.source = source
        self.held = held
        self._compiled: re.Pattern[str] | None = None

    @property
    def regex(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.source)
        return self._compiled

    @property
    def compiled(self) -> bool:
        """Whether the expression has been compiled (for the tests)."""
        return self._compiled is not None

    def search(self, text: str) -> bool:
        """Whether the expression matches `text`."""
        if self.held is not None and not any(string in text for string in self.held):
            return False
        return self.regex.search(text) is not None


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
