"""`judgebot console`: the bot's commands typed in a terminal, answered by the shared application
layer; with stdin not a terminal, a walkthrough prints whole."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.terminal.console import Console


def run_console(db: Path, script: str, *extra: str) -> str:
    judgebot = Path(sys.executable).with_name("judgebot")
    done = subprocess.run(
        [str(judgebot), "console", "--db", str(db), *extra],
        input=script,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert "Traceback" not in done.stderr
    return done.stdout


def test_lookups_in_the_console(bundled_db: Path) -> None:
    out = run_console(
        bundled_db,
        "/rule ７２４．５ａ\n/card 白金の天使\n/cards サブゲームを行うカード\n"
        "毒カウンター\n/quit\n",
    )
    assert "総合ルール 724.5a" in out
    assert "白金の天使/Platinum Angel" in out
    assert "カウントダウン残り１/The Countdown Is at One (Unstable)" in out
    assert "104.3d" in out  # a bare line is a search


def test_a_walkthrough_prints_whole_when_stdin_is_not_a_terminal(bundled_db: Path) -> None:
    listing = run_console(bundled_db, "/simulate\n")
    assert "subgame-small-library" in listing and "loss-platinum-angel" in listing
    out = run_console(bundled_db, "/simulate subgame-small-library\n", "--lang", "en")
    steps = re.findall(r"^ *\[Step (\d+)/(\d+)\] ", out, re.MULTILINE)  # "[Step n/N] (game) title"
    assert len(steps) >= 3
    number, total = steps[-1]
    assert number == total
    assert "724.3" in out  # the rule behind losing a subgame with a small library
    assert "Final state (main game):" in out


def test_bad_input_gets_a_message_not_a_crash(bundled_db: Path) -> None:
    out = run_console(
        bundled_db, "/rule\n/rule 999.9\n/card zzzzzz\n/simulate nope\n/frobnicate\n/lang xx\n"
    )
    assert out.count("! ") >= 6


async def console_says(db: Path, lang: str, *lines: str) -> list[str]:
    """What the console prints for each of `lines`, one string a line typed."""
    said: list[str] = []

    class Out:
        def write(self, text: str) -> None:
            said[-1] += text

        def flush(self) -> None:
            pass

    app = await JudgeApp.open(db)
    try:
        console = Console(app, lang=lang, out=Out(), read_line=lambda: None, interactive=False)  # type: ignore[arg-type]
        for line in lines:
            said.append("")
            assert await console.handle(line)
    finally:
        await app.close()
    return said


PLAYERS_ORDER = {
    "ja": [
        "/検索",
        "/ルール",
        "/カード",
        "/カード一覧",
        "/シミュレート",
        "/手順",
        "/サブゲーム",
        "/敗北",
        "/情報",
    ],
    "en": [
        "/search",
        "/rule",
        "/card",
        "/cards",
        "/simulate",
        "/step",
        "/subgame",
        "/loss",
        "/about",
    ],
}


@pytest.mark.parametrize("lang", ["ja", "en"])
async def test_help_lists_the_commands_in_a_players_order_with_examples(
    bundled_db: Path, lang: str
) -> None:
    typed = ["/help", "help", "?", "HELP", "/?", "ヘルプ", "/ヘルプ", "？"]
    said = await console_says(bundled_db, lang, *typed)

    assert all(text == said[0] for text in said), "every way of asking gets the same help"
    text = said[0]
    assert ("コマンド" in text) == (lang == "ja")
    assert ("Commands" in text) == (lang == "en")
    assert ("「カードを調べる」" if lang == "ja" else '"Look up cards"') in text
    assert "[[" in text and "JUDGEBOT_INLINE_CARDS=1" in text
    assert "Squirrel" not in text  # not a search for the word ("Form of the Squirrel")
    commands = [line.split()[0] for line in text.splitlines() if line.startswith("  /")]
    assert commands[: len(PLAYERS_ORDER[lang])] == PLAYERS_ORDER[lang]
    other_language = r"[ぁ-んァ-ヶ一-龯]" if lang == "en" else r"\b(the|search|rule by)\b"
    descriptions = [line for line in text.splitlines() if line.startswith("        ")]
    assert len(descriptions) == len(PLAYERS_ORDER[lang])
    assert not any(re.search(other_language, line) for line in descriptions)


@pytest.mark.parametrize(
    ("lang", "example", "expected"),
    [
        ("ja", "/ルール 724.5", "724.5"),
        ("ja", "/カード 白金の天使", "白金の天使/Platinum Angel"),
        ("ja", "/カード一覧 サブゲームを行うカード", "カウントダウン残り１"),
        ("en", "/card Platinum Angel", "Platinum Angel"),
        ("en", "/simulate subgame-fork", "Fork"),
    ],
)
async def test_the_helps_examples_work_as_typed(
    bundled_db: Path, lang: str, example: str, expected: str
) -> None:
    (help_text,) = await console_says(bundled_db, lang, "help")
    assert f"  {example}" in help_text
    (answer,) = await console_says(bundled_db, lang, example)
    assert expected in answer and not answer.startswith("!")


def test_subgame_and_loss_are_built_from_options(bundled_db: Path) -> None:
    out = run_console(
        bundled_db,
        "/subgame your_library=5 fork=yes\n"
        '/loss condition=poison protection="Platinum Angel" protection_leaves=yes\n',
        "--lang",
        "en",
    )
    assert "Opponent copies Shahrazad" in out
    assert out.count("Start of subgame") == 2
    assert "Platinum Angel leaves the battlefield" in out
    assert "704.5c" in out


def test_bad_options_get_a_message(bundled_db: Path) -> None:
    out = run_console(
        bundled_db,
        '/subgame frob=1\n/subgame your_library=99999\n/loss\n/loss condition=nope\n/subgame "x\n',
    )
    assert out.count("! ") == 5


def test_a_scenario_file_in_the_console(bundled_db: Path, tmp_path: Path) -> None:
    scenario = tmp_path / "poison.yaml"
    scenario.write_text(
        "title: Ten poison\nplayers: [{name: A, poison: 9}, {name: B}]\n"
        "events: [{type: poison, player: A, amount: 1}]\n",
        encoding="utf-8",
    )
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 60000, encoding="utf-8")

    out = run_console(bundled_db, f"/simulate {scenario}\n/simulate {deep}\n", "--lang", "en")

    assert "Ten poison" in out and "[lost (ten or more poison counters)]" in out and "104.3d" in out
    assert "! " in out and "nested too deeply" in out


@pytest.mark.parametrize(
    ("lang", "keys", "step"),
    [
        ("ja", "[Enter: 次へ / b: 戻る / q: 終了]", "ステップ"),
        ("en", "[Enter: next / b: back / q: quit]", "Step"),
    ],
)
async def test_a_walkthrough_on_a_terminal_hints_enter_back_and_quit(
    bundled_db: Path, lang: str, keys: str, step: str
) -> None:
    typed = iter(["", "b", "", "", "q"])
    out = io.StringIO()
    app = await JudgeApp.open(bundled_db)
    try:
        console = Console(app, lang=lang, out=out, read_line=lambda: next(typed), interactive=True)
        assert await console.handle("/simulate subgame-small-library")
    finally:
        await app.close()
    said = out.getvalue()
    shown = re.findall(rf"\[{step} ?(\d+)/", said)
    # Enter: 2; b: back to 1; Enter: 2; Enter: 3; q: stop (no closing summary)
    assert shown == ["1", "2", "1", "2", "3"]
    assert said.count(keys) == 5
    assert "Rules cited" not in said and "引用したルール" not in said


@pytest.mark.parametrize(
    ("lang", "rulings", "lists"),
    [
        ("ja", "裁定(新しい順・英語のまま):", "掲載リスト:"),
        ("en", "Rulings (newest first):", "On lists:"),
    ],
)
def test_a_card_in_the_console_reads_in_the_panels_order(
    card_data_db: Path, lang: str, rulings: str, lists: str
) -> None:
    out = run_console(card_data_db, "/card 白金の天使\n/quit\n", "--lang", lang).splitlines()

    start = out.index(next(line for line in out if line.endswith("白金の天使/Platinum Angel")))
    card = out[start:]
    assert card[1] == "  <https://scryfall.com/search?q=%21%22Platinum+Angel%22>"
    # The reader's printing first: the Japanese one for a Japanese reader.
    printed = (
        "アーティファクト・クリーチャー — 天使" if lang == "ja" else "Artifact Creature — Angel"
    )
    assert card[2] == f"{{7}}  {printed}  4/4"
    first_ruling = card.index(rulings) + 1
    assert card[first_ruling].startswith("  2009-10-01 ")  # the newest first
    keyword = "飛行" if lang == "ja" else "Flying"
    assert card.index(keyword) < card.index(rulings) < card.index(lists)


def test_a_refresh_message_at_the_prompt_takes_its_own_line_and_the_prompt_comes_back(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from bot.terminal.console import _Prompt

    prompt = _Prompt(interactive=True)
    prompt.show()
    prompt.waiting = True
    prompt.say("refresh failed: the network is unreachable")
    captured = capsys.readouterr()
    assert captured.out == "> > "  # shown again after the message
    assert captured.err == "\rjudgebot: refresh failed: the network is unreachable\n"
    prompt.waiting = False
    prompt.say("updated")  # not at the prompt: a plain line
    assert capsys.readouterr() == ("", "judgebot: updated\n")
