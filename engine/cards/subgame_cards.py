"""The four cards of the wiki's サブゲームを行うカード一覧: each plays a subgame (724.1)."""

from __future__ import annotations

from engine.cards.base import AfterSubgame, CardDef, SpellEffect, SubgameRules

CARDS: tuple[CardDef, ...] = (
    CardDef(
        name="Shahrazad",
        type_line="Sorcery",
        spell=SpellEffect.SUBGAME,
        subgame=SubgameRules(after=AfterSubgame.NON_WINNERS_LOSE_HALF_LIFE),
    ),
    CardDef(
        name="Enter the Dungeon",
        type_line="Sorcery",
        spell=SpellEffect.SUBGAME,
        subgame=SubgameRules(starting_life=5, after=AfterSubgame.WINNER_SEARCHES_TWO),
        not_modelled=("'under the table' is a physical instruction with no rules effect",),
    ),
    CardDef(
        name="The Countdown Is at One",
        type_line="Sorcery",
        spell=SpellEffect.SUBGAME,
        subgame=SubgameRules(starting_life=1, after=AfterSubgame.DOUBLE_DAMAGE_TO_NON_WINNERS),
    ),
    CardDef(
        name="Tug of War",
        type_line="Sorcery",
        spell=SpellEffect.SUBGAME,
        subgame=SubgameRules(
            starting_life=5, picks_from_library=3, after=AfterSubgame.WINNER_KEEPS_ONE_PICK
        ),
    ),
)
