"""Libraries told with the card that starts a subgame, in its sentence
(「シャハラザードで両方のライブラリーが7枚未満（自分3枚、相手6枚）だった」, "when they resolved
Shahrazad I had 4 cards in library"): the libraries the subgame began with, which are the main
game's (a subgame's players play with their main-game libraries), told before the card is cast.
Told in another sentence, or after another event, a library may be the subgame's after its
opening draw: those stay where told.
"""

from __future__ import annotations

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.matching import EVENT_KINDS
from bot.application.situations.pattern_kit import SENTENCE_END, Clause, sentence_start
from bot.application.situations.text_normal import Normalised


def _starts_subgame(norm: Normalised, item: Clause) -> bool:
    return item.kind in {"cast", "controls", "subgame_starts"} and any(
        norm.cards[i] in SUBGAME_CARDS for i in item.cards
    )


def libraries_first(norm: Normalised, clauses: list[Clause]) -> list[Clause]:
    """The clauses with the libraries told with a subgame's card moved before it."""
    start = next((i for i, c in enumerate(clauses) if _starts_subgame(norm, c)), None)
    if start is None or any(c.kind in EVENT_KINDS for c in clauses[:start]):
        return clauses
    card = clauses[start]
    stop = SENTENCE_END.search(norm.text, card.end)
    last = stop.start() if stop else len(norm.text)
    moved = []
    for item in clauses[start + 1 :]:
        if item.start >= last or item.kind in EVENT_KINDS | {"in_subgame", "main_game"}:
            break
        if item.kind == "library_is" and sentence_start(norm.text, item.start) <= card.start:
            moved.append(item)
    if not moved:
        return clauses
    rest = [c for c in clauses if all(c is not m for m in moved)]
    return [*rest[:start], *moved, *rest[start:]]
