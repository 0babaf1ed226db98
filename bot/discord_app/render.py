"""Answers of the application layer -> Discord embeds, split into pages within Discord's limits.

Quoted text (rules, wiki passages) is shown as written: markdown characters are escaped so they
display literally, and a cut is made at a word boundary and marked with "…".
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePath

import discord

from bot.application.answer_types import (
    AboutAnswer,
    CardAnswer,
    CardFaceText,
    CardList,
    CardListAnswer,
    JapaneseCardText,
    ListedCard,
    RuleAnswer,
    RuleBrief,
    RuleTexts,
    SearchAnswer,
    SearchHit,
)
from bot.application.search_answer import parent_text
from bot.discord_app import limits
from bot.discord_app.i18n import Lang, tr

COLOUR = discord.Colour.dark_gold()
# Room kept free on every page for the footer that pagination adds ("Page 3/12").
FOOTER_RESERVE = 120
PAGE_BUDGET = limits.EMBED_TOTAL - FOOTER_RESERVE


# What discord.utils.escape_markdown(as_needed=False, ignore_links=True) escapes, compiled once:
# URLs are left alone, markdown characters and line-start markup get a backslash.
_URL = r"(?P<url><[^: >]+:\/[^ >]+>|(?:https?|steam):\/\/[^\s<]+[^<.,:;\"\'\]\s])"
_MARKDOWN = r"(?P<markdown>[_\\~|\*`]|^>(?:>>)?\s|\[.+\]\(.+\)|^#{1,3}|^\s*-)"
_ESCAPE = re.compile(f"(?:{_URL}|{_MARKDOWN})", re.MULTILINE)
_MAYBE_MARKDOWN = re.compile(r"[_\\~|*`>\[#-]")


def _escape(match: re.Match[str]) -> str:
    return match.group("url") or "\\" + match.group("markdown")


def quoted(text: str) -> str:
    """Text shown exactly as written: markdown characters escaped, mentions left inert."""
    if not text or not _MAYBE_MARKDOWN.search(text):
        return text or ""  # most wiki and rules text has nothing to escape
    return _ESCAPE.sub(_escape, text)


def blockquote(text: str, limit: int) -> str:
    """`text` as a Discord block quote of at most `limit` characters."""
    lines = quoted(text).splitlines() or [""]
    body = "\n".join(f"> {line}" if line.strip() else ">" for line in lines)
    return limits.truncate(body, limit)


def other_lang(lang: Lang) -> Lang:
    return "en" if lang == "ja" else "ja"


def pick_text(texts: RuleTexts, lang: Lang) -> str:
    """The text in `lang`, else in the other language, else ''."""
    return texts.get(lang) or texts.get(other_lang(lang)) or ""


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
        size = limits.embed_total(page.to_dict()) + len(name) + len(value)
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


# --- rules -------------------------------------------------------------------------------------


def rule_title(answer: RuleAnswer) -> str:
    return f"CR {answer['number']}"


def _web_url(url: object) -> str | None:
    """`url` when it is a web address; a page read from a local file is cited as `file://…`,
    which Discord cannot open and which would show a path on the bot's machine."""
    return url if isinstance(url, str) and url.startswith(("https://", "http://")) else None


def _source_line(source: Mapping[str, object]) -> str:
    """A wiki page as a link, or a rules document by name (never a local file path)."""
    page, url = source.get("page"), _web_url(source.get("url"))
    if page:
        return f"[{quoted(str(page))}]({url})" if url else quoted(str(page))
    return quoted(str(source.get("document") or ""))


def source_lines(sources: Sequence[Mapping[str, object]]) -> list[str]:
    lines: list[str] = []
    for source in sources:
        line = _source_line(source)
        if line and line not in lines:
            lines.append(line)
    return lines


def rule_examples(answer: RuleAnswer, lang: Lang) -> list[str]:
    """Examples in the reader's language when the answer has them per language."""
    by_lang = answer["examples_i18n"]
    return list(by_lang[lang] or by_lang[other_lang(lang)] or answer["examples"])


def rule_pages(
    answer: RuleAnswer, children: Sequence[RuleBrief], lang: Lang
) -> list[discord.Embed]:
    """A rule in both languages (the reader's first), its subrules, other editions, sources."""
    texts = answer["text"]
    sections = []
    for language in (lang, other_lang(lang)):
        text = texts.get(language)
        if text:
            label = "日本語" if language == "ja" else "English"
            sections.append(f"**{label}**\n{quoted(text)}")
    half = (limits.EMBED_DESCRIPTION - 4) // max(len(sections), 1)
    description = "\n\n".join(limits.truncate(section, half) for section in sections)
    asked = answer.get("renumbered_from")
    if asked is not None:
        description = tr(lang, "renumbered", now=answer["number"], **asked) + "\n\n" + description
    builder = PageBuilder(title=rule_title(answer), description=description)

    for example in rule_examples(answer, lang):
        builder.add_long_field(tr(lang, "examples"), quoted(example))
    if answer["other_editions"]:
        lines = [f"{item['edition']}: {item['number']}" for item in answer["other_editions"]]
        builder.add_field(tr(lang, "other_editions"), "\n".join(lines), inline=True)
    sources = source_lines(answer["sources"])
    if sources:
        builder.add_field(tr(lang, "source"), "\n".join(sources), inline=True)
    for child in children:
        child_text = pick_text(child["text"], lang)
        builder.add_field(
            f"{tr(lang, 'subrules')}: {child['number']}", limits.truncate(quoted(child_text), 400)
        )
    return builder.build(footer=f"{tr(lang, 'edition')} {answer['edition']}")


# --- search ------------------------------------------------------------------------------------


def hit_title(hit: SearchHit) -> str:
    kind = hit["kind"]
    if kind == "rule":
        return f"CR {hit['title'] or hit['ref'].removeprefix('rule:')}"
    if kind == "section" or hit.get("page"):
        path = hit.get("section_path") or []
        parts = [hit.get("page") or "", *path[-1:]]
        return " › ".join(part for part in parts if part) or hit["ref"]
    return hit["title"] or hit["ref"]


def hit_source(hit: SearchHit, lang: Lang) -> str:
    page = quoted(hit.get("page", ""))
    path = " › ".join(quoted(part) for part in hit.get("section_path", []))
    where = f"{page} › {path}" if page and path else page or path
    url = _web_url(hit.get("url"))
    line = f"[{where}]({url})" if url and where else where
    if not line:
        line = "\n".join(source_lines(hit.get("sources", [])))
    if not line:
        line = tr(lang, "glossary") if hit["kind"] == "glossary" else tr(lang, "rules")
    if hit["kind"] == "rule" and hit.get("edition"):
        line = f"{line} ({hit['edition']})"
    return line


def hit_embed(hit: SearchHit, lang: Lang, position: int, count: int) -> discord.Embed:
    embed = discord.Embed(
        title=limits.truncate(hit_title(hit), limits.EMBED_TITLE),
        description=blockquote(hit["text"], limits.EMBED_DESCRIPTION),
        colour=COLOUR,
    )
    embed.add_field(name=tr(lang, "source"), value=limits.truncate(hit_source(hit, lang), 1024))
    embed.set_footer(text=tr(lang, "hit_of", n=position + 1, count=count))
    return embed


def answer_order(answer: SearchAnswer) -> list[SearchHit]:
    """The hits with the best answer first (a card the question names is context, shown
    after it), the rest in their ranked order."""
    best = answer["best"]
    hits = list(answer["hits"])
    if best is not None and best["hit"] in hits:
        hits.remove(best["hit"])
        hits.insert(0, best["hit"])
    return hits


def add_answer_context(embed: discord.Embed, answer: SearchAnswer, lang: Lang) -> None:
    """Under the best answer, compactly: the rule it belongs to, the rulings that match, the
    cards the question names and a walkthrough of the same rules."""
    best = answer["best"]
    parent = best["parent"] if best is not None else None
    if parent is not None:
        text = parent_text(parent, lang)
        embed.add_field(
            name=limits.truncate(tr(lang, "part_of", number=parent["number"]), 256),
            value=limits.truncate(quoted(text) or "…", 300),
            inline=False,
        )
    if answer["rulings"]:
        # The judges' own answers to questions like this one, attributed to card and date.
        lines = [
            f"**{quoted(r['card'])}** ({r['date']}): {limits.truncate(quoted(r['text']), 280)}"
            for r in answer["rulings"]
        ]
        embed.add_field(
            name=tr(lang, "rulings"),
            value=limits.truncate("\n".join(lines), limits.EMBED_FIELD_VALUE),
            inline=False,
        )
    if answer["cards"]:
        names = ", ".join(quoted(card["name"]) for card in answer["cards"])
        embed.add_field(name=tr(lang, "cards_named"), value=limits.truncate(names, 1024))
    if answer["related"]:
        lines = [
            f"`{item['command']}` {quoted(item['title'].get(lang) or item['preset'])}"
            for item in answer["related"]
        ]
        embed.add_field(
            name=tr(lang, "step_by_step"), value=limits.truncate("\n".join(lines), 1024)
        )


def hit_option_label(hit: SearchHit) -> str:
    return limits.truncate(hit_title(hit), limits.SELECT_OPTION_LABEL)


def hit_option_description(hit: SearchHit) -> str:
    # Only the start is shown: flatten no more of the text than can fit.
    text = " ".join(hit["text"][: 2 * limits.SELECT_OPTION_DESCRIPTION].split())
    return limits.truncate(text, limits.SELECT_OPTION_DESCRIPTION)


# --- cards -------------------------------------------------------------------------------------


def card_display(card: CardAnswer | ListedCard) -> str:
    ja, en = card["ja"], card["en"]
    if ja and en:
        return f"{ja} / {en}"
    return str(ja or en or "?")


RULINGS_PER_PAGE = 5


def _face_lines(face: CardFaceText) -> str:
    head = " ".join(part for part in (face["mana_cost"], face["type_line"]) if part)
    stats = ""
    if face["power"] is not None or face["toughness"] is not None:
        stats = f" {face['power']}/{face['toughness']}"
    elif face["loyalty"]:
        stats = f" [{face['loyalty']}]"
    return f"**{quoted(head)}{quoted(stats)}**\n{quoted(face['text'])}".rstrip()


def _japanese_lines(ja: JapaneseCardText) -> str:
    parts = [f"**{quoted(ja['type_line'])}**" if ja["type_line"] else "", quoted(ja["text"] or "")]
    return "\n".join(part for part in parts if part)


def _add_card_data(builder: PageBuilder, answer: CardAnswer, lang: Lang) -> None:
    """Oracle text (each face), the Japanese printing, keyword rules and the image link on the
    first page; the rulings, dated, on pages of their own."""
    oracle = answer.get("oracle")
    if oracle is None:
        return
    for face in oracle["faces"]:
        name = tr(lang, "oracle_text")
        if len(oracle["faces"]) > 1:
            name = f"{name}: {face['name']}"
        builder.add_long_field(name, _face_lines(face))
        if face["ja"] and (face["ja"]["type_line"] or face["ja"]["text"]):
            ja_name = face["ja"]["name"] or tr(lang, "japanese_text")
            builder.add_long_field(
                f"{tr(lang, 'japanese_text')}: {ja_name}", _japanese_lines(face["ja"])
            )
    rules = [
        f"{quoted(r['keyword'])} → {r['number']} ({r['edition']})"
        for r in answer.get("keyword_rules", [])
    ]
    if rules:
        builder.add_field(tr(lang, "keyword_rules"), "\n".join(rules))
    if answer.get("image_url"):
        builder.add_field(tr(lang, "image"), answer["image_url"])
    rulings = answer.get("rulings", [])
    for index, ruling in enumerate(rulings):
        if index % RULINGS_PER_PAGE == 0:
            count = f"{index + 1}–{min(index + RULINGS_PER_PAGE, len(rulings))}/{len(rulings)}"
            builder.start_page(f"**{tr(lang, 'rulings')}** {count}")
        builder.add_field(ruling["date"] or "-", blockquote(ruling["text"], 1024))


def card_pages(answer: CardAnswer, lang: Lang) -> list[discord.Embed]:
    builder = PageBuilder(title=card_display(answer))
    for commentary in answer.get("commentary", []):
        text = f"{blockquote(commentary['text'], 900)}\n{commentary['url']}"
        builder.add_field(f"{tr(lang, 'commentary')}: {quoted(commentary['page'])}", text)
    lines = [f"• {quoted(item['page'])} › {quoted(item['section'])}" for item in answer["lists"]]
    has_data = "oracle" in answer
    if lines or not has_data:
        builder.add_long_field(tr(lang, "lists"), "\n".join(lines) or tr(lang, "none"))
    for mention in answer["mentions"]:
        where = " › ".join([mention["page"], *mention["section_path"]])
        builder.add_field(f"{tr(lang, 'mentions')}: {where}", blockquote(mention["text"], 1024))
    _add_card_data(builder, answer, lang)
    return builder.build()


CARD_PANEL_LISTS = 3
CARD_PANEL_TEXT = 800  # five panels stay within a message's 6,000 characters of embeds


def card_panel(answer: CardAnswer, lang: Lang) -> discord.Embed:
    """A compact card for replies naming several cards: its names, its first lists, and how
    much more /card would show."""
    lines = [
        f"• {quoted(item['page'])} › {quoted(item['section'])}"
        for item in answer["lists"][:CARD_PANEL_LISTS]
    ]
    embed = discord.Embed(
        title=limits.truncate(card_display(answer), limits.EMBED_TITLE),
        description=limits.truncate("\n".join(lines) or tr(lang, "none"), CARD_PANEL_TEXT),
        colour=COLOUR,
    )
    counts = {"lists": len(answer["lists"]), "mentions": len(answer["mentions"])}
    return embed.set_footer(text=tr(lang, "card_panel_footer", **counts))


def card_list_line(card: ListedCard) -> str:
    line = f"• {quoted(card_display(card))}"
    if card["note"]:
        line += f" — {quoted(str(card['note']))}"
    return line


def card_list_title(card_list: CardList, lang: Lang) -> str:
    if card_list["page"] is None:
        return tr(lang, "oracle_list")
    return f"{card_list['page']} › {card_list['section']}"


def card_list_pages(
    answer: CardListAnswer, lang: Lang, *, per_page: int = 20
) -> list[discord.Embed]:
    """The best list, whole, paginated; the other lists named on the last page."""
    best, *others = answer["lists"]
    title = card_list_title(best, lang)
    lines = [card_list_line(card) for card in best["cards"]]
    header = tr(lang, "cards_count", count=len(lines))
    pages = limits.pack_lines(lines, limits.EMBED_DESCRIPTION - 200, max_lines=per_page)
    pages = [f"{header}\n{page}" for page in pages] or [header]
    if others:
        titles = ", ".join(quoted(card_list_title(o, lang)) for o in others)
        pages[-1] = f"{pages[-1]}\n\n{limits.truncate(tr(lang, 'other_lists', titles=titles), 150)}"
    return describe_pages(pages, title)


# --- help and about ----------------------------------------------------------------------------


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
        line = _source_line(source)
        if source["attribution"]:
            line += f" — {quoted(source['attribution'])}"
        sources.append(line)
    if answer["rules_attribution"]:
        sources.append(quoted(answer["rules_attribution"]))
    builder.add_long_field(tr(lang, "sources"), "\n".join(sources) or tr(lang, "none"))
    return builder.build()[0]
