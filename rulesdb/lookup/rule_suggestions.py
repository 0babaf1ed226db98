"""Which rule numbers someone may have meant by a number that is nowhere: those sharing the
longest start with what was typed, fuzzy similarity breaking the ties."""

from __future__ import annotations

import bisect
import functools
import heapq

from rulesdb.text.rule_numbers import parse_rule_number


def shared_start(a: str, b: str) -> int:
    count = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        count += 1
    return count


class RuleSuggestions:
    """Suggestions among `numbers` (every rule number, in the rules' order)."""

    def __init__(self, numbers: list[str]) -> None:
        self.numbers = numbers

    # Made at the first suggestion: most processes never look a number up that is nowhere.
    @functools.cached_property
    def _lexical(self) -> list[str]:
        """The numbers sharing a start with a text are a range of these."""
        return sorted(self.numbers)

    @functools.cached_property
    def _position(self) -> dict[str, int]:
        return {number: position for position, number in enumerate(self.numbers)}

    def _sharing_start(self, wanted: str, limit: int) -> list[str]:
        """Every number sharing at least k characters with the start of `wanted`, for the
        largest k that gives `limit` of them (all numbers when fewer share even one): the
        numbers the best `limit` by shared start are among, found by bisection."""
        found: dict[str, None] = {}
        for length in range(len(wanted), 0, -1):
            start = wanted[:length]
            first = bisect.bisect_left(self._lexical, start)
            last = bisect.bisect_left(self._lexical, start + "\U0010ffff", first)
            found.update(dict.fromkeys(self._lexical[first:last]))
            if len(found) >= limit:
                return list(found)
        return self.numbers

    def suggest(self, text: str, limit: int = 5) -> list[str]:
        from rapidfuzz import fuzz  # (only a number that is nowhere is suggested for)

        wanted = parse_rule_number(text) or text.strip().lower()
        # Numbers sharing the longest start with what was typed are the likeliest meant
        # (724.9 -> 724.5, 724.6); fuzzy similarity breaks the ties and catches transpositions.
        # Only the numbers that can be among the best are scored: a walkthrough citing rules
        # missing from an edition asks for suggestions a dozen times.
        scored = []
        for number in self._sharing_start(wanted, limit):
            shared = shared_start(number, wanted)
            scored.append((-shared, -fuzz.ratio(number, wanted), self._position[number]))
        best = heapq.nsmallest(limit, scored)
        return [
            self.numbers[position] for shared, ratio, position in best if -shared > 0 or -ratio > 60
        ]
