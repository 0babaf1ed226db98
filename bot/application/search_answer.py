"""The structured answer to a question: the best hit with its parent rule, the cards the question
names, the rules and the wiki sections apart, and a preset walkthrough that steps through the
same rules ("see it step by step: /simulate loss-platinum-angel")."""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.application.answer_types import (
    BestAnswer,
    ParentRule,
    RecognisedCard,
    RelatedWalkthrough,
    SearchAnswer,
    SearchHit,
    VerdictAnswer,
)
from bot.application.composed_answer import compose_answer, engine_numbers
from bot.application.preset_citations import preset_citations as stored_citations
from rulesdb.text.normalize import fold
from rulesdb.text.variants import CASUAL, MULTIPLAYER, named_variants

if TYPE_CHECKING:
    from rulesdb.search.searcher import SearchResult

RELATED_LIMIT = 2
# The rule hits whose rules a walkthrough is matched against, the first weighing most.
ANSWER_RULES = 3
# A rule every walkthrough cites (104.1, 103.4) says nothing about which one is related.
COMMON_CITATION_SHARE = 0.6
# A walkthrough about a card the question names comes before one that only shares rules.
CARD_WEIGHT = 10.0
WIKI_KINDS = frozenset({"section", "page"})


@dataclass(frozen=True)
class PresetCitations:
    name: str
    title: dict[str, str]
    rules: frozenset[str]

    @functools.cached_property
    def variants(self) -> frozenset[str]:
        """The variants its title names: read of the few presets a search relates (naming
        them for all 67 in every process that searches cost it 4 ms)."""
        return named_variants(fold(" ".join(self.title.values()))) - {MULTIPLAYER, CASUAL}


@functools.cache
def preset_citations() -> tuple[PresetCitations, ...]:
    """Every preset and the rules its walkthrough cites (worked out when the presets change:
    `bot.application.preset_citations`)."""
    return tuple(
        PresetCitations(name, dict(cited["title"]), frozenset(cited["rules"]))
        for name, cited in stored_citations().items()
    )


@functools.cache
def _citing_presets() -> dict[str, list[int]]:
    """The presets (their places in `preset_citations`) that cite each rule (engine
    numbering), in order."""
    citing: dict[str, list[int]] = {}
    for position, preset in enumerate(preset_citations()):
        for number in preset.rules:
            citing.setdefault(number, []).append(position)
    return citing


def related_walkthroughs(
    rules: list[SearchHit], cards: list[RecognisedCard], question: str = ""
) -> list[RelatedWalkthrough]:
    """Presets about a card the question names, then presets citing the answer's rules (rarer
    shared rules and higher-ranked hits first). As with the rules, a preset of a variant (its
    title names one, e.g. Two-Headed Giant) comes after the others unless the question names
    that variant."""
    asked = named_variants(fold(question))
    presets = preset_citations()
    names = [part for card in cards for part in card["name"].split("/") if part]
    citing = _citing_presets()
    common = COMMON_CITATION_SHARE * len(presets)
    weights: dict[str, float] = {}
    for rank, hit in enumerate(rules[:ANSWER_RULES], start=1):
        for number in engine_numbers(hit):
            if 0 < len(citing.get(number, ())) <= common:
                rarity = math.log(len(presets) / len(citing[number])) + 0.1
                weights[number] = max(weights.get(number, 0.0), rarity / rank)
    about = (  # (a question naming no card, most of them, is about no preset's card)
        {
            position
            for position, preset in enumerate(presets)
            if any(name in title for name in names for title in preset.title.values())
        }
        if names
        else set()
    )
    # Only the presets citing a weighed rule or about a named card can be related: the others
    # are not scored (all 67 were, on every question).
    scored = []
    for position in sorted({p for number in weights for p in citing[number]} | about):
        preset = presets[position]
        shared = sorted(number for number in weights if number in preset.rules)
        about_card = position in about
        if shared or about_card:
            score = sum(weights[number] for number in shared) + (CARD_WEIGHT if about_card else 0)
            unasked = bool(preset.variants - asked)
            scored.append((unasked, -score, len(preset.rules), position, preset, shared))
    scored.sort(key=lambda item: item[:4])
    return [
        {
            "preset": preset.name,
            "title": dict(preset.title),
            "command": f"/simulate {preset.name}",
            "rules": shared,
        }
        for *_, preset, shared in scored[:RELATED_LIMIT]
    ]


def best_hit(hits: list[SearchHit]) -> SearchHit | None:
    """The first hit that answers: a card the question names is context, not the answer."""
    return next((hit for hit in hits if hit["kind"] != "card"), None)


def with_card_text(hit: SearchHit, cards: list[RecognisedCard]) -> SearchHit:
    """A card hit with the card's text: the search finds a card by its name and leaves its text
    empty, which a reply would show as an empty quote (`/search ヘルプ` showed
    ヘルカイトの暴君 so)."""
    if hit["kind"] != "card" or hit["text"]:
        return hit
    card = next((c for c in cards if c["ref"] == hit["ref"] and c.get("text")), None)
    return hit if card is None else {**hit, "text": card["text"]}


def parent_text(parent: ParentRule, lang: str) -> str:
    """The parent rule's text in the reader's language, else in the other one (a rule of an
    English-only edition has no Japanese text, and the wiki's quotes no English)."""
    ja, en = parent["text"]["ja"], parent["text"]["en"]
    return (ja or en or "") if lang == "ja" else (en or ja or "")


def structured_answer(
    query: str,
    found: SearchResult,
    parent: ParentRule | None,
    verdict: VerdictAnswer | None = None,
) -> SearchAnswer:
    """The search's result as the application answers it: the hits and their kinds apart, the
    composed answer, the walkthroughs related to it."""
    cards, rulings = found.cards, found.rulings
    hits = [with_card_text(hit, cards) for hit in found.hits]
    best = best_hit(hits)
    rules = [hit for hit in hits if hit["kind"] == "rule"]
    answer: BestAnswer | None = {"hit": best, "parent": parent} if best is not None else None
    return {
        "query": query,
        "hits": hits,
        "best": answer,
        "cards": cards,
        "rules": rules,
        "rulings": list(rulings),
        "wiki": [hit for hit in hits if hit["kind"] in WIKI_KINDS],
        "related": related_walkthroughs(rules, cards, query),
        "answer": compose_answer(
            query, hits, cards, rulings, verdict, found.translated, found.formal
        ),
        "verdict": verdict,
        "suggestions": list(found.suggestions),
    }
