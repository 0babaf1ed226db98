"""The embeds of /card (pages: names, lists, wiki mentions, Oracle text, rulings), /cards (a card
list, paginated) and the compact card panels of "Look up cards" and inline `[[name]]` lookups."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.application.answer_types import (
    CardAnswer,
    CardFaceText,
    CardList,
    CardListAnswer,
    JapaneseCardText,
    ListedCard,
)
from bot.application.list_notes import note_places
from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import COLOUR, PageBuilder, blockquote, describe_pages, quoted
from bot.discord_app.shared.i18n import Lang, tr


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


def card_list_lines(cards: Sequence[ListedCard]) -> list[str]:
    """One line a card, the wiki's note beside it or once under its group."""
    lines: list[str] = []
    for card, place in zip(cards, note_places(cards), strict=True):
        line = f"• {quoted(card_display(card))}"
        lines.append(f"{line} — {quoted(place.beside)}" if place.beside else line)
        if place.under:
            lines.append(f"  ↳ {quoted(place.under)}")
    return lines


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
    lines = card_list_lines(best["cards"])
    header = tr(lang, "cards_count", count=len(best["cards"]))
    pages = limits.pack_lines(lines, limits.EMBED_DESCRIPTION - 200, max_lines=per_page)
    pages = [f"{header}\n{page}" for page in pages] or [header]
    if others:
        titles = ", ".join(quoted(card_list_title(o, lang)) for o in others)
        pages[-1] = f"{pages[-1]}\n\n{limits.truncate(tr(lang, 'other_lists', titles=titles), 150)}"
    return describe_pages(pages, title)
