"""A database of the card sample with cards of the whole card data the sample lacks, given as
inline faces (texts abridged), and the two editions of the rules: what a question names among
real names, without the whole card data in the repository."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tests.mtgjson_samples import atomic_cards, load_sample, write_card_file
from tests.shared_data import shared_data


def card_face(
    name: str, kind: str, text: str, japanese: str = "", japanese_text: str = ""
) -> dict[str, Any]:
    face: dict[str, Any] = {
        "name": name,
        "type": kind,
        "types": [kind.split(" ")[0]],
        "text": text,
        "layout": "normal",
        "manaCost": "{2}",
        "manaValue": 2.0,
        "foreignData": [],
        "identifiers": {},
    }
    if japanese:
        face["foreignData"] = [{"language": "Japanese", "name": japanese}]
        if japanese_text:
            face["foreignData"][0]["text"] = japanese_text
    return face


def sample_with_faces(folder: Path, faces: Sequence[dict[str, Any]]) -> Path:
    """The database built in `folder` from the sample, `faces` and the rules."""
    from scraper.ingest import build_bundled

    document = atomic_cards(load_sample())
    for face in faces:
        document["data"][face["name"]] = [face]
    atomic = write_card_file(document, folder, "AtomicCards", ".json")
    rules = [
        shared_data("cr", "MagicCompRules_20231013.txt"),
        shared_data("cr", "MagicCompRules_ja_20260116.txt"),
    ]
    path = folder / "cards.sqlite3"
    build_bundled(path, extra=[*rules, atomic])
    return path
