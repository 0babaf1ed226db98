"""Time parsing the reference Comprehensive Rules files and aligning editions.

Baselines in the same run:
- parsing: a naive pass (decode, split lines, one regex per line, no layout handling) — the floor
  any parser pays;
- alignment: naive global fuzzy matching (each old rule against every new rule of the same kind),
  timed on a sample and extrapolated, since the full run is quadratic.

Usage: .venv/bin/python benchmarks/cr_parse_bench.py  (needs ../shared/data/cr)
"""

from __future__ import annotations

import random
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from rapidfuzz import fuzz, process
from rapidfuzz.utils import default_process

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.common import CR_DIR  # noqa: E402
from rulesdb.edition_alignment import align_rules  # noqa: E402
from rulesdb.records import RuleRecord  # noqa: E402
from scraper.official.cr_text import parse_rules_text  # noqa: E402

NAIVE_LINE = re.compile(r"^(\d{3}\.\d+[a-z]?)\.? (.*)$")
NAIVE_SAMPLE = 300


def best_of(runs: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def naive_parse(data: bytes) -> dict[str, str]:
    text = data.decode("utf-8-sig")
    return {m.group(1): m.group(2) for line in text.splitlines() if (m := NAIVE_LINE.match(line))}


def naive_align(old: Sequence[RuleRecord], new: Sequence[RuleRecord]) -> dict[str, str]:
    choices = [default_process(r.text) for r in new]
    result = {}
    for record in old:
        match = process.extractOne(
            default_process(record.text), choices, scorer=fuzz.ratio, score_cutoff=70
        )
        if match is not None:
            result[record.number] = new[match[2]].number
    return result


def main() -> int:
    if not CR_DIR.is_dir():
        print(f"reference data not found at {CR_DIR}; nothing to measure")
        return 1
    docs = {}
    print(f"{'file':34} {'parse ms':>9} {'naive ms':>9}  counts")
    for path in sorted(CR_DIR.glob("MagicCompRules_*.txt")):
        data = path.read_bytes()
        parse_time = best_of(5, partial(parse_rules_text, data, source=path.name))
        naive_time = best_of(5, partial(naive_parse, data))
        doc = parse_rules_text(data, source=path.name)
        docs[path.name] = doc
        kinds = Counter(r.kind for r in doc.rules)
        print(
            f"{path.name:34} {parse_time * 1000:9.1f} {naive_time * 1000:9.1f}  "
            f"edition {doc.edition} {doc.lang}: {kinds['chapter']} chapters, "
            f"{kinds['section']} sections, {kinds['rule']} rules, {kinds['subrule']} subrules, "
            f"{len(doc.glossary)} glossary, {len(doc.warnings)} warnings"
        )

    pairs = [
        ("MagicCompRules_20231013.txt", "MagicCompRules_20240206.txt"),
        ("MagicCompRules_20240206.txt", "MagicCompRules_20260116.txt"),
        ("MagicCompRules_20231013.txt", "MagicCompRules_20260116.txt"),
    ]
    print(f"\n{'alignment':26} {'align ms':>9} {'naive ms (extrapolated)':>24}  result")
    for old_name, new_name in pairs:
        if old_name not in docs or new_name not in docs:
            continue
        old, new = docs[old_name].rules, docs[new_name].rules
        align_time = best_of(3, partial(align_rules, old, new))
        result = align_rules(old, new)
        members = [r for r in old if r.kind in ("rule", "subrule")]
        sample = random.Random(0).sample(members, min(NAIVE_SAMPLE, len(members)))
        sample_time = best_of(1, partial(naive_align, sample, new))
        naive_total = sample_time * len(old) / len(sample)
        naive = naive_align(sample, new)
        agree = statistics.mean(
            1.0 if naive.get(r.number) == getattr(result.get(r.number), "number", None) else 0.0
            for r in sample
        )
        moved = sum(1 for number, a in result.items() if a.number != number)
        label = f"{old_name[15:23]} -> {new_name[15:23]}"
        print(
            f"{label:26} {align_time * 1000:9.1f} {naive_total * 1000:24.0f}  "
            f"{len(result)}/{len(old)} aligned ({len(result) / len(old):.1%}), {moved} renumbered; "
            f"naive agrees on {agree:.0%} of {len(sample)} sampled rules"
        )
        print(f"{'':26} 724 -> {result['724'].number}, 724.5 -> {result['724.5'].number}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
