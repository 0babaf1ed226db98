"""The text skin of a walkthrough (`judgebot simulate` and the console): numbered steps indented
by subgame depth, each with what happened, the rules it applied (with their text when the rules
database was asked for it) and the players' state; then the final state."""

from __future__ import annotations

from bot.walkthrough_model import GameState, PlayerState, Step, Walkthrough

LABELS = {
    "ja": {
        "rules": "適用ルール",
        "final": "最終状態",
        "pending": "未解決",
        "life": "ライフ",
        "poison": "毒",
        "library": "ライブラリー",
        "hand": "手札",
        "graveyard": "墓地",
        "exile": "追放",
        "battlefield": "戦場",
        "command": "統率領域",
        "lost": "敗北",
        "won": "勝利",
        "draw": "引き分け",
        "stack": "スタック",
        "main": "メインゲーム",
        "sub": "サブゲーム",
        "cited": "引用したルール",
        "numbering": "番号は{edition}版",
    },
    "en": {
        "rules": "rules",
        "final": "Final state",
        "pending": "Unresolved",
        "life": "life",
        "poison": "poison",
        "library": "library",
        "hand": "hand",
        "graveyard": "graveyard",
        "exile": "exile",
        "battlefield": "battlefield",
        "command": "command",
        "lost": "lost",
        "won": "won",
        "draw": "draw",
        "stack": "stack",
        "main": "main game",
        "sub": "subgame ",
        "cited": "Rules cited",
        "numbering": "numbered as in {edition}",
    },
}
NAMED_ZONES = frozenset({"battlefield", "command", "graveyard", "exile"})
INDENT = "    "


def _labels(lang: str) -> dict[str, str]:
    return LABELS.get(lang, LABELS["en"])


def game_name(game: str, lang: str) -> str:
    labels = _labels(lang)
    return labels["main"] if game == "main" else f"{labels['sub']}{game.removeprefix('sub')}"


def player_line(player: PlayerState, lang: str) -> str:
    labels = _labels(lang)
    parts = [f"{labels['life']} {player.life}"]
    if player.poison:
        parts.append(f"{labels['poison']} {player.poison}")
    for zone in player.zones:
        text = f"{labels[zone.name]} {zone.count}"
        if zone.named and zone.name in NAMED_ZONES:
            text += " (" + ", ".join(zone.named) + ")"
        parts.append(text)
    status = ""
    if player.lost:
        status = f" [{labels['lost']}: {player.loss_reason}]"
    elif player.won:
        status = f" [{labels['won']}]"
    return f"{player.name}: " + ", ".join(parts) + status


def state_lines(state: GameState, lang: str, indent: str) -> list[str]:
    lines = [indent + player_line(player, lang) for player in state.players]
    if state.stack:
        lines.append(f"{indent}{_labels(lang)['stack']}: {', '.join(state.stack)}")
    return lines


def _rule_lines(step: Step, lang: str, indent: str) -> list[str]:
    label = _labels(lang)["rules"]
    if not step.rules:
        return []
    if not any(rule.text for rule in step.rules):
        return [f"{indent}{label}: {', '.join(rule.number for rule in step.rules)}"]
    lines = [f"{indent}{label}:"]
    for rule in step.rules:
        edition = f" ({rule.edition})" if rule.edition else ""
        text = f" {rule.text}" if rule.text else ""
        lines.append(f"{indent}  {rule.number}{edition}{text}")
    return lines


def step_text(step: Step, walk: Walkthrough) -> str:
    lang = walk.lang
    indent = INDENT * step.depth
    lines = [f"{indent}[{step.n}/{walk.total}] ({game_name(step.game, lang)}) {step.title}"]
    if step.text:
        lines.append(f"{indent}{INDENT}{step.text}")
    lines.extend(_rule_lines(step, lang, indent + INDENT))
    lines.extend(state_lines(step.state, lang, indent + INDENT))
    return "\n".join(lines)


def closing_text(walk: Walkthrough) -> str:
    """The final state, what is left unresolved, and every rule cited."""
    labels = _labels(walk.lang)
    final = walk.final
    lines = [f"{labels['final']} ({game_name(final.game, walk.lang)}):"]
    lines.extend(state_lines(final, walk.lang, INDENT))
    if final.draw:
        lines.append(f"{INDENT}{labels['draw']}")
    lines.extend(f"{labels['pending']}: {text}" for text in walk.pending)
    if walk.rules_cited:
        numbering = (
            f" ({labels['numbering'].format(edition=walk.rules_edition)})"
            if walk.rules_edition
            else ""
        )
        lines.append(f"{labels['cited']}{numbering}: {', '.join(walk.rules_cited)}")
    return "\n".join(lines)


def render_walkthrough(walk: Walkthrough) -> str:
    """The whole walkthrough as text, as `judgebot simulate` prints it."""
    title = f"{walk.title}\n\n" if walk.title else ""
    steps = "".join(step_text(step, walk) + "\n" for step in walk.steps)
    return f"{title}{steps}\n{closing_text(walk)}\n"
