"""MTGJSON card files -> card records, streamed: a full AtomicCards file (~130 MB of JSON) is read
one card at a time, never whole.

Three layouts are read: AtomicCards (`data: {name: [faces]}`), AllPrintings (`data: {SET: {cards:
[...]}}`) and a single set (`data: {cards: [...]}`), plain or compressed (.xz, .gz, .bz2). Printings
of one card (in several sets) are merged by Oracle identity (Scryfall's oracle id, else the name).
The decompressed JSON is read within bounds (scraper.official.card_json_bounds): a file over one
is refused while it streams.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import lzma
import re
import zlib
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, cast

import ijson

from rulesdb.card_records import CardFace, CardFileInfo, JapaneseFace, OracleCard, Ruling
from scraper.official.card_json_bounds import BoundedJson, CardJsonTooLarge

CARD_FILE_SUFFIXES = (".json", ".json.xz", ".json.gz", ".json.bz2")
# The stream is closed by `_opened`, which owns it.
_OPENERS: dict[str, Callable[[Path], IO[bytes]]] = {
    ".xz": lambda path: lzma.open(path, "rb"),  # noqa: SIM115
    ".gz": lambda path: cast(IO[bytes], gzip.open(path, "rb")),  # noqa: SIM115
    ".bz2": lambda path: bz2.open(path, "rb"),  # noqa: SIM115
}
_SET_CARD = re.compile(r"data(\.[^.]+)?\.cards\.item")
_READ_ERRORS = (ijson.JSONError, EOFError, lzma.LZMAError, zlib.error, OSError, ValueError)
_HASH_CHUNK = 1 << 20
JAPANESE = "Japanese"
# What MTGJSON's meta says of a file (`5.2.2+20250516`, `2025-05-16`); it is printed in reports,
# so anything else, a line break or a terminal escape, is not taken for a version.
MTGJSON_VERSION = re.compile(r"[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}")
_MTGJSON_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


class CardFileError(ValueError):
    """A card file that cannot be read: corrupt, truncated, not MTGJSON, or not what its checksum
    says."""


def is_card_file(path: Path) -> bool:
    """A file `judgebot ingest` reads as MTGJSON card data (by its name: *.json, *.json.xz, …)."""
    return path.name.lower().endswith(CARD_FILE_SUFFIXES)


def _open_plain(path: Path) -> IO[bytes]:
    return path.open("rb")


@contextmanager
def _opened(path: Path) -> Iterator[BoundedJson]:
    opener = _OPENERS.get(path.suffix.lower(), _open_plain)
    try:
        stream = opener(path)
    except OSError as error:
        raise CardFileError(f"{path}: {error.strerror or error}") from error
    try:
        yield BoundedJson(stream)
    except (CardFileError, CardJsonTooLarge) as error:
        raise CardFileError(f"{path}: {error}") from error
    except _READ_ERRORS as error:
        raise CardFileError(f"{path}: truncated or not valid JSON ({error})") from error
    finally:
        stream.close()


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        while chunk := stream.read(_HASH_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def expected_sha256(path: Path) -> str | None:
    """The digest in the `.sha256` sidecar beside the file (MTGJSON publishes one per file)."""
    sidecar = path.with_name(path.name + ".sha256")
    if not sidecar.is_file():
        return None
    words = sidecar.read_text(encoding="ascii", errors="replace").split()
    return words[0].lower() if words else ""


def verify_sha256(path: Path, expected: str | None) -> str:
    """The file's digest; a CardFileError when `expected` (or a sidecar) says otherwise."""
    try:
        actual = sha256_of(path)
    except OSError as error:
        raise CardFileError(f"{path}: {error.strerror or error}") from error
    wanted = expected if expected is not None else expected_sha256(path)
    if wanted is not None and wanted.strip().lower() != actual:
        raise CardFileError(
            f"{path}: SHA-256 mismatch (expected {wanted.strip()[:64]}, file has {actual})"
        )
    return actual


# -- one card from MTGJSON objects ------------------------------------------------------------


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _matching(pattern: re.Pattern[str], value: object) -> str | None:
    return value if isinstance(value, str) and pattern.fullmatch(value) else None


def _japanese(card: Mapping[str, Any], whole_card: bool) -> JapaneseFace | None:
    for entry in card.get("foreignData") or ():
        if isinstance(entry, Mapping) and entry.get("language") == JAPANESE:
            whole_name = _text(entry.get("name")) if whole_card else None
            name = _text(entry.get("faceName")) or whole_name
            face = JapaneseFace(name, _text(entry.get("type")), _text(entry.get("text")))
            return face if any((face.name, face.type_line, face.text)) else None
    return None


def _ja_name(card: Mapping[str, Any]) -> str | None:
    for entry in card.get("foreignData") or ():
        if isinstance(entry, Mapping) and entry.get("language") == JAPANESE:
            return _text(entry.get("name"))
    return None


def _face(card: Mapping[str, Any], whole_card: bool) -> CardFace:
    name = _text(card.get("faceName")) or _text(card.get("name"))
    type_line = card.get("type")
    if name is None or not isinstance(type_line, str):
        raise CardFileError(f"a card without a name or type line: {str(card)[:120]}")
    return CardFace(
        name=name,
        mana_cost=_text(card.get("manaCost")),
        type_line=type_line,
        text=card.get("text") or "",
        power=_text(card.get("power")),
        toughness=_text(card.get("toughness")),
        loyalty=_text(card.get("loyalty")),
        ja=_japanese(card, whole_card),
    )


def _rulings(card: Mapping[str, Any]) -> tuple[Ruling, ...]:
    return tuple(
        Ruling(str(r.get("date") or ""), str(r["text"]))
        for r in card.get("rulings") or ()
        if isinstance(r, Mapping) and r.get("text")
    )


def oracle_card(faces: list[Mapping[str, Any]]) -> OracleCard:
    """One card from its face objects (one per side; a side given twice counts once)."""
    by_side: dict[str, Mapping[str, Any]] = {}
    for face in faces:
        if not isinstance(face, Mapping):
            raise CardFileError(f"a card face that is not an object: {str(face)[:120]}")
        by_side.setdefault(str(face.get("side") or ""), face)
    ordered = [by_side[side] for side in sorted(by_side)]
    first = ordered[0]
    identifiers = first.get("identifiers") or {}
    keywords = dict.fromkeys(k for face in ordered for k in face.get("keywords") or ())
    whole = len(ordered) == 1
    return OracleCard(
        name=str(first.get("name") or ""),
        layout=str(first.get("layout") or "normal"),
        oracle_id=_text(identifiers.get("scryfallOracleId")),
        scryfall_id=_text(identifiers.get("scryfallId")),
        keywords=tuple(str(k) for k in keywords),
        faces=tuple(_face(face, whole) for face in ordered),
        rulings=next((r for r in map(_rulings, ordered) if r), ()),
        ja_name=_ja_name(first),
    )


# -- printings merged into cards --------------------------------------------------------------


def _japanese_richness(card: Mapping[str, Any]) -> int:
    face = _japanese(card, True)
    return 0 if face is None else 1 + bool(face.type_line) + 2 * bool(face.text)


_CARD_FIELDS = (
    "faceName",
    "keywords",
    "layout",
    "loyalty",
    "manaCost",
    "name",
    "power",
    "rulings",
    "side",
    "text",
    "toughness",
    "type",
)


def _slim(printing: dict[str, Any]) -> dict[str, Any]:
    """What a card needs of a printing: an AllPrintings file has ~90,000 printings, and the
    merger holds one per card face until the end, so prices, legalities and the other languages
    are dropped at once."""
    slim = {key: printing[key] for key in _CARD_FIELDS if key in printing}
    identifiers = printing.get("identifiers") or {}
    slim["identifiers"] = {
        key: identifiers[key] for key in ("scryfallId", "scryfallOracleId") if key in identifiers
    }
    slim["foreignData"] = [
        entry
        for entry in printing.get("foreignData") or ()
        if isinstance(entry, Mapping) and entry.get("language") == JAPANESE
    ]
    return slim


class _PrintingMerger:
    """Printings grouped by Oracle identity: a card's faces from its first printing, its Japanese
    text from the printing that has the most of it (old printings have only a name)."""

    def __init__(self) -> None:
        self._faces: dict[str, dict[str, dict[str, Any]]] = {}

    def add(self, printing: dict[str, Any]) -> None:
        if not isinstance(printing, dict) or not printing.get("name"):
            raise CardFileError(f"a card without a name: {str(printing)[:120]}")
        identifiers = printing.get("identifiers") or {}
        key = identifiers.get("scryfallOracleId") or printing["name"]
        faces = self._faces.setdefault(key, {})
        side = str(printing.get("side") or "")
        held = faces.get(side)
        if held is None:
            faces[side] = _slim(printing)
        elif _japanese_richness(printing) > _japanese_richness(held):
            held["foreignData"] = _slim(printing)["foreignData"]
        if held is not None and not held.get("rulings") and printing.get("rulings"):
            held["rulings"] = printing["rulings"]

    def cards(self) -> Iterator[OracleCard]:
        for faces in self._faces.values():
            yield oracle_card(list(faces.values()))


# -- the file ---------------------------------------------------------------------------------


def _sniff(path: Path) -> CardFileInfo:
    """The file's layout (from the first value under `data`) and its `meta`, if it comes first."""
    meta: dict[str, Any] = {}
    with _opened(path) as stream:
        events = ijson.parse(stream, use_float=True)
        for prefix, event, value in events:
            if prefix == "meta" and event == "start_map":
                stream.item_starts()
                builder = ijson.ObjectBuilder()
                builder.event(event, value)
                for inner_prefix, inner_event, inner_value in events:
                    builder.event(inner_event, inner_value)
                    if inner_prefix == "meta" and inner_event == "end_map":
                        break
                stream.item_ends()
                meta = builder.value if isinstance(builder.value, dict) else {}
            elif prefix == "data" and event == "map_key":
                _, first_event, _ = next(events)
                layout = {"start_array": "AtomicCards", "start_map": "AllPrintings"}
                info = CardFileInfo(layout.get(first_event, "set"), None, None)
                if not meta:
                    meta = _meta_after_data(path)
                return CardFileInfo(
                    info.layout,
                    _matching(MTGJSON_VERSION, meta.get("version")),
                    _matching(_MTGJSON_DATE, meta.get("date")),
                )
            elif prefix == "" and event not in ("start_map", "map_key"):
                break
    raise CardFileError(f"{path}: not an MTGJSON card file (no 'data' object of cards)")


def _meta_after_data(path: Path) -> dict[str, Any]:
    with _opened(path) as stream:
        meta = next(ijson.items(stream, "meta", use_float=True), None)
    return meta if isinstance(meta, dict) else {}


def _set_printings(stream: BoundedJson) -> Iterator[dict[str, Any]]:
    """Every card object of a set file or an AllPrintings file (tokens and the rest skipped,
    not built: only a card is held to the size of one)."""
    builder: ijson.ObjectBuilder | None = None
    current = ""
    for prefix, event, value in ijson.parse(stream, use_float=True):
        if builder is None:
            if event == "start_map" and _SET_CARD.fullmatch(prefix):
                stream.item_starts()
                builder, current = ijson.ObjectBuilder(), prefix
                builder.event(event, value)
            continue
        builder.event(event, value)
        if event == "end_map" and prefix == current:
            stream.item_ends()
            yield builder.value
            builder = None


@dataclass(frozen=True)
class CardFile:
    """An MTGJSON file, checked (its checksum, its layout) but not yet read."""

    path: Path
    info: CardFileInfo
    sha256: str

    @classmethod
    def open(cls, path: Path, *, sha256: str | None = None) -> CardFile:
        """Verifies the file against `sha256` (or its `.sha256` sidecar, when there is one)."""
        digest = verify_sha256(path, sha256)
        return cls(path, _sniff(path), digest)

    @property
    def title(self) -> str:
        version = f" {self.info.version}" if self.info.version else ""
        return f"MTGJSON {self.info.layout}{version}"

    def cards(self) -> Iterator[OracleCard]:
        """Every card, one at a time (AllPrintings merges printings, so it yields at the end)."""
        with _opened(self.path) as stream:
            if self.info.layout == "AtomicCards":
                stream.item_starts()  # every byte from here on belongs to some card
                for _, faces in ijson.kvitems(stream, "data", use_float=True):
                    if not isinstance(faces, list) or not faces:
                        raise CardFileError(f"{self.path}: a card that is not a list of faces")
                    stream.item_starts()
                    yield oracle_card(faces)
                return
            merger = _PrintingMerger()
            for printing in _set_printings(stream):
                merger.add(printing)
            yield from merger.cards()
