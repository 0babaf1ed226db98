"""Suggestions as buttons: a /card or /rule that finds nothing offers the close names or numbers as
buttons ("もしかして: 白金の天使 / Platinum Angel"), and a press answers that card or rule.

A button's custom_id says everything its press needs (`jbs:<kind>:<lang>:<what>`, at most 100
characters; a suggestion that does not fit stays in the text), so no session holds it and a press
works after a restart too. A custom_id of ours that cannot be read gets a short private message.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.application.app_protocol import NotFoundError
from bot.discord_app.shared import limits
from bot.discord_app.shared.i18n import Lang, interaction_lang, tr
from bot.discord_app.shared.messages import send_ephemeral
from bot.discord_app.shared.replies import Reply
from bot.discord_app.shared.restored import Rebuilt

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot

SUGGESTION_PREFIX = "jbs"
SUGGESTION_ID_RE = re.compile(rf"{SUGGESTION_PREFIX}:(?P<rest>.*)", re.DOTALL)
_PARTS = re.compile(r"(?P<kind>card|rule):(?P<lang>ja|en):(?P<what>\S.*)", re.DOTALL)
MAX_BUTTONS = limits.BUTTONS_PER_ROW
ANSWERING_COGS = {"card": "CardsCog", "rule": "RulesCog"}


class SuggestionAnswerer(Protocol):
    """A cog that answers a pressed suggestion as its command would."""

    async def answer_suggestion(
        self, interaction: discord.Interaction, what: str, lang: Lang
    ) -> None: ...


def suggestion_id(kind: str, lang: Lang, what: str) -> str | None:
    value = f"{SUGGESTION_PREFIX}:{kind}:{lang}:{what}"
    return value if len(value) <= limits.CUSTOM_ID and what.strip() else None


def suggestions_reply(kind: str, lang: Lang, error: NotFoundError) -> Reply:
    """The miss, with its suggestions as buttons (those that fit a custom_id; the rest as text)."""
    lines = [tr(lang, "not_found", what=error.in_language(lang))]
    if error.rules_not_loaded:
        lines.append(tr(lang, "rules_not_loaded"))
    buttons: list[discord.ui.Button[Any]] = []
    unpressable: list[str] = []
    for what in error.suggestions[: MAX_BUTTONS * 2]:
        custom_id = suggestion_id(kind, lang, what)
        if custom_id is None or len(buttons) >= MAX_BUTTONS:
            unpressable.append(what)
            continue
        label = limits.truncate(what.replace("/", " / "), limits.BUTTON_LABEL)
        buttons.append(
            discord.ui.Button(label=label, custom_id=custom_id, style=discord.ButtonStyle.primary)
        )
    if buttons:
        lines.append(tr(lang, "did_you_mean_buttons"))
    if unpressable:
        lines.append(tr(lang, "did_you_mean", suggestions=", ".join(unpressable)))
    text = discord.utils.escape_markdown("\n".join(lines))
    return Reply(content=limits.truncate(text, 1000), ephemeral=True, buttons=buttons)


class SuggestionButton(
    Rebuilt, discord.ui.DynamicItem[discord.ui.Button[Any]], template=SUGGESTION_ID_RE
):
    def __init__(self, custom_id: str, match: re.Match[str]) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id))
        self.parts = _PARTS.fullmatch(match["rest"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast("JudgeBot", interaction.client)
        if self.parts is None:
            await send_ephemeral(interaction, tr(interaction_lang(interaction), "bad_button"))
            return
        lang: Lang = "ja" if self.parts["lang"] == "ja" else "en"
        answerer = cast(
            "SuggestionAnswerer | None", bot.get_cog(ANSWERING_COGS[self.parts["kind"]])
        )
        if answerer is None:
            await send_ephemeral(interaction, tr(lang, "buttons_ended"))
            return
        await answerer.answer_suggestion(interaction, self.parts["what"], lang)
