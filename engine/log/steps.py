"""The step log: what happened, why (rules), in both languages, with the state after it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.i18n import LANGS, Msg, both
from engine.result_types import GameSnapshot, SimulationStep
from engine.rule_citations import is_rule_number
from engine.state import Game

_NO_TEXT = dict.fromkeys(LANGS, "")


@dataclass(frozen=True)
class Step:
    n: int
    event_index: int | None
    event: dict[str, Any] | None
    depth: int
    game_id: str
    kind: str
    title: Msg
    text: tuple[Msg, ...]
    rules: tuple[str, ...]
    state: GameSnapshot
    details: tuple[tuple[str, int], ...] = ()  # extra keys of the step, e.g. commander_tax

    def to_dict(self, lang: str, *, texts: bool = True) -> SimulationStep:
        """The step as the result shows it; without `texts`, its title and text left empty (for
        who reads only what happened and why, not the words: they cost the most to make)."""
        title = both([self.title]) if texts else dict(_NO_TEXT)
        text = both(self.text) if texts else dict(_NO_TEXT)
        step: SimulationStep = {
            "n": self.n,
            "event_index": self.event_index,
            "depth": self.depth,
            "game": self.game_id,
            "event": self.event,
            "kind": self.kind,
            "title": title[lang],
            "text": text[lang],
            "rules": list(self.rules),
            "state": self.state,
            "title_i18n": title,
            "text_i18n": text,
        }
        for key, value in self.details:
            if key == "commander_tax":
                step["commander_tax"] = value
        return step


class StepLog:
    """Records steps; `observer` (tests) sees each step right after it is recorded."""

    def __init__(self, snapshot: Callable[[Game], GameSnapshot]) -> None:
        self._snapshot = snapshot
        self.steps: list[Step] = []
        self.event_index: int | None = None
        self.event: dict[str, Any] | None = None
        self.observer: Callable[[Step], None] | None = None

    def add(
        self,
        game: Game,
        kind: str,
        title: Msg,
        text: Sequence[Msg] = (),
        rules: Sequence[str] = (),
        *,
        details: Mapping[str, int] | None = None,
    ) -> Step:
        for rule in rules:
            if not is_rule_number(rule):
                raise ValueError(f"malformed rule number {rule!r} in step {kind}")
        step = Step(
            n=len(self.steps) + 1,
            event_index=self.event_index,
            event=self.event,
            depth=game.depth,
            game_id=game.id,
            kind=kind,
            title=title,
            text=tuple(text),
            rules=tuple(dict.fromkeys(rules)),
            state=self._snapshot(game),
            details=tuple((details or {}).items()),
        )
        self.steps.append(step)
        if self.observer is not None:
            self.observer(step)
        return step
