"""Collects the sentences and rule numbers of one step while the rules modules act."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.i18n import Msg


@dataclass
class Narration:
    text: list[Msg] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)

    def add(self, message: Msg, *rules: str) -> None:
        self.text.append(message)
        self.rules.extend(rules)

    def cite(self, *rules: str) -> None:
        self.rules.extend(rules)
