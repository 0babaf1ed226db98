"""`read_situation`: a player's question, and the cards the search recognised in it, read as a
situation the engine can play out, or `Unreadable` with the reason.

The reading takes the salient facts (totals, cards and who holds them, what happens) and lets
the rest of the story be; the vetoes (vetoes.py) then refuse a question with anything that
would make a verdict a guess, and so does any fact whose player the words do not tell. A wrong
verdict is worse than none.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.application.situations.attribution import (
    Setting,
    attribute,
    other_reading,
    read_setting,
    seats,
)
from bot.application.situations.card_effects.needed_creature import card_needs
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.card_names import named_by_the_story
from bot.application.situations.guards.retold import retold
from bot.application.situations.guards.untold import untold
from bot.application.situations.guards.whose import (
    held_by_two,
    held_twice,
    modified_players,
    the_other_of_many,
    total_of_the_other,
)
from bot.application.situations.matching import Reading, read_clauses
from bot.application.situations.model import (
    OpenFact,
    OpenKind,
    OpenOwners,
    Situation,
    Unreadable,
    UnreadNumbers,
)
from bot.application.situations.open_facts.order import (
    OpenOrder,
    moved_told,
    open_order,
    reorderings,
    settled,
)
from bot.application.situations.open_facts.supposed import supposed_outcomes
from bot.application.situations.open_facts.whose import open_reason, open_told, opened, seatings
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.story import StoryError, tell
from bot.application.situations.structure.combat import mark_combat
from bot.application.situations.structure.doubts.corrected_ja import corrected
from bot.application.situations.structure.doubts.undone import undone
from bot.application.situations.structure.events.wipes import wiped
from bot.application.situations.structure.owners.alone import seated_alone
from bot.application.situations.structure.owners.effects import placed_by_effect, unplaced_effect
from bot.application.situations.structure.owners.readings import (
    doubted_owner,
    owned_readings,
    without_ownerless,
)
from bot.application.situations.structure.owners.triggered import triggered_for
from bot.application.situations.structure.settling.attacked import killed_planeswalkers
from bot.application.situations.structure.settling.blows import blow_powers, powered_blows
from bot.application.situations.structure.settling.emblems import read_emblems
from bot.application.situations.structure.stack import STACK_RULES, in_stack_order, read_responses
from bot.application.situations.structure.timing.asked_totals import quiet_totals
from bot.application.situations.structure.timing.past_totals import placings, reached_after
from bot.application.situations.structure.timing.steps import read_turns
from bot.application.situations.structure.timing.subgame_start import libraries_first
from bot.application.situations.structure.timing.supposed import supposed_placings
from bot.application.situations.structure.timing.target_totals import targets_totals
from bot.application.situations.structure.unread import open_numbers
from bot.application.situations.text_normal import Normalised, normalise
from bot.application.situations.unread_numbers.agreement import many_ways, within_bound
from bot.application.situations.unread_numbers.roles import perturbed
from bot.application.situations.unread_numbers.spared import spared as spared_numbers
from bot.application.situations.vetoes import unlocated, veto

_LONGEST_QUESTION = 1000
# Whose outcome a query may ask and still be the asker's.
_THE_ASKERS_SIDE = frozenset({None, "you", "team", "teammate"})


def read_situation(
    question: str, named_cards: Sequence[str], texts: Sequence[OracleCard] = ()
) -> Situation | Unreadable:
    """`texts`: the Oracle texts of the recognised cards, where the search has them; an
    unmodelled card may be told by the plain effect its text gives it (card_effects)."""
    if len(question) > _LONGEST_QUESTION:
        return Unreadable("too long to be read as one situation")
    named_cards, texts = named_by_the_story(question, named_cards, texts)
    norm = normalise(question, named_cards, texts)
    if norm.unsettled:
        names = ", ".join(norm.unsettled)
        return Unreadable(f"the engine does not model {names}: its text is not what is told")
    reading, alone = seated_alone(norm, _read_structure(norm, texts))
    # Numbers no fact took, few enough to be played in every role (unread_numbers/): every
    # other veto still speaks. A response's order leaves a number's place open: none there.
    numbers = open_numbers(norm, reading) if not reading.responses else []
    spared = spared_numbers(numbers, norm.text, norm.lang, reading.every)
    # An order word with clauses told out of order, played at each point (open_facts/order.py).
    order = open_order(norm, reading) if not reading.responses else None
    if reason := _refused(question, norm, settled(reading, order), named_cards, spared):
        return Unreadable(reason)
    clauses = modified_players(norm, reading.clauses)
    if unplaced := unplaced_effect(clauses, norm.text, norm.cards):
        return Unreadable(unplaced)
    clauses, held = placed_by_effect(clauses, norm.text, norm.cards)
    if not any(c.kind not in {"query", "variant"} for c in clauses):
        return Unreadable("no situation is described")
    setting = read_setting(clauses, norm)
    if isinstance(setting, Unreadable):
        return setting
    quiet = quiet_totals(norm, reading)
    written = [*quiet, *clauses]
    attributed = attribute(written, norm, setting)
    if isinstance(attributed, Unreadable):
        return attributed
    if shared := total_of_the_other(written, attributed, norm):
        attributed = opened(attributed, shared)
    attributed = triggered_for(attributed, norm)
    if twice := held_twice(written, norm) or held_by_two(attributed, norm):
        return Unreadable(f"not understood: {twice} held by two players")
    asked = bool({c.player for c in clauses if c.kind == "query"} - _THE_ASKERS_SIDE)
    situation = _seated(
        attributed, setting, norm, reading, asked=asked, spared=bool(spared), order=order
    )
    if isinstance(situation, Situation):
        assumed = (*situation.assumptions, *held, *alone)
        situation = replace(situation, supposed=supposed_outcomes(norm), assumptions=assumed)
    if not spared or isinstance(situation, Unreadable):
        return situation
    roles = perturbed(numbers, attributed, setting, len(quiet), norm.text)
    values = tuple(n.value for n in numbers)
    if not within_bound(len(roles)):
        return Unreadable(many_ways(values))
    played = [(_situation(told, setting, norm, reading), last) for told, last in roles]
    # A role the story cannot hold at that place (a second starting life) is not one it has.
    kept = [(s, last) for s, last in played if isinstance(s, Situation)]
    plays = tuple(s for s, _ in kept)
    last = tuple(last for _, last in kept)
    return replace(situation, unread=UnreadNumbers(values, plays, last))


def _read_structure(norm: Normalised, texts: Sequence[OracleCard]) -> Reading:
    """The story's clauses read, then what the structure settles of them: a board wiped,
    emblems, planeswalkers killed, turns, blows of a known power, combat, responses."""
    clauses = targets_totals(norm, read_clauses(norm))
    read = read_turns(norm, killed_planeswalkers(norm, read_emblems(norm, wiped(norm, clauses))))
    blows = powered_blows(norm, read, blow_powers(texts))
    return read_responses(norm, mark_combat(norm, blows))


def _seated(
    attributed: list[Clause],
    setting: Setting,
    norm: Normalised,
    reading: Reading,
    *,
    asked: bool,
    spared: bool,
    order: OpenOrder | None,
) -> Situation | Unreadable:
    """The story; where whose a clause is was left open, played as the asker's, with the plays
    of each other player (open_facts/whose.py); where an order word leaves when clauses
    happened open, as told, with the plays of each other order (open_facts/order.py). Two open
    facts, or an unread number besides, would multiply the plays, as would more ways than the
    bounds: refused. `asked`: whether the question asks another player's outcome; `spared`:
    whether an unread number is played in every role."""
    seated = seatings(attributed, seats(setting))
    if seated is None or (len(seated) > 1 and (spared or order)):
        return Unreadable(open_reason(attributed, norm))
    kind: OpenKind = "whose"
    if order is not None:
        ordered = None if spared else reorderings(attributed, order)
        if ordered is None:
            return Unreadable(_unsettled(norm, order))
        seated, kind = ordered, "order"
    told = [_situation(each, setting, norm, reading) for each in seated]
    plays = [replace(s, asked_of_another=asked) for s in told if isinstance(s, Situation)]
    if len(plays) == len(told) == 1:
        return plays[0]
    if len(plays) < len(told):
        if len(told) == 1:
            return told[0]
        return Unreadable(_unsettled(norm, order) if order else open_reason(attributed, norm))
    said = moved_told(norm, order, attributed) if order else open_told(attributed, norm)
    return replace(plays[0], open_fact=OpenFact(kind, said, tuple(plays[1:])))


def _unsettled(norm: Normalised, order: OpenOrder) -> str:
    return f"the engine cannot settle this: {norm.text[slice(*order.word)]!r}"


def _situation(
    attributed: list[Clause], setting: Setting, norm: Normalised, reading: Reading
) -> Situation | Unreadable:
    """The attributed clauses told as a story, once for each reading the words leave open."""
    leaving = setting.unmarked_owner is None
    owned = owned_readings(attributed, seats(setting), norm, leaving=leaving)
    if isinstance(owned, Unreadable):
        return owned
    if owned[0][0] and (doubt := doubted_owner(norm, reading.every, owned[0][0])):
        return Unreadable(doubt)
    try:
        without = _without(attributed, setting, norm, reading) if owned[0][0] else None
        told = [
            replace(situation, open_owners=OpenOwners(owners, without) if owners else None)
            for owners, clauses in owned
            for situation in _told(in_stack_order(reading.responses, clauses), setting, norm)
        ]
    except StoryError as error:
        return Unreadable(str(error))
    if not told[0].events and not told[0].facts:
        return Unreadable("no situation is described")  # 「誰かが負けた時…」: nothing of anyone
    reached = reached_after(norm, attributed)
    poisoned = reached_after(norm, attributed, "poison_is")
    needs = card_needs(told, norm)
    if isinstance(needs, Unreadable):
        return needs
    first, *others = [
        replace(situation, reached=reached, poison_reached=poisoned) for situation in needs
    ]
    placed = any(situation.placed for situation in told)
    ordered_by = STACK_RULES if reading.responses else ()
    # What the card data was read for: an inert creature does nothing the story does not tell.
    inert = tuple(f"{name} has no ability that bears on the story" for name in norm.inert)
    return replace(
        first,
        alternatives=tuple(others),
        placed=placed,
        ordered_by=ordered_by,
        assumptions=(*first.assumptions, *inert),
    )


def _refused(
    question: str,
    norm: Normalised,
    reading: Reading,
    named_cards: Sequence[str],
    spared: frozenset[int],
) -> str | None:
    """Why the words read make a verdict a guess (vetoes.py, guards/), or None; `spared`: the
    unread numbers played in every role instead of refused."""
    return (
        unlocated(norm, named_cards)
        or veto(norm, reading, spared)
        or retold(question, norm, reading)
        or untold(norm, reading)
        or (the_other_of_many(question, reading) if norm.lang == "en" else None)
        or undone(norm, reading)
        or corrected(norm)
    )


def _told(clauses: list[Clause], setting: Setting, norm: Normalised) -> list[Situation]:
    """The story, and the same with the other player where the words left whose a clause is
    open; each also with a total told in the past after the events placed before each of them
    (structure/timing/past_totals.py), `placed` set where there is such a total."""
    readings = [libraries_first(norm, clauses)]
    if (other := other_reading(clauses)) is not None:
        readings.append(other)
    told_when = [
        placed
        for reading in readings
        for supposed in supposed_placings(norm, reading)
        for placed in placings(norm, supposed)
    ]
    placed = len(told_when) > len(readings)
    return [
        replace(tell(reading, setting, norm.cards), lang=norm.lang, placed=placed)
        for reading in told_when
    ]


def _without(
    clauses: list[Clause], setting: Setting, norm: Normalised, reading: Reading
) -> Situation | None:
    """The story with none of its ownerless permanents, its readings as alternatives."""
    rest = without_ownerless(clauses, leaving=setting.unmarked_owner is None)
    if rest is None or not any(c.kind not in {"query", "variant"} for c in rest):
        return None
    try:
        first, *others = _told(in_stack_order(reading.responses, rest), setting, norm)
    except StoryError:
        return None
    return replace(first, alternatives=tuple(others))
