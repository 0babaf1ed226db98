"""/rule's embeds: a rule in the reader's language (the other's only where no edition prints it
in theirs, said so), its examples, its number in other editions, its sources and its subrules,
on pages within Discord's limits."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.application.answer_types import GlossaryAnswer, RuleAnswer, RuleBrief
from bot.application.reading.rule_notes import (
    ShownText,
    earlier_meaning_lines,
    shown_sources,
    shown_text,
)
from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import PageBuilder, quoted, source_lines, web_url
from bot.discord_app.shared.i18n import Lang, tr


def rule_title(answer: RuleAnswer) -> str:
    return f"CR {answer['number']}"


def rule_examples(answer: RuleAnswer, lang: str) -> list[str]:
    """The examples in the language of the text shown (another language's would mix)."""
    return list(answer["examples_i18n"]["ja" if lang == "ja" else "en"])


def _rule_text(
    answer: RuleAnswer | RuleBrief, lang: Lang, limit: int, *, origin: bool = True
) -> tuple[str, str | None]:
    """The text a reader is shown (with its note) within `limit`, and its language."""
    shown = shown_text(answer, lang, origin=origin)
    if shown is None:
        return "-", None
    note = f"\n*{shown.note}*" if shown.note else ""
    return limits.truncate(quoted(shown.text), limit - len(note)) + note, shown.lang


def rule_pages(
    answer: RuleAnswer, children: Sequence[RuleBrief], lang: Lang
) -> list[discord.Embed]:
    """A rule in the reader's language, what its number meant before, its subrules, other
    editions, sources."""
    notes = earlier_meaning_lines(answer, lang)
    asked = answer.get("renumbered_from")
    if asked is not None:
        notes.append(tr(lang, "renumbered", now=answer["number"], **asked))
    head = "\n".join(f"*{note}*" for note in notes)
    budget = limits.EMBED_DESCRIPTION - len(head) - 2
    text, shown_lang = _rule_text(answer, lang, budget)
    description = f"{head}\n\n{text}" if head else text
    builder = PageBuilder(title=rule_title(answer), description=description, url=answer.get("url"))

    for example in rule_examples(answer, shown_lang or lang):
        builder.add_long_field(tr(lang, "examples"), quoted(example))
    if answer["other_editions"]:
        lines = [f"{item['edition']}: {item['number']}" for item in answer["other_editions"]]
        builder.add_field(tr(lang, "other_editions"), "\n".join(lines), inline=True)
    shown = shown_sources(answer["sources"], shown_text(answer, lang), lang)
    sources = source_lines(shown, answer.get("url"))
    if sources:
        builder.add_field(tr(lang, "source"), "\n".join(sources), inline=True)
    for child in children:
        builder.add_field(
            f"{tr(lang, 'subrules')}: {child['number']}",
            _rule_text(child, lang, 400, origin=False)[0],
        )
    return builder.build(footer=f"{tr(lang, 'edition')} {answer['edition']}")


def glossary_embed(answer: GlossaryAnswer, lang: Lang) -> discord.Embed:
    """A glossary entry: its term (and the other language's), its definition, each rule it
    points to with the rule's short text, the rules file it comes from."""
    other = next(iter(answer["other_terms"].values()), None)
    title = f"{answer['term']} / {other}" if other else answer["term"]
    builder = PageBuilder(title=limits.truncate(title, 256), description=quoted(answer["text"]))
    for rule in answer["rules"]:
        text = limits.truncate(quoted(rule["text"] or "-"), 400)
        link = web_url(rule.get("url"))
        builder.add_field(
            f"CR {rule['number']}", f"{text}\n[CR {rule['number']}]({link})" if link else text
        )
    entry = ShownText(answer["text"], answer["lang"], None)
    sources = source_lines(shown_sources(list(answer["sources"]), entry, lang))
    if sources:
        builder.add_field(tr(lang, "source"), "\n".join(sources), inline=True)
    footer = f"{tr(lang, 'glossary')} · {tr(lang, 'edition')} {answer['edition']}"
    return builder.build(footer=footer)[0]
