"""A total told where the question asks, after the story's events ("Does anything happen to me
at 7 life?", 「私はライフ1ですが大丈夫ですか？」, "相手のライフは-2なので勝ち？"): the asker's
reckoning of what the events left, or the total they had all along?

Where no event before it could change it, both are the same: it is the player's starting total
(`quiet_totals`; the reader tells it first). Where one could, and the story gives that player
no total of its own, the engine would start them at the default and contradict it: no verdict
(`reckoned_without_start`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.matching import EVENT_KINDS, Reading, reckoning
from bot.application.situations.pattern_kit import Clause, sentence_start
from bot.application.situations.structure.timing.past_totals import TOTALS
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY

_RECKONED = frozenset({"life_is", "poison_is"})
# Events that change no player's life or poison by themselves: a player leaving the game, a
# permanent leaving it (a card with a triggered ability may: no story with one is taken).
_QUIET = frozenset({"concede", "leaves", "phase_out"})
_ROLES = frozenset({"you", "opponent"})


def _told(reading: Reading) -> set[tuple[str | None, str]]:
    return {
        (c.player, "life_is" if c.kind == "main_life_is" else c.kind)
        for c in reading.clauses
        if c.kind in TOTALS
    }


_PLAYER = re.compile(r"⟨([a-z0-9]+)⟩")
_JA_AT = re.compile(r"(?:点|個)?(?:で|の(?:状態|まま|⟨you⟩))(?!す)")


def _whose(norm: Normalised, item: Clause) -> Clause:
    """A total with no player of its own ("Do I lose with 10 poison?") is that of the player
    the words name last before it in its sentence."""
    if item.player is not None:
        return item
    if norm.lang == "ja":
        # 「ライフ0で負けますか？」: the unsaid asker's, at that total (「毒3個になる」 is what
        # the events make it, the engine's to reckon).
        # 「半分切り上げで…ライフ1で続行」 is the asker's arithmetic, the engine's to do.
        at = _JA_AT.match(norm.text, item.end) and not reckoning(norm, item.start, item.end)
        return replace(item, player="you") if at else item
    named = _PLAYER.findall(norm.text, sentence_start(norm.text, item.start), item.start)
    return replace(item, player=named[-1]) if named and named[-1] in _ROLES else item


def _reckoned(norm: Normalised, reading: Reading) -> list[Clause]:
    told = _told(reading)
    found = [
        _whose(norm, item)
        for item in reading.every
        if item.kind in _RECKONED and all(item is not c for c in reading.clauses)
    ]
    return [item for item in found if (item.player, item.kind) not in told]


def _losing(item: Clause) -> bool:
    """A total that loses by itself (0 life, 10 poison): had it held all along, the player
    would have lost before the story began, so what kept them in is a part left untold."""
    value = item.numbers[0] if item.numbers else 0
    return value <= 0 if item.kind == "life_is" else value >= 10


def quiet_totals(norm: Normalised, reading: Reading) -> list[Clause]:
    """The totals asked with, of a named player, that no event before them could change."""
    if any(REGISTRY[card].triggers for card in norm.cards):
        return []
    return [
        item
        for item in _reckoned(norm, reading)
        if item.player is not None
        and not _losing(item)
        and all(
            c.kind in _QUIET
            for c in reading.clauses
            if c.kind in EVENT_KINDS and c.end <= item.start
        )
    ]


def reckoned_without_start(norm: Normalised, reading: Reading) -> str | None:
    quiet = quiet_totals(norm, reading)
    kinds = {kind for _, kind in _told(reading)}
    for item in _reckoned(norm, reading):
        if item in quiet:
            continue
        # "Do I lose with 10 poison counters?": whose it is unread, and none of its kind told
        # (Japanese tells a reckoned result so: 「3点受けたら毒3個になる」, the engine's to do)
        unowned = norm.lang == "en" and item.kind not in kinds
        if item.player is not None or unowned:
            return f"not understood: a {item.kind} reckoned for a player the story gives none"
    return None
