"""A permanent's trigger told as resolving ("Transcendence trigger resolves", "the Mirror's
trigger resolved", 「《超越》の誘発が解決して」): the engine resolves a trigger as soon as it
triggers (engine_runs.py), so the words tell nothing more than the event before them did; the
permanent must be one the story places (story.py), or what triggered is not told. Read as
"cast" by the structure reader, it played the card a second time.
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

KIND = "trigger_resolves"
_TRIGGER = r"(?:trigger|triggered ability|ability)"
_RESOLVED = r"(?:resolves|resolved|goes off|went off|happens|happened)"

EN: list[Pattern] = table(
    [
        (
            rf"(?:the |⟨[a-z0-9]+⟩'s )?{{C}}(?:'s)? {_TRIGGER} (?:then |just )?{_RESOLVED}",
            clause(KIND),
        )
    ],
    words=True,
)
JA: list[Pattern] = table(
    [(r"{C}の(?:誘発(?:型能力)?|能力)(?:が|は)?(?:解決(?:し(?:て|た|ました)?)?)", clause(KIND))]
)
