"""Name lookup at the scale of every printed card: ~30,000 English/Japanese pairs from
../shared/data/cardnames/jpname.json (skipped when absent)."""

from __future__ import annotations

import json
import random

import pytest

from rulesdb.search.name_index import NameIndex
from rulesdb.text.normalize import fold_kana, fold_name
from tests.shared_data import shared_data


@pytest.fixture(scope="module")
def pairs() -> list[tuple[str, str]]:
    jpname = shared_data("cardnames", "jpname.json")
    entries = json.loads(jpname.read_text(encoding="utf-8"))
    found = [
        (e["name"], e["jpname"])
        for e in entries
        if "info" not in e and e.get("jpname") not in (None, "", "undefined")
    ]
    # Names that fold alike (reprints, split cards) cannot be told apart by name alone.
    by_folded: dict[str, set[str]] = {}
    for en, ja in found:
        by_folded.setdefault(fold_name(en), set()).add(en)
        by_folded.setdefault(fold_name(ja), set()).add(en)
    return [
        (en, ja)
        for en, ja in found
        if len(by_folded[fold_name(en)]) == 1 and len(by_folded[fold_name(ja)]) == 1
    ]


@pytest.fixture(scope="module")
def index(pairs: list[tuple[str, str]]) -> NameIndex:
    return NameIndex((f"card:{en}", f"{ja}/{en}", [en, ja]) for en, ja in pairs)


def _typo(name: str, rng: random.Random) -> str:
    letters = [i for i in range(1, len(name) - 2) if name[i].isalpha() and name[i + 1].isalpha()]
    if not letters:
        return name
    i = rng.choice(letters)
    return name[:i] + name[i + 1] + name[i] + name[i + 2 :]


def test_every_sampled_name_is_found_exactly(
    index: NameIndex, pairs: list[tuple[str, str]]
) -> None:
    assert len(pairs) > 25_000
    sample = random.Random(1).sample(pairs, 500)
    for en, ja in sample:
        assert index.exact(en) == f"card:{en}"
        assert index.exact(ja) == f"card:{en}"


def test_typos_and_kana_variants_at_scale(index: NameIndex, pairs: list[tuple[str, str]]) -> None:
    rng = random.Random(2)
    sample = rng.sample([p for p in pairs if len(p[0]) >= 8], 300)
    typo_hits = sum(
        1
        for en, _ in sample
        if (m := index.search(_typo(en, rng), limit=1, whole_name=True))
        and m[0].key == f"card:{en}"
    )
    katakana = [p for p in pairs if any("\u30a1" <= ch <= "\u30f6" for ch in p[1])][:300]
    kana_hits = sum(
        1
        for en, ja in katakana
        if (m := index.search(fold_kana(ja), limit=1, whole_name=True)) and m[0].key == f"card:{en}"
    )
    assert typo_hits / len(sample) >= 0.95, typo_hits
    assert kana_hits / len(katakana) >= 0.98, kana_hits
