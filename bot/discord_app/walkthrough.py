"""A simulation result as a step-by-step walkthrough: its state, and one embed per step.

Each step shows what happened, the rules it applied with their text (in the reader's language and
chosen edition), and a compact state panel. Rule texts are fetched before the first step is shown,
so turning pages never waits on the database, and kept in a small cache shared by walkthroughs
(the same few dozen rules come up again and again).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.answer_types import RuleTexts
from bot.app_protocol import Application, NotFoundError
from bot.lru import LruCache

from . import limits
from .i18n import Lang, has_reply, tr
from .render import COLOUR, PAGE_BUDGET, pick_text, quoted

log = logging.getLogger(__name__)

Answer = dict[str, Any]

# The engine cites rules in the numbering of the edition the wiki quotes.
CITED_EDITION = "20231117"
OUTCOME_KEYS = ("pending", "draw", "game_over", "winner")
RULE_TEXT_LIMIT = 700  # per rule, so that a step citing several rules still fits one embed


@dataclass(frozen=True)
class RuleText:
    number: str  # as shown: in the chosen edition's numbering
    edition: str
    text: RuleTexts


@dataclass
class Walkthrough:
    result: Answer
    lang: Lang
    rule_texts: dict[str, RuleText | None] = field(default_factory=dict)
    index: int = 0

    @property
    def steps(self) -> list[Answer]:
        steps: list[Answer] = self.result.get("steps") or []
        return steps

    @property
    def count(self) -> int:
        return max(len(self.steps), 1)

    def go(self, where: str) -> None:
        """Move to the 'first', 'previous', 'next' or 'last' step (clamped)."""
        last = self.count - 1
        target = {"first": 0, "previous": self.index - 1, "next": self.index + 1, "last": last}
        self.index = min(max(target[where], 0), last)


async def rule_text(rules: Application, number: str, edition: str | None) -> RuleText | None:
    """A cited rule's text, mapped to `edition`'s numbering when another edition is wanted."""
    try:
        try:
            answer = await rules.rule(number, edition=CITED_EDITION)
        except NotFoundError:
            answer = await rules.rule(number)
        if edition and edition != answer.get("edition"):
            mapped = next(
                (
                    o["number"]
                    for o in answer.get("other_editions") or []
                    if o["edition"] == edition
                ),
                None,
            )
            if mapped is not None:
                answer = await rules.rule(mapped, edition=edition)
    except NotFoundError:
        return None
    return RuleText(str(answer["number"]), str(answer.get("edition") or ""), answer["text"])


class RuleTextCache:
    """Cited rule texts by (number, edition), least recently used dropped first."""

    def __init__(self, app: Application, *, size: int = 1024) -> None:
        self.app = app
        self._texts: LruCache[tuple[str, str | None], RuleText | None] = LruCache(size)

    async def get(self, number: str, edition: str | None) -> RuleText | None:
        key = (number, edition)
        if key in self._texts:
            return self._texts.get(key)
        text = await rule_text(self.app, number, edition)
        self._texts.put(key, text)
        return text


def _compact_player(player: Answer) -> Answer:
    return {
        "name": player.get("name"),
        "life": player.get("life", 0),
        "poison": player.get("poison", 0),
        "zones": {zone: {"count": _zone_count(player, zone)} for zone in ("library", "hand")},
        "lost": player.get("lost", False),
        "loss_reason": player.get("loss_reason"),
        "won": player.get("won", False),
    }


def compact_result(result: Answer) -> Answer:
    """Only what the walkthrough shows: a session keeps this, not every zone of every step."""

    def state(full: Answer) -> Answer:
        return {
            "depth": full.get("depth", 0),
            "players": [_compact_player(p) for p in full.get("players") or []],
        }

    final = result.get("final") or {}
    return {
        "title": result.get("title"),
        "steps": [
            {
                "title": step.get("title"),
                "text": step.get("text"),
                "rules": list(step.get("rules") or []),
                "state": state(step.get("state") or {}),
            }
            for step in result.get("steps") or []
        ],
        "final": {
            key: final.get(key)
            for key in ("pending", "draw", "game_over", "winner")
            if key in final
        },
    }


async def load_walkthrough(
    texts: RuleTextCache, result: Answer, lang: Lang, edition: str | None
) -> Walkthrough:
    """A walkthrough of a `compact_result`, with the texts of the rules it cites."""
    cited: dict[str, RuleText | None] = {}
    for step in result.get("steps") or []:
        for number in step.get("rules") or []:
            if number not in cited:
                cited[number] = await texts.get(number, edition)
    return Walkthrough(result, lang, cited)


def _zone_count(player: Answer, zone: str) -> int:
    value = (player.get("zones") or {}).get(zone) or {}
    return int(value.get("count", 0)) if isinstance(value, dict) else int(value or 0)


def loss_reason_label(lang: Lang, reason: str) -> str:
    key = f"loss_{reason}"
    return tr(lang, key) if has_reply(key) else reason


def player_line(player: Answer, lang: Lang) -> str:
    line = (
        f"**{quoted(str(player.get('name', '?')))}**: ❤️ {player.get('life', 0)} "
        f"☠️ {player.get('poison', 0)} 📚 {_zone_count(player, 'library')} "
        f"✋ {_zone_count(player, 'hand')}"
    )
    if player.get("lost"):
        reason = player.get("loss_reason")
        line += f" — {tr(lang, 'lost')}" + (
            f" ({loss_reason_label(lang, reason)})" if reason else ""
        )
    elif player.get("won"):
        line += f" — {tr(lang, 'won')}"
    return line


def state_panel(state: Answer, lang: Lang) -> tuple[str, str]:
    """(field name, field value) for a step's state."""
    depth = int(state.get("depth") or 0)
    game = tr(lang, "main_game") if depth == 0 else tr(lang, "subgame_depth", depth=depth)
    lines = [player_line(player, lang) for player in state.get("players") or []]
    return f"{tr(lang, 'state')} — {game}", "\n".join(lines) or "-"


def outcome_line(final: Answer, lang: Lang) -> str | None:
    if final.get("pending"):
        items = ", ".join(str(item) for item in final["pending"])
        return tr(lang, "pending", items=items)
    if final.get("draw"):
        return tr(lang, "game_over_draw")
    if final.get("game_over") and final.get("winner"):
        return tr(lang, "game_over_winner", winner=quoted(str(final["winner"])))
    return None


def step_embed(walk: Walkthrough) -> discord.Embed:
    lang, steps = walk.lang, walk.steps
    title = limits.truncate(str(walk.result.get("title") or "Simulation"), limits.EMBED_TITLE)
    if not steps:
        return discord.Embed(title=title, description="-", colour=COLOUR)
    step = steps[walk.index]
    title_text, body_text = str(step.get("title") or ""), str(step.get("text") or "")
    heading = f"**{quoted(title_text)}**" if title_text else ""
    body = quoted(body_text) if body_text != title_text else ""
    description = limits.truncate(f"{heading}\n{body}".strip(), 1500) or "-"
    if walk.index == len(steps) - 1:
        outcome = outcome_line(walk.result.get("final") or {}, lang)
        if outcome:
            description = f"{description}\n\n{limits.truncate(outcome, 400)}"
    embed = discord.Embed(title=title, description=description, colour=COLOUR)

    panel_name, panel_value = state_panel(step.get("state") or {}, lang)
    embed.add_field(
        name=limits.truncate(panel_name, limits.EMBED_FIELD_NAME),
        value=limits.truncate(panel_value, limits.EMBED_FIELD_VALUE),
        inline=False,
    )
    numbers = list(step.get("rules") or [])[: limits.EMBED_FIELDS - 1]
    used = limits.embed_total(embed.to_dict())
    for position, number in enumerate(numbers):
        room = (PAGE_BUDGET - used) // (len(numbers) - position) - 40
        known = walk.rule_texts.get(number)
        if known is None:
            name, text = f"CR {number}", tr(lang, "rule_text_missing")
        else:
            name = f"CR {known.number} ({known.edition})"
            text = quoted(pick_text(known.text, lang)) or tr(lang, "rule_text_missing")
        value = limits.truncate(text, max(min(RULE_TEXT_LIMIT, room), 20))
        embed.add_field(
            name=limits.truncate(f"{tr(lang, 'rules_applied')}: {name}", limits.EMBED_FIELD_NAME),
            value=value,
            inline=False,
        )
        used += len(embed.fields[-1].name or "") + len(value)
    embed.set_footer(text=tr(lang, "step", n=walk.index + 1, count=walk.count))
    return embed
