"""What every feature's embeds are made of: quoted text, the colour, sources, and pages that stay
within Discord's limits.

Quoted text (rules, wiki passages) is shown as written: markdown characters are escaped so they
display literally, and a cut is made at a word boundary and marked with "…".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import discord

from bot.discord_app.shared import limits

COLOUR = discord.Colour.dark_gold()
# Room kept free on every page for the footer that pagination adds ("Page 3/12").
FOOTER_RESERVE = 120
PAGE_BUDGET = limits.EMBED_TOTAL - FOOTER_RESERVE


# The characters discord.py's `escape_markdown` escapes or starts a construct with (`_\~|*`,
# the backtick; `>`, `#` and `-` at a line's start; `[..](..)`): a text with none of them is
# shown as it is, without the regular expression's pass (nearly half a card panel's rendering).
_MARKDOWN_CHARACTERS = frozenset("_\\~|*`>#-[")


def quoted(text: str) -> str:
    """Text shown exactly as written: markdown characters escaped (links left as they are),
    mentions left inert."""
    if _MARKDOWN_CHARACTERS.isdisjoint(text):
        return text
    return discord.utils.escape_markdown(text)


def blockquote(text: str, limit: int) -> str:
    """`text` as a Discord block quote of at most `limit` characters."""
    lines = quoted(text).splitlines() or [""]
    body = "\n".join(f"> {line}" if line.strip() else ">" for line in lines)
    return limits.truncate(body, limit)


def web_url(url: object) -> str | None:
    """`url` when it is a web address; a page read from a local file is cited as `file://…`,
    which Discord cannot open and which would show a path on the bot's machine."""
    return url if isinstance(url, str) and url.startswith(("https://", "http://")) else None


def source_line(source: Mapping[str, object], rule_url: str | None = None) -> str:
    """A wiki page as a link, or a rules document by name (never a local file path), linked to
    the rule's public page when there is one."""
    page, url = source.get("page"), web_url(source.get("url"))
    if page:
        return f"[{quoted(str(page))}]({url})" if url else quoted(str(page))
    document = quoted(str(source.get("document") or ""))
    link = web_url(rule_url)
    return f"[{document}]({link})" if document and link else document


def source_lines(sources: Sequence[Mapping[str, object]], rule_url: str | None = None) -> list[str]:
    """`rule_url`: the rule's public page, which a rules document's line links to."""
    lines: list[str] = []
    for source in sources:
        line = source_line(source, rule_url)
        if line and line not in lines:
            lines.append(line)
    return lines


@dataclass
class PageBuilder:
    """Fills embeds field by field, starting a new page when one would break a limit."""

    title: str
    description: str = ""
    url: str | None = None
    pages: list[discord.Embed] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.title = limits.truncate(self.title, limits.EMBED_TITLE)
        self.description = limits.truncate(self.description, limits.EMBED_DESCRIPTION)
        self._current = self.new_page(self.description)

    def new_page(self, description: str) -> discord.Embed:
        embed = discord.Embed(title=self.title, description=description or None, colour=COLOUR)
        if self.url:
            embed.url = self.url
        self.pages.append(embed)
        return embed

    def start_page(self, description: str = "") -> None:
        """Fields added from now on go to a new page."""
        self._current = self.new_page(limits.truncate(description, limits.EMBED_DESCRIPTION))

    def add_field(self, name: str, value: str, *, inline: bool = False) -> None:
        name = limits.truncate(name, limits.EMBED_FIELD_NAME)
        value = limits.truncate(value, limits.EMBED_FIELD_VALUE) or "-"
        page = self._current
        size = len(page) + len(name) + len(value)
        if len(page.fields) >= limits.EMBED_FIELDS or size > PAGE_BUDGET:
            page = self._current = self.new_page("")
        page.add_field(name=name, value=value, inline=inline)

    def add_long_field(self, name: str, value: str) -> None:
        """A field whose value may need several fields (continued on the next ones)."""
        for index, piece in enumerate(limits.split_text(value, limits.EMBED_FIELD_VALUE)):
            self.add_field(name if index == 0 else f"{name} (…)", piece)

    def build(self, footer: str | None = None) -> list[discord.Embed]:
        for embed in self.pages:
            if footer:
                embed.set_footer(text=limits.truncate(footer, FOOTER_RESERVE))
        return self.pages


def describe_pages(texts: Sequence[str], title: str, url: str | None = None) -> list[discord.Embed]:
    """One embed per description text."""
    builder = PageBuilder(title=title, description=texts[0] if texts else "", url=url)
    for text in texts[1:]:
        builder.new_page(text)
    return builder.pages
