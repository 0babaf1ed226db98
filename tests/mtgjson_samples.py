"""Card-data files made from the real MTGJSON records in ../shared/data/cards/mtgjson: the
AllPrintings sample as it is, and an AtomicCards file assembled from it (one entry per card name,
printing-specific fields dropped, as MTGJSON's AtomicCards has them), plain or compressed.
Nothing here is committed data: every file is written into a test's temporary folder."""

from __future__ import annotations

import bz2
import gzip
import hashlib
import json
import lzma
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.shared_data import shared_data

ATOMIC_FIELDS = (
    "colorIdentity",
    "colors",
    "faceName",
    "foreignData",
    "keywords",
    "layout",
    "legalities",
    "loyalty",
    "manaCost",
    "manaValue",
    "name",
    "power",
    "printings",
    "rulings",
    "side",
    "subtypes",
    "supertypes",
    "text",
    "toughness",
    "type",
    "types",
)
FOREIGN_FIELDS = ("faceName", "language", "name", "text", "type")
COMPRESSORS: dict[str, Callable[[bytes], bytes]] = {
    ".json": lambda data: data,
    ".json.xz": lzma.compress,
    ".json.gz": gzip.compress,
    ".json.bz2": bz2.compress,
}


def sample_path() -> Path:
    """The AllPrintings-layout sample (67 sets, 277 cards); skips the test when absent."""
    return shared_data("cards", "mtgjson", "mtgjson-sample.json")


def load_sample() -> dict[str, Any]:
    with sample_path().open(encoding="utf-8") as stream:
        data: dict[str, Any] = json.load(stream)
    return data


def printings(sample: dict[str, Any]) -> list[dict[str, Any]]:
    return [card for card_set in sample["data"].values() for card in card_set["cards"]]


def _japanese_richness(card: dict[str, Any]) -> int:
    for entry in card.get("foreignData") or ():
        if entry.get("language") == "Japanese":
            return 1 + bool(entry.get("type")) + 2 * bool(entry.get("text"))
    return 0


def atomic_face(printing: dict[str, Any]) -> dict[str, Any]:
    face = {key: printing[key] for key in ATOMIC_FIELDS if key in printing}
    face["foreignData"] = [
        {key: entry[key] for key in FOREIGN_FIELDS if key in entry}
        for entry in printing.get("foreignData") or ()
    ]
    oracle_id = (printing.get("identifiers") or {}).get("scryfallOracleId")
    face["identifiers"] = {"scryfallOracleId": oracle_id} if oracle_id else {}
    return face


def atomic_cards(sample: dict[str, Any]) -> dict[str, Any]:
    """The sample in AtomicCards layout: `data: {name: [faces]}`, each face from the printing
    with the most Japanese text."""
    best: dict[tuple[str, str], dict[str, Any]] = {}
    for printing in printings(sample):
        key = (printing["name"], str(printing.get("side") or ""))
        held = best.get(key)
        if held is None or _japanese_richness(printing) > _japanese_richness(held):
            best[key] = printing
    data: dict[str, list[dict[str, Any]]] = {}
    for (name, _), printing in sorted(best.items()):
        data.setdefault(name, []).append(atomic_face(printing))
    return {"meta": sample["meta"], "data": data}


def write_card_file(document: dict[str, Any], folder: Path, stem: str, suffix: str) -> Path:
    """`document` as `folder/stem+suffix`, compressed as the suffix says."""
    path = folder / f"{stem}{suffix}"
    raw = json.dumps(document, ensure_ascii=False).encode("utf-8")
    path.write_bytes(COMPRESSORS[suffix](raw))
    return path


def write_sidecar(path: Path, digest: str | None = None) -> Path:
    """MTGJSON's `.sha256` sidecar: the hex digest alone (the file's own unless given)."""
    sidecar = path.with_name(path.name + ".sha256")
    sidecar.write_text(digest or hashlib.sha256(path.read_bytes()).hexdigest(), encoding="ascii")
    return sidecar


def build_card_data_db(folder: Path) -> Path:
    """The bundled corpus, the 20231013 English rules (Infect is 702.90 there) and the sample's
    cards in AtomicCards layout: a database as `judgebot ingest AtomicCards.json.xz` leaves it."""
    from scraper.ingest import build_bundled

    path = folder / "cards.sqlite3"
    atomic = write_card_file(atomic_cards(load_sample()), folder, "AtomicCards", ".json.xz")
    build_bundled(path, extra=[shared_data("cr", "MagicCompRules_20231013.txt"), atomic])
    return path
