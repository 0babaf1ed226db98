"""What a direct lookup says when it finds nothing."""

from __future__ import annotations


class NotInDatabaseError(LookupError):
    """A rule or card the database does not hold; `suggestions` are close matches."""

    def __init__(self, message: str, suggestions: list[str]) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = suggestions
