"""Answering an application command within Discord's 3-second deadline.

A command computes its reply as a coroutine. If the reply is ready quickly it is sent as the
interaction response; otherwise the interaction is deferred first ("thinking…") and the reply
replaces the placeholder when it is ready. Expected failures (not found, bad input, no free
session slot) become a short message for the user; anything else propagates to the tree's error
handler.

Private stays private. Whether a deferral is ephemeral is fixed when it is sent, and Discord turns
the first follow-up after a deferral into an edit of that placeholder, ignoring the follow-up's
own ephemeral flag. So a private reply after a public deferral deletes the placeholder first and
only then sends itself as an ephemeral follow-up (see `messages.send_private`): the private text
is never in a public message, at the cost of a moment with no placeholder. A command whose
replies are always private (/help) defers ephemerally instead. Deferring every command
ephemerally would not do: a public answer after a private deferral would have to be reposted the
same way, and public answers are the common case.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.application.app_protocol import BadInputError, NotFoundError
from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import Lang, interaction_lang, tr
from bot.discord_app.shared.messages import (
    mark_public_placeholder,
    placeholder_replaced,
    send_private,
)
from bot.discord_app.shared.owned_view import OwnedView
from bot.discord_app.shared.sessions import SessionsBusy

log = logging.getLogger(__name__)


@dataclass
class Reply:
    content: str | None = None
    embeds: list[discord.Embed] = field(default_factory=list)
    view: OwnedView | None = None
    ephemeral: bool = False
    files: list[discord.File] = field(default_factory=list)  # attachments, e.g. a step picture
    # Buttons that need no session (a link, a suggestion whose custom_id says it all), for a
    # reply without a view of its own; sent, and never waited on.
    buttons: list[discord.ui.Button[Any]] = field(default_factory=list)

    def message_kwargs(self) -> dict[str, Any]:
        kwargs: dict[str, Any] = {"content": self.content, "embeds": self.embeds}
        if self.files:
            kwargs["files"] = self.files
        if self.view is not None and self.view.children:
            kwargs["view"] = self.view
        elif self.buttons:
            kwargs["view"] = button_row(self.buttons)
        return kwargs


def link_button(label: str, url: str) -> discord.ui.Button[Any]:
    return discord.ui.Button(label=limits.truncate(label, limits.BUTTON_LABEL), url=url)


def button_row(buttons: list[discord.ui.Button[Any]]) -> discord.ui.View:
    """A view that only carries `buttons` to Discord: it is stopped as soon as it is sent (see
    `forget_buttons`), so presses reach the bot's dynamic items, never this view."""
    view = discord.ui.View(timeout=None)
    for button in buttons[: limits.ACTION_ROWS * limits.BUTTONS_PER_ROW]:
        view.add_item(button)
    return view


def forget_buttons(kwargs: dict[str, Any], reply: Reply) -> None:
    """Stop a view that only carried buttons (discord.py would keep it for ever otherwise)."""
    view = kwargs.get("view")
    if view is not None and view is not reply.view:
        view.stop()


def not_found_reply(lang: Lang, error: NotFoundError) -> Reply:
    text = tr(lang, "not_found", what=error.in_language(lang))
    if error.rules_not_loaded:
        text += "\n" + tr(lang, "rules_not_loaded")
    if error.suggestions:
        shown = ", ".join(error.suggestions[:10])
        text += "\n" + tr(lang, "did_you_mean", suggestions=shown)
    return Reply(content=limits.truncate(discord.utils.escape_markdown(text), 1000), ephemeral=True)


def bad_input_reply(lang: Lang, error: BadInputError) -> Reply:
    # Messages often name their field already ("events[2].player: unknown player"): say it once.
    if error.field and not error.message.startswith(error.field):
        text = tr(lang, "bad_input_field", field=error.field, message=error.message)
    else:
        text = tr(lang, "bad_input", message=error.message)
    if error.suggestions:
        text += "\n" + tr(lang, "did_you_mean", suggestions=", ".join(error.suggestions[:10]))
    return Reply(content=limits.truncate(discord.utils.escape_markdown(text), 1000), ephemeral=True)


def busy_reply(lang: Lang, error: SessionsBusy) -> Reply:
    minutes = max(math.ceil(error.retry_after / 60), 1)
    return Reply(content=tr(lang, "busy", minutes=minutes), ephemeral=True)


async def _guarded(interaction: discord.Interaction, compute: Awaitable[Reply]) -> Reply:
    lang = interaction_lang(interaction)
    try:
        return await compute
    except NotFoundError as error:
        return not_found_reply(lang, error)
    except BadInputError as error:
        return bad_input_reply(lang, error)
    except SessionsBusy as error:
        return busy_reply(lang, error)


async def send_reply(
    interaction: discord.Interaction,
    compute: Awaitable[Reply],
    *,
    defer_after: float,
    private: bool = False,
) -> None:
    """Send `compute`'s reply, deferring first if it takes longer than `defer_after` seconds.
    `private`: every reply of this command is ephemeral, so a deferral is too."""
    deferral: list[asyncio.Task[Any]] = []

    def defer() -> None:
        if not private:
            mark_public_placeholder(interaction)
        deferral.append(
            asyncio.ensure_future(interaction.response.defer(thinking=True, ephemeral=private))
        )

    # A timer rather than a second task: most replies are ready long before it fires.
    timer = asyncio.get_running_loop().call_later(defer_after, defer)
    try:
        reply = await _guarded(interaction, compute)
    finally:
        timer.cancel()
        if deferral:  # settle it, even on error: the error message must come after it
            await deferral[0]
    kwargs = reply.message_kwargs()
    if reply.ephemeral and interaction.response.is_done():
        await send_private(interaction, **kwargs)
    elif interaction.response.is_done():
        if kwargs.get("view") is None:
            kwargs["view"] = None
        if "files" in kwargs:  # an edit names its files as attachments
            kwargs["attachments"] = kwargs.pop("files")
        await interaction.edit_original_response(**kwargs)
        placeholder_replaced(interaction)
    else:
        await interaction.response.send_message(**kwargs, ephemeral=reply.ephemeral)
    forget_buttons(kwargs, reply)
    view = reply.view
    if view is not None:
        sent: object = kwargs.get("view")
        if sent is view:
            view.origin = interaction
        else:
            # Nothing to press on it: the session is not needed.
            view.stop()
            view.store.remove(view.session.id)
