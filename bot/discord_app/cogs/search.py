"""/search: the best answer quoted with its source, the rule it belongs to, the card rulings that
answer it, the cards the question names and a walkthrough of the same rules; a menu of the other
hits."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.application.answer_types import SearchAnswer
from bot.discord_app import limits
from bot.discord_app.cogs import JudgeCog
from bot.discord_app.i18n import Lang, interaction_lang, tr
from bot.discord_app.render import add_answer_context, answer_order
from bot.discord_app.replies import Reply
from bot.discord_app.views import SearchView

if TYPE_CHECKING:
    from bot.discord_app.client import JudgeBot


class AnswerView(SearchView):
    """The hits, best answer first; the best answer's embed carries its context."""

    def __init__(self, answer: SearchAnswer, lang: Lang, **kwargs: Any) -> None:
        super().__init__(answer_order(answer), lang, **kwargs)
        self.answer = answer

    @property
    def embed(self) -> discord.Embed:
        embed = super().embed
        if self.shown == 0:
            add_answer_context(embed, self.answer, self.lang)
        return embed


class SearchCog(JudgeCog):
    @app_commands.command(name="search", description="Search the rules and the wiki")
    @app_commands.describe(question="Your question, in Japanese or English")
    async def search(
        self, interaction: discord.Interaction, question: app_commands.Range[str, 1, 300]
    ) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            answer = await self.app.search(question, limit=limits.SELECT_OPTIONS)
            if not answer["hits"]:
                shown = discord.utils.escape_markdown(limits.truncate(question, 300))
                return Reply(content=tr(lang, "no_hits", query=shown), ephemeral=True)
            view = AnswerView(answer, lang, **self.view_options(interaction))
            return Reply(embeds=[view.embed], view=view)

        await self.reply(interaction, compute())


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(SearchCog(bot))
