"""The README documents every environment variable and every `judgebot` subcommand (the
sqlite-utils `test_docs.py` habit): a setting or command added without its line fails here."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator, Mapping
from pathlib import Path

from bot.cli import build_parser
from bot.settings import Settings

README = Path(__file__).resolve().parents[1] / "README.md"
ENVIRONMENT_ROW = re.compile(r"^\| `(?P<name>[A-Z_]+)` \|(?P<cells>.*)\|$")


class RecordingEnviron(Mapping[str, str]):
    """An empty environment that remembers every name looked up in it."""

    def __init__(self) -> None:
        self.asked: set[str] = set()

    def __getitem__(self, name: str) -> str:
        self.asked.add(name)
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0


def variables_settings_reads() -> set[str]:
    environ = RecordingEnviron()
    Settings.from_environ(environ)
    return environ.asked


def subcommands() -> set[str]:
    (commands,) = (
        action
        for action in build_parser()._actions
        if isinstance(action, argparse._SubParsersAction)
    )
    return set(commands.choices)


def environment_table() -> dict[str, list[str]]:
    """The README's environment table: variable -> its default, meaning and users."""
    rows = {}
    for line in README.read_text(encoding="utf-8").splitlines():
        match = ENVIRONMENT_ROW.match(line)
        if match:
            rows[match["name"]] = [cell.strip() for cell in match["cells"].split(" | ")]
    return rows


def test_settings_read_what_the_test_expects() -> None:
    assert {"DISCORD_TOKEN", "JUDGEBOT_DB", "JUDGEBOT_SHARD_IDS"} <= variables_settings_reads()
    assert {"build", "rule", "simulate", "health"} <= subcommands()


def test_every_variable_has_a_row_and_every_row_a_variable() -> None:
    assert set(environment_table()) == variables_settings_reads()


def test_every_row_says_its_default_meaning_and_users() -> None:
    commands = subcommands()
    for name, cells in environment_table().items():
        assert len(cells) == 3 and all(cells), name
        users = set(re.findall(r"`([a-z][a-z-]*)`", cells[2]))
        assert users and users <= commands, (name, users - commands)


def test_every_subcommand_is_shown() -> None:
    shown: set[str] = set()
    for line in README.read_text(encoding="utf-8").splitlines():
        if line.startswith("judgebot "):
            shown.update(re.findall(r"[a-z][a-z-]*", line.split("#", 1)[0]))
    assert subcommands() <= shown, subcommands() - shown
