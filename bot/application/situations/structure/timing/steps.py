"""The turn a story passes and the upkeep it names, where the engine plays them in order.

The engine plays a story in one turn, the asker's, unless a turn's end is read (`end_turn`):
the turn then ends (its end step, 513; cleanup, 514) and the next player's begins with its
upkeep, whose "at the beginning of your upkeep" abilities trigger (503.1a) and resolve.

- A turn ended in a player's words ("I ended my turn", 「ターンを終了しました」) is such an end,
  of the speaker's turn.
- Beside a permanent with an upkeep trigger (Triskaidekaphobia, Blood Tyrant), a player's
  upkeep ("their upkeep", 「相手のアップキープ」) is the beginning of that player's turn: the
  turn before it ends there (or where the story ended it, right before). Whose turns these are
  is kept on the event (`m.EndTurn`): the builder seats the game so that they follow each
  other (builder.first_turn), which only a game of two can be sure of.
- "the trigger goes on the stack" told of that upkeep, with nothing told after it and no
  response, is the trigger resolving as the engine plays it (603.3).

A modal upkeep trigger whose mode the story does not settle is played in each mode
(verdict.py): the verdict stands only where they agree (Triskaidekaphobia at 13 loses in both).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations import model as m
from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY
from engine.cards.base import Do, SpellEffect, When

UPKEEP = "upkeep"  # the marker clause of an upkeep word the reading placed
_STEP_WHENS = frozenset({When.YOUR_UPKEEP, When.YOUR_END_STEP, When.YOUR_END_STEP_AFTER_3_LIFE})


def _triggering(whens: frozenset[When], does: frozenset[Do] | None = None) -> frozenset[str]:
    """The modelled permanents with a trigger at one of `whens` (doing one of `does`)."""
    return frozenset(
        name
        for name, card in REGISTRY.items()
        if any(
            ability.when in whens and (does is None or ability.does in does)
            for ability in card.triggers
        )
    )


# Permanents whose abilities trigger at a step of their controller's turn: what they do rests on
# which turn it is.
STEP_CARDS = _triggering(_STEP_WHENS)
# ... and of those, the ones whose trigger itself makes a player lose the game (Triskaidekaphobia
# at 13, Sinner's Judgment's third counter): a story told beside one asks of that loss.
_LOSING = frozenset(
    {Do.THIRTEEN_LIFE_LOSES, Do.DEMONIC_PACT, Do.JUDGMENT_COUNTER, Do.ATTACKED_PLAYERS_LOSE}
    | {Do.PHYREXIAN_END_STEP}
)
LOSING_STEP_CARDS = _triggering(_STEP_WHENS, _LOSING)
_UPKEEP_CARDS = _triggering(frozenset({When.YOUR_UPKEEP}))
_ENDED = {
    "en": re.compile(
        r"⟨(?P<p>[a-z0-9]+)⟩ (?:just )?(?:end|ends|ended|ending) (?:⟨(?P<q>[a-z0-9]+)⟩'s"
        r"|(?P<t>their|his|her)) turn\b"
        # the life the turn ended at ("I ended my turn at exactly 13")
        r"(?: (?:at|on|with) (?:exactly |just |only )?(?P<n>\d+)(?: life)?\b)?"
    ),
    "ja": re.compile(
        r"(?:⟨(?P<p>[a-z0-9]+)⟩(?:が|は)(?:、)?)?(?:⟨(?P<q>[a-z0-9]+)⟩の)?(?:自分の)?ターンを"
        r"(?:終了|終え|終わら)"
    ),
}
_UPKEEP = {
    "en": re.compile(r"(?:⟨(?P<p>[a-z0-9]+)⟩'s|\b(?P<t>their|his|her)) (?:(?:own|next) )?upkeep\b"),
    "ja": re.compile(r"(?:⟨(?P<p>[a-z0-9]+)⟩の|(?P<s>自分の))(?:次の)?アップキープ"),
}
_ON_THE_STACK = {
    "en": re.compile(
        r"\b(?:the |its |that |their |his |her )?(?:trigger|ability) (?:goes|go|went|is put"
        r"|gets put|got put|was put) on(?:to)? the stack\b"
    ),
    "ja": re.compile(r"(?:誘発|能力)(?:が|は)?スタックに(?:乗|載|積ま|置か)"),
}
_RESPONSE = re.compile(r"respon|対応|in answer")
_TURN = {"en": "turn", "ja": "ターン"}


def _whose(found: re.Match[str], key: str = "p") -> str | None:
    if found.group(key):
        return found.group(key)
    if found.groupdict().get("t"):
        return "they"
    return "you" if found.groupdict().get("s") else None


def read_turns(norm: Normalised, reading: Reading) -> Reading:
    """The reading with the turn ends and upkeeps above read as `end_turn` clauses (`player`:
    whose turn ends, `other`: whose begins), each upkeep word marked (`UPKEEP`)."""
    if (
        _TURN[norm.lang] not in norm.text
        and "upkeep" not in norm.text
        and "アップキープ" not in norm.text
    ):
        return reading  # (most stories: no turn and no upkeep told)
    clauses, every = list(reading.clauses), list(reading.every)
    for found in _ENDED[norm.lang].finditer(norm.text):
        if any(c.start < found.end() and found.start() < c.end for c in every):
            continue
        player = _whose(found) or (_whose(found, "q") if norm.lang == "ja" else None) or "you"
        told = [Clause("end_turn", *found.span(), player=player)]
        if found.groupdict().get("n"):
            # the total first (the sorts are stable): it is what the turn ended with
            number = (int(found.group("n")),)
            told.insert(0, Clause("life_is", *found.span(), player=player, numbers=number))
        clauses += told
        every += told
    if any(name in _UPKEEP_CARDS for name in norm.cards):
        for found in _UPKEEP[norm.lang].finditer(norm.text):
            clauses = _upkeep(clauses, found)
            every.append(Clause(UPKEEP, *found.span(), other=_whose(found)))
    return Reading(
        sorted(clauses, key=lambda c: c.start),
        sorted(every, key=lambda c: c.start),
        reading.responses,
        reading.settled,
    )


def _upkeep(clauses: list[Clause], found: re.Match[str]) -> list[Clause]:
    """The clauses with the turn that ends before the upkeep `found`: a turn's end told right
    before it (no event between) is that turn, else the upkeep begins a turn of its own."""
    before = [c for c in sorted(clauses, key=lambda c: c.start) if c.end <= found.start()]
    events = [c for c in before if c.kind in EVENT_KINDS]
    whose = _whose(found)
    if events and events[-1].kind == "end_turn" and events[-1].other is None:
        ended = events[-1]
        return [replace(c, other=whose) if c is ended else c for c in clauses]
    return [*clauses, Clause("end_turn", *found.span(), other=whose)]


def steps_settled(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """The spans of the upkeep words placed above, and of their trigger going on the stack
    where nothing is told after it and nothing responds (see above)."""
    marks = [(c.start, c.end) for c in reading.every if c.kind == UPKEEP]
    if not marks or _RESPONSE.search(norm.text):
        return marks
    last = max((c.end for c in reading.clauses if c.kind in EVENT_KINDS), default=0)
    stacked = [
        found.span()
        for found in _ON_THE_STACK[norm.lang].finditer(norm.text)
        if found.start() > marks[0][0] and found.start() >= last
    ]
    return marks + stacked


# Spells that give a turn out of order (500.7): after them, whose turn follows is not a round's.
_TOTALS = (m.LifeBecomes, m.PoisonBecomes)
_TURN_CHANGERS = frozenset({SpellEffect.EXTRA_TURN, SpellEffect.END_THE_TURN})
_EXTRA_TURNS = frozenset(name for name, card in REGISTRY.items() if card.spell in _TURN_CHANGERS)


def first_turn(situation: m.Situation, seated: list[str]) -> int | None:
    """The seat whose turn the story begins in, so that the turns it ends and begins follow
    each other (0, the asker's, where it does not say); None where no seat fits, where the game
    has more than two players or an extra turn and the story says whose turn begins, or where
    an upkeep told is of a player with no permanent that triggers in it (the story says what
    the engine does not: "on my upkeep", of an opponent's Triskaidekaphobia), or a total is told
    after a turn passed beside such a permanent (below)."""
    events = situation.events
    ends = [e for e in events if isinstance(e, m.EndTurn)]
    if _total_after_a_step(situation):
        return None
    if not any(e.player or e.next for e in ends):
        return 0
    for end in ends:
        held = situation.facts.get(end.next or "", m.PlayerFacts()).battlefield
        if end.next and not set(held) & _UPKEEP_CARDS:
            return None
    extra = any(isinstance(e, m.CastAndResolve) and e.card in _EXTRA_TURNS for e in events)
    if len(seated) > 2 or extra:
        # (whose turn a player ends, as before: only the turn's beginning is placed)
        return None if any(e.next for e in ends) else 0
    for start in range(len(seated)):
        active = start
        fits = True
        for end in ends:
            fits = fits and end.player in {None, seated[active]}
            active = (active + 1) % len(seated)
            fits = fits and end.next in {None, seated[active]}
        if fits:
            return start
    return None


def _total_after_a_step(situation: m.Situation) -> bool:
    """A total told after a turn passed, beside a permanent that triggers at a step: the one
    its trigger saw, or the one it left? ("Opponent has Triskaidekaphobia. I end my turn. I'm
    at 13", 「自分のアップキープに…誘発。相手のライフは13」 were 'keeps_playing', the total
    played after the trigger.)"""
    held = {card for facts in situation.facts.values() for card in facts.battlefield}
    events = situation.events
    turned = [i for i, e in enumerate(events) if isinstance(e, m.EndTurn)]
    return bool(turned and held & STEP_CARDS) and any(
        isinstance(e, _TOTALS) for e in events[turned[0] :]
    )
