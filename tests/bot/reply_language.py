"""Whether a reply is in one language: the detector the all-replies test uses (issue 24, item 2).

A Japanese reply may not hold English words, an English reply no kana or kanji, outside what may
be quoted as it is: card names, the wiki's text (its page and section titles, its passages), a
rule text no loaded edition prints in the reader's language (the reply says so), links and
commands as typed (`…`). What is allowed is taken from the application's own answer, so the test
holds the renderers to the data rather than to a list of exceptions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f々〆]+")
# A word of three letters or more, not the letters of a rule number (601.2a-d).
ENGLISH_WORD = re.compile(r"(?<![0-9A-Za-z.-])[A-Za-z][A-Za-z’'-]{2,}")
# Links, commands as typed, file paths, environment variables: names, in no language.
# A Japanese text marks card names with 《》.
URL_OR_CODE = re.compile(
    r"https?://\S+|`[^`]*`|<[^>]*>|《[^》]*》"
    r"|(?:/|judgebot )[a-z-]+ [a-z0-9]+(?:-[a-z0-9]+)+|\S*/\S+|\b[A-Z][A-Z_]{3,}\S*"
    # an option typed as it is (your_library=5, protection="Platinum Angel"), a preset's name
    r"|\b[a-z_]+=(?:\"[^\"]*\"|\S+)|\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b"
)
# Words a Japanese reply writes in Latin letters: names of things, not English sentences.
LATIN_IN_JAPANESE = {"MTG", "Wiki", "judgebot", "Discord", "JSON", "YAML", "Oracle", "rule"}
# Keys of an answer whose strings are names or the wiki's words.
QUOTED_KEYS = {"name", "names", "page", "section_path", "quote", "set_name", "card", "cards"}
QUOTED_KEYS |= {"term", "other_terms"}  # a glossary's term is named in both languages


def quoted_strings(answer: Any, *, wiki_texts: bool = False) -> list[str]:
    """The names and wiki quotes in an application answer (every string under QUOTED_KEYS;
    `wiki_texts`: also the texts of wiki pages and sections, as a search answer quotes them)."""
    found: list[str] = []

    def walk(value: Any, key: str | None, wiki: bool) -> None:
        if isinstance(value, Mapping):
            is_wiki = wiki or value.get("kind") in ("section", "page", "card")
            for inner_key, inner in value.items():
                walk(inner, str(inner_key), is_wiki)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item, key, wiki)
        elif isinstance(value, str) and (
            key in QUOTED_KEYS or (wiki_texts and wiki and key in ("text", "title"))
        ):
            found.append(value)

    walk(answer, None, False)
    return found


def every_string(answer: Any) -> list[str]:
    """Every string in an answer (for an answer made only of quotes: a card, a card list)."""
    if isinstance(answer, Mapping):
        return [s for value in answer.values() for s in every_string(value)]
    if isinstance(answer, list | tuple):
        return [s for value in answer for s in every_string(value)]
    return [answer] if isinstance(answer, str) else []


def other_language_words(text: str, lang: str, allowed: Iterable[str] = ()) -> list[str]:
    """The words of the other language in `text`, once the allowed quotes are taken out."""
    plain = text.replace("\\", "")
    quotes = sorted({q for q in allowed if q}, key=len, reverse=True)
    # A long quote may be shown cut ("…"): a line that is a piece of one is quoted.
    lines = [line for line in plain.splitlines() if not _piece_of(line, quotes)]
    plain = "\n".join(lines)
    for quote in quotes:
        plain = plain.replace(quote, " ")
    plain = URL_OR_CODE.sub(" ", plain)
    if lang == "en":
        return KANA_KANJI.findall(plain)
    return [w for w in ENGLISH_WORD.findall(plain) if w not in LATIN_IN_JAPANESE]


def _piece_of(line: str, quotes: list[str]) -> bool:
    piece = line.strip().lstrip(">").strip().strip("*").rstrip("…").strip()
    return len(piece) >= 8 and any(piece in quote for quote in quotes)
