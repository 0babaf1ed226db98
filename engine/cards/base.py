"""How a card's text is described to the engine: plain data, interpreted by the engine's modules.

Card families (one module each) build `CardDef`s from these pieces; nothing here performs game
actions, so the registry never imports the engine and there are no import cycles.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Static(Enum):
    """Static abilities that matter for winning and losing (604.1)."""

    YOU_CANT_LOSE = "you_cant_lose"
    OPPONENTS_CANT_WIN = "opponents_cant_win"
    YOU_CANT_WIN = "you_cant_win"
    OPPONENTS_CANT_LOSE = "opponents_cant_lose"
    NO_LOSS_FOR_ZERO_LIFE = "no_loss_for_zero_life"
    LOSS_BECOMES_MIRROR = "loss_becomes_mirror"  # Lich's Mirror
    LOSS_BECOMES_ARCHANGEL = "loss_becomes_archangel"  # Exquisite Archangel
    EMPTY_DRAW_WINS = "empty_draw_wins"  # Laboratory Maniac
    LIFE_GAIN_DRAWS = "life_gain_draws"  # Lich
    INFECT_DAMAGE_AT_ZERO = "infect_damage_at_zero"  # Phyrexian Unlife
    SPLIT_SECOND = "split_second"  # Angel's Grace, on the stack
    PREVENT_DAMAGE_EXILING_GRAVEYARD = "prevent_damage_exiling_graveyard"  # Immortal Coil
    ZERO_LIFE_TRANSFORMS = "zero_life_transforms"  # Enduring Angel
    DAMAGE_EXILES_GRAVEYARD_OR_LOSE = "damage_exiles_graveyard_or_lose"  # Nefarious Lich
    PREVENT_DAMAGE_FOR_INCARNATION = "prevent_damage_for_incarnation"  # Nine Lives
    DRAW_RETURNS_FROM_GRAVEYARD = "draw_returns_from_graveyard"  # Forbidden Crypt
    GRAVEYARD_BECOMES_EXILE = "graveyard_becomes_exile"  # Forbidden Crypt
    DAMAGE_FLOOR_WITH_CREATURE = "damage_floor_with_creature"  # Worship


class When(Enum):
    """Trigger events (603.2) the modelled cards care about."""

    YOU_GAIN_LIFE = "you_gain_life"
    YOU_LOSE_LIFE = "you_lose_life"
    YOU_ARE_DEALT_DAMAGE = "you_are_dealt_damage"
    LEAVES_BATTLEFIELD = "leaves_battlefield"
    PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD = "dies"
    ENTERS = "enters"
    A_PLAYER_LOSES = "a_player_loses"
    ANOTHER_PLAYER_LOSES = "another_player_loses"
    AN_OPPONENT_LOSES = "an_opponent_loses"
    YOU_HAVE_20_LIFE = "you_have_20_life"  # a state trigger (603.8)
    YOUR_END_STEP_AFTER_3_LIFE = "your_end_step_after_3_life"
    YOUR_UPKEEP = "your_upkeep"  # at the beginning of your upkeep (503.1a)
    YOUR_NEXT_UPKEEP = "your_next_upkeep"  # a delayed trigger (603.7)
    THAT_TURNS_END_STEP = "that_turns_end_step"  # a delayed trigger (603.7)
    YOUR_NEXT_END_STEP = "your_next_end_step"  # a delayed trigger (603.7)
    DEALS_COMBAT_DAMAGE_TO_A_PLAYER = "deals_combat_damage_to_a_player"
    NO_CARDS_IN_YOUR_GRAVEYARD = "no_cards_in_your_graveyard"  # a state trigger (603.8)
    NINE_INCARNATION_COUNTERS = "nine_incarnation_counters"  # a state trigger (603.8)
    A_CREATURE_DEALS_COMBAT_DAMAGE_TO_YOU = "a_creature_deals_combat_damage_to_you"
    YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT = "your_creature_combat_damage_to_opponent"
    YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_A_PLAYER = "your_creature_combat_damage_to_player"
    YOUR_END_STEP = "your_end_step"
    DEALS_DAMAGE_TO_AN_OPPONENT = "deals_damage_to_an_opponent"
    YOU_CAST_A_SPELL_WITH_ITS_NUMERAL = "you_cast_a_spell_with_its_numeral"  # Baron Von Count
    DOOM_MOVES_FROM_ONE = "doom_moves_from_one"  # Baron Von Count


class Do(Enum):
    """What a triggered or activated ability does when it resolves."""

    LOSE_THE_GAME = "lose_the_game"
    DRAW_THAT_MANY = "draw_that_many"
    EXILE_PER_LIFE_LOST = "exile_per_life_lost"
    GAIN_TWICE_LIFE_LOST = "gain_twice_life_lost"
    SACRIFICE_PER_LIFE_LOST = "sacrifice_per_life_lost"
    SACRIFICE_NONTOKEN_OR_LOSE = "sacrifice_nontoken_or_lose"
    PUT_PLUS_ONE_COUNTERS = "put_plus_one_counters"
    GAIN_LOSERS_TURN_START_LIFE = "gain_losers_turn_start_life"
    EXILE_TOP_OF_EACH_LIBRARY = "exile_top_of_each_library"
    CREATE_ANGEL_TOKEN = "create_angel_token"
    GIDEON_EMBLEM = "gideon_emblem"
    ENLIGHTEN_ANGEL = "enlighten_angel"
    COPY_TARGET_SPELL = "copy_target_spell"
    PAY_OR_LOSE = "pay_or_lose"  # the Pacts
    THIRTEEN_LIFE_LOSES = "thirteen_life_loses"  # Triskaidekaphobia
    THAT_PLAYER_LOSES = "that_player_loses"  # Phage, Vraska's emblem and Assassins
    HIT_COUNTER = "hit_counter"  # Etrata, the Silencer
    TARGET_PLAYER_LOSES = "target_player_loses"  # Door to Nothingness
    ASSASSIN_TOKENS = "assassin_tokens"  # Vraska the Unseen
    VRASKA_EMBLEM = "vraska_emblem"  # Vraska, Golgari Queen
    DEMONIC_PACT = "demonic_pact"  # choose a mode that hasn't been chosen
    EXILE_ITSELF = "exile_itself"  # Nine Lives
    JUDGMENT_COUNTER = "judgment_counter"  # Sinner's Judgment
    VORPAL = "vorpal"  # Vorpal Sword's activated ability
    POINT_COUNTER = "point_counter"  # Strixhaven Stadium's {T}
    REMOVE_POINT_COUNTER = "remove_point_counter"
    POINT_COUNTER_TEN_LOSES = "point_counter_ten_loses"
    GORGON_EMBRACE = "gorgon_embrace"  # Vraska, Scheming Gorgon's −10
    BOTH_GAIN_THAT_MUCH = "both_gain_that_much"  # Angel of Destiny
    ATTACKED_PLAYERS_LOSE = "attacked_players_lose"  # Angel of Destiny's end step
    PHYREXIAN_END_STEP = "phyrexian_end_step"  # Mirrodin Besieged
    DECK_ROLL = "deck_roll"  # The Deck of Many Things
    SIX_MANA_VALUES = "six_mana_values"  # Atemsis, All-Seeing
    KARN_EXILE_FROM_HAND = "karn_exile_from_hand"  # Karn Liberated's +4
    KARN_EXILE_PERMANENT = "karn_exile_permanent"  # Karn Liberated's −3
    RESTART_THE_GAME = "restart_the_game"  # Karn Liberated's −14 (723)
    SOUL_ECHO_UPKEEP = "soul_echo_upkeep"  # sacrificed without echo counters
    EACH_PLAYER_LOSES_ONE = "each_player_loses_one"  # Blood Tyrant's upkeep
    OPPONENTS_WITHOUT_LEGEND_LOSE = "opponents_without_legend_lose"  # Nicol Bolas, Dragon-God
    MOVE_DOOM = "move_doom"  # Baron Von Count: the doom counter one numeral to the left
    DESTROY_PLAYER = "destroy_player"  # Baron Von Count: "destroy target player"
    DEVOTION_WINS = "devotion_wins"  # Thassa's Oracle: X >= the library's cards wins


@dataclass(frozen=True)
class Triggered:
    key: str  # unique ability key, e.g. "lichs_mastery.leaves"
    when: When
    does: Do
    amount: int = 0  # fixed amounts (Blood Tyrant's five counters)


@dataclass(frozen=True)
class Activated:
    key: str
    does: Do
    index: int  # position among the card's activated abilities, from 0
    exiles_source: bool = False  # "Exile The Book of Exalted Deeds" is part of the cost
    sacrifices_source: bool = False  # "Sacrifice Door to Nothingness" is part of the cost
    sorcery_speed: bool = False


class SpellEffect(Enum):
    SUBGAME = "subgame"
    ANGELS_GRACE = "angels_grace"
    COPY_SPELL = "copy_spell"  # Fork
    WISH = "wish"  # the fetched card is given by a bring_in event
    EXTRA_TURN = "extra_turn"  # Final Fortune and the like (500.7)
    PACT = "pact"  # a first effect, then a delayed upkeep trigger (603.7)
    END_THE_TURN = "end_the_turn"  # Glorious End (720.1)


class AfterSubgame(Enum):
    """What the main game does with the subgame's result (defined by the card, 724.1b)."""

    NON_WINNERS_LOSE_HALF_LIFE = "non_winners_lose_half_life"  # Shahrazad
    WINNER_SEARCHES_TWO = "winner_searches_two"  # Enter the Dungeon
    DOUBLE_DAMAGE_TO_NON_WINNERS = "double_damage_to_non_winners"  # The Countdown Is at One
    WINNER_KEEPS_ONE_PICK = "winner_keeps_one_pick"  # Tug of War


@dataclass(frozen=True)
class SubgameRules:
    starting_life: int | None = None  # None: the variant's normal starting life
    picks_from_library: int = 0  # Tug of War: up to three different permanent cards
    after: AfterSubgame = AfterSubgame.NON_WINNERS_LOSE_HALF_LIFE


@dataclass(frozen=True)
class TypeLine:
    supertypes: frozenset[str]
    types: frozenset[str]
    subtypes: frozenset[str]

    @property
    def is_permanent(self) -> bool:
        return not self.types & {"instant", "sorcery"}

    @property
    def is_instant_or_sorcery(self) -> bool:
        return bool(self.types & {"instant", "sorcery"})


_SUPERTYPES = {"legendary", "basic", "snow", "world", "ongoing"}
_TYPES = {
    "artifact",
    "creature",
    "enchantment",
    "instant",
    "sorcery",
    "land",
    "planeswalker",
    "battle",
    "tribal",
    "kindred",
    "plane",
    "phenomenon",
    "scheme",
    "vanguard",
}


def parse_type_line(text: str) -> TypeLine:
    """'Legendary Planeswalker — Gideon' -> supertypes {legendary}, types {planeswalker}, ..."""
    left, _, right = text.replace(" - ", " — ").partition("—")
    words = [word.lower() for word in left.split()]
    return TypeLine(
        supertypes=frozenset(word for word in words if word in _SUPERTYPES),
        types=frozenset(word for word in words if word in _TYPES),
        subtypes=frozenset(word.lower() for word in right.split()),
    )


@dataclass(frozen=True)
class CardDef:
    """A modelled card: its type line and the parts of its text the engine applies."""

    name: str
    type_line: str
    statics: tuple[Static, ...] = ()
    triggers: tuple[Triggered, ...] = ()
    activated: tuple[Activated, ...] = ()
    spell: SpellEffect | None = None
    subgame: SubgameRules | None = None
    enters_losing_life_total: bool = False  # Lich
    exile_on_resolution: bool = False  # "Exile Burning Wish."
    not_modelled: tuple[str, ...] = field(default=())  # text the engine leaves out, and why
    delayed: Triggered | None = None  # the delayed triggered ability the spell creates (603.7)
    token: tuple[str, str] | None = None  # a token the spell creates: name and type line
    back_face: str | None = None  # the other face of a transforming double-faced card (712)
    # "As it enters, create [a token]. You lose the game when that creature leaves the
    # battlefield." (Form of the Squirrel): the token's name and type line
    linked_token: tuple[str, str] | None = None
    enters_with_counters: tuple[tuple[str, int], ...] = ()  # 614.1c (Baron Von Count's doom)
    mana_cost: str = ""  # 202.1, where devotion counts it (700.5)

    @property
    def types(self) -> TypeLine:
        return parse_type_line(self.type_line)
