"""The shapes a rule lookup passes between its steps: a rule's printings as read, where an
answer is printed, and what is read around it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from rulesdb.answers import PageSource


class RuleRow(NamedTuple):
    """A printing of a rule; a tuple, as a walkthrough reads a hundred and more at once."""

    id: int
    edition: str
    lang: str
    parent: str | None
    text: str
    position: int


RuleRows = dict[tuple[str, str], RuleRow]  # a number's printings by (edition, lang)
Printings = dict[str, tuple[str, RuleRow]]  # lang -> (edition printed in, row)


@dataclass(frozen=True)
class PlacedRule:
    """Where a lookup's answer is printed; `origin` is (edition, number) as asked when the
    answer is renumbered from it."""

    number: str
    edition: str
    printings: Printings
    own: tuple[str, RuleRow] | None
    origin: tuple[str, str] | None


@dataclass
class RelatedRows:
    """What an answer shows around its rule: examples and quoting pages (by rule id), children
    and neighbours, and the pages quoting the same rule in the wiki's edition (under its
    number there: the wiki's 724.5 for today's 728.5)."""

    examples: dict[int, list[str]] = field(default_factory=dict)
    pages: dict[int, list[PageSource]] = field(default_factory=dict)
    quoted_as: list[PageSource] = field(default_factory=list)
    children: set[str] = field(default_factory=set)
    previous: str | None = None
    next: str | None = None
