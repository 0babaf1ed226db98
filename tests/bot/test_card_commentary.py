"""A card with its own wiki page: every surface quotes the page's text as written, with its URL,
and the Discord embeds stay within Discord's limits however long the text is."""

from __future__ import annotations

from bot.application.answer_types import CardAnswer
from bot.discord_app.cogs.cards.panel import card_pages
from bot.discord_app.shared import limits
from bot.terminal.render_text import render_card

URL = "https://mtgwiki.com/wiki/白金の天使/Platinum_Angel"
LEAD = "白金の天使/Platinum Angelはアーティファクト・クリーチャー。あなたはゲームに敗北しない。"


def _answer(text: str) -> CardAnswer:
    return {
        "ref": "card:Platinum Angel",
        "en": "Platinum Angel",
        "ja": "白金の天使",
        "lists": [],
        "mentions": [],
        "commentary": [{"page": "白金の天使/Platinum Angel", "url": URL, "text": text}],
    }


def test_text_rendering_quotes_the_page_and_its_url() -> None:
    rendered = render_card(_answer(LEAD), "ja")
    assert LEAD in rendered and URL in rendered


def test_discord_embeds_quote_the_page_within_limits() -> None:
    embeds = card_pages(_answer(LEAD * 40), "en")
    fields = [field for embed in embeds for field in embed.fields]
    commentary = next(field for field in fields if "白金の天使/Platinum Angel" in str(field.name))
    assert URL in str(commentary.value) and LEAD[:20] in str(commentary.value)
    assert all(len(str(field.value)) <= limits.EMBED_FIELD_VALUE for field in fields)
    assert all(limits.embed_total(embed.to_dict()) <= limits.EMBED_TOTAL for embed in embeds)
