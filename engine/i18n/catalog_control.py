"""Messages for control apart from ownership and for a new game's first turn."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "title.first_turn": ("{game}の最初のターン", "The first turn of {game}"),
    "turn.first": (
        "先攻の{player}が最初のターンを始める（アンタップ・ステップ、アップキープ・ステップ）。",
        "{player}, who plays first, takes the first turn: untap step, then upkeep.",
    ),
    "turn.first_draw_skipped": (
        "2人戦なので、{player}はこのターンのドロー・ステップを飛ばす。",
        "It's a two-player game, so {player} skips the draw step of this turn.",
    ),
    "turn.first_draw_team": (
        "双頭巨人戦なので、先攻のチーム（{players}）はこのターンのドロー・ステップを飛ばす。",
        "It's Two-Headed Giant, so the team who plays first ({players}) skips the draw step of "
        "this turn.",
    ),
    "turn.first_draw_everyone": (
        "多人数戦なので、最初のターンのドロー・ステップを飛ばすプレイヤーはいない。",
        "It's a multiplayer game, so no player skips the draw step of their first turn.",
    ),
    "title.gain_control": (
        "{player}が{card}のコントロールを得る",
        "{player} gains control of {card}",
    ),
    "control.gained": (
        "{player}は、{previous}がコントロールしていた{card}のコントロールを得る。"
        "パーマネントは同じオブジェクトのままで、オーナーは{owner}のまま。",
        "{player} gains control of {card}, which {previous} controlled; it stays the same "
        "object, and {owner} still owns it.",
    ),
    "control.effect_ends": (
        "{player}に{card}のコントロールを与えていた効果は終わり、{card}は{controller}のコントロール下に戻る。",
        "The effect that gave {player} control of {card} ends, and {card} goes back under "
        "{controller}'s control.",
    ),
    "control.ends_exiled": (
        "{player}に{card}のコントロールを与えていた効果は終わるが、{card}をもともとコントロールしていた"
        "{controller}はもうゲームにいないので、{card}は追放される。",
        "The effect that gave {player} control of {card} ends, but {controller}, who controlled it "
        "by default, has left the game, so {card} is exiled.",
    ),
    "subgame.controlled_back": (
        "{controller}がコントロールしていた{card}も、オーナーである{owner}の{main}のライブラリーに戻る"
        "（各プレイヤーは自分がオーナーであるカードを戻す）。",
        "{card}, which {controller} controlled, goes into its owner {owner}'s library in {main} "
        "too: each player takes the cards they own.",
    ),
    "damage.stolen_commander": (
        "{card}をコントロールしているのは{controller}だが、{card}は{owner}の統率者のままであり"
        "（統率者であることはカード自体の属性）、与えたダメージはその統率者からの戦闘ダメージとして数える。",
        "{controller} controls {card}, but it is still {owner}'s commander (being a commander is "
        "an attribute of the card itself), so its damage counts as combat damage by that "
        "commander.",
    ),
}
