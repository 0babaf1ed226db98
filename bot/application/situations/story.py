"""Attributed clauses, in the order told, turned into starting facts and events: what a player
has before anything happens (life, poison, library, permanents) is a starting fact; the same
words after the first event are a change the story tells ("then my life went to 0").
Permanents are always starting facts: the engine reads no "cast a creature"."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from bot.application.situations import model as m
from bot.application.situations.attribution import Setting
from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.structure.amounts.commander_told import HAD
from bot.application.situations.structure.events import activations, control, triggers
from bot.application.situations.structure.settling import halves
from engine.cards import REGISTRY
from engine.cards.base import SpellEffect

_TO: dict[str, m.LeaveTo] = {
    "exiled": "exile", "exile": "exile", "exiles": "exile", "removed": "exile", "追放": "exile",
    "追放され": "exile", "bounced": "hand", "bounce": "hand", "bounces": "hand",
    "バウンス": "hand", "バウンスされ": "hand", "手札に戻され": "hand",
}  # fmt: skip
_STATES = {"life_is": "life", "poison_is": "poison", "library_is": "library"}
# Counts a story tells only as they are, before anything happens.
_COUNTS = {"hand_is": "hand_size", "graveyard_is": "graveyard", "lands_is": "lands"}
_BECOMES: dict[str, Callable[[str, int], m.Event]] = {
    "life": m.LifeBecomes,
    "poison": m.PoisonBecomes,
    "library": m.LibraryBecomes,
}


class StoryError(Exception):
    """A clause the story cannot hold (the reason becomes the Unreadable's)."""


@dataclass
class _Story:
    setting: Setting
    cards: tuple[str, ...]
    facts: dict[str, dict[str, int]] = field(default_factory=dict)
    permanents: dict[str, list[str]] = field(default_factory=dict)
    hands: dict[str, list[str]] = field(default_factory=dict)
    emblems: dict[str, list[str]] = field(default_factory=dict)
    events: list[m.Event] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    in_subgame: bool = False

    def state(self, item: Clause, key: str, value: int, *, starting: bool = False) -> None:
        player = _who(item)
        if starting or not self.events:
            known = self.facts.setdefault(player, {})
            if known.get(key, value) != value:
                raise StoryError(f"two values for {player}'s {key}")
            known[key] = value
        else:
            self.events.append(_BECOMES[key](player, value))

    def card(self, item: Clause) -> str:
        if item.card is None:
            raise StoryError("a card was expected")
        return self.cards[item.card]

    def each_card(self, item: Clause) -> list[str]:
        if not item.cards:
            raise StoryError("a card was expected")
        return [self.cards[index] for index in item.cards]

    def control(self, player: str, card: str) -> None:
        types = REGISTRY[card].types.types
        if types & {"instant", "sorcery"}:
            raise StoryError(f"{card} is not a permanent")
        if any(
            isinstance(e, m.CastAndResolve) and e == m.CastAndResolve(player, card)
            for e in self.events
        ):
            return  # cast earlier in the story: it is on the battlefield already, not a second
        held = self.permanents.setdefault(player, [])
        if card not in held:
            held.append(card)

    def controller(self, card: str) -> str:
        owners = [player for player, held in self.permanents.items() if card in held]
        if not owners:
            # A permanent the story cast ("Opp cast Platinum Angel. … I destroy the Angel").
            owners = sorted(
                {
                    e.player
                    for e in self.events
                    if isinstance(e, m.CastAndResolve) and e.card == card
                }
            )
        if not owners and self.setting.unmarked_owner is not None:
            self.control(self.setting.unmarked_owner, card)
            owners = [self.setting.unmarked_owner]
        if len(owners) != 1:
            raise StoryError(f"who controls {card} is not said")
        return owners[0]

    def start_subgame(self, caster: str | None) -> None:
        played = [card for card in self.cards if card in SUBGAME_CARDS]
        if len(played) != 1:
            raise StoryError("a subgame without Shahrazad or another card that plays one")
        card = played[0]
        if caster is None:
            caster = "opponent"
            self.assumptions.append(f"{card} was cast by opponent (who cast it was not said)")
        self.events.append(m.CastAndResolve(caster, card))
        self.hands.setdefault(caster, []).append(card)
        self.in_subgame = True

    def ensure_subgame(self) -> None:
        if not self.in_subgame:
            self.start_subgame(None)


def _who(item: Clause) -> str:
    if item.player is None:
        raise StoryError(f"no player for {item.kind}")
    return item.player


def tell(clauses: list[Clause], setting: Setting, cards: tuple[str, ...]) -> m.Situation:
    story = _Story(setting, cards)
    for item in clauses:
        if item.kind == "main_life_is":
            # "I'm at 1 life in the main game" tells the main game's total, wherever it is told.
            story.state(item, "life", item.numbers[0], starting=True)
        elif item.kind in _COUNTS:
            story.state(item, _COUNTS[item.kind], item.numbers[0], starting=True)
        elif item.kind in _STATES:
            story.state(item, _STATES[item.kind], item.numbers[0] if item.numbers else 0)
        else:
            _HANDLERS.get(item.kind, _ignore)(story, item)
    _emblems_placed(story)
    players = sorted({*story.facts, *story.permanents, *story.hands, *story.emblems})
    facts = {
        player: m.PlayerFacts(
            life=story.facts.get(player, {}).get("life"),
            poison=story.facts.get(player, {}).get("poison"),
            library=story.facts.get(player, {}).get("library"),
            battlefield=tuple(story.permanents.get(player, ())),
            hand=tuple(story.hands.get(player, ())),
            emblems=tuple(story.emblems.get(player, ())),
            **{key: story.facts.get(player, {}).get(key) for key in _COUNTS.values()},
        )
        for player in players
    }
    return m.Situation(
        variant=setting.variant,
        players=setting.players,
        facts=facts,
        events=tuple(story.events),
        assumptions=tuple(story.assumptions),
    )


def _ignore(story: _Story, item: Clause) -> None:
    """Question forms and the setting: read, and nothing to tell."""


def _decked(story: _Story, item: Clause) -> None:
    story.state(replace(item, kind="library_is"), "library", 0)
    story.events.append(m.Draw(_who(item)))


def _leaves(story: _Story, item: Clause) -> None:
    for card in story.each_card(item):
        if any(isinstance(e, m.LeavesBattlefield) and e.card == card for e in story.events):
            continue  # told again (「天使がいなくなったので」): a permanent leaves once
        if item.player is not None:
            story.control(item.player, card)
        controller = item.player or story.controller(card)
        to = _TO.get(item.option, "graveyard")
        story.events.append(m.LeavesBattlefield(controller, card, to))


def _phases_out(story: _Story, item: Clause) -> None:
    for card in story.each_card(item):
        if item.player is not None and item.player != "you":
            story.control(item.player, card)
        story.events.append(m.PhasesOut(story.controller(card), card))


# Spells whose effect needs what a story does not tell: the spell Fork copies, the card a Wish
# brings (cast with nothing to copy or fetch, they would do nothing: a wrong verdict).
_NEEDS_MORE = frozenset({SpellEffect.COPY_SPELL, SpellEffect.WISH})


def _cast(story: _Story, item: Clause) -> None:
    card = story.card(item)
    if card in SUBGAME_CARDS:
        story.start_subgame(_who(item))
        return
    spell = REGISTRY[card]
    if spell.spell in _NEEDS_MORE:
        raise StoryError(f"what {card} does here is not told")
    story.hands.setdefault(_who(item), []).append(card)
    story.events.append(m.CastAndResolve(_who(item), card))


def _is_spell(card: str) -> bool:
    return bool(REGISTRY[card].types.types & {"instant", "sorcery"})


def _controls(story: _Story, item: Clause) -> None:
    """A permanent held; a subgame spell told as the means (「シャハラザードで」) starts its
    subgame; any other instant or sorcery told as in effect ("thanks to my Angel's Grace",
    「《天使の嗜み》で」) was cast and resolved before the story's events, and only then can
    the story say so without saying when."""
    for card in story.each_card(item):
        if card in SUBGAME_CARDS:
            story.ensure_subgame()
        elif _is_spell(card):
            if story.events:
                raise StoryError(f"when {card} was cast is not said")
            _cast(story, replace(item, kind="cast", card=story.cards.index(card)))
        else:
            story.control(_who(item), card)


def _emblem(story: _Story, item: Clause) -> None:
    """A player's emblem, from a planeswalker's ability activated before the story (only those
    the engine plays as a story tells them are read: structure/settling/emblems.py)."""
    held = story.emblems.setdefault(_who(item), [])
    if (card := story.card(item)) not in held:
        held.append(card)


def _emblems_placed(story: _Story) -> None:
    """Gideon of the Trials' emblem counts only while its holder controls a Gideon: a story
    that gives the emblem and places no Gideon leaves out what decides."""
    for cards in story.emblems.values():
        for card in cards:
            if not any(card in held for held in story.permanents.values()):
                raise StoryError(f"whether a {card} is on the battlefield is not said")


def _lost(story: _Story, item: Clause) -> None:
    player = _who(item)
    if story.in_subgame:
        story.events.append(m.LosesSubgame(player))
    elif player != "you":
        story.events.append(m.LosesGame(player))
    # The asker's own "I lose" in the main game is the question itself, not a premise.


def _commander(story: _Story, item: Clause) -> None:
    if story.setting.variant != "commander":
        raise StoryError("commander damage outside a Commander game")
    to = _who(item)
    by = item.other or "opponent"
    if item.other is None:
        story.assumptions.append("the commander damage was dealt by opponent")
    amounts = _commander_amounts(item)
    if item.option == HAD:
        _had(story, to, sum(amounts))
    for index, amount in enumerate(amounts):
        story.events.append(m.CommanderDamage(to, by, amount, commander=index))


def _had(story: _Story, player: str, amount: int) -> None:
    """Commander damage taken so far is dealt first, and a life told before it already
    counts it: that life is raised by as much, so that the damage brings it back."""
    if any(not isinstance(e, m.CommanderDamage) for e in story.events):
        raise StoryError("commander damage told as taken so far after the story began")
    known = story.facts.get(player, {})
    if "life" in known:
        known["life"] += amount


def _commander_amounts(item: Clause) -> tuple[int, ...]:
    if item.kind == "commander_damage":
        return item.numbers[:1]
    if item.kind == "commander_split":
        return item.numbers[:2]
    if item.kind == "commander_each":
        return (item.numbers[0], item.numbers[0])
    total = item.numbers[0]
    # Split two ways, neither commander reaches 21 when the total is 21 or less, whatever the
    # split; above that the split decides, and it was not said.
    if not 2 <= total <= 21:
        raise StoryError(f"how {total} commander damage was split is not said")
    return (total - total // 2, total // 2)


def _in_subgame(story: _Story, item: Clause) -> None:
    story.ensure_subgame()
    story.events.append(m.InSubgame())


def _main_game(story: _Story, item: Clause) -> None:
    if story.in_subgame:
        story.events.append(m.BackInMainGame())
        story.in_subgame = False


def _subgame_starts(story: _Story, item: Clause) -> None:
    if item.card is not None and story.card(item) not in SUBGAME_CARDS:
        raise StoryError(f"who cast {story.card(item)} is not said")  # "Angel's Grace resolved"
    story.ensure_subgame()


def _concede_subgame(story: _Story, item: Clause) -> None:
    story.ensure_subgame()
    story.events.extend([m.InSubgame(), m.Concede(_who(item))])


def _wins_subgame(story: _Story, item: Clause) -> None:
    """Whoever won the subgame, every other player in it lost it."""
    story.ensure_subgame()
    winner = _who(item)
    for player in sorted(story.setting.roles - {winner}):
        story.events.append(m.LosesSubgame(player))


def _loses_subgame(story: _Story, item: Clause) -> None:
    story.ensure_subgame()
    story.events.append(m.LosesSubgame(_who(item)))


def _damage(story: _Story, item: Clause) -> None:
    if item.option != "combat":
        story.events.append(m.Damage(_who(item), _number(item), item.other))
        return
    # A creature's combat damage (structure/combat.py): by its controller, whom words may name.
    card = story.card(item)
    by = story.controller(card)
    if item.other not in {None, by} or by == _who(item):
        raise StoryError(f"whose {card} hit whom is not said")
    story.events.append(m.Damage(_who(item), _number(item), by, card))


def _mill(story: _Story, item: Clause) -> None:
    """Cards milled or exiled from a library whose size the story told (events/milling.py)."""
    player = _who(item)
    told = "library" in story.facts.get(player, {}) or any(
        isinstance(e, m.LibraryBecomes) and e.player == player for e in story.events
    )
    if not told:
        raise StoryError(f"how many cards {player}'s library held is not said")
    story.events.append(m.Mill(player, _number(item), "exile" if item.option else "graveyard"))


def _gain_control(story: _Story, item: Clause) -> None:
    """Control of a permanent the story or `other` places ("of my Angel"), taken (control.py)."""
    card, player = story.card(item), _who(item)
    if item.other not in {None, player} and not any(card in h for h in story.permanents.values()):
        story.control(item.other or "", card)
    previous = story.controller(card)
    if previous == player:
        raise StoryError(f"{player} takes control of their own {card}")
    story.events.append(m.GainControl(player, card, previous))


def _trigger_resolves(story: _Story, item: Clause) -> None:
    """A trigger told resolving (events/triggers.py): its permanent placed, its cause told."""
    if reason := triggers.uncaused(story.card(item), item.option, story.events, story.controller):
        raise StoryError(reason)


def _number(item: Clause, default: int = 1) -> int:
    return item.numbers[0] if item.numbers else default


_COMMANDER_KINDS = ("commander_damage", "commander_split", "commander_each", "commander_total")
_HANDLERS: dict[str, Callable[[_Story, Clause], object]] = {
    "decked": _decked,
    "leaves": _leaves,
    "cast": _cast,
    "lost": _lost,
    **dict.fromkeys(_COMMANDER_KINDS, _commander),
    "in_subgame": _in_subgame,
    "main_game": _main_game,
    "subgame_starts": _subgame_starts,
    "concede_subgame": _concede_subgame,
    "controls": _controls,
    "emblem": _emblem,
    "phase_out": _phases_out,
    "hand": lambda story, item: story.hands.setdefault(_who(item), []).append(story.card(item)),
    "damage": _damage,
    "life_change": lambda story, item: story.events.append(m.LifeChange(_who(item), _number(item))),
    halves.KIND: lambda story, item: story.events.append(halves.halved(_who(item), item)),
    "poison_gain": lambda story, item: story.events.append(m.PoisonGain(_who(item), _number(item))),
    "draw": lambda story, item: story.events.append(m.Draw(_who(item), _number(item))),
    "mill": _mill,
    triggers.KIND: _trigger_resolves,
    activations.KIND: lambda story, item: story.events.append(activations.told(item, story)),
    control.KIND: _gain_control,
    "loses_subgame": _loses_subgame,
    "wins_subgame": _wins_subgame,
    "concede": lambda story, item: story.events.append(m.Concede(_who(item))),
    "end_turn": lambda story, item: story.events.append(m.EndTurn(item.player, item.other)),
    # "the attack knocks me to 0": what a blow left, told as the event itself.
    "life_put": lambda story, item: story.events.append(m.LifeBecomes(_who(item), _number(item))),
}
