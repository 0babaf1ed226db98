"""Every environment variable judgebot reads, read and checked here once, at start-up.

`Settings.from_environ(os.environ)` is the only place the process environment is consulted; the
scraper and the store get what they need as arguments (the data flows `scraper -> rulesdb <- bot`,
so they cannot import this module). A bad value is a `SettingsError` naming the variable, which
the CLI reports with exit status 2, rather than a default the operator did not ask for.

An empty or blank value counts as unset for every variable (`docker run -e NAME=` clears one);
surrounding whitespace is dropped. A `JUDGEBOT_*` name that is not one of these is an error too: a
misspelt `JUDGEBOT_SHARD_ID` would otherwise run every shard in every process.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

DISCORD_TOKEN = "DISCORD_TOKEN"
JUDGEBOT_DB = "JUDGEBOT_DB"
JUDGEBOT_DATA_DIR = "JUDGEBOT_DATA_DIR"
JUDGEBOT_CONTACT = "JUDGEBOT_CONTACT"
JUDGEBOT_ANSWER_CACHE = "JUDGEBOT_ANSWER_CACHE"
JUDGEBOT_SHARD_COUNT = "JUDGEBOT_SHARD_COUNT"
JUDGEBOT_SHARD_IDS = "JUDGEBOT_SHARD_IDS"
JUDGEBOT_HEARTBEAT = "JUDGEBOT_HEARTBEAT"
PREFIX = "JUDGEBOT_"
KNOWN: tuple[str, ...] = (
    JUDGEBOT_DB,
    JUDGEBOT_DATA_DIR,
    JUDGEBOT_CONTACT,
    JUDGEBOT_ANSWER_CACHE,
    JUDGEBOT_SHARD_COUNT,
    JUDGEBOT_SHARD_IDS,
    JUDGEBOT_HEARTBEAT,
)

# Discord features an operator opts into (issue 13).
JUDGEBOT_INLINE_CARDS = "JUDGEBOT_INLINE_CARDS"
KNOWN += (JUDGEBOT_INLINE_CARDS,)
_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")

# The database is read-only while the app runs, so a remembered answer stays right.
ANSWER_CACHE_SIZE = 1024

_INTEGER = re.compile(r"[+-]?[0-9]+")
_SHARD_RANGE = re.compile(r"(?P<first>[0-9]+)(?:-(?P<last>[0-9]+))?")
# A contact goes into the User-Agent header, where a control character would end the header.
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class SettingsError(ValueError):
    """An environment variable holds a value judgebot cannot use; the message names it."""

    def __init__(self, variable: str, message: str) -> None:
        super().__init__(message)
        self.variable = variable


@dataclass(frozen=True)
class Settings:
    # Kept out of repr so that logging the settings never logs the token.
    discord_token: str = field(default="", repr=False)
    db: Path | None = None
    data_dir: Path | None = None
    contact: str = ""
    answer_cache_size: int = ANSWER_CACHE_SIZE
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    heartbeat_file: Path | None = None
    inline_cards: bool = False

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> Settings:
        """The settings `environ` names, each value checked: SettingsError for the first bad one."""
        _refuse_unknown(environ)
        shard_count = _shard_count(_value(environ, JUDGEBOT_SHARD_COUNT))
        raw_ids = _value(environ, JUDGEBOT_SHARD_IDS)
        shard_ids = tuple(parse_shard_ids(raw_ids)) if raw_ids else None
        problem = shard_problem(shard_count, shard_ids)
        if problem is not None:
            raise SettingsError(JUDGEBOT_SHARD_IDS, problem)
        return cls(
            discord_token=_value(environ, DISCORD_TOKEN),
            db=_path(environ, JUDGEBOT_DB),
            data_dir=_data_dir(_path(environ, JUDGEBOT_DATA_DIR)),
            contact=_contact(_value(environ, JUDGEBOT_CONTACT)),
            answer_cache_size=_answer_cache_size(_value(environ, JUDGEBOT_ANSWER_CACHE)),
            shard_count=shard_count,
            shard_ids=shard_ids,
            heartbeat_file=_path(environ, JUDGEBOT_HEARTBEAT),
            inline_cards=_flag(environ, JUDGEBOT_INLINE_CARDS),
        )


def _value(environ: Mapping[str, str], name: str) -> str:
    return environ.get(name, "").strip()


def _path(environ: Mapping[str, str], name: str) -> Path | None:
    raw = _value(environ, name)
    return Path(raw) if raw else None


def _refuse_unknown(environ: Mapping[str, str]) -> None:
    for name in sorted(environ):
        if name.startswith(PREFIX) and name not in KNOWN:
            close = difflib.get_close_matches(name, KNOWN, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise SettingsError(name, f"{name} is not a judgebot setting{hint}")


def _flag(environ: Mapping[str, str], name: str) -> bool:
    raw = _value(environ, name)
    if not raw:
        return False
    if raw.lower() not in _TRUE + _FALSE:
        raise SettingsError(name, f"{name}: {raw!r} is not 1 or 0 (true or false)")
    return raw.lower() in _TRUE


def _data_dir(path: Path | None) -> Path | None:
    if path is not None and not path.expanduser().is_dir():
        raise SettingsError(JUDGEBOT_DATA_DIR, f"{JUDGEBOT_DATA_DIR}: {path} is not a directory")
    return path


def _integer(name: str, raw: str) -> int:
    # int() alone would also take "1_000" and digits of other scripts.
    if not _INTEGER.fullmatch(raw):
        raise SettingsError(name, f"{name}: {raw!r} is not a number")
    return int(raw)


def _answer_cache_size(raw: str) -> int:
    if not raw:
        return ANSWER_CACHE_SIZE
    size = _integer(JUDGEBOT_ANSWER_CACHE, raw)
    if size < 0:
        raise SettingsError(
            JUDGEBOT_ANSWER_CACHE,
            f"{JUDGEBOT_ANSWER_CACHE} must be 0 (no cache) or more answers, not {size}",
        )
    return size


def _shard_count(raw: str) -> int | None:
    if not raw:
        return None
    count = _integer(JUDGEBOT_SHARD_COUNT, raw)
    if count < 1:
        raise SettingsError(
            JUDGEBOT_SHARD_COUNT, f"{JUDGEBOT_SHARD_COUNT} must be at least 1, not {count}"
        )
    return count


def _contact(raw: str) -> str:
    if _CONTROL.search(raw):
        raise SettingsError(
            JUDGEBOT_CONTACT, f"{JUDGEBOT_CONTACT}: {raw!r} holds a control character"
        )
    return raw


def parse_shard_ids(text: str) -> list[int]:
    """`0,1,5` or `0-3` or a mix, as a sorted list without duplicates."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        match = _SHARD_RANGE.fullmatch(part)
        if match is None:
            raise SettingsError(
                JUDGEBOT_SHARD_IDS, f"{JUDGEBOT_SHARD_IDS}: {part!r} is not a shard id or range"
            )
        first = int(match["first"])
        last = int(match["last"] or first)
        if first > last:
            raise SettingsError(
                JUDGEBOT_SHARD_IDS, f"{JUDGEBOT_SHARD_IDS}: range {part!r} runs backwards"
            )
        ids.update(range(first, last + 1))
    if not ids:
        raise SettingsError(
            JUDGEBOT_SHARD_IDS, f"{JUDGEBOT_SHARD_IDS} is set but lists no shard ids"
        )
    return sorted(ids)


def shard_problem(count: int | None, ids: tuple[int, ...] | list[int] | None) -> str | None:
    """Why these shard ids cannot run with this shard count, or None when they can."""
    if ids is None:
        return None
    if count is None:
        return f"{JUDGEBOT_SHARD_IDS} needs {JUDGEBOT_SHARD_COUNT} (the total shard count)"
    outside = [i for i in ids if not 0 <= i < count]
    if outside:
        return f"shard ids {outside} are outside 0..{count - 1}"
    return None


__all__ = ["ANSWER_CACHE_SIZE", "Settings", "SettingsError", "parse_shard_ids", "shard_problem"]
