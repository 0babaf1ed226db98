"""How the long-running commands (`judgebot run`, `sync`) log: timestamps in UTC, the level of
`JUDGEBOT_LOG_LEVEL`, one line of text or one JSON object a record (`JUDGEBOT_LOG_FORMAT`), and the
bot token replaced wherever it would appear."""

from __future__ import annotations

import json
import logging
import sys
import time
from typing import TextIO

REDACTED = "[token redacted]"
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
TIME_FORMAT = "%Y-%m-%dT%H:%M:%S"


class UtcFormatter(logging.Formatter):
    """`2026-12-01T10:53:58.123Z INFO name: message`: sortable, and the same on every host."""

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        return f"{time.strftime(TIME_FORMAT, time.gmtime(record.created))}.{record.msecs:03.0f}Z"


class JsonFormatter(UtcFormatter):
    """One JSON object a line, for log collectors: time, level, logger, message (and exception)."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": self.formatTime(record),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            entry["exception"] = record.exc_text
        return json.dumps(entry, ensure_ascii=False)


def configure_logging(level: str, log_format: str, stream: TextIO | None = None) -> None:
    """Replace the root logger's handlers with one that writes `log_format` ("text" or "json")
    at `level` to `stream` (stderr)."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter() if log_format == "json" else UtcFormatter(TEXT_FORMAT))
    root = logging.getLogger()
    for old in root.handlers[:]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)


class _DropMessages(logging.Filter):
    def __init__(self, *starts: str) -> None:
        super().__init__()
        self.starts = starts

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith(self.starts)


# The bot connects with no intents on purpose (it reads no messages and keeps no guild cache).
_NO_GUILDS_INTENT = _DropMessages("Guilds intent seems to be disabled")


def silence_unactionable_warnings() -> None:
    """Quiet discord.py's start-up warnings that no operator can act on: voice libraries missing
    (PyNaCl, davey: this bot never speaks) and the guilds intent being off (by design)."""
    import discord

    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    logging.getLogger("discord.state").addFilter(_NO_GUILDS_INTENT)


class TokenRedactor(logging.Filter):
    """Replaces the bot token wherever it would appear in a log line or traceback."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if self.token in message:
            record.msg, record.args = message.replace(self.token, REDACTED), ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text and self.token in record.exc_text:
            record.exc_text = record.exc_text.replace(self.token, REDACTED)
        return True


def install_token_redaction(token: str) -> TokenRedactor:
    """Attach a redactor to every handler of the root logger (where all records end up)."""
    redactor = TokenRedactor(token)
    for handler in logging.getLogger().handlers:
        handler.addFilter(redactor)
    return redactor


def remove_token_redaction(redactor: TokenRedactor) -> None:
    for handler in logging.getLogger().handlers:
        handler.removeFilter(redactor)


__all__ = [
    "REDACTED",
    "JsonFormatter",
    "TokenRedactor",
    "UtcFormatter",
    "configure_logging",
    "install_token_redaction",
    "remove_token_redaction",
    "silence_unactionable_warnings",
]
