"""Random argument vectors and random bytes for every subcommand: never a traceback, never an
exit code other than 0, 1 or 2 (issue 9). Nothing here reaches the network (the only URLs are
malformed ones) or writes outside a temporary folder (every command gets `--db` there, and the
working directory is a temporary folder too)."""

from __future__ import annotations

import io
import os
import resource
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.cli import main

EXIT_CODES = {0, 1, 2}
MALFORMED_URLS = ["https://[::1", "http://", "https://[", "http://[::1]:99999/", "https://:80/"]
PRESETS = ["subgame-fork", "loss-platinum-angel", "subgame-nested"]
MEMORY_LIMIT = 2 * 1024**3  # bytes of address space for the subprocess runs


def fuzz(examples: int) -> settings:
    """Bounded and reproducible: the same examples every run, no example database."""
    return settings(
        max_examples=examples,
        deadline=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
        derandomize=True,
        database=None,
    )


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory, bundled_db: Path) -> Iterator[Path]:
    """A folder with a copy of the bundled database and a few special files."""
    root = tmp_path_factory.mktemp("fuzz")
    shutil.copy(bundled_db, root / "db.sqlite3")
    os.mkfifo(root / "fifo")
    (root / "folder").mkdir()
    yield root


@pytest.fixture(autouse=True)
def isolated(sandbox: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(sandbox)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("JUDGEBOT_DB", str(sandbox / "db.sqlite3"))


def safe_text() -> st.SearchStrategy[str]:
    """Any text, except what argparse would take as `--db` (an abbreviation included) and what
    could be a URL that works."""
    return st.text(max_size=30).filter(
        lambda text: not text.startswith("--d") and "http" not in text.lower()
    )


Invoke = Callable[[list[str], bytes], None]


@pytest.fixture
def invoke(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Invoke:
    """`main(argv)` with `stdin` bytes: the exit code is 0, 1 or 2 and stderr has no traceback."""

    def run(argv: list[str], stdin: bytes) -> None:
        monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
        try:
            code = main(argv)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 0 if exit_.code is None else 2
        _, err = capsys.readouterr()
        assert code in EXIT_CODES, (argv, code, err)
        assert "Traceback" not in err, (argv, err)

    return run


def sometimes(*tokens: str) -> st.SearchStrategy[list[str]]:
    return st.one_of(st.just([]), st.just(list(tokens)))


common = st.tuples(
    sometimes("--json"),
    st.one_of(st.just([]), st.sampled_from(["ja", "en", "xx"]).map(lambda lang: ["--lang", lang])),
).map(lambda parts: parts[0] + parts[1])
number_like = st.one_of(
    safe_text(),
    st.sampled_from(["724.5a", "7", "CR 104.3", "７２４．５ａ", "999.9", "724.5zz", "", " "]),
    st.from_regex(r"[0-9]{1,4}(\.[0-9a-z]{0,3})?", fullmatch=True),
)
lookups = st.one_of(
    st.tuples(
        st.just(["rule"]),
        number_like.map(lambda n: [n]),
        st.one_of(
            st.just([]),
            st.one_of(safe_text(), st.sampled_from(["20260116", "20231117", "99999999"])).map(
                lambda e: ["--edition", e]
            ),
        ),
    ),
    st.tuples(
        st.just(["search"]),
        st.lists(safe_text(), max_size=2),
        st.one_of(
            st.just([]),
            st.sampled_from(["0", "-5", "1", "50", "999", "x"]).map(lambda n: ["--limit", n]),
            st.just(["--batch"]),
        ),
    ),
    st.tuples(st.just(["card"]), safe_text().map(lambda n: [n]), st.just([])),
    st.tuples(st.just(["cards"]), safe_text().map(lambda n: [n]), st.just([])),
).map(lambda parts: parts[0] + parts[1] + parts[2])


@fuzz(250)
@given(argv=lookups, extra=common, stdin=st.binary(max_size=200))
def test_lookups(
    argv: list[str],
    extra: list[str],
    stdin: bytes,
    sandbox: Path,
    invoke: Invoke,
) -> None:
    invoke([*argv, *extra, "--db", str(sandbox / "db.sqlite3")], stdin)


@fuzz(120)
@given(
    target=st.one_of(
        st.sampled_from([*PRESETS, "fifo", "folder", "/dev/zero", "scenario.bin", "--list"]),
        safe_text(),
    ),
    content=st.one_of(st.binary(max_size=300), st.text(max_size=300).map(str.encode)),
    extra=common,
)
def test_simulate(
    target: str,
    content: bytes,
    extra: list[str],
    sandbox: Path,
    invoke: Invoke,
) -> None:
    (sandbox / "scenario.bin").write_bytes(content)
    invoke(["simulate", target, *extra], b"")


@fuzz(20)
@given(
    command=st.sampled_from(["ingest", "build"]),
    sources=st.lists(
        st.sampled_from([*MALFORMED_URLS, "fifo", "folder", "/dev/zero", "source.bin", "nothing"]),
        min_size=1,
        max_size=2,
    ),
    content=st.one_of(st.binary(max_size=300), st.text(max_size=300).map(str.encode)),
    extra=st.one_of(st.just([]), st.just(["--json"])),
)
def test_ingest_and_build(
    command: str,
    sources: list[str],
    content: bytes,
    extra: list[str],
    sandbox: Path,
    invoke: Invoke,
) -> None:
    if command == "build":  # build's extras are files only
        sources = [s for s in sources if s not in MALFORMED_URLS]
    (sandbox / "source.bin").write_bytes(content)
    db = sandbox / "written.sqlite3"
    invoke([command, *sources, *extra, "--db", str(db)], b"")


@fuzz(80)
@given(
    command=st.sampled_from(["console", "run", "sync", "health"]),
    stdin=st.one_of(
        st.binary(max_size=200),
        st.lists(
            st.sampled_from(
                [
                    "/subgame your_library=-5",
                    "/subgame fork=maybe",
                    "/loss",
                    "/rule",
                    "/lang ja",
                    "/rule 724.5 99999999",
                    "/card  ",
                    "/simulate fifo",
                    "/simulate /dev/zero",
                    "/loss condition=life life=1001",
                    "/about",
                ]
            ),
            max_size=4,
        ).map(lambda lines: "\n".join(lines).encode()),
    ),
)
def test_interactive_commands(
    command: str,
    stdin: bytes,
    sandbox: Path,
    invoke: Invoke,
) -> None:
    invoke([command, "--db", str(sandbox / "db.sqlite3")], stdin)


SUBCOMMANDS = [
    "build", "ingest", "rule", "search", "card", "cards", "simulate", "console", "run", "health",
    "sync",
]  # fmt: skip


@fuzz(150)
@given(
    command=st.sampled_from(SUBCOMMANDS),
    tokens=st.lists(
        st.one_of(
            safe_text(),
            st.sampled_from(
                [
                    "--json",
                    "--lang",
                    "--edition",
                    "--limit",
                    "--batch",
                    "--list",
                    "--follow",
                    "--max-bytes",
                    "--max-age",
                    "--guild",
                    "-v",
                    "-1",
                    "0",
                ]
            ),
        ),
        max_size=5,
    ),
    stdin=st.binary(max_size=100),
)
def test_random_argument_vectors(
    command: str,
    tokens: list[str],
    stdin: bytes,
    sandbox: Path,
    invoke: Invoke,
) -> None:
    if command in ("build", "ingest"):
        db = sandbox / "written.sqlite3"
        tokens = [t for t in tokens if t != "--follow"]  # no crawl, even of a malformed URL
    else:
        db = sandbox / "db.sqlite3"
    invoke([command, *tokens, "--db", str(db)], stdin)


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


@pytest.mark.parametrize(
    "argv, stdin",
    [
        ([b"search", b"sub\xffgame"], b""),
        ([b"search", b"--batch"], b"\xff\xfe\n\x00\n"),
        ([b"simulate", b"/dev/zero"], b""),
        ([b"ingest", b"/dev/zero"], b""),
        ([b"console"], b"\xff/rule 724.5\n"),
        ([b"rule", b"\xed\xa0\x80"], b""),
    ],
)
def test_real_processes_under_a_memory_limit(
    argv: list[bytes], stdin: bytes, sandbox: Path
) -> None:
    judgebot = Path(sys.executable).with_name("judgebot")
    # No background refresh: `run` without a token opens the console, which would refresh.
    env = {
        "PATH": "/usr/bin:/bin",
        "JUDGEBOT_DB": str(sandbox / "db.sqlite3"),
        "JUDGEBOT_REFRESH_HOURS": "0",
    }
    done = subprocess.run(
        [bytes(judgebot), *argv, b"--db", bytes(sandbox / "db.sqlite3")],
        input=stdin,
        capture_output=True,
        timeout=60,
        env=env,
        cwd=sandbox,
        preexec_fn=_limit_memory,
    )
    assert done.returncode in EXIT_CODES, done.stderr
    assert b"Traceback" not in done.stderr
