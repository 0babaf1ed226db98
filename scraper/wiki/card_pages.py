"""Which wiki pages are a card's own page, from the title alone.

MTG Wiki titles a card's page `日本語名/English Name` (split cards `火+氷/Fire+Ice`), a plane
`名前 (次元カード)` and a playtest card `名前 (playtest)`; any other title is a term, rule or
article page.
"""

from __future__ import annotations

from rulesdb.records import CardName
from scraper.wiki.card_names import CardNameError, has_japanese, parse_card_name

PLANE_NOTE = "次元カード"
PLAYTEST_NOTE = "playtest"


def card_of_title(title: str) -> CardName | None:
    """The card a page titled `title` is about, or None when it is not a card's page."""
    if ":" in title:  # another namespace (カテゴリ:…, Template:…) is never a card
        return None
    try:
        card, note = parse_card_name(title)
    except CardNameError:
        return None
    if note == PLAYTEST_NOTE:
        # A playtest card is a card of its own, not the printed card of the same name.
        return CardName(
            en=f"{card.en} ({PLAYTEST_NOTE})" if card.en else None,
            ja=f"{card.ja} ({PLAYTEST_NOTE})" if card.ja else None,
        )
    if note is not None and note != PLANE_NOTE:
        return None
    if note == PLANE_NOTE:
        return card
    # Without a marker only a `日本語名/English Name` pair is a card; `総合ルール/変更履歴` is not.
    if card.ja and card.en and has_japanese(card.ja) and not has_japanese(card.en):
        return card
    return None
