"""The rules each preset walkthrough cites, which the search uses to offer related walkthroughs.

The presets are part of the program, so what they cite changes only when the program does: it is
worked out once, when the presets or the engine change, and kept beside this module
(`preset_citations.json`), instead of simulating every preset in every process that searches.
`tests/bot/test_preset_citations.py` fails when the file is stale; write it again with

    python -m bot.application.preset_citations

A preset the file does not list (the file is stale in a working copy) is simulated when first
needed, so a stale file costs time, never a wrong answer.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

# Beside this module (read as a path: importlib.resources cost a search's start more than the read).
CITATIONS_FILE = Path(__file__).with_name("preset_citations.json")


def simulated_citations() -> dict[str, dict[str, Any]]:
    """Every preset's titles and the rules its walkthrough cites, by simulating it."""
    from engine import simulate
    from engine.presets import get_preset, list_presets

    return {
        info.name: {
            "title": dict(info.title),
            "rules": sorted(set(simulate(get_preset(info.name), lang="en")["rules_cited"])),
        }
        for info in list_presets()
    }


def _stored() -> dict[str, dict[str, Any]]:
    try:
        stored = json.loads(CITATIONS_FILE.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return stored if isinstance(stored, dict) else {}


@functools.cache
def preset_citations() -> dict[str, dict[str, Any]]:
    """Preset name -> {"title": {lang: title}, "rules": [number, …]}, in the presets' order:
    the stored file's, with any preset it lacks (or whose title changed) simulated."""
    from engine.presets import list_presets

    stored = _stored()
    citations: dict[str, dict[str, Any]] = {}
    for info in list_presets():
        known = stored.get(info.name)
        if (
            not isinstance(known, dict)
            or known.get("title") != dict(info.title)
            or not isinstance(known.get("rules"), list)
        ):
            return simulated_citations()
        citations[info.name] = known
    return citations


def write_citations() -> str:
    """Write the file anew from the presets; its path."""
    text = json.dumps(simulated_citations(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    CITATIONS_FILE.write_text(text, encoding="utf-8")
    return str(CITATIONS_FILE)


if __name__ == "__main__":
    print(write_citations())
