"""Every reply fits Discord's limits: long answers paginate, cuts are marked, never mid-word."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from bot.application.answer_types import CardAnswer, CardListAnswer, RuleAnswer, SearchHit
from bot.application.app_protocol import AutocompleteKind, Choice
from bot.discord_app.cogs.cards.embeds import card_list_pages
from bot.discord_app.cogs.cards.panel import card_pages
from bot.discord_app.cogs.rules.embeds import rule_pages
from bot.discord_app.cogs.search.embeds import hit_embed
from bot.discord_app.cogs.simulate.walkthrough_embed import WalkthroughPosition, step_embed
from bot.discord_app.shared import limits
from bot.walkthroughs.cited_rules import CitedRule
from bot.walkthroughs.model import present
from bot.walkthroughs.scenario_service import ScenarioService
from tests.bot.conftest import MakeBot
from tests.bot.fake_app import FakeApplication, rule_answer
from tests.discord_standin import DiscordStandIn, DiscordUser

JAPANESE = "サブゲームの終了時に、自身がオーナーであるカードをメインゲームのライブラリーに戻す。"
ENGLISH = "At the end of a subgame, each player takes all cards they own that are in the subgame. "
WORDS = st.text(alphabet=st.sampled_from("abcdef サブゲーム、。 \n*_"), min_size=0, max_size=3000)


@given(text=WORDS, limit=st.integers(min_value=1, max_value=1200))
def test_truncate_fits_and_marks_every_cut(text: str, limit: int) -> None:
    cut = limits.truncate(text, limit)

    assert len(cut) <= limit
    if cut != text:
        assert cut.endswith(limits.MARKER)
        assert text.startswith(cut[: -len(limits.MARKER)])


def test_truncate_prefers_word_and_sentence_boundaries() -> None:
    assert limits.truncate("one two three four", 12) == "one two…"
    assert limits.truncate("一つ目の文です。二つ目の文", 10) == "一つ目の文です。…"
    assert limits.truncate("白金の天使、死者の鏡、卓絶", 10) == "白金の天使、…"
    assert limits.truncate("x" * 50, 10) == "x" * 9 + "…"  # no boundary: a marked hard cut


@given(text=WORDS, limit=st.integers(min_value=20, max_value=500))
def test_split_text_keeps_everything_within_the_limit(text: str, limit: int) -> None:
    pieces = limits.split_text(text, limit)

    assert all(0 < len(piece) <= limit for piece in pieces)
    rebuilt = "".join(piece.replace(limits.MARKER, "") for piece in pieces)
    assert "".join(rebuilt.split()) == "".join(text.replace(limits.MARKER, "").split())


def huge_rule(children: int) -> tuple[RuleAnswer, list[RuleAnswer]]:
    answer = rule_answer(
        "702.19",
        "20260116",
        JAPANESE * 80,
        ENGLISH * 80,
        parent="702",
        children=[f"702.19{chr(97 + i % 26)}" for i in range(children)],
        examples=[ENGLISH * 30, ENGLISH * 30],
        other_editions=[{"edition": "20231117", "number": "702.19"}],
        sources=[{"page": "トランプル", "url": "https://mtgwiki.com/wiki/トランプル"}],
    )
    kids = [
        rule_answer(f"702.19{i}", "20260116", JAPANESE * 10, ENGLISH * 10) for i in range(children)
    ]
    return answer, kids


def test_a_huge_rule_paginates_within_limits() -> None:
    answer, children = huge_rule(80)

    pages = rule_pages(answer, children, "en")

    assert len(pages) > 3
    for page in pages:
        assert limits.message_violations({"embeds": [page.to_dict()]}) == []
    subrules = [f for page in pages for f in page.fields if f.name.startswith("Subrules")]
    assert len(subrules) == 80  # nothing dropped: every subrule is on some page
    assert pages[0].description.count(limits.MARKER) == 1  # the reader's language, cut, marked


def test_long_hits_cards_lists_and_steps_fit() -> None:
    hit: SearchHit = {
        "ref": "section:敗北条件#x",
        "kind": "section",
        "title": "x" * 300,
        "score": 0.5,
        "lang": "ja",
        "page": "敗北条件",
        "section_path": ["x" * 300] * 3,
        "text": JAPANESE * 200,
        "url": "https://mtgwiki.com/wiki/敗北条件",
    }
    assert limits.message_violations({"embeds": [hit_embed(hit, "ja", 0, 25).to_dict()]}) == []

    url = "https://mtgwiki.com/wiki/敗北条件"
    card: CardAnswer = {
        "ref": "card:" + "A" * 200,
        "en": "A" * 200,
        "ja": "カ" * 200,
        "lists": [{"page": "p" * 90, "section": "s" * 90, "position": 1, "note": None, "url": url}]
        * 40,
        "mentions": [
            {"page": "敗北条件", "section_path": ["敗北"], "text": JAPANESE * 30, "url": url}
        ]
        * 60,
    }
    pages = card_pages(card, "ja")
    assert len(pages) > 1
    assert all(limits.message_violations({"embeds": [p.to_dict()]}) == [] for p in pages)

    listing: CardListAnswer = {
        "query": "q",
        "lists": [
            {
                "page": "p",
                "section": "s",
                "section_path": ["s"],
                "score": 1.0,
                "cards": [
                    {"en": "Card " * 30, "ja": "カード" * 30, "note": "n" * 300} for _ in range(300)
                ],
            }
        ],
    }
    pages = card_list_pages(listing, "en")
    assert len(pages) >= 15
    assert all(limits.message_violations({"embeds": [p.to_dict()]}) == [] for p in pages)

    result = ScenarioService().run_preset("subgame-fork", lang="en")
    step = result["steps"][-1]
    big_player = {**step["state"]["players"][0], "name": "N" * 200, "life": 1, "poison": 2}
    step.update(
        title="T" * 500,
        text=ENGLISH * 100,
        title_i18n={"en": "T" * 500},
        text_i18n={"en": ENGLISH * 100},
        rules=[f"1.{i}" for i in range(40)],
        state={**step["state"], "depth": 2, "players": [big_player] * 30},
    )
    result.update(title="t", steps=[step])
    texts = {f"1.{i}": CitedRule(f"1.{i}", f"1.{i}", "20231117", ENGLISH * 40) for i in range(40)}
    walk = present(result, lang="en", rules=texts)
    embed = step_embed(WalkthroughPosition(walk))
    assert limits.message_violations({"embeds": [embed.to_dict()]}) == []


def test_message_violations_catch_what_discord_refuses() -> None:
    payload: dict[str, Any] = {
        "content": "x" * 2001,
        "embeds": [
            {
                "title": "t",
                "description": "d" * 4097,
                "fields": [{"name": "n", "value": "v" * 1025}] * 26,
            }
        ],
        "components": [{"type": 1, "components": [{"type": 2, "custom_id": "c" * 101}] * 6}] * 6,
    }
    problems = limits.message_violations(payload)
    assert any(p.startswith("content") for p in problems)
    assert any("description" in p for p in problems)
    assert any("fields: 26" in p for p in problems)
    assert any("total" in p for p in problems)
    assert any("custom_id" in p for p in problems)
    assert any("rows" in p for p in problems)
    assert any("6 items" in p for p in problems)


class Overflowing(FakeApplication):
    """An application layer that answers beyond Discord's limits, to prove the bot trims."""

    async def autocomplete(
        self, kind: AutocompleteKind, partial: str, *, lang: str = "en"
    ) -> list[Choice]:
        long = [Choice(f"{'長い名前' * 40} {i}", f"value-{i}") for i in range(40)]
        return [*long, Choice("too long a value", "v" * 150)]

    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        answer, _ = huge_rule(0)
        answer["number"] = number
        answer["children"] = [f"{number}{chr(97 + i)}" for i in range(20)] if "." in number else []
        answer["previous"] = answer["next"] = None
        return answer


async def test_oversized_answers_are_trimmed_and_paginated_on_the_wire(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    await make_bot(app=Overflowing())
    user = DiscordUser(standin)

    choices = await user.autocomplete("rule", "number", "7")
    assert len(choices) == 25 and all(len(c["name"]) <= 100 for c in choices)
    assert all(c["name"].endswith(limits.MARKER) for c in choices)

    reply = await user.run_command("rule", number="702.19")
    assert reply.describe_buttons()[3:5] == ["◀", reply.buttons[4]["label"]]
    pages = int(reply.buttons[4]["label"].split("/")[1])
    assert pages > 1
    for _ in range(pages - 1):
        reply = await user.press(reply, "▶")
    assert reply.buttons[4]["label"] == f"{pages}/{pages}"
    # The stand-in (like Discord) refused nothing; the fixture asserts that for every payload.
