"""A total told in the past after the story's events ("Pestilence hit everyone for 2. They were
at 2, I was at 10", 「相手2人はライフ2、自分はライフ10でした」): the total before them, what they
left, or one in between? The story is read with the totals at each of those points, and the
verdict stands only if every reading gives it (verdict.judge plays a story's alternatives).

Only where the placings are few and plain: the totals told in one sentence, at most
`_MOST_EVENTS` events before them, and no subgame among them (a total before a subgame is the
main game's, after it the subgame's: another game, not another moment).
"""

from __future__ import annotations

import re

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.matching import EVENT_KINDS
from bot.application.situations.pattern_kit import (
    Clause,
    sentence_around,
)
from bot.application.situations.text_normal import Normalised

TOTALS = frozenset(
    {"life_is", "main_life_is", "poison_is", "library_is", "hand_is", "graveyard_is"}
)
_MOST_EVENTS = 3
_SUBGAME = re.compile(r"subgame|main_game")
# A total told in the past ("I was at 1", 「ライフは1でした」).
_PAST_TOTAL = {
    "en": re.compile(r"\b(?:was|were|had)\b"),
    "ja": re.compile(
        r"(?:点|個|枚)?(?:でした|だった|だっ|ありました|あった)"
    ),  # matched at its end
}
_MAIN_GAME = re.compile(r"メイン|main game|main-game")
# A total told after a player conceded ("opp scooped. i'm at 0 life though", 「相手が投了。でも私の
# ライフは0」 were 'wins'): no total changes once the game is over, so one told in the present is
# the total at some point before the end, as one told in the past is; only a total told as
# reached after it (「投了した後で、自分のライフが0になった」, "after that I went to 0") is after.
_ENDS = frozenset({"concede"})
_REACHED = {
    "en": re.compile(
        r"\b(?:went|goes|go|gone|dropped|drops|fell|falls|became|becomes|reached|reaches)\b"
    ),
    "ja": re.compile(r"にな(?:っ|る|り)|まで(?:減|下が|落ち)"),
}
_REACHED_REACH = 6  # characters after a Japanese total its verb may take (「0になった」)


# A total told after the events as the one they started from ("I was at 9 going in", "to
# begin with", 「最初はライフ9でした」): before every event, no other placing.
_AT_START = {
    "en": re.compile(
        r"\b(?:going in|to begin with|to start with|at the start|initially|originally|at first"
        r"|beforehand|before (?:all|any) of (?:this|that|it)|before all (?:this|that))\b"
    ),
    "ja": re.compile(r"最初(?:は|に|の)|元々|もともと|はじめ(?:は|に)|始め(?:は|に)"),
}


def _at_start(norm: Normalised, totals: list[Clause]) -> bool:
    """Whether every sentence of the totals told in the past says they were the start's."""
    return all(
        _AT_START[norm.lang].search(norm.text, *sentence_around(norm.text, t.start, t.end))
        for t in totals
    )


def _reached(norm: Normalised, total: Clause) -> bool:
    """The total is told as one reached ("I went to 0", 「0になった」), not one that stood."""
    return bool(_REACHED[norm.lang].search(norm.text, total.start, total.end + _REACHED_REACH))


def _of_a_subgame(norm: Normalised, item: Clause) -> bool:
    """A clause of a subgame: its start, its end, or the card that plays one cast or held."""
    return bool(_SUBGAME.search(item.kind)) or any(
        norm.cards[i] in SUBGAME_CARDS for i in item.cards
    )


def _at(clauses: list[Clause], item: Clause) -> int:
    return next(i for i, c in enumerate(clauses) if c is item)


def past_totals(norm: Normalised, clauses: list[Clause]) -> list[Clause]:
    """The totals told in the past after an event of the story (in the clauses' order)."""
    first_event = next((i for i, c in enumerate(clauses) if c.kind in EVENT_KINDS), len(clauses))
    after = [c for c in clauses[first_event:] if c.kind in TOTALS - {"main_life_is"}]
    ended = next((c.end for c in clauses if c.kind in _ENDS), None)
    found: dict[int, Clause] = {}
    for total in after:
        first, last = sentence_around(norm.text, total.start, total.end)
        if _MAIN_GAME.search(norm.text, first, last):
            continue  # the main game's life is the one before its subgame, whenever told
        if norm.lang == "ja":
            past = _PAST_TOTAL["ja"].match(norm.text, total.end)
        else:
            past = _PAST_TOTAL["en"].search(norm.text, first, total.end)
        if past or (ended is not None and ended <= total.start and not _reached(norm, total)):
            # and the totals told with it ("they were at 2, I was at 10")
            found |= {id(t): t for t in after if first <= t.start < last}
    return sorted(found.values(), key=lambda t: _at(clauses, t))


# An event the words place before the present, told after a total ("I'm at 3. I already took
# 5 damage", "He bolted me 2 turns ago", "I'm at 5 life after taking 3 damage", "I'm at 3 now
# since he bolted me", "I'm at 4 (took 4 from his dragon)"): the total may be what it left.
_EARLIER = {
    "en": re.compile(
        r"\b(?:already|earlier|previously|last turn|previous turn|before that|before this"
        r"|a turn ago|on (?:⟨[a-z0-9]+⟩'s|the) last turn"
        # "he bolted me 2 turns ago", "a few turns back", "on turn 4", "last combat"
        r"|ago|turns? back|on turn|(?:last|previous|earlier) (?:combat|attack|swing)"
        r"|at some point"
        # a perfect participle: done before the total it follows ("I'm on 2, having taken 6")
        r"|having (?:just |already )?(?:been |taken|lost|got|gotten|paid|received|suffered"
        r"|drawn|milled))\b"
    ),
    "ja": re.compile(
        r"さっき|先ほど|先程|前のターン|前ターン|すでに|既に|(?:た|だ)(?:後|あと)(?:です|だ|で|。|$)"
    ),
}
_AFTER = {
    "en": re.compile(
        r"\b(?:after|since|because(?: of)?|cause|cuz|thanks to|due to|following)"
        r" (?!that\b|this\b|which\b)"
        # "I'm at 4 now, took 4 from his dragon", "I'm at 4 (took 4 ...)", "at 4 - took 4"
        r"|\bnow ?[,;:\-–—(] ?|\(|(?<= )[\-–—] "
    ),
    "ja": re.compile(r"(?!)"),
}


def earlier_events(norm: Normalised, clauses: list[Clause]) -> list[Clause]:
    """The events told after a total in words that place them before it."""
    totals = [c for c in clauses if c.kind in TOTALS]
    found = []
    for item in clauses:
        if item.kind not in EVENT_KINDS or not any(t.end <= item.start for t in totals):
            continue
        first, last = sentence_around(norm.text, item.start, item.end)
        same = [t for t in totals if first <= t.start and t.end <= item.start]
        if _EARLIER[norm.lang].search(norm.text, first, last) or any(
            _AFTER[norm.lang].search(norm.text, t.end, item.start) for t in same
        ):
            found.append(item)
    return found


def unplaceable(norm: Normalised, clauses: list[Clause]) -> str | None:
    """Why the story's totals and events told out of order cannot be placed, or None."""
    told = past_totals(norm, clauses)
    if told and not _at_start(norm, told):
        sentences = {sentence_around(norm.text, t.start, t.end) for t in told}
        before = clauses[: _at(clauses, told[0])]
        if (
            len(sentences) > 1
            or sum(c.kind in EVENT_KINDS for c in before) > _MOST_EVENTS
            or any(_of_a_subgame(norm, c) for c in before)
        ):
            return (
                "not understood: a total told in the past after the events (before or after them?)"
            )
    earlier = earlier_events(norm, clauses)
    if earlier and (told or len(earlier) > 1 or _moved_back(norm, clauses, earlier[0]) is None):
        return f"not understood: a {earlier[0].kind} told as before a total told first"
    return None


def _moved_back(norm: Normalised, clauses: list[Clause], event: Clause) -> list[Clause] | None:
    """The clauses with `event` before the first total (what the totals tell is the present),
    else None where a subgame lies between (its totals are another game's)."""
    first = next(i for i, c in enumerate(clauses) if c.kind in TOTALS)
    at = next(i for i, c in enumerate(clauses) if c is event)
    between = clauses[first:at]
    if any(_of_a_subgame(norm, c) for c in between):
        return None
    return [*clauses[:first], event, *between, *clauses[at + 1 :]]


def placings(norm: Normalised, clauses: list[Clause]) -> list[list[Clause]]:
    """The story's clauses as told, then with its past totals before each event told before
    them, or with an event told as earlier before the totals told first."""
    told = past_totals(norm, clauses)
    if not told:
        earlier = earlier_events(norm, clauses)
        moved = _moved_back(norm, clauses, earlier[0]) if len(earlier) == 1 else None
        return [clauses] if moved is None else [clauses, moved]
    rest = [c for c in clauses if all(c is not t for t in told)]
    if _at_start(norm, told):
        return [[*told, *rest]]  # the start's, told last
    before = {id(c) for c in clauses[: _at(clauses, told[0])] if c.kind in EVENT_KINDS}
    points = [i for i, c in enumerate(rest) if id(c) in before]
    return [clauses, *([*rest[:i], *told, *rest[i:]] for i in points)]


# A total told as what the events before it left: "so", "now", "leaving me at", "down to",
# 「ライフは3になりました」「残り3」「今はライフ3」 (a total told with none of these, "…hits me for
# 3. I'm at 3.", may be the one before the blow the asker asks about).
_LEFT_AT = {
    "en": re.compile(
        r"\b(?:so|now|leaving|leaves|left|putting|puts|bringing|brings|brought|down to|went"
        r"|goes|dropped|drops|fell|falls|became|becomes|reached|reaches|ended up|ends up)\b"
    ),
    "ja": re.compile(r"にな(?:っ|り|る)|残り|まで減|に減|今は|今の|現在"),
}


def reached_after(
    norm: Normalised, clauses: list[Clause], total: str = "life_is"
) -> frozenset[str]:
    """The players whose `total` (life, or poison: "poison_is") is told after an event, in
    words that tell it as what the events left: from the event before it to just after the
    total."""
    reached = set()
    last: Clause | None = None  # the last event told before the clause
    for item in clauses:
        if item.kind == "life_put" and total == "life_is" and item.player is not None:
            reached.add(item.player)  # "the attack knocks me to 2": what the blow left
        if item.kind == total and item.player is not None and last is not None:
            end = min(len(norm.text), item.end + _REACHED_REACH)
            if _LEFT_AT[norm.lang].search(norm.text, last.end, end):
                reached.add(item.player)
        if item.kind in EVENT_KINDS:
            last = item
    return frozenset(reached)
