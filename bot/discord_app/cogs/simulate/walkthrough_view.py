"""The walkthrough view: ⏮ ◀ n/N ▶ ⏭ over the steps of a simulation, each step's embed with its
picture, and a select menu of the step's rules whose full text it answers privately; and what its
buttons carry so that a press still works after the bot restarts
(`bot.discord_app.cogs.simulate.restored_walkthrough`).

The message is its owner's: anyone else at the table who presses a button gets a private copy of
the walkthrough of their own, starting from the step on the message, and who chooses a rule gets
its text privately (`OthersAtTable`, the simulate cog)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Protocol

import discord

from bot.discord_app.cogs.simulate.step_attachment import step_picture, with_picture
from bot.discord_app.cogs.simulate.walkthrough_embed import WalkthroughPosition, step_embed
from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import Lang, tr
from bot.discord_app.shared.owned_view import OwnedView

WALKTHROUGH_PREFIX = "jbw"  # custom_ids that also carry a walkthrough's recipe and step
MOVES = ("first", "previous", "next", "last")
NO_RULE = "-"  # the one option of a step without rules (a select needs one)


@dataclasses.dataclass(frozen=True)
class WalkthroughRecipe:
    """What a walkthrough's buttons carry so that it can be rebuilt after a restart: its owner,
    language, edition ("" for the default) and preset. `preset` is "" when nothing can rebuild
    it (an uploaded file, a scenario built from options): a press after a restart then says so."""

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


Press = discord.ui.Button["WalkthroughView"]
Choose = discord.ui.Select["WalkthroughView"]


class OthersAtTable(Protocol):
    """What a walkthrough gives its readers: a private copy for someone else's press, and a
    rule's full text for whoever chooses it."""

    async def private_copy(
        self, interaction: discord.Interaction, view: WalkthroughView, move: str
    ) -> None: ...

    async def rule_text(
        self, interaction: discord.Interaction, position: WalkthroughPosition, number: str
    ) -> None: ...


class WalkthroughView(OwnedView):
    """⏮ ◀ n/N ▶ ⏭ over the steps of a simulation and the step's rules. Its custom_ids carry
    the step and the recipe, so a press still works after the bot restarts."""

    def __init__(
        self,
        position: WalkthroughPosition,
        recipe: WalkthroughRecipe,
        *,
        others: OthersAtTable | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.position = position
        self.recipe = recipe
        self.others = others
        self.actions = {"first": self.first, "previous": self.previous, "step": self.counter}
        self.actions |= {"next": self.next, "last": self.last, "rules": self.rules}
        self._refresh_buttons()

    def custom_id_for(self, action: str) -> str:
        return walkthrough_custom_id(self.session.id, action, self.recipe, self.position.index)

    @discord.ui.button(emoji="⏮", style=discord.ButtonStyle.secondary, row=0)
    async def first(self, interaction: discord.Interaction, button: Press) -> None:
        await self._move(interaction, "first")

    @discord.ui.button(emoji="◀", style=discord.ButtonStyle.secondary, row=0)
    async def previous(self, interaction: discord.Interaction, button: Press) -> None:
        await self._move(interaction, "previous")

    @discord.ui.button(label="1/1", style=discord.ButtonStyle.secondary, row=0)
    async def counter(self, interaction: discord.Interaction, button: Press) -> None:
        """Never pressed: it shows the step number, disabled."""

    @discord.ui.button(emoji="▶", style=discord.ButtonStyle.secondary, row=0)
    async def next(self, interaction: discord.Interaction, button: Press) -> None:
        await self._move(interaction, "next")

    @discord.ui.button(emoji="⏭", style=discord.ButtonStyle.secondary, row=0)
    async def last(self, interaction: discord.Interaction, button: Press) -> None:
        await self._move(interaction, "last")

    @discord.ui.select(
        cls=discord.ui.Select,
        placeholder="-",
        options=[discord.SelectOption(label=NO_RULE)],
        row=1,
    )
    async def rules(self, interaction: discord.Interaction, select: Choose) -> None:
        if self.others is not None and select.values and select.values[0] != NO_RULE:
            await self.others.rule_text(interaction, self.position, select.values[0])

    def _refresh_rules(self) -> None:
        """The menu lists the step's rules (each once), or is greyed out without any."""
        step = self.position.step
        rules = {rule.number: rule for rule in step.rules} if step else {}
        options = [
            discord.SelectOption(
                label=limits.truncate(
                    f"{number} {rule.short_title() or ''}".strip(), limits.SELECT_OPTION_LABEL
                ),
                value=number,
            )
            for number, rule in list(rules.items())[: limits.SELECT_OPTIONS]
        ]
        self.rules.options = options or [discord.SelectOption(label=NO_RULE)]
        self.rules.disabled = not options
        self.rules.placeholder = tr(self.position.lang, "rule_text_placeholder")

    async def pressed_by_someone_else(self, interaction: discord.Interaction) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        found = WALKTHROUGH_ID_RE.fullmatch(str(data.get("custom_id", "")))
        action = found["action"] if found else ""
        values = [str(value) for value in data.get("values") or []]
        if self.others is None or not (action in MOVES or (action == "rules" and values)):
            await super().pressed_by_someone_else(interaction)
        elif action == "rules":
            await self.others.rule_text(interaction, self.position, values[0])
        else:
            await self.others.private_copy(interaction, self, action)

    def _refresh_buttons(self) -> None:
        at_start = self.position.index == 0
        at_end = self.position.index >= self.position.count - 1
        self.first.disabled = self.previous.disabled = at_start
        self.next.disabled = self.last.disabled = at_end
        self.counter.label = f"{self.position.index + 1}/{self.position.count}"
        self.counter.disabled = True
        self._refresh_rules()
        self.stamp()

    @property
    def embed(self) -> discord.Embed:
        return step_embed(self.position)

    async def pictured(self) -> tuple[discord.Embed, list[discord.File]]:
        """The step's embed with its picture, and the picture to attach (rendered now, for the
        step shown when called: another press may move on while it is drawn)."""
        embed = self.embed
        picture = await step_picture(self.position.walk, self.position.index)
        return with_picture(embed, picture), [picture] if picture else []

    async def _move(self, interaction: discord.Interaction, where: str) -> None:
        self.position.go(where)
        self._refresh_buttons()
        embed, files = await self.pictured()
        await interaction.response.edit_message(embed=embed, attachments=files, view=self)
