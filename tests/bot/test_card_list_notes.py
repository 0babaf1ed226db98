"""The wiki writes one sentence for a group of cards on a list: /cards, the console and the CLI
show it once under the group, not once a card (issue 24, item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.answer_types import ListedCard
from bot.application.reading.list_notes import NotePlace, note_places
from bot.cli import main
from tests.discord_standin import DiscordUser

GROUP = "白金の天使/Platinum Angelや天使の嗜み/Angel's Graceやリッチの熟達/Lich's Masteryは、"


def listed(en: str, note: str | None) -> ListedCard:
    return {"en": en, "ja": None, "note": note}


def test_a_groups_note_is_placed_once_under_it_and_a_cards_own_beside_it() -> None:
    cards = [listed("A", "g"), listed("B", "g"), listed("C", "own"), listed("D", None)]
    assert note_places(cards) == [
        NotePlace(None, None),
        NotePlace(None, "g"),
        NotePlace("own", None),
        NotePlace(None, None),
    ]


async def test_cards_shows_the_groups_sentence_once(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("cards", list="敗北に影響するカード")
    assert reply.embed["description"].count(GROUP) == 1


def test_the_cli_shows_the_groups_sentence_once(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    main(["cards", "敗北に影響するカード", "--db", str(bundled_db), "--lang", "en"])
    out, _ = capsys.readouterr()
    assert out.count(GROUP) == 1
