"""`read_situation`: a player's question, and the cards the search recognised in it, read as a
situation the engine can play out, or `Unreadable` with the reason.

Reading prefers to fail: a card the engine does not model, a question that is not a story
(a definition, a procedure), a topic the engine cannot express (the stack, triggers, combat),
any word no pattern reads, and any number or card whose player the words do not tell all give
`Unreadable`. A wrong verdict is worse than none.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.situations.attribution import attribute, read_setting
from bot.application.situations.card_names import unmodelled
from bot.application.situations.matching import read_clauses
from bot.application.situations.model import Situation, Unreadable
from bot.application.situations.refusals import refusal
from bot.application.situations.story import StoryError, tell
from bot.application.situations.text_normal import normalise

_LONGEST_QUESTION = 1000


def read_situation(question: str, named_cards: Sequence[str]) -> Situation | Unreadable:
    missing = unmodelled(named_cards)
    if missing:
        return Unreadable(f"the engine does not model {', '.join(missing)}")
    if len(question) > _LONGEST_QUESTION:
        return Unreadable("too long to be read as one situation")
    norm = normalise(question, named_cards)
    reason = refusal(norm)
    if reason:
        return Unreadable(reason)
    clauses = read_clauses(norm)
    if isinstance(clauses, Unreadable):
        return clauses
    if not any(c.kind not in {"query", "variant"} for c in clauses):
        return Unreadable("no situation is described")
    setting = read_setting(clauses, norm)
    if isinstance(setting, Unreadable):
        return setting
    attributed = attribute(clauses, norm, setting)
    if isinstance(attributed, Unreadable):
        return attributed
    try:
        situation = tell(attributed, setting, norm.cards)
    except StoryError as error:
        return Unreadable(str(error))
    return Situation(
        variant=situation.variant,
        players=situation.players,
        facts=situation.facts,
        events=situation.events,
        lang=norm.lang,
        assumptions=situation.assumptions,
    )
