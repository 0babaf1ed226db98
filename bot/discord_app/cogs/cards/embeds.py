"""The embeds of /cards (a card list, paginated); a card's own panel is `panel`'s."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.application.answer_types import CardAnswer, CardList, CardListAnswer, ListedCard
from bot.application.reading.list_notes import note_places
from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import describe_pages, quoted
from bot.discord_app.shared.i18n import Lang, tr


def card_display(card: CardAnswer | ListedCard) -> str:
    ja, en = card["ja"], card["en"]
    if ja and en:
        return f"{ja} / {en}"
    return str(ja or en or "?")


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
