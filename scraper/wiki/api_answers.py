"""What a MediaWiki API answer must look like before it is read.

An answer is JSON from a server we do not control: every object, list, title and revision id
is checked for its type where it is read, and one that is not what the API documents is an
`ApiError` (code `badresponse`) naming what was wrong, so a caller fails one page or one listing
with a message instead of meeting a TypeError deep inside.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scraper.transport.polite_http import FetchFailure

MALFORMED = "badresponse"


class ApiError(FetchFailure):
    """The API answered with an error object, or with an answer of the wrong shape; `code` is
    MediaWiki's error code (`badresponse` for a malformed answer)."""

    def __init__(self, code: str, info: str, status: int | None = None):
        super().__init__(f"MediaWiki API error {code}: {info}", status)
        self.code = code


def malformed(what: str) -> ApiError:
    return ApiError(MALFORMED, f"malformed answer: {what}")


def _kind(value: object) -> str:
    return "null" if value is None else type(value).__name__


def object_at(data: Mapping[str, Any], key: str, where: str) -> Mapping[str, Any]:
    """`data[key]` when it is an object; an absent key is an empty object."""
    value = data.get(key, {})
    if not isinstance(value, Mapping):
        raise malformed(f"{where}.{key} is a {_kind(value)}, not an object")
    return value


def objects_at(data: Mapping[str, Any], key: str, where: str) -> list[Mapping[str, Any]]:
    """`data[key]` when it is a list of objects; an absent key is an empty list."""
    value = data.get(key, [])
    if not isinstance(value, list):
        raise malformed(f"{where}.{key} is a {_kind(value)}, not a list")
    for entry in value:
        if not isinstance(entry, Mapping):
            raise malformed(f"an entry of {where}.{key} is a {_kind(entry)}, not an object")
    return value


def text_at(data: Mapping[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise malformed(f"{where}.{key} is a {_kind(value)}, not a string")
    return value


def revision_at(data: Mapping[str, Any], key: str, where: str) -> int | None:
    """A revision id: a positive whole number, or None when absent or 0 (no revision)."""
    if key not in data:
        return None
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise malformed(f"{where}.{key} is {str(value)[:40]!r}, not a revision id")
    return value or None
