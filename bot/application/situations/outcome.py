"""What the engine's final state means for the asker, the rules that decided it, and the verdict
in one or two sentences per language from the asker's side (あなた / you)."""

from __future__ import annotations

from typing import Literal

from engine.result_types import PlayerSnapshot, SimulationResult

Outcome = Literal["loses", "keeps_playing", "wins", "draw"]
ASKER = "you"
# The steps whose rules decide a player's fate; the rest (setup, moving libraries, casting) only
# lead up to it.
DECIDING_KINDS = frozenset(
    {
        "player_loses",
        "loss_prevented",
        "loss_replaced",
        "team_loses",
        "game_draw",
        "game_won",
        "win_prevented",
        "win_and_lose",
        "win_overrides",
        "player_leaves",
        "subgame_spell_finishes",
        "draw",
        "damage",
        "poison",
    }
)
# The general rules a deciding step cites alongside the one that decides (how a game ends,
# how life is lost); listed after the deciding ones.
_FRAME_RULES = frozenset(
    {"104.1", "104.2a", "119.3", "120.3a", "121.1", "121.2", "122.1", "608.2m"}
)


def asker_state(result: SimulationResult) -> PlayerSnapshot | None:
    for player in result["final"]["players"]:
        if player["name"] == ASKER:
            return player
    return None


def outcome(result: SimulationResult) -> Outcome | None:
    """None while a subgame is still running: the story stops before anything is decided."""
    final = result["final"]
    you = asker_state(result)
    if you is None or final["depth"] != 0 or result.get("pending"):
        return None
    if final["draw"] and you["lost"]:
        return "draw"
    if you["lost"]:
        return "loses"
    if you["won"]:
        return "wins"
    if final["game_over"] and final["winners"]:
        # Another player won (an opponent's Laboratory Maniac): the asker's game is over and
        # lost, though no rule marked the asker as losing it.
        return "loses"
    return "keeps_playing"


def deciding_rules(result: SimulationResult) -> tuple[str, ...]:
    """The deciding steps' own rules first, in the order they applied, then every other rule
    the run cited."""
    first: list[str] = []
    framing: list[str] = []
    for step in result["steps"]:
        if step["kind"] not in DECIDING_KINDS:
            continue
        for rule in step["rules"]:
            target = framing if rule in _FRAME_RULES else first
            if rule not in first and rule not in framing:
                target.append(rule)
    rest = [rule for rule in result["rules_cited"] if rule not in first and rule not in framing]
    return (*first, *framing, *rest)


_REASONS: dict[str, tuple[str, str, str]] = {
    "life": ("704.5a", "ライフが0以下", "0 or less life"),
    "team_life": ("704.6a", "チームのライフが0以下", "the team's life is 0 or less"),
    "empty_library": ("704.5b", "空のライブラリーから引こうとした", "drew from an empty library"),
    "poison": ("704.5c", "毒カウンターが10個以上", "ten or more poison counters"),
    "team_poison": (
        "704.6b",
        "チームの毒カウンターが15個以上",
        "fifteen poison counters on the team",
    ),
    "commander_damage": (
        "704.6c",
        "1体の統率者から21点以上の戦闘ダメージ",
        "21 combat damage from one commander",
    ),
    "concede": ("104.3a", "投了", "conceded"),
    "effect": ("104.3e", "敗北させる効果", "an effect says so"),
    "emperor": ("104.3i", "皇帝が敗北した", "the emperor lost"),
    "team": ("810.8a", "チームメイトが敗北した", "the teammate lost"),
}
_HEADLINE: dict[Outcome, tuple[str, str]] = {
    "loses": ("あなたはゲームに敗北します", "You lose the game"),
    "wins": ("あなたはゲームに勝利します", "You win the game"),
    "draw": ("ゲームは引き分けです", "The game is a draw"),
    "keeps_playing": ("あなたは敗北せず、ゲームを続けます", "You do not lose; you keep playing"),
}


def summaries(outcome: Outcome, you: PlayerSnapshot) -> tuple[str, str]:
    ja, en = _HEADLINE[outcome]
    reasons = [_REASONS[r] for r in you["loss_reasons"] if r in _REASONS]
    if reasons and outcome in ("loses", "draw"):
        ja += "（" + "、".join(f"{text}: {rule}" for rule, text, _ in reasons) + "）"
        en += " (" + "; ".join(f"{text}: {rule}" for rule, _, text in reasons) + ")"
    elif outcome == "loses":
        ja += "（ほかのプレイヤーがゲームに勝利した）"
        en += " (another player won the game)"
    ja += f"。あなたのライフは{you['life']}、毒カウンターは{you['poison']}個です。"
    en += f". Your life is {you['life']}, with {you['poison']} poison counters."
    return ja, en
