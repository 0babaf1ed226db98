"""All step messages: key -> (Japanese, English) templates with the same placeholders."""

from __future__ import annotations

from engine.i18n import (
    catalog_abilities,
    catalog_card_abilities,
    catalog_cards,
    catalog_control,
    catalog_game,
    catalog_loss,
    catalog_subgame,
    catalog_un_cards,
)

CATALOG: dict[str, tuple[str, str]] = {
    **catalog_game.MESSAGES,
    **catalog_subgame.MESSAGES,
    **catalog_loss.MESSAGES,
    **catalog_abilities.MESSAGES,
    **catalog_card_abilities.MESSAGES,
    **catalog_cards.MESSAGES,
    **catalog_un_cards.MESSAGES,
    **catalog_control.MESSAGES,
}
