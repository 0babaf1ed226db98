"""Small hand-made records for storage tests: a wiki page quoting 20231117 rules and two English
editions in which the subgame rules moved from 724 to 728."""

from __future__ import annotations

from pathlib import Path

from rulesdb.records import (
    CardList,
    CardListItem,
    CardMention,
    CardName,
    Passage,
    RuleRecord,
    RulesDocument,
    Section,
    WikiPage,
)
from rulesdb.storage.atomic import replacing_database
from rulesdb.storage.finalize import finalize_database
from rulesdb.storage.writer import RecordWriter


def store(path: Path, records: list[WikiPage | RulesDocument], *, keep: bool = False) -> None:
    """Write the records as one ingest does (a page from a test locator, a rules file)."""
    with replacing_database(path, keep_existing=keep) as connection:
        writer = RecordWriter(connection)
        for record in records:
            if isinstance(record, WikiPage):
                writer.write_wiki_page(record, locator=f"test:{record.title}", content_hash="x")
            else:
                writer.write_rules_document(record, content_hash="y")
        finalize_database(connection)


def rule(
    number: str,
    edition: str,
    lang: str,
    text: str,
    kind: str,
    parent: str | None,
    position: int,
    examples: list[str] | None = None,
) -> RuleRecord:
    return RuleRecord(number, edition, lang, text, parent, kind, position, examples or [])  # type: ignore[arg-type]


def wiki_page() -> WikiPage:
    shahrazad = CardName(en="Shahrazad", ja=None)
    quotes = ("引用：総合ルール 20231117.0",)
    return WikiPage(
        title="サブゲーム",
        url="https://mtgwiki.com/wiki/サブゲーム",
        lead="サブゲーム/Subgameとは、ゲーム中に呪文や能力の効果によって生み出されるゲームのことである。",
        source_format="text",
        sections=[
            Section(("ルール",), 0),
            Section(("ルール", "サブゲーム終了時の手順"), 1),
            Section(("サブゲームを行うカード一覧",), 2),
            Section(quotes, 3),
        ],
        passages=[
            Passage(
                ("ルール", "サブゲーム終了時の手順"),
                "paragraph",
                0,
                "サブゲームの終了時に、自身がオーナーであるカードをメインゲームのライブラリーに戻して切り直す。",
                0,
            ),
            Passage(
                ("サブゲームを行うカード一覧",), "bullet", 1, "Shahrazad （アラビアンナイト）", 1
            ),
        ],
        rules=[
            rule("7", "20231117", "ja", "その他のルール", "chapter", None, 0),
            rule("724", "20231117", "ja", "サブゲーム", "section", "7", 1),
            rule("724.5", "20231117", "ja", "サブゲームの終了時に、…切り直す。", "rule", "724", 2),
            rule(
                "724.5a",
                "20231117",
                "ja",
                "サブゲームの終了時に、補助デッキ…",
                "subrule",
                "724.5",
                3,
            ),
        ],
        rules_edition="20231117",
        card_lists=[
            CardList(
                ("サブゲームを行うカード一覧",), [CardListItem(shahrazad, "アラビアンナイト", 0)]
            )
        ],
        mentions=[
            CardMention(
                shahrazad, ("サブゲームを行うカード一覧",), "Shahrazad （アラビアンナイト）"
            )
        ],
    )


SUBGAME_END = (
    "At the end of a subgame, each player takes all objects they own in the subgame"
    " and shuffles them into their library."
)


def english_2023() -> RulesDocument:
    e = "20231013"
    return RulesDocument(
        edition=e,
        lang="en",
        source="MagicCompRules_20231013.txt",
        effective_text="These rules are effective as of October 13, 2023.",
        rules=[
            rule("7", e, "en", "Additional Rules", "chapter", None, 0),
            rule("724", e, "en", "Subgames", "section", "7", 1),
            rule(
                "724.1",
                e,
                "en",
                "One card (Shahrazad) allows players to play a Magic subgame.",
                "rule",
                "724",
                2,
            ),
            rule("724.5", e, "en", SUBGAME_END, "rule", "724", 3, ["Example: a subgame ends."]),
            rule(
                "724.5a",
                e,
                "en",
                "At the end of a subgame, supplementary decks return.",
                "subrule",
                "724.5",
                4,
            ),
        ],
    )


def english_2026() -> RulesDocument:
    e = "20260116"
    return RulesDocument(
        edition=e,
        lang="en",
        source="MagicCompRules_20260116.txt",
        effective_text="These rules are effective as of January 16, 2026.",
        rules=[
            rule("7", e, "en", "Additional Rules", "chapter", None, 0),
            rule("724", e, "en", "The Monarch", "section", "7", 1),
            rule(
                "724.1",
                e,
                "en",
                "The monarch is a designation a player can have.",
                "rule",
                "724",
                2,
            ),
            rule("728", e, "en", "Subgames", "section", "7", 3),
            rule(
                "728.1",
                e,
                "en",
                "One card (Shahrazad) allows players to play a Magic subgame.",
                "rule",
                "728",
                4,
            ),
            rule("728.5", e, "en", SUBGAME_END, "rule", "728", 5),
            rule(
                "728.5a",
                e,
                "en",
                "At the end of a subgame, supplementary decks return.",
                "subrule",
                "728.5",
                6,
            ),
        ],
    )
