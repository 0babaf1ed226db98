"""The rules each preset walkthrough cites, which the search uses to offer related walkthroughs.

The presets are part of the program, so what they cite changes only when the program does: it is
worked out once, when the presets or the engine change, and kept beside this module
(`preset_citations.json`), instead of simulating every preset in every process that searches.
`tests/bot/test_preset_citations.py` fails when the file is stale; write it again with

    python -m bot.application.preset_citations

The file also holds the SHA-256 of the presets' sources (`presets_digest`: engine/presets.py and
engine/preset_data/, where their names and titles are written) and the presets in their order.
While the sources are those it was written from, it is read as it is, without importing the
presets (building the 67 presets cost a search's process more than the rest of its first answer's
walkthroughs). Otherwise each preset's title is compared with the file's, and a preset the file
does not list (the file is stale in a working copy) is simulated when first needed, so a stale
file costs time, never a wrong answer.
"""

from __future__ import annotations

import functools
import hashlib
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


def presets_digest() -> str | None:
    """The SHA-256 of the presets' sources: engine/presets.py and engine/preset_data/*.py, each
    by its path and bytes (the presets' names, order and titles are written there alone); None
    when they cannot be read (an install without its sources: the titles are compared then)."""
    import engine  # (the package alone: its modules are imported when used)

    root = Path(engine.__file__).parent
    digest = hashlib.sha256()
    try:
        for path in [root / "presets.py", *sorted((root / "preset_data").glob("*.py"))]:
            digest.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0")
            digest.update(path.read_bytes() + b"\0")
    except OSError:
        return None
    return digest.hexdigest()


def _stored_file() -> dict[str, Any]:
    try:
        stored = json.loads(CITATIONS_FILE.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return stored if isinstance(stored, dict) else {}


def _stored(stored_file: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """The file's citations (or those of `stored_file`, the file as read), by preset name, in
    the presets' order; none when it has none."""
    presets = (_stored_file() if stored_file is None else stored_file).get("presets")
    return presets if isinstance(presets, dict) else {}


def _well_formed(cited: object) -> bool:
    return (
        isinstance(cited, dict)
        and isinstance(cited.get("title"), dict)
        and isinstance(cited.get("rules"), list)
    )


@functools.cache
def preset_citations() -> dict[str, dict[str, Any]]:
    """Preset name -> {"title": {lang: title}, "rules": [number, …]}, in the presets' order:
    the stored file's, with any preset it lacks (or whose title changed) simulated."""
    stored_file = _stored_file()
    stored = _stored(stored_file)
    if (
        stored
        and (digest := presets_digest()) is not None
        and stored_file.get("presets_sha256") == digest
        and all(map(_well_formed, stored.values()))
    ):
        return stored  # written from these very presets
    from engine.presets import list_presets

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
    presets = {
        name: {"rules": cited["rules"], "title": dict(sorted(cited["title"].items()))}
        for name, cited in simulated_citations().items()
    }  # (in the presets' order, which ranks walkthroughs alike; an entry's keys sorted)
    stored = {"presets_sha256": presets_digest(), "presets": presets}
    CITATIONS_FILE.write_text(json.dumps(stored, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return str(CITATIONS_FILE)


if __name__ == "__main__":
    print(write_citations())
