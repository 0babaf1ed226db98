"""/simulate, /subgame and /loss: step-by-step walkthroughs of the rules engine's simulations."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import Choice, locale_str

from bot.application.answer_types import SimulationResult
from bot.application.app_protocol import BadInputError
from bot.discord_app.cogs.simulate.restored_walkthrough import WalkthroughButton
from bot.discord_app.cogs.simulate.table import ReadersAtTable
from bot.discord_app.cogs.simulate.walkthrough_embed import WalkthroughPosition
from bot.discord_app.cogs.simulate.walkthrough_view import WalkthroughRecipe, WalkthroughView
from bot.discord_app.shared import limits
from bot.discord_app.shared.cog import JudgeCog, set_choices
from bot.discord_app.shared.i18n import Lang, interaction_lang, tr
from bot.discord_app.shared.messages import send_private, update_in_time
from bot.discord_app.shared.replies import Reply
from bot.walkthroughs.cited_rules import RuleSource
from bot.walkthroughs.model import load_walkthrough
from bot.walkthroughs.picture_rows import MAX_NAMES_SHOWN
from bot.walkthroughs.reader_names import named_for_reader
from bot.walkthroughs.scenario_service import parse_scenario_bytes
from bot.walkthroughs.scenarios import PROTECTIONS, Scenario, loss_scenario, subgame_scenario

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot

log = logging.getLogger(__name__)

PROTECTION_CHOICES = [
    Choice(name=locale_str(en, ja=ja), value=en) for en, ja in PROTECTIONS.items()
]
CONCEDE_CHOICES = [
    Choice(name="You", value="you"),
    Choice(name="Your opponent", value="opponent"),
]
CONDITION_CHOICES = [
    Choice(name="Life 0 or less", value="life"),
    Choice(name="Ten poison counters", value="poison"),
    Choice(name="Drawing from an empty library", value="empty_library"),
    Choice(name="An effect says you lose", value="effect"),
    Choice(name="Conceding", value="concede"),
]
Library = app_commands.Range[int, 0, 250]
Life = app_commands.Range[int, -99, 999]
Poison = app_commands.Range[int, 0, 20]


async def session_walkthrough(
    rules: RuleSource, result: SimulationResult, *, lang: Lang, edition: str | None
) -> WalkthroughPosition:
    """What a walkthrough session keeps: the steps as the embeds show them. The embeds show card
    counts, not names, and an uploaded scenario's named libraries would otherwise be kept whole
    for every step (megabytes per session for a large file). The step picture lists a few
    names of the public zones, so those few are kept."""
    walk = await load_walkthrough(
        rules, result, lang=lang, edition=edition, card_names=False, picture_names=MAX_NAMES_SHOWN
    )
    return WalkthroughPosition(walk)


class SimulateCog(JudgeCog):
    def __init__(self, bot: JudgeBot) -> None:
        super().__init__(bot)
        self.scenarios = bot.scenarios
        self.readers = ReadersAtTable(self)

    async def session_position(
        self, result: SimulationResult, lang: Lang, edition: str | None
    ) -> WalkthroughPosition:
        return await session_walkthrough(self.app, result, lang=lang, edition=edition)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(WalkthroughButton)
        editions = self.app.editions.names()[::-1]  # newest first
        for command in (self.simulate, self.subgame, self.loss):
            set_choices(command, "edition", [Choice(name=e, value=e) for e in editions])

    async def walkthrough(
        self,
        interaction: discord.Interaction,
        result: SimulationResult,
        edition: str | None,
        preset: str = "",
    ) -> Reply:
        """`preset`: the preset simulated, which rebuilds the walkthrough after a restart."""
        lang = interaction_lang(interaction)
        position = await session_walkthrough(self.app, result, lang=lang, edition=edition)
        recipe = WalkthroughRecipe(interaction.user.id, lang, edition or "", preset)
        view = WalkthroughView(
            position, recipe, others=self.readers, **self.view_options(interaction)
        )
        embed, files = await view.pictured()
        return Reply(embeds=[embed], view=view, files=files)

    async def restore_walkthrough(
        self,
        interaction: discord.Interaction,
        recipe: WalkthroughRecipe,
        step: int,
        move: str,
        *,
        private: bool = False,
    ) -> None:
        """A press on a preset walkthrough whose session is gone: rebuild it at `step`, move;
        `private`: for someone else at the table, as a private copy in their language."""
        if private:
            lang = interaction_lang(interaction)
            recipe = WalkthroughRecipe(interaction.user.id, lang, recipe.edition, recipe.preset)

        async def make() -> dict[str, Any]:
            result = self.scenarios.run_preset(recipe.preset, lang=recipe.lang)
            position = await session_walkthrough(
                self.app, result, lang=recipe.lang, edition=recipe.edition or None
            )
            position.index = min(step, position.count - 1)
            position.go(move)
            view = WalkthroughView(
                position, recipe, others=self.readers, **self.view_options(interaction)
            )
            view.origin = interaction
            embed, files = await view.pictured()
            return {"embed": embed, "attachments": files, "view": view}

        if private:
            made = await make()
            files = made.pop("attachments")
            await send_private(interaction, files=files, **made)
            return
        await update_in_time(interaction, make, defer_after=self.bot.settings.defer_after)

    async def restore_rule_text(
        self, interaction: discord.Interaction, recipe: WalkthroughRecipe, step: int, number: str
    ) -> None:
        """A rule chosen in a preset walkthrough's menu after its session is gone."""
        result = self.scenarios.run_preset(recipe.preset, lang=recipe.lang)
        position = await self.session_position(result, recipe.lang, recipe.edition or None)
        position.index = min(step, position.count - 1)
        await self.readers.rule_text(interaction, position, number)

    async def walk_scenario(
        self, interaction: discord.Interaction, scenario: Scenario, edition: str | None
    ) -> None:
        """A walkthrough of a scenario another feature built (a search verdict's situation),
        its rules numbered in `edition` (the verdict's) or the engine's own when None."""

        async def compute() -> Reply:
            self.ensure_session_room(interaction)
            lang = interaction_lang(interaction)
            result = self.scenarios.run(named_for_reader(scenario, lang), lang=lang)
            return await self.walkthrough(interaction, result, edition)

        await self.reply(interaction, compute())

    def ensure_session_room(self, interaction: discord.Interaction) -> None:
        """Say "busy" before running a simulation whose walkthrough could not be kept."""
        self.bot.sessions.ensure_room(interaction.user.id)

    def built(self, scenario: Scenario, interaction: discord.Interaction) -> SimulationResult:
        # Scenarios built from options are small: running them here costs less than handing
        # them to a thread would.
        return self.scenarios.run_built(scenario, lang=interaction_lang(interaction))

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(WalkthroughButton)

    async def read_scenario_file(self, attachment: discord.Attachment, lang: Lang) -> Scenario:
        limit = self.bot.settings.max_scenario_bytes
        if attachment.size > limit:
            message = tr(lang, "file_too_large", size=attachment.size, limit=limit)
            raise BadInputError(message, field="file")
        data = await attachment.read()
        if len(data) > limit:  # the size Discord reported is only a claim
            message = tr(lang, "file_too_large", size=len(data), limit=limit)
            raise BadInputError(message, field="file")
        # Off the event loop: even a bounded parse of a hostile file is work the gateway's
        # heartbeat and every other user must not wait for.
        return await asyncio.to_thread(parse_scenario_bytes, attachment.filename, data)

    @app_commands.command(name="simulate", description="Walk through a scenario step by step")
    @app_commands.describe(
        preset="A ready-made scenario",
        file="Your own scenario file (JSON or YAML)",
        edition="Rules edition (effective date)",
    )
    async def simulate(
        self,
        interaction: discord.Interaction,
        preset: str | None = None,
        file: discord.Attachment | None = None,
        edition: str | None = None,
    ) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            if (preset is None) == (file is None):
                return Reply(content=tr(lang, "choose_one_scenario"), ephemeral=True)
            self.ensure_session_room(interaction)
            if preset is not None:
                result = self.scenarios.run_preset(preset, lang=lang)
                return await self.walkthrough(interaction, result, edition, preset)
            assert file is not None
            scenario = await self.read_scenario_file(file, lang)
            # An uploaded scenario may hold thousands of events: keep the event loop free.
            result = await asyncio.to_thread(self.scenarios.run, scenario, lang=lang)
            return await self.walkthrough(interaction, result, edition)

        await self.reply(interaction, compute())

    @simulate.autocomplete("preset")
    async def preset_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[Choice[str]]:
        """The presets whose name or title (in the reader's language) holds what was typed: there
        are more presets than the 25 choices a slash-command option may list."""
        lang = interaction_lang(interaction)
        wanted = current.casefold().strip()
        found = []
        for preset in self.scenarios.presets():
            title = preset.title.get(lang) or preset.title.get("en") or preset.name
            if wanted in preset.name.casefold() or wanted in title.casefold():
                found.append(
                    Choice(name=limits.truncate(title, limits.CHOICE_NAME), value=preset.name)
                )
        return found[: limits.AUTOCOMPLETE_CHOICES]

    @app_commands.command(
        name="subgame", description="Walk through a subgame (Shahrazad) built from a few options"
    )
    @app_commands.describe(
        your_library="Cards in your library",
        opponent_library="Cards in your opponent's library",
        your_life="Your life total",
        opponent_life="Your opponent's life total",
        your_poison="Your poison counters",
        opponent_poison="Your opponent's poison counters",
        protection="A card on your battlefield that affects losing",
        fork="Your opponent copies Shahrazad with Fork",
        concede="Who concedes the subgame",
        edition="Rules edition (effective date)",
    )
    @app_commands.choices(protection=PROTECTION_CHOICES, concede=CONCEDE_CHOICES)
    async def subgame(
        self,
        interaction: discord.Interaction,
        your_library: Library = 40,
        opponent_library: Library = 40,
        your_life: Life = 20,
        opponent_life: Life = 20,
        your_poison: Poison = 0,
        opponent_poison: Poison = 0,
        protection: str | None = None,
        fork: bool = False,
        concede: str | None = None,
        edition: str | None = None,
    ) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            self.ensure_session_room(interaction)
            scenario = subgame_scenario(
                lang,
                your_library=your_library,
                opponent_library=opponent_library,
                your_life=your_life,
                opponent_life=opponent_life,
                your_poison=your_poison,
                opponent_poison=opponent_poison,
                protection=protection,
                fork=fork,
                concede=concede,
            )
            return await self.walkthrough(interaction, self.built(scenario, interaction), edition)

        await self.reply(interaction, compute())

    @app_commands.command(
        name="loss", description="Walk through a way to lose the game, with or without a protection"
    )
    @app_commands.describe(
        condition="How you would lose",
        protection="A card on your battlefield that affects losing",
        life="Your life total at the start",
        poison="Your poison counters at the start",
        library="Cards in your library at the start",
        protection_leaves="The protection then leaves the battlefield (if it kept you in the game)",
        edition="Rules edition (effective date)",
    )
    @app_commands.choices(condition=CONDITION_CHOICES, protection=PROTECTION_CHOICES)
    async def loss(
        self,
        interaction: discord.Interaction,
        condition: str,
        protection: str | None = None,
        life: Life = 20,
        poison: Poison = 0,
        library: Library = 40,
        protection_leaves: bool = False,
        edition: str | None = None,
    ) -> None:
        lang = interaction_lang(interaction)

        async def compute() -> Reply:
            self.ensure_session_room(interaction)
            scenario = loss_scenario(
                lang,
                condition=condition,
                protection=protection,
                life=life,
                poison=poison,
                library=library,
                protection_leaves=protection_leaves,
            )
            return await self.walkthrough(interaction, self.built(scenario, interaction), edition)

        await self.reply(interaction, compute())


async def setup(bot: JudgeBot) -> None:
    await bot.add_cog(SimulateCog(bot))
