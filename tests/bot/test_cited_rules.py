"""A walkthrough's cited rules, read together (`cited_rules`), are what looking each up in turn
gives: in the edition the engine cites, then renumbered into the edition the reader chose."""

from __future__ import annotations

from bot.application.answer_types import RuleAnswer
from bot.application.app import JudgeApp
from bot.application.app_protocol import NotFoundError
from bot.application.reading.rule_notes import ENGINE_NUMBERING, shown_text
from bot.walkthroughs.cited_rules import CitedRule, cited_rules
from engine import simulate
from engine.presets import get_preset, preset_names


def number_in(answer: RuleAnswer, edition: str) -> str | None:
    others = answer.get("other_editions") or []
    return next((o["number"] for o in others if o["edition"] == edition), None)


async def twin_number_in(app: JudgeApp, number: str, twin: str, edition: str) -> str | None:
    try:
        answer = await app.rule(number, edition=twin)
    except NotFoundError:
        return None
    same = (answer["number"], answer["edition"]) == (number, twin)
    return number_in(answer, edition) if same else None


async def one_at_a_time(
    app: JudgeApp, number: str, cited_edition: str | None, edition: str | None, lang: str
) -> CitedRule:
    """The rule as a walkthrough showed it when it looked each rule up alone."""
    try:
        answer = await app.rule(number, edition=cited_edition)
        if edition and edition != answer.get("edition"):
            mapped = number_in(answer, edition)
            # A rule the wiki quotes but does not tie to later editions: the rules file of the
            # same numbering does.
            for twin in sorted(ENGINE_NUMBERING - {cited_edition or "", edition}):
                if mapped is None:
                    mapped = await twin_number_in(app, number, twin, edition)
            if mapped is not None:
                answer = await app.rule(mapped, edition=edition)
    except NotFoundError:
        return CitedRule(number, number, None, None)
    shown = shown_text(answer, lang)
    text = None if shown is None else f"{shown.text} {shown.note}" if shown.note else shown.text
    url = answer.get("url")
    return CitedRule(number, answer["number"], answer["edition"], text, str(url) if url else None)


async def test_every_presets_cited_rules_in_every_edition_are_each_rule_looked_up(
    full_app: JudgeApp,
) -> None:
    uncached = JudgeApp(full_app.database, answer_cache_size=0)
    for name in preset_names():
        for lang in ("ja", "en"):
            result = simulate(get_preset(name), lang=lang)
            cited = list(dict.fromkeys(n for step in result["steps"] for n in step["rules"]))
            for edition in [None, *full_app.editions.names()]:
                alone = {
                    number: await one_at_a_time(
                        uncached, number, result["rules_edition"], edition, lang
                    )
                    for number in cited
                }
                # Read afresh, then again from the answer cache (found and not found alike).
                for app in (uncached, full_app, full_app):
                    together = await cited_rules(app, result, lang=lang, edition=edition)
                    assert together == alone, (name, lang, edition)
                    assert list(together) == cited


async def test_a_japanese_walkthrough_quotes_the_japanese_rules_where_the_wiki_has_none(
    full_app: JudgeApp,
) -> None:
    result = simulate(get_preset("subgame-wish"), lang="ja")
    cited = await cited_rules(full_app, result, lang="ja")
    for number in ("601.2", "704.3"):
        text = cited[number].text or ""
        assert text.startswith(("呪文を唱える", "プレイヤーが優先権を得る")), text
        assert text.endswith(f"(2026-01-16版の総合ルール {number} より)")
