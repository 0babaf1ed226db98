"""The embed skin of a walkthrough (`bot.walkthroughs.model`): one embed per step.

Each step shows what happened, the rules it applied with their text (in the reader's language and
chosen edition), and a compact state panel, in the words of `bot.walkthroughs.labels`. Rule texts
are in the model before the first step is shown, so turning pages never waits on the database.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import COLOUR, PAGE_BUDGET, quoted
from bot.discord_app.shared.i18n import Lang
from bot.walkthroughs.labels import game_name, label, outcome, player_status
from bot.walkthroughs.model import GameState, PlayerState, Walkthrough

RULE_TEXT_LIMIT = 700  # per rule, so that a step citing several rules still fits one embed


@dataclass
class WalkthroughPosition:
    """A walkthrough and the step a reader is on."""

    walk: Walkthrough
    index: int = 0

    @property
    def lang(self) -> Lang:
        return "ja" if self.walk.lang == "ja" else "en"

    @property
    def count(self) -> int:
        return max(self.walk.total, 1)

    def go(self, where: str) -> None:
        """Move to the 'first', 'previous', 'next' or 'last' step (clamped)."""
        last = self.count - 1
        target = {"first": 0, "previous": self.index - 1, "next": self.index + 1, "last": last}
        self.index = min(max(target[where], 0), last)


def player_line(player: PlayerState, lang: Lang) -> str:
    counts = ", ".join(
        f"{label(lang, name)} {value}"
        for name, value in (
            ("life", player.life),
            ("poison", player.poison),
            ("library", player.count("library")),
            ("hand", player.count("hand")),
        )
    )
    status = player_status(player, lang)
    return f"**{quoted(player.name)}**: {counts}" + (f" — {status}" if status else "")


def state_panel(state: GameState, lang: Lang) -> tuple[str, str]:
    """(field name, field value) for a step's state."""
    lines = [player_line(player, lang) for player in state.players]
    return f"{label(lang, 'state')} — {game_name(state.game, lang)}", "\n".join(lines) or "-"


def outcome_line(walk: Walkthrough, lang: Lang) -> str | None:
    if walk.pending:
        return label(lang, "unresolved", items=", ".join(walk.pending))
    return outcome(walk.final, lang, quoted)


def step_embed(position: WalkthroughPosition) -> discord.Embed:
    walk, lang = position.walk, position.lang
    steps = walk.steps
    title = limits.truncate(walk.title or "Simulation", limits.EMBED_TITLE)
    if not steps:
        return discord.Embed(title=title, description="-", colour=COLOUR)
    step = steps[position.index]
    title_text, body_text = step.title, step.text
    heading = f"**{quoted(title_text)}**" if title_text else ""
    body = quoted(body_text) if body_text != title_text else ""
    description = limits.truncate(f"{heading}\n{body}".strip(), 1500) or "-"
    if position.index == len(steps) - 1:
        outcome = outcome_line(walk, lang)
        if outcome:
            description = f"{description}\n\n{limits.truncate(outcome, 400)}"
    embed = discord.Embed(title=title, description=description, colour=COLOUR)

    panel_name, panel_value = state_panel(step.state, lang)
    embed.add_field(
        name=limits.truncate(panel_name, limits.EMBED_FIELD_NAME),
        value=limits.truncate(panel_value, limits.EMBED_FIELD_VALUE),
        inline=False,
    )
    rules = step.rules[: limits.EMBED_FIELDS - 1]
    used = len(embed)
    for shown, rule in enumerate(rules):
        room = (PAGE_BUDGET - used) // (len(rules) - shown) - 40
        name = f"CR {rule.number} ({rule.edition})" if rule.edition else f"CR {rule.number}"
        text = quoted(rule.text or "") or label(lang, "rule_text_missing")
        value = limits.truncate(text, max(min(RULE_TEXT_LIMIT, room), 20))
        embed.add_field(
            name=limits.truncate(
                f"{label(lang, 'rules_applied')}: {name}", limits.EMBED_FIELD_NAME
            ),
            value=value,
            inline=False,
        )
        used += len(embed.fields[-1].name or "") + len(value)
    embed.set_footer(text=label(lang, "step", n=position.index + 1, total=position.count))
    return embed
