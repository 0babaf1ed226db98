"""The base of every cog: the application layer, the options every view takes, replies within
Discord's deadline, and autocomplete and choices within Discord's limits."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.application.app_protocol import Application, AutocompleteKind
from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import interaction_lang
from bot.discord_app.shared.replies import Reply, send_reply

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from bot.discord_app.shared.client import JudgeBot

log = logging.getLogger(__name__)


class JudgeCog(commands.Cog):
    def __init__(self, bot: JudgeBot) -> None:
        self.bot = bot
        self.app: Application = bot.app

    def view_options(self, interaction: discord.Interaction) -> dict[str, Any]:
        """What every view needs: its owner, the session store and the timeout."""
        return {
            "owner_id": interaction.user.id,
            "store": self.bot.sessions,
            "timeout": self.bot.settings.view_timeout,
        }

    async def reply(
        self, interaction: discord.Interaction, compute: Awaitable[Reply], *, private: bool = False
    ) -> None:
        """`private`: every reply is ephemeral, so a deferral should be too."""
        await send_reply(
            interaction, compute, defer_after=self.bot.settings.defer_after, private=private
        )

    async def choices(
        self, interaction: discord.Interaction, kind: AutocompleteKind, current: str
    ) -> list[app_commands.Choice[str]]:
        """Autocomplete choices from the application layer in the reader's language, trimmed to
        Discord's limits."""
        lang = interaction_lang(interaction)
        try:
            found = await self.app.autocomplete(kind, current[: limits.CHOICE_VALUE], lang=lang)
        except Exception:
            log.exception("Autocomplete of %s failed for %r", kind, current)
            return []
        result = []
        for choice in found[: limits.AUTOCOMPLETE_CHOICES]:
            if not choice.name or len(choice.value) > limits.CHOICE_VALUE:
                continue  # a value Discord would refuse; better missing than rejected
            result.append(
                app_commands.Choice(
                    name=limits.truncate(choice.name, limits.CHOICE_NAME), value=choice.value
                )
            )
        return result


def set_choices(
    command: app_commands.Command[Any, ..., Any],
    parameter: str,
    choices: list[app_commands.Choice[str]],
) -> None:
    """Give a parameter choices known only when the cog loads (the editions), before sync.

    Choices rather than autocomplete: Discord then offers exactly these and refuses anything
    else. The parameter is the command's, shared by every instance of the cog; a process runs
    one bot over one database, whose cog sets them as it loads."""
    app_commands.choices(**{parameter: choices[: limits.AUTOCOMPLETE_CHOICES]})(command)
