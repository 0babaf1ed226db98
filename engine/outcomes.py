"""Why a player loses, and the win/lose outcomes that pass through the one loss gate."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum


class LossReason(StrEnum):
    LIFE = "life"  # 704.5a
    EMPTY_LIBRARY = "empty_library"  # 704.5b
    POISON = "poison"  # 704.5c
    COMMANDER_DAMAGE = "commander_damage"  # 704.6c
    CONCEDE = "concede"  # 104.3a
    EFFECT = "effect"  # 104.3e (also 104.3h: an opponent's win within range of influence)
    EMPEROR = "emperor"  # 104.3i / 809.5b: the team's emperor lost
    TEAM = "team"  # 810.8a-b: a Two-Headed Giant teammate lost or conceded
    TEAM_LIFE = "team_life"  # 704.6a / 810.8c
    TEAM_POISON = "team_poison"  # 704.6b / 810.8d


# When one check finds several reasons for the same player, the reported one follows 704.5's order.
REASON_PRIORITY: tuple[LossReason, ...] = (
    LossReason.CONCEDE,
    LossReason.LIFE,
    LossReason.TEAM_LIFE,
    LossReason.EMPTY_LIBRARY,
    LossReason.POISON,
    LossReason.TEAM_POISON,
    LossReason.COMMANDER_DAMAGE,
    LossReason.EFFECT,
    LossReason.EMPEROR,
    LossReason.TEAM,
)


class OutcomeKind(Enum):
    LOSE = "lose"
    WIN = "win"


@dataclass(frozen=True)
class Outcome:
    """A player would win or lose; the loss gate decides what actually happens."""

    kind: OutcomeKind
    seat: int
    reason: LossReason | None
    rule: str
    source: str | None = None  # card name of the effect, if any
