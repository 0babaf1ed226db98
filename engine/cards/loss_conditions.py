"""Cards of the 敗北条件 page's 敗北条件カード一覧: cards that make a player lose the game.

The Pacts' second sentence is a delayed trigger at their controller's next upkeep; the extra-turn
spells' last sentence is a delayed trigger at that turn's end step (603.7). What a card does
besides making someone lose is modelled only where the engine has the parts for it; the rest is
named in `not_modelled` and said in the step that resolves the card.
"""

from __future__ import annotations

from engine.cards.base import Activated, CardDef, Do, SpellEffect, Static, Triggered, When


def _pact(name: str, not_modelled: tuple[str, ...] = (), **extra: object) -> CardDef:
    key = name.lower().replace("'", "").replace(" ", "_")
    return CardDef(
        name=name,
        type_line="Instant",
        spell=SpellEffect.PACT,
        delayed=Triggered(f"{key}.upkeep", When.YOUR_NEXT_UPKEEP, Do.PAY_OR_LOSE),
        not_modelled=("mana: whether the cost is paid is the resolve event's `pay`", *not_modelled),
        **extra,  # type: ignore[arg-type]
    )


def _extra_turn(name: str, type_line: str, not_modelled: tuple[str, ...] = ()) -> CardDef:
    key = name.lower().replace("'", "").replace(" ", "_")
    return CardDef(
        name=name,
        type_line=type_line,
        spell=SpellEffect.EXTRA_TURN,
        delayed=Triggered(f"{key}.end_step", When.THAT_TURNS_END_STEP, Do.LOSE_THE_GAME),
        not_modelled=not_modelled,
        exile_on_resolution=name == "Alchemist's Gambit",
    )


PACTS: tuple[CardDef, ...] = (
    _pact("Pact of Negation", ("countering the target spell: not modelled",)),
    _pact("Pact of the Titan", token=("Giant", "Creature — Giant")),
    _pact("Slaughter Pact", ("destroying the target creature: not modelled",)),
    _pact("Summoner's Pact", ("the search for a green creature card: not modelled",)),
    _pact("Intervention Pact", ("preventing the next damage: not modelled",)),
)

EXTRA_TURNS: tuple[CardDef, ...] = (
    _extra_turn("Final Fortune", "Instant"),
    _extra_turn("Last Chance", "Sorcery"),
    _extra_turn("Warrior's Oath", "Sorcery"),
    _extra_turn("Chance for Glory", "Instant", ("indestructible: the engine has no destruction",)),
    _extra_turn(
        "Alchemist's Gambit",
        "Sorcery",
        ("cleave (the end-step loss is always there) and the damage that can't be prevented",),
    ),
)

CARDS: tuple[CardDef, ...] = (
    *PACTS,
    *EXTRA_TURNS,
    CardDef(
        name="Glorious End",
        type_line="Instant",
        spell=SpellEffect.END_THE_TURN,
        delayed=Triggered("glorious_end.end_step", When.YOUR_NEXT_END_STEP, Do.LOSE_THE_GAME),
        not_modelled=("discarding to the maximum hand size: the engine has no hand size",),
    ),
    CardDef(
        name="Demonic Pact",
        type_line="Enchantment",
        triggers=(Triggered("demonic_pact.upkeep", When.YOUR_UPKEEP, Do.DEMONIC_PACT),),
    ),
    CardDef(
        name="Nicol Bolas, Dragon-God",
        type_line="Legendary Planeswalker — Bolas",
        activated=(
            Activated("nicol_bolas.minus_eight", Do.OPPONENTS_WITHOUT_LEGEND_LOSE, index=2),
        ),
        not_modelled=("+1, −3, loyalty, and the other planeswalkers' loyalty abilities",),
    ),
    CardDef(
        name="Triskaidekaphobia",
        type_line="Enchantment",
        triggers=(Triggered("triskaidekaphobia.upkeep", When.YOUR_UPKEEP, Do.THIRTEEN_LIFE_LOSES),),
    ),
    CardDef(
        name="Door to Nothingness",
        type_line="Artifact",
        activated=(
            Activated(
                "door_to_nothingness.lose", Do.TARGET_PLAYER_LOSES, index=0, sacrifices_source=True
            ),
        ),
        not_modelled=("entering tapped, and the mana and tapping of its cost",),
    ),
    CardDef(
        name="Phage the Untouchable",
        type_line="Legendary Creature — Avatar Minion",
        triggers=(
            Triggered("phage.combat", When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, Do.THAT_PLAYER_LOSES),
        ),
        not_modelled=(
            "the enters trigger (not cast from the hand) and destroying creatures it damages",
        ),
    ),
    CardDef(
        name="Etrata, the Silencer",
        type_line="Legendary Creature — Vampire Assassin",
        triggers=(
            Triggered("etrata.combat", When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, Do.HIT_COUNTER),
        ),
        not_modelled=("can't be blocked: the engine has no blocks",),
    ),
    CardDef(
        name="Vraska the Unseen",
        type_line="Legendary Planeswalker — Vraska",
        activated=(Activated("vraska_the_unseen.assassins", Do.ASSASSIN_TOKENS, index=2),),
        not_modelled=("+1 and −3, and loyalty: the engine has no combat with planeswalkers",),
    ),
    CardDef(
        name="Vraska, Golgari Queen",
        type_line="Legendary Planeswalker — Vraska",
        activated=(Activated("vraska_golgari_queen.emblem", Do.VRASKA_EMBLEM, index=2),),
        not_modelled=("+2 and −3, and loyalty",),
    ),
    CardDef(
        name="Immortal Coil",
        type_line="Artifact",
        statics=(Static.PREVENT_DAMAGE_EXILING_GRAVEYARD,),
        triggers=(
            Triggered("immortal_coil.empty", When.NO_CARDS_IN_YOUR_GRAVEYARD, Do.LOSE_THE_GAME),
        ),
        not_modelled=("the draw ability: mana and tapping",),
    ),
    CardDef(
        name="Nefarious Lich",
        type_line="Enchantment",
        statics=(Static.DAMAGE_EXILES_GRAVEYARD_OR_LOSE, Static.LIFE_GAIN_DRAWS),
        triggers=(Triggered("nefarious_lich.leaves", When.LEAVES_BATTLEFIELD, Do.LOSE_THE_GAME),),
    ),
    CardDef(
        name="Nine Lives",
        type_line="Enchantment",
        statics=(Static.PREVENT_DAMAGE_FOR_INCARNATION,),
        triggers=(
            Triggered("nine_lives.nine", When.NINE_INCARNATION_COUNTERS, Do.EXILE_ITSELF),
            Triggered("nine_lives.leaves", When.LEAVES_BATTLEFIELD, Do.LOSE_THE_GAME),
        ),
        not_modelled=("hexproof: the engine has no targeting by opponents",),
    ),
    CardDef(
        name="Sinner's Judgment",
        type_line="Enchantment — Aura Curse",
        triggers=(Triggered("sinners_judgment.upkeep", When.YOUR_UPKEEP, Do.JUDGMENT_COUNTER),),
        not_modelled=("exiled instead of going to a graveyard",),
    ),
    CardDef(
        name="Vorpal Sword",
        type_line="Artifact — Equipment",
        activated=(Activated("vorpal_sword.grant", Do.VORPAL, index=0),),
        not_modelled=("+2/+0, deathtouch and the equip ability: attach it with attached_to",),
    ),
    CardDef(
        name="Strixhaven Stadium",
        type_line="Artifact",
        activated=(Activated("strixhaven_stadium.tap", Do.POINT_COUNTER, index=0),),
        triggers=(
            Triggered(
                "strixhaven_stadium.hurt",
                When.A_CREATURE_DEALS_COMBAT_DAMAGE_TO_YOU,
                Do.REMOVE_POINT_COUNTER,
            ),
            Triggered(
                "strixhaven_stadium.score",
                When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT,
                Do.POINT_COUNTER_TEN_LOSES,
            ),
        ),
        not_modelled=("the mana and the tapping of its ability",),
    ),
    CardDef(
        name="Vraska, Scheming Gorgon",
        type_line="Legendary Planeswalker — Vraska",
        activated=(Activated("vraska_scheming_gorgon.minus_ten", Do.GORGON_EMBRACE, index=2),),
        not_modelled=("+2 and −3, loyalty, and deathtouch",),
    ),
    CardDef(
        name="Angel of Destiny",
        type_line="Creature — Angel Cleric",
        triggers=(
            Triggered(
                "angel_of_destiny.gain",
                When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_A_PLAYER,
                Do.BOTH_GAIN_THAT_MUCH,
            ),
            Triggered("angel_of_destiny.end_step", When.YOUR_END_STEP, Do.ATTACKED_PLAYERS_LOSE),
        ),
        not_modelled=('flying and double strike; "attacked" is read as "dealt combat damage to"',),
    ),
    CardDef(
        name="Forbidden Crypt",
        type_line="Enchantment",
        statics=(Static.DRAW_RETURNS_FROM_GRAVEYARD, Static.GRAVEYARD_BECOMES_EXILE),
    ),
    CardDef(
        name="Mirrodin Besieged",
        type_line="Enchantment",
        triggers=(
            Triggered("mirrodin_besieged.end_step", When.YOUR_END_STEP, Do.PHYREXIAN_END_STEP),
        ),
        not_modelled=("Mirran: the engine always chooses Phyrexian, the mode that can win",),
    ),
    CardDef(
        name="The Deck of Many Things",
        type_line="Legendary Artifact",
        activated=(Activated("deck_of_many_things.roll", Do.DECK_ROLL, index=0),),
        not_modelled=("the mana and the tapping of its cost",),
    ),
    CardDef(
        name="Form of the Squirrel",
        type_line="Enchantment",
        linked_token=("Squirrel", "Creature — Squirrel"),
        not_modelled=("creatures can't attack you, shroud, and you can't cast spells",),
    ),
    CardDef(
        name="Atemsis, All-Seeing",
        type_line="Legendary Creature — Sphinx",
        triggers=(
            Triggered("atemsis.damage", When.DEALS_DAMAGE_TO_AN_OPPONENT, Do.SIX_MANA_VALUES),
        ),
        not_modelled=("flying and the draw ability (mana and tapping)",),
    ),
    CardDef(
        name="Karn Liberated",
        type_line="Legendary Planeswalker — Karn",
        activated=(
            Activated("karn.plus_four", Do.KARN_EXILE_FROM_HAND, index=0),
            Activated("karn.minus_three", Do.KARN_EXILE_PERMANENT, index=1),
            Activated("karn.minus_fourteen", Do.RESTART_THE_GAME, index=2),
        ),
        not_modelled=("loyalty",),
    ),
    CardDef(
        name="Enduring Angel",
        type_line="Creature — Angel",
        statics=(Static.ZERO_LIFE_TRANSFORMS,),
        back_face="Angelic Enforcer",
        not_modelled=("flying, double strike and hexproof: the engine has no combat",),
    ),
)

# Vraska the Unseen's Assassins: "Whenever this token deals combat damage to a player, that player
# loses the game." A token of this name has that ability.
ASSASSIN_TOKEN = CardDef(
    name="Assassin",
    type_line="Creature — Assassin",
    triggers=(
        Triggered("assassin.combat", When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, Do.THAT_PLAYER_LOSES),
    ),
)
VRASKA_EMBLEM = "Vraska, Golgari Queen"
GORGON_TRIGGER = Triggered(
    "vraska_scheming_gorgon.damage", When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, Do.THAT_PLAYER_LOSES
)
# The linked abilities: their controller's effect made them, on one object.
DECK_DIES = Triggered("deck_of_many_things.dies", When.LEAVES_BATTLEFIELD, Do.THAT_PLAYER_LOSES)
SQUIRREL_LEAVES = Triggered(
    "form_of_the_squirrel.leaves", When.LEAVES_BATTLEFIELD, Do.THAT_PLAYER_LOSES
)
VORPAL_TRIGGER = Triggered(
    "vorpal_sword.combat", When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, Do.THAT_PLAYER_LOSES
)
VRASKA_EMBLEM_TRIGGER = Triggered(
    "vraska_emblem.combat", When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER, Do.THAT_PLAYER_LOSES
)
