"""Whether the verdict of a story with a fact left open holds whatever the fact is: each other
way of it played in turn (whose.py, order.py), stopping at the first that gives another verdict
or none; and how a verdict so given says which fact was open. An unread number is weighed by
unread_numbers/agreement.py, within the same bound."""

from __future__ import annotations

from collections.abc import Callable

from bot.application.situations.model import OpenFact, Situation
from bot.application.situations.unread_numbers.agreement import Judged, noted, weigh

# What the other plays of an open fact may cost in all, in the players of every game the engine
# plays for them (verdict.planned_seats), two thirds of an unread number's (48,
# unread_numbers/agreement.py): about 8 ms CPU more at most on the stories measured ("Opponent
# at 2. He conceded before I bolted him.": six orders, 26 seats, 8 ms against 1.5 ms told in
# order; a three-player story's three seatings, 18 seats, 10.5 ms against 5 ms). Beyond it the
# story is refused as before, which costs no play.
MOST_OPEN_SEATS = 32


def weigh_open(
    verdict: Judged,
    situation: Situation,
    judge: Callable[[Situation], Judged | None],
    seats: Callable[[Situation], int],
) -> Judged | str:
    """The verdict, where the story left no fact open or every way of it gives the same, with
    the notes that say so; else why not (`judge`: a story's verdict; `seats`: what judging it
    costs, in the players of every game the engine plays for it)."""
    if situation.unread is not None:
        return weigh(verdict, situation.unread, judge, seats)
    if situation.open_fact is not None:
        return weigh_fact(verdict, situation.open_fact, judge, seats)
    return verdict


def weigh_fact(
    verdict: Judged,
    fact: OpenFact,
    judge: Callable[[Situation], Judged | None],
    seats: Callable[[Situation], int],
) -> Judged | str:
    """The verdict of the story as read, if every other way of the open fact gives it too,
    with the notes that say so; else why not."""
    if sum(seats(play) for play in fact.played) > MOST_OPEN_SEATS:
        return f"{_refused(fact)} (in too many ways to play it)"
    for play in fact.played:
        again = judge(play)
        if again is None or again.asker != verdict.asker:
            return f"{_refused(fact)} (the outcome depends on it)"
    return noted(verdict, *_notes(fact))


def _refused(fact: OpenFact) -> str:
    if fact.kind == "order":
        return f"the engine cannot settle this: {fact.told[0]!r}"
    return f"whose is {fact.told[0]!r}?"


def _notes(fact: OpenFact) -> tuple[str, str, str]:
    """The sentence each summary ends with (ja, en), and the assumption the verdict carries."""
    if fact.kind == "order":
        word, *clauses = fact.told
        quoted = "".join(f"「{each}」" for each in clauses)
        listed = ", ".join(repr(each) for each in clauses)
        return (
            f"{quoted}がいつ起きたか（「{word}」）は読み取れませんでしたが、"
            "話のどの時点のことでも結論は変わりません。",
            f" When {listed} happened ({word!r}) was not read; the verdict is the same at each"
            " point of the story.",
            f"{listed} (when, {word!r} not read) played at each point of the story: the verdict"
            " is the same",
        )
    quoted = "".join(f"「{each}」" for each in fact.told)
    listed = ", ".join(repr(each) for each in fact.told)
    return (
        f"{quoted}が誰のことかは書かれていませんが、どのプレイヤーのことでも結論は変わりません。",
        f" Whose {listed} is was not said; the verdict is the same whichever player it is.",
        f"{listed} (whose, not said) played as each player's: the verdict is the same",
    )
