"""What a rule's place in the rules says beyond its own text.

A subrule is read under its parent: "704.5a If a player has 0 or less life, that player loses the
game" is a state-based action because 704.5 says so ("The state-based actions are as follows"),
and "121.6 Some effects replace card draws" is what 121.6a-c are about. A question's words found
in the opening of a rule's parent count as the rule's own. And a rule of a special situation's
section (rulesdb.text.situations) holds only in that situation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from rulesdb.text.rule_numbers import parent_number

# How much of a parent rule is its subrules' context: the clause that names what they are about
# ("704.5 the state-based actions are as follows", "121.6 some effects replace card draws").
PARENT_OPENING_CHARS = 100


class Placed(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def edition(self) -> str | None: ...
    @property
    def lang(self) -> str: ...
    @property
    def ref(self) -> str: ...


@dataclass(frozen=True)
class RuleStructure:
    """The parents' openings and the special situations' sections of the rules read."""

    # (edition, lang, number) -> the opening of that rule, for the rules that have subrules
    parent_openings: Mapping[tuple[str, str, str], str] = field(default_factory=dict)
    # (edition, section) -> the special situation its rules hold in
    situations: Mapping[tuple[str, str], str] = field(default_factory=dict)

    @classmethod
    def from_rows(
        cls,
        parents: Iterable[tuple[str, str, str, str]],
        situations: Mapping[tuple[str, str], str],
    ) -> RuleStructure:
        """From (edition, lang, ref, folded opening) of every rule that has subrules."""
        openings = {
            (edition, lang, ref.removeprefix("rule:")): opening[:PARENT_OPENING_CHARS]
            for edition, lang, ref, opening in parents
        }
        return cls(openings, dict(situations))

    def parent_opening(self, candidate: Placed) -> str:
        """The opening of a rule's parent in the same edition and language, or ''."""
        if candidate.kind != "rule" or not candidate.edition:
            return ""
        parent = parent_number(candidate.ref.removeprefix("rule:"))
        if parent is None:
            return ""
        return self.parent_openings.get((candidate.edition, candidate.lang, parent), "")

    def situation(self, candidate: Placed) -> str | None:
        """The special situation a rule holds in, or None."""
        if candidate.kind != "rule" or not candidate.edition:
            return None
        return self.situations.get((candidate.edition, candidate.ref.removeprefix("rule:")[:3]))
