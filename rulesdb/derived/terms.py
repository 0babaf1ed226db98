"""The bilingual vocabulary: the versioned term table, plus the pairs the corpus itself gives
(page titles `サブゲーム/Subgame`, card names, and the Japanese glossary's entries such as
`サブゲーム（さぶげーむ）／Subgame`)."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

TERMS_FILE = Path(__file__).resolve().parents[1] / "data" / "terms.tsv"
_GLOSSARY_TERM_RE = re.compile(
    r"^(?P<ja>[^（(／/]+?)\s*(?:[（(][^）)]*[）)])?\s*[／/]\s*(?P<en>.+)$"
)
_LEAD_PAIR_RE = re.compile(r"^(?P<ja>[^/／\s]+)[/／](?P<en>[A-Za-z][A-Za-z' -]+?)(?:とは|\(|（|は)")


def curated_terms() -> list[tuple[str, str]]:
    text = TERMS_FILE.read_text(encoding="utf-8")
    pairs = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        ja, _, en = line.partition("\t")
        if ja.strip() and en.strip():
            pairs.append((ja.strip(), en.strip()))
    return pairs


def glossary_pair(term: str) -> tuple[str, str] | None:
    """`サブゲーム（さぶげーむ）／Subgame` -> ("サブゲーム", "Subgame")."""
    match = _GLOSSARY_TERM_RE.match(term.strip())
    if not match:
        return None
    return match.group("ja").strip(), match.group("en").strip()


def lead_pair(lead: str) -> tuple[str, str] | None:
    """`サブゲーム/Subgameとは、…` -> ("サブゲーム", "Subgame")."""
    match = _LEAD_PAIR_RE.match(lead.strip())
    if not match:
        return None
    return match.group("ja"), match.group("en").strip()


def rebuild_terms(connection: sqlite3.Connection) -> None:
    connection.execute("DELETE FROM terms")
    rows: list[tuple[str, str, str]] = [(ja, en, "curated") for ja, en in curated_terms()]
    for (lead,) in connection.execute("SELECT lead FROM pages"):
        pair = lead_pair(lead)
        if pair:
            rows.append((pair[0], pair[1], "page"))
    # Only the cards the wiki names: the card data's ~30,000 names would make every question
    # scan them in the vocabulary, and the card name index finds those cards by either name.
    for ja, en in connection.execute(
        "SELECT ja, en FROM cards WHERE ja IS NOT NULL AND en IS NOT NULL AND id IN"
        " (SELECT card_id FROM card_list_items UNION SELECT card_id FROM card_mentions)"
    ):
        rows.append((ja, en, "card"))
    for (term,) in connection.execute("SELECT term FROM glossary WHERE lang = 'ja'"):
        pair = glossary_pair(term)
        if pair:
            rows.append((pair[0], pair[1], "glossary"))
    connection.executemany("INSERT OR IGNORE INTO terms (ja, en, origin) VALUES (?, ?, ?)", rows)
