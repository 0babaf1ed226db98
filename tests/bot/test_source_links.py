"""bot/application/source_links.py: a rule linked by its number in today's rules (never to another
rule), a card to its Scryfall page, a wiki section to its heading; and the links reach the answers
the application layer gives every surface."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import unquote

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.application.source_links import SourceLinks, card_page_url, section_url
from bot.terminal.render_glossary import render_glossary
from rulesdb.editions import Edition, Editions
from tests.bot.test_cli import run
from tests.discord_standin import DiscordUser

YAWGATOG = "https://yawgatog.com/resources/magic-rules/#R"
# Subgames were 724 in 2023 and are 728 today; 724.5 is now the monarch.
EDITIONS = Editions(
    [
        Edition("20231117.0", "ja", True),
        Edition("20231013", "en", False, "MagicCompRules_20231013.txt"),
        Edition("20260116", "en", False, "MagicCompRules_20260116.txt"),
    ],
    {
        ("20231117.0", "724.5"): 1,
        ("20231013", "724.5"): 1,
        ("20260116", "728.5"): 1,
        ("20231013", "704.5a"): 2,
        ("20260116", "704.5a"): 2,
        ("20231013", "712.1"): 3,  # a rule today's edition no longer has
    },
)


def test_a_rule_is_linked_by_its_number_in_todays_rules() -> None:
    links = SourceLinks(EDITIONS)
    assert links.rule_url("704.5a", "20260116") == YAWGATOG + "7045a"
    assert links.rule_url("724.5", "20231013") == YAWGATOG + "7285"
    assert links.rule_url("724.5", "20231117.0") == YAWGATOG + "7285"
    assert links.rule_url("712.1", "20231013") is None  # not to whatever 712.1 is today
    custom = SourceLinks(EDITIONS, "https://rules.example.org/cr#r")
    assert custom.rule_url("704.5a", "20260116") == "https://rules.example.org/cr#r7045a"


def test_with_only_the_wikis_quotes_no_rule_is_linked() -> None:
    wiki_only = Editions([Edition("20231117.0", "ja", True)], {("20231117.0", "724.5"): 1})
    assert SourceLinks(wiki_only).rule_url("724.5", "20231117.0") is None


def test_a_card_and_a_wiki_section_are_linked() -> None:
    assert (
        card_page_url("Platinum Angel") == "https://scryfall.com/search?q=%21%22Platinum+Angel%22"
    )
    assert card_page_url("Fire // Ice").endswith("%21%22Fire+%2F%2F+Ice%22")
    url = section_url("https://mtgwiki.com/wiki/敗北条件", "敗北に影響する カード")
    assert url.isascii()
    assert unquote(url) == "https://mtgwiki.com/wiki/敗北条件#敗北に影響する_カード"
    # An address already percent-encoded is not encoded twice; a file is left as it is.
    encoded = "https://mtgwiki.com/wiki/%E6%95%97%E5%8C%97%E6%9D%A1%E4%BB%B6"
    assert section_url(encoded, "A").startswith(encoded + "#A")
    assert section_url("file:///tmp/page.html", "A") == "file:///tmp/page.html"


@pytest.fixture
async def application(served_db: Path) -> AsyncIterator[Application]:
    app = await JudgeApp.open(served_db, rule_links="https://rules.example.org/#R")
    yield app
    await app.close()


async def test_answers_carry_their_links(application: Application) -> None:
    card = await application.card("白金の天使")
    assert card["scryfall_url"] == card_page_url("Platinum Angel")
    mention = card["mentions"][0]
    assert unquote(mention["section_url"]) == f"{mention['url']}#{mention['section_path'][-1]}"
    assert unquote(card["lists"][0]["section_url"]).endswith("#" + card["lists"][0]["section"])
    (panel,) = await application.cards_in("[[Platinum Angel]]")
    assert panel["scryfall_url"] == card["scryfall_url"]
    found = await application.search("サブゲーム終了時の手順")
    sections = [hit for hit in found["hits"] if hit["kind"] == "section"]
    assert sections and all("#" in hit["section_url"] for hit in sections)


async def test_rules_are_linked_when_todays_rules_are_loaded(
    application: Application, official_rules: None
) -> None:
    rule = await application.rule("704.5a")
    assert rule["url"] == "https://rules.example.org/#R7045a"
    old = await application.rule("724.5", edition="20231013")
    assert old["url"] == "https://rules.example.org/#R7285"
    briefs = await application.rule_briefs(["704.5a"])
    assert briefs["704.5a"]["url"] == rule["url"]
    found = await application.search("704.5a")
    rule_hits = [hit for hit in found["hits"] if hit["kind"] == "rule"]
    assert rule_hits and all(
        hit["rule_url"].startswith("https://rules.example.org/#R") for hit in rule_hits
    )


@pytest.mark.parametrize(("locale", "source"), [("en-US", "Source"), ("ja", "出典")])
async def test_a_rule_on_discord_links_its_title_and_its_rules_file(
    discord_user: DiscordUser, official_rules: None, locale: str, source: str
) -> None:
    reply = await discord_user.run_command("rule", number="704.5a", locale=locale)

    # The application's rules page (this file's `application`: JUDGEBOT_RULE_LINKS's stand-in).
    assert reply.embed["url"] == "https://rules.example.org/#R7045a"
    (cited,) = [field["value"] for field in reply.embed["fields"] if field["name"] == source]
    assert "](https://rules.example.org/#R7045a)" in cited


def test_the_cli_prints_every_link(
    capsys: pytest.CaptureFixture[str], served_db: Path, official_rules: None
) -> None:
    code, out, _ = run(capsys, "rule", "704.5a", "--db", str(served_db), "--lang", "ja")
    assert code == 0 and f"<{YAWGATOG}7045a>" in out.splitlines()[1]
    code, out, _ = run(capsys, "card", "白金の天使", "--db", str(served_db))
    assert code == 0 and f"<{card_page_url('Platinum Angel')}>" in out.splitlines()[1]
    assert "#%E6%95%97%E5%8C%97%E3%81%AB" in out  # 敗北に影響するカード, the list's heading


@pytest.mark.parametrize(("locale", "term"), [("en-US", "deathtouch"), ("ja", "接死")])
async def test_a_glossary_entry_links_the_rules_it_points_to(
    discord_user: DiscordUser,
    application: Application,
    official_rules: None,
    locale: str,
    term: str,
) -> None:
    entry = await application.glossary(term, lang=locale[:2])
    assert entry["rules"] and all(
        rule["url"] == "https://rules.example.org/#R" + rule["number"].replace(".", "")
        for rule in entry["rules"]
    )

    reply = await discord_user.run_command("rule", number=term, locale=locale)

    values = {field["name"]: field["value"] for field in reply.embed["fields"]}
    for rule in entry["rules"]:
        assert values[f"CR {rule['number']}"].endswith(f"]({rule['url']})")
    assert f"<{entry['rules'][0]['url']}>" in render_glossary(entry, locale[:2])
