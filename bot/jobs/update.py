"""An update of the rules editions and the cards (scraper.update), as `judgebot update` runs it
by hand and the background refresh runs it on a timer: from which sources, for whom."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from bot.settings import Settings

if TYPE_CHECKING:
    from scraper.update import SourceOutcome, UpdateSources


def sources_of(settings: Settings, given: Mapping[str, str | None] | None = None) -> UpdateSources:
    """The URLs `given` (the command line's options), else the settings' (environment or
    defaults)."""
    from scraper.update import UpdateSources

    given = given or {}
    return UpdateSources(
        rules_page=given.get("rules_page") or settings.rules_page,
        rules_url=given.get("rules_url") or settings.rules_url,
        ja_rules_url=given.get("ja_rules_url") or settings.ja_rules_url,
        mtgjson=given.get("mtgjson") or settings.mtgjson,
    )


def update(db_path: Path, sources: UpdateSources, settings: Settings) -> Sequence[SourceOutcome]:
    """Fetches what changed at `sources` into the database at `db_path`: an outcome a source.
    Blocking (downloads, parsing, writing): the background refresh runs it in a thread."""
    from scraper.update import update_database

    return update_database(db_path, sources, contact=settings.contact)
