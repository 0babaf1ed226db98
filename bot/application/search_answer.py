"""The structured answer to a question: the best hit with its parent rule, the cards the question
names, the rules and the wiki sections apart, and a preset walkthrough that steps through the
same rules ("see it step by step: /simulate loss-platinum-angel")."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from bot.application.answer_types import (
    BestAnswer,
    CardItem,
    ParentRule,
    RecognisedCard,
    RelatedWalkthrough,
    SearchAnswer,
    SearchHit,
    VerdictAnswer,
)
from bot.application.composed_answer import compose_answer, engine_numbers
from bot.application.preset_citations import preset_citations as stored_citations
from bot.application.reading.verdict_grounds import scenario_cards
from rulesdb.text.normalize import fold
from rulesdb.text.variants import (
    CASUAL,
    COMMANDER,
    MULTIPLAYER,
    TWO_HEADED_GIANT,
    named_variants,
)

if TYPE_CHECKING:
    from rulesdb.search.searcher import SearchResult

RELATED_LIMIT = 2
# Beside a verdict's own walkthrough, at most this many presets.
VERDICT_RELATED = 1
# A rule cited by at most this many presets links a verdict to a walkthrough about no card of it.
RARELY_CITED = 5
# The subgame rules in the engine's numbering (724 in the 2023 editions).
SUBGAME_RULES = "724."
# The variants a scenario's `variant` plays, as preset titles name them.
SCENARIO_VARIANTS = {
    "two_headed_giant": frozenset({TWO_HEADED_GIANT}),
    "commander": frozenset({COMMANDER}),
}
# The rule hits whose rules a walkthrough is matched against, the first weighing most.
ANSWER_RULES = 3
# A rule every walkthrough cites (104.1, 103.4) says nothing about which one is related.
COMMON_CITATION_SHARE = 0.6
# A walkthrough about a card the question names comes before one that only shares rules.
CARD_WEIGHT = 10.0
# Variant words no walkthrough's game is told apart by (every multiplayer game is one).
UNPLAYED_VARIANTS = frozenset({MULTIPLAYER, CASUAL})
WIKI_KINDS = frozenset({"section", "page"})
PASSAGE_KINDS = WIKI_KINDS | {"rule"}


@dataclass(frozen=True)
class PresetCitations:
    """A preset walkthrough: its name, its title in each language and the rules it cites."""

    name: str
    title: dict[str, str]
    rules: frozenset[str]

    @functools.cached_property
    def variants(self) -> frozenset[str]:
        """The variants its title names: read of the few presets a search relates (naming
        them for all 67 in every process that searches cost it 4 ms)."""
        return named_variants(fold(" ".join(self.title.values()))) - UNPLAYED_VARIANTS

    @functools.cached_property
    def plays_subgame(self) -> bool:
        return _cites_subgame(self.rules)

    def about(self, names: Iterable[str]) -> bool:
        """Its title names one of the cards `names`."""
        return any(name in title for name in names for title in self.title.values())


def _cites_subgame(rules: Iterable[str]) -> bool:
    return any(rule.startswith(SUBGAME_RULES) for rule in rules)


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
    rules: list[SearchHit],
    cards: list[RecognisedCard],
    question: str = "",
    verdict: VerdictAnswer | None = None,
) -> list[RelatedWalkthrough]:
    """Presets about a card the question names, then presets citing the answer's rules (rarer
    shared rules and higher-ranked hits first). As with the rules, a preset of a variant (its
    title names one, e.g. Two-Headed Giant) comes after the others unless the question names
    that variant. Under a verdict, whose own scenario is the walkthrough offered first, only
    VERDICT_RELATED presets beside it: about a card its scenario plays or citing the rules it
    was decided by, not the rules the question's words found."""
    if verdict is None:
        names = [part for card in cards for part in card["name"].split("/") if part]
        ranked = [engine_numbers(hit) for hit in rules[:ANSWER_RULES]]
        # A subgame's walkthrough only for a question about a subgame ("can I concede at any
        # time?" was offered Tug of War's subgame and conceding during one: each cites 104.3a).
        subgame = _asks_subgame(ranked, names)

        def asked(preset: PresetCitations) -> bool:
            return subgame or not preset.plays_subgame

        return _presets_related(ranked, names, question, asked)[:RELATED_LIMIT]
    names = sorted(scenario_cards(verdict))
    ranked = [{number} for number in verdict["rules_cited"][:ANSWER_RULES]]
    # Nor is a game shown by a walkthrough of another variant or of a subgame it does not play
    # (a two-player concession was offered Two-Headed Giant's, a four-player one "conceding the
    # main game during a subgame": each cites 104.3a).
    played = SCENARIO_VARIANTS.get(verdict["scenario"].get("variant", ""), frozenset())
    subgame = _cites_subgame(verdict["rules_cited"])
    # A walkthrough related by rules alone shares one few walkthroughs cite with what the verdict
    # applied: a single player's loss at 0 life (704.5a, 120.3a, each cited by 19 or more) was
    # offered the draw's walkthrough under a third of the verdicts; the draw's own 104.4a, a
    # commander's damage (704.6c) or a player leaving a multiplayer game (800.4a) relate.
    citing = _citing_presets()
    rare = {n for n in verdict["rules_cited"] if 0 < len(citing.get(n, ())) <= RARELY_CITED}

    def plays_the_same(preset: PresetCitations) -> bool:
        return (
            not preset.variants - played
            and (subgame or not preset.plays_subgame)
            and (preset.about(names) or bool(preset.rules & rare))
        )

    return _presets_related(ranked, names, question, plays_the_same)[:VERDICT_RELATED]


def _asks_subgame(ranked: list[set[str]], names: list[str]) -> bool:
    """The answer's rules include a subgame's, or the question names a card a subgame's
    walkthrough is about (Shahrazad)."""
    if _cites_subgame(number for numbers in ranked for number in numbers):
        return True
    return any(preset.plays_subgame and preset.about(names) for preset in preset_citations())


def _presets_related(
    ranked: list[set[str]],
    names: list[str],
    question: str,
    fits: Callable[[PresetCitations], bool] = lambda preset: True,
) -> list[RelatedWalkthrough]:
    """The presets about a card of `names` or citing a rule of `ranked` (each rank's rules in
    the engine's numbering, the first weighing most), best first; only those that `fits`."""
    asked = named_variants(fold(question))
    # The variants the question names that a walkthrough's title can name too.
    played = asked - UNPLAYED_VARIANTS
    presets = preset_citations()
    citing = _citing_presets()
    common = COMMON_CITATION_SHARE * len(presets)
    weights: dict[str, float] = {}
    for rank, numbers in enumerate(ranked, start=1):
        for number in numbers:
            if 0 < len(citing.get(number, ())) <= common:
                rarity = math.log(len(presets) / len(citing[number])) + 0.1
                weights[number] = max(weights.get(number, 0.0), rarity / rank)
    about = (  # (a question naming no card, most of them, is about no preset's card)
        {position for position, preset in enumerate(presets) if preset.about(names)}
        if names
        else set()
    )
    # Only the presets citing a weighed rule or about a named card can be related: the others
    # are not scored (all 67 were, on every question).
    scored = []
    for position in sorted({p for number in weights for p in citing[number]} | about):
        preset = presets[position]
        if not fits(preset) or _of_another_variant(preset, played):
            continue
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
        for *_, preset, shared in scored
    ]


def _of_another_variant(preset: PresetCitations, played: frozenset[str]) -> bool:
    """A walkthrough of a variant when the question names another and not it: a four-player
    Commander game's "the other three are out, do I win?" was offered Two-Headed Giant's (each
    cites 104.2a), a game the asker is not playing."""
    return bool(played) and bool(preset.variants) and not preset.variants & played


def best_hit(hits: list[SearchHit]) -> SearchHit | None:
    """The first hit that answers: a card the question names is context, not the answer."""
    return next((hit for hit in hits if hit["kind"] != "card"), None)


def answer_passage(answer: SearchAnswer) -> SearchHit | None:
    """The first passage the composed answer quotes (a rule, a wiki section or page): the
    verdict's deciding rule under a verdict, else the best hit or the rule a card is shown
    beside; None when the answer quotes none."""
    for item in answer["answer"]:
        if item["kind"] in PASSAGE_KINDS:
            return cast(SearchHit, item)
    return None


def with_card_text(hit: SearchHit, cards: list[RecognisedCard]) -> SearchHit:
    """A card hit with the card's text: the search finds a card by its name and leaves its text
    empty, which a reply would show as an empty quote (`/search ヘルプ` showed
    ヘルカイトの暴君 so)."""
    if hit["kind"] != "card" or hit["text"]:
        return hit
    card = next((c for c in cards if c["ref"] == hit["ref"] and c.get("text")), None)
    return hit if card is None else {**hit, "text": card["text"]}


def card_said(card: CardItem, lang: str) -> str:
    """What a card as the answer quotes: the ability that decides, else its whole text, in the
    reader's language where the card data has it (a Japanese reader asking 「白金の天使」 alone
    was quoted the English Oracle text beside the Japanese the card data held)."""
    if card.get("sentence"):
        return card["sentence"]
    japanese = card.get("ja_text") or ""
    return japanese if lang == "ja" and japanese else card["text"]


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
    deciding: SearchHit | None = None,
    lang: str | None = None,
) -> SearchAnswer:
    """The search's result as the application answers it: the hits and their kinds apart, the
    composed answer, the walkthroughs related to it; `deciding`: the verdict's deciding rule
    as a hit, when the hits lack it (bot.application.reading.verdict_rule); `lang`: the
    reader's."""
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
        "related": related_walkthroughs(rules, cards, query, verdict),
        "answer": compose_answer(
            query,
            hits,
            cards,
            rulings,
            verdict,
            found.translated,
            found.formal,
            deciding,
            lang,
            found.wants_list,
        ),
        "verdict": verdict,
        "suggestions": list(found.suggestions),
    }
