"""A press on a walkthrough's button after a restart: a preset walkthrough is rebuilt (the preset,
language and edition are in the custom_id, and presets are deterministic), moved as the button
says and shown with fresh buttons in a new session; a walkthrough of an uploaded file or of options
cannot be, and the press gets a short private answer saying so (see `shared.restored`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.discord_app.cogs.simulate.walkthrough_view import (
    MOVES,
    WALKTHROUGH_ID_RE,
    WalkthroughRecipe,
)
from bot.discord_app.shared.i18n import Lang
from bot.discord_app.shared.restored import Rebuilt, answer_rebuilding, answered_if_not_restorable

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot


class WalkthroughRestorer(Protocol):
    async def restore_walkthrough(
        self,
        interaction: discord.Interaction,
        recipe: WalkthroughRecipe,
        step: int,
        move: str,
        *,
        private: bool = False,
    ) -> None: ...

    async def restore_rule_text(
        self, interaction: discord.Interaction, recipe: WalkthroughRecipe, step: int, number: str
    ) -> None: ...


class WalkthroughButton(
    Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=WALKTHROUGH_ID_RE
):
    def __init__(self, custom_id: str, match: re.Match[str]) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id))
        lang: Lang = "ja" if match["lang"] == "ja" else "en"
        self.session_id = match["session"]
        self.move = match["action"]
        self.step = int(match["step"])
        self.recipe = WalkthroughRecipe(
            int(match["owner"]), lang, match["edition"], match["preset"]
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast("JudgeBot", interaction.client)
        restorer = cast("WalkthroughRestorer | None", bot.get_cog("SimulateCog"))
        if self.move == "rules":
            await self.rule_text(interaction, restorer)
            return
        restorable = bool(self.recipe.preset) and self.move in MOVES and restorer is not None
        # Someone else at the table gets a private copy of a walkthrough that can be rebuilt.
        private = restorable and interaction.user.id != self.recipe.owner_id
        owner = interaction.user.id if private else self.recipe.owner_id
        if await answered_if_not_restorable(
            interaction, self.session_id, owner, restorable, "walkthrough_ended"
        ):
            return
        assert restorer is not None
        rebuild = restorer.restore_walkthrough(
            interaction, self.recipe, self.step, self.move, private=private
        )
        await answer_rebuilding(interaction, rebuild)

    async def rule_text(
        self, interaction: discord.Interaction, restorer: WalkthroughRestorer | None
    ) -> None:
        """A rule chosen in a preset walkthrough's menu after a restart: its text, privately,
        for whoever chose it."""
        data: dict[str, Any] = dict(interaction.data or {})
        values = [str(value) for value in data.get("values") or []]
        restorable = bool(self.recipe.preset and values) and restorer is not None
        if await answered_if_not_restorable(
            interaction, self.session_id, interaction.user.id, restorable, "walkthrough_ended"
        ):
            return
        assert restorer is not None
        rebuild = restorer.restore_rule_text(interaction, self.recipe, self.step, values[0])
        await answer_rebuilding(interaction, rebuild)
