"""What /help lists: the slash commands in the order a player reaches for them, each with one
example in the reader's language, and the two ways to look up cards without a command."""

from __future__ import annotations

from typing import NamedTuple

from bot.discord_app.shared.i18n import Lang


class HelpEntry(NamedTuple):
    """A command as /help lists it, in the reader's language."""

    shown_name: str
    description: str
    example: str


# Asking comes first; the lookups by number and name next; the walkthroughs after them.
ORDER = ("search", "rule", "card", "cards", "simulate", "subgame", "loss", "about")

# The options after the command, as Discord shows them once filled in (its option and choice
# names in the reader's language).
EXAMPLES: dict[str, dict[Lang, str]] = {
    "search": {
        "ja": "質問:サブゲームで負けたらメインゲームはどうなる？",
        "en": "question:what happens when I lose a subgame?",
    },
    "rule": {"ja": "番号:724.5", "en": "number:704.5a"},
    "card": {"ja": "名前:白金の天使", "en": "name:Platinum Angel"},
    "cards": {"ja": "リスト:サブゲームを行うカード", "en": "list:cards that start a subgame"},
    "simulate": {"ja": "プリセット:subgame-fork", "en": "preset:subgame-fork"},
    "subgame": {
        "ja": "自分のライブラリー:5 保護:白金の天使",
        "en": "your_library:5 protection:Platinum Angel",
    },
    "loss": {
        "ja": "条件:毒カウンター10個 保護:白金の天使",
        "en": "condition:Ten poison counters protection:Platinum Angel",
    },
    "about": {"ja": "", "en": ""},
}

EXAMPLE_LABEL: dict[Lang, str] = {"ja": "例", "en": "e.g."}

LOOKUPS_TITLE: dict[Lang, str] = {
    "ja": "コマンドを使わずにカードを引く",
    "en": "Cards without a command",
}
LOOKUPS: dict[Lang, str] = {
    "ja": (
        "• メッセージを右クリック（スマホでは長押し）→ アプリ →「カードを調べる」: "
        "そのメッセージに出てくるカードをまとめて表示\n"
        "• チャットに `[[白金の天使]]` と書く: そのカードを表示"
        "（運営者が JUDGEBOT_INLINE_CARDS=1 を設定している場合）"
    ),
    "en": (
        "• Right-click a message (long-press on a phone) → Apps → “Look up cards”: "
        "the cards that message names\n"
        "• Write `[[Platinum Angel]]` in chat: that card's panel "
        "(when the operator has set JUDGEBOT_INLINE_CARDS=1)"
    ),
}


def ordered(names: list[str]) -> list[str]:
    """The command names in ORDER, any the order does not know after them (by name), /help
    itself left out: whoever reads it has found it."""
    known = [name for name in ORDER if name in names]
    rest = sorted(name for name in names if name not in ORDER and name != "help")
    return known + rest


def example(lang: Lang, name: str, shown_name: str) -> str:
    """`/検索 質問:…` — the command as the reader would type it."""
    options = EXAMPLES.get(name, {}).get(lang, "")
    return f"`/{shown_name} {options}`" if options else f"`/{shown_name}`"
