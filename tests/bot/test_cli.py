"""`judgebot` per docs/cli-contract.md: one JSON object on stdout, exit codes 0/1/2, no
tracebacks for bad input."""

from __future__ import annotations

import argparse
import io
import json
import sqlite3
from pathlib import Path

import pytest

from bot.application.source_links import card_page_url, section_url
from bot.cli import SUBCOMMANDS, build_parser, main, named_subcommand, subcommand_name
from rulesdb.storage.store import SCHEMA_VERSION


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = int(exit_.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


def one_json(out: str) -> dict[str, object]:
    lines = [line for line in out.splitlines() if line.strip()]
    assert len(lines) == 1, out
    value = json.loads(lines[0])
    assert isinstance(value, dict)
    return value


def test_rule_json(capsys: pytest.CaptureFixture[str], bundled_db: Path) -> None:
    for typed in ["724.5", "CR 724.5", "rule 724.5", "７２４．５", "724.5."]:
        code, out, _ = run(capsys, "rule", typed, "--db", str(bundled_db), "--json")
        assert code == 0
        answer = one_json(out)
        assert answer["ref"] == "rule:724.5"
        assert answer["number"] == "724.5"
        assert answer["edition"] == "20231117"
        assert answer["parent"] == "724"
        assert answer["children"] == ["724.5a", "724.5b", "724.5c"]
        assert str(answer["text"]["ja"]).startswith("サブゲームの終了時に")  # type: ignore[index]
        assert answer["sources"] == [
            {"page": "サブゲーム", "url": "https://mtgwiki.com/wiki/サブゲーム"}
        ]


def test_unknown_rule_exits_1_with_suggestions(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    code, out, err = run(capsys, "rule", "724.9", "--db", str(bundled_db), "--json")
    assert code == 1
    answer = one_json(out)
    assert "724.9" in str(answer["error"])
    assert answer["suggestions"] and str(answer["suggestions"][0]).startswith("724")  # type: ignore[index]
    assert "724.9" in err


def test_bad_usage_exits_2(capsys: pytest.CaptureFixture[str], bundled_db: Path) -> None:
    code, _, err = run(capsys, "rule", "724.5", "--db", str(bundled_db), "--frobnicate")
    assert code == 2
    assert "--frobnicate" in err
    code, _, _ = run(capsys, "search", "--db", str(bundled_db))
    assert code == 2


def test_search_json_and_no_hits(capsys: pytest.CaptureFixture[str], bundled_db: Path) -> None:
    code, out, _ = run(
        capsys, "search", "毒カウンター何個で負ける", "--db", str(bundled_db), "--json"
    )
    assert code == 0
    answer = one_json(out)
    hits = answer["hits"]
    assert isinstance(hits, list) and hits[0]["ref"] == "rule:104.3d"
    assert hits[0]["page"] == "敗北条件" and hits[0]["lang"] == "ja"
    assert hits[0]["section_path"] == ["引用:総合ルール 20231117.0"]
    code, out, _ = run(
        capsys, "search", '"NEAR(', "--db", str(bundled_db), "--json", "--limit", "3"
    )
    assert code == 0
    assert len(one_json(out)["hits"]) <= 3  # type: ignore[arg-type]


def test_search_batch(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("白金の天使\n\n@everyone\nrule 724.2c\n"))
    code, out, _ = run(capsys, "search", "--batch", "--db", str(bundled_db), "--limit", "2")
    assert code == 0
    answers = [json.loads(line) for line in out.splitlines()]
    assert [a["query"] for a in answers] == ["白金の天使", "", "@everyone", "rule 724.2c"]
    assert answers[0]["hits"][0]["ref"] == "card:Platinum Angel"
    assert answers[1]["hits"] == []
    assert answers[3]["hits"][0]["ref"] == "rule:724.2c"


def test_card_and_cards(capsys: pytest.CaptureFixture[str], bundled_db: Path) -> None:
    code, out, _ = run(capsys, "card", "闇の男爵、センギア", "--db", str(bundled_db), "--json")
    assert code == 0
    card = one_json(out)
    assert card["ref"] == "card:Sengir, the Dark Baron" and card["ja"] == "闇の男爵、センギア"
    assert card["lists"] == [
        {
            "page": "敗北条件",
            "section": "敗北に影響するカード",
            "position": 15,
            "note": card["lists"][0]["note"],  # type: ignore[index]
            "url": "https://mtgwiki.com/wiki/敗北条件",
            "section_url": section_url("https://mtgwiki.com/wiki/敗北条件", "敗北に影響するカード"),
        }
    ]
    assert card["scryfall_url"] == card_page_url("Sengir, the Dark Baron")
    code, out, _ = run(capsys, "card", "No Such Card At All", "--db", str(bundled_db), "--json")
    assert code == 1 and "error" in one_json(out)
    code, out, _ = run(capsys, "cards", "サブゲームを行うカード", "--db", str(bundled_db), "--json")
    assert code == 0
    lists = one_json(out)["lists"]
    assert lists[0]["cards"][2] == {  # type: ignore[index]
        "en": "The Countdown Is at One",
        "ja": "カウントダウン残り１",
        "note": "Unstable",
    }


def test_text_output_follows_the_language(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    _, ja, _ = run(capsys, "rule", "104.3a", "--db", str(bundled_db))
    _, en, _ = run(capsys, "rule", "104.3a", "--db", str(bundled_db), "--lang", "en")
    assert "総合ルール 104.3a" in ja and "出典" in ja
    assert "Comprehensive Rules 104.3a" in en and "Sources" in en
    assert "プレイヤーはいつでも投了できる" in en  # quoted as written, whatever the language


def test_the_database_is_built_on_first_run(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "nested" / "judgebot.sqlite3"
    monkeypatch.setenv("JUDGEBOT_DB", str(db))
    monkeypatch.setattr("sys.stdin", io.StringIO("/rule 104.3c\n"))
    code, out, err = run(capsys, "run")
    assert code == 0 and "104.3c" in out
    assert db.exists() and "building the database" in err


def test_a_broken_source_leaves_the_database_unchanged(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "rules.sqlite3"
    assert run(capsys, "build", "--db", str(db))[0] == 0
    before = db.read_bytes()
    broken = tmp_path / "broken.html"
    broken.write_text("<html><body><p>not a wiki page</p>", encoding="utf-8")
    missing = tmp_path / "missing.txt"
    for bad in (broken, missing):
        code, _, err = run(capsys, "build", "--db", str(db), str(bad))
        assert code == 2
        assert str(bad) in err and "unchanged" in err
        assert db.read_bytes() == before
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00garbage\x80")
    code, _, err = run(capsys, "ingest", "--db", str(db), str(binary))
    assert code == 2 and db.read_bytes() == before


def test_ingesting_a_saved_html_page_adds_it_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "rules.sqlite3"
    page = Path(__file__).resolve().parents[1] / "fixtures" / "wiki" / "subgame_current.html"
    assert run(capsys, "build", "--db", str(db))[0] == 0
    for _ in range(2):
        assert run(capsys, "ingest", "--db", str(db), str(page))[0] == 0
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT count(*) FROM pages").fetchone()[0] == 2
        (sections,) = connection.execute(
            "SELECT count(*) FROM sections s JOIN pages p ON p.id = s.page_id"
            " WHERE p.title = 'サブゲーム'"
        ).fetchone()
    assert sections == 13  # the page's root (lead) and its 12 sections, not twice


def test_rules_across_editions(capsys: pytest.CaptureFixture[str], full_db: Path) -> None:
    code, out, _ = run(
        capsys, "rule", "724.5", "--edition", "20231117", "--db", str(full_db), "--json"
    )
    answer = one_json(out)
    assert code == 0 and answer["edition"] == "20231117"
    assert {"edition": "20260116", "number": "728.5"} in answer["other_editions"]  # type: ignore[operator]
    assert {"edition": "20240202", "number": "725.5"} in answer["other_editions"]  # type: ignore[operator]
    assert str(answer["text"]["en"]).startswith("At the end of a subgame")  # type: ignore[index]
    code, out, _ = run(
        capsys, "rule", "728.5", "--edition", "20260116", "--db", str(full_db), "--json"
    )
    answer = one_json(out)
    assert code == 0 and answer["edition"] == "20260116"
    assert str(answer["text"]["ja"]).startswith("サブゲームの終了時に")  # type: ignore[index]
    assert str(answer["text"]["en"]).startswith("At the end of a subgame")  # type: ignore[index]
    code, out, _ = run(capsys, "rule", "704.5a", "--db", str(full_db), "--json")
    assert one_json(out)["edition"] == "20260116"  # not quoted by the wiki: the newest edition


def test_a_database_of_another_shape_is_rebuilt_by_build_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "old.sqlite3"
    assert run(capsys, "build", "--db", str(db))[0] == 0
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE meta SET value = 'older' WHERE key = 'schema_fingerprint'")
    code, _, err = run(capsys, "rule", "104.3a", "--db", str(db), "--json")
    assert (
        code == 2
        and f"made by another build of judgebot (schema {SCHEMA_VERSION}, fingerprint older)" in err
    )
    assert run(capsys, "build", "--db", str(db))[0] == 0
    code, out, _ = run(capsys, "rule", "104.3a", "--db", str(db), "--json")
    assert code == 0 and one_json(out)["number"] == "104.3a"


def test_a_damaged_database_is_reported_not_hung_on(tmp_path: Path) -> None:
    import subprocess
    import sys

    db = tmp_path / "damaged.sqlite3"
    assert main(["build", "--db", str(db)]) == 0
    with sqlite3.connect(db) as connection:
        connection.execute("DROP TABLE terms")
    judgebot = Path(sys.executable).with_name("judgebot")
    done = subprocess.run(
        [str(judgebot), "search", "毒", "--db", str(db)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2
    assert "cannot be read" in done.stderr and "Traceback" not in done.stderr


def test_build_reports_what_it_stored(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "build", "--db", str(tmp_path / "r.sqlite3"), "--json")
    report = one_json(out)
    assert code == 0
    assert report["pages"] == ["サブゲーム", "敗北条件"]
    assert report["editions"] == ["20231117 (ja, quoted by the wiki)"]
    assert report["warnings"] == 0


def test_search_json_is_the_structured_answer(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    code, out, _ = run(
        capsys, "search", "白金の天使がいるのにライフ0", "--db", str(bundled_db), "--json"
    )
    assert code == 0
    answer = one_json(out)
    assert set(answer) == {
        "query",
        "hits",
        "best",
        "cards",
        "rules",
        "rulings",
        "wiki",
        "related",
        "answer",
        "verdict",
        "suggestions",
    }
    hits = answer["hits"]
    assert isinstance(hits, list) and hits
    best = answer["best"]
    assert isinstance(best, dict) and set(best) == {"hit", "parent"}
    assert best["hit"] in hits and best["hit"]["kind"] != "card"
    assert answer["rules"] == [hit for hit in hits if hit["kind"] == "rule"]
    assert answer["cards"] == [{"ref": "card:Platinum Angel", "name": "白金の天使/Platinum Angel"}]
    assert answer["rulings"] == []
    related = answer["related"]
    assert isinstance(related, list) and related[0]["preset"] == "loss-platinum-angel"
    assert set(related[0]) == {"preset", "title", "command", "rules"}


def test_search_text_shows_the_best_answer_first_and_no_scores(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    code, out, _ = run(
        capsys, "search", "Platinum Angel, when do I lose?", "--db", str(bundled_db), "--lang", "en"
    )
    assert code == 0
    assert not out.startswith("[card]")
    assert "score" not in out
    assert "see it step by step: judgebot simulate loss-platinum-angel" in out
    assert "other results:" in out


def _printed_by_a_new_process(probe: str) -> str:
    """What `python -c probe` prints: a fresh process, with nothing imported yet."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_the_command_line_loads_the_wiki_sync_only_to_sync() -> None:
    """A lookup starts without the HTTP client and HTML parser the sync needs (about 0.2 s)."""
    loaded = _printed_by_a_new_process(
        "import sys, bot.cli; "
        "print(sorted(m for m in ('aiohttp', 'bs4', 'scraper.wiki_sync') if m in sys.modules))"
    )
    assert loaded == "[]", loaded


def test_a_presets_walkthrough_title_follows_the_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "simulate", "loss-platinum-angel", "--lang", "ja", "--json")
    assert (
        code == 0
        and one_json(out)["title"]
        == "白金の天使がある間は敗北しないが、離れると次の状況起因処理で敗北する"
    )
    code, out, _ = run(capsys, "simulate", "loss-platinum-angel", "--lang", "ja")
    assert code == 0 and out.startswith("白金の天使がある間は")
    code, out, _ = run(capsys, "simulate", "loss-platinum-angel", "--lang", "en", "--json")
    assert code == 0 and one_json(out)["title"] == "Platinum Angel at 0 life with an empty library"


def _registered(parser: argparse.ArgumentParser) -> list[str]:
    (subcommands,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return list(subcommands.choices)


def test_a_run_makes_the_parser_of_its_subcommand_alone() -> None:
    """A lookup's start makes one subcommand's parser, not fifteen (7 ms); help, and a name
    that is no subcommand, make them all so that the message lists them."""
    every = _registered(build_parser())
    assert sorted(every) == sorted(subcommand_name(module) for module in SUBCOMMANDS)
    assert _registered(build_parser(named_subcommand(["-v", "search", "poison"]))) == ["search"]
    assert named_subcommand(["sync-wiki", "--max-pages", "3"]) == "sync-wiki"
    for argv in (["--help"], ["serch", "poison"], ["-v"], []):
        assert named_subcommand(argv) is None


def test_a_mistyped_subcommand_is_told_with_every_subcommand(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["serch", "poison"])
    err = capsys.readouterr().err
    assert "invalid choice: 'serch'" in err and "sync-wiki" in err and "search" in err


def test_help_is_as_wide_as_the_terminal_without_importing_shutil(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """argparse makes a help formatter for every option it adds, each asking `shutil` for the
    terminal's width: the command line's formatter finds the same width without importing it
    (with the compression modules it imports, a millisecond or two of every command's start)."""
    from bot.cli.options import JudgeArgumentParser

    loaded = _printed_by_a_new_process(
        "import sys; from bot.cli import build_parser; build_parser(); "
        "print('shutil' in sys.modules)"
    )
    assert loaded == "False"
    description = "words enough to be wrapped at any width a terminal has " * 4
    for columns in ("57", "131"):
        monkeypatch.setenv("COLUMNS", columns)
        ours = JudgeArgumentParser(prog="judgebot", description=description)
        stock = argparse.ArgumentParser(prog="judgebot", description=description)
        for parser in (ours, stock):
            parser.add_argument("--lang", choices=("ja", "en"), help=description)
        assert ours.format_help() == stock.format_help()
