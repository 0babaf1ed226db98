"""Readable step-by-step text of a simulation result (for the console and `judgebot simulate`)."""

from __future__ import annotations

from typing import Any

_LABELS = {
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
        "game": {"main": "メインゲーム"},
        "sub": "サブゲーム",
        "cited": "引用したルール",
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
        "game": {"main": "main game"},
        "sub": "subgame ",
        "cited": "Rules cited",
    },
}


def _game_name(game_id: str, lang: str) -> str:
    labels = _LABELS[lang]
    if game_id == "main":
        return str(labels["game"]["main"])  # type: ignore[index]
    return f"{labels['sub']}{game_id.removeprefix('sub')}"


def _player_line(player: dict[str, Any], lang: str) -> str:
    labels = _LABELS[lang]
    zones = player["zones"]
    parts = [f"{labels['life']} {player['life']}"]
    if player["poison"]:
        parts.append(f"{labels['poison']} {player['poison']}")
    for zone in ("library", "hand", "graveyard", "exile", "battlefield", "command"):
        info = zones.get(zone)
        if info is None:
            continue
        text = f"{labels[zone]} {info['count']}"
        if info["named"] and zone in ("battlefield", "command", "graveyard", "exile"):
            text += " (" + ", ".join(info["named"]) + ")"
        parts.append(text)
    status = ""
    if player["lost"]:
        status = f" [{labels['lost']}: {player['loss_reason']}]"
    elif player["won"]:
        status = f" [{labels['won']}]"
    return f"{player['name']}: " + ", ".join(str(p) for p in parts) + status


def _state_lines(state: dict[str, Any], lang: str, indent: str) -> list[str]:
    lines = [indent + _player_line(player, lang) for player in state["players"]]
    if state["stack"]:
        names = ", ".join(str(item["name"]) for item in state["stack"])
        lines.append(f"{indent}{_LABELS[lang]['stack']}: {names}")
    return lines


def render_text(result: dict[str, Any], lang: str = "ja") -> str:
    """The result of `simulate` as numbered steps, indented by subgame depth."""
    if lang not in _LABELS:
        lang = "ja"
    labels = _LABELS[lang]
    lines: list[str] = []
    if result.get("title"):
        lines.append(str(result["title"]))
        lines.append("")
    for step in result["steps"]:
        indent = "    " * int(step["depth"])
        title = step["title_i18n"][lang] if "title_i18n" in step else step["title"]
        text = step["text_i18n"][lang] if "text_i18n" in step else step["text"]
        lines.append(f"{indent}[{step['n']}] ({_game_name(step['game'], lang)}) {title}")
        if text:
            lines.append(f"{indent}    {text}")
        if step["rules"]:
            lines.append(f"{indent}    {labels['rules']}: {', '.join(step['rules'])}")
        lines.extend(_state_lines(step["state"], lang, indent + "    "))
    final = result["final"]
    lines.append("")
    lines.append(f"{labels['final']} ({_game_name(final['game'], lang)}):")
    lines.extend(_state_lines(final, lang, "    "))
    if final.get("draw"):
        lines.append(f"    {labels['draw']}")
    for item in result.get("pending", []):
        text = item["text_i18n"][lang] if "text_i18n" in item else item["text"]
        lines.append(f"{labels['pending']}: {text}")
    if result.get("rules_cited"):
        lines.append(f"{labels['cited']}: {', '.join(result['rules_cited'])}")
    return "\n".join(lines) + "\n"
