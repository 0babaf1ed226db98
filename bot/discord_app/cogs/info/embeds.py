"""The embeds of /help (the commands, in the reader's language) and /about (version, rules
editions, sources and their attribution)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath

import discord

from bot.application.answer_types import AboutAnswer
from bot.discord_app.shared.embeds import PageBuilder, quoted, source_line
from bot.discord_app.shared.i18n import Lang, tr


def help_embed(lang: Lang, commands: Sequence[tuple[str, str]]) -> discord.Embed:
    builder = PageBuilder(title=tr(lang, "help_title"), description=tr(lang, "help_intro"))
    for name, description in commands:
        builder.add_field(f"/{name}", description)
    return builder.build()[0]


def file_name(source: str) -> str:
    """A source given as a file path, shown by its file name only (paths mean nothing to users)."""
    return PurePath(source).name if ("/" in source or "\\" in source) else source


def about_embed(answer: AboutAnswer, lang: Lang) -> discord.Embed:
    builder = PageBuilder(title=tr(lang, "about_title"))
    builder.add_field(tr(lang, "version"), str(answer.get("version") or "?"), inline=True)
    editions = [
        f"{e['edition']} ({e['lang']}) — {quoted(file_name(e['source']))}"
        for e in answer["editions"]
    ]
    builder.add_long_field(tr(lang, "editions"), "\n".join(editions) or tr(lang, "none"))
    sources: list[str] = []
    for source in answer["sources"]:
        line = source_line(source)
        if source["attribution"]:
            line += f" — {quoted(source['attribution'])}"
        sources.append(line)
    if answer["rules_attribution"]:
        sources.append(quoted(answer["rules_attribution"]))
    builder.add_long_field(tr(lang, "sources"), "\n".join(sources) or tr(lang, "none"))
    return builder.build()[0]
