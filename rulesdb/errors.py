"""What a direct lookup says when it finds nothing."""

from __future__ import annotations


class NotInDatabaseError(LookupError):
    """A rule or card the database does not hold; `suggestions` are close matches."""

    def __init__(self, message: str, suggestions: list[str]) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = suggestions


class BadLookupError(ValueError):
    """What was asked cannot name anything: a malformed rule number, an edition that is not
    YYYYMMDD or not held, an empty name. Bad input, as opposed to a lookup that found nothing."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
