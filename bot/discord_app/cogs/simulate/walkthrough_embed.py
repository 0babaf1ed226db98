"""The embed skin of a walkthrough (`bot.walkthroughs.model`): one short embed per step.

A step says what happened, what changed (the words of the step's picture), and each rule it
applied as one line (number and gist); a rule the previous step already showed is only named.
The rules' full texts are a select menu away (`rule_text_embeds`, a private reply). The first and
the last step say the outcome, so that a reader who stops at the first step knows it. A step's
embed holds at most STEP_BUDGET characters: the picture below it is the state.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import COLOUR, quoted
from bot.discord_app.shared.i18n import Lang
from bot.walkthroughs.cited_rules import CitedRule
from bot.walkthroughs.labels import label, outcome
from bot.walkthroughs.model import Step, Walkthrough
from bot.walkthroughs.step_scene import described_changes, scene_at
from rulesdb.text.normalize import has_japanese

STEP_BUDGET = 1000  # characters of a step's embed (title, description, footer)
RULE_LINE = 90  # characters of one cited rule's line
GIST_EN = 60  # characters of a rule's gist that fit on one line of an embed beside its number
GIST_JA = 28
CHANGES_SHOWN = 4
OUTCOME_CHARS = 300
GAME_RESULTS = frozenset({"game_won", "game_draw"})  # the engine's step kinds ending a game
LAST_WORDS = frozenset({"loss_prevented", "player_loses"})  # a last step that is the point


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

    @property
    def step(self) -> Step | None:
        return self.walk.steps[self.index] if self.walk.steps else None

    def go(self, where: str) -> None:
        """Move to the 'first', 'previous', 'next' or 'last' step (clamped)."""
        last = self.count - 1
        target = {"first": 0, "previous": self.index - 1, "next": self.index + 1, "last": last}
        self.index = min(max(target[where], 0), last)


def outcome_line(walk: Walkthrough, lang: Lang) -> str:
    """How the walkthrough ends: the game's result or what is left unresolved; else how each
    subgame ended and what the main game kept of it ("Alice won subgame 1; Bob: life 15 → 7"),
    or what the last step says (a player who does not lose)."""
    if walk.pending:
        return label(lang, "unresolved", items=", ".join(walk.pending))
    ended = outcome(walk.final, lang, quoted)
    if ended or not walk.steps:
        return ended or "-"
    said = [quoted(step.title) for step in walk.steps if step.kind in GAME_RESULTS]
    kept: tuple[str, ...] = ()
    if walk.steps[0].game == walk.final.game:
        kept = described_changes((walk.steps[0].state,), (walk.final,), lang)
    last = walk.steps[-1]
    if last.kind not in GAME_RESULTS and (last.kind in LAST_WORDS or not kept):
        said.append(quoted(last.title))
    said.extend(quoted(line) for line in kept[:CHANGES_SHOWN])
    return limits.truncate("; ".join(said), OUTCOME_CHARS)


def rule_line(rule: CitedRule, *, linked: bool = True) -> str:
    """ "**724.2** As a subgame starts, an entirely new set of game zones…": one line of an
    embed (Japanese characters are twice as wide as Latin ones), its number linked to the rule's
    public page when there is one (the link is not counted in the line's width: Discord shows
    the number alone)."""
    gist = rule.short_title(GIST_JA if has_japanese(rule.text or "") else GIST_EN)
    line = limits.truncate(
        f"**{rule.number}** {quoted(gist)}" if gist else f"**{rule.number}**", RULE_LINE
    )
    if linked and rule.url:
        number = f"**{rule.number}**"
        return f"**[{rule.number}]({rule.url})**{line[len(number) :]}"
    return line


def rule_lines(walk: Walkthrough, index: int, *, linked: bool = True) -> list[str]:
    """The step's rules, one line each; those the previous step showed named on one line."""
    step = walk.steps[index]
    shown_before = {r.number for r in walk.steps[index - 1].rules} if index > 0 else set()
    lines = [
        rule_line(rule, linked=linked) for rule in step.rules if rule.number not in shown_before
    ]
    again = [rule.number for rule in step.rules if rule.number in shown_before]
    if again:
        lines.append(label(walk.lang, "rules_again", rules=", ".join(again)))
    return lines


def changes_line(walk: Walkthrough, index: int) -> str | None:
    described = scene_at(walk, index).described
    if not described:
        return None
    shown = "; ".join(quoted(line) for line in described[:CHANGES_SHOWN])
    more = "; …" if len(described) > CHANGES_SHOWN else ""
    return f"**{label(walk.lang, 'changed')}:** {shown}{more}"


def step_description(position: WalkthroughPosition, room: int) -> str:
    """The step's sentence, what changed, its rules, and on the first and last step the
    outcome, in at most `room` characters: the sentence gives way first."""
    walk, index, lang = position.walk, position.index, position.lang
    step = walk.steps[index]
    changed = changes_line(walk, index)
    outcome = None
    if index in (0, len(walk.steps) - 1):
        outcome = f"**{label(lang, 'outcome')}:** {outcome_line(walk, lang)}"
    tail_room = room // 2 if step.text else room
    for linked in (True, False):  # links where they fit: a link cut short would be broken
        rules = "\n".join(rule_lines(walk, index, linked=linked))
        tail = "\n\n".join(part for part in (changed, rules, outcome) if part)
        if len(tail) <= tail_room:
            break
    tail = limits.truncate(tail, tail_room)
    heading = f"**{quoted(step.title)}**" if step.title else ""
    body = quoted(step.text) if step.text != step.title else ""
    head_room = room - len(tail) - 2
    head = limits.truncate(f"{heading}\n{body}".strip(), max(head_room, 0))
    return "\n\n".join(part for part in (head, tail) if part) or "-"


def numbering(step: Step) -> str | None:
    """The edition numbering the step's rules: the engine cites the wiki's (subgames are 724
    there, 728 today), a reader who chose an edition reads that one's."""
    editions = {rule.edition for rule in step.rules if rule.edition}
    return editions.pop() if len(editions) == 1 else None


def step_embed(position: WalkthroughPosition) -> discord.Embed:
    walk, lang = position.walk, position.lang
    title = limits.truncate(walk.title or "Simulation", limits.EMBED_TITLE)
    footer = label(lang, "step", n=position.index + 1, total=position.count)
    edition = numbering(walk.steps[position.index]) if walk.steps else None
    if edition:
        footer += f" · {label(lang, 'rules_numbering', edition=edition)}"
    if not walk.steps:
        return discord.Embed(title=title, description="-", colour=COLOUR)
    room = STEP_BUDGET - len(title) - len(footer)
    embed = discord.Embed(title=title, description=step_description(position, room), colour=COLOUR)
    embed.set_footer(text=footer)
    return embed


def rule_text_embed(rule: CitedRule, lang: Lang) -> discord.Embed:
    """A cited rule's whole text, for the reader who asked for it (a private reply)."""
    name = f"{rule.number} ({rule.edition})" if rule.edition else rule.number
    text = quoted(rule.text or "") or label(lang, "rule_text_missing")
    return discord.Embed(
        title=limits.truncate(f"{label(lang, 'rules_applied')}: {name}", limits.EMBED_TITLE),
        description=limits.truncate(text, limits.EMBED_DESCRIPTION),
        colour=COLOUR,
    )
