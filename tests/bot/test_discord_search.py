"""/search: the best answer quoted with its source, and a select menu of the other hits.

Expectations come from the application layer's own hits, so these hold for any application.
"""

from __future__ import annotations

from typing import Any

from bot.application.app_protocol import Application
from bot.discord_app.shared.embeds import quoted
from tests.bot.looking import keep_for_looking
from tests.discord_standin import DiscordUser

QUESTION = "サブゲームの終了時"


def as_quote(text: str) -> str:
    """A hit's text as the bot quotes it: escaped, every line behind '> '."""
    return "\n".join(f"> {line}" if line.strip() else ">" for line in quoted(text).splitlines())


def title_of(hit: dict[str, Any]) -> str:
    if hit["kind"] == "rule":
        return f"CR {hit['title']}"
    if hit.get("page"):
        return " › ".join([hit["page"], *hit.get("section_path", [])[-1:]])
    return str(hit["title"])


async def test_search_quotes_the_best_hit_and_offers_the_others(
    discord_user: DiscordUser, application: Application
) -> None:
    hits = (await application.search(QUESTION, limit=25))["hits"]
    best = hits[0]
    assert len(hits) > 2

    reply = await discord_user.run_command("search", question=QUESTION)

    embed = reply.embed
    assert embed["title"] == title_of(best)
    assert embed["description"] == as_quote(best["text"])[:4096]
    source = embed["fields"][0]
    assert source["name"] == "Source"
    if best.get("url"):  # a section at its heading
        assert f"]({best.get('section_url') or best['url']})" in source["value"]
        assert embed.get("url") == (best.get("rule_url") or best.get("section_url"))
    menu = reply.select
    labels = [option["label"] for option in menu["options"]]
    assert labels == [title_of(hit)[:100] for hit in hits]
    assert menu["options"][0]["default"] is True
    assert embed["footer"]["text"] == f"Result 1 of {len(hits)}"


async def test_choosing_another_hit_shows_it_in_place(
    discord_user: DiscordUser, application: Application
) -> None:
    hits = (await application.search(QUESTION, limit=25))["hits"]
    # A wiki section other than the one shown first.
    wanted = next(i for i, hit in enumerate(hits) if i > 0 and hit["kind"] == "section")
    first = await discord_user.run_command("search", question=QUESTION)

    chosen = await discord_user.choose(first, str(wanted))

    assert chosen.callback_type == 7 and chosen.message["id"] == first.message["id"]
    # The wiki's text is quoted exactly as written.
    assert chosen.embed["description"] == as_quote(hits[wanted]["text"])
    assert chosen.embed["title"] == title_of(hits[wanted])
    assert chosen.embed["footer"]["text"] == f"Result {wanted + 1} of {len(hits)}"
    assert chosen.select["options"][wanted]["default"] is True
    assert chosen.select["options"][0]["default"] is False


async def test_english_question_is_answered_too(
    discord_user: DiscordUser, application: Application
) -> None:
    hits = (await application.search("ten or more poison counters", limit=25))["hits"]

    reply = await discord_user.run_command("search", question="ten or more poison counters")

    assert reply.embed["title"] == title_of(hits[0])
    assert reply.embed["description"] == as_quote(hits[0]["text"])[:4096]


async def test_wiki_text_stays_japanese_for_english_readers(
    discord_user: DiscordUser, application: Application
) -> None:
    hits = (await application.search("旧ルール 追放されたまま", limit=25))["hits"]
    section = next(i for i, hit in enumerate(hits) if hit["kind"] == "section")
    reply = await discord_user.run_command("search", question="旧ルール 追放されたまま")
    if section:
        reply = await discord_user.choose(reply, str(section))

    assert reply.embed["description"] == as_quote(hits[section]["text"])
    assert "旧ルール" in reply.embed["title"] or "サブゲーム" in reply.embed["title"]
    assert reply.embed["fields"][0]["name"] == "Source"  # only the bot's own labels are English


async def test_no_hits_is_a_private_message(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("search", question="zzzz qqqq", locale="ja")

    assert reply.ephemeral
    assert reply.content == "「zzzz qqqq」に該当するものはありません。"


async def test_the_best_answer_comes_first_with_its_cards_and_walkthrough(
    discord_user: DiscordUser, application: Application
) -> None:
    question = "Platinum Angel and 0 life, when do I lose?"
    answer = await application.search(question, limit=25)
    best = answer["best"]
    assert best is not None

    reply = await discord_user.run_command("search", question=question)

    embed = reply.embed
    assert embed["title"] == title_of(best["hit"])
    fields = {field["name"]: field["value"] for field in embed["fields"]}
    assert "Platinum Angel" in fields["Cards in the question"]
    assert "`/simulate loss-platinum-angel`" in fields["See it step by step"]
    assert "score" not in str(embed).lower()
    labels = [option["label"] for option in reply.select["options"]]
    assert labels[0] == title_of(best["hit"])[:100]
    assert len(labels) == len(answer["hits"])


async def test_a_cards_name_alone_is_answered_by_the_card_without_card_data(
    discord_user: DiscordUser, application: Application
) -> None:
    """The bundled corpus has no card data: the card is known from the wiki's sentence that
    names it; that card (linked to its page), not a rule sharing a word of its name, is the
    answer, and the wiki's section naming it follows."""
    answer = (await application.search("Angel's Grace", limit=25))["answer"]
    assert answer[0]["ref"] == "card:Angel's Grace"

    reply = await discord_user.run_command("search", question="Angel's Grace", locale="en-US")
    keep_for_looking("search-card-name-no-card-data-en", "en", "Angel's Grace", reply.message)
    assert reply.embed["title"] == "天使の嗜み/Angel's Grace"
    # No text of its own to quote: the wiki's section that names it comes next.
    assert reply.embed["fields"][0]["name"] == "敗北条件 › 敗北に影響するカード"
