"""Chapter 7's special situations: subgames, restarting the game, the monarch, the initiative,
day and night, controlling another player. Their rules hold only in that situation, so a
question that does not name it wants a general rule first, as with a variant's
(rulesdb.text.variants): "ライブラリーが0枚で引いたら負け?" is 704.5b, not the subgame rule that
says the same words about a library of fewer than seven cards.

Their section numbers moved between editions (Subgames: 724 in 2023, 725 in 2024, 728 in 2026),
so a rule's situation is read from the heading of its section in its own edition.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulesdb.text.normalize import fold

SUBGAME = "subgame"
RESTARTING = "restarting the game"
MONARCH = "monarch"
INITIATIVE = "initiative"
DAY_AND_NIGHT = "day and night"
CONTROLLING_A_PLAYER = "controlling another player"

# A section's heading, in either language, -> its situation.
_HEADINGS: dict[str, str] = {
    fold(heading): situation
    for heading, situation in (
        ("Subgames", SUBGAME),
        ("サブゲーム", SUBGAME),
        ("Restarting the Game", RESTARTING),
        ("ゲームを再び開始する", RESTARTING),
        ("The Monarch", MONARCH),
        ("統治者", MONARCH),
        ("The Initiative", INITIATIVE),
        ("イニシアチブ", INITIATIVE),
        ("Day and Night", DAY_AND_NIGHT),
        ("昼と夜", DAY_AND_NIGHT),
        ("Controlling Another Player", CONTROLLING_A_PLAYER),
        ("他のプレイヤーをコントロールする", CONTROLLING_A_PLAYER),
    )
}

# Folded text (casefolded, katakana as hiragana) that names each situation, or the card that
# brings it about.
_CUES: dict[str, re.Pattern[str]] = {
    SUBGAME: re.compile(r"sub[-ー ]?games?|shahrazad|しゃはらざーど|さぶげーむ"),
    RESTARTING: re.compile(r"restart|karn liberated|りすたーと|やり直|再開|最初から|解放された者"),
    MONARCH: re.compile(r"monarch|統治者"),
    INITIATIVE: re.compile(r"initiative|いにしあちぶ|踏破"),
    DAY_AND_NIGHT: re.compile(r"\bday\b|\bnight\b|昼|夜"),
    CONTROLLING_A_PLAYER: re.compile(
        r"control(?:s|ling)? (?:another|a|an opponent'?s?) (?:player|turn)"
        r"|control (?:his|her|their|your|my) (?:next )?turn|mindslaver"
        r"|ぷれいやーをこんとろーる|ぷれいやーのこんとろーる|精神隷属器"
    ),
}


def named_situations(folded: str) -> frozenset[str]:
    """The special situations a folded question names."""
    return frozenset(situation for situation, cue in _CUES.items() if cue.search(folded))


def situation_sections(headings: Iterable[tuple[str, str, str]]) -> dict[tuple[str, str], str]:
    """(edition, section number) -> situation, from each edition's section headings given as
    (edition, number, heading)."""
    found: dict[tuple[str, str], str] = {}
    for edition, number, heading in headings:
        situation = _HEADINGS.get(fold(heading).strip())
        if situation is not None:
            found[(edition, number)] = situation
    return found
