"""Where a card list shows the wiki's notes: the wiki writes one sentence for a group of cards
("白金の天使/Platinum Angelや天使の嗜み/Angel's Graceや…は、…"), which each card of the group
carries; it is shown once, under the group, and a card's own note beside it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from bot.application.answer_types import ListedCard


class NotePlace(NamedTuple):
    beside: str | None  # the card's own note, on its line
    under: str | None  # the note of the group this card ends, on a line of its own


def note_places(cards: Sequence[ListedCard]) -> list[NotePlace]:
    """For each card, the note shown beside it and the one shown under it."""
    places = []
    for index, card in enumerate(cards):
        note = card["note"] or None
        shared = index > 0 and note is not None and cards[index - 1]["note"] == note
        following = index + 1 < len(cards) and note is not None and cards[index + 1]["note"] == note
        places.append(
            NotePlace(
                note if not shared and not following else None,
                note if shared and not following else None,
            )
        )
    return places
