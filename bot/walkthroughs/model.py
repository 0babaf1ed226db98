"""A simulation result as a walkthrough to present: one model, two skins.

The model holds what every surface shows of a step (its title and text in the reader's language, the
game it happened in, the players' state, and the rules it applied with their text in the reader's
language and chosen edition). `bot.terminal.render_walkthrough` writes it as text (the CLI and the
console), `bot.discord_app.cogs.simulate.walkthrough_embed` as embeds. Rule texts come from the
application layer (its cache is the only one); the edition the engine's numbers belong to comes from
the result itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.application.answer_types import (
    GameSnapshot,
    PlayerSnapshot,
    SimulationResult,
    SimulationStep,
    StackItemSnapshot,
)
from bot.walkthroughs.cited_rules import CitedRule, RuleSource, cited_rules
from engine.i18n.names import card_name

ZONES = ("library", "hand", "graveyard", "exile", "battlefield", "command")
# The public zones whose card names a step's picture lists (bot.walkthroughs.step_picture).
PICTURE_ZONES = frozenset({"battlefield", "command", "graveyard", "exile"})
# How a stack item that is not a spell is written ("ability of Lich's Mastery"), by its kind.
STACK_ITEM_WORDS = {
    "trigger": {"ja": "{card}の能力", "en": "ability of {card}"},
    "activated": {"ja": "{card}の能力", "en": "ability of {card}"},
    "copy": {"ja": "{card}のコピー", "en": "copy of {card}"},
}


@dataclass(frozen=True, slots=True)
class Zone:
    name: str
    count: int
    named: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayerState:
    name: str
    life: int
    poison: int
    zones: tuple[Zone, ...]
    lost: bool
    loss_reason: str | None
    won: bool

    def count(self, zone: str) -> int:
        return next((z.count for z in self.zones if z.name == zone), 0)


@dataclass(frozen=True, slots=True)
class GameState:
    game: str  # the engine's game id: "main", "sub1", "sub1.2"
    depth: int
    players: tuple[PlayerState, ...]
    stack: tuple[str, ...]
    draw: bool = False
    game_over: bool = False
    winner: str | None = None
    winners: tuple[str, ...] = ()  # every winner: a team's players when a team won


@dataclass(frozen=True, slots=True)
class BroughtIn:
    """A card brought into a subgame from a zone of the game it is nested in (724.4)."""

    player: str
    card: str
    zone: str


@dataclass(frozen=True, slots=True)
class Step:
    n: int
    game: str
    depth: int
    title: str
    text: str
    rules: tuple[CitedRule, ...]
    state: GameState
    kind: str = ""  # the engine's step kind: "subgame_libraries", "bring_in", …
    brought_in: BroughtIn | None = None


@dataclass(frozen=True, slots=True)
class Walkthrough:
    title: str
    lang: str
    rules_edition: str | None  # the edition whose numbering the engine cites
    steps: tuple[Step, ...]
    final: GameState
    pending: tuple[str, ...]  # what is left unresolved, in the reader's language
    rules_cited: tuple[str, ...]

    @property
    def total(self) -> int:
        return len(self.steps)


def _in_lang(text: str, translated: dict[str, str], lang: str) -> str:
    """A step's or pending item's text in `lang`, else as the result wrote it."""
    return translated.get(lang) or text


class SharedParts:
    """Equal parts of a walkthrough's states, kept once: from one step to the next most of the
    state does not change, and a Discord session keeps its walkthrough for minutes. A part is
    found by its fields before it is made: most steps repeat most parts, and making a frozen
    dataclass and hashing it costs more than looking a tuple up."""

    def __init__(self) -> None:
        self._zones: dict[tuple[str, int, tuple[str, ...]], Zone] = {}
        self._players: dict[tuple[object, ...], PlayerState] = {}

    def zone(self, name: str, count: int, named: tuple[str, ...]) -> Zone:
        key = (name, count, named)
        found = self._zones.get(key)
        if found is None:
            found = self._zones[key] = Zone(name, count, named)
        return found

    def player(self, player: PlayerSnapshot, zones: tuple[Zone, ...]) -> PlayerState:
        # Equal zones are one object here, so the zones' identities stand for their values.
        key = (
            player["name"],
            player["life"],
            player["poison"],
            tuple(map(id, zones)),
            player["lost"],
            player["loss_reason"],
            player["won"],
        )
        found = self._players.get(key)
        if found is None:
            found = self._players[key] = PlayerState(
                name=player["name"],
                life=player["life"],
                poison=player["poison"],
                zones=zones,
                lost=player["lost"],
                loss_reason=player["loss_reason"],
                won=player["won"],
            )
        return found


def _zones(
    player: PlayerSnapshot, shared: SharedParts, card_names: bool, picture_names: int
) -> tuple[Zone, ...]:
    zones = player["zones"]
    return tuple(
        shared.zone(
            name, info["count"], _kept_names(name, info["named"], card_names, picture_names)
        )
        for name in ZONES
        if (info := zones.get(name)) is not None
    )


def _kept_names(
    zone: str, named: list[str], card_names: bool, picture_names: int
) -> tuple[str, ...]:
    if card_names:
        return tuple(named)
    if zone in PICTURE_ZONES and picture_names:
        return tuple(named[:picture_names])
    return ()


def stack_item(item: StackItemSnapshot, lang: str) -> str:
    """A stack item as a player says it: a spell by its card's name, a triggered or activated
    ability as "ability of <card>", a copy as "copy of <card>"."""
    name = card_name(str(item["name"]), lang)
    words = STACK_ITEM_WORDS.get(item["kind"])
    if words is None:
        return name
    return (words.get(lang) or words["en"]).format(card=name)


def _brought_in(step: SimulationStep) -> BroughtIn | None:
    event = step["event"]
    if step["kind"] != "bring_in" or event is None:
        return None
    return BroughtIn(str(event["player"]), str(event["card"]), str(event.get("from", "")))


def game_state(
    state: GameSnapshot,
    shared: SharedParts | None = None,
    *,
    card_names: bool = True,
    picture_names: int = 0,
    lang: str = "en",
) -> GameState:
    """One game's state as a step shows it; the stack's cards named in `lang` (the wiki's
    Japanese names in Japanese)."""
    shared = shared or SharedParts()
    players = tuple(
        shared.player(player, _zones(player, shared, card_names, picture_names))
        for player in state["players"]
    )
    return GameState(
        game=state["game"],
        depth=state["depth"],
        players=players,
        stack=tuple(stack_item(item, lang) for item in state["stack"]),
        draw=state["draw"],
        game_over=state["game_over"],
        winner=state["winner"],
        winners=tuple(state.get("winners", [])),
    )


def present(
    result: SimulationResult,
    *,
    lang: str,
    rules: dict[str, CitedRule] | None = None,
    card_names: bool = True,
    picture_names: int = 0,
) -> Walkthrough:
    """The walkthrough of a simulation result; `rules` gives the cited rules' texts (without it,
    rules are shown by number only, as the CLI does offline). Without `card_names` the zones keep
    their counts only: a skin that shows no card names (the embeds) need not keep, for every
    step, the name of every card in every library; `picture_names` then keeps the first few names
    of the public zones a step's picture lists (battlefield, command zone, graveyard, exile)."""
    known = rules or {}
    shared = SharedParts()

    def cited(numbers: Iterable[str]) -> tuple[CitedRule, ...]:
        return tuple(known.get(n) or CitedRule(n, n, None, None) for n in numbers)

    steps = tuple(
        Step(
            n=step["n"],
            game=step["game"],
            depth=step["depth"],
            title=_in_lang(step["title"], step["title_i18n"], lang),
            text=_in_lang(step["text"], step["text_i18n"], lang),
            rules=cited(step["rules"]),
            state=game_state(
                step["state"],
                shared,
                card_names=card_names,
                picture_names=picture_names,
                lang=lang,
            ),
            kind=step["kind"],
            brought_in=_brought_in(step),
        )
        for step in result["steps"]
    )
    numbering, rules_cited = _numbered_as_shown(result, known)
    return Walkthrough(
        title=result["title"],
        lang=lang,
        rules_edition=numbering,
        steps=steps,
        final=game_state(
            result["final"],
            shared,
            card_names=card_names,
            picture_names=picture_names,
            lang=lang,
        ),
        pending=tuple(
            _in_lang(item["text"], item["text_i18n"], lang) for item in result.get("pending", [])
        ),
        rules_cited=rules_cited,
    )


def _numbered_as_shown(
    result: SimulationResult, known: dict[str, CitedRule]
) -> tuple[str | None, tuple[str, ...]]:
    """The edition numbering the walkthrough's list of every rule cited, and that list: the
    numbers its steps show when the reader chose an edition that has them all (728.5 in
    20260116, not the engine's 724.5), else the engine's own."""
    shown = [known.get(number) for number in result["rules_cited"]]
    editions = {rule.edition for rule in shown if rule is not None}
    if len(editions) == 1 and None not in editions and all(shown):
        return editions.pop(), tuple(rule.number for rule in shown if rule is not None)
    return result["rules_edition"], tuple(result["rules_cited"])


async def load_walkthrough(
    rules: RuleSource,
    result: SimulationResult,
    *,
    lang: str,
    edition: str | None = None,
    card_names: bool = True,
    picture_names: int = 0,
) -> Walkthrough:
    """The walkthrough of `result` with the texts of the rules it cites, in `edition`."""
    texts = await cited_rules(rules, result, lang=lang, edition=edition)
    return present(
        result, lang=lang, rules=texts, card_names=card_names, picture_names=picture_names
    )
