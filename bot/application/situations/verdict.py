"""`judge`: a situation played on the engine, and the verdict for the asker, or None.

When the question left the number of players open (a Commander game may have two players or
four), the situation is played with each likely count, and there is a verdict only if every
count gives the same one: an answer that depends on a guess is no answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.application.situations import model as m
from bot.application.situations.builder import Built, build_scenario, roles
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.model import Situation, Unreadable
from bot.application.situations.open_facts.agreement import weigh_open
from bot.application.situations.open_facts.owners import chosen, losing_sides, owned, whoever
from bot.application.situations.open_facts.steps import rests_on_the_turn
from bot.application.situations.open_facts.supposed import holds
from bot.application.situations.outcome import (
    Outcome,
    asker_state,
    checked_rules,
    deciding_rules,
    outcome,
    summaries,
)
from bot.application.situations.reader import read_situation
from engine import ScenarioError, simulate

UNSAID_CARDS = 5
LOW_LIFE = 1
HIGH_LIFE = 100
DECIDING_RULES = 3  # the verdict's deciding rules come first in `rules_cited`
_LIKELY_COUNTS = {"commander": (2, 4), "multiplayer": (3, 4)}
NO_VERDICT = "read, but the engine gives no verdict"
POISON_TOLD_AFTER = "not understood: poison counters told after a gain (before it or after?)"


@dataclass(frozen=True)
class Verdict:
    asker: Outcome
    summary_ja: str
    summary_en: str
    scenario: dict[str, Any]  # valid input for `engine.simulate` / `judgebot simulate`
    rules_cited: tuple[str, ...]  # the deciding rules first
    defaults: tuple[str, ...] = ()  # values the question did not give
    assumptions: tuple[str, ...] = ()  # readings the words left open


def verdict_for(
    question: str, named_cards: Sequence[str], texts: Sequence[OracleCard] = ()
) -> Verdict | None:
    judged = verdict_or_reason(question, named_cards, texts)
    return judged if isinstance(judged, Verdict) else None


def verdict_or_reason(
    question: str, named_cards: Sequence[str], texts: Sequence[OracleCard] = ()
) -> Verdict | Unreadable:
    """The verdict, or why there is none: the reader's reason, or the engine's."""
    situation = read_situation(question, named_cards, texts)
    return situation if isinstance(situation, Unreadable) else judge_or_reason(situation)


def judge(situation: Situation) -> Verdict | None:
    judged = judge_or_reason(situation)
    return judged if isinstance(judged, Verdict) else None


def judge_or_reason(situation: Situation) -> Verdict | Unreadable:
    """The verdict of the story as read; where a fact of it was left open (a number not read,
    whose a clause is), only if the story gives the same with the fact each way it may be
    (open_facts/), and saying so."""
    # (on the story as told: the plays of an open order place its totals at each point)
    if any(_poison_told_after_gains(r) for r in (situation, *situation.alternatives)):
        return Unreadable(POISON_TOLD_AFTER)
    verdict = _judge_ordered(situation)
    if verdict is None:
        return Unreadable(NO_VERDICT)
    weighed = weigh_open(verdict, situation, _judge_ordered, planned_seats)
    return Unreadable(weighed) if isinstance(weighed, str) else weighed


def _judge_ordered(situation: Situation) -> Verdict | None:
    """The verdict every reading of the story gives, or None; where the readings differ over
    whose an ownerless permanent is, the verdict of those its effect allows (_owned). The rules
    the reading applied to order the events are cited after the engine's deciding rules."""
    verdict = _judge_readings(situation)
    if verdict is not None and _answers_another(situation, verdict):
        return None
    if verdict is None or not situation.ordered_by:
        return verdict
    engine = [rule for rule in verdict.rules_cited if rule not in situation.ordered_by]
    cited = (*engine[:DECIDING_RULES], *situation.ordered_by, *engine[DECIDING_RULES:])
    return replace(verdict, rules_cited=cited)


def _answers_another(situation: Situation, verdict: Verdict) -> bool:
    """The question asks another player's outcome in a game that may seat three or more, and
    the asker's says nothing of it: only the asker's win (every other player lost) or a draw
    does ("3 player game ... I bolt opponent 1. Does he lose?" was 'keeps_playing'). (In
    Two-Headed Giant a team's outcome is the other team's turned round.)"""
    if situation.variant == "two_headed_giant":
        return False
    many = (situation.players or max(_LIKELY_COUNTS.get(situation.variant, (2,)))) > 2
    return situation.asked_of_another and many and verdict.asker in {"keeps_playing", "loses"}


def _judge_readings(situation: Situation) -> Verdict | None:
    readings = [situation, *situation.alternatives]
    if situation.placed:
        # A total placed where the story then says what did not happen ("they were at 2" after
        # the 2 damage, "if both lose"): not the asker's meaning.
        readings = [reading for reading in readings if not _untrue(reading)]
        if not readings:
            return None
    judged: dict[int, Verdict | None] = {}

    def agreed(indices: list[int]) -> Verdict | None:
        verdict = None
        for index in indices:
            if index not in judged:
                judged[index] = _judge_reading(readings[index])
            again = judged[index]
            if again is not None and not holds(again.scenario, situation.supposed):
                continue  # not the story the question supposes
            if again is None or (verdict is not None and again.asker != verdict.asker):
                return None
            verdict = verdict or again
        return verdict

    verdict = agreed(list(range(len(readings))))
    if situation.open_owners is None:
        return verdict
    if verdict is not None:
        seated = {r.open_owners.owners for r in readings if r.open_owners is not None}
        said = (whoever(situation.open_owners),) if len(seated) > 1 else ()
        return replace(verdict, assumptions=(*verdict.assumptions, *said))
    kept, side = owned(readings, _scenario)
    verdict = agreed(kept) if side is not None else None
    if verdict is None or losing_sides(verdict.scenario) - {side}:
        return None  # (the other side losing later: the story puts both in danger)
    return replace(
        verdict, assumptions=(*verdict.assumptions, *chosen(readings[kept[0]].open_owners))
    )


def _scenario(situation: Situation) -> dict[str, Any] | None:
    verdict = judge(situation)
    return verdict.scenario if verdict else None


def _untrue(situation: Situation) -> bool:
    """Whether the engine, at every likely player count, says the story tells an untruth."""
    counts = (
        _LIKELY_COUNTS.get(situation.variant, (None,)) if situation.players is None else (None,)
    )
    built = [build_scenario(situation, count) for count in counts]
    return all(isinstance(b, Unreadable) and b.untrue for b in built)


Run = tuple[int | None, int, int | None]  # players, unsaid cards, unsaid life (`_judge_with`)


def _runs(situation: Situation) -> tuple[list[Run], list[Run]]:
    """The runs a reading is played with, and those at a low life it may need besides."""
    counts: Sequence[int | None] = (None,)
    if situation.players is None and situation.variant in _LIKELY_COUNTS:
        # Only the counts that seat every player the story names (「相手B」 needs three).
        seated = _seats_named(situation)
        counts = [n for n in _LIKELY_COUNTS[situation.variant] if n >= seated] or [seated]
    # The hands and graveyards a question says nothing of are played empty and then full: a
    # verdict that changes with them (Immortal Coil's empty graveyard) rests on a guess.
    # A story with no card in it has nothing that reads a hand or a graveyard: one run.
    unsaids = (0, UNSAID_CARDS) if _names_a_card(situation) else (0,)
    runs: list[Run] = [(count, unsaid, None) for unsaid in unsaids for count in counts]
    low_life: list[Run] = [(count, 0, LOW_LIFE) for count in counts]
    if _hurts_unsaid_life(situation):
        # Damage or life loss to a player whose life is not said: the verdict must hold at a
        # low life too (「いまライフいくつだったか覚えてない」), or it rests on the default.
        runs += low_life
    if _life_told_after(situation):
        # A life told only after the blows ("hit me for 20. I was at 20") may be the one
        # before them or after: the verdict must hold at a high life too.
        runs += [(count, 0, HIGH_LIFE) for count in counts]
    return runs, low_life


def planned_seats(situation: Situation) -> int:
    """The players of every game the engine plays, at least, to judge the story (each reading,
    player count and unsaid hand): what judging it costs, a game costing as its seats."""
    readings = (situation, *situation.alternatives)
    return sum(len(roles(r, count)) for r in readings for count, _, _ in _runs(r)[0])


def _judge_reading(situation: Situation) -> Verdict | None:
    if _library_told_after_draws(situation):
        return None
    runs, low_life = _runs(situation)
    # Every run must give the same verdict: the first that gives none or another ends it.
    first = None
    for count, unsaid, life in runs:
        verdict = _judge_with(situation, count, unsaid, life)
        if verdict is None or (first is not None and verdict.asker != first.asker):
            return None
        first = first or verdict
        if life is None and _by_a_permanent(situation, verdict) and _rests_on_unsaid_life(verdict):
            # A permanent's effect decided it, and it may read a life the story never gave
            # ("I have Transcendence out": lost at the starting 20): it must hold at a low one.
            runs += [run for run in low_life if run not in runs]
    return first


def _names_a_card(situation: Situation) -> bool:
    """Whether any card is in the story: in play, in a hand, an emblem's, or in an event."""
    return any(
        facts.battlefield or facts.hand or facts.emblems for facts in situation.facts.values()
    ) or any(
        getattr(event, "card", None)
        or getattr(event, "source", None)
        or isinstance(event, m.InSubgame | m.BackInMainGame | m.LosesSubgame)
        for event in situation.events
    )


def _seats_named(situation: Situation) -> int:
    """The fewest players that seat every role the story names (you and opponent at least)."""
    named = set(situation.facts)
    for event in situation.events:
        for key in ("player", "to", "by", "controller"):
            value = getattr(event, key, None)
            if isinstance(value, str):
                named.add(value)
    seats = [re.fullmatch(r"opponent(\d*)", role) for role in named]
    numbers = [int(seat.group(1) or 1) for seat in seats if seat]
    return max([2, *(n + 1 for n in numbers)])


def _told(situation: Situation, total: str) -> set[str]:
    """The players whose `total` ("life", "library") the story's facts give."""
    return {role for role, facts in situation.facts.items() if getattr(facts, total) is not None}


def _library_told_after_draws(situation: Situation) -> bool:
    """A library the facts do not give, told only after its player drew ("drew a card. My
    library was 0"): before the draw or after it, the words do not say."""
    told = _told(situation, "library")
    drawn: set[str] = set()
    for event in situation.events:
        if isinstance(event, m.Draw):
            drawn.add(event.player)
        elif isinstance(event, m.LibraryBecomes) and event.player in drawn - told:
            return True
    return False


def _poison_told_after_gains(situation: Situation) -> bool:
    """Poison counters the facts do not give, told only after their player got some ("Glistener
    Elf hits me for 1. I have 9 poison"): before the blow or after it, the words do not say,
    unless they tell the total as what it left ("and now I'm at 9", 「今は毒が9個」); a total
    told in the past is played at each point already (`placed`)."""
    if situation.placed:
        return False
    told = _told(situation, "poison") | situation.poison_reached
    gained: set[str] = set()
    for event in situation.events:
        parts = event.parts if isinstance(event, m.AtOnce) else (event,)
        for part in parts:
            if isinstance(part, m.PoisonGain):
                gained.add(part.player)
            elif isinstance(part, m.PoisonBecomes) and part.player in gained - told:
                return True
    return False


def _life_told_after(situation: Situation) -> bool:
    """Whether a player whose life the facts do not give has it told by an event."""
    told = _told(situation, "life")
    return any(
        isinstance(event, m.LifeBecomes) and event.player not in told for event in situation.events
    )


# The rules of a game won or lost because an effect says so (104.3e, 104.2b).
_EFFECT_RULES = frozenset({"104.3e", "104.2b"})


def _by_a_permanent(situation: Situation, verdict: Verdict) -> bool:
    """Whether an effect decided the game while a card is on the battlefield."""
    held = any(facts.battlefield for facts in situation.facts.values())
    return held and bool(_EFFECT_RULES & set(verdict.rules_cited[:DECIDING_RULES]))


def _started_life(defaults: Sequence[str]) -> int | None:
    """The asker's starting life, where the question did not give it and the scenario did."""
    prefix = "you.life = "
    told = (d.removeprefix(prefix) for d in defaults if d.startswith(prefix))
    return next((int(life) for life in told if life.lstrip("-").isdigit()), None)


def _life_told(events: Sequence[m.Event]) -> tuple[bool, bool]:
    """Whether the story tells the asker's life in the main game, and in a subgame: a total
    told while a subgame runs (「サブゲームで私のライフが0になって」) is the subgame's."""
    depth, main, sub = 0, False, False
    for event in events:
        if isinstance(event, m.CastAndResolve) and event.card in SUBGAME_CARDS:
            depth += 1
        elif isinstance(event, m.LosesSubgame):
            depth = max(depth - 1, 0)
        elif isinstance(event, m.BackInMainGame):
            depth = 0
        elif isinstance(event, m.LifeBecomes) and event.player == "you":
            main, sub = main or depth == 0, sub or depth > 0
    return main, sub


def _rests_on_unsaid_life(verdict: Verdict) -> bool:
    """Whether the scenario played a starting life for some player (its defaults say so)."""
    return any(".life = " in default for default in verdict.defaults)


def _hurts_unsaid_life(situation: Situation) -> bool:
    """Whether the story takes life from a player whose life it never gives (commander damage
    is not life taken: the rule that decides it counts the damage, not the life)."""
    told = _told(situation, "life")
    if situation.variant == "two_headed_giant" and told:
        return False  # a head's told total is the team's
    for index, event in enumerate(situation.events):
        match event:
            case m.Damage(to, _, _):
                hurt = set(to) if isinstance(to, tuple) else {to}
            case m.LifeChange(player, amount) if amount < 0:
                hurt = {player}
            case m.LifeHalved(player):
                hurt = {player}  # half of what: the life it is lost from decides
            case _:
                continue
        # A life above 0 told after the blow, in a story also played with it told before
        # (where told), or told as what the blow left ("I took 5 and I'm at 3 now",
        # 「5点殴られて、ライフは3になりました」): the blow did not kill.
        later = situation.events[index + 1 :]
        left = {e.player for e in later if isinstance(e, m.LifeBecomes) and e.value > 0}
        hurt -= left if situation.placed else left & situation.reached
        # ... and one told before it is the life it struck, whatever the start was
        hurt -= {e.player for e in situation.events[:index] if isinstance(e, m.LifeBecomes)}
        if hurt - told - {"all", "opponents"} or (hurt & {"all", "opponents"} and not told):
            return True
    return False


def _judge_with(
    situation: Situation, players: int | None, unsaid: int = 0, life: int | None = None
) -> Verdict | None:
    built = build_scenario(situation, players, unsaid_cards=unsaid, unsaid_life=life)
    if not isinstance(built, Built):
        return None
    try:
        result = built.played or simulate(built.scenario, lang="en")
    except ScenarioError:
        return None
    decided = outcome(result)
    you = asker_state(result)
    if decided is None or you is None:
        return None
    if rests_on_the_turn(situation, built, decided):
        return None
    others = [p for p in result["final"]["players"] if p["name"] != you["name"]]
    told = (*situation.events, *built.after_end)
    # (A total the story tells is the asker's word on it, even where it came after the end;
    # one told in a subgame is not the main game's, which the verdict's life is.)
    main_told, subgame_told = _life_told(told)
    started = None if main_told else _started_life(built.defaults)
    ja, en = summaries(
        decided, you, built.after_end, others, started_at=started, in_main=subgame_told
    )
    # (Where the asker keeps playing, the losses their told totals were checked against.)
    kept = decided == "keeps_playing"
    checked = checked_rules(situation.facts.get("you"), situation.variant) if kept else ()
    return Verdict(
        asker=decided,
        summary_ja=ja,
        summary_en=en,
        scenario=built.scenario,
        rules_cited=deciding_rules(result, checked),
        defaults=built.defaults,
        assumptions=situation.assumptions,
    )
