"""/help (the commands, in the reader's language) and /about (sources, editions, version)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord_app.cogs.info.embeds import about_embed, help_embed
from bot.discord_app.cogs.info.guide import HelpEntry, example, ordered
from bot.discord_app.shared.cog import JudgeCog
from bot.discord_app.shared.i18n import COMMAND_NAMES_JA, TEXTS_JA, interaction_lang
from bot.discord_app.shared.replies import Reply

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot


class InfoCog(JudgeCog):
    @app_commands.command(name="help", description="How to use the bot")
    async def help(self, interaction: discord.Interaction) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            slash_commands = self.bot.tree.get_commands(type=discord.AppCommandType.chat_input)
            by_name = {command.name: command for command in slash_commands}
            listed = []
            for name in ordered(list(by_name)):
                shown_name, description = name, getattr(by_name[name], "description", "")
                if lang == "ja":
                    shown_name = COMMAND_NAMES_JA.get(name, name)
                    description = TEXTS_JA.get(description, description)
                listed.append(HelpEntry(shown_name, description, example(lang, name, shown_name)))
            return Reply(embeds=[help_embed(lang, listed)], ephemeral=True)

        await self.reply(interaction, compute(), private=True)

    @app_commands.command(name="about", description="Sources, rules editions and version")
    async def about(self, interaction: discord.Interaction) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            return Reply(embeds=[about_embed(await self.app.about(), lang)])

        await self.reply(interaction, compute())


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(InfoCog(bot))
