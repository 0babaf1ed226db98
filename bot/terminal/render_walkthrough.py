"""The text skin of a walkthrough (`judgebot simulate` and the console): numbered steps indented
by subgame depth, each with what happened, the rules it applied (with their text when the rules
database was asked for it, once for rules the previous step also applied) and the players'
state; then the final state."""

from __future__ import annotations

from bot.walkthroughs.labels import game_name, label, outcome, player_status
from bot.walkthroughs.model import GameState, PlayerState, Step, Walkthrough

NAMED_ZONES = frozenset({"battlefield", "command", "graveyard", "exile"})
INDENT = "    "


def player_line(player: PlayerState, lang: str) -> str:
    parts = [f"{label(lang, 'life')} {player.life}"]
    if player.poison:
        parts.append(f"{label(lang, 'poison')} {player.poison}")
    for zone in player.zones:
        text = f"{label(lang, zone.name)} {zone.count}"
        if zone.named and zone.name in NAMED_ZONES:
            text += " (" + ", ".join(zone.named) + ")"
        parts.append(text)
    status = player_status(player, lang)
    return f"{player.name}: " + ", ".join(parts) + (f" [{status}]" if status else "")


def state_lines(state: GameState, lang: str, indent: str) -> list[str]:
    lines = [indent + player_line(player, lang) for player in state.players]
    if state.stack:
        lines.append(f"{indent}{label(lang, 'stack')}: {', '.join(state.stack)}")
    return lines


def _rule_lines(step: Step, walk: Walkthrough, indent: str) -> list[str]:
    """The rules a step applied, with their texts where known; a rule whose text the previous
    step printed is named again, not printed again."""
    lang = walk.lang
    applied = label(lang, "rules_applied")
    if not step.rules:
        return []
    if not any(rule.text for rule in step.rules):
        return [f"{indent}{applied}: {', '.join(rule.number for rule in step.rules)}"]
    previous = walk.steps[step.n - 2] if 1 < step.n <= walk.total else None
    printed = {r.number for r in previous.rules if r.text} if previous else set()
    lines = [f"{indent}{applied}:"]
    for rule in step.rules:
        if rule.number in printed:
            continue
        edition = f" ({rule.edition})" if rule.edition else ""
        text = f" {rule.text}" if rule.text else ""
        lines.append(f"{indent}  {rule.number}{edition}{text}")
    again = [rule.number for rule in step.rules if rule.number in printed]
    if again:
        lines.append(f"{indent}  {label(lang, 'rules_again', rules=', '.join(again))}")
    return lines


def step_text(step: Step, walk: Walkthrough) -> str:
    lang = walk.lang
    indent = INDENT * step.depth
    heading = label(lang, "step", n=step.n, total=walk.total)
    lines = [f"{indent}[{heading}] ({game_name(step.game, lang)}) {step.title}"]
    if step.text:
        lines.append(f"{indent}{INDENT}{step.text}")
    lines.extend(_rule_lines(step, walk, indent + INDENT))
    lines.extend(state_lines(step.state, lang, indent + INDENT))
    return "\n".join(lines)


def closing_text(walk: Walkthrough) -> str:
    """The final state, what is left unresolved, and every rule cited."""
    lang, final = walk.lang, walk.final
    lines = [f"{label(lang, 'final')} ({game_name(final.game, lang)}):"]
    lines.extend(state_lines(final, lang, INDENT))
    ended = outcome(final, lang)
    if ended:
        lines.append(f"{INDENT}{ended}")
    lines.extend(label(lang, "unresolved", items=text) for text in walk.pending)
    if walk.rules_cited:
        numbering = (
            f" ({label(lang, 'numbering', edition=walk.rules_edition)})"
            if walk.rules_edition
            else ""
        )
        lines.append(f"{label(lang, 'rules_cited')}{numbering}: {', '.join(walk.rules_cited)}")
    return "\n".join(lines)


def render_walkthrough(walk: Walkthrough) -> str:
    """The whole walkthrough as text, as `judgebot simulate` prints it."""
    title = f"{walk.title}\n\n" if walk.title else ""
    steps = "".join(step_text(step, walk) + "\n" for step in walk.steps)
    return f"{title}{steps}\n{closing_text(walk)}\n"
