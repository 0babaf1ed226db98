"""`judgebot update` against a full disk and a hostile card file: each source fails with a
message (never a traceback), and the database holds what it held."""

from __future__ import annotations

import asyncio
import errno
import io
import json
import lzma
import os
from pathlib import Path
from typing import IO, Any

import pytest

from scraper.update import UpdateSources
from tests.scraper.test_update import EN_2026, leftovers, served_link, update
from tests.scraper.update_sources import (
    MTGJSON,
    RULES_PAGE,
    atomic_cards,
    rules_file,
    serve_mtgjson,
    serve_rules,
    txt_path,
)
from tests.scraper.wiki_server import WikiServer

FULL_DISK = os.strerror(errno.ENOSPC)


class _FullDisk(io.RawIOBase):
    """A file on a disk that fills up after `room` bytes."""

    def __init__(self, handle: IO[bytes], room: int) -> None:
        self._handle = handle
        self._room = room

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        if len(data) > self._room:
            raise OSError(errno.ENOSPC, FULL_DISK)
        self._room -= len(data)
        return self._handle.write(data)

    def close(self) -> None:
        self._handle.close()
        super().close()


def _fill_disk_on_writing(monkeypatch: pytest.MonkeyPatch, name_ends: str, room: int) -> None:
    real_open = Path.open

    def opening(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real_open(self, mode, *args, **kwargs)
        if "w" in mode and self.name.endswith(name_ends):
            return _FullDisk(handle, room)
        return handle

    monkeypatch.setattr(Path, "open", opening)


async def test_a_full_disk_during_the_card_download_fails_that_source(
    server: WikiServer, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    serve_mtgjson(server, atomic_cards())
    _fill_disk_on_writing(monkeypatch, ".json.xz", room=1000)
    before = db.read_bytes()
    (outcome,) = await update(db, UpdateSources(None, None, None, server.url(MTGJSON)))
    assert outcome.status == "failed" and FULL_DISK in outcome.detail
    assert "could not be saved" in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []


async def test_a_full_disk_during_the_rules_download_fails_that_source(
    server: WikiServer, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    serve_rules(
        server, {txt_path("20260116"): rules_file(EN_2026)}, page_links=[served_link("20260116")]
    )
    _fill_disk_on_writing(monkeypatch, ".txt", room=0)
    before = db.read_bytes()
    sources = UpdateSources(server.url(RULES_PAGE), None, None, None)
    (outcome,) = await update(db, sources)
    assert outcome.status == "failed" and FULL_DISK in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []


async def test_the_update_command_says_so_and_exits_1(
    server: WikiServer,
    db: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:

    from bot.cli import main

    rules = txt_path("20260116")
    serve_rules(server, {rules: rules_file(EN_2026)}, page_links=[])
    serve_mtgjson(server, atomic_cards())
    _fill_disk_on_writing(monkeypatch, ".json.xz", room=1000)
    command = ["update", "--db", str(db), "--mtgjson", server.url(MTGJSON)]
    code = await asyncio.to_thread(main, [*command, "--rules-url", server.url(rules)])
    printed = capsys.readouterr()
    assert code == 1 and "mtgjson: failed 5.2.2+20250516: " in printed.out
    assert FULL_DISK in printed.out and "Traceback" not in printed.err


async def test_no_room_for_the_download_folder_fails_every_source(
    server: WikiServer, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_mkdir = Path.mkdir

    def mkdir(self: Path, *args: Any, **kwargs: Any) -> None:
        if self.name.endswith(".update"):
            raise OSError(errno.ENOSPC, FULL_DISK, str(self))
        real_mkdir(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", mkdir)
    serve_mtgjson(server, atomic_cards())
    before = db.read_bytes()
    sources = UpdateSources(server.url(RULES_PAGE), None, None, server.url(MTGJSON))
    outcomes = await update(db, sources)
    assert [(o.name, o.status) for o in outcomes] == [("rules-en", "failed"), ("mtgjson", "failed")]
    assert all(FULL_DISK in o.detail for o in outcomes)
    assert db.read_bytes() == before and server.paths() == []


async def test_a_card_file_bomb_is_refused_and_nothing_is_stored(
    server: WikiServer, db: Path
) -> None:
    # 15 KB of xz holding one 100 MB string took update to 656 MiB and 55-93 s, and the card
    # was stored.
    face = {"name": "Bomb", "type": "Artifact", "layout": "normal", "text": "a" * 100_000_000}
    raw = json.dumps({"meta": {"version": "5.2.2"}, "data": {"Bomb": [face]}}).encode()
    bomb = lzma.compress(raw, preset=0)
    assert len(bomb) < 20_000
    serve_mtgjson(server, bomb)
    before = db.read_bytes()
    (outcome,) = await update(db, UpdateSources(None, None, None, server.url(MTGJSON)))
    assert outcome.status == "failed" and "could not be ingested" in outcome.detail
    assert "a value longer than 1,000,000 bytes" in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []
