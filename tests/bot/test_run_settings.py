"""The settings of a running bot (log level and format, the HTTP endpoint), its log lines, and
`judgebot health` refusing a bot that never connected."""

from __future__ import annotations

import io
import json
import logging
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.logging_setup import REDACTED, configure_logging, install_token_redaction
from bot.settings import Settings, SettingsError
from tests.bot.test_cli import one_json, run


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("JUDGEBOT_HEARTBEAT", "JUDGEBOT_DB"):
        monkeypatch.delenv(name, raising=False)


def test_defaults_log_info_as_text_and_serve_no_http() -> None:
    settings = Settings.from_environ({})
    assert (settings.log_level, settings.log_format) == ("INFO", "text")
    assert settings.http_port is None and settings.http_host == "127.0.0.1"


def test_the_run_settings_are_read() -> None:
    settings = Settings.from_environ(
        {
            "JUDGEBOT_LOG_LEVEL": " debug ",
            "JUDGEBOT_LOG_FORMAT": "JSON",
            "JUDGEBOT_HTTP_PORT": "9464",
            "JUDGEBOT_HTTP_HOST": "0.0.0.0",
        }
    )
    assert (settings.log_level, settings.log_format) == ("DEBUG", "json")
    assert (settings.http_host, settings.http_port) == ("0.0.0.0", 9464)


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        (
            "JUDGEBOT_LOG_LEVEL",
            "verbose",
            "JUDGEBOT_LOG_LEVEL: 'verbose' is not one of DEBUG, INFO",
        ),
        ("JUDGEBOT_LOG_FORMAT", "xml", "JUDGEBOT_LOG_FORMAT: 'xml' is not one of text, json"),
        ("JUDGEBOT_HTTP_PORT", "http", "JUDGEBOT_HTTP_PORT: 'http' is not a number"),
        ("JUDGEBOT_HTTP_PORT", "0", "JUDGEBOT_HTTP_PORT must be 1..65535, not 0"),
        ("JUDGEBOT_HTTP_PORT", "65536", "JUDGEBOT_HTTP_PORT must be 1..65535, not 65536"),
        ("JUDGEBOT_HTTP_HOST", "0.0.0.0 :80", "JUDGEBOT_HTTP_HOST: '0.0.0.0 :80' is not an"),
    ],
)
def test_a_bad_run_setting_is_named(name: str, value: str, message: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_environ({name: value})
    assert refused.value.variable == name and str(refused.value).startswith(message)


@pytest.fixture
def root_logger() -> Iterator[logging.Logger]:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield root
    root.handlers[:] = handlers
    root.setLevel(level)


def test_text_lines_carry_a_utc_timestamp(root_logger: logging.Logger) -> None:
    stream = io.StringIO()
    configure_logging("INFO", "text", stream)
    logging.getLogger("judgebot.test").info("Ready as %s", "judgebot")
    logging.getLogger("judgebot.test").debug("not at INFO")

    line = stream.getvalue()
    assert re.fullmatch(
        r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z INFO judgebot\.test: Ready as judgebot\n", line
    )


def test_json_lines_are_redacted_objects(root_logger: logging.Logger) -> None:
    token = "secret.token.value"
    stream = io.StringIO()
    configure_logging("WARNING", "json", stream)
    install_token_redaction(token)
    try:
        raise ValueError(f"Authorization: Bot {token}")
    except ValueError:
        logging.getLogger("discord.http").warning("sent %s", token, exc_info=True)

    (entry,) = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert entry["level"] == "WARNING" and entry["logger"] == "discord.http"
    assert entry["message"] == f"sent {REDACTED}"
    assert "ValueError" in entry["exception"] and token not in stream.getvalue()


def test_health_fails_when_the_bot_never_connected(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    bundled_db: Path,
) -> None:
    heartbeat = tmp_path / "judgebot.heartbeat"
    monkeypatch.setenv("JUDGEBOT_HEARTBEAT", str(heartbeat))

    code, out, _ = run(capsys, "health", "--json", "--db", str(bundled_db))

    assert code == 1
    assert one_json(out)["problems"] == [
        f"the bot is not connected to Discord (no heartbeat file {heartbeat})"
    ]
    heartbeat.touch()
    assert run(capsys, "health", "--db", str(bundled_db))[0] == 0
