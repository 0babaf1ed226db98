"""The rule browser: a rule's pages with buttons to its parent, previous and next rules."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot.application.answer_types import RuleAnswer
from bot.discord_app.shared import limits
from bot.discord_app.shared.messages import update_in_time
from bot.discord_app.shared.paginator import PagedView

RulePages = Callable[[str, RuleAnswer | None], Awaitable[tuple[RuleAnswer, list[discord.Embed]]]]
# A button's action -> the key of the rule it goes to.
RULE_MOVES = {"up": "parent", "rule_prev": "previous", "rule_next": "next"}


class RuleView(PagedView):
    """A rule with buttons to its parent, previous and next rules (and its pages)."""

    def __init__(
        self,
        answer: RuleAnswer,
        pages: Sequence[discord.Embed],
        load: RulePages,
        **kwargs: Any,
    ) -> None:
        self.answer = answer
        self.load = load
        super().__init__(pages, **kwargs)
        self.actions = {"up": self.up, "rule_prev": self.rule_prev, "rule_next": self.rule_next}
        self.actions |= {"page_prev": self.page_prev, "page": self.page_counter}
        self.actions |= {"page_next": self.page_next}
        self._refresh_rule_buttons()

    @discord.ui.button(emoji="⬆️", label="-", style=discord.ButtonStyle.secondary, row=0)
    async def up(
        self, interaction: discord.Interaction, button: discord.ui.Button[RuleView]
    ) -> None:
        await self._go(interaction, "parent")

    @discord.ui.button(emoji="⬅️", label="-", style=discord.ButtonStyle.secondary, row=0)
    async def rule_prev(
        self, interaction: discord.Interaction, button: discord.ui.Button[RuleView]
    ) -> None:
        await self._go(interaction, "previous")

    @discord.ui.button(emoji="➡️", label="-", style=discord.ButtonStyle.secondary, row=0)
    async def rule_next(
        self, interaction: discord.Interaction, button: discord.ui.Button[RuleView]
    ) -> None:
        await self._go(interaction, "next")

    def _refresh_rule_buttons(self) -> None:
        for button, key in (
            (self.up, "parent"),
            (self.rule_prev, "previous"),
            (self.rule_next, "next"),
        ):
            number = self.answer.get(key)
            button.label = limits.truncate(str(number), limits.BUTTON_LABEL) if number else "-"
            button.disabled = not number
        if self.recipe is not None:
            shown = f"{self.answer['number']}@{self.answer['edition']}"
            self.recipe = dataclasses.replace(self.recipe, shown=shown)
        self.stamp()

    async def go(self, key: str) -> None:
        """Show the rule's "parent", "previous" or "next" rule, if it has one."""
        number = self.answer.get(key)
        if number:
            self.answer, pages = await self.load(str(number), self.answer)
            self.page = 0
            self.set_pages(pages)
            self._refresh_rule_buttons()

    @classmethod
    def replays(cls, action: str) -> bool:
        return action in RULE_MOVES or super().replays(action)

    async def replay(self, action: str) -> None:
        await super().replay(action)
        if action in RULE_MOVES:
            await self.go(RULE_MOVES[action])

    async def _go(self, interaction: discord.Interaction, key: str) -> None:
        if not self.answer.get(key):
            await interaction.response.defer()
            return

        async def make() -> dict[str, Any]:
            await self.go(key)
            return {"embed": self.embed, "view": self}

        await update_in_time(interaction, make, defer_after=self.defer_after)
