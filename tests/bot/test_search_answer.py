"""The structured answer of a search: the best hit with its parent rule, the cards the question
names, rules and wiki apart, and the walkthrough of the same rules."""

from __future__ import annotations

import math

from bot.application.answer_types import RecognisedCard, SearchHit
from bot.application.app import JudgeApp
from bot.application.composed_answer import engine_numbers
from bot.application.search_answer import preset_citations, related_walkthroughs
from engine.presets import list_presets
from rulesdb.text.normalize import fold
from rulesdb.text.rule_numbers import parent_number
from rulesdb.text.variants import named_variants


def test_parent_numbers() -> None:
    assert parent_number("704.5a") == "704.5"
    assert parent_number("704.5") == "704"
    assert parent_number("704") is None


def test_every_preset_lists_the_rules_its_walkthrough_cites() -> None:
    citations = {preset.name: preset.rules for preset in preset_citations()}
    assert set(citations) == {info.name for info in list_presets()}
    assert "104.3e" in citations["loss-platinum-angel"]
    assert "724.4b" in citations["subgame-poison-set-aside"]


async def test_a_question_naming_a_card_links_its_walkthrough(bundled_app: JudgeApp) -> None:
    answer = await bundled_app.search("Platinum Angel and 0 life, when do I lose?")
    assert {"ref": "card:Platinum Angel", "name": "白金の天使/Platinum Angel"} in answer["cards"]
    related = answer["related"][0]
    assert related["preset"] == "loss-platinum-angel"
    assert related["command"] == "/simulate loss-platinum-angel"
    assert related["title"]["en"].startswith("Platinum Angel")
    best = answer["best"]
    assert best is not None and best["hit"]["kind"] != "card"


async def test_a_rule_answer_links_the_walkthrough_citing_it(bundled_app: JudgeApp) -> None:
    answer = await bundled_app.search("サブゲームにメインゲームの毒カウンターは持ち込まれる?")
    assert answer["related"][0]["preset"] == "subgame-poison-set-aside"
    assert "724.4b" in answer["related"][0]["rules"]


async def test_the_best_rule_comes_with_its_parent(bundled_app: JudgeApp) -> None:
    answer = await bundled_app.search("CR 104.3d")
    best = answer["best"]
    assert best is not None and best["hit"]["ref"] == "rule:104.3d"
    parent = best["parent"]
    assert parent is not None and parent["number"] == "104.3"
    assert parent["edition"] == best["hit"]["edition"]
    assert parent["text"]["ja"]
    assert answer["rules"][0]["ref"] == "rule:104.3d"
    assert all(hit["kind"] in {"section", "page"} for hit in answer["wiki"])
    assert answer["rulings"] == []


def test_rules_every_walkthrough_cites_link_none() -> None:
    hit = {
        "ref": "rule:104.1",
        "kind": "rule",
        "title": "104.1",
        "text": "",
        "score": 1.0,
        "edition": "20231117",
        "lang": "ja",
    }
    assert related_walkthroughs([hit], []) == []  # type: ignore[list-item]


def test_a_variant_walkthrough_leads_only_when_the_question_names_the_variant() -> None:
    angel: list[RecognisedCard] = [
        {"ref": "card:Platinum Angel", "name": "白金の天使/Platinum Angel"}
    ]
    general = related_walkthroughs([], angel, "Platinum Angel at 0 life: do I lose?")
    assert general[0]["preset"] == "loss-platinum-angel"
    team = related_walkthroughs([], angel, "2HG: my teammate has Platinum Angel and we're at 0")
    assert team[0]["preset"].startswith("loss-two-headed-giant")
    japanese = related_walkthroughs([], angel, "双頭巨人戦で白金の天使があるとチームは負けない?")
    assert japanese[0]["preset"].startswith("loss-two-headed-giant")


def test_only_the_presets_a_search_relates_have_their_variants_named() -> None:
    """Naming the variants of all 67 presets' titles cost every process that searches 4 ms:
    they are named for the presets a question relates, when it does."""
    preset_citations.cache_clear()
    angel: list[RecognisedCard] = [
        {"ref": "card:Platinum Angel", "name": "白金の天使/Platinum Angel"}
    ]
    related = related_walkthroughs([], angel, "Platinum Angel at 0 life: do I lose?")
    named = {preset.name for preset in preset_citations() if "variants" in vars(preset)}
    assert related and {walkthrough["preset"] for walkthrough in related} <= named
    assert len(named) < len(preset_citations()) / 4


def _rule_hits(*numbers: str) -> list[SearchHit]:
    return [
        {
            "ref": f"rule:{number}",
            "kind": "rule",
            "title": number,
            "text": "",
            "score": 1.0,
            "edition": "20231117",
            "lang": "en",
        }
        for number in numbers
    ]


def test_a_subgame_walkthrough_is_offered_only_for_a_question_about_a_subgame() -> None:
    """104.3a (conceding) is cited by many subgame walkthroughs: "can I concede at any time?"
    was offered Tug of War's subgame and conceding the main game during one."""
    plain = related_walkthroughs(_rule_hits("104.3a", "101.1"), [], "can I concede at any time?")
    assert plain and not any(w["preset"].startswith("subgame-") for w in plain)
    about = related_walkthroughs(
        _rule_hits("724.4", "104.3a"), [], "can I concede the main game during a subgame?"
    )
    assert "subgame-concede-main" in [w["preset"] for w in about]
    shahrazad: list[RecognisedCard] = [{"ref": "card:Shahrazad", "name": "Shahrazad"}]
    named = related_walkthroughs(_rule_hits("104.3a"), shahrazad, "Shahrazad and conceding")
    assert named and all(w["preset"].startswith("subgame-") for w in named)


def test_a_walkthrough_of_another_variant_than_the_one_named_is_not_offered() -> None:
    """104.2a and 104.2c (the one or the team left wins) are cited by Two-Headed Giant's
    walkthroughs: a four-player Commander game is not one of them; a question naming no variant,
    or that one, is still offered them."""
    hits = _rule_hits("104.2a", "104.2c")
    commander = related_walkthroughs(hits, [], "4人で統率者戦してて、他3人が全滅した。俺の勝ち？")
    assert not any("two-headed-giant" in w["preset"] for w in commander)
    plain = related_walkthroughs(hits, [], "the other three are out, do I win?")
    assert plain and all("two-headed-giant" in w["preset"] for w in plain)
    team = related_walkthroughs(hits, [], "2HG: the other team conceded, do we win?")
    assert team and all("two-headed-giant" in w["preset"] for w in team)


def _related_looking_at_every_preset(
    rules: list[SearchHit], cards: list[RecognisedCard], question: str
) -> list[str]:
    """`related_walkthroughs` as first written: every preset scored, whatever it cites."""
    presets = preset_citations()
    asked = named_variants(fold(question))
    names = [part for card in cards for part in card["name"].split("/") if part]
    citing: dict[str, int] = {}
    for preset in presets:
        for number in preset.rules:
            citing[number] = citing.get(number, 0) + 1
    weights: dict[str, float] = {}
    for rank, hit in enumerate(rules[:3], start=1):
        for number in engine_numbers(hit):
            if 0 < citing.get(number, 0) <= 0.6 * len(presets):
                rarity = math.log(len(presets) / citing[number]) + 0.1
                weights[number] = max(weights.get(number, 0.0), rarity / rank)
    subgame = any(n.startswith("724.") for hit in rules[:3] for n in engine_numbers(hit)) or any(
        preset.plays_subgame and name in title
        for preset in presets
        for name in names
        for title in preset.title.values()
    )
    scored = []
    played = asked - {"multiplayer", "casual variant"}
    for position, preset in enumerate(presets):
        if preset.plays_subgame and not subgame:
            continue
        if played and preset.variants and not preset.variants & played:
            continue
        shared = sorted(number for number in weights if number in preset.rules)
        about_card = any(name in title for name in names for title in preset.title.values())
        if shared or about_card:
            score = sum(weights[number] for number in shared) + (10.0 if about_card else 0)
            unasked = bool(preset.variants - asked)
            scored.append((unasked, -score, len(preset.rules), position, preset.name))
    return [item[-1] for item in sorted(scored)[:2]]


def test_the_presets_related_are_those_scoring_every_preset_would_relate() -> None:
    """Only the presets citing a rule of the answer (or every one, when a card is named) are
    scored: the same walkthroughs, in the same order, as scoring all of them."""
    angel: list[RecognisedCard] = [
        {"ref": "card:Platinum Angel", "name": "白金の天使/Platinum Angel"}
    ]
    for preset in preset_citations():
        numbers = sorted(preset.rules)
        hits = _rule_hits(*numbers[-3:])
        for cards, question in (([], "do I lose?"), (angel, "2HG: Platinum Angel at 0 life")):
            related = [w["preset"] for w in related_walkthroughs(hits, cards, question)]
            assert related == _related_looking_at_every_preset(hits, cards, question), preset.name


def test_a_card_as_the_answer_is_quoted_in_the_readers_language() -> None:
    from bot.application.answer_types import CardItem
    from bot.application.search_answer import card_said

    card: CardItem = {
        "kind": "card",
        "ref": "card:Platinum Angel",
        "title": "白金の天使/Platinum Angel",
        "text": "You can't lose the game.",
        "lang": "en",
        "ja_text": "あなたはゲームに敗北できない。",
    }
    assert card_said(card, "ja") == "あなたはゲームに敗北できない。"
    assert card_said(card, "en") == "You can't lose the game."
    assert card_said({**card, "sentence": "Flying"}, "ja") == "Flying"  # the deciding line
    english_only: CardItem = {**card, "ja_text": ""}
    assert card_said(english_only, "ja") == "You can't lose the game."
