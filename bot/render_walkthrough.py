"""A walkthrough step as text: what happened, the rules it applied with their text in the
user's language, and a compact panel of the game state."""

from __future__ import annotations

from typing import Any, Protocol

from bot.answer_types import RuleAnswer
from bot.app_protocol import NotFoundError

STEP_LABELS = {
    "ja": {
        "step": "ステップ",
        "rules": "適用ルール",
        "depth": "ゲームの深さ",
        "main": "メインゲーム",
        "sub": "サブゲーム",
        "life": "ライフ",
        "poison": "毒",
        "library": "ライブラリー",
        "hand": "手札",
        "lost": "敗北",
        "won": "勝利",
    },
    "en": {
        "step": "Step",
        "rules": "Rules applied",
        "depth": "game depth",
        "main": "main game",
        "sub": "subgame",
        "life": "life",
        "poison": "poison",
        "library": "library",
        "hand": "hand",
        "lost": "lost",
        "won": "won",
    },
}


class RuleSource(Protocol):
    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer: ...


async def rule_text(app: RuleSource, number: str, lang: str) -> str | None:
    """The rule's text in `lang`, else in the other language, else None."""
    try:
        answer = await app.rule(number)
    except NotFoundError:
        return None
    texts = answer["text"]
    return (texts["ja"] or texts["en"]) if lang == "ja" else (texts["en"] or texts["ja"])


def state_panel(state: dict[str, Any], lang: str) -> list[str]:
    t = STEP_LABELS.get(lang, STEP_LABELS["en"])
    depth = int(state.get("depth", 0))
    game = t["main"] if depth == 0 else f"{t['sub']} ({depth})"
    lines = [f"[{game}]"]
    for player in state.get("players", []):
        zones = player.get("zones", {})
        status = ""
        if player.get("lost"):
            status = f"  {t['lost']}"
        elif player.get("won"):
            status = f"  {t['won']}"
        lines.append(
            f"  {player['name']}: {t['life']} {player['life']}, {t['poison']} {player['poison']},"
            f" {t['library']} {zones.get('library', {}).get('count', 0)},"
            f" {t['hand']} {zones.get('hand', {}).get('count', 0)}{status}"
        )
    return lines


async def render_step(
    app: RuleSource, step: dict[str, Any], index: int, total: int, lang: str
) -> str:
    t = STEP_LABELS.get(lang, STEP_LABELS["en"])
    lines = [f"{t['step']} {index + 1}/{total}: {step['title']}", step.get("text", "")]
    if step.get("rules"):
        lines.append(f"{t['rules']}:")
        for number in step["rules"]:
            text = await rule_text(app, number, lang)
            lines.append(f"  {number} {text}" if text else f"  {number}")
    lines.extend(state_panel(step.get("state", {}), lang))
    return "\n".join(line for line in lines if line is not None)
