"""One hit per rule across its printings: the same rule in several editions and languages, a
glossary term in both languages, any other document by its ref; each shown in the question's
language, in the wiki's numbering where it has the rule."""

from __future__ import annotations

from typing import Any

from rulesdb.editions import Editions
from rulesdb.search.query import AnalyzedQuery
from rulesdb.search.ranking import folded_title
from rulesdb.search.stages.candidates import Candidate, Scored, rule_key
from rulesdb.search.stages.printings import RulePrintings


def merge_printings(ranked: list[Scored], query: AnalyzedQuery, editions: Editions) -> list[Scored]:
    """One hit per rule (across editions and languages), per glossary term (across
    languages) and per ref, in the place and with the score of its best printing."""
    merged: list[Scored] = []
    by_key: dict[Any, int] = {}  # key -> its place in `merged`
    for scored in ranked:
        candidate = scored.candidate
        key: Any = candidate.ref
        if candidate.kind == "rule" and candidate.edition is not None:
            key = rule_key(editions, candidate)
        elif candidate.kind == "glossary":
            # The Japanese glossary names the English term after its own
            # ("状況起因処理（…）／State-Based Actions"): one entry in both languages.
            term = candidate.ref.rsplit("／", 1)[-1].removeprefix("glossary:")
            key = ("glossary", folded_title(term))  # (folded once for every question)
        place = by_key.get(key)
        if place is None:
            by_key[key] = len(merged)
            merged.append(scored)
            continue
        kept = merged[place]
        if candidate.kind in ("rule", "glossary") and prefer(
            candidate, kept.candidate, question_lang(query), editions
        ):
            merged[place] = Scored(candidate, kept.score)
    return merged


def question_lang(query: AnalyzedQuery) -> str:
    return "ja" if query.japanese else "en"


def prefer(new: Candidate, old: Candidate, want: str, editions: Editions) -> bool:
    """Whether `new` is the better printing to show: the text in the question's language, in
    the wiki's numbering if it has the rule."""

    def rank(c: Candidate) -> tuple[int, int]:
        return (1 if c.lang == want else 0, editions.numbering_rank(c.edition))

    return rank(new) > rank(old)


async def in_question_language(
    printings: RulePrintings,
    editions: Editions,
    shown: list[Scored],
    query: AnalyzedQuery,
    reader: str | None = None,
) -> list[Scored]:
    """The rules shown, each in the reader's language (`reader`, else the question's) where an
    edition has it in that language: a rule that only its other-language text brought to the
    top (a Japanese question through the translated rules, an English one through the
    Japanese) is the same rule, and the reader reads their own language. Its score and place
    stay."""
    want = reader or question_lang(query)
    members = {
        place: editions.same_rule(c.edition or "", c.ref.removeprefix("rule:"))
        for place, c in enumerate(s.candidate for s in shown)
        if c.kind == "rule" and c.lang != want and c.edition
    }
    refs = {f"rule:{m.number}" for found in members.values() for m in found}
    if not refs:
        return shown
    by_printing = {
        (c.edition or "", c.ref): c for c in await printings.rules(refs) if c.lang == want
    }
    swapped: list[Scored] = []
    for place, scored in enumerate(shown):
        choices = [
            by_printing[(m.edition, f"rule:{m.number}")]
            for m in members.get(place, [])
            if (m.edition, f"rule:{m.number}") in by_printing
        ]
        best = scored.candidate
        for choice in choices:
            if prefer(choice, best, want, editions):
                best = choice
        swapped.append(scored if best is scored.candidate else Scored(best, scored.score))
    return swapped


async def in_current_numbering(
    printings: RulePrintings, editions: Editions, shown: list[Scored]
) -> list[Scored]:
    """The rules shown, each in the current edition's numbering (`Editions.current`) where that
    edition prints the rule in the hit's language, as /rule answers a number: 724.5 of the
    wiki's edition is shown as 728.5 of 2026, its older numbers noted with the hit. A hit found
    by the number the question typed keeps it. The index keeps one printing of a text shared by
    several editions (in the wiki's numbering), so a current printing the index lacks has the
    hit's very text: the hit is renumbered in place."""
    current = editions.current
    moves: dict[int, str] = {}
    for place, scored in enumerate(shown):
        c = scored.candidate
        if c.kind != "rule" or not c.edition or c.edition == current or c.exact_number:
            continue
        if current is None or editions.get(current, c.lang) is None:
            continue
        number = editions.number_in(c.ref.removeprefix("rule:"), c.edition, current)
        if number is not None:
            moves[place] = number
    if not moves or current is None:
        return shown
    printed = {
        (c.lang, c.ref): c
        for c in await printings.rules({f"rule:{n}" for n in moves.values()})
        if c.edition == current
    }
    moved: list[Scored] = []
    for place, scored in enumerate(shown):
        c = scored.candidate
        if place in moves:
            ref = f"rule:{moves[place]}"
            c = printed.get((c.lang, ref)) or c._replace(
                ref=ref, title=moves[place], edition=current
            )
        moved.append(Scored(c, scored.score))
    return moved
