"""Whether the verdict of a story with a clause whose player is open holds whoever it is: each
other player's play judged in turn, stopping at the first that gives another verdict or none;
and how a verdict so given says that whose the clause is was not said."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bot.application.situations.model import OpenWhose, Situation
from bot.application.situations.unread_numbers.agreement import MOST_SEATS, Judged, weigh


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
    if situation.open_whose is not None:
        return weigh_whose(verdict, situation.open_whose, judge, seats)
    return verdict


def weigh_whose(
    verdict: Judged,
    open_whose: OpenWhose,
    judge: Callable[[Situation], Judged | None],
    seats: Callable[[Situation], int],
) -> Judged | str:
    """The verdict of the story as read (the clause the asker's), if every other player's play
    gives it too, with the notes that say so; else why not (`judge`: a story's verdict;
    `seats`: what judging it costs, in the players of every game the engine plays for it)."""
    told = open_whose.told[0]
    if sum(seats(play) for play in open_whose.played) > MOST_SEATS:
        return f"whose is {told!r}? (in too many ways to play it)"
    for play in open_whose.played:
        again = judge(play)
        if again is None or again.asker != verdict.asker:
            return f"whose is {told!r}? (the outcome depends on it)"
    quoted = "".join(f"「{each}」" for each in open_whose.told)
    listed = ", ".join(repr(each) for each in open_whose.told)
    return replace(
        verdict,
        summary_ja=verdict.summary_ja
        + f"{quoted}が誰のことかは書かれていませんが、どのプレイヤーのことでも結論は変わりません。",
        summary_en=verdict.summary_en
        + f" Whose {listed} is was not said; the verdict is the same whichever player it is.",
        assumptions=(
            *verdict.assumptions,
            f"{listed} (whose, not said) played as each player's: the verdict is the same",
        ),
    )
