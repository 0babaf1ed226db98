"""The answer, composed in the order a judge gives it: the verdict when the engine backs one,
then the sentence that decides the question (a named card's Oracle sentence and its ruling, or
the rule), then the governing rules, then the wiki. Every item is a quoted source; the verdict
cites the rules the engine applied, and what it rests on follows it: a named card its scenario
plays, else the rule the engine decided it by (the first it cites), before any rule the
question's words ranked higher.

Which card decides: the one whose rulings the search matched to the question (the judges'
answer to a question like it), else a card the question is about and little else (its name and
a few asking words; a card the card data has no text for only when the question is its name
and the search found it, the wiki naming it), else the card one of whose Oracle sentences shares the
most of the question's words beyond its own name (inflections aside, the rules' words for its
casual ones included: "are they dead" says "loses the game"). Sharing one word only, the card
touches the question rather than decides it, and follows the first rule. A card that shares none
is only mentioned: it stays in `cards` and out of the answer.

The governing rules give each of the engine's losses one place: the engine cites a loss by a
state-based action with two rules at once, the action and the rule it applies (704.5a with 104.3b,
engine.rules.losing.reasons.LOSS_RULES), one reason in two wordings. Shown side by side they left
a third place for one other rule; the second of the two now follows the governing rules, in the
hits.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application.answer_types import (
    AnswerItem,
    CardItem,
    RecognisedCard,
    RulingAnswer,
    RulingItem,
    SearchHit,
    VerdictAnswer,
    VerdictItem,
)
from bot.application.reading.card_addresses import card_addresses
from bot.application.reading.losses_together import with_combining_rule
from bot.application.reading.question_words import (
    Asked,
    line_words,
    name_words,
    named_alone,
    shared_count,
    words_of,
)
from bot.application.reading.rule_notes import ENGINE_NUMBERING
from bot.application.reading.verdict_grounds import scenario_cards, verdict_rule
from rulesdb.text.loyalty import asks_ultimate, loyalty_cost
from rulesdb.text.normalize import has_japanese

GOVERNING_RULES = 3
_FORM_RULE_RE = re.compile(
    r"The [\w -]+ rules function no matter what zone|Multiple instances of [\w -]+ (?:on|in) the"
    r" same (?:object|creature|permanent|player)s? (?:are|is) redundant"
    r"|[^。]{1,30}のルールは、?.{0,40}どの領域.{0,20}機能する"
    r"|(?:同一|単一|1つ)の[^。]{0,30}に複数の[^。]{1,20}があっても(?:効果は変わらない|意味はない)"
)
_FORM_ASKED_RE = re.compile(
    r"\b(?:zones?|graveyard|hand|exile|library|command zone|multiple|instances?|twice|double"
    r"|two (?:copies|instances|of them)|redundant|stack(?:s|ing)?)\b|領域|墓地|手札|追放|複数|重複",
    re.IGNORECASE,
)
# The engine's losses by a state-based action, each cited as the action and the rule it applies
# (engine.rules.losing.reasons.LOSS_RULES, read there by a test: the engine is not imported by a
# search, which is answered without it).
ONE_LOSS_RULES: tuple[frozenset[str], ...] = (
    frozenset({"704.5a", "104.3b"}),  # life
    frozenset({"704.5b", "104.3c"}),  # drawing from an empty library
    frozenset({"704.5c", "104.3d"}),  # poison
    frozenset({"704.6a", "104.3b"}),  # a team's life
    frozenset({"704.6b", "104.3d"}),  # a team's poison
    frozenset({"704.6c", "104.3j"}),  # commander damage
)
WIKI_ITEMS = 2
# A question asking which cards is answered by a list of them the search ranks this high.
LIST_WITHIN = 5
WIKI_KINDS = frozenset({"section", "page"})
# A question of the card's name and at most this many other words is about the card itself.
ABOUT_THE_CARD_WORDS = 3
# An ability decides when its line shares this many of the question's words (not the name's);
# sharing fewer, but TOUCHING_WORDS, it touches the question and follows the first rule.
SHARED_WORDS = 2
TOUCHING_WORDS = 1


def _ultimate(lines: Sequence[str]) -> int | None:
    """The index of the loyalty ability of the highest cost (the last on a tie), when the
    lines are a planeswalker's (two loyalty abilities at least)."""
    costs = [
        (-cost, index)
        for index, line in enumerate(lines)
        if (cost := loyalty_cost(line)) is not None
    ]
    if len(costs) < 2:
        return None
    return max(costs)[1]


def _lines(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip()]


def _english_name(card: RecognisedCard) -> str:
    return card["ref"].removeprefix("card:")


def deciding_sentence(
    card: RecognisedCard, question: str, ruling: str = "", translated: Sequence[str] = ()
) -> str | None:
    """The card's ability (a line of its text) closest to the question and the ruling: the most
    shared words in either printing, the first such line on a tie; in Japanese for a Japanese
    question when the Japanese text has the same lines. None when no line shares a word."""
    asked_words = words_of(question) | words_of(ruling) | words_of(" ".join(translated))
    asked = Asked.of(asked_words - name_words(card))
    english, japanese = _lines(card.get("text", "")), _lines(card.get("ja_text", ""))
    aligned = len(english) == len(japanese)
    ultimate = _ultimate(english) if asks_ultimate(question) else None
    if ultimate is not None:
        return japanese[ultimate] if has_japanese(question) and aligned else english[ultimate]
    best: tuple[int, int] | None = None
    for index in range(max(len(english), len(japanese))):
        printings = [english[index]] if index < len(english) else []
        if index < len(japanese):
            printings.append(japanese[index])
        shared = shared_count(frozenset().union(*(line_words(line) for line in printings)), asked)
        if shared and (best is None or shared > best[0]):
            best = (shared, index)
    if best is None:
        return None
    index = best[1]
    if japanese and ((has_japanese(question) and aligned) or index >= len(english)):
        return japanese[index]
    return english[index]


def deciding_card(
    question: str,
    cards: Sequence[RecognisedCard],
    rulings: Sequence[RulingAnswer],
    translated: Sequence[str] = (),
    formal: Sequence[str] = (),
    found: frozenset[str] = frozenset(),
) -> RecognisedCard | None:
    """The named card that decides the question, if one does (see the module's docstring);
    `found`: the refs of the cards among the search's hits."""
    chosen = _chosen_card(question, cards, rulings, translated, formal, found)
    return None if chosen is None else chosen[0]


def _chosen_card(
    question: str,
    cards: Sequence[RecognisedCard],
    rulings: Sequence[RulingAnswer],
    translated: Sequence[str],
    formal: Sequence[str],
    found: frozenset[str],
) -> tuple[RecognisedCard, bool] | None:
    """The deciding card and whether it decides outright (a ruling, the question about it, an
    ability sharing SHARED_WORDS of the question's words) or only touches the question (one
    word shared: it is shown after the first rule)."""
    with_text = [card for card in cards if card.get("text") or card.get("ja_text")]
    if rulings:
        ruled = rulings[0]["card"]
        for card in with_text:
            if _english_name(card) == ruled:
                return card, True
    if asks_ultimate(question):
        for card in with_text:
            if _ultimate(_lines(card.get("text", ""))) is not None:
                return card, True
    asked = words_of(question)
    for card in with_text:
        if len(asked - name_words(card)) <= ABOUT_THE_CARD_WORDS and asked & name_words(card):
            return card, True
    for card in with_text:
        if named_alone(question, card, ABOUT_THE_CARD_WORDS):
            return card, True
    # A card's name alone ("Angel's Grace", 「天使の嗜み」): the card, even where the card data
    # has no text for it, when the search found it (the wiki names it); asked more ("Platinum
    # Angel, when do I lose?"), the rules answer.
    for card in cards:
        if card["ref"] in found and card not in with_text and asked and asked <= name_words(card):
            return card, True
    # A Japanese question meets an English-only card (Shahrazad) through its translated words;
    # a casual one ("are they dead") through the rules' words for it ("loses the game").
    asked_in_both = asked | words_of(" ".join([*translated, *formal]))
    best: tuple[int, RecognisedCard] | None = None
    for card in with_text:
        asked_beyond_name = Asked.of(asked_in_both - name_words(card))
        texts = (card.get("text", ""), card.get("ja_text", ""))
        shared = max(
            (
                shared_count(line_words(line), asked_beyond_name)
                for text in texts
                for line in _lines(text)
            ),
            default=0,
        )
        if shared >= TOUCHING_WORDS and (best is None or shared > best[0]):
            best = (shared, card)
    return None if best is None else (best[1], best[0] >= SHARED_WORDS)


def engine_numbers(hit: SearchHit) -> set[str]:
    """The hit's rule number in the engine's numbering (none for a rule the wiki's edition
    lacks, or a hit that is not a rule)."""
    if hit["kind"] != "rule":
        return set()
    numbers = set()
    if hit.get("edition") in ENGINE_NUMBERING:
        numbers.add(hit["ref"].removeprefix("rule:"))
    for other in hit.get("other_editions", []):
        if other["edition"] in ENGINE_NUMBERING:
            numbers.add(other["number"])
    return numbers


def _boilerplate_last(hits: Sequence[SearchHit], question: str) -> list[SearchHit]:
    """The hits with a keyword's rule of form ('The deathtouch rules function no matter what
    zone …', 'Multiple instances of wither … are redundant') after the others, unless the
    question asks about zones or instances: it is next to the rule that decides, never it."""
    if _FORM_ASKED_RE.search(question):
        return list(hits)
    return sorted(hits, key=lambda hit: bool(_FORM_RULE_RE.match(hit.get("text", ""))))


def governing_rules(hits: Sequence[SearchHit], question: str = "") -> list[SearchHit]:
    """The first GOVERNING_RULES rule hits, a rule that says the same loss as one before it
    (ONE_LOSS_RULES) left out, a keyword's rule of form after the others."""
    chosen: list[SearchHit] = []
    said: set[str] = set()
    for hit in _boilerplate_last(hits, question):
        if hit["kind"] != "rule":
            continue
        numbers = engine_numbers(hit)
        if numbers & said:
            continue
        chosen.append(hit)
        if len(chosen) == GOVERNING_RULES:
            break
        said.update(*(loss for loss in ONE_LOSS_RULES if numbers & loss))
    return with_combining_rule(chosen, hits, engine_numbers, ONE_LOSS_RULES)


def card_item(card: RecognisedCard, hits: Sequence[SearchHit], sentence: str | None) -> CardItem:
    """The card as an answer item: its search hit's fields when it was a hit, its Oracle text
    otherwise, with the sentence that decides."""
    item: CardItem = {
        "kind": "card",
        "ref": card["ref"],
        "title": card["name"],
        "text": card.get("text", ""),
        "lang": "en",
    }
    for hit in hits:
        if hit["ref"] == card["ref"]:
            item["score"] = hit["score"]
            break
    if "ja_text" in card:
        item["ja_text"] = card["ja_text"]
    if sentence is not None:
        item["sentence"] = sentence
    return item


def ruling_item(ruling: RulingAnswer) -> RulingItem:
    return {
        "kind": "ruling",
        "ref": f"ruling:{ruling['card']}@{ruling['date']}",
        "card": ruling["card"],
        "date": ruling["date"],
        "text": ruling["text"],
    }


def verdict_item(verdict: VerdictAnswer) -> VerdictItem:
    return {"kind": "verdict", "ref": "verdict", **verdict}


def _decider_first(
    hits: Sequence[SearchHit],
    verdict: VerdictAnswer | None,
    looked_up: SearchHit | None,
    lang: str | None,
) -> tuple[list[SearchHit], SearchHit | None]:
    """The hits with the verdict's deciding rule first (its hit, else the one looked up for
    it; where its text is not in the reader's language `lang`, the hit of the rule saying the
    same loss that is: 104.3d for 704.5c), and that hit; the hits as they are without a
    verdict or such a rule."""
    number = verdict_rule(verdict) if verdict is not None else None
    if number is None:
        return list(hits), None

    def hit_of(rule: str) -> SearchHit | None:
        return next((hit for hit in hits if rule in engine_numbers(hit)), None)

    found = hit_of(number) or looked_up
    if lang is not None and (found is None or found["lang"] != lang):
        twins = [hit_of(rule) for loss in ONE_LOSS_RULES if number in loss for rule in loss]
        found = next((t for t in twins if t is not None and t["lang"] == lang), found)
    if found is None:
        return list(hits), None
    return [found, *(hit for hit in hits if hit is not found)], found


def compose_answer(
    question: str,
    hits: Sequence[SearchHit],
    cards: Sequence[RecognisedCard],
    rulings: Sequence[RulingAnswer],
    verdict: VerdictAnswer | None = None,
    translated: Sequence[str] = (),
    formal: Sequence[str] = (),
    deciding_rule: SearchHit | None = None,
    lang: str | None = None,
    wants_list: bool = False,
) -> list[AnswerItem]:
    """What the user is shown first, in order; empty when nothing answers. `translated`: the
    question's words in the other language (the search's term table); `formal`: the rules'
    words for its casual ones (rulesdb.text.casual_words); `deciding_rule`: the verdict's
    deciding rule as a hit, when the search's hits lack it; `lang`: the reader's;
    `wants_list`: the question asks which cards (the wiki's list of them answers it first).

    Under a verdict, what it rests on comes next: a named card its scenario plays (the
    sentence, then the ruling), else the rule the engine decided it by; then the rest, each
    once."""
    answer: list[AnswerItem] = []
    if verdict is not None:
        answer.append(verdict_item(verdict))
    listed = asked_list(hits) if wants_list and verdict is None else None
    if listed is not None:
        answer.append(listed)
    ordered, decider = _decider_first(hits, verdict, deciding_rule, lang)
    rules = governing_rules(ordered, question)
    found = frozenset(hit["ref"] for hit in hits if hit["kind"] == "card")
    chosen = _chosen_card(question, cards, rulings, translated, formal, found)
    if chosen is not None:
        card, decides = chosen
        played = verdict is not None and _english_name(card) in scenario_cards(verdict)
        own = [r for r in rulings if r["card"] == _english_name(card)]
        addresses, chosen_ruling = card_addresses(
            question,
            (card.get("text", ""), card.get("ja_text", "")),
            [r["text"] for r in own],
            card["name"].split("/"),
        )
        own = own[chosen_ruling:] + own[:chosen_ruling]
        ruling = own[0]["text"] if own else ""
        sentence = deciding_sentence(card, question, ruling, translated)
        shown: list[AnswerItem] = [card_item(card, hits, sentence)]
        shown.extend(ruling_item(r) for r in own[:1])
        if not played and not addresses:
            # Only in the story: the rules decide, the card follows them.
            answer.extend(rules)
            rules = []
        elif not played and (not decides or decider is not None):
            answer.extend(rules[:1])
            rules = rules[1:]
        answer.extend(shown)
    answer.extend(rules)
    wiki = [hit for hit in hits if hit["kind"] in WIKI_KINDS and hit is not listed]
    answer.extend(wiki[: WIKI_ITEMS - (listed is not None)])
    return answer


def asked_list(hits: Sequence[SearchHit]) -> SearchHit | None:
    """The wiki's list of cards among the first LIST_WITHIN hits, for a question asking which
    cards: the list is the answer, before the rules the cards' texts turn on."""
    return next((hit for hit in hits[:LIST_WITHIN] if hit.get("card_list")), None)
