"""What `judgebot update` reports for each official source it checked."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Status = Literal["updated", "unchanged", "failed"]


@dataclass(frozen=True)
class SourceOutcome:
    name: str  # "rules-en", "rules-ja", "mtgjson"
    status: Status
    version: str | None  # the rules edition or the MTGJSON version, when known
    detail: str

    def as_failed(self, why: str) -> SourceOutcome:
        return SourceOutcome(self.name, "failed", self.version, why)
