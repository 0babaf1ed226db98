"""/rule: a Comprehensive Rules entry in ja and en, its subrules, other editions, sources."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.application.answer_types import RuleAnswer
from bot.application.app_protocol import BadInputError, NotFoundError
from bot.application.rule_or_term import term_instead
from bot.discord_app.cogs.rules.browser import RuleView
from bot.discord_app.cogs.rules.embeds import glossary_embed, rule_pages
from bot.discord_app.shared.cog import JudgeCog, set_choices
from bot.discord_app.shared.i18n import Lang, interaction_lang
from bot.discord_app.shared.paginator import PagedView, PagesRecipe
from bot.discord_app.shared.replies import Reply
from bot.discord_app.shared.restored import PagesButton
from bot.discord_app.shared.suggestions import SuggestionButton, suggestions_reply

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot

log = logging.getLogger(__name__)

MAX_SUBRULES_SHOWN = 60  # a rule with more children lists the first ones (pages hold them all)


class RulesCog(JudgeCog):
    async def cog_load(self) -> None:
        # Not removed on unload: a press then finds no cog and says the buttons ended.
        self.bot.add_dynamic_items(PagesButton, SuggestionButton)
        editions = self.app.editions.names()[::-1]  # newest first
        set_choices(self.rule, "edition", [app_commands.Choice(name=e, value=e) for e in editions])

    async def rule_with_children(
        self, number: str, edition: str | None, lang: Lang
    ) -> tuple[RuleAnswer, list[discord.Embed]]:
        answer = await self.app.rule(number, edition=edition)
        children = list(answer.get("children") or [])[:MAX_SUBRULES_SHOWN]
        # Read together (one by one, each would wait its turn on a busy event loop), and only
        # their numbers and texts: that is all the page shows of them.
        by_number = await self.app.rule_briefs(children, edition=answer["edition"])
        found = []
        for child in children:
            if child in by_number:
                found.append(by_number[child])
            else:
                log.warning("Rule %s lists a child %s that cannot be found", number, child)
        return answer, rule_pages(answer, found, lang)

    @app_commands.command(
        name="rule",
        description=(
            "Show a Comprehensive Rules entry, its subrules and its number in other editions"
        ),
    )
    @app_commands.describe(
        number="Rule number (724.5, 104.3a) or glossary term (deathtouch)",
        edition="Rules edition (effective date)",
    )
    async def rule(
        self,
        interaction: discord.Interaction,
        number: app_commands.Range[str, 1, 40],
        edition: str | None = None,
    ) -> None:
        await self.answer_rule(interaction, number, edition, interaction_lang(interaction))

    async def answer_suggestion(
        self, interaction: discord.Interaction, number: str, lang: Lang
    ) -> None:
        """A suggested rule number pressed: the rule, as /rule answers it."""
        await self.answer_rule(interaction, number, None, lang)

    async def answer_rule(
        self, interaction: discord.Interaction, number: str, edition: str | None, lang: Lang
    ) -> None:
        """The rule (or glossary term) `number`; a miss offers the close numbers as buttons."""

        async def compute() -> Reply:
            try:
                view = await self.rule_view(interaction, number, edition, lang)
            except NotFoundError as error:
                return suggestions_reply("rule", lang, error)
            except BadInputError as error:  # not a number: a glossary term, perhaps
                entry = await term_instead(self.app, number, error, lang=lang)
                return Reply(embeds=[glossary_embed(entry, lang)])
            return Reply(embeds=[view.embed], view=view)

        await self.reply(interaction, compute())

    async def rule_view(
        self, interaction: discord.Interaction, number: str, edition: str | None, lang: Lang
    ) -> RuleView:
        answer, pages = await self.rule_with_children(number, edition, lang)

        async def load(
            target: str, current: RuleAnswer | None
        ) -> tuple[RuleAnswer, list[discord.Embed]]:
            return await self.rule_with_children(target, (current or answer)["edition"], lang)

        return RuleView(
            answer,
            pages,
            load,
            defer_after=self.bot.settings.defer_after,
            recipe=PagesRecipe(interaction.user.id, lang, "rule", ""),
            **self.view_options(interaction),
        )

    def replays(self, action: str) -> bool:
        return RuleView.replays(action)

    async def rebuild_pages(
        self, interaction: discord.Interaction, recipe: PagesRecipe
    ) -> PagedView:
        """The rule a button from before a restart showed ("724.5@20260116")."""
        number, _, edition = recipe.shown.partition("@")
        return await self.rule_view(interaction, number, edition or None, recipe.lang)

    @rule.autocomplete("number")
    async def number_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.choices(interaction, "rule", current)


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(RulesCog(bot))
