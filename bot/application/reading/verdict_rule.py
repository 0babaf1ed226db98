"""The rule a verdict rests on, quoted as a search hit: the engine cites it in its own numbering
(`rules_edition`), the answer shows it as the search shows every rule, numbered in the current
edition where that edition has it, in the reader's language where an edition prints it (else the
other's: every surface then says that the reader's text is not loaded)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.answer_types import SearchHit, ShownRule, VerdictAnswer
from bot.application.composed_answer import engine_numbers
from bot.application.reading.rule_notes import ENGINE_NUMBERING, shown_text
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
    shown = current_numbering(number, verdict["rules_edition"], editions)
    (brief,) = await rules.briefs_many([shown["number"]], edition=shown["edition"])
    if isinstance(brief, NotInDatabaseError | BadLookupError):
        return None
    quoted = shown_text(brief, lang, origin=False)
    if quoted is None:
        return None
    return {
        "ref": brief["ref"],
        "kind": "rule",
        "title": brief["number"],
        "text": quoted.text,
        "score": UNMATCHED,
        "edition": brief["edition"],
        "lang": quoted.lang,
        "other_editions": brief["other_editions"],
    }


def current_numbering(number: str, cited_in: str, editions: Editions) -> ShownRule:
    """The engine's rule `number` (numbered as in `cited_in`) in the current edition, where
    that edition has it; else as the engine cites it."""
    current = editions.current
    # The engine's numbering is printed by two editions (the wiki's quotes, a few rules, and
    # the rules file of the same numbering): either places the rule in the current edition.
    for numbering in (cited_in, *sorted(ENGINE_NUMBERING - {cited_in})):
        if current and (found := editions.number_in(number, numbering, current)):
            return {"number": found, "edition": current}
    return {"number": number, "edition": cited_in}


def shown_in_current(verdict: VerdictAnswer, editions: Editions) -> VerdictAnswer:
    """The verdict with the rules it applied numbered as the reader looks them up today."""
    cited_in = verdict["rules_edition"]
    shown = [current_numbering(rule, cited_in, editions) for rule in verdict["rules_cited"]]
    return {**verdict, "rules_shown": shown}
