"""What `judgebot update` reports for each official source it checked.

A report is printed to a terminal and a log, and much of it comes from servers (a version, a
link, an HTTP reason): control and format characters in it are shown escaped (`\\n`,
`\\x1b`, `\\u202e`), so a server can neither start a report line of its own nor act on the
terminal.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rulesdb.text.normalize import shown

Status = Literal["updated", "unchanged", "failed"]


@dataclass(frozen=True)
class SourceOutcome:
    name: str  # "rules-en", "rules-ja", "mtgjson"
    status: Status
    version: str | None  # the rules edition or the MTGJSON version, when known
    detail: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "detail", shown(self.detail))
        if self.version is not None:
            object.__setattr__(self, "version", shown(self.version))

    def as_failed(self, why: str) -> SourceOutcome:
        return SourceOutcome(self.name, "failed", self.version, why)
