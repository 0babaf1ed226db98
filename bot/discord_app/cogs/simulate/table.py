"""Others at the table: what a walkthrough posted in a channel gives everyone but its owner.

The owner's message stays the owner's: anyone else who presses one of its buttons gets a private
copy of the walkthrough of their own (an ephemeral message with its own buttons, in their
language when the walkthrough is a preset, which can be run again in it), starting from the step
the message shows and moved as they pressed. Whoever chooses a rule in the step's menu gets its
full text privately, in their language where the rules database has it (after a restart too,
for a preset).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_app.cogs.simulate.walkthrough_embed import (
    WalkthroughPosition,
    rule_text_embed,
)
from bot.discord_app.cogs.simulate.walkthrough_view import WalkthroughRecipe, WalkthroughView
from bot.discord_app.shared.i18n import interaction_lang, tr
from bot.discord_app.shared.messages import send_ephemeral, send_private
from bot.discord_app.shared.replies import busy_reply
from bot.discord_app.shared.sessions import SessionsBusy
from bot.walkthroughs.cited_rules import rule_in

if TYPE_CHECKING:
    from bot.discord_app.cogs.simulate.cog import SimulateCog


class ReadersAtTable:
    """`OthersAtTable` for the simulate cog's walkthroughs."""

    def __init__(self, cog: SimulateCog) -> None:
        self.cog = cog

    async def position_for(
        self, interaction: discord.Interaction, view: WalkthroughView
    ) -> WalkthroughPosition:
        """The walkthrough in the reader's language where it can be made again (a preset),
        else as it is; at the step the message shows."""
        lang, recipe = interaction_lang(interaction), view.recipe
        position = WalkthroughPosition(view.position.walk)
        if lang != view.position.lang and recipe.preset:
            result = self.cog.scenarios.run_preset(recipe.preset, lang=lang)
            position = await self.cog.session_position(result, lang, recipe.edition or None)
        position.index = min(view.position.index, position.count - 1)
        return position

    async def private_copy(
        self, interaction: discord.Interaction, view: WalkthroughView, move: str
    ) -> None:
        position = await self.position_for(interaction, view)
        position.go(move)
        recipe = view.recipe
        mine = WalkthroughRecipe(interaction.user.id, position.lang, recipe.edition, recipe.preset)
        try:
            copy = WalkthroughView(
                position, mine, others=self, **self.cog.view_options(interaction)
            )
        except SessionsBusy as error:
            await send_ephemeral(interaction, busy_reply(position.lang, error).content or "")
            return
        copy.origin = interaction
        embed, files = await copy.pictured()
        await send_private(interaction, embed=embed, files=files, view=copy)

    async def rule_text(
        self, interaction: discord.Interaction, position: WalkthroughPosition, number: str
    ) -> None:
        lang = interaction_lang(interaction)
        step = position.step
        rule = next((r for r in step.rules if r.number == number), None) if step else None
        if rule is None:  # the message moved on meanwhile
            await send_ephemeral(interaction, tr(lang, "expired"))
            return
        if lang != position.lang:
            rule = await rule_in(self.cog.app, rule, lang)
        await send_private(interaction, embed=rule_text_embed(rule, lang))
