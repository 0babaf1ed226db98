"""Pages of embeds with ◀ n/N ▶ buttons, and what their buttons carry to outlive a restart."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence

import discord

from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import Lang
from bot.discord_app.shared.owned_view import OwnedView
from bot.discord_app.shared.sessions import SessionStore

PAGES_PREFIX = "jbp"  # custom_ids that also carry a paged answer (a rule, a card, a card list)
PAGE_TURNS = {"page_prev": -1, "page_next": 1}


@dataclasses.dataclass(frozen=True)
class PagesRecipe:
    """What a paged answer's buttons carry so that it can be rebuilt after a restart (see
    `bot.discord_app.shared.restored`): the owner, the language, which command (`kind`: "rule",
    "card" or "cards") and what it showed (`shown`: "724.5@20260116", a card's name, a list's
    title). `shown` is "" when it does not fit a custom_id: a press after a restart says so."""

    owner_id: int
    lang: Lang
    kind: str
    shown: str


# jbp:<session>:<action>:<owner>:<page>:<lang>:<kind>:<shown>
PAGES_ID_RE = re.compile(
    rf"{PAGES_PREFIX}:(?P<session>[0-9a-f]+):(?P<action>[a-z_]+):(?P<owner>[0-9]+)"
    r":(?P<page>[0-9]+):(?P<lang>ja|en):(?P<kind>rule|cards|card):(?P<shown>.*)",
    re.DOTALL,
)


def pages_custom_id(session_id: str, action: str, recipe: PagesRecipe, page: int) -> str:
    def build(shown: str) -> str:
        return (
            f"{PAGES_PREFIX}:{session_id}:{action}:{recipe.owner_id}:{page}:{recipe.lang}"
            f":{recipe.kind}:{shown}"
        )

    value = build(recipe.shown)
    return value if len(value) <= limits.CUSTOM_ID else build("")


class PagedView(OwnedView):
    """Pages of embeds with ◀ n/N ▶ buttons (shown only when there is more than one page, in
    the row under a subclass's own buttons). With a `recipe`, the buttons' custom_ids carry the
    answer and the page, so that a press still works after the bot restarts
    (`bot.discord_app.shared.restored`)."""

    def __init__(
        self,
        pages: Sequence[discord.Embed],
        *,
        owner_id: int,
        store: SessionStore,
        timeout: float,
        defer_after: float = 1.0,
        recipe: PagesRecipe | None = None,
    ) -> None:
        super().__init__(owner_id=owner_id, store=store, timeout=timeout)
        self.defer_after = defer_after
        self.recipe = recipe
        self.page = 0
        self.pages: list[discord.Embed] = list(pages)
        self._page_buttons = [self.page_prev, self.page_counter, self.page_next]
        self.actions = {"page_prev": self.page_prev, "page": self.page_counter}
        self.actions |= {"page_next": self.page_next}
        for button in self._page_buttons:
            self.remove_item(button)  # added back by `set_pages` for answers of several pages
        self.set_pages(self.pages)

    def custom_id_for(self, action: str) -> str:
        if self.recipe is None:
            return super().custom_id_for(action)
        return pages_custom_id(self.session.id, action, self.recipe, self.page)

    @discord.ui.button(emoji="◀", style=discord.ButtonStyle.secondary, row=1)
    async def page_prev(
        self, interaction: discord.Interaction, button: discord.ui.Button[PagedView]
    ) -> None:
        await self._turn(interaction, -1)

    @discord.ui.button(label="1/1", style=discord.ButtonStyle.secondary, row=1)
    async def page_counter(
        self, interaction: discord.Interaction, button: discord.ui.Button[PagedView]
    ) -> None:
        """Never pressed: it shows the page number, disabled."""

    @discord.ui.button(emoji="▶", style=discord.ButtonStyle.secondary, row=1)
    async def page_next(
        self, interaction: discord.Interaction, button: discord.ui.Button[PagedView]
    ) -> None:
        await self._turn(interaction, 1)

    def set_pages(self, pages: Sequence[discord.Embed]) -> None:
        self.pages = list(pages) or [discord.Embed(description="-")]
        self.page = min(self.page, len(self.pages) - 1)
        paged = len(self.pages) > 1
        for item in self._page_buttons:
            if paged and item not in self.children:
                self.add_item(item)
            if not paged and item in self.children:
                self.remove_item(item)
        if paged:
            self._refresh_page_buttons()
        self.stamp()

    def _refresh_page_buttons(self) -> None:
        self.page_counter.label = f"{self.page + 1}/{len(self.pages)}"
        self.page_counter.disabled = True
        self.page_prev.disabled = self.page == 0
        self.page_next.disabled = self.page >= len(self.pages) - 1

    @property
    def embed(self) -> discord.Embed:
        return self.pages[self.page]

    def turn(self, step: int) -> None:
        self.page = min(max(self.page + step, 0), len(self.pages) - 1)
        if len(self.pages) > 1:
            self._refresh_page_buttons()
        self.stamp()

    @classmethod
    def replays(cls, action: str) -> bool:
        """Whether a press of `action` from before a restart can be replayed (`replay`)."""
        return action in PAGE_TURNS

    async def replay(self, action: str) -> None:
        """Do what a press of `action` did, on a view rebuilt after a restart."""
        self.turn(PAGE_TURNS.get(action, 0))

    async def _turn(self, interaction: discord.Interaction, step: int) -> None:
        self.turn(step)
        await interaction.response.edit_message(embed=self.embed, view=self)
