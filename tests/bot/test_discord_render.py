"""Rendering the application layer's answers in all the shapes it gives."""

from __future__ import annotations

import discord
from hypothesis import given
from hypothesis import strategies as st

from bot.application.answer_types import AboutAnswer, RuleAnswer, SearchHit
from bot.discord_app.cogs.info.embeds import about_embed
from bot.discord_app.cogs.rules.embeds import rule_pages
from bot.discord_app.cogs.search.embeds import hit_embed
from bot.discord_app.shared.embeds import quoted

RULE: RuleAnswer = {
    "ref": "rule:704.5",
    "number": "704.5",
    "edition": "20260116",
    "text": {
        "ja": "状況起因処理には、以下のものがある。",
        "en": "The state-based actions are as follows:",
    },
    "parent": "704",
    "children": [],
    "examples": ["An English example."],
    "examples_i18n": {"ja": ["日本語の例。"], "en": ["An English example."]},
    "other_editions": [{"edition": "20231013", "number": "704.5"}],
    "sources": [
        {"document": "Comprehensive Rules 20260116 (ja)", "locator": "/srv/cr/ja.txt"},
        {"document": "Comprehensive Rules 20260116 (en)", "locator": "/srv/cr/en.txt"},
        {"page": "敗北条件", "url": "https://mtgwiki.com/wiki/敗北条件"},
        {"page": "敗北条件", "url": "https://mtgwiki.com/wiki/敗北条件"},
    ],
    "previous": "704.4",
    "next": "704.5a",
}


def fields(embed: discord.Embed) -> dict[str, str]:
    return {str(f.name): str(f.value) for f in embed.fields}


def test_rule_sources_name_documents_never_paths_and_examples_follow_the_reader() -> None:
    japanese = fields(rule_pages(RULE, [], "ja")[0])
    english = fields(rule_pages(RULE, [], "en")[0])

    # The rules file of the text shown, named in the reader's language, and the wiki's page.
    assert japanese["出典"] == (
        "総合ルール 2026-01-16版\n[敗北条件](https://mtgwiki.com/wiki/敗北条件)"
    )
    assert english["Source"] == (
        "Comprehensive Rules 2026-01-16\n[敗北条件](https://mtgwiki.com/wiki/敗北条件)"
    )
    assert "/srv" not in japanese["出典"]
    assert japanese["例"] == "日本語の例。" and english["Examples"] == "An English example."


def test_hits_of_every_kind_have_a_title_and_a_source() -> None:
    rule_hit: SearchHit = {
        "ref": "rule:810.10a",
        "kind": "rule",
        "title": "810.10a",
        "text": "…",
        "score": 0.9,
        "edition": "20260116",
        "lang": "en",
        "sources": [],
    }
    glossary_hit: SearchHit = {
        "ref": "glossary:毒カウンター／Poison Counter",
        "kind": "glossary",
        "title": "毒カウンター／Poison Counter",
        "text": "プレイヤーが持つことのあるカウンター。",
        "score": 0.8,
        "lang": "ja",
    }
    section_hit: SearchHit = {
        "ref": "section:敗北条件#状況起因処理による敗北",
        "kind": "section",
        "title": "状況起因処理による敗北",
        "score": 0.7,
        "lang": "ja",
        "page": "敗北条件",
        "section_path": ["敗北条件の種類", "状況起因処理による敗北"],
        "text": "ライフが0以下のプレイヤーは、ゲームに敗北する。",
        "url": "https://mtgwiki.com/wiki/敗北条件",
    }

    rule = hit_embed(rule_hit, "en", 0, 3)
    glossary = hit_embed(glossary_hit, "ja", 1, 3)
    section = hit_embed(section_hit, "en", 2, 3)

    assert (rule.title, fields(rule)["Source"]) == ("CR 810.10a", "Comprehensive Rules (20260116)")
    assert (glossary.title, fields(glossary)["出典"]) == (
        "毒カウンター／Poison Counter",
        "総合ルール 用語集",
    )
    assert section.title == "敗北条件 › 状況起因処理による敗北"
    assert fields(section)["Source"] == (
        "[敗北条件 › 敗北条件の種類 › 状況起因処理による敗北](https://mtgwiki.com/wiki/敗北条件)"
    )


def test_about_shows_file_names_not_paths() -> None:
    answer: AboutAnswer = {
        "version": "0.1.0",
        "built_at": None,
        "editions": [
            {"edition": "20260116", "lang": "en", "source": "/work/shared/data/cr/Rules_2026.txt"},
            {"edition": "20231117", "lang": "ja", "source": "MTG Wiki quotes"},
        ],
        "sources": [],
        "rules_attribution": "Magic: The Gathering Comprehensive Rules © Wizards of the Coast",
    }

    shown = fields(about_embed(answer, "en"))["Rules editions loaded"]

    assert shown == "20260116 (en) — Rules\\_2026.txt\n20231117 (ja) — MTG Wiki quotes"


@given(st.text(alphabet=st.sampled_from("ab _*~|`>#-[]()\\\n:/.httpsサブ"), max_size=80))
def test_quoted_escapes_exactly_like_discord_py(text: str) -> None:
    expected = discord.utils.escape_markdown(text, as_needed=False, ignore_links=True)
    assert quoted(text) == expected
