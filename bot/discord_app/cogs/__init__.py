"""One cog per feature; `JudgeCog` gives each the shared application layer and reply helpers."""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.application.app_protocol import Application, AutocompleteKind
from bot.discord_app import limits
from bot.discord_app.i18n import interaction_lang
from bot.discord_app.replies import Reply, send_reply

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from bot.discord_app.client import JudgeBot

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
    """Give a parameter choices known only at run time (presets, editions), before sync."""
    # discord.py reads choices from the parameter when building the sync payload; the cog's copy of
    # the command has its own parameter mapping, so replacing the entry touches only this cog.
    params = command._params
    allowed = cast(list[app_commands.Choice[str | int | float]], choices)
    params[parameter] = dataclasses.replace(
        params[parameter], choices=allowed[: limits.AUTOCOMPLETE_CHOICES]
    )
