"""Fuzzy lookup of short names (cards, card-list titles, headings): typo- and kana-tolerant,
over every alias of a name, with rapidfuzz doing the comparing in C++."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from rulesdb.normalize import fold_name


@dataclass(frozen=True)
class NameMatch:
    key: str
    label: str
    score: float  # 0..1


class NameIndex:
    def __init__(self, entries: Iterable[tuple[str, str, Iterable[str]]]) -> None:
        """`entries`: (key, label, aliases); a key may have several aliases (ja and en names)."""
        self._keys: list[str] = []
        self._labels: dict[str, str] = {}
        self._aliases: list[str] = []
        for key, label, aliases in entries:
            self._labels[key] = label
            for alias in aliases:
                folded = fold_name(alias)
                if folded:
                    self._keys.append(key)
                    self._aliases.append(folded)
        self._exact: dict[str, str] = {}
        for key, alias in zip(self._keys, self._aliases, strict=True):
            self._exact.setdefault(alias, key)

    def __len__(self) -> int:
        return len(self._labels)

    def exact(self, text: str) -> str | None:
        return self._exact.get(fold_name(text))

    def search(
        self, text: str, *, limit: int = 10, cutoff: float = 0.0, whole_name: bool = False
    ) -> list[NameMatch]:
        """Best names for `text`, whole-name similarity first; a name contained in a longer
        question ("Gideon of the Trials emblem") also counts, unless `whole_name` asks for the
        text to be the name itself (a direct lookup)."""
        query = fold_name(text)
        if not query:
            return []
        best: dict[str, float] = {}
        whole = process.extract(
            query,
            self._aliases,
            scorer=fuzz.ratio if whole_name else fuzz.WRatio,
            limit=limit * 4,
            score_cutoff=cutoff * 100,
        )
        for _, score, index in whole:
            key = self._keys[index]
            best[key] = max(best.get(key, 0.0), score / 100)
        if len(query) >= 4 and not whole_name:
            # A name inside the question: the name must be nearly all there.
            inside = process.extract(
                query,
                self._aliases,
                scorer=_name_inside,
                limit=limit * 4,
                score_cutoff=max(cutoff * 100, 85),
            )
            for _, score, index in inside:
                key = self._keys[index]
                best[key] = max(best.get(key, 0.0), score / 100 * 0.97)
        ranked = sorted(best.items(), key=lambda item: (-item[1], item[0]))[:limit]
        return [NameMatch(key, self._labels[key], score) for key, score in ranked]

    def prefix(self, text: str, *, limit: int = 25) -> list[NameMatch]:
        query = fold_name(text)
        found: dict[str, None] = {}
        for key, alias in zip(self._keys, self._aliases, strict=True):
            if alias.startswith(query):
                found.setdefault(key, None)
                if len(found) >= limit:
                    break
        return [NameMatch(key, self._labels[key], 1.0) for key in found]


def _name_inside(query: str, alias: str, **_: object) -> float:
    if len(alias) < 4 or len(alias) > len(query):
        return 0.0
    return float(fuzz.partial_ratio(alias, query))
