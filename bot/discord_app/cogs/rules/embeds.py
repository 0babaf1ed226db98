"""/rule's embeds: a rule in both languages (the reader's first), its examples, its number in
other editions, its sources and its subrules, on pages within Discord's limits."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.application.answer_types import GlossaryAnswer, RuleAnswer, RuleBrief
from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import (
    PageBuilder,
    other_lang,
    pick_text,
    quoted,
    source_lines,
    web_url,
)
from bot.discord_app.shared.i18n import Lang, tr


def rule_title(answer: RuleAnswer) -> str:
    return f"CR {answer['number']}"


def rule_examples(answer: RuleAnswer, lang: Lang) -> list[str]:
    """Examples in the reader's language when the answer has them per language."""
    by_lang = answer["examples_i18n"]
    return list(by_lang[lang] or by_lang[other_lang(lang)] or answer["examples"])


def rule_pages(
    answer: RuleAnswer, children: Sequence[RuleBrief], lang: Lang
) -> list[discord.Embed]:
    """A rule in both languages (the reader's first), its subrules, other editions, sources."""
    texts = answer["text"]
    sections = []
    for language in (lang, other_lang(lang)):
        text = texts.get(language)
        if text:
            label = "日本語" if language == "ja" else "English"
            sections.append(f"**{label}**\n{quoted(text)}")
    half = (limits.EMBED_DESCRIPTION - 4) // max(len(sections), 1)
    description = "\n\n".join(limits.truncate(section, half) for section in sections)
    asked = answer.get("renumbered_from")
    if asked is not None:
        description = tr(lang, "renumbered", now=answer["number"], **asked) + "\n\n" + description
    builder = PageBuilder(title=rule_title(answer), description=description, url=answer.get("url"))

    for example in rule_examples(answer, lang):
        builder.add_long_field(tr(lang, "examples"), quoted(example))
    if answer["other_editions"]:
        lines = [f"{item['edition']}: {item['number']}" for item in answer["other_editions"]]
        builder.add_field(tr(lang, "other_editions"), "\n".join(lines), inline=True)
    sources = source_lines(answer["sources"], answer.get("url"))
    if sources:
        builder.add_field(tr(lang, "source"), "\n".join(sources), inline=True)
    for child in children:
        child_text = pick_text(child["text"], lang)
        builder.add_field(
            f"{tr(lang, 'subrules')}: {child['number']}", limits.truncate(quoted(child_text), 400)
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
    sources = source_lines(answer["sources"])
    if sources:
        builder.add_field(tr(lang, "source"), "\n".join(sources), inline=True)
    footer = f"{tr(lang, 'glossary')} · {tr(lang, 'edition')} {answer['edition']}"
    return builder.build(footer=footer)[0]
