"""A card's panel from a hand-made answer (no shared data needed): the card first — names linked to
Scryfall, mana symbols, type line, Oracle text, P/T, the Japanese printing, the image as the
thumbnail —, then the rulings newest first, dated and marked English in a Japanese reply, then the
wiki's commentary and lists; the same panel for /card, "Look up cards" and `[[name]]`, through the
real bot and the stand-in."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping
from typing import Any

import pytest

from bot.application.answer_types import CardAnswer
from bot.discord_app.cogs.cards.panel import card_pages, card_panel, mana_cost
from bot.discord_app.shared.i18n import Lang
from bot.terminal.render_text import render_card
from rulesdb.answers import CardTextFields
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.bot.fake_app import FakeApplication
from tests.bot.looking import keep_for_looking
from tests.bot.test_discord_card_lookup import say
from tests.discord_standin import DiscordStandIn, DiscordUser

SCRYFALL = "https://scryfall.com/search?q=%21%22Platinum+Angel%22"
IMAGE = "https://api.scryfall.com/cards/named?exact=Platinum%20Angel&format=image"
ORACLE = "Flying\nYou can't lose the game and your opponents can't win the game."
JA_TEXT = "飛行\nあなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。"
WIKI = "https://mtgwiki.com/wiki/%E6%95%97%E5%8C%97%E6%9D%A1%E4%BB%B6"
# What the face prints and the Oracle entry gives for the whole card alike.
ANGEL_FACE: CardTextFields = {
    "name": "Platinum Angel",
    "mana_cost": "{7}",
    "type_line": "Artifact Creature — Angel",
    "text": ORACLE,
    "power": "4",
    "toughness": "4",
    "loyalty": None,
}
ANGEL: CardAnswer = {
    "ref": "card:Platinum Angel",
    "en": "Platinum Angel",
    "ja": "白金の天使",
    "lists": [
        {
            "page": "敗北条件",
            "section": "敗北に影響するカード",
            "position": 1,
            "note": None,
            "url": WIKI,
            "section_url": WIKI + "#%E6%95%97",
        }
    ],
    "mentions": [],
    "oracle": {
        **ANGEL_FACE,
        "layout": "normal",
        "keywords": ["Flying"],
        "faces": [
            {
                **ANGEL_FACE,
                "ja": {
                    "name": "白金の天使",
                    "type_line": "アーティファクト・クリーチャー — 天使",
                    "text": JA_TEXT,
                },
            }
        ],
        "scryfall_id": None,
        "oracle_id": None,
    },
    "rulings": [  # oldest first, as the card data stores them
        {"date": "2004-12-01", "text": "You can concede a game while Platinum Angel is out."},
        {"date": "2009-10-01", "text": "No game effect can cause you to lose the game."},
    ],
    "image_url": IMAGE,
    "keyword_rules": [
        {
            "keyword": "Flying",
            "ref": "rule:702.9",
            "number": "702.9",
            "edition": "20260116",
            "title": "Flying",
            "url": "https://yawgatog.com/resources/magic-rules/#R7029",
        }
    ],
    "commentary": [
        {"page": "白金の天使/Platinum Angel", "url": WIKI, "text": "白金の天使は敗北を防ぐ。"}
    ],
    "scryfall_url": SCRYFALL,
}


def field_names(embed: Mapping[str, Any]) -> list[str]:
    return [field["name"] for field in embed.get("fields") or []]


def test_mana_symbols_use_the_operators_emoji_where_there_is_one() -> None:
    emoji = {"W": "<:w:123456789012345678>", "2": "<:two:123456789012345679>"}
    assert (
        mana_cost("{2}{W}{W}", emoji) == "<:two:123456789012345679>" + "<:w:123456789012345678>" * 2
    )
    assert mana_cost("{2}{W/U}{X}", {"WU": "🌓"}) == "{2}🌓{X}"
    assert mana_cost("{7}", {}) == "{7}"


ORACLE = (
    "{7}\n*Artifact Creature — Angel*\nFlying\nYou can't lose the game and your opponents "
    "can't win the game.\n**4/4**"
)
PRINTED_JA = f"{{7}}\n*アーティファクト・クリーチャー — 天使*\n{JA_TEXT}\n**4/4**"


# The reader's printing first (the Japanese one for a Japanese reader), the other under it.
@pytest.mark.parametrize(
    ("lang", "card", "other", "other_text", "ruling", "lists"),
    [
        (
            "en",
            ORACLE,
            "Japanese printing: 白金の天使",
            "アーティファクト・クリーチャー — 天使",
            "Ruling 2009-10-01",
            "Lists",
        ),
        (
            "ja",
            PRINTED_JA,
            "オラクル・テキスト",
            "Artifact Creature — Angel",
            "裁定 2009-10-01（英語のまま）",
            "掲載リスト",
        ),
    ],
)
def test_the_card_comes_first_then_rulings_newest_first_then_the_wiki(
    lang: Lang, card: str, other: str, other_text: str, ruling: str, lists: str
) -> None:
    (page,) = [embed.to_dict() for embed in card_pages(copy.deepcopy(ANGEL), lang)]

    assert page["url"] == SCRYFALL and page["thumbnail"]["url"] == IMAGE
    assert page["description"] == card
    names = field_names(page)
    assert names[0] == other
    assert other_text in page["fields"][0]["value"]
    assert (
        page["fields"][1]["value"]
        == "Flying → [702.9](https://yawgatog.com/resources/magic-rules/#R7029)"
    )
    assert names[2:4] == [ruling, ruling.replace("2009-10-01", "2004-12-01")]
    assert names[4].endswith("白金の天使/Platinum Angel") and names[5] == lists
    assert f"]({WIKI}#%E6%95%97)" in page["fields"][5]["value"]


@pytest.mark.parametrize("cards", [1, 5])
def test_the_panel_for_several_cards_keeps_the_same_order_within_its_share(cards: int) -> None:
    budget = 5800 // cards
    many = copy.deepcopy(ANGEL)
    many["rulings"] *= 40
    many["oracle"]["faces"][0]["text"] *= 30  # a card with a very long text
    japanese = many["oracle"]["faces"][0]["ja"]
    assert japanese is not None
    japanese["text"] = str(japanese["text"]) * 30
    many["lists"] *= 10
    panel = card_panel(many, "ja", budget=budget).to_dict()

    assert len(card_panel(many, "ja", budget=budget)) <= budget
    assert panel["description"].startswith("{7}\n*アーティファクト・クリーチャー — 天使*")
    assert field_names(panel) == [
        "オラクル・テキスト",
        "裁定 2009-10-01（英語のまま）",
        "掲載リスト",
    ]
    assert panel["thumbnail"]["url"] == IMAGE and panel["url"] == SCRYFALL
    assert not any(field["inline"] for field in panel["fields"])  # each readable at full width
    assert panel["footer"]["text"].startswith("裁定80件・掲載リスト10件")
    many["ja"] = "天" * 300  # and a title at Discord's limit: what does not fit is left out
    assert len(card_panel(many, "ja", budget=budget)) <= budget


class HandMadeCards(FakeApplication):
    """The fake application layer, answering every card with the hand-made panel's card."""

    async def card(self, name: str) -> CardAnswer:
        return copy.deepcopy(ANGEL)

    async def cards_in(self, text: str, *, plain: bool = True) -> list[CardAnswer]:
        return [copy.deepcopy(ANGEL)] if "angel" in text.lower() or "天使" in text else []


@pytest.mark.parametrize(
    ("locale", "label", "type_line"),
    [
        ("en-US", "Image: Platinum Angel", "Artifact Creature"),
        ("ja", "画像: 白金の天使", "アーティファクト・クリーチャー"),
    ],
)
async def test_card_look_up_and_inline_show_the_same_panel(
    make_bot: MakeBot, standin: DiscordStandIn, locale: str, label: str, type_line: str
) -> None:
    emoji = {"7": "<:mana7:123456789012345678>"}
    settings = dataclasses.replace(TEST_SETTINGS, inline_cards=True, mana_emoji=emoji)
    bot = await make_bot(app=HandMadeCards(), bot_settings=settings)
    user = DiscordUser(standin, "alice")

    card = await user.run_command("card", name="Platinum Angel", locale=locale)
    # One page and a link: nothing holds a session (given up once the reply is sent).
    await standin.wait_for(lambda: len(bot.sessions) == 0)
    written = user.chat_message("Does Platinum Angel stop it?")
    looked_up = await user.run_message_command("Look up cards", written, locale=locale)
    keep_for_looking(f"card-{locale}", locale[:2], "Platinum Angel", card.message, command="/card")

    first = card.embed
    assert first["description"].startswith(f"<:mana7:123456789012345678>\n*{type_line}")
    assert first["url"] == SCRYFALL and first["thumbnail"]["url"] == IMAGE
    (image,) = [button for button in card.buttons if button.get("url")]
    assert image["url"] == IMAGE and image["label"] == label and image["style"] == 5
    (panel,) = looked_up.embeds
    assert panel["description"] == first["description"]
    # The other printing, then the newest ruling (the keyword rules are /card's alone).
    assert field_names(panel)[:2] == [field_names(first)[0], field_names(first)[2]]
    assert [button["url"] for button in looked_up.buttons] == [IMAGE]

    await say(standin, user, "[[Platinum Angel]]")
    await standin.wait_for(lambda: bool(standin.channel_posts))
    (post,) = standin.channel_posts
    # A chat message has no locale: its own script (English here) chooses the language.
    english = ORACLE.replace("{7}", "<:mana7:123456789012345678>")
    assert post["embeds"][0]["description"] == english
    assert field_names(post["embeds"][0])[0] == "Japanese printing: 白金の天使"
    (row,) = post["components"]
    assert [button["url"] for button in row["components"]] == [IMAGE]


@pytest.mark.parametrize(
    ("lang", "rulings", "lists"),
    [
        ("en", "Rulings (newest first):", "On lists:"),
        ("ja", "裁定(新しい順・英語のまま):", "掲載リスト:"),
    ],
)
def test_the_text_shows_the_card_in_the_panels_order(lang: str, rulings: str, lists: str) -> None:
    lines = render_card(copy.deepcopy(ANGEL), lang).splitlines()
    # The reader's printing first, the other under it.
    card, other = ("Artifact Creature — Angel", "[ja] アーティファクト・クリーチャー — 天使")
    if lang == "ja":
        card, other = (
            "アーティファクト・クリーチャー — 天使",
            "[オラクル] Artifact Creature — Angel",
        )

    assert lines[:3] == ["白金の天使/Platinum Angel", f"  <{SCRYFALL}>", f"{{7}}  {card}  4/4"]
    order = [
        2,
        lines.index(other),
        next(
            i for i, line in enumerate(lines) if "702.9 (20260116) <https://yawgatog.com/" in line
        ),
        lines.index(rulings),
        lines.index("  2009-10-01 No game effect can cause you to lose the game."),
        lines.index("  2004-12-01 You can concede a game while Platinum Angel is out."),
        next(i for i, line in enumerate(lines) if line.endswith(f"<{WIKI}>")),  # commentary
        lines.index(lists),
    ]
    assert order == sorted(order)
    assert lines[-1] == f"    <{WIKI}#%E6%95%97>"  # the list, at its heading
