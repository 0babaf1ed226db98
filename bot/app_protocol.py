"""What the shared application layer offers every surface (Discord, console, CLI).

Every answer is plain JSON-ready data in the shapes of `cli-contract.md` (fields may be added, never
removed). Renderers only format these; they never query the database or the engine themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol

Answer = dict[str, Any]
AutocompleteKind = Literal["rule", "card", "list"]


class NotFoundError(LookupError):
    """A direct lookup (rule, card) found nothing; `suggestions` are close matches."""

    def __init__(self, message: str, suggestions: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = suggestions or []


class BadInputError(ValueError):
    """The user's input cannot be used (malformed scenario, bad option); `field` names what."""

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


@dataclass(frozen=True)
class Choice:
    """An autocomplete choice: `name` is shown (<= 100 chars), `value` is sent back."""

    name: str
    value: str


class Application(Protocol):
    async def rule(self, number: str, *, edition: str | None = None) -> Answer:
        """`judgebot rule` shape plus `previous`/`next` numbers. Raises NotFoundError."""
        ...

    async def search(self, query: str, *, limit: int = 10) -> Answer:
        """`judgebot search` shape: {"query", "hits": [...]} best first."""
        ...

    async def card(self, name: str) -> Answer:
        """`judgebot card` shape. Raises NotFoundError with suggestions."""
        ...

    async def cards(self, query: str) -> Answer:
        """`judgebot cards` shape: {"query", "lists": [{"page", "section", "cards": [...]}]}."""
        ...

    async def autocomplete(self, kind: AutocompleteKind, partial: str) -> list[Choice]:
        """At most 25 choices for a partial input."""
        ...

    async def about(self) -> Answer:
        """{"version", "editions": [{"edition", "lang", "source"}], "sources": [{"page", "url",
        "attribution"}]}."""
        ...
