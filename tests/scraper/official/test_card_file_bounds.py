"""Card files that would take memory or time without bound: one value of 100 MB in a 15 KB
`.xz`, a card of millions of small values, more JSON than any card file holds. Each is refused
while it streams, with a message naming the bound."""

from __future__ import annotations

import io
import json
import lzma
from pathlib import Path
from typing import Any

import pytest

from scraper.official import card_json_bounds
from scraper.official.card_json_bounds import MAX_CARD_BYTES, MAX_VALUE_BYTES
from scraper.official.mtgjson import CardFile, CardFileError
from tests.mtgjson_samples import COMPRESSORS

FACE = {"name": "Bomb", "type": "Artifact", "text": "Flying", "layout": "normal"}


def _atomic(faces: list[dict[str, Any]], **more_cards: list[dict[str, Any]]) -> bytes:
    data = {"Bomb": faces, **more_cards}
    document = {"meta": {"version": "5.2.2", "date": "2026-01-01"}, "data": data}
    return json.dumps(document).encode("utf-8")


def _written(tmp_path: Path, raw: bytes, suffix: str = ".json.xz") -> Path:
    path = tmp_path / f"AtomicCards{suffix}"
    path.write_bytes(
        COMPRESSORS[suffix](raw) if suffix != ".json.xz" else lzma.compress(raw, preset=0)
    )
    return path


def _read(path: Path) -> list[str]:
    return [card.name for card in CardFile.open(path).cards()]


@pytest.mark.parametrize("suffix", [".json", ".json.xz", ".json.gz", ".json.bz2"])
def test_a_string_over_the_value_cap_is_refused(tmp_path: Path, suffix: str) -> None:
    path = _written(tmp_path, _atomic([{**FACE, "text": "a" * (MAX_VALUE_BYTES + 1)}]), suffix)
    with pytest.raises(CardFileError, match=f"longer than {MAX_VALUE_BYTES:,} bytes"):
        _read(path)


def test_the_100_mb_string_in_a_15_kb_xz_is_refused_early(tmp_path: Path) -> None:
    # It took `update` to 656 MiB and 55-93 s, and the card was stored.
    raw = _atomic([{**FACE, "text": "a" * 100_000_000}])
    path = _written(tmp_path, raw)
    assert path.stat().st_size < 20_000
    read: list[int] = []
    real_read = card_json_bounds.BoundedJson.read

    def counted(self: card_json_bounds.BoundedJson, size: int = -1) -> bytes:
        chunk = real_read(self, size)
        read.append(len(chunk))
        return chunk

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(card_json_bounds.BoundedJson, "read", counted)
        with pytest.raises(CardFileError, match="longer than"):
            _read(path)
    assert sum(read) < 2 * MAX_VALUE_BYTES + 1_000_000  # stopped near the cap, not at 100 MB


def test_escaped_quotes_do_not_hide_a_long_string(tmp_path: Path) -> None:
    text = '\\"' * (MAX_VALUE_BYTES // 2 + 1)  # the JSON text holds `\"` pairs, no bare quote
    raw = _atomic([FACE]).replace(b'"Flying"', b'"' + text.encode() + b'"')
    with pytest.raises(CardFileError, match="longer than"):
        _read(_written(tmp_path, raw))


def test_a_number_over_the_value_cap_is_refused(tmp_path: Path) -> None:
    raw = _atomic([FACE]).replace(b'"Flying"', b"1" * (MAX_VALUE_BYTES + 1))
    with pytest.raises(CardFileError, match="longer than"):
        _read(_written(tmp_path, raw))


def test_a_card_over_the_card_cap_is_refused(tmp_path: Path) -> None:
    many = [{"language": "German", "name": "x"} for _ in range(MAX_CARD_BYTES // 30 + 1)]
    raw = _atomic([{**FACE, "foreignData": many}], Other=[{**FACE, "name": "Other"}])
    with pytest.raises(CardFileError, match=f"more than {MAX_CARD_BYTES:,} bytes of JSON"):
        _read(_written(tmp_path, raw))


def test_a_set_file_may_hold_more_than_a_card_outside_its_cards(tmp_path: Path) -> None:
    # A set's booster and token sections are skipped, not built: only cards are capped.
    booster = [{"sheet": "common", "weight": n} for n in range(MAX_CARD_BYTES // 30 + 1)]
    document = {"data": {"baseSetSize": 1, "booster": booster, "cards": [FACE]}}
    path = _written(tmp_path, json.dumps(document).encode("utf-8"))
    assert _read(path) == ["Bomb"]


def test_more_json_than_the_file_cap_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = {f"Card {n}": [{**FACE, "name": f"Card {n}"}] for n in range(2000)}
    path = _written(tmp_path, _atomic([FACE], **cards))
    assert len(_read(path)) == 2001
    monkeypatch.setattr(card_json_bounds, "MAX_JSON_BYTES", 50_000)
    with pytest.raises(CardFileError, match="more than 50,000 bytes of JSON"):
        _read(path)


@pytest.mark.parametrize("read_size", [1, 2, 3, 64])
def test_escapes_are_followed_across_chunk_boundaries(
    monkeypatch: pytest.MonkeyPatch, read_size: int
) -> None:
    monkeypatch.setattr(card_json_bounds, "MAX_VALUE_BYTES", 8)

    def read_all(data: bytes) -> None:
        stream = card_json_bounds.BoundedJson(io.BytesIO(data))
        while stream.read(read_size):
            pass

    read_all(b'["abcde\\\\", "abcdefg", "\\\\\\\\\\\\"]')  # escaped backslashes, then the quote
    with pytest.raises(card_json_bounds.CardJsonTooLarge, match="longer than 8 bytes"):
        read_all(b'["abc\\"defgh"]')  # an escaped quote ends nothing: 10 bytes
    with pytest.raises(card_json_bounds.CardJsonTooLarge, match="longer than 8 bytes"):
        read_all(b'["ab", 1234567890]')
