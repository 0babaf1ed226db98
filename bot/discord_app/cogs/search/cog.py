"""/search: the best answer quoted with its source, the rule it belongs to, the card rulings that
answer it, the cards the question names and a walkthrough of the same rules; a menu of the other
hits."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord_app.cogs.search.results import AnswerView
from bot.discord_app.shared import limits
from bot.discord_app.shared.cog import JudgeCog
from bot.discord_app.shared.i18n import interaction_lang, tr
from bot.discord_app.shared.replies import Reply

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot


class SearchCog(JudgeCog):
    @app_commands.command(name="search", description="Search the rules and the wiki")
    @app_commands.describe(question="Your question, in Japanese or English")
    async def search(
        self, interaction: discord.Interaction, question: app_commands.Range[str, 1, 300]
    ) -> None:
        lang = interaction_lang(interaction, question)

        async def compute() -> Reply:
            answer = await self.app.search(question, limit=limits.SELECT_OPTIONS, lang=lang)
            if not answer["hits"]:
                shown = discord.utils.escape_markdown(limits.truncate(question, 300))
                content = tr(lang, "no_hits", query=shown)
                if answer["suggestions"]:
                    names = ", ".join(
                        discord.utils.escape_markdown(n) for n in answer["suggestions"]
                    )
                    content += "\n" + tr(lang, "did_you_mean", suggestions=names)
                return Reply(content=content, ephemeral=True)
            view = AnswerView(answer, lang, **self.view_options(interaction))
            return Reply(embeds=[view.embed], view=view)

        await self.reply(interaction, compute())


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(SearchCog(bot))
