"""Buttons that outlive the process: after a restart a press on a walkthrough or a paged answer
(a rule, a card, a card list) rebuilds it from its custom_id. (A session that ended in this
process, timed out or evicted for a newer one, answers "expired" like any other: the caps of
`sessions` keep their meaning.)

A cog rebuilds its own answers: `PagesButton` (here) asks the cog that made a paged answer,
and the walkthrough's button is the simulate cog's.

discord.py's `DynamicItem` matches every press whose custom_id fits the template, live or not;
a live session's own view answers those, so this item answers only when the session is gone.
It checks the owner from the custom_id, like the view would.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.application.app_protocol import BadInputError, NotFoundError
from bot.discord_app.shared.i18n import Lang, interaction_lang, tr
from bot.discord_app.shared.messages import send_ephemeral, update_in_time
from bot.discord_app.shared.paginator import PAGES_ID_RE, PagedView, PagesRecipe
from bot.discord_app.shared.replies import bad_input_reply, busy_reply, not_found_reply
from bot.discord_app.shared.sessions import SessionsBusy

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot

log = logging.getLogger(__name__)


async def answered_if_not_restorable(
    interaction: discord.Interaction,
    session_id: str,
    owner_id: int,
    restorable: bool,
    ended: str = "buttons_ended",
) -> bool:
    """Answer a press that rebuilding cannot: its session is live (its view answers), ended in
    this process, or is someone else's, or nothing can rebuild it. False: go ahead."""
    bot = cast("JudgeBot", interaction.client)
    if bot.sessions.is_live(session_id):
        return True  # the session's view answers
    lang = interaction_lang(interaction)
    if bot.sessions.issued_here(session_id):
        # Ended in this process (timed out, or evicted for a newer one): as any session.
        await send_ephemeral(interaction, tr(lang, "expired"))
        return True
    if interaction.user.id != owner_id:
        await send_ephemeral(interaction, tr(lang, "not_owner"))
        return True
    if not restorable:
        await send_ephemeral(interaction, tr(lang, ended))
        return True
    return False


class Rebuilt:
    """Mixed into a DynamicItem whose `__init__(custom_id, match)` reads its state from the
    custom_id alone."""

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Any:
        return cast(Any, cls)(str(getattr(item, "custom_id", "")), match)


async def answer_rebuilding(interaction: discord.Interaction, rebuild: Awaitable[None]) -> None:
    """Run `rebuild`, answering the failures it may meet with a short private message."""
    lang = interaction_lang(interaction)
    try:
        await rebuild
    except SessionsBusy as error:
        await send_ephemeral(interaction, busy_reply(lang, error).content or "")
    except NotFoundError as error:  # the database changed meanwhile
        await send_ephemeral(interaction, not_found_reply(lang, error).content or "")
    except BadInputError as error:  # a custom_id is only text: it may name no rule at all
        await send_ephemeral(interaction, bad_input_reply(lang, error).content or "")


class PagesRestorer(Protocol):
    """A cog whose paged answers `PagesButton` rebuilds."""

    def replays(self, action: str) -> bool:
        """Whether a press of `action` on its views can be replayed after a restart."""
        ...

    async def rebuild_pages(
        self, interaction: discord.Interaction, recipe: PagesRecipe
    ) -> PagedView: ...


RESTORING_COGS = {"rule": "RulesCog", "card": "CardsCog", "cards": "CardsCog"}


class PagesButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGES_ID_RE):
    def __init__(self, custom_id: str, match: re.Match[str]) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id))
        lang: Lang = "ja" if match["lang"] == "ja" else "en"
        self.session_id = match["session"]
        self.action = match["action"]
        self.page = int(match["page"])
        self.recipe = PagesRecipe(int(match["owner"]), lang, match["kind"], match["shown"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast("JudgeBot", interaction.client)
        restorer = cast(
            "PagesRestorer | None", bot.get_cog(RESTORING_COGS.get(self.recipe.kind, ""))
        )
        restorable = (
            bool(self.recipe.shown) and restorer is not None and restorer.replays(self.action)
        )
        if await answered_if_not_restorable(
            interaction, self.session_id, self.recipe.owner_id, restorable
        ):
            return
        assert restorer is not None

        async def make() -> dict[str, Any]:
            view = await restorer.rebuild_pages(interaction, self.recipe)
            view.page = min(self.page, len(view.pages) - 1)
            await view.replay(self.action)
            view.origin = interaction
            return {"embed": view.embed, "view": view}

        await answer_rebuilding(
            interaction, update_in_time(interaction, make, defer_after=bot.settings.defer_after)
        )
