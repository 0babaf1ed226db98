"""/card (one card: names, lists, wiki mentions) and /cards (a whole card list, paginated)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from .. import limits
from ..i18n import interaction_lang, tr
from ..render import card_list_pages, card_pages
from ..replies import Reply
from ..views import PagedView
from . import JudgeCog

if TYPE_CHECKING:
    from ..client import JudgeBot


class CardsCog(JudgeCog):
    @app_commands.command(
        name="card",
        description="Show a card's names, the lists it is on and where the wiki discusses it",
    )
    @app_commands.describe(name="Card name, in Japanese or English")
    async def card(
        self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 100]
    ) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            answer = await self.app.card(name)
            view = PagedView(card_pages(answer, lang), **self.view_options(interaction))
            return Reply(embeds=[view.embed], view=view)

        await self.reply(interaction, compute())

    @card.autocomplete("name")
    async def name_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices(interaction, "card", current)

    @app_commands.command(name="cards", description="Show a whole card list from the wiki")
    @app_commands.rename(query="list")
    @app_commands.describe(query="A list title or a question about cards")
    async def cards(
        self, interaction: discord.Interaction, query: app_commands.Range[str, 1, 200]
    ) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            answer = await self.app.cards(query)
            if not answer["lists"]:
                shown = discord.utils.escape_markdown(limits.truncate(query, 200))
                return Reply(content=tr(lang, "no_list", query=shown), ephemeral=True)
            view = PagedView(card_list_pages(answer, lang), **self.view_options(interaction))
            return Reply(embeds=[view.embed], view=view)

        await self.reply(interaction, compute())

    @cards.autocomplete("query")
    async def list_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices(interaction, "list", current)


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(CardsCog(bot))
