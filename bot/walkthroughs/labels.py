"""The words of a walkthrough in Japanese and English, for every skin.

The text skin (`bot.terminal.render_walkthrough`: the CLI and the console) and the embed skin
(`bot.discord_app.cogs.simulate.walkthrough_embed`) lay a walkthrough out differently but name
things with these words, so that every surface says "subgame 1", "Rules applied" and "lost
(conceded)" alike. Discord's own interface strings (buttons, errors) stay in
`bot.discord_app.shared.i18n`.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.walkthroughs.model import GameState, PlayerState

LABELS: dict[str, dict[str, str]] = {
    "step": {"ja": "ステップ {n}/{total}", "en": "Step {n}/{total}"},
    "main_game": {"ja": "メインゲーム", "en": "main game"},
    "subgame": {"ja": "サブゲーム{number}", "en": "subgame {number}"},
    "state": {"ja": "状態", "en": "State"},
    "final": {"ja": "最終状態", "en": "Final state"},
    "rules_applied": {"ja": "適用ルール", "en": "Rules applied"},
    "rule_text_missing": {"ja": "(本文なし)", "en": "(text not available)"},
    "rules_cited": {"ja": "引用したルール", "en": "Rules cited"},
    "numbering": {"ja": "番号は{edition}版", "en": "numbered as in {edition}"},
    "rules_numbering": {"ja": "ルール番号は{edition}版", "en": "rules numbered as in {edition}"},
    "unresolved": {"ja": "未解決: {items}", "en": "Unresolved: {items}"},
    "game_over_winner": {"ja": "ゲーム終了: {winner}の勝利", "en": "Game over: {winner} wins"},
    "game_over_winners": {"ja": "ゲーム終了: {winners}の勝利", "en": "Game over: {winners} win"},
    "game_over_draw": {"ja": "ゲーム終了: 引き分け", "en": "Game over: a draw"},
    "life": {"ja": "ライフ", "en": "life"},
    "poison": {"ja": "毒", "en": "poison"},
    "library": {"ja": "ライブラリー", "en": "library"},
    "hand": {"ja": "手札", "en": "hand"},
    "graveyard": {"ja": "墓地", "en": "graveyard"},
    "exile": {"ja": "追放", "en": "exile"},
    "battlefield": {"ja": "戦場", "en": "battlefield"},
    "command": {"ja": "統率領域", "en": "command"},
    "stack": {"ja": "スタック", "en": "stack"},
    "lost": {"ja": "敗北", "en": "lost"},
    "suspended": {"ja": "（中断中）", "en": "(suspended)"},
    "game_starts": {"ja": "{game}開始", "en": "{game} starts"},
    "outcome": {"ja": "結論", "en": "Outcome"},
    "changed": {"ja": "変化", "en": "Changed"},
    "nothing_changed": {"ja": "状態の変化なし", "en": "No change in the state"},
    "rules_again": {"ja": "前のステップと同じ: {rules}", "en": "As in the previous step: {rules}"},
    "console_keys": {
        "ja": "[Enter: 次へ / b: 戻る / q: 終了]",
        "en": "[Enter: next / b: back / q: quit]",
    },
    "won": {"ja": "勝利", "en": "won"},
    "loss_life": {"ja": "ライフが0以下", "en": "life 0 or less"},
    "loss_empty_library": {"ja": "空のライブラリーから引いた", "en": "drew from an empty library"},
    "loss_poison": {"ja": "毒カウンター10個以上", "en": "ten or more poison counters"},
    "loss_commander_damage": {"ja": "統率者ダメージ21点以上", "en": "21 commander damage"},
    "loss_concede": {"ja": "投了", "en": "conceded"},
    "loss_effect": {"ja": "効果による敗北", "en": "an effect"},
    "loss_emperor": {"ja": "チームの皇帝が敗北した", "en": "their emperor lost"},
    "loss_team": {"ja": "チームメイトが敗北した", "en": "their teammate lost"},
    "loss_team_life": {"ja": "チームのライフが0以下", "en": "team life 0 or less"},
    "loss_team_poison": {
        "ja": "チームの毒カウンター15個以上",
        "en": "fifteen team poison counters",
    },
}


def label(lang: str, key: str, **values: object) -> str:
    """The word `key` in `lang` (English for any other language), with `values` filled in."""
    texts = LABELS[key]
    return texts.get(lang, texts["en"]).format(**values)


def game_name(game: str, lang: str) -> str:
    """The engine's game id as a reader says it: "main" is the main game, "sub1.2" subgame 1.2."""
    if game == "main":
        return label(lang, "main_game")
    return label(lang, "subgame", number=game.removeprefix("sub"))


def loss_reason(reason: str, lang: str) -> str:
    """A loss reason in words; one the table does not know, as the engine wrote it."""
    key = f"loss_{reason}"
    return label(lang, key) if key in LABELS else reason


def player_status(player: PlayerState, lang: str) -> str | None:
    """ "lost (conceded)", "won", or None while the player is still in the game."""
    if player.lost:
        reason = player.loss_reason
        lost = label(lang, "lost")
        return f"{lost} ({loss_reason(reason, lang)})" if reason else lost
    if player.won:
        return label(lang, "won")
    return None


def outcome(final: GameState, lang: str, quote: Callable[[str], str] = str) -> str | None:
    """How the game ended ("Game over: Alice wins", a draw), or None while it goes on; `quote`
    writes the winner's name for the skin (Discord escapes its markdown)."""
    if final.draw:
        return label(lang, "game_over_draw")
    if final.game_over and len(final.winners) > 1:
        names = [quote(name) for name in final.winners]
        together = "と".join(names) if lang == "ja" else f"{', '.join(names[:-1])} and {names[-1]}"
        return label(lang, "game_over_winners", winners=together)
    if final.game_over and final.winner:
        return label(lang, "game_over_winner", winner=quote(final.winner))
    return None
