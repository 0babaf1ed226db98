"""The story's events as engine events, played on the engine as they are added, so that a new
total becomes the change from the total at that point and a claim is checked where it is told.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.application.situations import model as m
from bot.application.situations.card_names import SUBGAME_CARDS
from engine import ScenarioError
from engine.cards import REGISTRY
from engine.cards.base import Do
from engine.result_types import GameSnapshot, PlayerSnapshot, SimulationResult
from engine.scenario.event_validation import with_more_events
from engine.scenario.validation import validate_scenario
from engine.simulation import Run

_MOST_TRIGGERS = 20
# The cards whose triggered ability has modes, and how many (Demonic Pact's four, 603.3c).
_MODES_OF = {Do.THIRTEEN_LIFE_LOSES: 2, Do.DEMONIC_PACT: 4}
MODES = {
    name: _MODES_OF[ability.does]
    for name, card in REGISTRY.items()
    for ability in card.triggers
    if ability.does in _MODES_OF
}


class Contradiction(Exception):
    """The story cannot be played as read (a player not in the game, triggers without end)."""


class Untrue(Contradiction):
    """The story says something the engine, playing the story so far, says did not happen."""


class EngineRun:
    def __init__(self, scenario: dict[str, Any]) -> None:
        self.scenario = scenario
        self.events: list[dict[str, Any]] = []
        self.told: list[m.Event] = []  # the story's events so far
        self.resolved_triggers = False
        # The resolutions of modal triggers, each as (its event's index, the modes it has): the
        # engine chooses the first where the story does not say (steps.py).
        self.modal: list[tuple[int, int]] = []
        # What the story tells after the main game ended: not played (a scenario ends with its
        # game), but the verdict says it changes nothing.
        self.after_end: list[m.Event] = []
        # One run played on as events are added (they are only ever appended), the number of
        # events it has applied, and its result once assembled for that many.
        self._run: Run | None = None
        self._applied = 0
        self._result: SimulationResult | None = None
        self._now: GameSnapshot | None = None

    def _caught_up(self) -> Run:
        """The run with every event added so far played."""
        if self._run is None or len(self.events) < self._applied:
            self._run = Run(
                validate_scenario({**self.scenario, "events": self.events}),
                lang="en",
                stop_when_over=True,
            )
            self._run.play()
        elif self._applied != len(self.events):
            self._run.play_on(with_more_events(self._run.scenario, self.events[self._applied :]))
        else:
            return self._run
        self._applied = len(self.events)
        self._result = self._now = None
        return self._run

    def result(self) -> SimulationResult:
        played = self._caught_up()
        if self._result is None:
            # The builder and the verdict read what happened and by which rules, not the words.
            self._result = played.finish(texts=False)
        return self._result

    def played_in_full(self) -> SimulationResult | None:
        """The last run's result if it applied every event: then it is what `simulate` gives
        the scenario built, without the steps' texts (the verdict needs it, and need not play
        the story again)."""
        if self._run is None or self._applied != len(self.events) or self._run.unapplied:
            return None
        return self.result()

    def now(self) -> GameSnapshot:
        played = self._caught_up()
        if self._now is None:
            self._now = played.now()
        return self._now

    def translate(self, events: Sequence[m.Event]) -> list[dict[str, Any]] | m.Unreadable:
        try:
            self._resolve_triggers()
            for event in events:
                self._add(event)
                self.told.append(event)
                self._resolve_triggers()
            self.result()
        except ScenarioError as error:
            return m.Unreadable(f"the engine cannot play this story: {error}")
        except Contradiction as error:
            return m.Unreadable(str(error), untrue=isinstance(error, Untrue))
        return self.events

    def _add(self, event: m.Event) -> None:
        now = self.now()
        if now["game_over"] and now["depth"] == 0:
            self.after_end.append(event)  # the main game is over: it changes nothing
            return
        gone = {p["name"] for p in now["players"] if p["lost"]}
        about = _players_of(event)
        if about and about <= gone and not isinstance(event, m.LosesGame | m.LosesSubgame):
            return  # a player who has left the game: what the story tells of them is moot
        match event:
            case m.LifeBecomes(player, value):
                self._change("life", player, value - _player(self.now(), player)["life"])
            case m.LifeHalved(player, rounded):
                self._change("life", player, -halved(_player(self.now(), player)["life"], rounded))
            case m.PoisonBecomes(player, value):
                gained = value - _player(self.now(), player)["poison"]
                if gained < 0:
                    raise Untrue("poison counters do not go down")
                self._change("poison", player, gained)
            case m.LibraryBecomes(player, value):
                milled = _player(self.now(), player)["zones"]["library"]["count"] - value
                if milled < 0:
                    raise Untrue("a library does not grow")
                self.events.append({"type": "mill", "player": player, "count": milled})
            case m.LosesSubgame(player):
                self._claim_loss(player, subgame=True)
            case m.LosesGame(player):
                self._claim_loss(player, subgame=False)
            case m.InSubgame():
                if self.now()["depth"] == 0:
                    raise Untrue("the story goes on in a subgame that has ended")
            case m.BackInMainGame():
                if self.now()["depth"] > 0:
                    raise Untrue(
                        "the story is back in the main game, but the subgame has not ended"
                    )
            case m.AtOnce(parts):
                self._at_once(parts)
            case _:
                self.events.extend(plain_events(event))

    def _at_once(self, parts: Sequence[m.Event]) -> None:
        """The parts as engine events in one instant, each total's change from the game before
        any of them (a run plays on only after the last of an instant's events)."""
        now = self.now()
        events: list[dict[str, Any]] = []
        for part in parts:
            match part:
                case m.LifeBecomes(player, value):
                    change = value - _player(now, player)["life"]
                    events += (
                        [{"type": "life", "player": player, "amount": change}] if change else []
                    )
                case m.LifeHalved(player, rounded):
                    lost = halved(_player(now, player)["life"], rounded)
                    events += [{"type": "life", "player": player, "amount": -lost}] if lost else []
                case m.PoisonBecomes(player, value):
                    gained = value - _player(now, player)["poison"]
                    if gained < 0:
                        raise Untrue("poison counters do not go down")
                    events += (
                        [{"type": "poison", "player": player, "amount": gained}] if gained else []
                    )
                case _:
                    events += plain_events(part)
        self.events += [
            {**event, "with_previous": True} if index else event
            for index, event in enumerate(events)
        ]

    def _resolve_triggers(self) -> None:
        """Triggered abilities resolve before the story goes on: the reader refuses stories
        that speak of triggers on the stack or of responding to them (a response to a spell is
        played in the stack's order, structure/stack/)."""
        for _ in range(_MOST_TRIGGERS):
            stack = self.now()["stack"]
            if not stack or stack[0]["kind"] != "trigger":
                return
            if (modes := MODES.get(stack[0]["name"] or "")) is not None:
                self.modal.append((len(self.events), modes))
            self.events.append({"type": "resolve"})
            self.resolved_triggers = True
        raise Contradiction("triggers that do not stop resolving")

    def _change(self, key: str, player: str, amount: int) -> None:
        if amount:
            field = "amount"
            self.events.append({"type": key, "player": player, field: amount})

    def _claim_loss(self, player: str, *, subgame: bool) -> None:
        """Make sure the story's "X lost" holds: add the loss only if nothing told caused it."""
        now = self.now()
        if subgame and now["depth"] == 0:
            if not self._lost_a_subgame(player):
                raise Untrue(f"the story says {player} lost the subgame; the engine says not")
            return
        if not subgame and now["depth"] > 0:
            raise Untrue("the story says a player lost the main game during the subgame")
        if _player(now, player)["lost"]:
            return
        if self._told_about(player):
            raise Untrue(f"the story says {player} lost; the engine says not")
        self.events.append({"type": "lose", "player": player})
        after = self.now()
        ended_subgame = subgame and after["depth"] == 0
        if not ended_subgame and not _player(after, player)["lost"]:
            raise Untrue(f"{player} cannot lose this game")

    def _lost_a_subgame(self, player: str) -> bool:
        steps = self.result()["steps"]
        return any(
            step["depth"] > 0 and _player(step["state"], player)["lost"]
            for step in steps
            if any(p["name"] == player for p in step["state"]["players"])
        )

    def _told_about(self, player: str) -> bool:
        """Whether the story so far, in the game being played, did something to the player."""
        since = 0
        for index, event in enumerate(self.told):
            if isinstance(event, m.CastAndResolve) and event.card in SUBGAME_CARDS:
                since = index + 1
        return any(player in _players_of(event) for event in self.told[since:])


def commander_name(player: str, index: int) -> str:
    """The stand-in name of a commander the story does not name (index 1: its partner)."""
    return f"{player.capitalize()}'s {'Commander' if index == 0 else 'Partner'}"


def _player(game: GameSnapshot, name: str) -> PlayerSnapshot:
    for player in game["players"]:
        if player["name"] == name:
            return player
    raise Contradiction(f"{name} is not in this game")


def halved(life: int, rounded: str) -> int:
    """The life a player loses in losing half their life: none at 0 or less (107.1b: a
    negative result is 0), half rounded as told; an odd total with no rounding told is not
    played (107.1a: the effect says which, and the story did not)."""
    if life <= 0:
        return 0
    if life % 2 and rounded not in {"up", "down"}:
        raise Contradiction("half of an odd life, and which way it is rounded is not said")
    return (life + 1) // 2 if rounded == "up" else life // 2


def _players_of(event: m.Event) -> set[str]:
    names = set()
    # A card's leaving is `to` a zone, not a player: a permanent told leaving with its
    # controller after they left the game ("A scoops. Persecutor leaves with him") is theirs.
    keys = (
        ("player", "controller")
        if isinstance(event, m.LeavesBattlefield)
        else ("player", "to", "controller")
    )
    if isinstance(event, m.AtOnce):
        return set().union(*(_players_of(part) for part in event.parts))
    for key in keys:
        value = getattr(event, key, None)
        if isinstance(value, str):
            names.add(value)
        elif isinstance(value, tuple):  # damage dealt to a group's players at once
            names.update(value)
    return names


def plain_events(event: m.Event) -> list[dict[str, Any]]:
    """The engine events of a story event that needs no look at the game."""
    match event:
        case m.Damage(to, amount, by, source):
            target: str | list[str] = list(to) if isinstance(to, tuple) else to
            combat = {"source": source, "combat": True} if source else {}
            return [
                {
                    "type": "damage",
                    "to": target,
                    "amount": amount,
                    **({"by": by} if by else {}),
                    **combat,
                }
            ]
        case m.LifeChange(player, amount):
            return [{"type": "life", "player": player, "amount": amount}]
        case m.PoisonGain(player, amount):
            return [{"type": "poison", "player": player, "amount": amount}]
        case m.Draw(player, count):
            return [{"type": "draw", "player": player, "count": count}]
        case m.Mill(player, count, "exile"):
            return [{"type": "exile", "player": player, "count": count, "from": "library"}]
        case m.Mill(player, count):
            return [{"type": "mill", "player": player, "count": count}]
        case m.GainControl(player, card, previous):
            return [
                {"type": "gain_control", "player": player, "card": card, "controller": previous}
            ]
        case m.LeavesBattlefield(controller, card, to):
            return [{"type": "leave", "player": controller, "card": card, "to": to}]
        case m.PhasesOut(controller, card):
            return [{"type": "phase_out", "player": controller, "card": card}]
        case m.CastAndResolve(player, card):
            return [{"type": "cast", "player": player, "card": card}, {"type": "resolve"}]
        case m.Activate(player, card, target):
            activated = {"type": "activate", "player": player, "card": card, "target": target}
            return [activated, {"type": "resolve"}]
        case m.CommanderDamage(to, by, amount, commander):
            source = commander_name(by, commander)
            return [
                {
                    "type": "damage",
                    "to": to,
                    "amount": amount,
                    "by": by,
                    "commander": True,
                    "source": source,
                }
            ]
        case m.Concede(player):
            return [{"type": "concede", "player": player}]
        case m.EndTurn():
            return [{"type": "end_turn"}]
    raise AssertionError(f"no engine event for {event!r}")
