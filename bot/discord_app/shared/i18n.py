"""Japanese command names and descriptions, and the bot's own reply strings in ja and en.

Command metadata is written in English in the cogs; `JudgeTranslator` gives Discord the Japanese
for every name, description and choice at sync time. Replies follow the interaction's locale
(`ja` -> Japanese, anything else -> English). Text quoted from the wiki is never translated.
"""

from __future__ import annotations

import logging
from typing import Literal

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from rulesdb.text.normalize import has_japanese

log = logging.getLogger(__name__)

Lang = Literal["ja", "en"]

COMMAND_NAMES_JA: dict[str, str] = {
    "rule": "ルール",
    "search": "検索",
    "card": "カード",
    "cards": "カード一覧",
    "simulate": "シミュレート",
    "subgame": "サブゲーム",
    "loss": "敗北",
    "help": "ヘルプ",
    "about": "情報",
    "Look up cards": "カードを調べる",  # the message context menu
}

PARAMETER_NAMES_JA: dict[str, str] = {
    "number": "番号",
    "edition": "版",
    "question": "質問",
    "name": "名前",
    "list": "リスト",
    "preset": "プリセット",
    "file": "ファイル",
    "your_library": "自分のライブラリー",
    "opponent_library": "対戦相手のライブラリー",
    "your_life": "自分のライフ",
    "opponent_life": "対戦相手のライフ",
    "your_poison": "自分の毒カウンター",
    "opponent_poison": "対戦相手の毒カウンター",
    "protection": "保護",
    "fork": "フォーク",
    "concede": "投了",
    "condition": "条件",
    "life": "ライフ",
    "poison": "毒カウンター",
    "library": "ライブラリー",
    "protection_leaves": "保護が離れる",
}

# Descriptions and choice names, keyed by their English text as written in the cogs.
TEXTS_JA: dict[str, str] = {
    # command descriptions
    "Show a Comprehensive Rules entry, its subrules and its number in other editions": (
        "総合ルールの項目とそのサブルール、他の版での番号を表示"
    ),
    "Search the rules and the wiki": "総合ルールとWikiを検索",
    "Show a card's names, the lists it is on and where the wiki discusses it": (
        "カードの日英名、掲載リスト、Wikiでの言及を表示"
    ),
    "Show a whole card list from the wiki": "Wikiのカード一覧を表示",
    "Walk through a scenario step by step": "シナリオを1ステップずつ解説",
    "Walk through a subgame (Shahrazad) built from a few options": (
        "いくつかの設定からサブゲーム(Shahrazad)を組み立てて解説"
    ),
    "Walk through a way to lose the game, with or without a protection": (
        "敗北条件を、保護カードの有無を選んで解説"
    ),
    "How to use the bot": "ボットの使い方",
    "Sources, rules editions and version": "出典、ルールの版、バージョン",
    # parameter descriptions
    "Rule number (724.5, 104.3a) or glossary term (deathtouch)": (
        "ルール番号(例: 724.5、104.3a)または用語集の用語(例: 接死、deathtouch)"
    ),
    "Rules edition (effective date)": "総合ルールの版(発効日)",
    "Your question, in Japanese or English": "質問(日本語または英語)",
    "Card name, in Japanese or English": "カード名(日本語または英語)",
    "A list title or a question about cards": "一覧の題名、またはカードについての質問",
    "A ready-made scenario": "用意されたシナリオ",
    "Your own scenario file (JSON or YAML)": "自作のシナリオファイル(JSONまたはYAML)",
    "Cards in your library": "自分のライブラリーの枚数",
    "Cards in your opponent's library": "対戦相手のライブラリーの枚数",
    "Your life total": "自分のライフ",
    "Your opponent's life total": "対戦相手のライフ",
    "Your poison counters": "自分の毒カウンターの数",
    "Your opponent's poison counters": "対戦相手の毒カウンターの数",
    "A card on your battlefield that affects losing": "敗北に影響する、自分の戦場のカード",
    "Your opponent copies Shahrazad with Fork": "対戦相手がForkでShahrazadをコピーする",
    "Who concedes the subgame": "サブゲームを投了するプレイヤー",
    "How you would lose": "敗北の仕方",
    "Your life total at the start": "開始時の自分のライフ",
    "Your poison counters at the start": "開始時の自分の毒カウンターの数",
    "Cards in your library at the start": "開始時の自分のライブラリーの枚数",
    "The protection then leaves the battlefield (if it kept you in the game)": (
        "その後、保護カードが戦場を離れる(敗北を防いでいた場合)"
    ),
    # choice names
    "You": "自分",
    "Your opponent": "対戦相手",
    "None": "なし",
    "Life 0 or less": "ライフが0以下",
    "Ten poison counters": "毒カウンター10個",
    "Drawing from an empty library": "空のライブラリーから引く",
    "An effect says you lose": "効果による敗北",
    "Conceding": "投了",
}


class JudgeTranslator(app_commands.Translator):
    """Japanese for command names, descriptions and choices; Discord shows them to `ja` users."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale is not discord.Locale.japanese:
            return None
        explicit = string.extras.get("ja")
        if explicit:
            return str(explicit)
        message = string.message
        if context.location is Where.command_name:
            return COMMAND_NAMES_JA.get(message)
        if context.location is Where.parameter_name:
            return PARAMETER_NAMES_JA.get(message)
        return TEXTS_JA.get(message)


_ENGLISH_LOCALES = frozenset({discord.Locale.american_english, discord.Locale.british_english})


def interaction_lang(interaction: discord.Interaction, text: str | None = None) -> Lang:
    """The reply language for an interaction: Japanese for the `ja` locale, English for an
    English one; a client in another language gets the language of `text` (the question the
    user typed) when there is one, else English."""
    if interaction.locale is discord.Locale.japanese:
        return "ja"
    if interaction.locale in _ENGLISH_LOCALES or text is None:
        return "en"
    return "ja" if has_japanese(text) else "en"


_REPLIES: dict[str, dict[Lang, str]] = {
    "not_owner": {
        "ja": "このボタンは、コマンドを実行した人だけが使えます。",
        "en": "Only the person who ran this command can use these buttons.",
    },
    "rule_text_placeholder": {
        "ja": "ルールの全文を見る",
        "en": "Read a rule's full text",
    },
    "expired": {
        "ja": "この表示は期限切れです。コマンドをもう一度実行してください。",
        "en": "This has expired. Run the command again.",
    },
    "walkthrough_ended": {
        "ja": (
            "このウォークスルーはボットの再起動で終了しました。コマンドをもう一度実行してください。"
        ),
        "en": "This walkthrough ended when the bot restarted; run the command again.",
    },
    "buttons_ended": {
        "ja": (
            "このボタンはボットの再起動で使えなくなりました。コマンドをもう一度実行してください。"
        ),
        "en": "These buttons stopped working when the bot restarted; run the command again.",
    },
    "busy": {
        "ja": "ただいま混み合っています。{minutes}分後にもう一度お試しください。",
        "en": "The bot is busy right now. Please try again in {minutes} minute(s).",
    },
    "cooldown": {
        "ja": "少し待ってください({seconds:.1f}秒後に使えます)。",
        "en": "Slow down: try again in {seconds:.1f}s.",
    },
    "error": {
        "ja": "エラーが発生しました。記録したので、もう一度お試しください。",
        "en": "Something went wrong; it has been logged. Please try again.",
    },
    "not_found": {"ja": "見つかりません: {what}", "en": "Not found: {what}"},
    "did_you_mean": {"ja": "候補: {suggestions}", "en": "Did you mean: {suggestions}"},
    "rules_not_loaded": {
        "ja": "公式の総合ルールはまだ読み込まれていません"
        " (今あるのは MTG Wiki が引用するルールだけです)。"
        "ボットの管理者が `judgebot update` で読み込めます。",
        "en": "The official Comprehensive Rules are not loaded yet (only the rules the MTG Wiki "
        "quotes are); the bot's operator loads them with `judgebot update`.",
    },
    "bad_input": {"ja": "入力に問題があります: {message}", "en": "Invalid input: {message}"},
    "bad_input_field": {
        "ja": "入力に問題があります({field}): {message}",
        "en": "Invalid input ({field}): {message}",
    },
    "no_hits": {"ja": "「{query}」に該当するものはありません。", "en": "No results for “{query}”."},
    "subrules": {"ja": "サブルール", "en": "Subrules"},
    "other_editions": {"ja": "他の版での番号", "en": "In other editions"},
    "older_numbers": {"ja": "以前の番号", "en": "Formerly"},
    "renumbered": {
        "ja": "番号変更: {number} ({edition}) はこの版では {now}",
        "en": "Renumbered: {number} ({edition}) is {now} in this edition",
    },
    "source": {"ja": "出典", "en": "Source"},
    "examples": {"ja": "例", "en": "Examples"},
    "edition": {"ja": "版", "en": "Edition"},
    "other_hits": {"ja": "他の検索結果", "en": "Other results"},
    "hit_of": {"ja": "検索結果 {n}/{count}", "en": "Result {n} of {count}"},
    "part_of": {"ja": "上位のルール {number}", "en": "Part of rule {number}"},
    "cards_named": {"ja": "質問中のカード", "en": "Cards in the question"},
    "step_by_step": {"ja": "手順を追って見る", "en": "See it step by step"},
    "glossary": {"ja": "総合ルール 用語集", "en": "Comprehensive Rules glossary"},
    "rules": {"ja": "総合ルール", "en": "Comprehensive Rules"},
    "lists": {"ja": "掲載リスト", "en": "Lists"},
    "mentions": {"ja": "Wikiでの言及", "en": "Discussed on the wiki"},
    "commentary": {"ja": "Wikiの解説", "en": "The wiki's page on the card"},
    "none": {"ja": "なし", "en": "None"},
    "other_lists": {"ja": "他の一覧: {titles}", "en": "Other lists: {titles}"},
    "cards_count": {"ja": "{count}枚", "en": "{count} cards"},
    "oracle_text": {"ja": "オラクル・テキスト", "en": "Oracle text"},
    "japanese_text": {"ja": "日本語版", "en": "Japanese printing"},
    "keyword_rules": {"ja": "キーワードのルール", "en": "Keyword rules"},
    "rulings": {"ja": "裁定", "en": "Rulings"},
    "ruling_of": {"ja": "裁定 ({date}・英語のまま)", "en": "Ruling ({date})"},
    "verdict": {"ja": "判定", "en": "Verdict"},
    "verdict_rules": {"ja": "根拠 ({edition}版): {rules}", "en": "Rules ({edition}): {rules}"},
    "step_through": {"ja": "この状況を手順で見る", "en": "Step through this situation"},
    "image": {"ja": "カード画像", "en": "Card image"},
    "oracle_list": {
        "ja": "オラクル・テキストに含むカード",
        "en": "Cards whose Oracle text says it",
    },
    "no_list": {
        "ja": "「{query}」に該当する一覧はありません。",
        "en": "No card list for “{query}”.",
    },
    "choose_one_scenario": {
        "ja": "preset か file のどちらか一つを指定してください。",
        "en": "Give exactly one of preset or file.",
    },
    "file_too_large": {
        "ja": "ファイルが大きすぎます({size}バイト、上限{limit}バイト)。",
        "en": "The file is too large ({size} bytes, at most {limit}).",
    },
    "no_cards_in_message": {
        "ja": "このメッセージにはカード名が見つかりません。[[カード名]] の形で書くと確実です。",
        "en": "No card names found in this message. Writing them as [[Card Name]] always works.",
    },
    "card_panel_footer": {
        "ja": "裁定{rulings}件・掲載リスト{lists}件・Wikiでの言及{mentions}件 — 詳しくは /カード",
        "en": "{rulings} ruling(s), on {lists} list(s), discussed {mentions} time(s) on the wiki"
        " — /card for more",
    },
    "did_you_mean_buttons": {"ja": "もしかして:", "en": "Did you mean:"},
    "bad_button": {
        "ja": "このボタンは読み取れません。コマンドをもう一度使ってください。",
        "en": "This button cannot be read; please run the command again.",
    },
    "ruling_dated": {"ja": "裁定 {date}（英語のまま）", "en": "Ruling {date}"},
    "full_image": {"ja": "画像: {name}", "en": "Image: {name}"},
    "help_title": {"ja": "judgebot の使い方", "en": "How to use judgebot"},
    "help_intro": {
        "ja": "MTGの総合ルールとMTG Wikiの記事から答えます。Wikiの文章はそのまま引用します。",
        "en": "Answers from the Comprehensive Rules and MTG Wiki. Wiki text is quoted as written.",
    },
    "about_title": {"ja": "judgebot について", "en": "About judgebot"},
    "version": {"ja": "バージョン", "en": "Version"},
    "editions": {"ja": "読み込んだルールの版", "en": "Rules editions loaded"},
    "sources": {"ja": "出典", "en": "Sources"},
}


def tr(lang: Lang, key: str, **values: object) -> str:
    """The reply string `key` in `lang`, with `values` filled in."""
    return _REPLIES[key][lang].format(**values)
