"""A total told after the card that starts a subgame, in no game's words, before the story says
which game it goes on in (「相手がシャハラザードを唱えた。相手のライフは1。サブゲームで相手が投了
した。勝ち？」): the main game's life, which the lost subgame halves to 0, or the subgame's own,
which its players start at 20 again (728.2)? It was played as the subgame's: 'keeps_playing',
where a judge reading it as the main game's says the asker wins.
"""

from __future__ import annotations

import itertools
import re

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_start
from bot.application.situations.text_normal import Normalised

_TOTALS = frozenset({"life_is", "poison_is"})
# Clauses that say which game the story is in from there on.
_GAME_SAID = frozenset(
    {"in_subgame", "main_game", "main_life_is", "loses_subgame", "wins_subgame", "concede_subgame"}
)
_GAME_WORDS = re.compile(r"サブゲーム|メイン|本戦|元のゲーム|subgame|main(?:[- ]game)?\b")


def _starts_subgame(norm: Normalised, item: Clause) -> bool:
    if item.kind == "subgame_starts":
        return True
    return item.kind == "cast" and any(norm.cards[i] in SUBGAME_CARDS for i in item.cards)


_ENDS = frozenset({"loses_subgame", "wins_subgame", "concede_subgame"})
_MAIN_WORDS = re.compile(r"メイン|本戦|元のゲーム|main(?:[- ]game)?\b")
_THERE = re.compile(r"\s*(?:there|in (?:it|that|the subgame|that game))\b|そこ|サブゲーム")


def _after_the_end(norm: Normalised, clauses: list[Clause]) -> str | None:
    """A total told in the sentence of the subgame's end, after it, with no word of the main
    game ("I lose the subgame at 0 life there"): the subgame's total as it ended, which was
    played as the main game's after the end (0 there: 'loses' at 10 in the main game)."""
    for previous, item in itertools.pairwise(clauses):
        if previous.kind not in _ENDS or item.kind not in _TOTALS:
            continue
        stop = SENTENCE_END.search(norm.text, previous.end)
        if stop is not None and stop.start() < item.start:
            continue
        if _MAIN_WORDS.search(norm.text, previous.end, item.end):
            continue
        # told as the end's own ("lose the subgame at 0 life"), or pointed at it ("there");
        # "I lost the subgame and I'm at 2" is the main game's, now.
        attached = not norm.text[previous.end : item.start].strip()
        if attached or _THERE.match(norm.text, item.end):
            return f"which game's total is {norm.text[item.start : item.end]!r}?"
    return None


def total_in_no_game(norm: Normalised, reading: Reading) -> str | None:
    """Why a total after a subgame's start may be either game's, or None."""
    clauses = reading.clauses
    if ended := _after_the_end(norm, clauses):
        return ended
    start = next((i for i, c in enumerate(clauses) if _starts_subgame(norm, c)), None)
    if start is None:
        return None
    for item in clauses[start + 1 :]:
        if item.kind in _GAME_SAID:
            return None
        if item.kind not in _TOTALS:
            continue
        stop = SENTENCE_END.search(norm.text, item.end)
        sentence = norm.text[sentence_start(norm.text, item.start) : stop.start() if stop else None]
        if not _GAME_WORDS.search(sentence):
            return f"which game's total is {norm.text[item.start : item.end]!r}?"
    return None
