"""What `judgebot update` reports for a source holds no character that acts on a terminal or
starts a line: whatever a server sent is shown escaped."""

from __future__ import annotations

from scraper.official.source_outcome import SourceOutcome


def test_control_and_format_characters_from_a_server_are_shown_escaped() -> None:
    outcome = SourceOutcome(
        "rules-en",
        "failed",
        "2026\n0116",
        "https://x/cr.txt: HTTP 500 \x1b[2J\nrules-ja: updated 29991231\u202e",
    )

    assert outcome.detail == (
        "https://x/cr.txt: HTTP 500 \\x1b[2J\\nrules-ja: updated 29991231\\u202e"
    )
    assert outcome.version == "2026\\n0116"
    assert outcome.as_failed("gone\r").detail == "gone\\r"


def test_ordinary_text_is_left_as_it_is() -> None:
    detail = "edition 20260116 (ja) from https://x/ルール.txt, 3 rules; 1 warnings, e.g. «x»"
    assert SourceOutcome("rules-ja", "updated", "20260116", detail).detail == detail
