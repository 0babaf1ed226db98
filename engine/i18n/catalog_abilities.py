"""Short descriptions of the modelled abilities, keyed `ability.<ability key>`.

These describe what the engine does; they are not the cards' printed Japanese texts.
"""

from __future__ import annotations

MESSAGES: dict[str, tuple[str, str]] = {
    "oracle.devotion": (
        "Xは{player}の青への信心で{devotion}、{player}のライブラリーのカードは{count}枚。",
        "X is {player}'s devotion to blue, {devotion}; {player}'s library has {count}.",
    ),
    "oracle.wins": (
        "Xがライブラリーの枚数以上なので、{card}により{player}はゲームに勝利する。",
        "X is at least the number of cards in the library: {card} makes {player} win the game.",
    ),
    "oracle.no_win": (
        "Xはライブラリーの枚数未満なので、{player}は勝利しない。",
        "X is less than the number of cards in the library: {player} doesn't win.",
    ),
    "ability.lichs_mastery.gain": (
        "ライフを得るたび、その点数と同じ枚数のカードを引く",
        "whenever you gain life, draw that many cards",
    ),
    "ability.lichs_mastery.lose": (
        "ライフを失うたび、失った1点につきパーマネントか手札か墓地のカードを1枚追放する",
        "whenever you lose life, exile a permanent or a card from hand or graveyard per 1 life",
    ),
    "ability.lichs_mastery.leaves": (
        "戦場を離れたとき、コントローラーはゲームに敗北する",
        "when it leaves the battlefield, you lose the game",
    ),
    "ability.transcendence.twenty": (
        "コントローラーのライフが20点以上であるとき、そのプレイヤーはゲームに敗北する",
        "when you have 20 or more life, you lose the game",
    ),
    "ability.transcendence.lose": (
        "ライフを失うたび、失った1点につき2点のライフを得る",
        "whenever you lose life, gain 2 life for each 1 life lost",
    ),
    "ability.lichs_tomb.lose": (
        "ライフを失うたび、失った1点につきパーマネントを1つ生け贄に捧げる",
        "whenever you lose life, sacrifice a permanent for each 1 life lost",
    ),
    "ability.lich.damage": (
        "ダメージを与えられるたび、その点数と同じ数のトークンでないパーマネントを生け贄に捧げ、"
        "できなければゲームに敗北する",
        "whenever you're dealt damage, sacrifice that many nontoken permanents or lose the game",
    ),
    "ability.lich.dies": (
        "戦場から墓地に置かれたとき、コントローラーはゲームに敗北する",
        "when it is put into a graveyard from the battlefield, you lose the game",
    ),
    "ability.blood_tyrant.loses": (
        "プレイヤーがゲームに敗北するたび、これに+1/+1カウンターを5個置く",
        "whenever a player loses the game, put five +1/+1 counters on it",
    ),
    "ability.withengar.loses": (
        "プレイヤーがゲームに敗北するたび、これに+1/+1カウンターを13個置く",
        "whenever a player loses the game, put thirteen +1/+1 counters on it",
    ),
    "ability.sengir.loses": (
        "他のプレイヤーがゲームに敗北するたび、そのプレイヤーのそのターン開始時のライフ総量に"
        "等しい点数のライフを得る",
        "whenever another player loses the game, gain life equal to that player's life total "
        "as the turn began",
    ),
    "ability.thassas_oracle.enters": (
        "戦場に出たとき、青への信心に等しい枚数のカードをライブラリーの上から見て、その数が"
        "ライブラリーの枚数以上ならゲームに勝利する",
        "when it enters, look at the top X cards of your library, X your devotion to blue; if X"
        " is at least the number of cards in your library, you win the game",
    ),
    "ability.share_the_spoils.enters": (
        "戦場に出たとき、各プレイヤーのライブラリーの一番上のカードを追放する",
        "when it enters, exile the top card of each player's library",
    ),
    "ability.share_the_spoils.loses": (
        "対戦相手がゲームに敗北するたび、各プレイヤーのライブラリーの一番上のカードを追放する",
        "whenever an opponent loses the game, exile the top card of each player's library",
    ),
    "ability.book_of_exalted_deeds.end_step": (
        "終了ステップの開始時に、このターン3点以上のライフを得ていたなら、"
        "飛行を持つ3/3の天使・トークンを生成する",
        "at the beginning of your end step, if you gained 3 or more life this turn, create a "
        "3/3 flying Angel token",
    ),
    "ability.book_of_exalted_deeds.enlighten": (
        "天使1体に啓発カウンターを置き、それは敗北しない・対戦相手を勝利させない能力を得る",
        "put an enlightened counter on target Angel; it gains “you can't lose and your "
        "opponents can't win”",
    ),
    "ability.gideon_of_the_trials.emblem": (
        "敗北しない・対戦相手を勝利させない紋章を得る",
        "you get an emblem: you can't lose and your opponents can't win",
    ),
    "ability.lithoform_engine.copy": (
        "自分がコントロールするインスタントかソーサリーの呪文をコピーする",
        "copy target instant or sorcery spell you control",
    ),
}
