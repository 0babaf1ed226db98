"""The deploy kit agrees with the README's environment table, the single source of the settings:
`.env.example` lists exactly its variables (which are exactly those `bot/settings.py` reads), and
docker-compose.yml, the systemd unit and the Dockerfile set none that judgebot does not know."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import yaml

from tests.test_readme import environment_table, variables_settings_reads

REPO = Path(__file__).resolve().parents[1]
ASSIGNMENT = re.compile(r"^(?:# )?(?P<name>[A-Z][A-Z0-9_]*)=", re.MULTILINE)


def env_example_names() -> list[str]:
    return ASSIGNMENT.findall((REPO / ".env.example").read_text(encoding="utf-8"))


def test_env_example_lists_every_variable_once() -> None:
    names = env_example_names()
    assert [name for name, count in Counter(names).items() if count > 1] == []
    assert set(names) == set(environment_table()) == variables_settings_reads()


def test_env_example_sets_only_the_token() -> None:
    # Anything else set here would override what the Docker image or the unit sets.
    set_lines = re.findall(r"^([A-Z][A-Z0-9_]*)=", (REPO / ".env.example").read_text("utf-8"), re.M)
    assert set_lines == ["DISCORD_TOKEN"]


def test_compose_runs_the_bot_with_its_database_volume_and_metrics_port() -> None:
    compose = yaml.safe_load((REPO / "docker-compose.yml").read_text(encoding="utf-8"))
    bot = compose["services"]["judgebot"]
    assert set(bot["environment"]) <= variables_settings_reads()
    port = bot["environment"]["JUDGEBOT_HTTP_PORT"]
    assert bot["ports"] == [f"127.0.0.1:{port}:{port}"]
    volume, mounted = bot["volumes"][0].split(":")
    assert volume in compose["volumes"]
    dockerfile = (REPO / "Dockerfile").read_text(encoding="utf-8")
    assert f"JUDGEBOT_DB={mounted}/judgebot.sqlite3" in dockerfile
    assert bot["env_file"] == ".env"


def test_the_image_and_the_unit_set_only_known_variables_and_stop_gracefully() -> None:
    known = variables_settings_reads()
    dockerfile = (REPO / "Dockerfile").read_text(encoding="utf-8")
    assert set(re.findall(r"\b(JUDGEBOT_[A-Z_]+)=", dockerfile)) <= known
    assert 'ENTRYPOINT ["/usr/bin/tini", "--"]' in dockerfile
    unit = (REPO / "deploy" / "judgebot.service").read_text(encoding="utf-8")
    assert set(re.findall(r"^Environment=([A-Z_]+)=", unit, re.MULTILINE)) <= known
    assert "ExecStart=/opt/judgebot/bin/judgebot run" in unit
    assert "KillSignal=SIGTERM" in unit
