"""What every rules module is handed: the world, the step log and the event being applied."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NoReturn

from engine.errors import ScenarioError
from engine.log.steps import StepLog
from engine.scenario.model import Event
from engine.state import Game, World


@dataclass(eq=False)
class Context:
    world: World
    log: StepLog
    event: Event | None = None
    # the positions of `event.choose` lists already used (engine.rules.choices), per kind
    used_choices: dict[str, set[int]] = field(default_factory=dict)

    @property
    def game(self) -> Game:
        return self.world.current

    def fail(self, message: str, field: str | None = None) -> NoReturn:
        """Reject the current event as impossible in the current state."""
        path = self.event.path(field) if self.event is not None else field
        raise ScenarioError(message, path)
