"""Messages for ordinary game actions: casting, resolving, zones, life, damage, turns."""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    # titles
    "title.setup": ("シナリオの開始状態", "Starting situation"),
    "title.cast": ("{player}が{card}を唱える", "{player} casts {card}"),
    "title.copy": ("{player}が{card}をコピーする", "{player} copies {card}"),
    "title.activate": ("{player}が{card}の能力を起動する", "{player} activates {card}"),
    "title.resolve": ("{card}が解決される", "{card} resolves"),
    "title.resolve_copy": ("{card}のコピーが解決される", "The copy of {card} resolves"),
    "title.damage": ("{players}に{amount}点のダメージ", "{amount} damage to {players}"),
    "title.gain_life": ("{player}が{amount}点のライフを得る", "{player} gains {amount} life"),
    "title.lose_life": ("{player}が{amount}点のライフを失う", "{player} loses {amount} life"),
    "title.poison": ("{player}が毒カウンターを{amount}個得る", "{player} gets {amount} poison"),
    "title.draw_cards": ("{player}がカードを{count}枚引く", "{player} draws {count}"),
    "title.mill": ("{player}がカードを{count}枚切削する", "{player} mills {count}"),
    "title.exile": (
        "{player}の{zone}から{count}枚を追放する",
        "{count} exiled from {player}'s {zone}",
    ),
    "title.enter": ("{card}が戦場に出る", "{card} enters the battlefield"),
    "title.leave": ("{card}が戦場を離れる", "{card} leaves the battlefield"),
    "title.phase_out": ("{card}がフェイズ・アウトする", "{card} phases out"),
    "title.bring_in": (
        "{player}が{card}をゲームに持ち込む",
        "{player} brings {card} into the game",
    ),
    "title.concede": ("{player}が投了する", "{player} concedes"),
    "title.end_turn": ("ターンの終了", "End of turn"),
    "title.cleanup": ("クリンナップ・ステップ", "Cleanup step"),
    "title.planeswalk": ("{player}がプレインズウォークする", "{player} planeswalks"),
    "title.sba": ("状況起因処理", "State-based actions"),
    "title.triggered": ("能力が誘発する", "An ability triggers"),
    "title.triggers": ("誘発型能力をスタックに置く", "Triggered abilities go on the stack"),
    # setup
    "setup.variant": (
        "変種ルール：{variant}、ルール：{rules}。",
        "Variant: {variant}; rules: {rules}.",
    ),
    "setup.player": (
        "{player}：ライフ{life}点、ライブラリー{library}枚。",
        "{player}: {life} life, {library} in library.",
    ),
    "card.unmodelled": (
        "{card}はエンジンが効果を再現していないカードなので、能力を持たないカードとして扱う。",
        "The engine doesn't model {card}; it is treated as a card with no abilities.",
    ),
    # casting and the stack
    "cast.on_stack": (
        "{player}は{card}を唱え、スタックに置く。",
        "{player} casts {card}; it goes on the stack.",
    ),
    "cast.commander": (
        "統率者{card}を統率領域から唱える（統率者税により追加で{tax}マナ）。",
        "{card} is cast from the command zone (commander tax: {tax} more generic mana).",
    ),
    "cast.split_second": (
        "{card}は刹那を持つので、これがスタックにある間、プレイヤーは呪文を唱えることも"
        "マナ能力でない能力を起動することもできない。",
        "{card} has split second: while it is on the stack, players can't cast spells or "
        "activate abilities that aren't mana abilities.",
    ),
    "copy.cast": (
        "{player}は{target}を対象として{card}を唱え、それはすぐに解決される。",
        "{player} casts {card} targeting {target}; it resolves at once.",
    ),
    "copy.activated": (
        "{player}は{card}の能力を起動し、それはすぐに解決される。",
        "{player} activates {card}'s ability and it resolves at once.",
    ),
    "copy.on_stack": (
        "{card}のコピーがスタックの一番上に置かれる。コピーは{player}がコントロールし、"
        "唱えられたものではない。",
        "A copy of {card}, controlled by {player}, is put on top of the stack (a copy isn't cast).",
    ),
    "activate.on_stack": (
        "{player}は{card}の起動型能力を起動し、スタックに置く。",
        "{player} activates an ability of {card}; it goes on the stack.",
    ),
    "activate.exile_cost": (
        "コストとして{card}を追放する。",
        "{card} is exiled as part of the cost.",
    ),
    "resolve.permanent": (
        "{card}は{player}のコントロール下で戦場に出る。",
        "{card} enters the battlefield under {player}'s control.",
    ),
    "resolve.unknown_type": (
        "{card}のカード・タイプは分からないので、パーマネント呪文として扱う。",
        "The card type of {card} is unknown, so it is treated as a permanent spell.",
    ),
    "resolve.copy_token": (
        "パーマネント呪文のコピーである{card}は、トークンとして戦場に出る。",
        "The copy of the permanent spell {card} enters the battlefield as a token.",
    ),
    "resolve.no_effect": (
        "{card}の効果はエンジンでは再現されないので、何も起こらない。",
        "The engine models no effect of {card}, so nothing happens.",
    ),
    "wish.resolves": (
        "{card}が解決される。ゲームの外部から持ち込むカードは bring_in イベントで指定する。",
        "{card} resolves; the card it fetches from outside the game is given by a bring_in event.",
    ),
    "fork.no_target": (
        "{card}には対象がないので、何もしない。",
        "{card} has no target and does nothing.",
    ),
    "grace.resolves": (
        "このターン、{player}はゲームに敗北できず、{player}の対戦相手はゲームに勝利できない。"
        "ターン終了時まで、{player}のライフを1点未満にするダメージは、代わりにライフを1点にする。",
        "This turn {player} can't lose the game and their opponents can't win it; until end of "
        "turn, damage that would reduce {player}'s life total below 1 reduces it to 1 instead.",
    ),
    "spell.to_graveyard": (
        "{card}はオーナーの墓地に置かれる。",
        "{card} is put into its owner's graveyard.",
    ),
    "spell.exiled": (
        "{card}は解決の最後に追放される。",
        "{card} is exiled as it finishes resolving.",
    ),
    "spell.copy_ceases": (
        "{card}のコピーは解決を終え、消滅する。",
        "The copy of {card} finishes resolving and ceases to exist.",
    ),
    "spell.card_gone": (
        "{card}のカードはもうスタックにないが、効果の解決は最後まで行われる。"
        "カードはいまある場所から動かない。",
        "The card {card} is no longer on the stack; its effect still finishes resolving and "
        "the card stays where it is.",
    ),
    "ability.resolves": (
        "{card}の能力（{ability}）が解決される。",
        "{card}'s ability resolves ({ability}).",
    ),
    "ability.source_gone": (
        "{card}はすでに戦場を離れて新しいオブジェクトになっているので、何も起こらない。",
        "{card} has left the battlefield and is a new object, so nothing happens.",
    ),
    # triggers
    "trigger.triggered": (
        "{card}の能力（{ability}）が誘発する。",
        "{card}'s ability triggers ({ability}).",
    ),
    "trigger.waits": (
        "{game}で{card}の能力（{ability}）が誘発するが、{game}が再開されるまで"
        "スタックには置かれない。",
        "In {game}, {card}'s ability triggers ({ability}) but is not put on the stack until "
        "{game} resumes.",
    ),
    "trigger.on_stack": (
        "{cards}の誘発型能力がスタックに置かれる。",
        "The triggered abilities of {cards} are put on the stack.",
    ),
    "trigger.controller_left": (
        "{card}の能力をコントロールするプレイヤーはゲームから離れたので、"
        "その能力はスタックに置かれない。",
        "The controller of {card}'s ability has left the game, so it isn't put on the stack.",
    ),
    # zones
    "draw.drew": ("{player}はカードを{count}枚引く。", "{player} draws {count}."),
    "draw.empty": (
        "{player}のライブラリーにはカードがなく、{count}回カードを引こうとした。"
        "次に状況起因処理がチェックされる時点で敗北の条件になる。",
        "{player}'s library is empty and they attempted to draw {count}; this makes "
        "them lose at the next state-based check.",
    ),
    "draw.maniac": (
        "{player}のライブラリーにカードがないので、{card}の置換効果により、"
        "カードは引かれず、代わりにその効果により{player}がゲームに勝利する（勝利を妨げるものがなければ）。",
        "{player}'s library is empty, so {card} replaces the draw: no card is drawn, and instead "
        "the effect makes {player} win the game (unless something stops the win).",
    ),
    "draw.maniac_rest": (
        "この出来事の残り{count}回のドローも同じように置換され、カードは引かれない。",
        "The remaining draws of this event ({count}) are replaced the same way: no card is drawn.",
    ),
    "mill.milled": (
        "{player}はライブラリーの一番上からカードを{count}枚墓地に置く。",
        "{player} puts the top {count} of their library into their graveyard.",
    ),
    "exile.card": ("{card}を追放する。", "{card} is exiled."),
    "exile.cards": ("{cards}を追放する。", "Exiled: {cards}."),
    "exile.by_source": ("{card}の効果による。", "By the effect of {card}."),
    "exile.nothing": (
        "{player}の{zone}には追放するカードがない。",
        "{player} has no cards to exile in their {zone}.",
    ),
    "exile.with_counters": (
        "追放されたカードには{counters}が置かれる。",
        "The exiled cards get {counters}.",
    ),
    "enter.entered": (
        "{card}が{player}のコントロール下で戦場に出る。",
        "{card} enters the battlefield under {player}'s control.",
    ),
    "leave.left": (
        "{card}は戦場を離れ、オーナーの{zone}に置かれる。",
        "{card} leaves the battlefield for its owner's {zone}.",
    ),
    "phase.out": (
        "{card}がフェイズ・アウトする。フェイズ・アウトしたパーマネントは存在しないものとして扱う。",
        "{card} phases out; it is treated as though it doesn't exist.",
    ),
    "phase.in": (
        "アンタップ・ステップに{cards}がフェイズ・インする。",
        "In the untap step, these phase in: {cards}.",
    ),
    "token.created": ("{player}は{card}を生成する。", "{player} creates {card}."),
    "sacrifice.card": ("{player}は{card}を生け贄に捧げる。", "{player} sacrifices {card}."),
    "commander.replaced": (
        "{card}は{zone}に置かれる代わりに、オーナーの選択により統率領域に置かれる。",
        "Instead of going to the {zone}, {card} goes to the command zone at its owner's option.",
    ),
    "sba.commander_stays": (
        "統率者{card}のオーナーである{player}は、今回はそれを統率領域に置かない。"
        "再び墓地か追放領域に置かれるまで、そのまま残る。",
        "The commander {card}'s owner {player} doesn't put it into the command zone this time; "
        "it stays there until it is put into a graveyard or exile again.",
    ),
    "sba.token_ceases": (
        "戦場以外の領域にある{card}は消滅する。",
        "{card}, outside the battlefield, ceases to exist.",
    ),
    "sba.commander_to_command": (
        "統率者{card}が墓地か追放領域に置かれたので、オーナーの{player}はそれを統率領域に置く。",
        "The commander {card} went to a graveyard or exile, so its owner {player} puts it into "
        "the command zone.",
    ),
    "bring_in.by": ("{card}の効果による。", "By the effect of {card}."),
    "bring_in.outside": (
        "{player}はゲームの外部から{card}を持ち込む。",
        "{player} brings {card} in from outside the game.",
    ),
    "bring_in.from_zone": (
        "{card}は{main}の{zone}を離れる（{main}にあるオブジェクトはサブゲームの外部にある）。",
        "{card} leaves the {zone} of {main} (objects of {main} are outside the subgame).",
    ),
    "bring_in.from_stack": (
        "{card}は{main}のスタックを離れる（{main}にあるオブジェクトはサブゲームの外部にある）。",
        "{card} leaves the stack of {main} (objects of {main} are outside the subgame).",
    ),
    "bring_in.into": (
        "{card}は{game}の{zone}に置かれる。",
        "{card} is put into the {zone} of {game}.",
    ),
    "planeswalk.bottom": (
        "表向きの{card}を裏向きにして、オーナーの次元デッキの一番下に置く。",
        "The face-up {card} goes face down to the bottom of its owner's planar deck.",
    ),
    "planeswalk.face_up": (
        "{player}は次元デッキの一番上のカード{card}を表向きにする。",
        "{player} turns the top card of their planar deck, {card}, face up.",
    ),
    # life, damage, counters
    "life.gained": (
        "{player}は{amount}点のライフを得る（ライフ{life}点）。",
        "{player} gains {amount} life ({life} life).",
    ),
    "life.lost": (
        "{player}は{amount}点のライフを失う（ライフ{life}点）。",
        "{player} loses {amount} life ({life} life).",
    ),
    "life.zero": ("{player}のライフは変わらない。", "{player}'s life total doesn't change."),
    "life.gain_becomes_draw": (
        "{card}の置換効果により、{player}は{amount}点のライフを得る代わりにカードを{cards}枚引く。",
        "{card}: instead of gaining {amount} life, {player} draws {cards}.",
    ),
    "damage.a_source": ("発生源", "a source"),
    "damage.source_of": ("{player}がコントロールする発生源", "a source {player} controls"),
    "damage.dealt": (
        "{source}が{player}に{amount}点のダメージを与える。",
        "{source} deals {amount} damage to {player}.",
    ),
    "damage.zero": ("0点のダメージは与えられない。", "0 damage isn't dealt at all."),
    "damage.doubled": (
        "{card}の効果により、{player}へのダメージは2倍の{amount}点になる。",
        "{card}'s effect doubles the damage to {player}: {amount}.",
    ),
    "damage.floor": (
        "{card}の効果により、そのダメージは{player}のライフを1点未満にせず、1点にする。",
        "{card}'s effect: the damage reduces {player}'s life total only to 1.",
    ),
    "damage.as_infect": (
        "{player}のライフは0点以下なので、{card}により、そのダメージは感染を持つ発生源からの"
        "ものとして与えられる（毒カウンターになる）。",
        "As {player} has 0 or less life, {card} makes the damage be dealt as though its source "
        "had infect (poison counters).",
    ),
    "damage.commander": (
        "{player}が統率者{card}から受けた戦闘ダメージは合計{total}点になる。",
        "{player} has now been dealt {total} combat damage by the commander {card}.",
    ),
    "poison.got": (
        "{player}は毒カウンターを{amount}個得る（合計{total}個）。",
        "{player} gets {amount} ({total} in all).",
    ),
    "poison.zero": ("{player}は毒カウンターを得ない。", "{player} gets no poison counters."),
    "counters.got": (
        "{player}は{counters}を得る。",
        "{player} gets {counters}.",
    ),
    "counters.on_card": (
        "{card}の上に+1/+1カウンターが{amount}個置かれる（合計{total}個）。",
        "{card} gets {amount} ({total} in all).",
    ),
    # turns
    "turn.effects_end": (
        "クリンナップ・ステップに、{cards}による「このターン」と「ターン終了時まで」の効果が終わる。",
        "In the cleanup step, the “this turn” and “until end of turn” effects of {cards} end.",
    ),
    "wish.half_life": (
        "{card}により、{player}はライフ{life}点の半分（端数切り上げ）の{amount}点を失う。",
        "{card} makes {player} lose half of {life} life, rounded up: {amount}.",
    ),
    "turn.cleanup_check": (
        "効果が終わったので、このクリンナップ・ステップの間に状況起因処理のチェックが行われる。"
        "敗北するならこのターンのうちに敗北する。",
        "With those effects gone, state-based actions are checked during this cleanup step: a "
        "player who now loses, loses in this turn.",
    ),
    "turn.next": (
        "第{turn}ターン、{player}のターンが始まる。",
        "Turn {turn}: {player}'s turn begins.",
    ),
    "turn.end_step_trigger": (
        "終了ステップの開始時に{card}の能力が誘発し、全員が優先権をパスして解決される。",
        "At the beginning of the end step, {card}'s ability triggers and resolves as all "
        "players pass.",
    ),
    "concede.text": (
        "{player}は{game}を投了する。投了は何によっても妨げられない。",
        "{player} concedes {game}. Nothing can stop a concession.",
    ),
    "lose.effect": (
        "{source}により、{player}はゲームに敗北することになる。",
        "{source} says {player} loses the game.",
    ),
    "win.effect": (
        "{source}により、{player}はゲームに勝利することになる。",
        "{source} says {player} wins the game.",
    ),
    # pending
    "pending.subgame_running": ("{game}はまだ終わっていない。", "{game} has not ended yet."),
    "pending.spell_waits": (
        "{game}では、{card}がサブゲームの終了を待って解決の途中にある。",
        "In {game}, {card} is still resolving, waiting for the subgame to end.",
    ),
    "pending.triggers_wait": (
        "{game}で誘発した{cards}の能力（{count}個）が、{game}の再開を待っている。",
        "{count} of {cards} triggered in {game} and wait for it to resume.",
    ),
}
