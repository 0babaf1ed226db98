"""bot/settings.py: every environment variable read once, checked, and reaching what uses it."""

from __future__ import annotations

import asyncio
import io
import json
import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from bot import settings as settings_module
from bot.settings import ANSWER_CACHE_SIZE, Settings, SettingsError
from scraper.wiki.bundled import BUNDLED_WIKI_DIR
from tests.bot.test_cli import one_json, run
from tests.scraper.wiki_server import WikiServer, page

FIXTURE_PAGE = Path(__file__).resolve().parents[1] / "fixtures" / "wiki" / "subgame_current.html"


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("DISCORD_TOKEN", *settings_module.KNOWN):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("JUDGEBOT_REFRESH_HOURS", "0")  # `run` here must not reach the internet


def test_an_empty_environment_keeps_every_default() -> None:
    settings = Settings.from_environ({"PATH": "/usr/bin", "HOME": "/home/judge"})
    assert settings == Settings()
    assert settings.discord_token == "" and settings.db is None and settings.data_dir is None
    assert settings.contact == "" and settings.answer_cache_size == ANSWER_CACHE_SIZE == 1024
    assert settings.shard_count is None and settings.shard_ids is None
    assert settings.heartbeat_file is None


def test_every_variable_is_read(tmp_path: Path) -> None:
    environ = {
        "DISCORD_TOKEN": " a-token\n",
        "JUDGEBOT_DB": "~/rules.sqlite3",
        "JUDGEBOT_DATA_DIR": str(tmp_path),
        "JUDGEBOT_CONTACT": " https://example.org/judgebot ",
        "JUDGEBOT_ANSWER_CACHE": "0",
        "JUDGEBOT_SHARD_COUNT": "4",
        "JUDGEBOT_SHARD_IDS": "2-3",
        "JUDGEBOT_HEARTBEAT": "/tmp/judgebot.heartbeat",
        "JUDGEBOT_RULES_PAGE": "http://127.0.0.1:8000/en/rules",
        "JUDGEBOT_RULES_URL": "https://media.wizards.com/2026/downloads/cr.txt",
        "JUDGEBOT_JA_RULES_URL": "https://example.org/ja.txt",
        "JUDGEBOT_MTGJSON": "http://127.0.0.1:8000/api/v5/",
        "JUDGEBOT_REFRESH_HOURS": "0.5",
        "JUDGEBOT_RULE_LINKS": "https://rules.example.org/cr.html#R",
        "JUDGEBOT_MANA_EMOJI": "W=<:mana_w:123456789012345678>, {2}=<:mana_2:123456789012345679>",
    }
    assert Settings.from_environ(environ) == Settings(
        discord_token="a-token",
        db=Path("~/rules.sqlite3"),
        data_dir=tmp_path,
        contact="https://example.org/judgebot",
        answer_cache_size=0,
        shard_count=4,
        shard_ids=(2, 3),
        heartbeat_file=Path("/tmp/judgebot.heartbeat"),
        rules_page="http://127.0.0.1:8000/en/rules",
        rules_url="https://media.wizards.com/2026/downloads/cr.txt",
        ja_rules_url="https://example.org/ja.txt",
        mtgjson="http://127.0.0.1:8000/api/v5/",
        refresh_hours=0.5,
        rule_links="https://rules.example.org/cr.html#R",
        mana_emoji={"W": "<:mana_w:123456789012345678>", "2": "<:mana_2:123456789012345679>"},
    )


def test_a_blank_value_counts_as_unset() -> None:
    blank = {name: " \t" for name in ("DISCORD_TOKEN", *settings_module.KNOWN)}
    assert Settings.from_environ(blank) == Settings()


def test_the_token_stays_out_of_the_repr() -> None:
    settings = Settings.from_environ({"DISCORD_TOKEN": "secret-token-value"})
    assert "secret-token-value" not in repr(settings)


@pytest.mark.parametrize(
    ("value", "enabled"), [("1", True), ("TRUE", True), ("on", True), ("0", False), ("no", False)]
)
def test_inline_cards_is_an_opt_in_flag(value: str, enabled: bool) -> None:
    assert Settings().inline_cards is False
    assert Settings.from_environ({"JUDGEBOT_INLINE_CARDS": value}).inline_cards is enabled
    with pytest.raises(SettingsError, match="JUDGEBOT_INLINE_CARDS: 'maybe' is not 1 or 0"):
        Settings.from_environ({"JUDGEBOT_INLINE_CARDS": "maybe"})


BAD_VALUES = [
    ("JUDGEBOT_ANSWER_CACHE", "abc", "JUDGEBOT_ANSWER_CACHE: 'abc' is not a number"),
    ("JUDGEBOT_ANSWER_CACHE", "-1", "JUDGEBOT_ANSWER_CACHE must be 0 (no cache) or more"),
    ("JUDGEBOT_ANSWER_CACHE", "1_000", "JUDGEBOT_ANSWER_CACHE: '1_000' is not a number"),
    ("JUDGEBOT_ANSWER_CACHE", "²", "JUDGEBOT_ANSWER_CACHE: '²' is not a number"),
    ("JUDGEBOT_SHARD_COUNT", "two", "JUDGEBOT_SHARD_COUNT: 'two' is not a number"),
    ("JUDGEBOT_SHARD_COUNT", "-2", "JUDGEBOT_SHARD_COUNT must be at least 1, not -2"),
    ("JUDGEBOT_SHARD_IDS", "0", "JUDGEBOT_SHARD_IDS needs JUDGEBOT_SHARD_COUNT"),
    ("JUDGEBOT_SHARD_IDS", "١", "JUDGEBOT_SHARD_IDS: '١' is not a shard id or range"),
    ("JUDGEBOT_CONTACT", "me\r\nX-Evil: 1", "JUDGEBOT_CONTACT: 'me\\r\\nX-Evil: 1' holds a"),
    ("JUDGEBOT_DATA_DIR", "/nowhere/judgebot", "JUDGEBOT_DATA_DIR: /nowhere/judgebot is not a"),
    ("JUDGEBOT_SHARD_ID", "1", "JUDGEBOT_SHARD_ID is not a judgebot setting (did you mean"),
    ("JUDGEBOT_TOKEN", "x", "JUDGEBOT_TOKEN is not a judgebot setting"),
    ("JUDGEBOT_REFRESH_HOURS", "-1", "JUDGEBOT_REFRESH_HOURS must be 0 (no refresh) or a"),
    ("JUDGEBOT_REFRESH_HOURS", "inf", "JUDGEBOT_REFRESH_HOURS must be 0 (no refresh) or a"),
    ("JUDGEBOT_REFRESH_HOURS", "daily", "JUDGEBOT_REFRESH_HOURS must be 0 (no refresh) or a"),
    ("JUDGEBOT_MTGJSON", "mtgjson.com/api/v5", "JUDGEBOT_MTGJSON: 'mtgjson.com/api/v5' is not an"),
    ("JUDGEBOT_RULES_PAGE", "file:///etc/passwd", "JUDGEBOT_RULES_PAGE: 'file:///etc/passwd' is"),
    ("JUDGEBOT_RULE_LINKS", "yawgatog.com/#R", "JUDGEBOT_RULE_LINKS: 'yawgatog.com/#R' is not an"),
    ("JUDGEBOT_MANA_EMOJI", "W:<:w:123456789012345678>", "JUDGEBOT_MANA_EMOJI: 'W:<:w:1234"),
    ("JUDGEBOT_MANA_EMOJI", "W=white", "JUDGEBOT_MANA_EMOJI: 'W=white' is not SYMBOL=EMOJI"),
    ("JUDGEBOT_MANA_EMOJI", "W=<@123456789012345678>", "JUDGEBOT_MANA_EMOJI: 'W=<@1234"),
]


@pytest.mark.parametrize(("name", "value", "message"), BAD_VALUES)
def test_a_bad_value_is_refused_naming_the_variable(name: str, value: str, message: str) -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_environ({name: value})
    assert refused.value.variable == name
    assert str(refused.value).startswith(message)


@pytest.mark.parametrize(("name", "value", "message"), BAD_VALUES)
@pytest.mark.parametrize("command", [["simulate", "--list"], ["rule", "724.5", "--json"]])
def test_the_cli_refuses_a_bad_value_with_exit_2(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    bundled_db: Path,
    command: list[str],
    name: str,
    value: str,
    message: str,
) -> None:
    monkeypatch.setenv(name, value)
    code, out, err = run(capsys, *command, "--db", str(bundled_db))
    assert code == 2 and out == ""
    assert err.startswith(f"judgebot: {message}")


def test_a_blank_token_is_a_malformed_setting(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, bundled_db: Path
) -> None:
    # docs/discord-setup.md: an empty token exits with status 2 (only an unset one means the
    # console).
    monkeypatch.setenv("DISCORD_TOKEN", "   ")
    monkeypatch.setattr(sys, "stdin", io.StringIO("/rule 724.5\n"))
    code, out, err = run(capsys, "run", "--db", str(bundled_db))
    assert code == 2 and out == "" and "DISCORD_TOKEN" in err
    code, out, err = run(capsys, "sync", "--db", str(bundled_db))
    assert code == 2 and "set DISCORD_TOKEN to sync the slash commands" in err


def test_run_refuses_shards_before_connecting(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, bundled_db: Path
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("JUDGEBOT_SHARD_COUNT", "2")
    monkeypatch.setenv("JUDGEBOT_SHARD_IDS", "1-3")
    code, _, err = run(capsys, "run", "--db", str(bundled_db))
    assert code == 2 and "shard ids [2, 3] are outside 0..1" in err


def test_the_answer_cache_size_reaches_the_application(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, bundled_db: Path
) -> None:
    from bot.application.app import JudgeApp

    sizes: list[int] = []
    verdicts: list[bool] = []
    opened = JudgeApp.open

    async def recording_open(
        path: Path, *, answer_cache_size: int = -1, semantic: bool = True, verdicts_on: bool
    ) -> JudgeApp:
        sizes.append(answer_cache_size)
        verdicts.append(verdicts_on)
        return await opened(path, answer_cache_size=answer_cache_size, semantic=semantic)

    async def open_app(path: Path, **options: Any) -> JudgeApp:
        return await recording_open(
            path,
            answer_cache_size=options.get("answer_cache_size", -1),
            semantic=options.get("semantic", True),
            verdicts_on=options.get("verdicts", False),
        )

    monkeypatch.setattr(JudgeApp, "open", open_app)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert run(capsys, "rule", "724.5", "--db", str(bundled_db))[0] == 0
    monkeypatch.setenv("JUDGEBOT_ANSWER_CACHE", "7")
    monkeypatch.setenv("JUDGEBOT_VERDICTS", "1")
    assert run(capsys, "search", "毒", "--db", str(bundled_db))[0] == 0
    assert run(capsys, "console", "--db", str(bundled_db))[0] == 0
    assert sizes == [ANSWER_CACHE_SIZE, 7, 7]
    assert verdicts == [False, True, True]


def test_the_database_path_comes_from_the_environment_unless_given(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("JUDGEBOT_DB", str(tmp_path / "env.sqlite3"))
    code, out, _ = run(capsys, "health", "--json")
    assert code == 1 and one_json(out)["db"] == str(tmp_path / "env.sqlite3")
    code, out, _ = run(capsys, "health", "--json", "--db", str(tmp_path / "flag.sqlite3"))
    assert code == 1 and one_json(out)["db"] == str(tmp_path / "flag.sqlite3")


def test_build_reads_the_corpus_from_the_data_dir(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shutil.copytree(BUNDLED_WIKI_DIR, tmp_path / "data" / "wiki")
    listing = tmp_path / "data" / "wiki" / "sources.json"
    entries = json.loads(listing.read_text(encoding="utf-8"))
    listing.write_text(json.dumps(entries[:1], ensure_ascii=False), encoding="utf-8")
    monkeypatch.setenv("JUDGEBOT_DATA_DIR", str(tmp_path / "data"))
    code, out, _ = run(capsys, "build", "--db", str(tmp_path / "r.sqlite3"), "--json")
    assert code == 0 and one_json(out)["pages"] == [entries[0]["title"]]


def test_health_reads_the_heartbeat_file(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    bundled_db: Path,
) -> None:
    heartbeat = tmp_path / "judgebot.heartbeat"
    heartbeat.touch()
    monkeypatch.setenv("JUDGEBOT_HEARTBEAT", str(heartbeat))
    assert run(capsys, "health", "--db", str(bundled_db))[0] == 0
    an_hour_ago = time.time() - 3600
    os.utime(heartbeat, (an_hour_ago, an_hour_ago))
    code, out, _ = run(capsys, "health", "--db", str(bundled_db))
    assert code == 1 and "gateway heartbeat is 3600 s old" in out


async def test_ingest_names_the_contact_in_its_user_agent(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    db = tmp_path / "rules.sqlite3"
    assert (await asyncio.to_thread(run, capsys, "build", "--db", str(db)))[0] == 0
    monkeypatch.setenv("JUDGEBOT_CONTACT", "mailto:judge@example.org")
    async with WikiServer() as server:
        server.routes["/wiki/A"] = page(FIXTURE_PAGE.read_text(encoding="utf-8"))
        argv = ["ingest", server.url("/wiki/A"), "--db", str(db), "--delay", "0", "--json"]
        code, _, _ = await asyncio.to_thread(run, capsys, *argv)
    assert code == 0
    (request,) = server.requests_to("/wiki/A")
    assert request.headers["User-Agent"].endswith("; +mailto:judge@example.org)")


@pytest.mark.parametrize(("value", "enabled"), [("1", True), ("on", True), ("0", False)])
def test_verdicts_are_an_operators_choice(value: str, enabled: bool) -> None:
    assert Settings.from_environ({}).verdicts is False
    assert Settings.from_environ({"JUDGEBOT_VERDICTS": value}).verdicts is enabled
