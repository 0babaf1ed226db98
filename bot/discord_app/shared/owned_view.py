"""The base of every interactive message: a view only the user who ran the command may use.

Every view lives in the bounded session store, disables its buttons when it times out, and stops
listening when the store evicts it. custom_ids carry the session id and an action name, never user
text; a view whose presses must work after a restart puts more in them (`custom_id_for`).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

import discord

from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import interaction_lang, tr
from bot.discord_app.shared.messages import send_ephemeral
from bot.discord_app.shared.sessions import SessionStore

log = logging.getLogger(__name__)

CUSTOM_ID_PREFIX = "jb"

Component = discord.ui.Button[Any] | discord.ui.Select[Any]


def custom_id(session_id: str, action: str) -> str:
    value = f"{CUSTOM_ID_PREFIX}:{session_id}:{action}"
    assert len(value) <= limits.CUSTOM_ID
    return value


def session_id_of(value: str) -> str | None:
    """The session id a custom_id of ours carries, or None for somebody else's."""
    parts = value.split(":")
    return parts[1] if len(parts) == 3 and parts[0] == CUSTOM_ID_PREFIX else None


class OwnedView(discord.ui.View):
    """A view only its owner may use, registered in the session store. Its components (declared
    with `@discord.ui.button` / `@discord.ui.select` in subclasses) are named by action in
    `actions`, and `stamp` gives each its custom_id."""

    def __init__(self, *, owner_id: int, store: SessionStore, timeout: float) -> None:
        super().__init__(timeout=timeout)
        self.owner_id = owner_id
        self.store = store
        self.session = store.add(owner_id, self, on_evict=self._evicted)
        self.origin: discord.Interaction | None = None  # whose original response shows this view
        self.actions: Mapping[str, Component] = {}

    def custom_id_for(self, action: str) -> str:
        return custom_id(self.session.id, action)

    def stamp(self) -> None:
        """Give every component the custom_id of its action (as `custom_id_for` makes it now)."""
        for action, item in self.actions.items():
            item.custom_id = self.custom_id_for(action)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        # A session found too old is evicted here, silently: the client's fallback answers the
        # press of any session that is not live, so that exactly one reply is ever sent.
        if self.store.get(self.session.id) is None:
            return False
        if interaction.user.id != self.owner_id:
            await self.pressed_by_someone_else(interaction)
            return False
        # Only the owner's presses keep a session live, as only they refresh the view's timeout.
        self.store.touch(self.session.id)
        return True

    async def pressed_by_someone_else(self, interaction: discord.Interaction) -> None:
        """A press by someone other than the owner: refused privately, unless a view offers
        others something of their own (a walkthrough gives them a private copy)."""
        await send_ephemeral(interaction, tr(interaction_lang(interaction), "not_owner"))

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any]
    ) -> None:
        log.error("Button %s failed", getattr(item, "custom_id", None), exc_info=error)
        await send_ephemeral(interaction, tr(interaction_lang(interaction), "error"))

    async def on_timeout(self) -> None:
        self.store.remove(self.session.id)
        await self.disable()

    def _evicted(self) -> None:
        # Stop at once, so that discord.py's view store forgets this view too. No edit to grey
        # the buttons out: under load that would double the requests; a late press is answered.
        self.stop()

    async def disable(self) -> None:
        """Grey out every item on the message (best effort: the message may be gone)."""
        for item in self.children:
            if isinstance(item, discord.ui.Button) and item.url:
                continue  # a link still leads where it did
            if isinstance(item, discord.ui.Button | discord.ui.Select):
                item.disabled = True
        if self.origin is None:
            return
        try:
            await self.origin.edit_original_response(view=self)
        except discord.HTTPException as exc:
            log.debug("Could not disable the buttons of session %s: %s", self.session.id, exc)
