"""A card as players know it from Scryfall's and other judge bots: its names linked to its
Scryfall page, the mana cost as symbols, type line, Oracle text and P/T or loyalty, the Japanese
printing, the image as the thumbnail; then the rulings, newest first and dated; the wiki's
commentary and lists last.

`card_pages` is /card's answer, on pages; `card_panel` the same panel within a share of one
message, for the replies that show several cards ("Look up cards", inline `[[name]]`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import discord

from bot.application.answer_types import CardAnswer, CardFaceText, CardRuling, JapaneseCardText
from bot.discord_app.cogs.cards.embeds import card_display
from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import COLOUR, PageBuilder, blockquote, quoted, web_url
from bot.discord_app.shared.i18n import Lang, tr

ManaEmoji = Mapping[str, str]  # "W" -> "<:mana_w:123…>" (JUDGEBOT_MANA_EMOJI)

RULINGS_ON_FIRST_PAGE = 2
RULINGS_PER_PAGE = 5
RULING_TEXT = 1024
# A compact panel's shares of its budget: the card itself first.
FACE_SHARE, JAPANESE_SHARE, RULING_SHARE = 0.45, 0.25, 0.15
PANEL_LISTS = 3
_SYMBOL = re.compile(r"\{([^{}]{1,8})\}")


def mana_cost(cost: str, emoji: ManaEmoji) -> str:
    """`{2}{W}` as the operator's emoji where each symbol has one, else as written."""

    def symbol(match: re.Match[str]) -> str:
        inside = match.group(1).upper()
        return emoji.get(inside) or emoji.get(inside.replace("/", "")) or match.group(0)

    return _SYMBOL.sub(symbol, cost)


def _stats(face: CardFaceText) -> str:
    if face["power"] is not None or face["toughness"] is not None:
        return f"{face['power']}/{face['toughness']}"
    return f"[{face['loyalty']}]" if face["loyalty"] else ""


def face_text(face: CardFaceText, emoji: ManaEmoji, *, named: bool) -> str:
    """One face: (its name, for a card of several), mana cost, type line, text, P/T."""
    head = [f"**{quoted(face['name'])}**" if named else ""]
    head.append(mana_cost(face["mana_cost"], emoji) if face["mana_cost"] else "")
    lines = [
        " ".join(part for part in head if part),
        f"*{quoted(face['type_line'])}*",
        quoted(face["text"]),
        f"**{_stats(face)}**" if _stats(face) else "",
    ]
    return "\n".join(line for line in lines if line)


def card_text(answer: CardAnswer, emoji: ManaEmoji) -> str:
    oracle = answer.get("oracle")
    if oracle is None:
        return ""
    named = len(oracle["faces"]) > 1
    return "\n\n".join(face_text(face, emoji, named=named) for face in oracle["faces"])


def japanese_card_text(answer: CardAnswer, emoji: ManaEmoji) -> str | None:
    """The card as its Japanese printing reads (mana cost and P/T as the Oracle's), or None
    when a face has no Japanese printing."""
    oracle = answer.get("oracle")
    faces = oracle["faces"] if oracle else []
    printed = [(f, ja) for f in faces if (ja := f["ja"]) and (ja["type_line"] or ja["text"])]
    if not faces or len(printed) < len(faces):
        return None
    texts = []
    for face, ja in printed:
        head = [f"**{quoted(ja['name'] or face['name'])}**" if len(faces) > 1 else ""]
        head.append(mana_cost(face["mana_cost"], emoji) if face["mana_cost"] else "")
        lines = [
            " ".join(part for part in head if part),
            f"*{quoted(ja['type_line'])}*" if ja["type_line"] else "",
            quoted(ja["text"] or ""),
            f"**{_stats(face)}**" if _stats(face) else "",
        ]
        texts.append("\n".join(line for line in lines if line))
    return "\n\n".join(texts)


def reader_card_text(
    answer: CardAnswer, lang: Lang, emoji: ManaEmoji
) -> tuple[str, tuple[str, str] | None]:
    """The card's text for the reader, and the other printing as a field (name, value) below:
    a Japanese reader reads the Japanese printing, the Oracle text under it; an English one the
    Oracle text, the Japanese printing under it."""
    japanese = japanese_card_text(answer, emoji) if lang == "ja" else None
    if japanese is not None:
        return japanese, (tr(lang, "oracle_text"), card_text(answer, emoji))
    return card_text(answer, emoji), japanese_field(answer, lang)


def japanese_text(ja: JapaneseCardText) -> str:
    parts = [f"*{quoted(ja['type_line'])}*" if ja["type_line"] else "", quoted(ja["text"] or "")]
    return "\n".join(part for part in parts if part)


def japanese_field(answer: CardAnswer, lang: Lang) -> tuple[str, str] | None:
    """The Japanese printing (every face's), or None when the card data has none."""
    oracle = answer.get("oracle")
    faces = [face["ja"] for face in oracle["faces"]] if oracle else []
    printed = [ja for ja in faces if ja and (ja["type_line"] or ja["text"])]
    if not printed:
        return None
    name = printed[0]["name"] or answer["ja"] or ""
    value = "\n\n".join(japanese_text(ja) for ja in printed)
    return f"{tr(lang, 'japanese_text')}: {name}".rstrip(": "), value


def newest_first(rulings: list[CardRuling]) -> list[CardRuling]:
    return sorted(rulings, key=lambda ruling: ruling["date"] or "", reverse=True)


def ruling_name(ruling: CardRuling, lang: Lang) -> str:
    """Dated, and in a Japanese reply marked as English (rulings are published in English)."""
    return tr(lang, "ruling_dated", date=ruling["date"] or "-")


def _link(text: str, url: str | None) -> str:
    address = web_url(url)
    return f"[{text}]({address})" if address else text


def keyword_lines(answer: CardAnswer) -> str:
    return "\n".join(
        f"{quoted(rule['keyword'])} → {_link(rule['number'], rule.get('url'))}"
        for rule in answer.get("keyword_rules", [])
    )


def list_lines(answer: CardAnswer, limit: int | None = None) -> str:
    items = answer["lists"][:limit] if limit else answer["lists"]
    lines = []
    for item in items:
        where = f"{quoted(item['page'])} › {quoted(item['section'])}"
        lines.append(f"• {_link(where, item.get('section_url'))}")
    return "\n".join(lines)


def _new_builder(answer: CardAnswer, text: str) -> PageBuilder:
    title = card_display(answer)
    return PageBuilder(title=title, description=text, url=answer.get("scryfall_url"))


def _add_wiki(builder: PageBuilder, answer: CardAnswer, lang: Lang) -> None:
    """The wiki's commentary on the card, the lists it is on, where it is discussed: last."""
    for commentary in answer.get("commentary", []):
        link = _link(quoted(commentary["page"]), commentary["url"])
        text = f"{blockquote(commentary['text'], 900)}\n{link}"
        builder.add_field(f"{tr(lang, 'commentary')}: {quoted(commentary['page'])}", text)
    lines = list_lines(answer)
    if lines or "oracle" not in answer:
        builder.add_long_field(tr(lang, "lists"), lines or tr(lang, "none"))
    for mention in answer["mentions"]:
        where = " › ".join([mention["page"], *mention["section_path"]])
        link = _link(quoted(where), mention.get("section_url") or mention["url"])
        builder.add_field(
            f"{tr(lang, 'mentions')}: {where}", f"{blockquote(mention['text'], 900)}\n{link}"
        )


def card_pages(
    answer: CardAnswer, lang: Lang, emoji: ManaEmoji | None = None
) -> list[discord.Embed]:
    """/card: the card, the Japanese printing and keyword rules with the newest rulings on the
    first page, the other rulings on the pages after it, the wiki's part last."""
    text, other = reader_card_text(answer, lang, emoji or {})
    builder = _new_builder(answer, text)
    if other:
        builder.add_long_field(*other)
    keywords = keyword_lines(answer)
    if keywords:
        builder.add_field(tr(lang, "keyword_rules"), keywords)
    rulings = newest_first(answer.get("rulings", []))
    for index, ruling in enumerate(rulings):
        if (
            index >= RULINGS_ON_FIRST_PAGE
            and (index - RULINGS_ON_FIRST_PAGE) % RULINGS_PER_PAGE == 0
        ):
            builder.start_page()
        builder.add_field(ruling_name(ruling, lang), blockquote(ruling["text"], RULING_TEXT))
    _add_wiki(builder, answer, lang)
    pages = builder.build()
    image = answer.get("image_url")
    for page in pages:
        if image:
            page.set_thumbnail(url=image)
    return pages


def card_panel(
    answer: CardAnswer, lang: Lang, emoji: ManaEmoji | None = None, *, budget: int = 1150
) -> discord.Embed:
    """The same panel within `budget` characters: the card, its Japanese printing and newest
    ruling cut to their shares, the first lists, and a footer counting what /card shows."""
    title = limits.truncate(card_display(answer), limits.EMBED_TITLE)
    text, other = reader_card_text(answer, lang, emoji or {})
    lists = list_lines(answer, PANEL_LISTS)
    embed = discord.Embed(
        title=title,
        url=answer.get("scryfall_url"),
        description=limits.truncate(text or lists or tr(lang, "none"), int(budget * FACE_SHARE)),
        colour=COLOUR,
    )
    if other:
        name, value = other
        embed.add_field(
            name=limits.truncate(name, 100),
            value=limits.truncate(value, int(budget * JAPANESE_SHARE)),
            inline=False,
        )
    rulings = newest_first(answer.get("rulings", []))
    if rulings:
        embed.add_field(
            name=ruling_name(rulings[0], lang),
            value=blockquote(rulings[0]["text"], int(budget * RULING_SHARE)),
            inline=False,
        )
    if text and lists:
        embed.add_field(
            name=tr(lang, "lists"),
            value=limits.truncate(lists, int(budget * RULING_SHARE)),
            inline=False,
        )
    if answer.get("image_url"):
        embed.set_thumbnail(url=answer["image_url"])
    counts = {
        "rulings": len(rulings),
        "lists": len(answer["lists"]),
        "mentions": len(answer["mentions"]),
    }
    embed.set_footer(text=tr(lang, "card_panel_footer", **counts))
    return within(embed, budget)


def within(embed: discord.Embed, budget: int) -> discord.Embed:
    """`embed` cut to `budget` characters: its last fields dropped first (the lists, the
    ruling, the Japanese printing), then its text shortened."""
    while len(embed) > budget and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > budget and embed.description:
        room = len(embed.description) - (len(embed) - budget)
        embed.description = limits.truncate(embed.description, max(room, 1))
    return embed


def image_link(answer: CardAnswer, lang: Lang) -> tuple[str, str] | None:
    """The full image's button: (label, address), or None without card data."""
    url = answer.get("image_url")
    if not url:
        return None
    name = answer["ja"] if lang == "ja" and answer["ja"] else answer["en"] or answer["ja"] or ""
    return limits.truncate(tr(lang, "full_image", name=name), limits.BUTTON_LABEL), url
