"""`build_scenario`: a situation as an engine scenario (docs/scenario-format.md), with a note of
every value the question did not give.

Most events translate one to one. Two kinds need the game as it stands at that point of the
story, so the builder plays the events so far on the engine to find it: a new total ("my life
went to 0") becomes the change from the current total, and a claim ("I lost the subgame") is
checked against the engine, adding the loss only when the story gave no cause for it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.application.situations import model as m
from bot.application.situations.attribution import GROUPS
from bot.application.situations.engine_runs import EngineRun, commander_name
from bot.application.situations.model import Situation, Unreadable
from bot.application.situations.structure.timing.steps import first_turn
from engine.result_types import SimulationResult

STARTING_LIFE = {"normal": 20, "multiplayer": 20, "commander": 40, "two_headed_giant": 30}
DEFAULT_LIBRARY = 40
DEFAULT_PLAYERS = {"commander": 2, "multiplayer": 4}
_TEAMS = {"you": "A", "teammate": "A", "opponent": "B", "opponent2": "B"}


@dataclass(frozen=True)
class Built:
    scenario: dict[str, Any]
    defaults: tuple[str, ...]  # "opponent.life = 20", one per value the question did not give
    # The engine's result of the scenario, when building it played it through to the end
    # (without the steps' texts: `Run.finish(texts=False)`).
    played: SimulationResult | None = None
    # The story's events told after the main game ended (not in the scenario: it ends there).
    after_end: tuple[m.Event, ...] = ()
    # The modal triggers the engine resolved in their first mode: (event index, modes).
    modal: tuple[tuple[int, int], ...] = ()


def roles(situation: Situation, players: int | None = None) -> list[str]:
    if situation.variant == "two_headed_giant":
        return ["you", "teammate", "opponent", "opponent2"]
    count = players or situation.players or DEFAULT_PLAYERS.get(situation.variant, 2)
    return ["you", "opponent", *(f"opponent{n}" for n in range(2, count))]


def build_scenario(
    situation: Situation,
    players: int | None = None,
    *,
    unsaid_cards: int = 0,
    unsaid_life: int | None = None,
) -> Built | Unreadable:
    """The scenario for `situation`; `players` fills a player count the question left open;
    `unsaid_cards` puts that many unnamed cards in every hand and graveyard the question says
    nothing of, and `unsaid_life` is the life of every player whose life it does not give
    (the starting life when None), to see whether the verdict depends on them."""
    defaults: list[str] = []
    if players is None and situation.players is None and situation.variant != "two_headed_giant":
        defaults.append(f"players = {len(roles(situation))}")
    seats = [
        _player(situation, role, defaults, unsaid_cards, unsaid_life)
        for role in roles(situation, players)
    ]
    if isinstance(shared := _share_team_totals(situation, seats), Unreadable):
        return shared
    first = first_turn(situation, [seat["name"] for seat in seats])
    if first is None:
        return Unreadable("not understood: whose turn each turn the story tells is")
    seats = [*seats[first:], *seats[:first]]  # the story begins in that player's turn
    scenario: dict[str, Any] = {
        "title": "Situation read from a question",
        "variant": "normal" if situation.variant == "multiplayer" else situation.variant,
        "players": seats,
        "events": [],
    }
    _give_commanders(situation, scenario)
    run = EngineRun(scenario)
    events = run.translate(_seat_groups(situation.events, roles(situation, players)))
    if isinstance(events, Unreadable):
        return events
    scenario["events"] = events
    if run.resolved_triggers:
        defaults.append("triggered abilities resolve with no response")
    played = run.played_in_full()
    return Built(scenario, tuple(defaults), played, tuple(run.after_end), tuple(run.modal))


def _members(group: str, seated: list[str]) -> tuple[str, ...]:
    return tuple(seated if group == "all" else [r for r in seated if r.startswith("opponent")])


def _seat_groups(events: tuple[m.Event, ...], seated: list[str]) -> list[m.Event]:
    """What befalls a group befalls each of its players; damage to a group is dealt at once."""
    out: list[m.Event] = []
    for event in events:
        match event:
            case m.Damage(to, amount, by, source) if isinstance(to, str) and to in GROUPS:
                out.append(m.Damage(_members(to, seated), amount, by, source))
            # (each player's part at once: 704.3, "we both lose 1 life" at 1 is a draw, 104.4a)
            case m.LifeChange(player, amount) if player in GROUPS:
                out.append(
                    m.AtOnce(tuple(m.LifeChange(p, amount) for p in _members(player, seated)))
                )
            case m.LifeHalved(player, rounded) if player in GROUPS:
                halves = tuple(m.LifeHalved(p, rounded) for p in _members(player, seated))
                out.append(m.AtOnce(halves))
            case m.LifeBecomes(player, value) if player in GROUPS:
                out.append(
                    m.AtOnce(tuple(m.LifeBecomes(p, value) for p in _members(player, seated)))
                )
            case m.PoisonGain(player, amount) if player in GROUPS:
                out.append(
                    m.AtOnce(tuple(m.PoisonGain(p, amount) for p in _members(player, seated)))
                )
            case m.PoisonBecomes(player, value) if player in GROUPS:
                parts = tuple(m.PoisonBecomes(p, value) for p in _members(player, seated))
                out.append(m.AtOnce(parts))
            case m.LosesGame(player) if player in GROUPS:
                out.extend(m.LosesGame(p) for p in _members(player, seated))
            case m.Concede(player) if player in GROUPS:
                out.extend(m.Concede(p) for p in _members(player, seated))
            case _:
                out.append(event)
    return out


def _group_facts(situation: Situation, role: str) -> m.PlayerFacts:
    """The role's own facts, over what the question says of a group it belongs to."""
    facts = situation.facts.get(role, m.PlayerFacts())
    groups = ["all"] if role == "you" else ["opponents", "all"]
    for group in groups:
        told = situation.facts.get(group)
        if told is None:
            continue
        facts = replace(
            facts,
            life=facts.life if facts.life is not None else told.life,
            poison=facts.poison if facts.poison is not None else told.poison,
            library=facts.library if facts.library is not None else told.library,
        )
    return facts


def _player(
    situation: Situation,
    role: str,
    defaults: list[str],
    unsaid_cards: int = 0,
    unsaid_life: int | None = None,
) -> dict[str, Any]:
    facts = _group_facts(situation, role)
    seat: dict[str, Any] = {"name": role}
    if situation.variant == "two_headed_giant":
        seat["team"] = _TEAMS[role]
    life = facts.life
    if life is None and not _teammate_says(situation, role, "life"):
        life = STARTING_LIFE[situation.variant] if unsaid_life is None else unsaid_life
        defaults.append(f"{role}.life = {life}")
    if life is not None:
        seat["life"] = life
    if facts.poison is not None:
        seat["poison"] = facts.poison
    if facts.emblems:
        seat["emblems"] = list(facts.emblems)
    if facts.library is None:
        defaults.append(f"{role}.library = {DEFAULT_LIBRARY}")
    seat["library"] = DEFAULT_LIBRARY if facts.library is None else facts.library
    unnamed = max(0, (facts.hand_size or 0) - len(facts.hand))
    if facts.hand or unnamed:
        seat["hand"] = [*facts.hand, *([unnamed] if unnamed else [])]
    elif facts.hand_size is None and unsaid_cards:
        seat["hand"] = [unsaid_cards]
    if facts.graveyard:
        seat["graveyard"] = facts.graveyard
    elif facts.graveyard is None and unsaid_cards:
        seat["graveyard"] = unsaid_cards
    # Permanents besides the named ones, unsaid, are played none and then some, like the hands
    # and graveyards (Lich sacrifices one for each damage: whether it can decides). Only a
    # named permanent counts them: a story with none is played without.
    held = any(player.battlefield for player in situation.facts.values())
    lands = facts.lands if facts.lands is not None else (unsaid_cards if held else 0)
    told: list[dict[str, str]] = [{"name": "Creature", "type": "Creature"}] * (facts.creatures or 0)
    if facts.devotion:  # the devotion to blue the story tells, in one permanent's mana cost
        cost = "{U}" * facts.devotion
        told.append({"name": "Blue permanents", "type": "Enchantment", "mana_cost": cost})
    if facts.battlefield or lands or told:
        seat["battlefield"] = [*facts.battlefield, *told, *([lands] if lands else [])]
    return seat


def _teammate_says(situation: Situation, role: str, key: str) -> bool:
    """In Two-Headed Giant a head's total is the team's: the other head's words give it."""
    if situation.variant != "two_headed_giant":
        return False
    mate = {"you": "teammate", "teammate": "you", "opponent": "opponent2", "opponent2": "opponent"}
    facts = situation.facts.get(mate[role])
    return facts is not None and getattr(facts, key) is not None


def _share_team_totals(situation: Situation, seats: list[dict[str, Any]]) -> Unreadable | None:
    """Both heads of a team carry the team's life and poison (the engine wants them equal). Two
    heads told with different poison counts ("I have 9 poison, my teammate has 5") tell what
    each got, which the team shares (810.10): the team has their sum."""
    if situation.variant != "two_headed_giant":
        return None
    for team in ("A", "B"):
        heads = [seat for seat in seats if seat["team"] == team]
        for key in ("life", "poison"):
            values = {seat[key] for seat in heads if key in seat}
            if key == "poison" and len(values) > 1:
                values = {sum(seat[key] for seat in heads if key in seat)}
            if len(values) > 1:
                return Unreadable(f"two {key} totals for one Two-Headed Giant team")
            for seat in heads:
                if values:
                    seat[key] = next(iter(values))
    return None


def _give_commanders(situation: Situation, scenario: dict[str, Any]) -> None:
    """A player whose commander deals damage gets one (two partners when the story has two)."""
    needed: dict[str, int] = {}
    for event in situation.events:
        if isinstance(event, m.CommanderDamage):
            needed[event.by] = max(needed.get(event.by, 0), event.commander + 1)
    for seat in scenario["players"]:
        count = needed.get(seat["name"], 0)
        if count:
            names = [commander_name(seat["name"], index) for index in range(count)]
            seat["commander"] = names[0] if count == 1 else names
            seat["battlefield"] = [*seat.get("battlefield", []), *names]
