"""Each loss reason's rules, and how a reason and a source are named in the narration."""

from __future__ import annotations

from engine import rule_citations as R
from engine.i18n import Label, msg
from engine.i18n.labels import CardLabel, ReasonLabel
from engine.outcomes import LossReason, Outcome
from engine.rules.two_headed_giant import team_poison_limit
from engine.state import World

LOSS_RULES: dict[LossReason, tuple[str, ...]] = {
    LossReason.LIFE: (R.SBA_LIFE, R.LOSE_LIFE),
    LossReason.EMPTY_LIBRARY: (R.SBA_EMPTY_LIBRARY, R.LOSE_EMPTY_LIBRARY),
    LossReason.POISON: (R.SBA_POISON, R.LOSE_POISON),
    LossReason.COMMANDER_DAMAGE: (R.SBA_COMMANDER_DAMAGE, R.LOSE_COMMANDER_DAMAGE),
    LossReason.CONCEDE: (R.LOSE_CONCEDE,),
    LossReason.EFFECT: (R.LOSE_EFFECT,),
    LossReason.EMPEROR: (R.EMPEROR_LOSES, R.EMPEROR_TEAM_LOSES),
    LossReason.TEAM: (R.TEAM_WINS_AND_LOSES,),
    LossReason.TEAM_LIFE: (R.SBA_TEAM_LIFE, R.LOSE_LIFE, R.TEAM_WINS_AND_LOSES),
    LossReason.TEAM_POISON: (R.SBA_TEAM_POISON, R.LOSE_POISON, R.TEAM_WINS_AND_LOSES),
}
# Conditions that persist from check to check: say once that they are being ignored.
PERSISTENT = {
    LossReason.LIFE,
    LossReason.POISON,
    LossReason.COMMANDER_DAMAGE,
    LossReason.TEAM_LIFE,
    LossReason.TEAM_POISON,
}


def source_label(outcome: Outcome) -> Label:
    return CardLabel(outcome.source) if outcome.source else msg("loss.an_effect")


def loss_reason_of(outcome: Outcome) -> LossReason:
    return outcome.reason or LossReason.EFFECT


def reason_label(world: World, seat: int, reason: LossReason) -> ReasonLabel:
    """The reason as the narration names it; a bigger team's poison count is its own (810.11)."""
    if reason is LossReason.TEAM_POISON:
        return ReasonLabel(reason, team_poison_limit(world, seat))
    return ReasonLabel(reason)
