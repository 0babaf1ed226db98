"""Named scenarios for the situations the two wiki pages describe.

`get_preset` returns a deep copy, so callers may edit it. An unknown name raises
`UnknownPresetError`, which is both a `ScenarioError` (field `preset`) and a `KeyError`, with
close names in `suggestions`.
"""

from __future__ import annotations

import copy
import difflib
from dataclasses import dataclass, field
from typing import Any

from engine.errors import UnknownPresetError
from engine.preset_data import (
    card_presets,
    combat_presets,
    giant_presets,
    loss_presets,
    page_card_presets,
    story_card_presets,
    subgame_presets,
)


@dataclass(frozen=True)
class PresetInfo:
    """A preset's name and title in each language ({"ja": ..., "en": ...})."""

    name: str
    title: dict[str, str] = field(default_factory=dict)


_PRESETS: dict[str, dict[str, Any]] = {
    **subgame_presets.PRESETS,
    **loss_presets.PRESETS,
    **giant_presets.PRESETS,
    **card_presets.PRESETS,
    **combat_presets.PRESETS,
    **page_card_presets.PRESETS,
    **story_card_presets.PRESETS,
}


def list_presets() -> list[PresetInfo]:
    return [PresetInfo(name, dict(data["titles"])) for name, data in _PRESETS.items()]


def get_preset(name: str) -> dict[str, Any]:
    """The scenario mapping of a preset (a deep copy)."""
    data = _PRESETS.get(name)
    if data is None:
        suggestions = difflib.get_close_matches(name, list(_PRESETS), n=3, cutoff=0.5)
        raise UnknownPresetError(name, suggestions)
    return copy.deepcopy(data["scenario"])


def preset_names() -> list[str]:
    return list(_PRESETS)
