"""Interactive message views: paginator, rule browser, search results, walkthrough.

Every view belongs to the user who ran the command (others get a short ephemeral hint), lives in
the bounded session store, disables its buttons when it times out, and stops listening when the
store evicts it. custom_ids carry the session id and an action name, never user text; a
walkthrough's also carry what rebuilds it after a restart (`WalkthroughRecipe`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot.application.answer_types import RuleAnswer, SearchHit
from bot.discord_app import limits
from bot.discord_app.i18n import Lang, interaction_lang, tr
from bot.discord_app.render import hit_embed, hit_option_description, hit_option_label
from bot.discord_app.sessions import SessionStore
from bot.discord_app.step_attachment import step_picture, with_picture
from bot.discord_app.walkthrough import WalkthroughPosition, step_embed

log = logging.getLogger(__name__)

CUSTOM_ID_PREFIX = "jb"
WALKTHROUGH_PREFIX = "jbw"  # custom_ids that also carry a walkthrough's recipe and step
PAGES_PREFIX = "jbp"  # ... and a paged answer's (a rule, a card, a card list) and page


def custom_id(session_id: str, action: str) -> str:
    value = f"{CUSTOM_ID_PREFIX}:{session_id}:{action}"
    assert len(value) <= limits.CUSTOM_ID
    return value


def session_id_of(value: str) -> str | None:
    """The session id a custom_id of ours carries, or None for somebody else's."""
    parts = value.split(":")
    return parts[1] if len(parts) == 3 and parts[0] == CUSTOM_ID_PREFIX else None


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


class OwnedView(discord.ui.View):
    """A view only its owner may use, registered in the session store."""

    def __init__(self, *, owner_id: int, store: SessionStore, timeout: float) -> None:
        super().__init__(timeout=timeout)
        self.owner_id = owner_id
        self.store = store
        self.session = store.add(owner_id, self, on_evict=self._evicted)
        self.origin: discord.Interaction | None = None  # whose original response shows this view

    def cid(self, action: str) -> str:
        return custom_id(self.session.id, action)

    def button(
        self, action: str, *, emoji: str | None = None, label: str | None = None, row: int = 0
    ) -> discord.ui.Button[OwnedView]:
        button: discord.ui.Button[OwnedView] = discord.ui.Button(
            custom_id=self.cid(action),
            emoji=emoji,
            label=limits.truncate(label, limits.BUTTON_LABEL) if label else None,
            style=discord.ButtonStyle.secondary,
            row=row,
        )
        self.add_item(button)
        return button

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        # A session found too old is evicted here, silently: the client's fallback answers the
        # press of any session that is not live, so that exactly one reply is ever sent.
        if self.store.get(self.session.id) is None:
            return False
        if interaction.user.id != self.owner_id:
            await send_ephemeral(interaction, tr(interaction_lang(interaction), "not_owner"))
            return False
        # Only the owner's presses keep a session live, as only they refresh the view's timeout.
        self.store.touch(self.session.id)
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[Any]
    ) -> None:
        log.error("Button %s failed", item.custom_id, exc_info=error)  # type: ignore[attr-defined]
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
            if isinstance(item, discord.ui.Button | discord.ui.Select):
                item.disabled = True
        if self.origin is None:
            return
        try:
            await self.origin.edit_original_response(view=self)
        except discord.HTTPException as exc:
            log.debug("Could not disable the buttons of session %s: %s", self.session.id, exc)


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


@dataclasses.dataclass(frozen=True)
class PagesRecipe:
    """What a paged answer's buttons carry so that it can be rebuilt after a restart (see
    `bot.discord_app.restored`): the owner, the language, which command (`kind`: "rule",
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
    """Pages of embeds with ◀ n/N ▶ buttons (shown only when there is more than one page).
    With a `recipe`, the buttons' custom_ids carry the answer and the page, so that a press
    still works after the bot restarts (`bot.discord_app.restored`)."""

    def __init__(
        self,
        pages: Sequence[discord.Embed],
        *,
        owner_id: int,
        store: SessionStore,
        timeout: float,
        defer_after: float = 1.0,
        page_row: int = 0,
        recipe: PagesRecipe | None = None,
    ) -> None:
        super().__init__(owner_id=owner_id, store=store, timeout=timeout)
        self.defer_after = defer_after
        self.page_row = page_row
        self.recipe = recipe
        self.page = 0
        self.pages: list[discord.Embed] = list(pages)
        self._page_buttons: list[discord.ui.Button[OwnedView]] = []
        self._actions: dict[str, discord.ui.Button[OwnedView]] = {}
        self.set_pages(self.pages)

    def button(
        self, action: str, *, emoji: str | None = None, label: str | None = None, row: int = 0
    ) -> discord.ui.Button[OwnedView]:
        made = super().button(action, emoji=emoji, label=label, row=row)
        self._actions[action] = made
        return made

    def restamp(self) -> None:
        """Put the current page (and answer) into the buttons' custom_ids."""
        if self.recipe is None:
            return
        for action, button in self._actions.items():
            button.custom_id = pages_custom_id(self.session.id, action, self.recipe, self.page)

    def _make_page_buttons(self) -> list[discord.ui.Button[OwnedView]]:
        # Made only for answers of more than one page (most have one).
        self.page_prev = self.button("page_prev", emoji="◀", row=self.page_row)
        self.page_counter = self.button("page", label="1/1", row=self.page_row)
        self.page_next = self.button("page_next", emoji="▶", row=self.page_row)
        self.page_prev.callback = self._page_prev  # type: ignore[method-assign]
        self.page_next.callback = self._page_next  # type: ignore[method-assign]
        return [self.page_prev, self.page_counter, self.page_next]

    def set_pages(self, pages: Sequence[discord.Embed]) -> None:
        self.pages = list(pages) or [discord.Embed(description="-")]
        self.page = min(self.page, len(self.pages) - 1)
        paged = len(self.pages) > 1
        if paged and not self._page_buttons:
            self._page_buttons = self._make_page_buttons()
        for item in self._page_buttons:
            if paged and item not in self.children:
                self.add_item(item)
            if not paged and item in self.children:
                self.remove_item(item)
        if paged:
            self._refresh_page_buttons()
        self.restamp()

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
        self.restamp()

    async def _turn(self, interaction: discord.Interaction, step: int) -> None:
        self.turn(step)
        await interaction.response.edit_message(embed=self.embed, view=self)

    async def _page_prev(self, interaction: discord.Interaction) -> None:
        await self._turn(interaction, -1)

    async def _page_next(self, interaction: discord.Interaction) -> None:
        await self._turn(interaction, 1)


RulePages = Callable[[str, RuleAnswer | None], Awaitable[tuple[RuleAnswer, list[discord.Embed]]]]


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
        self.up = self.button("up", emoji="⬆️", label="-", row=0)
        self.prev_rule = self.button("rule_prev", emoji="⬅️", label="-", row=0)
        self.next_rule = self.button("rule_next", emoji="➡️", label="-", row=0)
        self.up.callback = self._go_up  # type: ignore[method-assign]
        self.prev_rule.callback = self._go_previous  # type: ignore[method-assign]
        self.next_rule.callback = self._go_next  # type: ignore[method-assign]
        self._refresh_rule_buttons()

    def _refresh_rule_buttons(self) -> None:
        for button, key in (
            (self.up, "parent"),
            (self.prev_rule, "previous"),
            (self.next_rule, "next"),
        ):
            number = self.answer.get(key)
            button.label = limits.truncate(str(number), limits.BUTTON_LABEL) if number else "-"
            button.disabled = not number
        if self.recipe is not None:
            shown = f"{self.answer['number']}@{self.answer['edition']}"
            self.recipe = dataclasses.replace(self.recipe, shown=shown)
        self.restamp()

    async def go(self, key: str) -> None:
        """Show the rule's "parent", "previous" or "next" rule, if it has one."""
        number = self.answer.get(key)
        if number:
            self.answer, pages = await self.load(str(number), self.answer)
            self.page = 0
            self.set_pages(pages)
            self._refresh_rule_buttons()

    async def _go(self, interaction: discord.Interaction, key: str) -> None:
        if not self.answer.get(key):
            await interaction.response.defer()
            return

        async def make() -> dict[str, Any]:
            await self.go(key)
            return {"embed": self.embed, "view": self}

        await update_in_time(interaction, make, defer_after=self.defer_after)

    async def _go_up(self, interaction: discord.Interaction) -> None:
        await self._go(interaction, "parent")

    async def _go_previous(self, interaction: discord.Interaction) -> None:
        await self._go(interaction, "previous")

    async def _go_next(self, interaction: discord.Interaction) -> None:
        await self._go(interaction, "next")


class SearchView(OwnedView):
    """The best hit, and a select menu of the other hits."""

    def __init__(self, hits: Sequence[SearchHit], lang: Lang, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hits = list(hits)[: limits.SELECT_OPTIONS]
        self.lang = lang
        self.shown = 0
        self.menu: discord.ui.Select[SearchView] = discord.ui.Select(
            custom_id=self.cid("hit"),
            placeholder=tr(lang, "other_hits"),
            options=self._options(),
        )
        self.menu.callback = self._chosen  # type: ignore[method-assign]
        if len(self.hits) > 1:
            self.add_item(self.menu)

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

    async def _chosen(self, interaction: discord.Interaction) -> None:
        value = self.menu.values[0] if self.menu.values else "0"
        self.shown = min(max(int(value), 0), len(self.hits) - 1) if value.isdigit() else 0
        self.menu.options = self._options()
        await interaction.response.edit_message(embed=self.embed, view=self)


@dataclasses.dataclass(frozen=True)
class WalkthroughRecipe:
    """What a walkthrough's buttons carry so that it can be rebuilt after a restart (see
    `bot.discord_app.restored`): its owner, language, edition ("" for the default) and preset.
    `preset` is "" when nothing can rebuild it (an uploaded file, a scenario built from options):
    a press after a restart then says so."""

    owner_id: int
    lang: Lang
    edition: str = ""
    preset: str = ""


# jbw:<session>:<action>:<owner>:<step>:<lang>:<edition>:<preset>
WALKTHROUGH_ID_RE = re.compile(
    rf"{WALKTHROUGH_PREFIX}:(?P<session>[0-9a-f]+):(?P<action>[a-z]+):(?P<owner>[0-9]+)"
    r":(?P<step>[0-9]+):(?P<lang>ja|en):(?P<edition>[0-9]*):(?P<preset>[a-z0-9-]*)"
)


def walkthrough_custom_id(
    session_id: str, action: str, recipe: WalkthroughRecipe, step: int
) -> str:
    def build(preset: str) -> str:
        return (
            f"{WALKTHROUGH_PREFIX}:{session_id}:{action}:{recipe.owner_id}:{step}:{recipe.lang}"
            f":{recipe.edition}:{preset}"
        )

    value = build(recipe.preset)
    if len(value) > limits.CUSTOM_ID or not WALKTHROUGH_ID_RE.fullmatch(value):
        value = build("")  # not rebuildable, but still the owner's and still answered
    assert len(value) <= limits.CUSTOM_ID
    return value


class WalkthroughView(OwnedView):
    """⏮ ◀ n/N ▶ ⏭ over the steps of a simulation. Its custom_ids carry the step and the
    recipe, so a press still works after the bot restarts (`bot.discord_app.restored`)."""

    def __init__(
        self, position: WalkthroughPosition, recipe: WalkthroughRecipe, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.position = position
        self.recipe = recipe
        self.first = self.button("first", emoji="⏮")
        self.previous = self.button("previous", emoji="◀")
        self.counter = self.button("step", label="1/1")
        self.next = self.button("next", emoji="▶")
        self.last = self.button("last", emoji="⏭")
        self.actions = {
            "first": self.first,
            "previous": self.previous,
            "step": self.counter,
            "next": self.next,
            "last": self.last,
        }
        for where in ("first", "previous", "next", "last"):
            self.actions[where].callback = self._mover(where)  # type: ignore[method-assign,assignment]
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        at_start = self.position.index == 0
        at_end = self.position.index >= self.position.count - 1
        self.first.disabled = self.previous.disabled = at_start
        self.next.disabled = self.last.disabled = at_end
        self.counter.label = f"{self.position.index + 1}/{self.position.count}"
        self.counter.disabled = True
        for action, button in self.actions.items():
            button.custom_id = walkthrough_custom_id(
                self.session.id, action, self.recipe, self.position.index
            )

    @property
    def embed(self) -> discord.Embed:
        return step_embed(self.position)

    async def pictured(self) -> tuple[discord.Embed, list[discord.File]]:
        """The step's embed with its picture, and the picture to attach (rendered now, for the
        step shown when called: another press may move on while it is drawn)."""
        embed = self.embed
        picture = await step_picture(self.position.walk, self.position.index)
        return with_picture(embed, picture), [picture] if picture else []

    def _mover(self, where: str) -> Callable[[discord.Interaction], Awaitable[None]]:
        async def move(interaction: discord.Interaction) -> None:
            self.position.go(where)
            self._refresh_buttons()
            embed, files = await self.pictured()
            await interaction.response.edit_message(embed=embed, attachments=files, view=self)

        return move
