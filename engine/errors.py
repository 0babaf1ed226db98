"""Errors the engine raises for scenarios it cannot run.

Every invalid scenario becomes a `ScenarioError` whose `field` is a path into the scenario
(`events[3].player`, `players[0].life`) and whose message starts with that path, so a user sees
what to fix without a traceback.
"""

from __future__ import annotations


class ScenarioError(ValueError):
    """A scenario is malformed, exceeds a safety limit, or asks for something impossible."""

    def __init__(self, message: str, field: str | None = None) -> None:
        self.field = field
        self.reason = message
        full = f"{field}: {message}" if field else message
        super().__init__(full)
        self.message = full


class UnknownPresetError(ScenarioError, KeyError):
    """`get_preset` was given a name that is not a preset; `suggestions` are close names.

    It is both a `ScenarioError` (field `preset`) and a `KeyError`, so callers may catch either.
    """

    def __init__(self, name: str, suggestions: list[str]) -> None:
        hint = f" (did you mean: {', '.join(suggestions)})" if suggestions else ""
        super().__init__(f"unknown preset {name!r}{hint}", "preset")
        self.name = name
        self.suggestions = suggestions

    def __str__(self) -> str:  # KeyError would otherwise quote the message
        return self.message
