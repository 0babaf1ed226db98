"""Cards and card lists: a card by either name with typos, the lists a question means."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass

import aiosqlite
from rapidfuzz import fuzz

from rulesdb.answers import CardAnswer, CardList, CardListAnswer
from rulesdb.editions import Editions
from rulesdb.errors import NotInDatabaseError
from rulesdb.lookup.card_answer import describe_card
from rulesdb.lookup.card_oracle import cards_saying
from rulesdb.search.keyword_shares import coverage
from rulesdb.search.name_index import NameIndex
from rulesdb.search.query import analyze, keywords_of
from rulesdb.text.normalize import fold, is_katakana_word
from rulesdb.text.vocabulary import Vocabulary

CARD_MATCH_CUTOFF = 0.82
# Names offered for a miss: below this, WRatio offers names that share a letter or two with the
# one typed ("Labratory Maniac" got Lich and Fork), which is worse than offering none.
SUGGESTION_CUTOFF = 0.6
LIST_MATCH_CUTOFF = 0.35


class CardNotFoundError(NotInDatabaseError):
    """No card of that name, even allowing for typos."""


@dataclass(frozen=True)
class CardListInfo:
    """A wiki card list: where it is and its title and context, folded."""

    list_id: int
    page: str
    section: str
    section_path: list[str]
    folded_title: str
    folded_context: str


async def load_card_lists(db: aiosqlite.Connection) -> list[CardListInfo]:
    rows = await db.execute_fetchall(
        "SELECT l.id, p.title, l.title, s.path, s.id FROM card_lists l"
        " JOIN pages p ON p.id = l.page_id JOIN sections s ON s.id = l.section_id"
        " ORDER BY p.id, l.position"
    )
    lists = []
    for list_id, page, title, path, section_id in rows:
        passages = await db.execute_fetchall(
            "SELECT text FROM passages WHERE section_id = ? AND kind = 'paragraph'"
            " ORDER BY position",
            (section_id,),
        )
        context = " ".join(r[0] for r in passages)
        lists.append(
            CardListInfo(list_id, page, title, json.loads(path), fold(title), fold(context))
        )
    return lists


class CardCatalog:
    def __init__(
        self,
        db: aiosqlite.Connection,
        index: NameIndex,
        lists: list[CardListInfo],
        vocabulary: Vocabulary,
        editions: Editions,
    ) -> None:
        self.db = db
        self.editions = editions
        self.index = index
        self.lists = lists
        self.vocabulary = vocabulary
        self.list_titles = NameIndex(
            (str(info.list_id), info.section, [info.section]) for info in lists
        )

    def find_ref(self, name: str) -> str | None:
        exact = self.index.exact(name)
        if exact:
            return exact
        matches = self.index.search(name, limit=1, cutoff=CARD_MATCH_CUTOFF, whole_name=True)
        if matches:
            return matches[0].key
        # An English-only card written in katakana from its sound (シャハラザード, Shahrazad).
        return self.index.sounded(name.strip()) if is_katakana_word(name.strip()) else None

    async def card(self, name: str) -> CardAnswer:
        ref = self.find_ref(name)
        if ref is None:
            matches = self.index.search(name, limit=5, cutoff=SUGGESTION_CUTOFF)
            suggestions = [m.label for m in matches]
            raise CardNotFoundError(f"no card named '{name.strip()[:80]}'", suggestions)
        return await self.describe(ref)

    async def describe(self, ref: str) -> CardAnswer:
        return await describe_card(self.db, self.editions, ref)

    def rank_lists(self, query_text: str) -> list[tuple[CardListInfo, float]]:
        # A list is named by its title's own words; the rules' words for casual ones ("死なない"
        # -> ゲームに敗北しない) would only thin out how much of the title the question covers.
        query = analyze(query_text, self.vocabulary, casual=False)
        if not query.folded:
            return []
        scored = []
        for info in self.lists:
            title_words = max(
                coverage(query.keywords, info.folded_title),
                coverage(query.translated_keywords, info.folded_title),
            )
            context_words = max(
                coverage(query.keywords, info.folded_context),
                coverage(query.translated_keywords, info.folded_context),
            )
            # How much of the title the question covers: "敗北条件カード一覧" should not match
            # "敗北に影響するカード" as well as it matches itself.
            title_keywords = keywords_of(info.section, keep_hiragana=False)
            asked = f"{query.folded} {' '.join(query.translated)}"
            title_covered = coverage(title_keywords, asked)
            similarity = fuzz.WRatio(query.folded, info.folded_title) / 100
            score = (
                0.3 * title_words + 0.1 * context_words + 0.35 * title_covered + 0.25 * similarity
            )
            if score >= LIST_MATCH_CUTOFF:
                scored.append((info, score))
        return sorted(scored, key=lambda item: -item[1])

    async def cards(self, query_text: str) -> CardListAnswer:
        # The cards whose text says it first: a quote of card text is the most direct question.
        oracle = await cards_saying(self.db, query_text)
        found: list[CardList] = [oracle] if oracle else []
        ranked = self.rank_lists(query_text)
        every_items = await asyncio.gather(
            *(
                self.db.execute_fetchall(
                    "SELECT c.en, c.ja, i.note FROM card_list_items i"
                    " JOIN cards c ON c.id = i.card_id WHERE i.list_id = ? ORDER BY i.position",
                    (info.list_id,),
                )
                for info, _ in ranked
            )
        )
        for (info, score), items in zip(ranked, every_items, strict=True):
            found.append(
                {
                    "page": info.page,
                    "section": info.section,
                    "section_path": info.section_path,
                    "score": round(score, 4),
                    "cards": [{"en": r[0], "ja": r[1], "note": r[2]} for r in items],
                }
            )
        return {"query": query_text, "lists": found}
