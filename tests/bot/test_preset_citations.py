"""The rules each preset cites are worked out when the presets change, not in every process that
searches: the stored file must say what simulating the presets says."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot.application import preset_citations as citations

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    citations.preset_citations.cache_clear()


def test_the_stored_citations_are_what_the_presets_cite() -> None:
    # Stale after a change to a preset or to the engine; write it again with
    # `python -m bot.application.preset_citations`.
    assert citations._stored() == citations.simulated_citations()
    # In the presets' order (a tie between walkthroughs goes to the earlier preset), from the
    # presets' sources as they are.
    assert list(citations._stored()) == list(citations.simulated_citations())
    assert citations._stored_file()["presets_sha256"] == citations.presets_digest()


def test_a_current_file_is_read_without_importing_the_presets() -> None:
    """Building the 67 presets is left to a walkthrough: a search's process reads the file."""
    code = (
        "import sys; from bot.application.preset_citations import preset_citations;"
        " cited = preset_citations(); assert 'engine.presets' not in sys.modules, 'imported';"
        " print(list(cited)[0])"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == next(iter(citations.simulated_citations()))


def test_the_stored_file_is_read_without_simulating(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> dict[str, object]:
        raise AssertionError("simulated although the file is up to date")

    monkeypatch.setattr(citations, "simulated_citations", refuse)
    stored = citations.preset_citations()
    assert "loss-platinum-angel" in stored
    assert "104.3b" in stored["loss-platinum-angel"]["rules"]


OLD_TITLE = {"loss-platinum-angel": {"title": {"en": "an old title"}, "rules": ["104.3b"]}}
DAMAGED = {"loss-platinum-angel": {"rules": "104.3b"}}


@pytest.mark.parametrize(
    "stale",
    [
        {},  # no file
        OLD_TITLE,  # a file of the first format, which had no digest
        {"presets": OLD_TITLE},
        {"presets_sha256": "an older digest", "presets": OLD_TITLE},
        {"presets_sha256": "the digest", "presets": DAMAGED},
        {"presets_sha256": "the digest", "presets": "damaged"},
    ],
)
def test_a_stale_or_damaged_file_falls_back_to_simulating(
    monkeypatch: pytest.MonkeyPatch, stale: dict[str, object]
) -> None:
    if stale.get("presets_sha256") == "the digest":
        stale = {**stale, "presets_sha256": citations.presets_digest()}
    monkeypatch.setattr(citations, "_stored_file", lambda: stale)
    assert citations.preset_citations() == citations.simulated_citations()


def test_the_digest_is_of_every_preset_source(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A change to any preset's source (where its name and title are written) changes it."""
    import engine

    copy = tmp_path / "engine"
    shutil.copytree(Path(engine.__file__).parent, copy)
    monkeypatch.setattr(engine, "__file__", str(copy / "__init__.py"))
    digest = citations.presets_digest()
    for source in [copy / "presets.py", *sorted((copy / "preset_data").glob("*.py"))]:
        text = source.read_text("utf-8")
        source.write_text(text + "\n", "utf-8")
        assert citations.presets_digest() != digest, source.name
        source.write_text(text, "utf-8")
    assert citations.presets_digest() == digest


def test_presets_whose_sources_cannot_be_read_have_their_titles_compared(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """An install without the presets' sources (byte code alone) reads the file as before: each
    preset's title compared with it, no digest, no error."""
    import engine

    monkeypatch.setattr(engine, "__file__", str(tmp_path / "engine" / "__init__.py"))
    assert citations.presets_digest() is None
    assert citations.preset_citations() == citations.simulated_citations()
