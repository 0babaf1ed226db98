"""Every reply kind in both languages holds one language (issue 24, item 2): Discord's payloads
through the loopback stand-in, the console's and the CLI's text.

To add a reply kind, add a `DiscordKind` (a slash command with its options per language) or a
`TextKind` (a console line or CLI arguments), with the quotes it may hold (`allowed`): card names
and the wiki's words, taken from the application's own answer."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application, NotFoundError
from bot.application.reading.rule_notes import shown_text
from bot.cli import main
from engine import simulate
from engine.cards import REGISTRY
from engine.i18n.names import JA_CARD_NAMES
from engine.presets import get_preset
from tests.bot.conftest import MakeBot
from tests.bot.reply_language import every_string, other_language_words, quoted_strings
from tests.bot.test_console import console_says
from tests.discord_standin import DiscordStandIn, DiscordUser
from tests.discord_standin.user import Reply

Allowed = Callable[[Application, str], Awaitable[list[str]]]
# The database asked: the bundled corpus with the official rules files ("served"), with the
# cards' Oracle data and rulings too ("cards"), or as a fresh install has it ("fresh": the wiki's
# quotes of the rules only).
Database = Literal["served", "cards", "fresh"]
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


def official_japanese(texts: list[str], lang: str) -> list[str]:
    """The official Japanese rules quote English words (「サブゲーム／subgame」): a Japanese
    reply may show them as printed."""
    return texts if lang == "ja" else []


def search_quotes(query: str) -> Allowed:
    async def allowed(app: Application, lang: str) -> list[str]:
        found = await app.search(query, lang=lang)
        rules = [h["text"] for h in found["hits"] if h["kind"] == "rule" and h["lang"] == lang]
        return quoted_strings(found, wiki_texts=True) + official_japanese(rules, lang)

    return allowed


def walkthrough_quotes(preset: str) -> Allowed:
    """The cards and players a walkthrough names, and the rules it cites as printed."""

    async def allowed(app: Application, lang: str) -> list[str]:
        result = simulate(get_preset(preset), lang=lang)
        numbers = list(dict.fromkeys(n for step in result["steps"] for n in step["rules"]))
        briefs = await app.rule_briefs(numbers, edition=result["rules_edition"])
        shown = [shown_text(brief, lang) for brief in briefs.values()]
        texts = [s.text for s in shown if s is not None]
        return await card_names(app, lang) + official_japanese(texts, lang)

    return allowed


async def card_names(app: Application, lang: str) -> list[str]:
    """The names of the cards the engine models, in both languages, and of its players (a
    walkthrough names them)."""
    names = [name for pair in JA_CARD_NAMES.items() for name in pair] + list(REGISTRY)
    return [*names, "Alice", "Bob"]


def card_quotes(*names: str) -> Allowed:
    """A card answer holds only the card's own words (its names, its printed texts in both
    languages, its rulings as printed) and the wiki's (its lists, their notes, the passages
    that mention it): all of it may be quoted."""

    async def allowed(app: Application, lang: str) -> list[str]:
        quotes = await card_names(app, lang)
        for name in names:
            with contextlib.suppress(NotFoundError):
                printed = every_string(await app.card(name))
                quotes += printed + [line for text in printed for line in text.splitlines()]
        return quotes

    return allowed


def list_quotes(query: str) -> Allowed:
    async def allowed(app: Application, lang: str) -> list[str]:
        return every_string(await app.cards(query))

    return allowed


def both(*allowed: Allowed) -> Allowed:
    async def joined(app: Application, lang: str) -> list[str]:
        return [quote for one in allowed for quote in await one(app, lang)]

    return joined


@dataclass(frozen=True)
class DiscordKind:
    """A slash command (`command`, options by language) or, with `message`, the message command
    "Look up cards" on a chat message; `steps`: press ▶ through a walkthrough's steps."""

    name: str
    command: str
    options: dict[str, dict[str, Any]]  # by language
    allowed: Allowed = nothing
    message: str | None = None
    steps: bool = False
    database: Database = "served"


@dataclass(frozen=True)
class TextKind:
    """A command as the console (`/command argument`) and the CLI (`judgebot command argument`)
    take it, with its argument by language."""

    name: str
    command: str
    argument: dict[str, str]  # by language ("" for none)
    allowed: Allowed = nothing
    database: Database = "served"
    cli: bool = True  # the CLI has the command too

    def console_line(self, lang: str) -> str:
        return f"/{self.command} {self.argument[lang]}".rstrip()

    def cli_arguments(self, lang: str) -> list[str]:
        return [self.command, *([self.argument[lang]] if self.argument[lang] else [])]


def alike(argument: str) -> dict[str, str]:
    return {"ja": argument, "en": argument}


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
        "rule on a fresh install",
        "rule",
        same(number="724.5"),
        rule_quotes("724.5"),
        database="fresh",
    ),
    DiscordKind("rule miss on a fresh install", "rule", same(number="704.5a"), database="fresh"),
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
    DiscordKind(
        "search in the other language",
        "search",
        {"ja": {"question": "when does a subgame end"}, "en": {"question": "サブゲームの終了"}},
        both(search_quotes("when does a subgame end"), search_quotes("サブゲームの終了")),
    ),
    DiscordKind(
        "card",
        "card",
        {"ja": {"name": "白金の天使"}, "en": {"name": "Platinum Angel"}},
        card_quotes("Platinum Angel"),
    ),
    DiscordKind(
        "card with Oracle data and rulings",
        "card",
        {"ja": {"name": "白金の天使"}, "en": {"name": "Platinum Angel"}},
        card_quotes("Platinum Angel"),
        database="cards",
    ),
    DiscordKind(
        "cards with Oracle data",
        "cards",
        same(list="敗北条件カード一覧"),
        both(list_quotes("敗北条件カード一覧"), card_names),
        database="cards",
    ),
    DiscordKind(
        "look up cards with Oracle data",
        "Look up cards",
        same(),
        card_quotes("Platinum Angel", "Lich's Mastery"),
        message="[[Platinum Angel]] and [[Lich's Mastery]]",
        database="cards",
    ),
    DiscordKind(
        "search naming a card",
        "search",
        {
            "ja": {"question": "白金の天使がいるとライフ0でも負けない？"},
            "en": {"question": "Does Platinum Angel stop me losing at 0 life?"},
        },
        both(
            card_quotes("Platinum Angel"),
            search_quotes("白金の天使がいるとライフ0でも負けない？"),
            search_quotes("Does Platinum Angel stop me losing at 0 life?"),
        ),
        database="cards",
    ),
    DiscordKind("card miss", "card", same(name="Zzyzx Qwerty"), names("Zzyzx Qwerty")),
    DiscordKind(
        "cards",
        "cards",
        same(list="敗北条件カード一覧"),
        both(list_quotes("敗北条件カード一覧"), card_names),
    ),
    DiscordKind(
        "look up cards",
        "Look up cards",
        same(),
        card_quotes("Platinum Angel", "Lich's Mastery"),
        message="[[Platinum Angel]] and [[Lich's Mastery]]",
    ),
    DiscordKind("walkthrough", "simulate", same(preset="subgame-wish"), card_names, steps=True),
    DiscordKind("subgame", "subgame", same(opponent_library=5), card_names, steps=True),
    DiscordKind("help", "help", same(), names("Shahrazad")),
    DiscordKind("about", "about", same(), about_quotes),
]

TEXT_KINDS = [
    TextKind(
        "search",
        "search",
        {"ja": "サブゲームの終了", "en": "when does a subgame end"},
        both(search_quotes("サブゲームの終了"), search_quotes("when does a subgame end")),
    ),
    TextKind(
        "card",
        "card",
        {"ja": "白金の天使", "en": "Platinum Angel"},
        card_quotes("Platinum Angel"),
    ),
    TextKind(
        "card with Oracle data and rulings",
        "card",
        {"ja": "白金の天使", "en": "Platinum Angel"},
        card_quotes("Platinum Angel"),
        database="cards",
    ),
    TextKind(
        "search naming a card",
        "search",
        {
            "ja": "白金の天使がいるとライフ0でも負けない？",
            "en": "Does Platinum Angel stop me losing at 0 life?",
        },
        both(
            card_quotes("Platinum Angel"),
            search_quotes("白金の天使がいるとライフ0でも負けない？"),
            search_quotes("Does Platinum Angel stop me losing at 0 life?"),
        ),
        database="cards",
    ),
    # The name asked for is said back.
    TextKind("card miss", "card", alike("Zzyzx Qwerty"), names("Zzyzx Qwerty")),
    TextKind(
        "cards",
        "cards",
        alike("敗北条件カード一覧"),
        both(list_quotes("敗北条件カード一覧"), card_names),
    ),
    TextKind(
        "glossary",
        "rule",
        {"ja": "接死", "en": "deathtouch"},
        glossary_quotes("deathtouch"),
    ),
    TextKind("walkthrough", "simulate", alike("subgame-wish"), walkthrough_quotes("subgame-wish")),
    # The console's options and their values are typed as they are, in either language.
    TextKind(
        "help",
        "help",
        alike(""),
        names("Shahrazad", "life, poison, empty_library, effect, concede"),
        cli=False,
    ),
    TextKind("rule", "rule", alike("724.5"), rule_quotes("724.5")),
    TextKind(
        "rule on a fresh install", "rule", alike("724.5"), rule_quotes("724.5"), database="fresh"
    ),
    TextKind("rule miss on a fresh install", "rule", alike("704.5a"), database="fresh"),
    TextKind("rule miss", "rule", alike("704.5z")),
]


def mixed(text: str, lang: str, allowed: list[str]) -> list[str]:
    return other_language_words(text, lang, allowed)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", DISCORD_KINDS, ids=lambda kind: kind.name)
async def test_every_discord_reply_is_in_one_language(
    official_rules: None,
    make_bot: MakeBot,
    standin: DiscordStandIn,
    databases: dict[str, Path],
    kind: DiscordKind,
    lang: str,
) -> None:
    app = await JudgeApp.open(databases[kind.database])
    try:
        await make_bot(app=app)
        replies = await replies_to(DiscordUser(standin, "alice"), kind, lang)
        allowed = await kind.allowed(app, lang)
    finally:
        await app.close()
    for shown in replies:
        labels = [str(b.get("label") or "") for b in shown.buttons]
        text = "\n".join([shown.text, *labels])
        found = mixed(text, lang, allowed)
        assert found == [], f"{found}\n{text}"


@pytest.fixture
def databases(served_db: Path, card_data_db: Path, bundled_db: Path) -> dict[str, Path]:
    return {"served": served_db, "cards": card_data_db, "fresh": bundled_db}


async def replies_to(user: DiscordUser, kind: DiscordKind, lang: str) -> list[Reply]:
    """The reply to the kind's command, and to ▶ on every further step of a walkthrough."""
    if kind.message is not None:
        chat = user.chat_message(kind.message)
        reply = await user.run_message_command(kind.command, chat, locale=LOCALES[lang])
    else:
        reply = await user.run_command(kind.command, locale=LOCALES[lang], **kind.options[lang])
    replies = [reply]
    while kind.steps and len(replies) < MAX_STEPS and not _last_step(replies[-1]):
        replies.append(await user.press(replies[-1], "▶"))
    return replies


MAX_STEPS = 40


def _last_step(reply: Reply) -> bool:
    forward = [b for b in reply.buttons if (b.get("emoji") or {}).get("name") == "▶"]
    return not forward or bool(forward[0].get("disabled"))


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", TEXT_KINDS, ids=lambda kind: kind.name)
async def test_every_console_reply_is_in_one_language(
    official_rules: None, databases: dict[str, Path], kind: TextKind, lang: str
) -> None:
    db = databases[kind.database]
    (said,) = await console_says(db, lang, kind.console_line(lang))
    app = await JudgeApp.open(db)
    try:
        allowed = await kind.allowed(app, lang)
    finally:
        await app.close()
    found = mixed(said, lang, allowed)
    assert found == [], f"{found}\n{said}"


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kind", [k for k in TEXT_KINDS if k.cli], ids=lambda kind: kind.name)
def test_every_cli_reply_is_in_one_language(
    official_rules: None,
    databases: dict[str, Path],
    capsys: pytest.CaptureFixture[str],
    kind: TextKind,
    lang: str,
) -> None:
    db = databases[kind.database]

    async def quotes() -> list[str]:
        app = await JudgeApp.open(db)
        try:
            return await kind.allowed(app, lang)
        finally:
            await app.close()

    allowed = asyncio.run(quotes())
    with contextlib.suppress(SystemExit):
        main([*kind.cli_arguments(lang), "--db", str(db), "--lang", lang])
    out, err = capsys.readouterr()
    found = mixed(out + err, lang, allowed)
    assert found == [], f"{found}\n{out + err}"


def test_the_detector_finds_the_other_language() -> None:
    assert other_language_words("見つかりません: no card named Foo", "ja") == [
        "card",
        "named",
        "Foo",
    ]
    assert other_language_words("Edition 20231117 サブゲーム", "en") == ["サブゲーム"]
    assert other_language_words("MTG Wiki「サブゲーム」 `judgebot update`", "ja") == []
    assert other_language_words("See Shahrazad", "ja", ["Shahrazad"]) == ["See"]
    assert other_language_words("Aliceが《Shahrazad》を唱える", "ja", ["Alice"]) == []
    assert other_language_words("/サブゲーム your_library=5 subgame-fork", "ja") == []
    assert other_language_words("出典\nComprehensive Rules 2026-01-16", "ja") == [
        "Comprehensive",
        "Rules",
    ]
    quote = "サブゲームの終了時に、自身がオーナーである"
    assert other_language_words("> サブゲームの終了時に…\nSource", "en", [quote]) == []
