"""Every reply kind in both languages holds one language (issue 24, item 2): Discord's payloads
through the loopback stand-in, the console's and the CLI's text.

To add a reply kind, add a `DiscordKind` (a slash command with its options per language) or a
`TextKind` (a console line or CLI arguments), with the quotes it may hold (`allowed`): card names
and the wiki's words, taken from the application's own answer."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.application.rule_notes import shown_text
from bot.cli import main
from tests.bot.reply_language import other_language_words, quoted_strings
from tests.bot.test_console import console_says
from tests.discord_standin import DiscordUser

Allowed = Callable[[Application, str], Awaitable[list[str]]]
LOCALES = {"ja": "ja", "en": "en-US"}


async def nothing(app: Application, lang: str) -> list[str]:
    return []


def rule_quotes(number: str, edition: str | None = None) -> Allowed:
    """A rule text in the other language may show only where the reader's is nowhere; the
    official Japanese text quotes English words of the English rules (「target」)."""

    async def allowed(app: Application, lang: str) -> list[str]:
        answer = await app.rule(number, edition=edition)
        children = await app.rule_briefs(answer["children"], edition=answer["edition"])
        quotes = quoted_strings(answer)
        for rule in [answer, *children.values()]:
            shown = shown_text(rule, lang)
            if shown is not None and (shown.lang != lang or lang == "ja"):
                quotes.append(shown.text)
        return quotes

    return allowed


def glossary_quotes(term: str) -> Allowed:
    async def allowed(app: Application, lang: str) -> list[str]:
        entries = [await app.glossary(term, lang=language) for language in ("ja", "en")]
        return quoted_strings(entries)

    return allowed


def names(*quoted: str) -> Allowed:
    """Names written as they are in both languages (a card's, a file's, a licence's)."""

    async def allowed(app: Application, lang: str) -> list[str]:
        return list(quoted)

    return allowed


async def about_quotes(app: Application, lang: str) -> list[str]:
    """The wiki's pages and the rules files the database was read from, by their names."""
    about = await app.about()
    files = [str(e["source"]).rsplit("/", 1)[-1] for e in about["editions"]]
    return [*quoted_strings(about), *files, about["rules_attribution"] or "", "CC BY-SA"]


def search_quotes(query: str) -> Allowed:
    async def allowed(app: Application, lang: str) -> list[str]:
        return quoted_strings(await app.search(query), wiki_texts=True)

    return allowed


@dataclass(frozen=True)
class DiscordKind:
    name: str
    command: str
    options: dict[str, dict[str, Any]]  # by language
    allowed: Allowed = nothing


@dataclass(frozen=True)
class TextKind:
    name: str
    console: dict[str, str]  # the line typed, by language
    cli: dict[str, list[str]] = field(default_factory=dict)  # the arguments, by language
    allowed: Allowed = nothing


def same(**options: Any) -> dict[str, dict[str, Any]]:
    return {"ja": options, "en": options}


DISCORD_KINDS = [
    DiscordKind("rule today", "rule", same(number="724.5"), rule_quotes("724.5")),
    DiscordKind(
        "rule of the wiki's edition",
        "rule",
        same(number="601.2", edition="20231117"),
        rule_quotes("601.2", "20231117"),
    ),
    DiscordKind(
        "rule of an English-only edition",
        "rule",
        same(number="704.5a", edition="20240202"),
        rule_quotes("704.5a", "20240202"),
    ),
    DiscordKind("rule miss", "rule", same(number="999.9")),
    DiscordKind(
        "glossary",
        "rule",
        {"ja": {"number": "接死"}, "en": {"number": "deathtouch"}},
        glossary_quotes("deathtouch"),
    ),
    DiscordKind(
        "search",
        "search",
        {"ja": {"question": "サブゲームの終了"}, "en": {"question": "when does a subgame end"}},
        search_quotes("サブゲームの終了"),
    ),
    DiscordKind("help", "help", same(), names("Shahrazad")),
    DiscordKind("about", "about", same(), about_quotes),
]

TEXT_KINDS = [
    TextKind(
        "rule",
        {"ja": "/rule 724.5", "en": "/rule 724.5"},
        {"ja": ["rule", "724.5"], "en": ["rule", "724.5"]},
        rule_quotes("724.5"),
    ),
    TextKind(
        "rule miss",
        {"ja": "/rule 704.5z", "en": "/rule 704.5z"},
        {"ja": ["rule", "704.5z"], "en": ["rule", "704.5z"]},
    ),
]


def mixed(text: str, lang: str, allowed: list[str]) -> list[str]:
    return other_language_words(text, lang, allowed)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", DISCORD_KINDS, ids=lambda kind: kind.name)
async def test_every_discord_reply_is_in_one_language(
    official_rules: None,
    discord_user: DiscordUser,
    application: Application,
    kind: DiscordKind,
    lang: str,
) -> None:
    reply = await discord_user.run_command(kind.command, locale=LOCALES[lang], **kind.options[lang])
    allowed = await kind.allowed(application, lang)
    labels = [str(b.get("label") or "") for b in reply.buttons]
    text = "\n".join([reply.text, *labels])
    assert mixed(text, lang, allowed) == [], text


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", TEXT_KINDS, ids=lambda kind: kind.name)
async def test_every_console_reply_is_in_one_language(
    official_rules: None, served_db: Path, kind: TextKind, lang: str
) -> None:
    (said,) = await console_says(served_db, lang, kind.console[lang])
    app = await JudgeApp.open(served_db)
    try:
        allowed = await kind.allowed(app, lang)
    finally:
        await app.close()
    assert mixed(said, lang, allowed) == [], said


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", [k for k in TEXT_KINDS if k.cli], ids=lambda kind: kind.name)
def test_every_cli_reply_is_in_one_language(
    official_rules: None,
    served_db: Path,
    capsys: pytest.CaptureFixture[str],
    kind: TextKind,
    lang: str,
) -> None:
    async def quotes() -> list[str]:
        app = await JudgeApp.open(served_db)
        try:
            return await kind.allowed(app, lang)
        finally:
            await app.close()

    allowed = asyncio.run(quotes())
    with contextlib.suppress(SystemExit):
        main([*kind.cli[lang], "--db", str(served_db), "--lang", lang])
    out, err = capsys.readouterr()
    assert mixed(out + err, lang, allowed) == [], out + err


def test_the_detector_finds_the_other_language() -> None:
    assert other_language_words("見つかりません: no card named Foo", "ja") == [
        "card",
        "named",
        "Foo",
    ]
    assert other_language_words("Edition 20231117 サブゲーム", "en") == ["サブゲーム"]
    assert other_language_words("MTG Wiki「サブゲーム」 `judgebot update`", "ja") == []
    assert other_language_words("See Shahrazad", "ja", ["Shahrazad"]) == ["See"]
