"""The rules each preset cites are worked out when the presets change, not in every process that
searches: the stored file must say what simulating the presets says."""

from __future__ import annotations

import pytest

from bot.application import preset_citations as citations


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    citations.preset_citations.cache_clear()


def test_the_stored_citations_are_what_the_presets_cite() -> None:
    # Stale after a change to a preset or to the engine; write it again with
    # `python -m bot.application.preset_citations`.
    assert citations._stored() == citations.simulated_citations()


def test_the_stored_file_is_read_without_simulating(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> dict[str, object]:
        raise AssertionError("simulated although the file is up to date")

    monkeypatch.setattr(citations, "simulated_citations", refuse)
    stored = citations.preset_citations()
    assert "loss-platinum-angel" in stored
    assert "104.3b" in stored["loss-platinum-angel"]["rules"]


@pytest.mark.parametrize(
    "stale",
    [
        {},  # no file
        {"loss-platinum-angel": {"title": {"en": "an old title"}, "rules": ["104.3b"]}},
        {"loss-platinum-angel": {"rules": "104.3b"}},  # a damaged entry
    ],
)
def test_a_stale_or_damaged_file_falls_back_to_simulating(
    monkeypatch: pytest.MonkeyPatch, stale: dict[str, object]
) -> None:
    monkeypatch.setattr(citations, "_stored", lambda: stale)
    assert citations.preset_citations() == citations.simulated_citations()
