"""How many cards' Oracle texts the situation reader reads to one plain effect
(bot/application/situations/card_effects/oracle.py), by shape, and which one-line texts it leaves
unread most often (numbers as N, the card's name as ~).

The cards come from a judgebot database (`--db`, opened read-only, its texts as the search shows
them: faces joined, cut to 300 characters), MTGJSON files (`--mtgjson`: a set file, the
AllPrintings sample or AtomicCards) or JSON Lines (`--jsonl`: one {"name", "text", "type",
"power"} a line). Bounded by the input: one pass over its cards, nothing written.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bot.application.situations.card_effects.oracle import (
    REMOVALS,
    OracleCard,
    PlainCreature,
    SpellEffect,
    plain_effect,
)
from rulesdb.search.card_context import compact

_NUMBER = re.compile(r"\b(?:\d+|x|one|two|three|four|five|six|seven|eight|nine|ten)\b")
_REMINDER = re.compile(r"\s*\([^)]*\)")


def _card(name: str, texts: list[str], type_line: str, power: str | None) -> OracleCard:
    creature = len(texts) == 1 and "Creature" in type_line and power is not None
    value = int(power) if creature and power and power.isdigit() else None
    return OracleCard(name, compact("\n//\n".join(texts)), power=value)


def from_db(path: Path) -> Iterator[OracleCard]:
    rows = sqlite3.connect(f"file:{path}?mode=ro", uri=True).execute(
        "SELECT c.ref, f.text, f.type_line, f.power FROM cards c"
        " JOIN card_faces f ON f.card_id = c.id ORDER BY c.id, f.position"
    )
    faces: dict[str, list[tuple[str, str, str | None]]] = {}
    for ref, text, type_line, power in rows:
        faces.setdefault(ref, []).append((text, type_line or "", power))
    for ref, found in faces.items():
        first = found[0]
        yield _card(ref.removeprefix("card:"), [f[0] for f in found], first[1], first[2])


def from_mtgjson(path: Path) -> Iterator[OracleCard]:
    data = json.loads(path.read_bytes())["data"]
    if "cards" in data:  # one set file
        records = [[card] for card in data["cards"]]
    elif all(isinstance(v, list) for v in data.values()):  # AtomicCards: name -> faces
        records = list(data.values())
    else:  # AllPrintings: set -> set file
        records = [[card] for found in data.values() for card in found["cards"]]
    seen: set[str] = set()
    for faces in records:
        name = faces[0]["name"]
        if name not in seen:
            seen.add(name)
            texts = [face.get("text", "") for face in faces]
            yield _card(name, texts, faces[0].get("type", ""), faces[0].get("power"))


def from_jsonl(path: Path) -> Iterator[OracleCard]:
    for line in path.read_text(encoding="utf-8").splitlines():
        card = json.loads(line)
        yield _card(card["name"], [card["text"]], card.get("type", ""), card.get("power"))


def shape(effect: SpellEffect | PlainCreature) -> str:
    if isinstance(effect, PlainCreature):
        changed = [k for k in ("lifelink", "infect", "double_strike") if getattr(effect, k)]
        changed += ["toxic"] if effect.toxic else []
        return "creature" + "".join(f" ({k})" for k in changed)
    if not effect.permanents and effect.kind in REMOVALS:
        return f"{effect.kind} (a narrowed target)"
    if effect.kind in REMOVALS:
        return f"{effect.kind} ({' or '.join(sorted(effect.permanents))})"
    amount = "X" if effect.amount is None else "N"
    then = f" + {effect.then.kind} ({effect.then.whom})" if effect.then else ""
    return f"{effect.kind}{then}, {effect.reach}, {amount}"


def template(card: OracleCard) -> str | None:
    """The card's one line of text with its numbers and name folded, or None (several lines)."""
    lines = [_REMINDER.sub("", line).strip().lower() for line in card.text.split("\n")]
    lines = [line.replace(card.name.lower(), "~") for line in lines if line]
    return _NUMBER.sub("N", lines[0]) if len(lines) == 1 else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", type=Path, action="append", default=[])
    parser.add_argument("--mtgjson", type=Path, action="append", default=[])
    parser.add_argument("--jsonl", type=Path, action="append", default=[])
    parser.add_argument("--misses", type=int, default=20, help="the N commonest unread lines")
    args = parser.parse_args()
    sources = [
        *(from_db(p) for p in args.db),
        *(from_mtgjson(p) for p in args.mtgjson),
        *(from_jsonl(p) for p in args.jsonl),
    ]
    missing = [p for p in [*args.db, *args.mtgjson, *args.jsonl] if not p.exists()]
    if not sources or missing:
        print(f"no such input: {', '.join(map(str, missing))}" if missing else "no input given")
        return 2
    shapes: collections.Counter[str] = collections.Counter()
    unread: collections.Counter[str] = collections.Counter()
    cards = texts = 0
    distinct: set[str] = set()
    for card in (card for source in sources for card in source):
        cards += 1
        distinct.add(card.text)
        effect = plain_effect(card)
        if effect is not None:
            shapes[shape(effect)] += 1
        elif (line := template(card)) is not None:
            unread[line] += 1
    texts = len(distinct)
    read = sum(shapes.values())
    print(f"{cards} cards ({texts} distinct texts): {read} read ({read / max(cards, 1):.1%})")
    for name, count in shapes.most_common():
        print(f"  {count:6} {count / max(read, 1):6.1%}  {name}")
    print(f"the {args.misses} commonest one-line texts left unread:")
    for line, count in unread.most_common(args.misses):
        print(f"  {count:6}  {line[:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
