"""Whether the verdict of a story with an unread number holds whatever the number is: the story
played again with it in each role (roles.py), stopping at the first that gives another verdict
or none; and how a verdict so given says that the number was not read."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, ClassVar, Protocol, TypeVar

from bot.application.situations.model import Situation, UnreadNumbers

# What playing the roles may cost in all, in the players of every game the engine plays (each
# reading, player count and unsaid hand once; a game costs about 0.25 ms a player): 24 games of
# two, so that a story with an unread number stays near the stories' cost (the p95 of the
# stories read is about 9 ms); a story whose roles need more is refused as it was before.
MOST_SEATS = 48


class _Judged(Protocol):
    """A verdict (verdict.Verdict): a dataclass with these fields."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def asker(self) -> str: ...
    @property
    def summary_ja(self) -> str: ...
    @property
    def summary_en(self) -> str: ...
    @property
    def assumptions(self) -> tuple[str, ...]: ...
    @property
    def scenario(self) -> dict[str, Any]: ...


Judged = TypeVar("Judged", bound=_Judged)


def weigh(
    verdict: Judged,
    unread: UnreadNumbers,
    judge: Callable[[Situation], Judged | None],
    seats: Callable[[Situation], int],
) -> Judged | str:
    """The verdict of the story as read, if every role of its unread numbers gives it too, with
    the notes that say so; else why not (`judge`: a story's verdict; `seats`: what judging it
    costs, in the players of every game the engine plays for it)."""
    over = verdict.asker != "keeps_playing" and len(verdict.scenario["players"]) == 2
    plays = to_play(unread, over=over)
    reason = too_costly(unread, plays, seats) or depends(unread, plays, verdict.asker, judge)
    if reason:
        return reason
    return noted(verdict, *notes(unread))


def noted(verdict: Judged, ja: str, en: str, assumed: str) -> Judged:
    """The verdict with a sentence ending each summary and one more assumption: a fact was
    left open, and every way of it gives the same."""
    return replace(
        verdict,
        summary_ja=verdict.summary_ja + ja,
        summary_en=verdict.summary_en + en,
        assumptions=(*verdict.assumptions, assumed),
    )


def to_play(unread: UnreadNumbers, *, over: bool) -> list[Situation]:
    """The plays that can change the verdict: where the game is over at the story's end (two
    players, one lost), a role told after everything else changes nothing, and is not played."""
    last = unread.last or (False,) * len(unread.played)
    return [play for play, after in zip(unread.played, last, strict=True) if not (over and after)]


def too_costly(
    unread: UnreadNumbers, plays: list[Situation], seats: Callable[[Situation], int]
) -> str | None:
    """Why the roles are not played (`seats`: what judging a story costs, in the players of
    every game the engine plays for it)."""
    if sum(seats(situation) for situation in plays) <= MOST_SEATS:
        return None
    return many_ways(unread.numbers)


def many_ways(numbers: tuple[int, ...]) -> str:
    return f"a number no fact took: {_listed(numbers)}, in too many ways to play it"


def within_bound(plays: int) -> bool:
    """Whether so many plays may fit the bound at all (each a game of two players at least):
    beyond, the reader need not tell them."""
    return 2 * plays <= MOST_SEATS


def depends(
    unread: UnreadNumbers,
    plays: list[Situation],
    asker: str,
    judge: Callable[[Situation], _Judged | None],
) -> str | None:
    """Why the verdict does not stand with the number unread: some role of it gives another
    verdict for the asker, or none (`judge`: the verdict of a story). Stops at the first."""
    for situation in plays:
        again = judge(situation)
        if again is None or again.asker != asker:
            listed = _listed(unread.numbers)
            return f"a number no fact took: {listed}, and the outcome depends on what it is"
    return None


def notes(unread: UnreadNumbers) -> tuple[str, str, str]:
    """The sentence each summary ends with (ja, en), and the assumption the verdict carries."""
    quoted = "".join(f"「{number}」" for number in unread.numbers)
    ja = (
        f"質問の数{quoted}は読み取れませんでしたが、それがダメージ、ライフの増減、"
        "ライフの値、毒カウンターのどれであっても結論は変わりません。"
    )
    if len(unread.numbers) == 1:
        en = f" The number {unread.numbers[0]} in the question was not read; the verdict is"
    else:
        one, two = unread.numbers[:2]
        en = f" The numbers {one} and {two} in the question were not read; the verdict is"
    en += " the same whether each is damage, life lost or gained, a life total or poison counters."
    assumed = (
        f"{_listed(unread.numbers)} (not read) played as damage, life lost or gained, a life total,"
        " poison counters (and commander damage, draws, a library or a hand, where the story"
        " has them) of each player at its place in the story: the verdict is the same"
    )
    return ja, en, assumed


def _listed(numbers: tuple[int, ...]) -> str:
    return ", ".join(str(number) for number in numbers)
