"""Where the continuation lines of a rules file go while it is read: a rule's own text, or one
of its examples."""

from __future__ import annotations

from dataclasses import dataclass, field

from rulesdb.records import RuleRecord


@dataclass
class ContinuationTarget:
    """Where continuation lines go: a record's own text, or one of its examples. They are
    gathered and joined once (`close`): rebuilding the text at every line made a file of many
    stray lines quadratic."""

    record: RuleRecord
    example: int | None = None
    lines: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        written = self.record.text if self.example is None else self.record.examples[self.example]
        if written:
            self.lines.append(written)

    def is_empty(self) -> bool:
        return not self.lines

    def add(self, line: str) -> None:
        self.lines.append(line)

    def close(self) -> None:
        text = "\n".join(self.lines)
        if self.example is None:
            self.record.text = text
        else:
            self.record.examples[self.example] = text

    def label(self) -> str:
        kind = "example of " if self.example is not None else ""
        return f"{kind}{self.record.kind} {self.record.number}"
