"""An outcome the question supposes of a player ("if my teammate wins, does the whole team
win?", 「相方が勝利したら、チーム全体の勝ちになりますか？」): the asker tells how the story ends
for that player and asks what follows for them (in Two-Headed Giant, 810.8a: a team wins and
loses together). Of the readings the words leave open (whose a draw is, 「相方が《研究室の偏執狂》
を出していて、ライブラリー0枚でドローしました」), only those in which the engine gives that player
that outcome are the asker's story (verdict.py); where none is, there is no verdict.

Only a supposition of a whole game's outcome: not of a subgame, nor of an amount ("if I lose
3 life"), and of a player the game seats.
"""

from __future__ import annotations

import re
from typing import Any

from bot.application.situations.text_normal import Normalised
from engine import ScenarioError, simulate

Supposed = tuple[tuple[str, str], ...]  # (role, "wins" | "loses")

_SUPPOSED = {
    "en": re.compile(
        r"\b(?:if|once|suppose|assuming) ⟨(?P<p>[a-z0-9]+)⟩ (?:(?:then|still|actually|does) )?"
        r"(?P<o>wins?|won|loses?|lost)(?: the game)?(?=[,.?!]| (?:do|does|would|will|is|are"
        r"|then|can|that)\b|$)"
    ),
    "ja": re.compile(
        r"⟨(?P<p>[a-z0-9]+)⟩(?:が|は)(?:ゲームに)?(?P<o>勝利|勝ち|勝っ|勝て|敗北|負け)(?:し)?"
        r"(?:たら|れば|なら|た場合)"
    ),
}
_WON = re.compile(r"^(?:win|won|勝)")
_SUBGAME = re.compile(r"subgame|sub-game|サブゲーム")
_SENTENCE = re.compile(r"[.?!。？！]")
_ROLES = {"team": "you"}
_GROUPS = {"opponents": "opponent", "all": ""}


def supposed_outcomes(norm: Normalised) -> Supposed:
    """The (role, outcome) pairs the question supposes, as above."""
    found = []
    for match in _SUPPOSED[norm.lang].finditer(norm.text):
        start = max((m.end() for m in _SENTENCE.finditer(norm.text, 0, match.start())), default=0)
        end = _SENTENCE.search(norm.text, match.end())
        if _SUBGAME.search(norm.text, start, end.start() if end else len(norm.text)):
            continue
        role = _ROLES.get(match.group("p"), match.group("p"))
        if not _seated(role):
            continue  # ("if he wins": whom "he" is the reading says, not this)
        found.append((role, "wins" if _WON.match(match.group("o")) else "loses"))
    return tuple(found)


def supposes_an_outcome(norm: Normalised, at: int) -> bool:
    """Whether an outcome supposed as above starts at `at` ("if ⟨teammate⟩ wins")."""
    return any(
        found.start() == at and _seated(_ROLES.get(found.group("p"), found.group("p")))
        for found in _SUPPOSED[norm.lang].finditer(norm.text)
    )


def _seated(role: str) -> bool:
    return role in {"you", "teammate", *_GROUPS} or role.startswith("opponent")


def holds(scenario: dict[str, Any], supposed: Supposed) -> bool:
    """Whether the scenario's game gives each supposed player the supposed outcome."""
    if not supposed:
        return True
    try:
        final = simulate(scenario, lang="en")["final"]
    except ScenarioError:
        return False
    players = final["players"]
    for role, outcome in supposed:
        # (a group supposed, 「相手2人が負けたら」: each of its players)
        named = [p for p in players if p["name"] == role or _GROUPS.get(role, "-") in p["name"]]
        if not named or not all(p["won" if outcome == "wins" else "lost"] for p in named):
            return False
    return True
