"""Answering an interaction with a message or an edit: privately when asked (never in public),
and within Discord's deadline (deferring first when the content is slow to make)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.discord_app.shared import limits

log = logging.getLogger(__name__)

# Set in `Interaction.extras` while the interaction's response is a public "thinking…"
# placeholder that nothing has replaced yet.
PUBLIC_PLACEHOLDER = "judgebot.public_placeholder"


def mark_public_placeholder(interaction: discord.Interaction) -> None:
    interaction.extras[PUBLIC_PLACEHOLDER] = True


def placeholder_replaced(interaction: discord.Interaction) -> None:
    interaction.extras.pop(PUBLIC_PLACEHOLDER, None)


async def send_private(interaction: discord.Interaction, **message: Any) -> None:
    """An ephemeral message (content, embeds, view), whether or not the interaction was already
    answered, and never in public (see the docstring of `replies`)."""
    if not interaction.response.is_done():
        await interaction.response.send_message(**message, ephemeral=True)
        return
    if message.get("view") is None:
        message.pop("view", None)  # a follow-up takes a view or nothing
    if interaction.extras.pop(PUBLIC_PLACEHOLDER, False):
        # Discord would turn a follow-up into the public placeholder, ephemeral flag or not.
        await interaction.delete_original_response()
    await interaction.followup.send(**message, ephemeral=True)


async def send_ephemeral(interaction: discord.Interaction, content: str) -> None:
    """A short private message, whether or not the interaction was already answered."""
    try:
        await send_private(interaction, content=limits.truncate(content, limits.CONTENT))
    except discord.HTTPException:
        log.warning("Could not send an ephemeral message", exc_info=True)


async def update_in_time(
    interaction: discord.Interaction,
    make: Callable[[], Awaitable[dict[str, Any]]],
    *,
    defer_after: float,
) -> None:
    """Edit the message a component sits on; defer first if the new content is slow to make."""
    deferral: list[asyncio.Task[Any]] = []

    def defer() -> None:
        deferral.append(asyncio.ensure_future(interaction.response.defer()))

    timer = asyncio.get_running_loop().call_later(defer_after, defer)
    try:
        kwargs = await make()
    finally:
        timer.cancel()
        if deferral:
            await deferral[0]
    if interaction.response.is_done():
        await interaction.edit_original_response(**kwargs)
    else:
        await interaction.response.edit_message(**kwargs)
