"""Situation questions answered by the engine: a player's question read as a situation, played
out on the rules engine, and the verdict for the asker, or nothing when any part is unclear.

- `reader.read_situation(question, named_cards)` -> `Situation` | `Unreadable` (model.py)
- `builder.build_scenario(situation)` -> `Built` (the engine scenario and the defaults used)
- `verdict.judge(situation)` / `verdict.verdict_for(question, named_cards)` -> `Verdict` | None
- `verdict.verdict_or_reason(question, named_cards)` -> `Verdict` | `Unreadable` (why none)

The reading's pieces: text_normal (one spelling per thing), card_names, vetoes, patterns_en and
patterns_ja (the phrases, built with pattern_kit), matching (the salient clauses read; the
clauses between them read by their structure, structure/), attribution (whose each clause is),
story (clauses to facts and events); engine_runs plays the story while it is built; outcome
reads the engine's result and words the verdict. card_effects/ reads an unmodelled card's Oracle
text for the one plain effect a story may tell it by ("they Bolt me"). unread_numbers/ plays a
story whose only unread words are one or two numbers with each number in every role the engine
models, and the verdict stands only if each play gives it; open_facts/ does the same for a
clause whose player no word says (played with each player of the game in turn) and for
clauses an order word tells out of order (played at each point of the story).
"""

from __future__ import annotations

from bot.application.situations.builder import Built, build_scenario
from bot.application.situations.model import Situation, Unreadable
from bot.application.situations.reader import read_situation
from bot.application.situations.verdict import Verdict, judge, verdict_for, verdict_or_reason

__all__ = [
    "Built",
    "Situation",
    "Unreadable",
    "Verdict",
    "build_scenario",
    "judge",
    "read_situation",
    "verdict_for",
    "verdict_or_reason",
]
