"""/search's answer: the best hit (with its context), and a menu of the other hits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.application.answer_types import SearchAnswer, SearchHit
from bot.discord_app.cogs.search.embeds import (
    add_answer_context,
    answer_order,
    hit_embed,
    hit_option_description,
    hit_option_label,
)
from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import Lang, tr
from bot.discord_app.shared.owned_view import OwnedView


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


class AnswerView(SearchView):
    """The hits, best answer first; the best answer's embed carries its context."""

    def __init__(self, answer: SearchAnswer, lang: Lang, **kwargs: Any) -> None:
        super().__init__(answer_order(answer), lang, **kwargs)
        self.answer = answer

    @property
    def embed(self) -> discord.Embed:
        embed = super().embed
        if self.shown == 0:
            add_answer_context(embed, self.answer, self.lang)
        return embed
