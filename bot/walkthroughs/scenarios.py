"""Scenarios built from a few options (/subgame, /loss, on Discord and in the console).

The builders only assemble a scenario dict in the shape of `docs/scenario-format.md`; the engine
(via `bot.walkthroughs.scenario_service`) validates and runs it, stopping where the game ends.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from bot.application.app_protocol import BadInputError

Lang = Literal["ja", "en"]

# A scenario mapping as docs/scenario-format.md writes it; only the engine knows it valid or not.
Scenario = dict[str, Any]

# Permanents that change how (or whether) their controller loses, by the English name the engine
# knows them by, with the Japanese name for the command's choices.
PROTECTIONS: dict[str, str] = {
    "Platinum Angel": "白金の天使",
    "Lich's Mirror": "死者の鏡",
    "Lich's Mastery": "リッチの熟達",
    "Phyrexian Unlife": "ファイレクシアの非生",
    "Transcendence": "卓絶",
    "Laboratory Maniac": "研究室の偏執狂",
}
# Which protections are still on the battlefield, their player still in the game, after each
# condition: only then can "the protection leaves afterwards" happen.
CANT_LOSE = frozenset({"Platinum Angel", "Lich's Mastery"})
LIFE_EXEMPT = frozenset({"Phyrexian Unlife", "Transcendence"})
EFFECT_SOURCE = "Door to Nothingness"
CONDITION_TITLES: dict[str, tuple[str, str]] = {
    "life": ("ライフが0以下", "Life 0 or less"),
    "poison": ("毒カウンター10個", "Ten poison counters"),
    "empty_library": ("空のライブラリーから引く", "Drawing from an empty library"),
    "effect": ("効果による敗北", "An effect says you lose"),
    "concede": ("投了", "Conceding"),
}
OPENING_HAND = 7
MAX_COUNT = 1000  # a life total, counter or library size given as an option

# Each builder's options by kind: "count" (a whole number 0..MAX_COUNT), "yes_no", or the tuple
# of the values allowed.
OptionKind = str | tuple[str, ...]
SUBGAME_OPTIONS: dict[str, OptionKind] = {
    "your_library": "count",
    "opponent_library": "count",
    "your_life": "count",
    "opponent_life": "count",
    "your_poison": "count",
    "opponent_poison": "count",
    "protection": tuple(PROTECTIONS),
    "fork": "yes_no",
    "concede": ("you", "opponent"),
}
LOSS_OPTIONS: dict[str, OptionKind] = {
    "condition": tuple(CONDITION_TITLES),
    "protection": tuple(PROTECTIONS),
    "life": "count",
    "poison": "count",
    "library": "count",
    "protection_leaves": "yes_no",
}


def player_names(lang: Lang) -> tuple[str, str]:
    # Third-person names: the engine narrates "<name> casts …".
    return ("あなた", "対戦相手") if lang == "ja" else ("Player", "Opponent")


def _check_protection(protection: str | None) -> None:
    if protection is not None and protection not in PROTECTIONS:
        raise BadInputError(f"unknown protection {protection!r}", field="protection")


def _check_counts(arguments: Mapping[str, object], kinds: Mapping[str, OptionKind]) -> None:
    """The builder's count `arguments` (its locals() on entry) are within bounds: callers
    other than the option parser (Discord, Python) get the parser's bounds."""
    for name in (name for name, kind in kinds.items() if kind == "count"):
        value = arguments.get(name)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
            raise BadInputError(f"{name} must be a whole number from 0 to {MAX_COUNT}", name)


def subgame_scenario(
    lang: Lang,
    *,
    your_library: int = 40,
    opponent_library: int = 40,
    your_life: int = 20,
    opponent_life: int = 20,
    your_poison: int = 0,
    opponent_poison: int = 0,
    protection: str | None = None,
    fork: bool = False,
    concede: str | None = None,
) -> Scenario:
    """You cast Shahrazad (your opponent may Fork it); optionally someone concedes each subgame."""
    _check_protection(protection)
    _check_counts(locals(), SUBGAME_OPTIONS)
    if concede not in (None, "you", "opponent"):
        raise BadInputError(f"unknown player {concede!r}", field="concede")
    you, opponent = player_names(lang)
    me: dict[str, Any] = {
        "name": you,
        "life": your_life,
        "poison": your_poison,
        "library": your_library,
        "hand": ["Shahrazad"],
    }
    if protection:
        me["battlefield"] = [protection]
    them: dict[str, Any] = {
        "name": opponent,
        "life": opponent_life,
        "poison": opponent_poison,
        "library": opponent_library,
    }
    if fork:
        them["hand"] = ["Fork"]
    events: list[dict[str, Any]] = [{"type": "cast", "player": you, "card": "Shahrazad"}]
    if fork:
        events.append({"type": "copy", "player": opponent, "card": "Fork"})
    # A subgame only runs past its first state-based check if both can draw an opening hand.
    playable = min(your_library, opponent_library) >= OPENING_HAND
    concession = (
        [{"type": "concede", "player": you if concede == "you" else opponent}]
        if concede and playable
        else []
    )
    for _ in range(2 if fork else 1):
        events.append({"type": "resolve"})
        events.extend(concession)
    title = "Shahrazad" + (" + Fork" if fork else "")
    return {"title": title, "players": [me, them], "events": events}


def loss_scenario(
    lang: Lang,
    *,
    condition: str,
    protection: str | None = None,
    life: int = 20,
    poison: int = 0,
    library: int = 40,
    protection_leaves: bool = False,
) -> Scenario:
    """You meet one loss condition, perhaps with a protection that later leaves the battlefield."""
    _check_protection(protection)
    _check_counts(locals(), LOSS_OPTIONS)
    you, opponent = player_names(lang)
    me: dict[str, Any] = {"name": you, "life": life, "poison": poison, "library": library}
    if protection:
        me["battlefield"] = [protection]
    events: list[dict[str, Any]]
    if condition == "life":
        events = [{"type": "damage", "to": you, "amount": max(life, 1), "by": opponent}]
    elif condition == "poison":
        events = [{"type": "poison", "player": you, "amount": max(10 - poison, 1)}]
    elif condition == "empty_library":
        events = [{"type": "mill", "player": you, "count": library}] if library else []
        events.append({"type": "draw", "player": you, "count": 1})
    elif condition == "effect":
        events = [{"type": "lose", "player": you, "source": EFFECT_SOURCE}]
    elif condition == "concede":
        events = [{"type": "concede", "player": you}]
    else:
        raise BadInputError(f"unknown condition {condition!r}", field="condition")
    if protection and protection_leaves and still_protected(protection, condition):
        events.append({"type": "leave", "player": you, "card": protection})
    title = CONDITION_TITLES[condition][0 if lang == "ja" else 1]
    if protection:
        title += f" + {PROTECTIONS[protection] if lang == 'ja' else protection}"
    return {"title": title, "players": [me, {"name": opponent}], "events": events}


def still_protected(protection: str, condition: str) -> bool:
    """Whether `protection` keeps its player in the game, and stays, when `condition` happens."""
    if protection in CANT_LOSE:
        return condition != "concede"  # nothing stops a concession (104.3a)
    if protection in LIFE_EXEMPT:
        return condition == "life"
    # Lich's Mirror shuffles itself away; Laboratory Maniac turns the draw into a win.
    return False
