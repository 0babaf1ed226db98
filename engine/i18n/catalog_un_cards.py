"""Messages for the Un-cards the engine plays in a stated reading (Baron Von Count)."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "ability.baron_von_count.cast": (
        "あなたが、指し示されている数字をマナ・コスト、文章欄、パワー、タフネスのいずれかに含む呪文を"
        "唱えるたび、運命カウンターを数字1つ分左に動かす",
        "whenever you cast a spell with the indicated numeral in its mana cost, text box, power, "
        "or toughness, move the doom counter one numeral to the left",
    ),
    "ability.baron_von_count.from_one": (
        "運命カウンターが「1」から動いたとき、対象のプレイヤーを破壊し、その運命カウンターを「5」に置く",
        "when the doom counter moves from \u201c1,\u201d destroy target player and put that doom "
        "counter on \u201c5\u201d",
    ),
    "doom.numeral": (
        "この呪文には、{card}の運命カウンターが指し示している数字「{numeral}」がある。",
        "The spell has the numeral \u201c{numeral}\u201d that {card}'s doom counter indicates.",
    ),
    "doom.no_numeral": (
        "この呪文には{card}の運命カウンターが指し示している数字「{numeral}」がないので、"
        "{card}の能力は誘発しない。",
        "The spell has no numeral \u201c{numeral}\u201d, the one {card}'s doom counter "
        "indicates, so {card}'s ability doesn't trigger.",
    ),
    "doom.moves": (
        "{card}の運命カウンターが数字1つ分左に、「{old}」から「{new}」に動く。",
        "The doom counter on {card} moves one numeral to the left, from \u201c{old}\u201d to "
        "\u201c{new}\u201d.",
    ),
    "doom.moves_from_one": (
        "{card}の運命カウンターが「1」から動く。",
        "The doom counter on {card} moves from \u201c1\u201d.",
    ),
    "doom.target_chosen": (
        "この能力はresolveイベントのtargetどおり{player}を対象にする。",
        "It targets {player}, as the resolve event's target says.",
    ),
    "doom.target_default": (
        "対象の指定がないので、この能力は手番順で次の対戦相手である{player}を対象にする。",
        "No target was named, so it targets the next opponent in turn order, {player}.",
    ),
    "doom.nowhere": (
        "{card}の運命カウンターはどの数字の上にもないので、動かない。",
        "The doom counter on {card} is on no numeral, so it doesn't move.",
    ),
    "doom.target_gone": (
        "{player}はもうゲームにいないので、{card}の能力の対象は不正になり、何もしない。",
        "{player} has left the game, so {card}'s ability has an illegal target and does nothing.",
    ),
    "doom.destroyed": (
        "{player}は破壊される。エンジンはプレイヤーの破壊を、そのプレイヤーがゲームに敗北することとして"
        "扱う（総合ルールの扱わないアン・カードの文章）。",
        "{player} is destroyed: the engine reads destroying a player as that player losing the "
        "game (an Un-card's text, which the rules don't cover).",
    ),
    "doom.back_on_five": (
        "{card}の運命カウンターは「5」に置かれる。",
        "The doom counter on {card} is put on \u201c5\u201d.",
    ),
}
