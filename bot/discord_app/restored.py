"""Walkthrough buttons that outlive the process: after a restart a press rebuilds the
walkthrough from its custom_id. (A session that ended in this process, timed out or evicted for a
newer one, answers "expired" like any other: the caps of `sessions` keep their meaning.)

discord.py's `DynamicItem` matches every press whose custom_id fits the template, live or not;
a live session's own view answers those, so this item answers only when the session is gone.
It checks the owner from the custom_id, like the view would. A preset walkthrough is rebuilt
(the preset, language and edition are in the custom_id, and presets are deterministic), moved
as the button says and shown with fresh buttons in a new session; a walkthrough of an uploaded
file or of options cannot be, and the press gets a short private answer saying so.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from .i18n import Lang, interaction_lang, tr
from .replies import busy_reply
from .sessions import SessionsBusy
from .views import WALKTHROUGH_ID_RE, WalkthroughRecipe, send_ephemeral

if TYPE_CHECKING:
    from .client import JudgeBot

log = logging.getLogger(__name__)

MOVES = ("first", "previous", "next", "last")


class WalkthroughRestorer(Protocol):
    async def restore_walkthrough(
        self, interaction: discord.Interaction, recipe: WalkthroughRecipe, step: int, move: str
    ) -> None: ...


class WalkthroughButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=WALKTHROUGH_ID_RE):
    def __init__(self, custom_id: str, match: re.Match[str]) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id))
        lang: Lang = "ja" if match["lang"] == "ja" else "en"
        self.session_id = match["session"]
        self.move = match["action"]
        self.step = int(match["step"])
        self.recipe = WalkthroughRecipe(
            int(match["owner"]), lang, match["edition"], match["preset"]
        )

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> WalkthroughButton:
        return cls(str(getattr(item, "custom_id", "")), match)

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast("JudgeBot", interaction.client)
        if bot.sessions.is_live(self.session_id):
            return  # the session's view answers
        lang = interaction_lang(interaction)
        if bot.sessions.issued_here(self.session_id):
            # Ended in this process (timed out, or evicted for a newer one): as any session.
            await send_ephemeral(interaction, tr(lang, "expired"))
            return
        if interaction.user.id != self.recipe.owner_id:
            await send_ephemeral(interaction, tr(lang, "not_owner"))
            return
        restorer = cast("WalkthroughRestorer | None", bot.get_cog("SimulateCog"))
        if not self.recipe.preset or self.move not in MOVES or restorer is None:
            await send_ephemeral(interaction, tr(lang, "walkthrough_ended"))
            return
        try:
            await restorer.restore_walkthrough(interaction, self.recipe, self.step, self.move)
        except SessionsBusy as error:
            await send_ephemeral(interaction, busy_reply(lang, error).content or "")
