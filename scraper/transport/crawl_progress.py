"""A dependency-free text progress bar for long crawls (tqdm would need adding as a dependency)."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from typing import TextIO

ProgressCallback = Callable[[int, int, str], None]


def tqdm_progress(
    stream: TextIO | None = None, *, min_total: int = 10, bar_width: int = 24
) -> ProgressCallback:
    """A `progress(done, total, url)` callback drawing one self-overwriting line on `stream`
    (stderr by default). It stays silent when the stream is not a terminal (logs, pipes, CI)
    and for crawls shorter than `min_total` pages; `total` may grow as links are found."""
    out = stream if stream is not None else sys.stderr
    interactive = out.isatty()
    state = {"drawn": False}

    def progress(done: int, total: int, url: str) -> None:
        if not interactive or (total < min_total and not state["drawn"]):
            return
        filled = bar_width * done // total if total else bar_width
        bar = "#" * filled + "." * (bar_width - filled)
        line = f"{done}/{total} [{bar}] {100 * done // max(total, 1):3d}% "
        room = shutil.get_terminal_size((100, 20)).columns - len(line) - 1
        label = url if len(url) <= room else _shorten(url, room)
        out.write("\r" + (line + label).ljust(len(line) + max(room, 0)))
        if done >= total:
            out.write("\n")
        out.flush()
        state["drawn"] = True

    return progress


def _shorten(url: str, room: int) -> str:
    """The tail of `url` (the page title is the informative end) in `room` columns."""
    return "…" + url[-(room - 1) :] if room > 1 else ""
