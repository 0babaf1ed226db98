"""Every environment variable judgebot reads, read and checked here once, at start-up.

`Settings.from_environ(os.environ)` is the only place the process environment is consulted; the
scraper and the store get what they need as arguments (the data flows `scraper -> rulesdb <- bot`,
so they cannot import this module). A bad value is a `SettingsError` naming the variable, which
the CLI reports with exit status 2, rather than a default the operator did not ask for.

An empty or blank value counts as unset for every variable (`docker run -e NAME=` clears one);
surrounding whitespace is dropped. A `JUDGEBOT_*` name that is not one of these is an error too: a
misspelt `JUDGEBOT_SHARD_ID` would otherwise run every shard in every process.

`Settings` is also the one settings object of the Discord bot: besides what the environment says,
it holds the bot's tunables (timeouts, session caps, cooldown), which no variable sets.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from bot.shard_plan import (
    SHARD_COUNT,
    SHARD_IDS,
    ShardPlanError,
    ordinal_of,
    parse_shard_ids,
    shard_problem,
    shard_range,
)

DISCORD_TOKEN = "DISCORD_TOKEN"
JUDGEBOT_DB = "JUDGEBOT_DB"
JUDGEBOT_DATA_DIR = "JUDGEBOT_DATA_DIR"
JUDGEBOT_CONTACT = "JUDGEBOT_CONTACT"
JUDGEBOT_ANSWER_CACHE = "JUDGEBOT_ANSWER_CACHE"
JUDGEBOT_SHARD_COUNT = SHARD_COUNT
JUDGEBOT_SHARD_IDS = SHARD_IDS
# Several numbered processes (a StatefulSet's pods) splitting the shards by their ordinal.
JUDGEBOT_PROCESS_COUNT = "JUDGEBOT_PROCESS_COUNT"
JUDGEBOT_PROCESS_NAME = "JUDGEBOT_PROCESS_NAME"
JUDGEBOT_HEARTBEAT = "JUDGEBOT_HEARTBEAT"
JUDGEBOT_LOG_LEVEL = "JUDGEBOT_LOG_LEVEL"
JUDGEBOT_LOG_FORMAT = "JUDGEBOT_LOG_FORMAT"
JUDGEBOT_HTTP_PORT = "JUDGEBOT_HTTP_PORT"
JUDGEBOT_HTTP_HOST = "JUDGEBOT_HTTP_HOST"
JUDGEBOT_RULES_PAGE = "JUDGEBOT_RULES_PAGE"
JUDGEBOT_RULES_URL = "JUDGEBOT_RULES_URL"
JUDGEBOT_JA_RULES_URL = "JUDGEBOT_JA_RULES_URL"
JUDGEBOT_MTGJSON = "JUDGEBOT_MTGJSON"
JUDGEBOT_REFRESH_HOURS = "JUDGEBOT_REFRESH_HOURS"
PREFIX = "JUDGEBOT_"
KNOWN: tuple[str, ...] = (
    JUDGEBOT_DB,
    JUDGEBOT_DATA_DIR,
    JUDGEBOT_CONTACT,
    JUDGEBOT_ANSWER_CACHE,
    JUDGEBOT_SHARD_COUNT,
    JUDGEBOT_SHARD_IDS,
    JUDGEBOT_PROCESS_COUNT,
    JUDGEBOT_PROCESS_NAME,
    JUDGEBOT_HEARTBEAT,
    JUDGEBOT_LOG_LEVEL,
    JUDGEBOT_LOG_FORMAT,
    JUDGEBOT_HTTP_PORT,
    JUDGEBOT_HTTP_HOST,
    JUDGEBOT_RULES_PAGE,
    JUDGEBOT_RULES_URL,
    JUDGEBOT_JA_RULES_URL,
    JUDGEBOT_MTGJSON,
    JUDGEBOT_REFRESH_HOURS,
)

# Discord features an operator opts into (issue 13).
JUDGEBOT_INLINE_CARDS = "JUDGEBOT_INLINE_CARDS"
# The engine's verdict on situation questions (issue 23): off until its precision is proven.
JUDGEBOT_VERDICTS = "JUDGEBOT_VERDICTS"
KNOWN += (JUDGEBOT_INLINE_CARDS, JUDGEBOT_VERDICTS)
# How sources are shown (issue 24): the page rules are linked to, the emoji of mana symbols.
JUDGEBOT_RULE_LINKS = "JUDGEBOT_RULE_LINKS"
JUDGEBOT_MANA_EMOJI = "JUDGEBOT_MANA_EMOJI"
KNOWN += (JUDGEBOT_RULE_LINKS, JUDGEBOT_MANA_EMOJI)
_TRUE, _FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off")

# The database does not change under the app (a refresh swaps in a new one with a new cache),
# so a remembered answer stays right.
ANSWER_CACHE_SIZE = 1024
DEFAULT_RULES_PAGE = "https://magic.wizards.com/en/rules"
DEFAULT_MTGJSON = "https://mtgjson.com/api/v5/"
REFRESH_HOURS = 24.0
# A page showing the current rules with an anchor per rule: the number without its dots is
# appended (`#R` + `7045a` for 704.5a).
DEFAULT_RULE_LINKS = "https://yawgatog.com/resources/magic-rules/#R"
# JUDGEBOT_MANA_EMOJI: `W=<:mana_w:123…>,2=<:mana_2:456…>,W/U=…`, a mana symbol's inside (what
# is between its braces) and the server emoji or Unicode emoji to show for it.
MAX_MANA_EMOJI = 100
_MANA_SYMBOL = re.compile(r"[0-9A-Z/½∞]{1,8}")
_CUSTOM_EMOJI = re.compile(r"<a?:[A-Za-z0-9_]{2,32}:[0-9]{15,21}>")

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
LOG_FORMATS = ("text", "json")
# Loopback unless the operator says otherwise: metrics are for the host's own scraper (the Docker
# image sets 0.0.0.0, where only a published port reaches it).
HTTP_HOST = "127.0.0.1"

_INTEGER = re.compile(r"[+-]?[0-9]+")
# A contact goes into the User-Agent header, where a control character would end the header.
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# An IPv4/IPv6 literal or a host name: what asyncio.start_server can bind to.
_HOST = re.compile(r"[0-9A-Za-z.:\-]+")


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
    log_level: str = "INFO"
    log_format: str = "text"
    http_port: int | None = None
    http_host: str = HTTP_HOST
    rules_page: str = DEFAULT_RULES_PAGE
    rules_url: str | None = None
    ja_rules_url: str | None = None
    mtgjson: str = DEFAULT_MTGJSON
    refresh_hours: float = REFRESH_HOURS
    inline_cards: bool = False
    verdicts: bool = False
    rule_links: str = DEFAULT_RULE_LINKS
    mana_emoji: Mapping[str, str] = field(default_factory=dict)  # "W" -> "<:mana_w:123…>"
    # The Discord bot's tunables: no environment variable sets them; the defaults suit
    # production, tests shorten the waits.
    view_timeout: float = 10 * 60.0  # inactivity before buttons are disabled (< 15 min token life)
    session_limit: int = 500  # interactive messages kept at once, in all
    sessions_per_user: int = 5  # ... and per user (a sixth ends the user's own oldest)
    session_max_age: float = 14 * 60.0  # interaction tokens expire after 15 minutes
    cooldown_rate: int = 5  # commands per user ...
    cooldown_per: float = 10.0  # ... per this many seconds
    defer_after: float = 1.0  # answer directly if ready sooner, else defer (deadline: 3 s)
    identify_delay: float = 5.0  # Discord allows one IDENTIFY per 5 s per bucket
    max_scenario_bytes: int = 64 * 1024  # an uploaded scenario file
    heartbeat_every: float = 30.0  # how often `heartbeat_file` is touched while connected
    shutdown_grace: float = 8.0  # for interactions in flight at shutdown (docker stop waits 10 s)

    @classmethod
    def from_environ(cls, environ: Mapping[str, str]) -> Settings:
        """The settings `environ` names, each value checked: SettingsError for the first bad one."""
        _refuse_unknown(environ)
        shard_count = _shard_count(_value(environ, JUDGEBOT_SHARD_COUNT))
        raw_ids = _value(environ, JUDGEBOT_SHARD_IDS)
        shard_ids = tuple(_shard_ids(raw_ids)) if raw_ids else None
        shard_ids = _planned_shards(environ, shard_count, shard_ids) or shard_ids
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
            log_level=_one_of(environ, JUDGEBOT_LOG_LEVEL, LOG_LEVELS, default="INFO"),
            log_format=_one_of(environ, JUDGEBOT_LOG_FORMAT, LOG_FORMATS, default="text"),
            http_port=_http_port(_value(environ, JUDGEBOT_HTTP_PORT)),
            http_host=_http_host(_value(environ, JUDGEBOT_HTTP_HOST)),
            rules_page=_url(environ, JUDGEBOT_RULES_PAGE) or DEFAULT_RULES_PAGE,
            rules_url=_url(environ, JUDGEBOT_RULES_URL),
            ja_rules_url=_url(environ, JUDGEBOT_JA_RULES_URL),
            mtgjson=_url(environ, JUDGEBOT_MTGJSON) or DEFAULT_MTGJSON,
            refresh_hours=_refresh_hours(_value(environ, JUDGEBOT_REFRESH_HOURS)),
            inline_cards=_flag(environ, JUDGEBOT_INLINE_CARDS),
            verdicts=_flag(environ, JUDGEBOT_VERDICTS),
            rule_links=_url(environ, JUDGEBOT_RULE_LINKS) or DEFAULT_RULE_LINKS,
            mana_emoji=parse_mana_emoji(_value(environ, JUDGEBOT_MANA_EMOJI)),
        )


def _value(environ: Mapping[str, str], name: str) -> str:
    return environ.get(name, "").strip()


def _path(environ: Mapping[str, str], name: str) -> Path | None:
    raw = _value(environ, name)
    return Path(raw) if raw else None


def _url(environ: Mapping[str, str], name: str) -> str | None:
    raw = _value(environ, name)
    if not raw:
        return None
    parts = urlsplit(raw)
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        raise SettingsError(name, f"{name}: {raw!r} is not an http(s) URL")
    return raw


def parse_mana_emoji(raw: str) -> dict[str, str]:
    """`W=<:mana_w:123…>,U=🔵`: each mana symbol (as written between braces) and its emoji."""
    found: dict[str, str] = {}
    for item in (part.strip() for part in raw.split(",")):
        if not item:
            continue
        symbol, _, emoji = (piece.strip() for piece in item.partition("="))
        symbol = symbol.strip("{}").upper()
        if not _MANA_SYMBOL.fullmatch(symbol) or not _is_emoji(emoji):
            raise SettingsError(
                JUDGEBOT_MANA_EMOJI,
                f"{JUDGEBOT_MANA_EMOJI}: {item[:60]!r} is not SYMBOL=EMOJI"
                " (W=<:mana_w:123456789012345678> or W=⚪)",
            )
        found[symbol] = emoji
    if len(found) > MAX_MANA_EMOJI:
        raise SettingsError(
            JUDGEBOT_MANA_EMOJI, f"{JUDGEBOT_MANA_EMOJI}: at most {MAX_MANA_EMOJI} symbols"
        )
    return found


def _is_emoji(text: str) -> bool:
    """A server emoji (`<:name:id>`) or a short run of non-ASCII symbols (a Unicode emoji)."""
    if _CUSTOM_EMOJI.fullmatch(text):
        return True
    return 0 < len(text) <= 8 and not any(c.isascii() for c in text)


def _refresh_hours(raw: str) -> float:
    if not raw:
        return REFRESH_HOURS
    try:
        hours = float(raw)
    except ValueError:
        hours = math.nan
    if not math.isfinite(hours) or hours < 0:
        raise SettingsError(
            JUDGEBOT_REFRESH_HOURS,
            f"{JUDGEBOT_REFRESH_HOURS} must be 0 (no refresh) or a number of hours, not {raw!r}",
        )
    return hours


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


def _planned_shards(
    environ: Mapping[str, str], shard_count: int | None, shard_ids: tuple[int, ...] | None
) -> tuple[int, ...] | None:
    """This process's share of the shards by its ordinal (`JUDGEBOT_PROCESS_NAME`, e.g. the pod
    name `judgebot-3`) among `JUDGEBOT_PROCESS_COUNT` processes; None when neither is set."""
    name, raw_count = (
        _value(environ, JUDGEBOT_PROCESS_NAME),
        _value(environ, JUDGEBOT_PROCESS_COUNT),
    )
    if not name and not raw_count:
        return None
    if not (name and raw_count):
        missing = JUDGEBOT_PROCESS_COUNT if name else JUDGEBOT_PROCESS_NAME
        raise SettingsError(
            missing,
            f"{JUDGEBOT_PROCESS_NAME} and {JUDGEBOT_PROCESS_COUNT} go together: set {missing}",
        )
    if shard_ids is not None:
        raise SettingsError(
            JUDGEBOT_SHARD_IDS,
            f"{JUDGEBOT_SHARD_IDS} and {JUDGEBOT_PROCESS_NAME} both choose the shards: set one",
        )
    if shard_count is None:
        raise SettingsError(
            JUDGEBOT_SHARD_COUNT,
            f"{JUDGEBOT_PROCESS_NAME} needs {JUDGEBOT_SHARD_COUNT} (the total shard count)",
        )
    processes = _integer(JUDGEBOT_PROCESS_COUNT, raw_count)
    try:
        return tuple(shard_range(ordinal_of(name), processes, shard_count))
    except ShardPlanError as error:
        raise SettingsError(
            JUDGEBOT_PROCESS_NAME,
            f"{JUDGEBOT_PROCESS_NAME}={name}, {JUDGEBOT_PROCESS_COUNT}={processes}, "
            f"{JUDGEBOT_SHARD_COUNT}={shard_count}: {error}",
        ) from error


def _shard_ids(raw: str) -> list[int]:
    try:
        return parse_shard_ids(raw)
    except ShardPlanError as error:
        raise SettingsError(JUDGEBOT_SHARD_IDS, str(error)) from error


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


def _one_of(
    environ: Mapping[str, str], name: str, allowed: tuple[str, ...], *, default: str
) -> str:
    """The value of `name` (in any case) as spelt in `allowed`."""
    raw = _value(environ, name)
    if not raw:
        return default
    for value in allowed:
        if raw.lower() == value.lower():
            return value
    raise SettingsError(name, f"{name}: {raw!r} is not one of {', '.join(allowed)}")


def _http_port(raw: str) -> int | None:
    if not raw:
        return None
    port = _integer(JUDGEBOT_HTTP_PORT, raw)
    if not 1 <= port <= 65535:
        raise SettingsError(
            JUDGEBOT_HTTP_PORT, f"{JUDGEBOT_HTTP_PORT} must be 1..65535, not {port}"
        )
    return port


def _http_host(raw: str) -> str:
    if not raw:
        return HTTP_HOST
    if not _HOST.fullmatch(raw):
        raise SettingsError(
            JUDGEBOT_HTTP_HOST, f"{JUDGEBOT_HTTP_HOST}: {raw!r} is not an address or host name"
        )
    return raw
