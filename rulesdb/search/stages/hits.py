"""A hit as the answer shows it: the document, its score in [0, 1] to four places, and for a
rule its numbers in the other editions and the wiki pages that quote it (those of the same rule
in another edition when none quotes this one)."""

from __future__ import annotations

from collections.abc import Mapping

from rulesdb.answers import PageSource, SearchHit
from rulesdb.editions import Editions
from rulesdb.search.stages.candidates import Scored


def compose_hit(
    scored: Scored,
    rule_pages: Mapping[tuple[str, str], list[PageSource]],
    editions: Editions,
) -> SearchHit:
    candidate = scored.candidate
    hit: SearchHit = {
        "ref": candidate.ref,
        "kind": candidate.kind,
        "title": candidate.title,
        "text": candidate.text,
        "score": round(max(0.0, min(1.0, scored.score)), 4),
        "edition": candidate.edition,
        "lang": candidate.lang,
    }
    if candidate.kind == "rule":
        number = candidate.ref.removeprefix("rule:")
        edition = candidate.edition or ""
        sources = rule_pages.get((edition, number), [])
        members = editions.same_rule(edition, number)
        if members:
            hit["other_editions"] = [
                {"edition": m.edition, "number": m.number} for m in members if m.edition != edition
            ]
            if not sources:
                quoted = (m for m in members if (m.edition, m.number) in rule_pages)
                sources = next((rule_pages[(m.edition, m.number)] for m in quoted), [])
        hit["sources"] = sources
        if sources:
            hit.setdefault("page", sources[0]["page"])
            hit.setdefault("url", sources[0]["url"])
    else:
        del hit["edition"]  # only a rule is printed in an edition
    if candidate.page:
        hit["page"] = candidate.page
    if candidate.section_path is not None:
        hit["section_path"] = candidate.section_path
    if candidate.facet == "card_list":
        hit["card_list"] = True
    if candidate.url:
        hit["url"] = candidate.url
    return hit
