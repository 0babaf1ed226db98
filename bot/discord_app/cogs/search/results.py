"""/search's answer: the best hit (with its context), and a menu of the other hits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, cast

import discord

from bot.application.answer_types import SearchAnswer, SearchHit
from bot.application.reading.verdict_grounds import walkthrough_edition
from bot.discord_app.cogs.search.embeds import (
    answer_embed,
    answer_order,
    hit_embed,
    hit_option_description,
    hit_option_label,
)
from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import Lang, tr
from bot.discord_app.shared.messages import send_ephemeral
from bot.discord_app.shared.owned_view import OwnedView
from bot.walkthroughs.scenarios import Scenario


class SearchView(OwnedView):
    """The best hit, and a select menu of the other hits."""

    def __init__(self, hits: Sequence[SearchHit], lang: Lang, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hits = list(hits)[: limits.SELECT_OPTIONS]
        self.lang = lang
        self.shown = 0
        self.menu.placeholder = tr(lang, "other_hits")
        self.menu.options = self._options()
        self.actions = {"hit": self.menu}
        self.stamp()
        if len(self.hits) <= 1:
            self.remove_item(self.menu)

    @discord.ui.select(cls=discord.ui.Select)
    async def menu(
        self, interaction: discord.Interaction, menu: discord.ui.Select[SearchView]
    ) -> None:
        value = menu.values[0] if menu.values else "0"
        self.shown = min(max(int(value), 0), len(self.hits) - 1) if value.isdigit() else 0
        menu.options = self._options()
        await interaction.response.edit_message(embed=self.embed, view=self)

    def _options(self) -> list[discord.SelectOption]:
        return [
            discord.SelectOption(
                label=hit_option_label(hit),
                value=str(index),
                description=hit_option_description(hit) or None,
                default=index == self.shown,
            )
            for index, hit in enumerate(self.hits)
        ]

    @property
    def embed(self) -> discord.Embed:
        return hit_embed(self.hits[self.shown], self.lang, self.shown, len(self.hits))


class ScenarioWalker(Protocol):
    """What opens a walkthrough of a scenario (the simulate feature's cog): the search feature
    asks for it by name rather than importing another feature."""

    async def walk_scenario(
        self, interaction: discord.Interaction, scenario: Scenario, edition: str | None
    ) -> None: ...


class AnswerView(SearchView):
    """The composed answer first (the verdict, the deciding card or the best hit, with its
    context), the other hits in the menu; with a verdict, a button that steps through the
    very situation the engine judged."""

    def __init__(self, answer: SearchAnswer, lang: Lang, **kwargs: Any) -> None:
        super().__init__(answer_order(answer), lang, **kwargs)
        self.answer = answer
        if answer["verdict"] is None:
            self.remove_item(self.step_through)
        else:
            self.step_through.label = tr(lang, "step_through")
            self.actions = {**self.actions, "walk": self.step_through}
            self.stamp()

    @discord.ui.button(style=discord.ButtonStyle.primary, emoji="▶")
    async def step_through(
        self, interaction: discord.Interaction, button: discord.ui.Button[AnswerView]
    ) -> None:
        verdict = self.answer["verdict"]
        walker = cast("ScenarioWalker | None", interaction.client.get_cog("SimulateCog"))  # type: ignore[attr-defined]
        if verdict is None or walker is None:
            await send_ephemeral(interaction, tr(self.lang, "error"))
            return
        await walker.walk_scenario(interaction, verdict["scenario"], walkthrough_edition(verdict))

    @property
    def embed(self) -> discord.Embed:
        if self.shown == 0:
            return answer_embed(self.answer, self.lang, len(self.hits))
        return super().embed
