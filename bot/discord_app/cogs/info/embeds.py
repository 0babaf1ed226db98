"""The embeds of /help (the commands, in the reader's language) and /about (version, rules
editions, sources and their attribution)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath

import discord

from bot.application.answer_types import AboutAnswer
from bot.discord_app.cogs.info.guide import EXAMPLE_LABEL, LOOKUPS, LOOKUPS_TITLE, HelpEntry
from bot.discord_app.shared.embeds import PageBuilder, quoted, source_line
from bot.discord_app.shared.i18n import Lang, tr


def help_embed(lang: Lang, commands: Sequence[HelpEntry]) -> discord.Embed:
    """One field a command, its description and one example; then the lookups without a
    command (the message command and `[[name]]`)."""
    builder = PageBuilder(title=tr(lang, "help_title"), description=tr(lang, "help_intro"))
    for entry in commands:
        value = f"{entry.description}\n{EXAMPLE_LABEL[lang]}: {entry.example}"
        builder.add_field(f"/{entry.shown_name}", value)
    builder.add_field(LOOKUPS_TITLE[lang], LOOKUPS[lang])
    return builder.build()[0]


def file_name(source: str) -> str:
    """A source given as a file path, shown by its file name only (paths mean nothing to users)."""
    return PurePath(source).name if ("/" in source or "\\" in source) else source


# The application's words for the wiki's part, as a Japanese reader reads them.
_IN_JAPANESE = {
    "MTG Wiki quotes": "MTG Wiki の引用",
    "MTG Wiki (CC BY-SA) contributors": "MTG Wiki (CC BY-SA) の執筆者",
}


def _said(text: str, lang: Lang) -> str:
    return _IN_JAPANESE.get(text, text) if lang == "ja" else text


def about_embed(answer: AboutAnswer, lang: Lang) -> discord.Embed:
    builder = PageBuilder(title=tr(lang, "about_title"))
    builder.add_field(tr(lang, "version"), str(answer.get("version") or "?"), inline=True)
    editions = [
        f"{e['edition']} ({e['lang']}) — {quoted(_said(file_name(e['source']), lang))}"
        for e in answer["editions"]
    ]
    builder.add_long_field(tr(lang, "editions"), "\n".join(editions) or tr(lang, "none"))
    sources: list[str] = []
    for source in answer["sources"]:
        line = source_line(source)
        if source["attribution"]:
            line += f" — {quoted(_said(source['attribution'], lang))}"
        sources.append(line)
    if answer["rules_attribution"]:
        sources.append(quoted(answer["rules_attribution"]))
    builder.add_long_field(tr(lang, "sources"), "\n".join(sources) or tr(lang, "none"))
    return builder.build()[0]
