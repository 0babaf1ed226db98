"""/card (one card's panel: Oracle text, Japanese printing, rulings, the wiki's part; paginated),
/cards (a whole card list, paginated), and "Look up cards" on any message and inline `[[name]]`
(the same panels, each within its share of one message)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.application.answer_types import CardAnswer, CardListAnswer
from bot.application.app_protocol import NotFoundError
from bot.discord_app.cogs.cards.embeds import card_list_pages
from bot.discord_app.cogs.cards.panel import card_pages, card_panel, image_link
from bot.discord_app.shared import limits
from bot.discord_app.shared.cog import JudgeCog
from bot.discord_app.shared.i18n import Lang, interaction_lang, tr
from bot.discord_app.shared.paginator import PagedView, PagesRecipe
from bot.discord_app.shared.replies import Reply, forget_buttons, link_button
from bot.discord_app.shared.restored import PagesButton
from bot.discord_app.shared.suggestions import SuggestionButton, suggestions_reply
from rulesdb.search.card_finder import BRACKETED_RE
from rulesdb.text.normalize import has_japanese

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot

log = logging.getLogger(__name__)

# Card panels in one message share its 6,000 characters of embeds (at most five cards).
PANELS_BUDGET = limits.EMBED_TOTAL - 200
PANEL_BUDGET = 2000


class CardsCog(JudgeCog):
    def __init__(self, bot: JudgeBot) -> None:
        super().__init__(bot)
        # discord.py cannot declare a context menu in a cog: it is added to the tree by hand.
        self.look_up_cards = app_commands.ContextMenu(
            name="Look up cards", callback=self.cards_in_message
        )

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.look_up_cards)
        # Not removed on unload: a press then finds no cog and says the buttons ended.
        self.bot.add_dynamic_items(PagesButton, SuggestionButton)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.look_up_cards.name, type=self.look_up_cards.type)

    async def card_panels(self, text: str, lang: Lang, *, plain: bool = True) -> Reply | None:
        """The panels of the cards `text` names, each within its share of one message, with a
        button to each card's full image; None when it names none."""
        found = await self.app.cards_in(text, plain=plain)
        if not found:
            return None
        emoji = self.bot.settings.mana_emoji
        budget = min(PANEL_BUDGET, PANELS_BUDGET // len(found))
        images = [image_link(answer, lang) for answer in found]
        return Reply(
            embeds=[card_panel(answer, lang, emoji, budget=budget) for answer in found],
            buttons=[link_button(*image) for image in images if image],
        )

    async def cards_in_message(
        self, interaction: discord.Interaction, message: discord.Message
    ) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            panels = await self.card_panels(message.content, lang)
            return panels or Reply(content=tr(lang, "no_cards_in_message"), ephemeral=True)

        await self.reply(interaction, compute())

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """`[[name]]` in chat (JUDGEBOT_INLINE_CARDS=1): a reply with the cards' panels. Only
        bracketed names, so that ordinary chat never draws a reply."""
        if not self.bot.settings.inline_cards or message.author.bot:
            return
        if not BRACKETED_RE.search(message.content):
            return
        # Not a command, so the tree does not apply the per-user cooldown: do it here.
        bucket = self.bot.cooldowns.get_bucket(message)
        if bucket is not None and bucket.update_rate_limit():
            return
        # A message has no reader's locale: its own script chooses the language.
        lang: Lang = "ja" if has_japanese(message.content) else "en"
        try:
            panels = await self.card_panels(message.content, lang, plain=False)
            if panels is not None:
                kwargs = panels.message_kwargs()
                await message.reply(**kwargs, mention_author=False)
                forget_buttons(kwargs, panels)
        except Exception:
            log.exception("Inline card lookup failed for message %s", message.id)

    @app_commands.command(
        name="card",
        description="Show a card's names, the lists it is on and where the wiki discusses it",
    )
    @app_commands.describe(name="Card name, in Japanese or English")
    async def card(
        self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 100]
    ) -> None:
        await self.answer_suggestion(interaction, name, interaction_lang(interaction, name))

    async def answer_suggestion(
        self, interaction: discord.Interaction, name: str, lang: Lang
    ) -> None:
        """The card `name`'s panel (/card, or a suggestion pressed); a miss offers the close
        names as buttons."""

        async def compute() -> Reply:
            try:
                answer = await self.app.card(name)
            except NotFoundError as error:
                return suggestions_reply("card", lang, error)
            view = self.card_view(interaction, answer, lang)
            # One page: nothing to press but a link, which needs no session (and takes none).
            image = image_link(answer, lang) if not view.children else None
            return Reply(
                embeds=[view.embed], view=view, buttons=[link_button(*image)] if image else []
            )

        await self.reply(interaction, compute())

    @card.autocomplete("name")
    async def name_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices(interaction, "card", current)

    @app_commands.command(name="cards", description="Show a whole card list from the wiki")
    @app_commands.rename(query="list")
    @app_commands.describe(query="A list title or a question about cards")
    async def cards(
        self, interaction: discord.Interaction, query: app_commands.Range[str, 1, 200]
    ) -> None:
        lang = interaction_lang(interaction, query)

        async def compute() -> Reply:
            answer = await self.app.cards(query)
            if not answer["lists"]:
                shown = discord.utils.escape_markdown(limits.truncate(query, 200))
                return Reply(content=tr(lang, "no_list", query=shown), ephemeral=True)
            view = self.list_view(interaction, answer, lang)
            return Reply(embeds=[view.embed], view=view)

        await self.reply(interaction, compute())

    def card_view(
        self, interaction: discord.Interaction, answer: CardAnswer, lang: Lang
    ) -> PagedView:
        shown = str(answer["en"] or answer["ja"] or "")
        view = PagedView(
            card_pages(answer, lang, self.bot.settings.mana_emoji),
            recipe=PagesRecipe(interaction.user.id, lang, "card", shown),
            **self.view_options(interaction),
        )
        image = image_link(answer, lang)
        if image is not None and len(view.pages) > 1:
            view.add_item(link_button(*image))
        return view

    def list_view(
        self, interaction: discord.Interaction, answer: CardListAnswer, lang: Lang
    ) -> PagedView:
        # The list's own title finds it again; the user's words are not kept.
        shown = answer["lists"][0]["section"]
        return PagedView(
            card_list_pages(answer, lang),
            recipe=PagesRecipe(interaction.user.id, lang, "cards", shown),
            **self.view_options(interaction),
        )

    def replays(self, action: str) -> bool:
        return PagedView.replays(action)

    async def rebuild_pages(
        self, interaction: discord.Interaction, recipe: PagesRecipe
    ) -> PagedView:
        """The card or card list a button from before a restart showed."""
        if recipe.kind == "card":
            return self.card_view(interaction, await self.app.card(recipe.shown), recipe.lang)
        answer = await self.app.cards(recipe.shown)
        if not answer["lists"]:
            raise NotFoundError(recipe.shown)
        return self.list_view(interaction, answer, recipe.lang)

    @cards.autocomplete("query")
    async def list_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices(interaction, "list", current)


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(CardsCog(bot))
