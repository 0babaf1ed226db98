"""The rule a verdict rests on, quoted as a search hit: the engine cites it in its own numbering
(`rules_edition`), the answer shows it as the search shows every rule, numbered in the current
edition where that edition has it, in the reader's language where an edition prints it (else the
other's: every surface then says that the reader's text is not loaded)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.answer_types import SearchHit, VerdictAnswer
from bot.application.composed_answer import ENGINE_NUMBERING, engine_numbers
from bot.application.reading.rule_notes import shown_text
from bot.application.reading.verdict_grounds import verdict_rule
from rulesdb.editions import Editions
from rulesdb.errors import BadLookupError, NotInDatabaseError
from rulesdb.lookup.rules_lookup import RulesLookup

# A rule the question's words did not find: it has no lexical match to score.
UNMATCHED = 0.0


async def deciding_rule_hit(
    verdict: VerdictAnswer,
    hits: Sequence[SearchHit],
    rules: RulesLookup,
    editions: Editions,
    lang: str,
) -> SearchHit | None:
    """The verdict's deciding rule as a hit, when no hit of the search is that rule; None
    also when the database lacks it."""
    number = verdict_rule(verdict)
    if number is None or any(number in engine_numbers(hit) for hit in hits):
        return None
    cited_in = verdict["rules_edition"]
    current = editions.current
    # The engine's numbering is printed by two editions (the wiki's quotes, a few rules, and
    # the rules file of the same numbering): either places the rule in the current edition.
    renumbered = next(
        (
            found
            for numbering in (cited_in, *sorted(ENGINE_NUMBERING - {cited_in}))
            if current and (found := editions.number_in(number, numbering, current))
        ),
        None,
    )
    edition = current if renumbered else cited_in
    (brief,) = await rules.briefs_many([renumbered or number], edition=edition)
    if isinstance(brief, NotInDatabaseError | BadLookupError):
        return None
    shown = shown_text(brief, lang, origin=False)
    if shown is None:
        return None
    return {
        "ref": brief["ref"],
        "kind": "rule",
        "title": brief["number"],
        "text": shown.text,
        "score": UNMATCHED,
        "edition": brief["edition"],
        "lang": shown.lang,
        "other_editions": brief["other_editions"],
    }
