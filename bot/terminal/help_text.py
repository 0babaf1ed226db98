"""The console's help: its commands in the order a player reaches for them (asking first, the
lookups by number and name next, the walkthroughs after them), each with one example, in the
console's language; and the words that ask for it."""

from __future__ import annotations

# Typed alone, with or without the slash, these ask for the help rather than search for it
# (a bare line is otherwise a search: "help" used to find Form of the Squirrel).
HELP_WORDS = frozenset({"help", "?", "？", "ヘルプ"})

# The Japanese command names, as on Discord, so the Japanese help can show them.
JAPANESE_COMMANDS = {
    "検索": "search",
    "ルール": "rule",
    "カード": "card",
    "カード一覧": "cards",
    "シミュレート": "simulate",
    "手順": "step",
    "サブゲーム": "subgame",
    "敗北": "loss",
    "情報": "about",
    "ヘルプ": "help",
    "言語": "lang",
    "終了": "quit",
}

HELP = {
    "ja": """コマンド (例をそのまま入力できます):
  /検索 サブゲームで負けたらメインゲームはどうなる？
        日本語または英語で総合ルールとWikiを検索 (/ を付けずに入力しても検索します)
  /ルール 724.5
        総合ルールを番号で引く (CR 724.5, ７２４．５ａ, 末尾に版の日付 20231117 も可)
  /カード 白金の天使
        カードを日本語名・英語名で引く
  /カード一覧 サブゲームを行うカード
        Wikiのカードリストを表示する
  /シミュレート subgame-fork
        シナリオを一手ずつ確認する (/シミュレート だけでプリセットの一覧)
  /手順
        判定の出た直前の検索の状況を一手ずつ確認する
  /サブゲーム your_library=5 protection="Platinum Angel"
        オプションからサブゲームを組み立てて確認する
  /敗北 condition=poison protection="Platinum Angel"
        敗北条件 (life, poison, empty_library, effect, concede) を確認する
  /情報
        出典と読み込んだルールの版
  /言語 en   表示言語を切り替える        /終了   終了        ヘルプ または ?   この一覧
英語のコマンド名 (/search, /rule など) も使えます。
Discord では、メッセージのアプリメニューの「カードを調べる」と、チャットに書いた [[白金の天使]]
(運営者が JUDGEBOT_INLINE_CARDS=1 を設定している場合) でもカードを引けます。""",
    "en": """Commands (type an example as it is):
  /search what happens when I lose a subgame?
        search the rules and the wiki, in English or Japanese (a line without / is a search)
  /rule 704.5a
        a rule by number (CR 704.5a and ７０４．５ａ work too; an edition date may follow)
  /card Platinum Angel
        a card by its English or Japanese name
  /cards cards that start a subgame
        a card list from the wiki
  /simulate subgame-fork
        step through a scenario (/simulate alone lists the presets)
  /step
        step through the situation the last search's verdict judged
  /subgame your_library=5 protection="Platinum Angel"
        build a subgame from a few options and step through it
  /loss condition=poison protection="Platinum Angel"
        a way to lose (life, poison, empty_library, effect, concede)
  /about
        sources and the rules editions loaded
  /lang ja   switch the language      /quit   leave      help or ?   this list
On Discord, cards can also be looked up with "Look up cards" in a message's Apps menu, and by
writing [[Platinum Angel]] in chat (when the operator has set JUDGEBOT_INLINE_CARDS=1).""",
}


def console_command(line: str) -> tuple[str, str]:
    """`/検索 毒` -> ("search", "毒"); a help word alone -> ("help", ""); any other line
    without a slash is a search."""
    bare = line.lstrip("/").strip()
    if bare.lower() in HELP_WORDS:
        return "help", ""
    if not line.startswith("/"):
        return "search", line
    command, _, rest = line[1:].partition(" ")
    command = command.lower()
    return JAPANESE_COMMANDS.get(command, command), rest.strip()
