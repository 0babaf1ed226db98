"""What every surface shows of a rule in the reader's language: its text in that language (else
the other's, saying so), where a text printed in another edition comes from, and what the
number meant in older editions when the current edition gives it to another rule."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from bot.application.answer_types import (
    EarlierMeaning,
    OtherEdition,
    RuleAnswer,
    RuleBrief,
    RuleSource,
    SearchHit,
)

# The editions whose numbers the engine cites (the wiki's quotes and the file they come from).
ENGINE_NUMBERING = frozenset({"20231117", "20231013"})


def edition_date(edition: str) -> str:
    """20231013 -> 2023-10-13 (an edition with another shape is left as it is)."""
    if len(edition) == 8 and edition.isdigit():
        return f"{edition[:4]}-{edition[4:6]}-{edition[6:]}"
    return edition


def _earlier_ja(meaning: EarlierMeaning) -> str:
    number, section, now = meaning["number"], meaning["section"], meaning["now"]
    title = meaning["title"]["ja"]
    named = f"「{title}」" if title else ""
    was = f"{named or section}" if number == section else f"{section}{named}のルール"
    where = f"現在は{now}" if now else "現在の総合ルールにはありません"
    return f"{edition_date(meaning['edition'])}版の総合ルールでは、{number}は{was}でした({where})。"


def _earlier_en(meaning: EarlierMeaning) -> str:
    number, section, now = meaning["number"], meaning["section"], meaning["now"]
    title = meaning["title"]["en"]
    named = f" “{title}”" if title else ""
    was = (named.strip() or section) if number == section else f"a rule of {section}{named}"
    where = f"now {now}" if now else "no longer in the rules"
    return f"In the {edition_date(meaning['edition'])} rules, {number} was {was} ({where})."


def earlier_meaning_lines(answer: RuleAnswer, lang: str) -> list[str]:
    """One sentence per older meaning of the answer's number, the wiki's numbering first."""
    phrase = _earlier_ja if lang == "ja" else _earlier_en
    return [phrase(meaning) for meaning in answer.get("earlier_meanings", [])]


class ShownText(NamedTuple):
    """A rule's text as one reader reads it: in their language where an edition prints it,
    else in the other, with a note saying so and where the text comes from."""

    text: str
    lang: str
    note: str | None


_OTHER_LANGUAGE = {
    "ja": "(日本語の本文は読み込まれていません。英語の本文です)",
    "en": "(No English text is loaded; this is the Japanese text)",
}


def other_language_note(hit: SearchHit, lang: str) -> str | None:
    """What a rule hit's text says beside it for a `lang` reader when it is in the other
    language: the search shows a rule in the reader's language wherever an edition prints it,
    so a text in the other one is the only one loaded (as `shown_text` says of a rule)."""
    if hit["kind"] != "rule" or hit["lang"] == lang:
        return None
    return _OTHER_LANGUAGE["ja" if lang == "ja" else "en"]


def _origin_note(brief: RuleBrief | RuleAnswer, text_lang: str, lang: str) -> str | None:
    """Where a text printed elsewhere than the answer's edition and number comes from."""
    origins = brief.get("text_from")
    origin: OtherEdition | None = None
    if origins is not None:
        origin = origins["ja"] if text_lang == "ja" else origins["en"]
    if not origin or (origin["edition"], origin["number"]) == (brief["edition"], brief["number"]):
        return None
    date = edition_date(origin["edition"])
    if lang == "ja":
        return f"({date}版の総合ルール {origin['number']} より)"
    return f"(from the {date} rules, {origin['number']})"


def shown_text(
    brief: RuleBrief | RuleAnswer, lang: str, *, origin: bool = True
) -> ShownText | None:
    """The text a `lang` reader is shown of a rule; None when no edition prints it.
    `origin=False`: without saying where a borrowed text comes from (a subrule under a rule
    that said it already)."""
    other = "en" if lang == "ja" else "ja"
    for text_lang in (lang, other):
        text = brief["text"].get(text_lang)
        if text:
            notes = [_origin_note(brief, text_lang, lang) if origin else None]
            if text_lang != lang:
                notes.append(_OTHER_LANGUAGE[lang])
            found = [note for note in notes if note]
            return ShownText(str(text), text_lang, " ".join(found) if found else None)
    return None


_DOCUMENT = re.compile(r"Comprehensive Rules (\S+) \((ja|en)\)(, glossary)?")
_DOCUMENT_NAMES = {"ja": "総合ルール {date}版", "en": "Comprehensive Rules {date}"}
_GLOSSARY_NAMES = {"ja": " 用語集", "en": ", glossary"}


def shown_sources(
    sources: Sequence[RuleSource], shown: ShownText | None, lang: str
) -> list[RuleSource]:
    """The sources of the text shown: the wiki's pages, and the rules file of the shown
    language only, named in the reader's language."""
    kept: list[RuleSource] = []
    for source in sources:
        if "document" not in source:
            kept.append(source)
            continue
        named = _DOCUMENT.fullmatch(str(source.get("document")))
        if named is None:
            kept.append(source)
        elif shown is not None and named.group(2) == shown.lang:
            name = _DOCUMENT_NAMES["ja" if lang == "ja" else "en"]
            document = name.format(date=edition_date(named.group(1)))
            if named.group(3):
                document += _GLOSSARY_NAMES["ja" if lang == "ja" else "en"]
            kept.append({"document": document, "locator": str(source.get("locator", ""))})
    return kept


def older_numbers(hit: SearchHit) -> str | None:
    """The numbers a rule hit had in older editions, where they differ from today's
    ("724.5 (2023-10-13), 725.5 (2024-02-02)"); None when it kept its number."""
    number, edition = hit["title"], hit.get("edition") or ""
    seen: dict[str, str] = {}
    for other in hit.get("other_editions", []):
        if other["number"] != number and other["edition"] < edition:
            seen.setdefault(other["number"], other["edition"])
    shown = [f"{n} ({edition_date(e)})" for n, e in seen.items()]
    return ", ".join(shown) or None
