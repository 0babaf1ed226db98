"""/search's embeds: a hit quoted with its source, the best answer's context under it (the rule
it belongs to, matching rulings, the cards named, a walkthrough of the same rules), and the menu
entries of the other hits."""

from __future__ import annotations

from typing import cast

import discord

from bot.application.answer_types import (
    CardItem,
    RulingItem,
    SearchAnswer,
    SearchHit,
    VerdictAnswer,
    VerdictItem,
)
from bot.application.reading.rule_notes import older_numbers, other_language_note
from bot.application.reading.verdict_grounds import SHOWN_VERDICT_RULES, shown_numbers
from bot.application.search_answer import answer_passage, card_said, parent_text
from bot.discord_app.shared import limits
from bot.discord_app.shared.embeds import COLOUR, blockquote, quoted, source_lines, web_url
from bot.discord_app.shared.i18n import Lang, tr


def hit_title(hit: SearchHit) -> str:
    kind = hit["kind"]
    if kind == "rule":
        return f"CR {hit['title'] or hit['ref'].removeprefix('rule:')}"
    if kind == "section" or hit.get("page"):
        path = hit.get("section_path") or []
        parts = [hit.get("page") or "", *path[-1:]]
        return " › ".join(part for part in parts if part) or hit["ref"]
    return hit["title"] or hit["ref"]


def hit_source(hit: SearchHit, lang: Lang) -> str:
    page = quoted(hit.get("page", ""))
    path = " › ".join(quoted(part) for part in hit.get("section_path", []))
    where = f"{page} › {path}" if page and path else page or path
    url = web_url(hit.get("section_url") or hit.get("url"))
    line = f"[{where}]({url})" if url and where else where
    if not line:
        line = "\n".join(source_lines(hit.get("sources", []), hit.get("rule_url")))
    if not line:
        line = tr(lang, "glossary") if hit["kind"] == "glossary" else tr(lang, "rules")
    if hit["kind"] == "rule" and hit.get("edition"):
        line = f"{line} ({hit['edition']})"
    return line


def _noted(quote: str, note: str | None) -> str:
    """A quoted rule with the line saying its text is not in the reader's language, where so."""
    return f"{quote}\n{note}" if note else quote


def hit_embed(hit: SearchHit, lang: Lang, position: int, count: int) -> discord.Embed:
    note = other_language_note(hit, lang)
    room = limits.EMBED_DESCRIPTION - (len(note) + 1 if note else 0)
    embed = discord.Embed(
        title=limits.truncate(hit_title(hit), limits.EMBED_TITLE),
        description=_noted(blockquote(hit["text"], room), note),
        colour=COLOUR,
        url=web_url(hit.get("rule_url") or hit.get("section_url")),
    )
    embed.add_field(name=tr(lang, "source"), value=limits.truncate(hit_source(hit, lang), 1024))
    older = older_numbers(hit) if hit["kind"] == "rule" else None
    if older:
        embed.add_field(name=tr(lang, "older_numbers"), value=limits.truncate(older, 1024))
    embed.set_footer(text=tr(lang, "hit_of", n=position + 1, count=count))
    return embed


def lead_passage(answer: SearchAnswer) -> SearchHit | None:
    """The passage quoted first: under a verdict, the one the composed answer puts first (the
    rule the verdict was decided by); else the best answer (a card the question names is
    context, shown after it)."""
    if answer["verdict"] is not None and (passage := answer_passage(answer)) is not None:
        return passage
    best = answer["best"]
    return best["hit"] if best is not None else None


def answer_order(answer: SearchAnswer) -> list[SearchHit]:
    """The hits with the lead passage first, the rest in their ranked order."""
    lead = lead_passage(answer)
    hits = list(answer["hits"])
    if lead is not None and lead in hits:
        hits.remove(lead)
        hits.insert(0, lead)
    return hits


def verdict_line(verdict: VerdictAnswer, lang: Lang) -> str:
    """The engine's verdict in one bold line, with the rules it applied."""
    summary = quoted(verdict["summary_i18n"].get(lang) or verdict["summary"])
    numbers, edition = shown_numbers(verdict["rules_shown"], limit=SHOWN_VERDICT_RULES)
    rules = tr(lang, "verdict_rules", rules=numbers, edition=edition)
    return f"**{tr(lang, 'verdict')}: {summary}**\n{rules}"


def card_answer_embed(card: CardItem, ruling: RulingItem | None, lang: Lang) -> discord.Embed:
    """A named card as the answer: the ability that decides, quoted, and the ruling on it."""
    embed = discord.Embed(
        title=limits.truncate(card["title"], limits.EMBED_TITLE),
        description=blockquote(card_said(card, lang), limits.EMBED_DESCRIPTION),
        colour=COLOUR,
        url=card.get("scryfall_url"),
    )
    if ruling is not None:
        embed.add_field(
            name=tr(lang, "ruling_of", date=ruling["date"]),
            value=limits.truncate(quoted(ruling["text"]), 600),
            inline=False,
        )
    return embed


def answer_embed(answer: SearchAnswer, lang: Lang, count: int) -> discord.Embed:
    """The first thing shown, in the answer's order: the verdict on top, then the card that
    decides (with its ruling) or the best hit, then the governing rule under a card."""
    items = answer["answer"]
    verdict = next((cast(VerdictItem, i) for i in items if i["kind"] == "verdict"), None)
    card = next((cast(CardItem, i) for i in items if i["kind"] == "card"), None)
    ruling = next((cast(RulingItem, i) for i in items if i["kind"] == "ruling"), None)
    best = answer["best"]
    passage = lead_passage(answer)
    if card is not None:
        embed = card_answer_embed(card, ruling, lang)
        if passage is not None:
            embed.add_field(
                name=limits.truncate(hit_title(passage), 256),
                value=_noted(
                    limits.truncate(quoted(passage["text"]) or "…", 300),
                    other_language_note(passage, lang),
                ),
                inline=False,
            )
    else:
        # Without a passage, the first hit that has something to quote.
        hits = answer["hits"]
        shown = passage or next((h for h in hits if h["text"]), hits[0])
        embed = hit_embed(shown, lang, 0, count)
    if verdict is not None:
        embed.description = limits.truncate(
            f"{verdict_line(verdict, lang)}\n\n{embed.description or ''}", limits.EMBED_DESCRIPTION
        )
    parent_shown = best is not None and best["hit"] == passage
    add_answer_context(
        embed, answer, lang, rulings_shown=ruling is not None, parent_shown=parent_shown
    )
    return embed


def add_answer_context(
    embed: discord.Embed,
    answer: SearchAnswer,
    lang: Lang,
    *,
    rulings_shown: bool = False,
    parent_shown: bool = True,
) -> None:
    """Under the best answer, compactly: the rule it belongs to (`parent_shown`: the best
    answer is the passage shown), the rulings that match (unless the answer's card already
    shows its ruling), the cards the question names and a walkthrough of the same rules."""
    best = answer["best"]
    parent = best["parent"] if best is not None and parent_shown else None
    if parent is not None:
        text = parent_text(parent, lang)
        embed.add_field(
            name=limits.truncate(tr(lang, "part_of", number=parent["number"]), 256),
            value=limits.truncate(quoted(text) or "…", 300),
            inline=False,
        )
    if answer["rulings"] and not rulings_shown:
        # The judges' own answers to questions like this one, attributed to card and date.
        lines = [
            f"**{quoted(r['card'])}** ({r['date']}): {limits.truncate(quoted(r['text']), 280)}"
            for r in answer["rulings"]
        ]
        embed.add_field(
            name=tr(lang, "rulings"),
            value=limits.truncate("\n".join(lines), limits.EMBED_FIELD_VALUE),
            inline=False,
        )
    if answer["cards"]:
        names = ", ".join(quoted(card["name"]) for card in answer["cards"])
        embed.add_field(name=tr(lang, "cards_named"), value=limits.truncate(names, 1024))
    if answer["related"]:
        lines = [
            f"`{item['command']}` {quoted(item['title'].get(lang) or item['preset'])}"
            for item in answer["related"]
        ]
        embed.add_field(
            name=tr(lang, "step_by_step"), value=limits.truncate("\n".join(lines), 1024)
        )


def hit_option_label(hit: SearchHit) -> str:
    return limits.truncate(hit_title(hit), limits.SELECT_OPTION_LABEL)


def hit_option_description(hit: SearchHit) -> str:
    # Only the start is shown: flatten no more of the text than can fit.
    text = " ".join(hit["text"][: 2 * limits.SELECT_OPTION_DESCRIPTION].split())
    return limits.truncate(text, limits.SELECT_OPTION_DESCRIPTION)
