"""Whether the verdict of a story with an unread number holds whatever the number is: the story
played again with it in each role (roles.py), stopping at the first that gives another verdict
or none; and how a verdict so given says that the number was not read."""

from __future__ import annotations

from collections.abc import Callable

from bot.application.situations.model import Situation, UnreadNumbers


def depends(unread: UnreadNumbers, asker: str, judge: Callable[[Situation], str | None]) -> bool:
    """Whether some role of the number gives another verdict for the asker (`judge` gives the
    asker's outcome of a story, None where it gives no verdict), or none."""
    return any(judge(situation) != asker for situation in unread.played)


def refusal(unread: UnreadNumbers) -> str:
    return f"a number no fact took: {_listed(unread)}, and the outcome depends on what it is"


def notes(unread: UnreadNumbers) -> tuple[str, str, str]:
    """The sentence each summary ends with (ja, en), and the assumption the verdict carries."""
    listed = _listed(unread)
    ja = (
        f"質問の数「{listed}」は読み取れませんでしたが、それがダメージ、ライフの増減、"
        "ライフの値、毒カウンターのどれであっても結論は変わりません。"
    )
    en = (
        f" The number {listed} in the question was not read; the verdict is the same whether it"
        " is damage, life lost or gained, a life total or poison counters."
    )
    assumed = (
        f"{listed} (not read) played as damage, life lost or gained, a life total, poison"
        " counters (and commander damage, a library or a hand, where the story has them) of"
        " each player at its place in the story: the verdict is the same"
    )
    return ja, en, assumed


def _listed(unread: UnreadNumbers) -> str:
    return ", ".join(str(number) for number in unread.numbers)
